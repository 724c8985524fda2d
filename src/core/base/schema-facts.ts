/**
 * The format of the schema facts the generator writes for each provider
 * (`src/generated/<provider>/schema-facts.ts`, see scripts/gen/schema-facts.ts), read at run time by
 * `Conformance.check` and by the Terraform stand-in providers (`src/terraform/`). Types only; not
 * part of the public API.
 */

/** A block in the facts table: attributes and nested blocks, children as indices into the table. */
export interface FactBlock {
  /**
   * name -> [cty type or null for a nested attribute, flags, nested?]. Flags: 1 required,
   * 2 optional, 4 computed, 8 sensitive, 16 deprecated, 32 write-only.
   */
  readonly a?: Record<string, [unknown, number, FactNested?]>;
  /** name -> nested block */
  readonly b?: Record<string, FactNested>;
  /** 1 when the block is deprecated */
  readonly d?: 1;
}

/** [nesting mode, block index, min items, max items] */
export type FactNested = [string, number, number?, number?];

/** The facts of one provider: its address, the blocks, and the block of each type. */
export interface SchemaFacts {
  readonly address: string;
  readonly blocks: FactBlock[];
  readonly provider: number;
  readonly resources: Record<string, number>;
  readonly dataSources: Record<string, number>;
}
