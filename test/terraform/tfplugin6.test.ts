/**
 * The messages of Terraform's plugin protocol 6 that a stand-in writes and reads
 * (src/terraform/tfplugin6.ts), checked field by field against the numbers of tfplugin6.proto:
 * Schema, Schema.Block, Schema.Attribute, Schema.NestedBlock, Schema.Object, Diagnostic,
 * DynamicValue.
 */
import { ProtoMessage, ProtoWriter } from '../../src/terraform/protobuf';
import { SchemaAttribute, SchemaBlock } from '../../src/terraform/schema';
import { dynamicJson, dynamicMsgpack, Severity, writeBlock, writeDiagnostic, writeDynamic, writeSchema } from '../../src/terraform/tfplugin6';

const attribute = (name: string, extra: Partial<SchemaAttribute> = {}): SchemaAttribute => ({
  name, type: 'string', required: false, optional: false, computed: false, sensitive: false, deprecated: false, writeOnly: false, ...extra,
});
const block = (attributes: SchemaAttribute[], extra: Partial<SchemaBlock> = {}): SchemaBlock => ({
  attributes, blockTypes: [], deprecated: false, ...extra,
});
const written = (b: SchemaBlock) => {
  const w = new ProtoWriter();
  writeBlock(w, b);
  return ProtoMessage.decode(w.finish());
};

test('Schema.Attribute: name 1, type 2 (cty JSON), required 4, optional 5, computed 6, sensitive 7, deprecated 9, write_only 11', () => {
  const a = written(block([attribute('password_wo', { type: ['list', 'string'], optional: true, sensitive: true, deprecated: true, writeOnly: true })])).message(2)!;
  expect([a.string(1), a.string(2), a.number(4), a.number(5), a.number(6), a.number(7), a.number(9), a.number(11)])
    .toEqual(['password_wo', '["list","string"]', 0, 1, 0, 1, 1, 1]);
});

test('a nested attribute: Schema.Object in field 10 (attributes 1, nesting 3: single 1, list 2, set 3, map 4), no type', () => {
  const nested = attribute('scopes', { type: undefined, required: true, nested: { mode: 'set', block: block([attribute('name', { computed: true })]) } });
  const a = written(block([nested])).message(2)!;
  expect([a.string(1), a.bytes(2), a.number(4)]).toEqual(['scopes', undefined, 1]);
  const o = a.message(10)!;
  expect([o.number(3), o.message(1)!.string(1), o.message(1)!.number(6)]).toEqual([3, 'name', 1]);
});

test('Schema.NestedBlock in field 3: type_name 1, block 2, nesting 3 (group 5), min_items 4, max_items 5; a deprecated block 6', () => {
  const inner = block([attribute('seconds', { type: 'number', optional: true })]);
  const b = written(block([], { deprecated: true, blockTypes: [{ name: 'timeouts', mode: 'group', block: inner, minItems: 1, maxItems: 3 }] }));
  const nb = b.message(3)!;
  expect([nb.string(1), nb.number(3), nb.number(4), nb.number(5), nb.message(2)!.message(2)!.string(1), b.number(6)]).toEqual(['timeouts', 5, 1, 3, 'seconds', 1]);
});

test('Schema: the block in field 2', () => {
  const w = new ProtoWriter();
  writeSchema(w, block([attribute('id', { computed: true })]));
  expect(ProtoMessage.decode(w.finish()).message(2)!.message(2)!.string(1)).toBe('id');
});

test('Diagnostic: severity 1 (error 1, warning 2), summary 2, detail 3, into the field given', () => {
  const w = new ProtoWriter();
  writeDiagnostic(w, 4, { severity: Severity.WARNING, summary: 'careful', detail: 'the detail' });
  const d = ProtoMessage.decode(w.finish()).message(4)!;
  expect([Severity.ERROR, d.number(1), d.string(2), d.string(3)]).toEqual([1, 2, 'careful', 'the detail']);
});

test('DynamicValue: msgpack in field 1, JSON in field 2; absent when the request has none', () => {
  const w = new ProtoWriter();
  writeDynamic(w, 3, Buffer.from([0xc0]));
  w.message(5, (d) => d.bytes(2, Buffer.from('{"a":1}')));
  const m = ProtoMessage.decode(w.finish());
  expect([dynamicMsgpack(m, 3), dynamicJson(m, 3), dynamicJson(m, 5)?.toString(), dynamicMsgpack(m, 7)]).toEqual([Buffer.from([0xc0]), undefined, '{"a":1}', undefined]);
});
