import { arr, key, literal, obj, print, raw, str } from '../../../src/cli/convert/code';

describe('code printer', () => {
  test('string literals: single quotes, escapes, ${ kept as text', () => {
    expect(str("it's")).toBe("'it\\'s'");
    expect(str('a\\b\n\t\r')).toBe("'a\\\\b\\n\\t\\r'");
    expect(str('${var.x}')).toBe("'${var.x}'");
    expect(str('\u0001\u2028')).toBe("'\\u0001\\u2028'");
  });

  test('keys: identifiers bare, the rest quoted as written', () => {
    expect(key('env')).toBe('env');
    expect(key('team-name')).toBe("'team-name'");
    expect(key('1a')).toBe("'1a'");
    expect(key('__proto__')).toBe("'__proto__'");
  });

  test('objects one property per line, short arrays of scalars on one line, long ones and arrays of objects one item per line', () => {
    expect(print(obj([['a', raw('1')], ['b', obj([['c', raw("'x'")]])]]))).toBe("{\n  a: 1,\n  b: {\n    c: 'x',\n  },\n}");
    expect(print(arr([raw("'a'"), raw("'b'")]))).toBe("['a', 'b']");
    expect(print(arr([obj([['a', raw('1')]])]))).toBe('[\n  {\n    a: 1,\n  },\n]');
    const long = arr(Array.from({ length: 12 }, (_, i) => raw(`'item-number-${i}'`)));
    expect(print(long).split('\n')).toHaveLength(14);
    expect(print(obj([]))).toBe('{}');
    expect(print(arr([]))).toBe('[]');
  });

  test('literal: JSON values as code', () => {
    expect(print(literal({ 'a': [1, true, null], 'b-c': 'x' }))).toBe("{\n  a: [1, true, null],\n  'b-c': 'x',\n}");
    expect(() => literal(() => 1)).toThrow('convert: a value of type function has no TypeScript literal.');
  });
});
