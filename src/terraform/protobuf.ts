/* eslint-disable no-bitwise */ // a binary format
/**
 * The protocol-buffers wire format, as much of it as the stand-in providers need: a writer for
 * the responses (varints, strings, bytes, embedded messages) and a reader that splits a request
 * into its fields. Field numbers come from the published plugin protocol (tfplugin6.proto); the
 * messages themselves are written out in `tfplugin6.ts`.
 */

/** Appends fields of one message; `finish()` returns its bytes. */
export class ProtoWriter {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  /** The bytes written so far. */
  public finish(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }

  /** A varint field (int64, bool, enum); zero is not written (proto3 default). */
  public varint(field: number, value: number | boolean | undefined): this {
    const n = typeof value === 'boolean' ? (value ? 1 : 0) : value ?? 0;
    if (n === 0) return this;
    this.raw(encodeVarint(field * 8));
    this.raw(encodeVarint(n));
    return this;
  }

  /** A string field; the empty string is not written. */
  public string(field: number, value: string | undefined): this {
    if (!value) return this;
    return this.bytes(field, Buffer.from(value, 'utf8'));
  }

  /** A bytes field, written even when empty (a present empty message differs from an absent one). */
  public bytes(field: number, value: Buffer | Uint8Array | undefined): this {
    if (value === undefined) return this;
    this.raw(encodeVarint(field * 8 + 2));
    this.raw(encodeVarint(value.length));
    this.raw(Buffer.from(value.buffer, value.byteOffset, value.length));
    return this;
  }

  /** An embedded message. */
  public message(field: number, build: ((w: ProtoWriter) => void) | undefined): this {
    if (!build) return this;
    const w = new ProtoWriter();
    build(w);
    return this.bytes(field, w.finish());
  }

  /** One entry of a `map<string, Message>` field (an embedded message with key 1 and value 2). */
  public mapEntry(field: number, key: string, value: (w: ProtoWriter) => void): this {
    return this.message(field, (e) => e.string(1, key).message(2, value));
  }

  private raw(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
}

/** A non-negative integer as a varint (the stand-ins never write negative numbers). */
export function encodeVarint(n: number): Buffer {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`protobuf: cannot encode ${n} as a varint`);
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return Buffer.from(out);
}

/** The fields of one message, by number: varints as numbers, length-delimited fields as bytes. */
export class ProtoMessage {
  /** Splits `buf` into its fields; throws on malformed input. */
  public static decode(buf: Buffer): ProtoMessage {
    const fields = new Map<number, Array<number | Buffer>>();
    let i = 0;
    const varint = (): number => {
      let result = 0;
      let mul = 1;
      for (;;) {
        if (i >= buf.length) throw new Error('protobuf: truncated varint');
        const b = buf[i++];
        result += (b & 0x7f) * mul;
        if (b < 0x80) return result;
        mul *= 0x80;
      }
    };
    while (i < buf.length) {
      const key = varint();
      const field = Math.floor(key / 8);
      const wire = key % 8;
      let value: number | Buffer;
      if (wire === 0) {value = varint();} else if (wire === 2) {
        const len = varint();
        if (i + len > buf.length) throw new Error('protobuf: truncated field');
        value = buf.subarray(i, i + len);
        i += len;
      } else if (wire === 1) { value = buf.subarray(i, i + 8); i += 8; } else if (wire === 5) { value = buf.subarray(i, i + 4); i += 4; } else {throw new Error(`protobuf: unsupported wire type ${wire}`);}
      const list = fields.get(field);
      if (list) list.push(value);
      else fields.set(field, [value]);
    }
    return new ProtoMessage(fields);
  }

  private constructor(private readonly fields: Map<number, Array<number | Buffer>>) {}

  /** A string field ('' when absent). */
  public string(field: number): string {
    const v = this.last(field);
    return Buffer.isBuffer(v) ? v.toString('utf8') : '';
  }

  /** A bytes field (undefined when absent). */
  public bytes(field: number): Buffer | undefined {
    const v = this.last(field);
    return Buffer.isBuffer(v) ? v : undefined;
  }

  /** An embedded message (undefined when absent). */
  public message(field: number): ProtoMessage | undefined {
    const b = this.bytes(field);
    return b ? ProtoMessage.decode(b) : undefined;
  }

  /** A varint field (0 when absent). */
  public number(field: number): number {
    const v = this.last(field);
    return typeof v === 'number' ? v : 0;
  }

  private last(field: number): number | Buffer | undefined {
    const list = this.fields.get(field);
    return list ? list[list.length - 1] : undefined;
  }
}
