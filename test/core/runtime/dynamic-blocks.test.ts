/**
 * Blocks not given as objects (src/core/runtime/dynamic-blocks.ts): a `DynamicBlock` and where it
 * goes in the rendered object (`placeDynamic`, `clearInput`), how `iterator.dynamic({...})` is
 * recognized, and the problems of a reference or a token where a block goes. Through the
 * renderer and a generated L1: test/core/dynamic-blocks.test.ts.
 */
import { App, TerraformIterator, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Nested } from '../../../src/core/runtime/descriptors';
import { blockFromReference, clearInput, DynamicBlock, dynamicThroughToken, isDynamic, placeDynamic } from '../../../src/core/runtime/dynamic-blocks';

describe('placeDynamic and clearInput', () => {
  const block = new DynamicBlock({ _getForEachExpression: () => '${var.rules}', dynamic: () => undefined }, { priority: 1 });
  test('a dynamic block goes under dynamic.<name>, and stays readable (not enumerated) under its own key for the type rules', () => {
    const out: Record<string, unknown> = { name: 'w' };
    placeDynamic(out, 'rules', block);
    expect(out).toEqual({ name: 'w', dynamic: { rules: block } });
    expect([out.rules, Object.keys(out)]).toEqual([block, ['name', 'dynamic']]);
  });
  test('clearInput removes an input, its dynamic block included, and an empty dynamic', () => {
    const out: Record<string, unknown> = { name: 'w', size: 3 };
    placeDynamic(out, 'rules', block);
    clearInput(out, 'rules');
    clearInput(out, 'size');
    expect(out).toEqual({ name: 'w' });
    expect(out.rules).toBeUndefined();
  });
  test('clearInput keeps the other dynamic blocks', () => {
    const out: Record<string, unknown> = {};
    placeDynamic(out, 'rules', block);
    placeDynamic(out, 'targets', block);
    clearInput(out, 'rules');
    expect(out).toEqual({ dynamic: { targets: block } });
  });
});

describe('DynamicBlock and isDynamic', () => {
  test('what iterator.dynamic({...}) returns is dynamic; objects, tokens and null are not', () => {
    const stack = new TerraformStack(new App(), 's');
    const it = TerraformIterator.fromList(new TerraformVariable(stack, 'v', {}).listValue);
    expect(isDynamic(it.dynamic({ a: 1 }))).toBe(true);
    expect([isDynamic({ content: {} }), isDynamic(null), isDynamic('x'), isDynamic(Token.asAny('x'))]).toEqual([false, false, false, false]);
  });

  test('resolves to for_each, the iterator each and its content, in the dynamic-block context; it is a token', () => {
    const block = new DynamicBlock({ _getForEachExpression: () => '${var.rules}', dynamic: () => undefined }, { priority: 1 });
    const context: any = {};
    expect(block.resolve(context)).toEqual({ for_each: '${var.rules}', iterator: 'each', content: { priority: 1 } });
    expect(context.iteratorContext).toBe('DYNAMIC_BLOCK');
    expect(Token.isUnresolved(block.toString())).toBe(true);
  });
});

describe('the problems of a block that is not objects', () => {
  const struct = { f: [] };
  const list: Nested = { k: 'l', s: struct, b: 1 };
  const single: Nested = { k: 'o', s: struct, b: 1 };
  test('a reference for a list of blocks: the objects, or one block per item', () => {
    expect(blockFromReference(list, '${var.x}', 'rules[0].targets')).toEqual({
      field: 'rules[0].targets',
      problem: 'is a block, which Terraform takes only as objects, not as a reference.',
      received: '"${var.x}"',
      allowed: "the block's objects (their fields may hold references), or iterator.dynamic({...}) for one block per item of a collection",
      fix: 'write the objects, e.g. targets: [{ ... }], or one block per item of the collection it refers to: targets: TerraformIterator.fromList(<reference>).dynamic({ ... }).',
    });
  });
  test('a reference for a single block, by the name before any index; a sensitive value is not shown', () => {
    const p = blockFromReference({ ...single, one: 1 }, 'hunter2', 'listener[1]', true);
    expect(p.fix).toBe('write the object, e.g. listener: { ... }, or a block per item of the collection it refers to: listener: TerraformIterator.fromList(<reference>).dynamic({ ... }).');
    expect(p.received).not.toContain('hunter2');
  });
  test('a dynamic block through a token', () => {
    expect(dynamicThroughToken('rules')).toEqual({
      field: 'rules',
      problem: 'is a dynamic block produced by a token, which cannot be rendered as a dynamic block.',
      received: 'a token that resolves to iterator.dynamic({...})',
      allowed: 'iterator.dynamic({...}) given directly, or the block\'s objects',
      fix: 'pass iterator.dynamic({...}) itself as the value, not through a Lazy or another token.',
    });
  });
});
