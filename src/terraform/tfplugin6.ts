/**
 * The messages of Terraform's plugin protocol version 6 that the stand-ins read and write, with
 * the field numbers of the published definition (hashicorp/terraform-plugin-go,
 * tfprotov6/internal/tfplugin6/tfplugin6.proto). Only what a stand-in uses is written out.
 */
import { ProtoMessage, ProtoWriter } from './protobuf';
import { SchemaAttribute, SchemaBlock } from './schema';

/** Diagnostic.Severity */
export const Severity = { ERROR: 1, WARNING: 2 } as const;

/** A diagnostic to send back. */
export interface Diagnostic {
  readonly severity: number;
  readonly summary: string;
  readonly detail?: string;
}

const BLOCK_NESTING: Record<string, number> = { single: 1, list: 2, set: 3, map: 4, group: 5 };
const OBJECT_NESTING: Record<string, number> = { single: 1, list: 2, set: 3, map: 4 };

/** Writes `Schema.Block` (fields: version 1, attributes 2, block_types 3, deprecated 6). */
export function writeBlock(w: ProtoWriter, b: SchemaBlock): void {
  for (const a of b.attributes) w.message(2, (aw) => writeAttribute(aw, a));
  for (const bt of b.blockTypes) {
    // Schema.NestedBlock: type_name 1, block 2, nesting 3, min_items 4, max_items 5
    w.message(3, (nw) => nw
      .string(1, bt.name)
      .message(2, (bw) => writeBlock(bw, bt.block))
      .varint(3, BLOCK_NESTING[bt.mode])
      .varint(4, bt.minItems)
      .varint(5, bt.maxItems));
  }
  w.varint(6, b.deprecated);
}

/**
 * Writes `Schema.Attribute`: name 1, type 2 (cty type JSON), description 3, required 4,
 * optional 5, computed 6, sensitive 7, deprecated 9, nested_type 10, write_only 11.
 */
function writeAttribute(w: ProtoWriter, a: SchemaAttribute): void {
  w.string(1, a.name);
  if (a.nested) {
    // Schema.Object: attributes 1, nesting 3
    const nested = a.nested;
    w.message(10, (ow) => {
      for (const na of nested.block.attributes) ow.message(1, (aw) => writeAttribute(aw, na));
      ow.varint(3, OBJECT_NESTING[nested.mode]);
    });
  } else {w.bytes(2, Buffer.from(JSON.stringify(a.type)));}
  w.varint(4, a.required).varint(5, a.optional).varint(6, a.computed).varint(7, a.sensitive).varint(9, a.deprecated).varint(11, a.writeOnly);
}

/** Writes `Schema` (version 1, block 2). */
export function writeSchema(w: ProtoWriter, b: SchemaBlock): void {
  w.message(2, (bw) => writeBlock(bw, b));
}

/** Writes `Diagnostic` (severity 1, summary 2, detail 3) into field `field` of `w`. */
export function writeDiagnostic(w: ProtoWriter, field: number, d: Diagnostic): void {
  w.message(field, (dw) => dw.varint(1, d.severity).string(2, d.summary).string(3, d.detail));
}

/** Writes a `DynamicValue` holding msgpack (field 1) into field `field`. */
export function writeDynamic(w: ProtoWriter, field: number, msgpack: Buffer): void {
  w.message(field, (dw) => dw.bytes(1, msgpack));
}

/** The msgpack of a `DynamicValue` field of a request (undefined when absent or JSON). */
export function dynamicMsgpack(m: ProtoMessage, field: number): Buffer | undefined {
  return m.message(field)?.bytes(1);
}

/** The JSON of a `DynamicValue` field of a request (undefined when absent). */
export function dynamicJson(m: ProtoMessage, field: number): Buffer | undefined {
  return m.message(field)?.bytes(2);
}
