/**
 * MessagePack as Terraform's type system (cty) writes values on the wire (src/terraform/msgpack.ts):
 * what the stand-in providers read from Terraform and write back.
 */
import { decode, encode, Extension, isObject, object, Unknown, Value } from '../../src/terraform/msgpack';

describe('msgpack as cty writes it', () => {
  test('round trip: null, bools, numbers (small, negative, 64-bit, float), strings, binary, arrays, maps, unknowns', () => {
    const values: Value[] = [
      null, true, false, 0, 127, 128, 255, 256, 65535, 65536, 2 ** 32, -1, -32, -33, -129, -40000, 2 ** 53 - 1, 3.5, -0.25,
      BigInt('9007199254740993'), '', 'a', 'x'.repeat(31), 'x'.repeat(32), 'x'.repeat(300), 'x'.repeat(70000), 'ünïcödé',
      Buffer.from([1, 2, 3]), [], [1, [2, [3]]], Array.from({ length: 20 }, (_, i) => i), object([['b', 1], ['a', object([['c', null]])]]),
      object(Array.from({ length: 20 }, (_, i) => [`k${i}`, i] as [string, Value])),
    ];
    for (const v of values) expect(decode(encode(v))).toEqual(v);
    expect(encode(Unknown.VALUE)).toEqual(Buffer.from([0xd4, 0, 0]));
    expect(decode(Buffer.from([0xd4, 0, 0]))).toBe(Unknown.VALUE);
    const refined = Buffer.from([0xc7, 3, 12, 0x81, 0x01, 0xc2]);
    expect(encode(decode(refined))).toEqual(refined);
  });

  test('maps are written with sorted keys, objects read without prototype', () => {
    expect(encode(object([['b', 1], ['a', 2]]))).toEqual(Buffer.from([0x82, 0xa1, 0x61, 0x02, 0xa1, 0x62, 0x01]));
    const o = decode(encode(object([['__proto__', 1]]))) as any;
    expect(Object.getPrototypeOf(o)).toBeNull();
    expect(o.__proto__).toBe(1);
  });

  test('malformed input is an error, not a crash', () => {
    expect(() => decode(Buffer.from([0x92, 0x01]))).toThrow('msgpack: truncated value');
    expect(() => decode(Buffer.from([0x01, 0x02]))).toThrow('msgpack: trailing bytes');
    expect(() => decode(Buffer.from([0x81, 0x01, 0x02]))).toThrow('msgpack: map key is not a string');
  });

  test('an extension other than an unknown is kept as it came; a type byte cty never writes is an error', () => {
    const ext = decode(Buffer.from([0xd5, 5, 0xaa, 0xbb])) as Extension;
    expect([ext instanceof Extension, ext.type, ext.data]).toEqual([true, 5, Buffer.from([0xaa, 0xbb])]);
    expect(encode(ext)).toEqual(Buffer.from([0xd5, 5, 0xaa, 0xbb]));
    expect(() => decode(Buffer.from([0xc1]))).toThrow('msgpack: unsupported type byte 0xc1');
  });
});

test('object() makes objects without prototype; isObject tells objects from the other values', () => {
  const o = object([['constructor', 1]]);
  expect([Object.getPrototypeOf(o), o.constructor]).toEqual([null, 1]);
  expect([isObject(o), isObject({}), isObject([]), isObject(null), isObject(Buffer.from([])), isObject(Unknown.VALUE), isObject(new Extension(1, Buffer.alloc(0))), isObject('x')])
    .toEqual([true, true, false, false, false, false, false, false]);
});
