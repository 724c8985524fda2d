/**
 * The protocol-buffers wire format of the stand-in providers (src/terraform/protobuf.ts): the
 * writer of their responses and the reader of Terraform's requests.
 */
import { encodeVarint, ProtoMessage, ProtoWriter } from '../../src/terraform/protobuf';

describe('protobuf wire format', () => {
  test('varints, strings, bytes, messages and map entries round trip; zero values are not written', () => {
    const w = new ProtoWriter().varint(1, 300).string(2, 'hé').bytes(3, Buffer.from([9])).varint(4, 0).string(5, '')
      .message(6, (m) => m.varint(1, 2 ** 40)).mapEntry(7, 'k', (m) => m.string(1, 'v'));
    const m = ProtoMessage.decode(w.finish());
    expect([m.number(1), m.string(2), m.bytes(3), m.number(4), m.string(5), m.message(6)!.number(1)]).toEqual([300, 'hé', Buffer.from([9]), 0, '', 2 ** 40]);
    const entry = m.message(7)!;
    expect([entry.string(1), entry.message(2)!.string(1)]).toEqual(['k', 'v']);
    expect(new ProtoWriter().varint(1, false).string(2, '').finish()).toEqual(Buffer.alloc(0));
  });

  test('truncated input is an error', () => {
    expect(() => ProtoMessage.decode(Buffer.from([0x0a, 0x05, 0x01]))).toThrow('protobuf: truncated field');
    expect(() => ProtoMessage.decode(Buffer.from([0x08, 0x80]))).toThrow('protobuf: truncated varint');
  });

  test('absent fields read as the proto3 defaults; the last of a repeated field wins; fixed-width fields are skipped', () => {
    const m = ProtoMessage.decode(Buffer.concat([new ProtoWriter().string(1, 'a').string(1, 'b').finish(), Buffer.from([0x15, 1, 2, 3, 4, 0x19, 1, 2, 3, 4, 5, 6, 7, 8])]));
    expect([m.string(1), m.string(9), m.number(9), m.bytes(9), m.message(9)]).toEqual(['b', '', 0, undefined, undefined]);
    expect(() => ProtoMessage.decode(Buffer.from([0x0b]))).toThrow('protobuf: unsupported wire type 3');
  });
});

test('encodeVarint: 7 bits a byte, low bits first; a negative or unsafe number is refused', () => {
  expect([encodeVarint(0), encodeVarint(127), encodeVarint(300), encodeVarint(2 ** 40)]).toEqual([
    Buffer.from([0]), Buffer.from([0x7f]), Buffer.from([0xac, 0x02]), Buffer.from([0x80, 0x80, 0x80, 0x80, 0x80, 0x20]),
  ]);
  expect(() => encodeVarint(-1)).toThrow('protobuf: cannot encode -1 as a varint');
  expect(() => encodeVarint(2 ** 53)).toThrow('protobuf: cannot encode 9007199254740992 as a varint');
});
