/**
 * Phase 1, parse: reads `spec/<provider>/` into plain data, and checks that it is well formed.
 *
 * - `schema.json`: the `terraform providers schema -json` format (a real dump works too);
 * - `values.json`: allowed values, bounds, item limits, defaults (derived from the reference);
 * - `overlay.json`: descriptions, secrets, deprecations, import id formats, renames (written by hand).
 */
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';

export type CtyType = string | [string, CtyType] | ['object', Record<string, CtyType>];

export interface TfAttribute {
  type?: CtyType;
  nested_type?: { nesting_mode: 'single' | 'list' | 'set' | 'map'; attributes: Record<string, TfAttribute>; min_items?: number; max_items?: number };
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  deprecated?: boolean;
  write_only?: boolean;
  description?: string;
}

export interface TfBlock {
  attributes?: Record<string, TfAttribute>;
  block_types?: Record<string, TfBlockType>;
  deprecated?: boolean;
  description?: string;
}

export interface TfBlockType {
  nesting_mode: 'single' | 'group' | 'list' | 'set' | 'map';
  block: TfBlock;
  min_items?: number;
  max_items?: number;
}

export interface ValueFacts {
  allowed?: Array<string | number>;
  /**
   * false when the provider and its API enforce none of these facts before apply (they are only
   * documented): every check of the entry then warns instead of failing synth.
   */
  enforced?: boolean;
  /**
   * Where the provider or its remote API enforces the facts, at the pinned release:
   * `<path in the provider repository>: <function, validator or acceptance test>`. An entry whose
   * checks fail synth needs it (test/generator/provenance.test.ts).
   */
  enforcedBy?: string;
  /** Where the facts are only documented (an entry with `enforced: false`). */
  documentedIn?: string;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  uppercase?: boolean;
  default?: unknown;
  conflictsWith?: string[];
  alsoRequires?: string[];
}

export interface OverlayAttribute {
  description?: string;
  sensitive?: boolean;
  deprecated?: string;
  default?: unknown;
  allowedValues?: Array<string | number>;
  /** An explicit TypeScript name, to resolve a collision. */
  name?: string;
  /** Environment variables the provider reads when the argument is not set. */
  environment?: string[];
  /** A string format the spec states (checked at synth): 24-hex ids, UUIDs, ISO 8601 timestamps, durations. */
  format?: 'hex24' | 'uuid' | 'iso8601' | 'duration';
  /** The spec says whole numbers only (checked at synth). */
  integer?: boolean;
  /** The provider accepts the allowed values in any letter case. */
  caseInsensitive?: boolean;
  /** Where the provider or its API enforces `format` or `integer` (see ValueFacts.enforcedBy). */
  enforcedBy?: string;
  /** Where `format`, `integer` or `allowedValues` are only documented: they then warn. */
  documentedIn?: string;
}

export interface OverlayType {
  description?: string;
  importId?: string | null;
  importNote?: string;
  deprecated?: string;
  attributes?: Record<string, OverlayAttribute>;
}

export interface Overlay {
  provider?: {
    description?: string;
    source?: string;
    versionConstraint?: string;
    /** Extra documentation for the namespace, e.g. removed types and what replaces them. */
    notes?: string[];
    /** The name (rule id prefix) of this provider's policy pack of best practices, if it has one, e.g. `Atlas`. */
    policyPack?: string;
    /** The oldest Terraform CLI the provider release supports, when the provider states one, e.g. `1.14`. */
    minTerraform?: string;
  };
  types?: Record<string, OverlayType>;
}

export interface ParsedSpec {
  readonly provider: string;
  /** e.g. `registry.terraform.io/mongodb/mongodbatlas` */
  readonly address: string;
  /** e.g. `mongodb/mongodbatlas` */
  readonly source: string;
  readonly versionConstraint: string;
  readonly providerBlock: TfBlock;
  readonly resources: Record<string, TfBlock>;
  readonly dataSources: Record<string, TfBlock>;
  readonly values: Record<string, ValueFacts>;
  readonly overlay: Overlay;
  /** Content hash of the spec files, written into every generated file's header. */
  readonly hash: string;
}

function readJson(file: string, fallback?: unknown): any {
  if (!fs.existsSync(file)) {
    if (fallback !== undefined) return fallback;
    throw new Error(`spec file missing: ${file}`);
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e: any) {
    throw new Error(`spec file ${file} is not valid JSON: ${e.message}`);
  }
}

export function parseSpec(specDir: string, provider: string): ParsedSpec {
  const dir = path.join(specDir, provider);
  const schemaFile = path.join(dir, 'schema.json');
  const schema = readJson(schemaFile);
  const entries = Object.entries<any>(schema.provider_schemas ?? {});
  if (entries.length !== 1) {
    throw new Error(`${schemaFile}: expected exactly one entry in provider_schemas, found ${entries.length}`);
  }
  const [address, ps] = entries[0];
  const overlay: Overlay = readJson(path.join(dir, 'overlay.json'), {});
  const values = readJson(path.join(dir, 'values.json'), {});
  // registry.terraform.io/mongodb/mongodbatlas -> mongodb/mongodbatlas
  const source = overlay.provider?.source ?? address.split('/').slice(-2).join('/');
  const versionConstraint = overlay.provider?.versionConstraint;
  if (!versionConstraint) throw new Error(`${dir}/overlay.json: provider.versionConstraint is required (e.g. "~> 2.16")`);

  const resources: Record<string, TfBlock> = {};
  for (const [k, v] of Object.entries<any>(ps.resource_schemas ?? {})) resources[k] = v.block;
  const dataSources: Record<string, TfBlock> = {};
  for (const [k, v] of Object.entries<any>(ps.data_source_schemas ?? {})) dataSources[k] = v.block;

  const h = crypto.createHash('sha256');
  for (const f of ['schema.json', 'values.json', 'overlay.json']) {
    const p = path.join(dir, f);
    if (fs.existsSync(p)) h.update(fs.readFileSync(p));
  }
  return {
    provider,
    address,
    source,
    versionConstraint,
    providerBlock: ps.provider?.block ?? {},
    resources,
    dataSources,
    values,
    overlay,
    hash: h.digest('hex').slice(0, 12),
  };
}
