/**
 * The context of one render (src/core/runtime/render-context.ts): problems (a sensitive value is
 * never shown), field paths, and the tokens remembered because they may resolve to a literal.
 */
import { App, Lazy, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Construct } from 'constructs';
import { formatProblem } from '../../../src/core/base/errors';
import { Field } from '../../../src/core/runtime/descriptors';
import { Ctx, join, keyPath, mayBeLiteral, noteToken, problem } from '../../../src/core/runtime/render-context';

const ctx = (extra: Partial<Ctx> = {}): Ctx => ({ scope: new Construct(new App(), 'C'), problems: [], resolved: false, warn: false, ...extra });

describe('problem', () => {
  test('records the field, the problem, the value received, what is allowed and the fix', () => {
    const c = ctx();
    problem(c, 'size', 'expected a number.', 'big', 'a number', 'pass a number.');
    problem(c, 'name', 'is required.', undefined, 'a string');
    expect(c.problems).toEqual([
      { field: 'size', problem: 'expected a number.', received: '"big"', allowed: 'a number', fix: 'pass a number.' },
      { field: 'name', problem: 'is required.', received: 'undefined', allowed: 'a string', fix: undefined },
    ]);
  });
  test('in a sensitive field, the value is described, never shown', () => {
    const c = ctx({ sensitive: true });
    problem(c, 'password', 'expected a string.', 123456, 'a string');
    expect(c.problems.map(formatProblem)).toEqual(['password: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.']);
  });
});

describe('field paths', () => {
  test('join puts a dot between a path and a key, none at the top', () => {
    expect([join('', 'name'), join('rules[0]', 'priority')]).toEqual(['name', 'rules[0].priority']);
  });
  test('keyPath quotes a key that does not read as a name', () => {
    expect([keyPath('tags', 'Team'), keyPath('tags', 'a/b-c@d$'), keyPath('tags', 'a b'), keyPath('', ''), keyPath('m', 'x"y')])
      .toEqual(['tags.Team', 'tags.a/b-c@d$', 'tags["a b"]', '[""]', 'm["x\\"y"]']);
  });
});

describe('tokens that may resolve to a literal', () => {
  const stack = new TerraformStack(new App(), 's');
  const v = new TerraformVariable(stack, 'v', {});
  test('a Lazy of any kind, or a token wrapping a plain value, may; a reference, an expression or a plain value does not', () => {
    expect([
      Lazy.stringValue({ produce: () => 'x' }), Lazy.numberValue({ produce: () => 1 }), Lazy.listValue({ produce: () => ['x'] }), Lazy.anyValue({ produce: () => ({}) }),
      Token.asString(5), Token.asNumber('5'), Token.asAny('x'), `prefix-${Lazy.stringValue({ produce: () => 'x' })}`,
    ].map(mayBeLiteral)).toEqual([true, true, true, true, true, true, true, true]);
    expect([v.stringValue, v.numberValue, v.listValue, `\${${v.stringValue}}`, 'plain', 5, ['a'], { a: 1 }, null, undefined].map(mayBeLiteral))
      .toEqual([false, false, false, false, false, false, false, false, false, false]);
  });
  test('noteToken remembers only those, with the input and whether the field is sensitive', () => {
    const f: Field = { t: 'size', y: 'n' };
    const c = ctx({ input: 'size', sensitive: true });
    noteToken(c, f, 'n', v.numberValue, 'size');
    expect(c.lazies).toBeUndefined();
    const lazy = Lazy.numberValue({ produce: () => 3 });
    noteToken(c, f, 'n', lazy, 'size');
    expect(c.lazies).toEqual([{ path: 'size', f, y: 'n', v: lazy, input: 'size', sensitive: true }]);
  });
});
