import { Fn, Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktn';
import { isUnresolved } from '../../../src/core/base/tokens';

describe('isUnresolved: the answer of Token.isUnresolved, faster for plain values', () => {
  const stack = new TerraformStack(Testing.app(), 'test');
  const v = new TerraformVariable(stack, 'v', { type: 'string' });
  const n = new TerraformVariable(stack, 'n', { type: 'number' });
  const l = new TerraformVariable(stack, 'l', { type: 'list(string)' });
  const values: Array<[string, unknown]> = [
    ['a string token', v.stringValue],
    ['a string with a token inside', `arn:${v.stringValue}:x`],
    ['a number token', n.numberValue],
    ['a list token', l.listValue],
    ['a Lazy', Lazy.stringValue({ produce: () => 'x' })],
    ['a function call', Fn.lower(v.stringValue)],
    ['a resolvable object', { resolve: () => 1, creationStack: [] }],
    ['a Terraform expression written by hand (not a token)', '${var.x}'],
    ['text that names the marker', 'TfToken[ but no token'],
    ['a string', 'M10'],
    ['an empty string', ''],
    ['a number', 3],
    ['a large number', 1e300],
    ['a negative large number', -1e300],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['undefined', undefined],
    ['null', null],
    ['a list', ['a']],
    ['an object', { a: 1 }],
    ['an object without a prototype', Object.create(null)],
  ];
  test.each(values)('%s', (_name, value) => {
    expect(isUnresolved(value)).toBe(Token.isUnresolved(value));
  });

  test('tokens are told as tokens', () => {
    expect(values.filter(([, x]) => isUnresolved(x)).map(([name]) => name)).toEqual([
      'a string token', 'a string with a token inside', 'a number token', 'a list token', 'a Lazy', 'a function call', 'a resolvable object',
    ]);
  });

  test('never throws: an object cdktn cannot inspect is no token', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => Token.isUnresolved(proxy)).toThrow();
    expect(isUnresolved(proxy)).toBe(false);
  });
});
