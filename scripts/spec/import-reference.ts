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
 * in `spec/<provider>/overlay.json` and is never touched here.
 *
 * Usage: ts-node scripts/spec/import-reference.ts <provider> [--reference ../shared/reference]
 */
import * as fs from 'fs';
import * as path from 'path';

/** Which types each provider's spec covers; `undefined` means every type in the reference. */
interface Scope {
  readonly resources?: (name: string) => boolean;
  readonly dataSources?: (name: string) => boolean;
}

const SCOPES: Record<string, Scope> = {
  mongodbatlas: {},
  incident: {},
  ibm: {
    resources: (n) => n.startsWith('ibm_app_config_'),
    dataSources: (n) => ['ibm_account', 'ibm_account_info', 'ibm_app'].includes(n) || n.startsWith('ibm_app_config_'),
  },
  equinix: {
    // Bare-metal types reached end of life on 2026-06-30 and were removed in provider 5.0.0.
    resources: (n) => !n.startsWith('equinix_metal_'),
    dataSources: (n) => !n.startsWith('equinix_metal_'),
  },
};

export interface ValueFacts {
  allowed?: Array<string | number>;
  /** false when the values are only documented, and the remote API (not the provider) enforces them. */
  enforced?: boolean;
  min?: number;
  max?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  uppercase?: boolean;
  default?: unknown;
  conflictsWith?: string[];
  alsoRequires?: string[];
}

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

export function importReference(provider: string, referenceRoot: string, outRoot: string) {
  const scope = SCOPES[provider];
  if (!scope) throw new Error(`No scope for provider '${provider}'. Known: ${Object.keys(SCOPES).join(', ')}`);
  const refDir = path.join(referenceRoot, provider);
  const ref = JSON.parse(fs.readFileSync(path.join(refDir, 'schema.json'), 'utf8'));
  const [source, ps] = Object.entries<any>(ref.provider_schemas)[0];
  const resources = pick<any>(ps.resource_schemas ?? {}, scope.resources);
  const dataSources = pick<any>(ps.data_source_schemas ?? {}, scope.dataSources);
  const schema = {
    format_version: ref.format_version ?? '1.0',
    provider_schemas: {
      [source]: { provider: ps.provider, resource_schemas: resources, data_source_schemas: dataSources },
    },
  };

  const inScope = (key: string) => {
    const [first, second] = key.split('.');
    if (first === 'provider') return true;
    if (first === 'data') return second in dataSources;
    return first in resources;
  };
  const values: Record<string, ValueFacts> = {};
  const entry = (key: string) => (values[key] ??= {});
  const allowedRaw = fs.existsSync(path.join(refDir, 'allowed-values.json'))
    ? JSON.parse(fs.readFileSync(path.join(refDir, 'allowed-values.json'), 'utf8')) : {};
  for (const [key, v] of Object.entries<any>(allowedRaw)) {
    if (key.startsWith('_') || !inScope(key)) continue;
    const e = entry(key);
    if (Array.isArray(v)) { e.allowed = v; e.enforced = true; continue; }
    if (v.min !== undefined) e.min = v.min;
    if (v.max !== undefined) e.max = v.max;
    if (v.min_items !== undefined) e.minItems = v.min_items;
    if (v.max_items !== undefined) e.maxItems = v.max_items;
    if (v.pattern !== undefined) e.pattern = v.pattern;
    if (v.uppercase !== undefined) e.uppercase = v.uppercase;
    if (v.values !== undefined) { e.allowed = v.values; e.enforced = true; }
  }
  for (const [key, v] of Object.entries<any>(allowedRaw._documented_not_enforced ?? {})) {
    if (!inScope(key) || values[key]?.allowed) continue;
    entry(key).allowed = v;
    entry(key).enforced = false;
  }
  for (const [key, v] of Object.entries<any>(allowedRaw._defaults ?? {})) {
    if (inScope(key)) entry(key).default = v;
  }
  for (const [key, v] of Object.entries<any>(allowedRaw._relations ?? {})) {
    if (!inScope(key)) continue;
    if (v.conflicts_with) entry(key).conflictsWith = v.conflicts_with;
    if (v.also_requires) entry(key).alsoRequires = v.also_requires;
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
