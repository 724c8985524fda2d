/**
 * Derives `spec/<provider>/schema.json` and `spec/<provider>/values.json` from the reference facts in
 * `../shared/reference/<provider>/`.
 *
 * - `schema.json` stays in the `terraform providers schema -json` format, reduced to the provider
 *   block and the resource and data-source types in scope, with keys sorted so diffs stay small.
 * - `values.json` is our own flat format for what that format cannot hold: allowed values, bounds,
 *   item limits, defaults and relations, keyed `<type>.<attribute path>` (`data.<type>` for data
 *   sources, `provider` for the provider block).
 *
 * The hand-written part of the spec (descriptions, secrets, deprecations, import id formats) lives
 * in `spec/<provider>/overlay.json` and is never touched here. Where each value fact is enforced,
 * and the audited corrections to the reference's lists, come from `value-provenance.ts`.
 *
 * A scope may name supplements: folders in the reference format, committed under `spec/`, that add
 * types the reference lacks (equinix: `spec/equinix/supplement/`, extracted from the provider by
 * `extract-equinix-fabric.ts`). Their schemas and facts are merged with the reference's (a type or
 * key both define is an error); a `_provenance` section of an allowed-values.json says where each
 * of its facts is enforced or documented, for the keys the scope's own table does not name.
 *
 * Usage: ts-node scripts/spec/import-reference.ts <provider> [--reference ../shared/reference]
 */
import * as fs from 'fs';
import * as path from 'path';
import { EQUINIX_PROVENANCE, EQUINIX_SCHEMA_CORRECTIONS, EQUINIX_VALUE_CORRECTIONS } from './equinix-corrections';
import { IBM_PROVENANCE, IBM_VALUE_CORRECTIONS } from './ibm-corrections';
import {
  incidentProvenance, INCIDENT_NODE_VALUE_CORRECTIONS, INCIDENT_SCHEMA_CORRECTIONS, INCIDENT_VALUE_CORRECTIONS,
} from './incident-corrections';
import { applyProvenance } from './value-provenance';
import type { ValueFacts } from '../gen/parse';

/** Where a value fact is enforced (it fails synth), or where it is only documented (it warns). */
export type Provenance = { readonly enforcedBy: string } | { readonly documentedIn: string };

/** A fact the reference gets wrong or leaves out, with the reason (a documented correction). */
export interface ValueCorrection {
  /** Facts that replace (or, for a key the reference lacks, make) the entry's facts. */
  readonly facts: ValueFacts;
  readonly why: string;
  /** The key is not in the reference: the correction makes it (listed in the scope's `added`). */
  readonly added?: true;
}

/**
 * An attribute whose flags or type the reference gets wrong (e.g. an argument it prints as
 * read-only, or a list of key/value objects it types as a list of maps).
 */
export interface SchemaCorrection {
  /** `<type>` or `data.<type>`. */
  readonly type: string;
  /**
   * A top-level attribute, or a path to one through blocks and object-typed attributes
   * (`data.additional_info`: the `additional_info` member of the objects of the `data` attribute).
   */
  readonly attribute: string;
  /** Flags to set (true) or clear (false); a top-level or block attribute only. */
  readonly flags?: { readonly required?: boolean; readonly optional?: boolean; readonly computed?: boolean };
  /**
   * The attribute's type instead of the reference's: a cty type (`type`), or, for an attribute of
   * a block, a nested attribute type (`nested_type`) so that its items are typed for input.
   */
  readonly retype?: { readonly type: unknown } | { readonly nested_type: unknown };
  readonly why: string;
}

/**
 * What the spec takes from each provider's reference, and how that reference writes its facts
 * (the conventions differ: see each reference's PROVENANCE.md).
 */
interface Scope {
  /** Which types the spec covers; `undefined` means every type in the reference. */
  readonly resources?: (name: string) => boolean;
  readonly dataSources?: (name: string) => boolean;
  /** Key prefixes the reference uses for provider arguments (always `provider.` in values.json). */
  readonly providerPrefixes: string[];
  /**
   * Whether a plain list of allowed values is enforced by the provider itself; `false` means the
   * values are documented and the remote API rejects others. Keys without a `data.` prefix.
   */
  readonly enforced: (key: string) => boolean;
  /**
   * Where each checked value fact is enforced or documented, by values.json key. When set, every
   * entry with a checked fact needs one (the import stops otherwise): `enforcedBy` keeps it an
   * error, `documentedIn` makes it `enforced: false` (a warning).
   */
  readonly provenance?: (key: string) => Provenance | undefined;
  /** Folders in the reference format that add types the reference lacks (see the file comment). */
  readonly supplements?: readonly string[];
  /** Facts the reference gets wrong or leaves out, each with the reason (a documented correction table). */
  readonly corrections?: {
    /** The correction of a values.json key, if any; `added` lists keys the reference lacks. */
    readonly value?: (key: string) => ValueCorrection | undefined;
    readonly added?: readonly string[];
    /** Attribute flags to fix in schema.json. */
    readonly schema?: readonly SchemaCorrection[];
  };
}

/** The facts of a values.json entry that make a value check (test/generator/provenance.test.ts). */
const CHECKED: ReadonlyArray<keyof ValueFacts> = ['allowed', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'uppercase', 'minItems', 'maxItems'];

const SCOPES: Record<string, Scope> = {
  // Lists outside `_documented_not_enforced` are provider validators (PROVENANCE, _notes).
  mongodbatlas: { providerPrefixes: ['provider.'], enforced: () => true },
  // Most lists are the API's enums, printed in the docs; the provider checks only these four.
  incident: {
    providerPrefixes: ['provider.'],
    enforced: () => false,
    provenance: incidentProvenance,
    corrections: {
      value: (key) => INCIDENT_VALUE_CORRECTIONS[key]
        ?? INCIDENT_NODE_VALUE_CORRECTIONS[/^incident_escalation_path\.path\.(?:if_else\.(?:then|else)_path\.)*(.+)$/.exec(key)?.[1] ?? ''],
      added: Object.keys(INCIDENT_VALUE_CORRECTIONS),
      schema: INCIDENT_SCHEMA_CORRECTIONS,
    },
  },
  // Plan-time validators, or the provider's own code at apply (type and format). Where each is
  // enforced, read at commit 9f9b7ecf (v2.5.0), is in ibm-corrections.ts.
  ibm: {
    resources: (n) => n.startsWith('ibm_app_config_'),
    dataSources: (n) => ['ibm_account', 'ibm_account_info', 'ibm_app'].includes(n) || n.startsWith('ibm_app_config_'),
    providerPrefixes: ['provider.'],
    enforced: () => true,
    provenance: (k) => IBM_PROVENANCE[k],
    corrections: { value: (k) => IBM_VALUE_CORRECTIONS[k], added: Object.keys(IBM_VALUE_CORRECTIONS).filter((k) => IBM_VALUE_CORRECTIONS[k].added) },
  },
  equinix: {
    // Bare-metal types reached end of life on 2026-06-30 and were removed in provider 5.0.0.
    resources: (n) => !n.startsWith('equinix_metal_'),
    dataSources: (n) => !n.startsWith('equinix_metal_'),
    providerPrefixes: ['equinix.', 'provider.'],
    // Which lists the provider validates and which it only documents, and the values the API
    // accepts beyond a documented list, read at tag v5.1.0, are in equinix-corrections.ts.
    enforced: () => true,
    provenance: (k) => EQUINIX_PROVENANCE[k],
    // The Fabric types the reference lacks (issue 26), extracted from the provider at v5.1.0.
    supplements: [path.join(__dirname, '..', '..', 'spec', 'equinix', 'supplement')],
    corrections: {
      value: (k) => EQUINIX_VALUE_CORRECTIONS[k],
      added: Object.keys(EQUINIX_VALUE_CORRECTIONS).filter((k) => EQUINIX_VALUE_CORRECTIONS[k].added),
      schema: EQUINIX_SCHEMA_CORRECTIONS,
    },
  },
};

export type { ValueFacts, Scope };

function sortKeys(v: any): any {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const out: any = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys(v[k]);
    return out;
  }
  return v;
}

function pick<T>(all: Record<string, T>, keep?: (n: string) => boolean): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(all)) if (!keep || keep(k)) out[k] = v;
  return out;
}

/**
 * A copy of `block` with the schema correction `c` applied at `at` (a path through blocks and
 * object-typed attributes). Flags apply to an attribute of a block; a retype may also reach a
 * member of an object type.
 */
function correctBlock(block: any, at: string[], c: SchemaCorrection, where: string): any {
  const [name, ...rest] = at;
  const bt = block.block_types?.[name];
  if (bt && rest.length) {
    return { ...block, block_types: { ...block.block_types, [name]: { ...bt, block: correctBlock(bt.block, rest, c, where) } } };
  }
  const attr = block.attributes?.[name];
  if (!attr) throw new Error(`schema correction for ${c.type}.${c.attribute}: no such attribute in ${where}`);
  let fixed = { ...attr };
  if (rest.length) {
    if (c.flags || !c.retype || !('type' in c.retype)) throw new Error(`schema correction for ${c.type}.${c.attribute}: only a cty type can be corrected inside an object type`);
    fixed.type = retypeMember(attr.type, rest, c.retype.type, `${c.type}.${c.attribute}`);
  } else {
    for (const [flag, on] of Object.entries(c.flags ?? {})) {
      if (on) fixed[flag] = true;
      else delete fixed[flag];
    }
    if (c.retype) {
      const { type: _t, nested_type: _n, ...flags } = fixed;
      fixed = { ...flags, ...c.retype };
    }
  }
  return { ...block, attributes: { ...block.attributes, [name]: fixed } };
}

/** The cty type `t` with the member at `at` (through collections of objects) replaced by `to`. */
function retypeMember(t: any, at: string[], to: unknown, what: string): any {
  if (Array.isArray(t) && ['list', 'set', 'map'].includes(t[0])) return [t[0], retypeMember(t[1], at, to, what)];
  if (!Array.isArray(t) || t[0] !== 'object' || !(at[0] in t[1])) throw new Error(`schema correction for ${what}: no member '${at[0]}'`);
  const [name, ...rest] = at;
  return ['object', { ...t[1], [name]: rest.length ? retypeMember(t[1][name], rest, to, what) : to }];
}

/**
 * @param scope how to read the reference; the provider's own by default (tests pass their own)
 */
export function importReference(provider: string, referenceRoot: string, outRoot: string, scope: Scope | undefined = SCOPES[provider]) {
  if (!scope) throw new Error(`No scope for provider '${provider}'. Known: ${Object.keys(SCOPES).join(', ')}`);
  const refDir = path.join(referenceRoot, provider);
  const ref = JSON.parse(fs.readFileSync(path.join(refDir, 'schema.json'), 'utf8'));
  const [source, refPs] = Object.entries<any>(ref.provider_schemas)[0];
  // The reference and its supplements: their types, merged (a copy: what was read stays as it is).
  const ps = { ...refPs, resource_schemas: { ...refPs.resource_schemas ?? {} }, data_source_schemas: { ...refPs.data_source_schemas ?? {} } };
  const allowedFiles: Array<{ file: string; facts: any }> = [];
  const readAllowed = (dir: string) => {
    const file = path.join(dir, 'allowed-values.json');
    if (fs.existsSync(file)) allowedFiles.push({ file, facts: JSON.parse(fs.readFileSync(file, 'utf8')) });
  };
  readAllowed(refDir);
  for (const dir of scope.supplements ?? []) {
    const sup = JSON.parse(fs.readFileSync(path.join(dir, 'schema.json'), 'utf8'));
    const [supSource, sps] = Object.entries<any>(sup.provider_schemas)[0];
    if (supSource !== source) throw new Error(`${dir}/schema.json: provider ${supSource}, the reference's is ${source}`);
    for (const kind of ['resource_schemas', 'data_source_schemas'] as const) {
      for (const [t, v] of Object.entries<any>(sps[kind] ?? {})) {
        if (t in ps[kind]) throw new Error(`${dir}/schema.json: ${t} is in the reference already`);
        ps[kind][t] = v;
      }
    }
    readAllowed(dir);
  }
  const resources = pick<any>(ps.resource_schemas ?? {}, scope.resources);
  const dataSources = pick<any>(ps.data_source_schemas ?? {}, scope.dataSources);
  for (const c of scope.corrections?.schema ?? []) {
    const [all, name] = c.type.startsWith('data.') ? [dataSources, c.type.slice(5)] : [resources, c.type];
    if (!all[name]) throw new Error(`schema correction for ${c.type}.${c.attribute}: no such type in ${refDir}/schema.json`);
    all[name] = { ...all[name], block: correctBlock(all[name].block, c.attribute.split('.'), c, `${refDir}/schema.json`) };
  }
  const schema = {
    format_version: ref.format_version ?? '1.0',
    provider_schemas: {
      [source]: { provider: ps.provider, resource_schemas: resources, data_source_schemas: dataSources },
    },
  };

  // Reference keys name resources bare, data sources with `data.` or (in some references) bare
  // when no resource has that name, and the provider with a provider-specific prefix. values.json
  // always writes `<type>`, `data.<type>` and `provider`. A key for a type out of scope is dropped;
  // one that names no type at all is an error, not a silent drop.
  const normalise = (key: string): string | undefined => {
    const prefix = scope.providerPrefixes.find((p) => key.startsWith(p));
    if (prefix) return `provider.${key.slice(prefix.length)}`;
    const [first, second] = key.split('.');
    if (first === 'data') return second in dataSources ? key : outOfScope(second, ps.data_source_schemas);
    if (first in resources) return key;
    if (first in dataSources) return `data.${key}`;
    return outOfScope(first, { ...ps.resource_schemas, ...ps.data_source_schemas });
  };
  const outOfScope = (type: string, all: Record<string, unknown> | undefined): undefined => {
    if (!all || !(type in all)) throw new Error(`${refDir}/allowed-values.json: key for unknown type '${type}'`);
    return undefined;
  };
  const values: Record<string, ValueFacts> = {};
  const entry = (key: string) => (values[key] ??= {});
  // The reference's facts and its supplements', in one table (a key both define is an error).
  const allowedRaw: Record<string, any> = {};
  for (const { file, facts } of allowedFiles) {
    for (const [k, v] of Object.entries<any>(facts)) {
      if (!k.startsWith('_')) {
        if (k in allowedRaw) throw new Error(`${file}: ${k} is defined twice`);
        allowedRaw[k] = v;
        continue;
      }
      if (typeof v !== 'object' || Array.isArray(v)) { allowedRaw[k] = v; continue; }
      for (const [kk, vv] of Object.entries<any>(v)) {
        allowedRaw[k] ??= {};
        if (kk in allowedRaw[k]) throw new Error(`${file}: ${k}.${kk} is defined twice`);
        allowedRaw[k][kk] = vv;
      }
    }
  }
  for (const [raw, v] of Object.entries<any>(allowedRaw)) {
    if (raw.startsWith('_')) continue;
    const key = normalise(raw);
    if (!key) continue;
    const e = entry(key);
    const enforced = scope.enforced(raw.replace(/^data\./, ''));
    if (Array.isArray(v)) { e.allowed = v; e.enforced = enforced; continue; }
    if (v.min !== undefined) e.min = v.min;
    if (v.max !== undefined) e.max = v.max;
    if (v.minLength !== undefined) e.minLength = v.minLength;
    if (v.maxLength !== undefined) e.maxLength = v.maxLength;
    if (v.min_items !== undefined) e.minItems = v.min_items;
    if (v.max_items !== undefined) e.maxItems = v.max_items;
    if (v.pattern !== undefined) e.pattern = v.pattern;
    if (v.uppercase !== undefined) e.uppercase = v.uppercase;
    if (v.values !== undefined) { e.allowed = v.values; e.enforced = enforced; }
  }
  const section = (name: string, each: (key: string, v: any) => void) => {
    for (const [raw, v] of Object.entries<any>(allowedRaw[name] ?? {})) {
      const key = normalise(raw);
      if (key) each(key, v);
    }
  };
  section('_documented_not_enforced', (key, v) => {
    if (values[key]?.allowed) return;
    entry(key).allowed = v;
    entry(key).enforced = false;
  });
  section('_defaults', (key, v) => { entry(key).default = v; });
  section('_relations', (key, v) => {
    if (v.conflicts_with) entry(key).conflictsWith = v.conflicts_with;
    if (v.also_requires) entry(key).alsoRequires = v.also_requires;
  });
  applyProvenance(provider, values);

  // The correction table: facts the reference gets wrong, and keys it lacks.
  const corrections = scope.corrections;
  for (const key of corrections?.added ?? []) {
    const type = key.startsWith('data.') ? key.split('.')[1] : key.split('.')[0];
    if (!(type in (key.startsWith('data.') ? dataSources : resources))) throw new Error(`value correction '${key}': no type '${type}'`);
    entry(key);
  }
  if (corrections?.value) {
    for (const key of Object.keys(values)) {
      const c = corrections.value(key);
      if (c) Object.assign(values[key], c.facts);
    }
  }
  // Provenance: where each checked fact is enforced (an error) or documented (a warning); the
  // scope's table first, then the `_provenance` sections of the reference and its supplements.
  const fileProvenance: Record<string, Provenance> = {};
  section('_provenance', (key, v) => { fileProvenance[key] = v; });
  if (scope.provenance) {
    const missing: string[] = [];
    for (const [key, e] of Object.entries(values)) {
      if (!CHECKED.some((k) => e[k] !== undefined)) continue;
      const p = scope.provenance(key) ?? fileProvenance[key];
      if (!p) { missing.push(key); continue; }
      if ('enforcedBy' in p) {
        e.enforcedBy = p.enforcedBy;
        if (e.allowed !== undefined) e.enforced = true;
      } else {
        e.enforced = false;
        e.documentedIn = p.documentedIn;
      }
    }
    if (missing.length) throw new Error(`no provenance (enforcedBy or documentedIn) for ${missing.length} value facts of ${provider}: ${missing.slice(0, 10).join(', ')}`);
  }

  const outDir = path.join(outRoot, provider);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'schema.json'), JSON.stringify(sortKeys(schema), null, 1) + '\n');
  fs.writeFileSync(path.join(outDir, 'values.json'), JSON.stringify(sortKeys(values), null, 2) + '\n');
  return { resources: Object.keys(resources).length, dataSources: Object.keys(dataSources).length, values: Object.keys(values).length };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const provider = args[0];
  const refIdx = args.indexOf('--reference');
  const referenceRoot = refIdx >= 0 ? args[refIdx + 1] : path.join(__dirname, '..', '..', '..', 'shared', 'reference');
  if (!provider) {
    console.error('usage: import-reference.ts <provider> [--reference DIR]');
    process.exit(2);
  }
  const r = importReference(provider, referenceRoot, path.join(__dirname, '..', '..', 'spec'));
  console.log(`spec/${provider}: ${r.resources} resources, ${r.dataSources} data sources, ${r.values} value facts`);
}
