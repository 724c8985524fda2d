/* eslint-disable no-bitwise */ // a binary format
/**
 * MessagePack as Terraform's type system (cty) uses it for values on the wire: objects and maps
 * are msgpack maps with string keys, lists, sets and tuples are arrays, numbers are integers,
 * floats or (beyond float64) strings, and an unknown value is the extension type 0 (type 12 is an
 * unknown with refinements, kept as it came). Written from the msgpack specification; only what
 * cty writes is read.
 */

/** An unknown value ("known after apply"); `raw` keeps a refined unknown exactly as received. */
export class Unknown {
  /** The plain unknown value. */
  public static readonly VALUE = new Unknown();
  /** A refined unknown (extension type 12), kept as received. */
  public static refined(raw: Buffer): Unknown {
    return new Unknown(raw);
  }
  private constructor(public readonly raw?: Buffer) {}
}

/** An extension value other than an unknown, kept as received. */
export class Extension {
  constructor(public readonly type: number, public readonly data: Buffer) {}
}

/** A decoded value. Objects have no prototype, so any key is a plain key. */
export type Value = null | boolean | number | bigint | string | Buffer | Unknown | Extension | Value[] | { [key: string]: Value };

/** True for a decoded object or map. */
export function isObject(v: Value | undefined): v is { [key: string]: Value } {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v) && !(v instanceof Unknown) && !(v instanceof Extension);
}

/** A new object without prototype. */
export function object(entries: Array<[string, Value]> = []): { [key: string]: Value } {
  const o: { [key: string]: Value } = Object.create(null);
  for (const [k, v] of entries) o[k] = v;
  return o;
}

/** Decodes one msgpack value (the whole buffer). */
export function decode(buf: Buffer): Value {
  let i = 0;
  const need = (n: number) => {
    if (i + n > buf.length) throw new Error('msgpack: truncated value');
  };
  const take = (n: number): Buffer => {
    need(n);
    const b = buf.subarray(i, i + n);
    i += n;
    return b;
  };
  const u8 = () => take(1).readUInt8(0);
  const u16 = () => take(2).readUInt16BE(0);
  const u32 = () => take(4).readUInt32BE(0);
  const int64 = (signed: boolean): number | bigint => {
    const b = take(8);
    const v = signed ? b.readBigInt64BE(0) : b.readBigUInt64BE(0);
    return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  };
  const ext = (len: number): Value => {
    const type = take(1).readInt8(0);
    const data = take(len);
    if (type === 0) return Unknown.VALUE;
    if (type === 12) return Unknown.refined(Buffer.from(data));
    return new Extension(type, Buffer.from(data));
  };
  const array = (n: number): Value[] => {
    const out: Value[] = [];
    for (let k = 0; k < n; k++) out.push(value());
    return out;
  };
  const map = (n: number): { [key: string]: Value } => {
    const out = object();
    for (let k = 0; k < n; k++) {
      const key = value();
      if (typeof key !== 'string') throw new Error('msgpack: map key is not a string');
      out[key] = value();
    }
    return out;
  };
  const value = (): Value => {
    const b = u8();
    if (b <= 0x7f) return b;
    if (b >= 0xe0) return b - 0x100;
    if ((b & 0xf0) === 0x80) return map(b & 0x0f);
    if ((b & 0xf0) === 0x90) return array(b & 0x0f);
    if ((b & 0xe0) === 0xa0) return take(b & 0x1f).toString('utf8');
    switch (b) {
      case 0xc0: return null;
      case 0xc2: return false;
      case 0xc3: return true;
      case 0xc4: return Buffer.from(take(u8()));
      case 0xc5: return Buffer.from(take(u16()));
      case 0xc6: return Buffer.from(take(u32()));
      case 0xc7: return ext(u8());
      case 0xc8: return ext(u16());
      case 0xc9: return ext(u32());
      case 0xca: return take(4).readFloatBE(0);
      case 0xcb: return take(8).readDoubleBE(0);
      case 0xcc: return u8();
      case 0xcd: return u16();
      case 0xce: return u32();
      case 0xcf: return int64(false);
      case 0xd0: return take(1).readInt8(0);
      case 0xd1: return take(2).readInt16BE(0);
      case 0xd2: return take(4).readInt32BE(0);
      case 0xd3: return int64(true);
      case 0xd4: return ext(1);
      case 0xd5: return ext(2);
      case 0xd6: return ext(4);
      case 0xd7: return ext(8);
      case 0xd8: return ext(16);
      case 0xd9: return take(u8()).toString('utf8');
      case 0xda: return take(u16()).toString('utf8');
      case 0xdb: return take(u32()).toString('utf8');
      case 0xdc: return array(u16());
      case 0xdd: return array(u32());
      case 0xde: return map(u16());
      case 0xdf: return map(u32());
      default: throw new Error(`msgpack: unsupported type byte 0x${b.toString(16)}`);
    }
  };
  const v = value();
  if (i !== buf.length) throw new Error('msgpack: trailing bytes');
  return v;
}

/** Encodes a value the way cty reads it. */
export function encode(v: Value): Buffer {
  const out: Buffer[] = [];
  const head = (small: number, fix: number, c8: number | undefined, c16: number, c32: number, n: number) => {
    if (n < small) {
      out.push(Buffer.from([fix | n]));
    } else if (c8 !== undefined && n < 0x100) {
      out.push(Buffer.from([c8, n]));
    } else if (n < 0x10000) {
      const b = Buffer.alloc(3);
      b[0] = c16;
      b.writeUInt16BE(n, 1);
      out.push(b);
    } else {
      const b = Buffer.alloc(5);
      b[0] = c32;
      b.writeUInt32BE(n, 1);
      out.push(b);
    }
  };
  const int = (n: number | bigint) => {
    const big = BigInt(n);
    if (big >= 0n && big < 0x80n) { out.push(Buffer.from([Number(big)])); return; }
    if (big < 0n && big >= -32n) { out.push(Buffer.from([Number(big) & 0xff])); return; }
    const b = Buffer.alloc(9);
    if (big >= 0n) { b[0] = 0xcf; b.writeBigUInt64BE(big, 1); } else { b[0] = 0xd3; b.writeBigInt64BE(big, 1); }
    out.push(b);
  };
  const value = (x: Value) => {
    if (x === null) {out.push(Buffer.from([0xc0]));} else if (x === true) {out.push(Buffer.from([0xc3]));} else if (x === false) {out.push(Buffer.from([0xc2]));} else if (typeof x === 'bigint') {int(x);} else if (typeof x === 'number') {
      if (Number.isSafeInteger(x)) {int(x);} else { const b = Buffer.alloc(9); b[0] = 0xcb; b.writeDoubleBE(x, 1); out.push(b); }
    } else if (typeof x === 'string') {
      const s = Buffer.from(x, 'utf8');
      head(32, 0xa0, 0xd9, 0xda, 0xdb, s.length);
      out.push(s);
    } else if (Buffer.isBuffer(x)) {
      head(0, 0, 0xc4, 0xc5, 0xc6, x.length);
      out.push(x);
    } else if (x instanceof Unknown) {
      if (x.raw) extension(12, x.raw);
      else out.push(Buffer.from([0xd4, 0, 0]));
    } else if (x instanceof Extension) {extension(x.type, x.data);} else if (Array.isArray(x)) {
      head(16, 0x90, undefined, 0xdc, 0xdd, x.length);
      x.forEach(value);
    } else {
      const keys = Object.keys(x).sort();
      head(16, 0x80, undefined, 0xde, 0xdf, keys.length);
      for (const k of keys) { value(k); value(x[k]); }
    }
  };
  const extension = (type: number, data: Buffer) => {
    const fixed: Record<number, number> = { 1: 0xd4, 2: 0xd5, 4: 0xd6, 8: 0xd7, 16: 0xd8 };
    if (fixed[data.length]) {
      out.push(Buffer.from([fixed[data.length], type & 0xff]));
    } else {
      head(0, 0, 0xc7, 0xc8, 0xc9, data.length);
      out.push(Buffer.from([type & 0xff]));
    }
    out.push(data);
  };
  value(v);
  return Buffer.concat(out);
}
