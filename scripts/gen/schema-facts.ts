/* eslint-disable no-bitwise */ // attribute flags are a bit set
/**
 * The schema facts that `Conformance.check` and the Terraform stand-in providers
 * (`src/terraform/`) need at run time, emitted as one small module per provider
 * (`src/generated/<provider>/schema-facts.ts`) so that they ship with the package: the provider
 * address, and per type its attributes (type and required/optional/computed/sensitive/deprecated/
 * write-only flags) and blocks (nesting, item limits, deprecation). Descriptions are left out, and
 * identical blocks are stored once (the schema unrolls recursive trees, such as incident.io
 * escalation paths, into many copies of the same block).
 */
import { ParsedSpec, TfBlock } from './parse';
import type { FactBlock, FactNested, SchemaFacts } from '../../src/core/base/schema-facts';

export type { FactBlock, FactNested, SchemaFacts };

export function schemaFacts(spec: ParsedSpec, address: string): SchemaFacts {
  const blocks: FactBlock[] = [];
  const index = new Map<string, number>();
  const intern = (b: FactBlock): number => {
    const key = JSON.stringify(b);
    let i = index.get(key);
    if (i === undefined) {
      i = blocks.length;
      blocks.push(b);
      index.set(key, i);
    }
    return i;
  };
  const nested = (mode: string, b: TfBlock, min?: number, max?: number): FactNested => {
    const n: FactNested = [mode, walk(b)];
    if (min !== undefined || max !== undefined) n.push(min ?? 0);
    if (max !== undefined) n.push(max);
    return n;
  };
  const walk = (b: TfBlock): number => {
    const out: { a?: FactBlock['a']; b?: FactBlock['b']; d?: 1 } = {};
    for (const name of Object.keys(b.attributes ?? {}).sort()) {
      const a = b.attributes![name];
      const flags = (a.required ? 1 : 0) | (a.optional ? 2 : 0) | (a.computed ? 4 : 0)
        | (a.sensitive ? 8 : 0) | (a.deprecated ? 16 : 0) | (a.write_only ? 32 : 0);
      const entry: [unknown, number, FactNested?] = [a.nested_type ? null : a.type ?? 'dynamic', flags];
      const nt = a.nested_type;
      if (nt) entry.push(nested(nt.nesting_mode, { attributes: nt.attributes }, nt.min_items, nt.max_items));
      (out.a ??= {})[name] = entry;
    }
    for (const name of Object.keys(b.block_types ?? {}).sort()) {
      const bt = b.block_types![name];
      (out.b ??= {})[name] = nested(bt.nesting_mode, bt.block, bt.min_items, bt.max_items);
    }
    if (b.deprecated) out.d = 1;
    return intern(out);
  };
  const provider = walk(spec.providerBlock);
  const resources: Record<string, number> = {};
  for (const t of Object.keys(spec.resources).sort()) resources[t] = walk(spec.resources[t]);
  const dataSources: Record<string, number> = {};
  for (const t of Object.keys(spec.dataSources).sort()) dataSources[t] = walk(spec.dataSources[t]);
  return { address, blocks, provider, resources, dataSources };
}

/** The facts as a TypeScript module: one JSON string, parsed on first use. */
export function schemaFactsModule(facts: SchemaFacts): string {
  const json = JSON.stringify(facts);
  return '/* eslint-disable */\n'
    + '/** Schema facts for Conformance.check and the Terraform stand-ins: attribute types and flags, block nesting and limits (see scripts/gen/schema-facts.ts). */\n'
    + `export const SCHEMA_FACTS: string = ${JSON.stringify(json)};\n`;
}
