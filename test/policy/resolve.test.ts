import { App, Lazy, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { resolveInput } from '../../src/policy/resolve';

function stack(): TerraformStack {
  return new TerraformStack(new App(), 'test');
}

test('plain data is returned as it is (the same object: nothing to copy)', () => {
  const s = stack();
  const input = { name: 'orders', count: 3, tags: { team: 'a' }, list: [1, 'b', { c: true }], none: null };
  expect(resolveInput(s, input)).toBe(input);
});

test('tokens are resolved to what cdk.tf.json holds: strings, numbers, lists, maps, lazy values', () => {
  const s = stack();
  const v = new TerraformVariable(s, 'name', { type: 'string' });
  const n = new TerraformVariable(s, 'count', { type: 'number' });
  const l = new TerraformVariable(s, 'zones', { type: 'list(string)' });
  const m = new TerraformVariable(s, 'tags', { type: 'map(string)' });
  const out = resolveInput(s, {
    name: `${v.stringValue}-db`,
    count: n.numberValue,
    zones: l.listValue,
    tags: Token.asStringMap(m.value),
    lazy: Lazy.anyValue({ produce: () => ({ a: 1 }) }),
    nested: [{ name: v.stringValue }],
  });
  expect(out).toEqual({
    name: '${var.name}-db',
    count: '${var.count}',
    zones: '${var.zones}',
    tags: '${var.tags}',
    lazy: { a: 1 },
    nested: [{ name: '${var.name}' }],
  });
});

test('copy on write: undefined values and the // metadata are left out, the untouched subtrees kept', () => {
  const s = stack();
  const tags = { team: 'a' };
  const out = resolveInput(s, { '//': { metadata: {} }, 'gone': undefined, tags, 'name': new TerraformVariable(s, 'n', { type: 'string' }).stringValue });
  expect(out).toEqual({ tags: { team: 'a' }, name: '${var.n}' });
  expect(out.tags).toBe(tags);
});
