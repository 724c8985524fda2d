/**
 * Extracts the schemas of the Equinix Fabric types that `../shared/reference/equinix` lacks from
 * equinix/terraform-provider-equinix at a release tag, the way that reference was made (its
 * PROVENANCE.md): the tfplugindocs pages (`docs/resources/fabric_*.md`,
 * `docs/data-sources/fabric_*.md`) for structure, types and flags, and the Go sources for what the
 * pages do not print (computed on optional attributes, validators, defaults, force-new, import).
 *
 * The Go sources are read twice over: the SDKv2 schema of every type is evaluated from its
 * registration (`equinix/fabric_provider_maps.go`) down to the last nested block
 * (`go-sdkv2.ts`), and the schema that evaluation gives must print as the tfplugindocs page prints
 * it, attribute by attribute; the extraction stops on any difference. SDK enums a validator uses
 * (`fabricv4.Allowed...EnumValues`) are read from equinix-sdk-go at the version the provider's
 * go.mod pins.
 *
 * Output, in the reference format (`../shared/reference/FORMAT.md`), merged by
 * `import-reference.ts`:
 * - `spec/equinix/supplement/schema.json`: the types' schemas;
 * - `spec/equinix/supplement/allowed-values.json`: the values and bounds the provider's validators
 *   enforce, the lists its descriptions only document (`_documented_not_enforced`, a table below,
 *   each checked against the page), defaults (`_defaults`), and where each fact comes from
 *   (`_provenance`: `enforcedBy` or `documentedIn`, by key);
 * - `spec/equinix/supplement/PROVENANCE.md`: repository, tag, commit, SDK version, files read.
 *
 * Usage (repeatable; the output is deterministic):
 *   npx ts-node --transpile-only -P scripts/tsconfig.json scripts/spec/extract-equinix-fabric.ts \
 *     [--git-dir /work/.mirror/equinix+terraform-provider-equinix/repo] [--rev v5.1.0] \
 *     [--sdk-git-dir /work/.mirror/equinix+equinix-sdk-go/repo] [--out spec/equinix/supplement] [--check]
 * `--check` compares with the committed files instead of writing them.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { enumValues, Evaluator, GoPackage, GoSchema, Parser, readPackage, tokenize, Value } from './go-sdkv2';
import { DocAttribute, parseSchemaDoc } from './tfplugindocs';

const MODULE = 'github.com/equinix/terraform-provider-equinix';
const SDK_MODULE = 'github.com/equinix/equinix-sdk-go';
const REPOSITORY = 'github.com/equinix/terraform-provider-equinix';

/** The types to extract: the resources and data sources issue 26 asks for, as the provider registers them. */
export const RESOURCES = [
  'equinix_fabric_routing_protocol',
  'equinix_fabric_service_token',
  'equinix_fabric_network',
  'equinix_fabric_route_filter',
  'equinix_fabric_route_filter_rule',
  'equinix_fabric_connection_route_filter',
];
export const DATA_SOURCES = [
  'equinix_fabric_service_profile',
  'equinix_fabric_service_profiles',
  'equinix_fabric_port',
  'equinix_fabric_ports',
  'equinix_fabric_routing_protocol',
  'equinix_fabric_service_token',
  'equinix_fabric_service_tokens',
  'equinix_fabric_network',
  'equinix_fabric_networks',
  'equinix_fabric_route_filter',
  'equinix_fabric_route_filters',
  'equinix_fabric_route_filter_rule',
  'equinix_fabric_route_filter_rules',
  'equinix_fabric_connection_route_filter',
  'equinix_fabric_connection_route_filters',
];

/**
 * Lists that only an attribute's description states (the provider passes the value on unchecked),
 * by allowed-values key. The extraction checks that the page's description still names every value
 * (`inDescription`), or, for a list the page prints from an SDK enum, reads the enum.
 */
interface Documented {
  readonly values?: readonly (string | number)[];
  /** An SDK enum the description prints with `%v` (its values are the list). */
  readonly sdkEnum?: string;
  readonly bounds?: { readonly min?: number; readonly max?: number };
  /** Words of the description that state the list or bounds (checked against the page). */
  readonly inDescription: string;
}
const PAGINATION_LIMIT: Documented = { bounds: { min: 1, max: 100 }, inDescription: 'Number must be between 1 and 100' };
const DOCUMENTED: Record<string, Documented> = {
  'equinix_fabric_routing_protocol.bgp_ipv4.outbound_as_prepend_count': { values: ['0', '1', '3', '5'], inDescription: 'One of: 0, 1, 3, 5' },
  'equinix_fabric_routing_protocol.bgp_ipv6.outbound_as_prepend_count': { values: ['0', '1', '3', '5'], inDescription: 'One of: 0, 1, 3, 5' },
  'equinix_fabric_service_token.service_token_connection.type': { values: ['EVPL_VC', 'EVPLAN_VC', 'EPLAN_VC', 'IPWAN_VC'], inDescription: 'EVPL_VC, EVPLAN_VC, EPLAN_VC, IPWAN_VC' },
  'equinix_fabric_service_token.service_token_connection.a_side.access_point_selectors.type': { values: ['COLO', 'VD', 'NETWORK'], inDescription: 'COLO, VD, NETWORK' },
  'equinix_fabric_service_token.service_token_connection.z_side.access_point_selectors.type': { values: ['COLO', 'VD', 'NETWORK'], inDescription: 'COLO, VD, NETWORK' },
  'equinix_fabric_service_token.notifications.type': { values: ['ALL', 'CONNECTION_APPROVAL', 'SALES_REP_NOTIFICATIONS', 'NOTIFICATIONS'], inDescription: 'ALL,CONNECTION_APPROVAL,SALES_REP_NOTIFICATIONS, NOTIFICATIONS' },
  'equinix_fabric_network.notifications.type': { values: ['ALL', 'CONNECTION_APPROVAL', 'SALES_REP_NOTIFICATIONS', 'NOTIFICATIONS'], inDescription: 'ALL,CONNECTION_APPROVAL,SALES_REP_NOTIFICATIONS, NOTIFICATIONS' },
  'equinix_fabric_route_filter_rule.prefix_match': { values: ['orlonger', 'exact'], inDescription: 'One of [ orlonger, exact ]' },
  'data.equinix_fabric_service_profiles.view_point': { values: ['aSide', 'zSide'], inDescription: 'Available values : aSide, zSide' },
  'data.equinix_fabric_service_profiles.filter.property': { values: ['/name', '/uuid', '/state', '/metros/code', '/visibility', '/type', '/project/projectId'], inDescription: 'One of [/name /uuid /state /metros/code /visibility /type /project/projectId]' },
  'data.equinix_fabric_service_profiles.filter.operator': { values: ['='], inDescription: 'One of [=]' },
  'data.equinix_fabric_service_profiles.sort.property': { values: ['/name', '/uuid', '/state', '/location/metroCode', '/location/metroName', '/package/code', '/changeLog/createdDateTime', '/changeLog/updatedDateTime'], inDescription: 'One of [/name /uuid /state /location/metroCode /location/metroName /package/code /changeLog/createdDateTime /changeLog/updatedDateTime]' },
  'data.equinix_fabric_service_profiles.pagination.limit': PAGINATION_LIMIT,
  'data.equinix_fabric_networks.filter.property': { sdkEnum: 'AllowedNetworkSearchFieldNameEnumValues', inDescription: 'Possible field names to use on filters. One of [' },
  'data.equinix_fabric_networks.filter.operator': { values: ['=', '!=', '>', '>=', '<', '<=', 'BETWEEN', 'NOT BETWEEN', 'LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'IN', 'NOT IN'], inDescription: 'One of [ =, !=, >, >=, <, <=, BETWEEN, NOT BETWEEN, LIKE, NOT LIKE, ILIKE, NOT ILIKE, IN, NOT IN]' },
  'data.equinix_fabric_networks.sort.property': { sdkEnum: 'AllowedNetworkSortByEnumValues', inDescription: 'The property name to use in sorting. One of [' },
  'data.equinix_fabric_networks.pagination.limit': PAGINATION_LIMIT,
  'data.equinix_fabric_service_tokens.pagination.limit': PAGINATION_LIMIT,
  'data.equinix_fabric_route_filters.pagination.limit': PAGINATION_LIMIT,
};

// --- reading the repositories ----------------------------------------------------------------------

class Repo {
  readonly read = new Set<string>();
  constructor(readonly gitDir: string, readonly rev: string) {}
  show(file: string): string {
    this.read.add(file);
    return execFileSync('git', ['--git-dir', this.gitDir, 'show', `${this.rev}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  }
  list(dir: string): string[] {
    return execFileSync('git', ['--git-dir', this.gitDir, 'ls-tree', '--name-only', `${this.rev}:${dir}`], { encoding: 'utf8' })
      .split('\n').filter((f) => f.endsWith('.go') && !f.endsWith('_test.go')).map((f) => `${dir}/${f}`);
  }
  commit(): string {
    return execFileSync('git', ['--git-dir', this.gitDir, 'rev-parse', `${this.rev}^{commit}`], { encoding: 'utf8' }).trim();
  }
}

// --- the SDKv2 schema as Terraform prints it ---------------------------------------------------------

/** A block of the reference format (`../shared/reference/FORMAT.md`). */
export interface Block { attributes?: Record<string, any>; block_types?: Record<string, any> }

/** Facts of one input attribute, for allowed-values.json. */
interface InputFacts {
  readonly key: string;
  readonly go: GoSchema;
  readonly attr: string;
}

const TYPES: Record<string, string> = { 'schema.TypeString': 'string', 'schema.TypeInt': 'number', 'schema.TypeFloat': 'number', 'schema.TypeBool': 'bool' };

function field(s: GoSchema, name: string): Value | undefined { return s.fields[name]; }
function flag(s: GoSchema, name: string): boolean { const v = field(s, name); return v?.v === 'bool' && v.b; }
function num(s: GoSchema, name: string): number | undefined { const v = field(s, name); return v?.v === 'num' && v.n > 0 ? v.n : undefined; }
function typeName(s: GoSchema): string {
  const v = field(s, 'Type');
  if (v?.v !== 'expr' || v.x.e !== 'name') throw new Error(`${s.where.file}: ${s.where.fn}: a schema without a Type`);
  return v.x.v;
}
/** The schema map of an `Elem: &schema.Resource{Schema: ...}`, if the element is a resource. */
function elemResource(s: GoSchema): Map<string, Value> | undefined {
  const e = field(s, 'Elem');
  if (e?.v !== 'resource') return undefined;
  const m = e.r.fields.Schema;
  if (m?.v !== 'map') throw new Error(`${s.where.file}: ${s.where.fn}: an Elem resource without a schema map`);
  return m.entries;
}

/** The cty type of a primitive or collection attribute. */
function ctyOf(s: GoSchema): unknown {
  const t = typeName(s);
  if (TYPES[t]) return TYPES[t];
  const kind = t === 'schema.TypeList' ? 'list' : t === 'schema.TypeSet' ? 'set' : t === 'schema.TypeMap' ? 'map' : undefined;
  if (!kind) throw new Error(`${s.where.file}: ${s.where.fn}: unknown type ${t}`);
  const e = field(s, 'Elem');
  if (e === undefined) return [kind, 'string'];
  if (e.v === 'schema') return [kind, ctyOf(e.s)];
  const res = elemResource(s)!;
  const obj: Record<string, unknown> = {};
  for (const k of [...res.keys()].sort()) obj[k] = ctyOf(asSchema(res.get(k)!, k));
  return [kind, ['object', obj]];
}

function asSchema(v: Value, name: string): GoSchema {
  if (v.v !== 'schema') throw new Error(`attribute '${name}' is not a *schema.Schema`);
  return v.s;
}

/**
 * Converts an SDKv2 schema map into a block as `terraform providers schema -json` prints it (the
 * rules of the SDK's CoreConfigSchema): a list or set of resources is a block unless it is
 * computed and not optional (then an attribute of object type); a required block has at least one
 * item. `inputs` collects the configurable attributes (for their validators).
 */
function toBlock(entries: Map<string, Value>, at: string, inputs: InputFacts[] | undefined): Block {
  const attributes: Record<string, any> = {};
  const blockTypes: Record<string, any> = {};
  for (const name of [...entries.keys()].sort()) {
    const s = asSchema(entries.get(name)!, name);
    const p = at ? `${at}.${name}` : name;
    const required = flag(s, 'Required');
    const optional = flag(s, 'Optional');
    const computed = flag(s, 'Computed');
    const res = elemResource(s);
    if (res && (required || optional)) {
      const mode = typeName(s) === 'schema.TypeSet' ? 'set' : 'list';
      const bt: any = { nesting_mode: mode, block: toBlock(res, p, inputs) };
      const min = num(s, 'MinItems') ?? (required ? 1 : undefined);
      const max = num(s, 'MaxItems');
      if (min !== undefined) bt.min_items = min;
      if (max !== undefined) bt.max_items = max;
      if (field(s, 'Deprecated')) bt.block.deprecated = true;
      blockTypes[name] = bt;
      if (inputs) inputs.push({ key: p, go: s, attr: name });
      continue;
    }
    const a: any = { type: ctyOf(s) };
    if (required) a.required = true;
    if (optional) a.optional = true;
    if (computed) a.computed = true;
    if (flag(s, 'Sensitive')) a.sensitive = true;
    if (field(s, 'Deprecated')) a.deprecated = true;
    attributes[name] = a;
    if (inputs && (required || optional)) inputs.push({ key: p, go: s, attr: name });
  }
  const out: Block = {};
  if (Object.keys(attributes).length) out.attributes = attributes;
  if (Object.keys(blockTypes).length) out.block_types = blockTypes;
  return out;
}

/** The type's whole block: its schema, the SDK's implicit `id`, and the timeouts block. */
function typeBlock(r: Value, inputs: InputFacts[]): Block {
  if (r.v !== 'resource') throw new Error('a registration that is no *schema.Resource');
  const m = r.r.fields.Schema;
  if (m?.v !== 'map') throw new Error(`${r.r.where.file}: ${r.r.where.fn}: no Schema map`);
  const block = toBlock(m.entries, '', inputs);
  // SDKv2 adds `id` (optional and computed) to every resource and data source that does not declare it.
  block.attributes ??= {};
  block.attributes.id ??= { type: 'string', optional: true, computed: true };
  const t = r.r.fields.Timeouts;
  if (t?.v === 'expr' && t.x.e === 'lit') {
    const ops = t.x.elems.map((e) => (e.key as { v: string }).v.toLowerCase()).sort();
    const attributes: Record<string, any> = {};
    for (const op of ops) attributes[op] = { type: 'string', optional: true };
    block.block_types = { ...block.block_types ?? {}, timeouts: { nesting_mode: 'single', block: { attributes } } };
    block.block_types = Object.fromEntries(Object.entries(block.block_types).sort(([a], [b]) => a.localeCompare(b)));
  }
  return block;
}

// --- the tfplugindocs page as a block, and the comparison ---------------------------------------------

const DOC_PRIM: Record<string, string> = { String: 'string', Number: 'number', Boolean: 'bool' };

function docCty(type: string, nested: DocAttribute[] | undefined, where: string): unknown {
  if (DOC_PRIM[type]) return DOC_PRIM[type];
  const m = /^(List|Set|Map) of (.+)$/.exec(type);
  if (!m) throw new Error(`${where}: unknown type '${type}'`);
  const kind = m[1].toLowerCase();
  if (m[2] === 'Object') {
    if (!nested) throw new Error(`${where}: '${type}' without a nested schema`);
    const obj: Record<string, unknown> = {};
    for (const a of [...nested].sort((x, y) => x.name.localeCompare(y.name))) obj[a.name] = docCty(a.type, a.nested, `${where}.${a.name}`);
    return [kind, ['object', obj]];
  }
  return [kind, docCty(m[2], undefined, where)];
}

/**
 * The block a tfplugindocs page describes, with what the page cannot say (`computed` on an
 * optional attribute) taken from `go`. Blocks: `Block List`, `Block Set`, `Block` (single).
 */
function docBlock(attrs: DocAttribute[], where: string): Block {
  const attributes: Record<string, any> = {};
  const blockTypes: Record<string, any> = {};
  for (const a of [...attrs].sort((x, y) => x.name.localeCompare(y.name))) {
    const w = `${where}.${a.name}`;
    if (a.type.startsWith('Block')) {
      const mode = a.type === 'Block List' ? 'list' : a.type === 'Block Set' ? 'set' : a.type === 'Block' ? 'single' : undefined;
      if (!mode) throw new Error(`${w}: unknown block type '${a.type}'`);
      const bt: any = { nesting_mode: mode, block: docBlock(a.nested ?? [], w) };
      if (a.min !== undefined) bt.min_items = a.min;
      if (a.max !== undefined) bt.max_items = a.max;
      if (a.deprecated) bt.block.deprecated = true;
      blockTypes[a.name] = bt;
      continue;
    }
    const x: any = { type: docCty(a.type, a.nested, w) };
    if (a.kind === 'required') x.required = true;
    if (a.kind === 'optional') x.optional = true;
    if (a.kind === 'read-only') x.computed = true;
    if (a.sensitive) x.sensitive = true;
    if (a.deprecated) x.deprecated = true;
    attributes[a.name] = x;
  }
  const out: Block = {};
  if (Object.keys(attributes).length) out.attributes = attributes;
  if (Object.keys(blockTypes).length) out.block_types = blockTypes;
  return out;
}

/**
 * Differences between the block the Go source builds and the one the page prints, but for what
 * the page cannot print: `computed` on an optional attribute, and the SDK's `id` (the page prints
 * it as read-only).
 */
function differences(go: Block, doc: Block, at: string, out: string[]): void {
  const ga = go.attributes ?? {};
  const da = doc.attributes ?? {};
  for (const n of new Set([...Object.keys(ga), ...Object.keys(da)])) {
    const p = at ? `${at}.${n}` : n;
    if (!ga[n] || !da[n]) { out.push(`${p}: ${ga[n] ? 'not on the page' : 'not in the Go schema'}`); continue; }
    const g = { ...ga[n] };
    const d = { ...da[n] };
    if (g.optional) delete g.computed;
    if (at === '' && n === 'id' && g.optional && g.computed === undefined) { delete g.optional; g.computed = true; }
    if (JSON.stringify(sortKeys(g)) !== JSON.stringify(sortKeys(d))) out.push(`${p}: Go ${JSON.stringify(sortKeys(ga[n]))}, page ${JSON.stringify(sortKeys(d))}`);
  }
  const gb = go.block_types ?? {};
  const db = doc.block_types ?? {};
  for (const n of new Set([...Object.keys(gb), ...Object.keys(db)])) {
    const p = at ? `${at}.${n}` : n;
    if (!gb[n] || !db[n]) { out.push(`${p}: block ${gb[n] ? 'not on the page' : 'not in the Go schema'}`); continue; }
    for (const k of ['nesting_mode', 'min_items', 'max_items']) {
      if (gb[n][k] !== db[n][k]) out.push(`${p}: ${k} Go ${gb[n][k]}, page ${db[n][k]}`);
    }
    if (!!gb[n].block.deprecated !== !!db[n].block.deprecated) out.push(`${p}: deprecation differs`);
    differences(gb[n].block, db[n].block, p, out);
  }
}

function sortKeys(v: any): any {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  return v;
}

/** The description of an attribute on the page, by path. */
function docDescription(attrs: DocAttribute[], p: string): string | undefined {
  const [first, ...rest] = p.split('.');
  const a = attrs.find((x) => x.name === first);
  if (!a) return undefined;
  return rest.length ? docDescription(a.nested ?? [], rest.join('.')) : a.description;
}

// --- validators -------------------------------------------------------------------------------------

interface Fact { facts: Record<string, unknown>; provenance: string; caseInsensitive?: boolean }

/** The value facts of an SDKv2 `ValidateFunc`, or an error for a validator this script does not know. */
function validatorFacts(v: Value, attr: string, where: { file: string; fn: string }): Fact {
  if (v.v !== 'expr' || v.x.e !== 'call' || v.x.fn.e !== 'name') throw new Error(`${where.file}: ${where.fn}: ${attr}: a validator that is no call`);
  const name = v.x.fn.v;
  const args = v.x.args;
  const at = `${where.file}: ${where.fn}`;
  const lit = (i: number): any => {
    const a = args[i];
    if (a.e === 'num' || a.e === 'str') return a.v;
    if (a.e === 'unary' && a.op === '-' && a.x.e === 'num') return -a.x.v;
    if (a.e === 'name' && (a.v === 'true' || a.v === 'false')) return a.v === 'true';
    if (a.e === 'call' && a.fn.e === 'name' && a.fn.v === 'regexp.MustCompile') return (a.args[0] as { v: string }).v;
    throw new Error(`${at}: ${attr}: cannot read argument ${i} of ${name}`);
  };
  switch (name) {
    case 'validation.StringInSlice': {
      const list = (v as any).resolvedList as string[];
      const ci = lit(1) as boolean;
      return { facts: { values: list }, provenance: `${at} (${attr} validation.StringInSlice, ${ci ? 'ignoring case' : 'case-sensitive'})`, caseInsensitive: ci };
    }
    case 'validation.StringLenBetween':
      return { facts: { minLength: lit(0), maxLength: lit(1) }, provenance: `${at} (${attr} validation.StringLenBetween(${lit(0)}, ${lit(1)}))` };
    case 'validation.IntBetween':
      return { facts: { min: lit(0), max: lit(1) }, provenance: `${at} (${attr} validation.IntBetween(${lit(0)}, ${lit(1)}))` };
    case 'validation.IntAtLeast':
      return { facts: { min: lit(0) }, provenance: `${at} (${attr} validation.IntAtLeast(${lit(0)}))` };
    case 'validation.StringMatch':
      return { facts: { pattern: lit(0) }, provenance: `${at} (${attr} validation.StringMatch ${lit(0)})` };
    default:
      throw new Error(`${at}: ${attr}: unknown validator ${name}`);
  }
}

// --- the extraction ---------------------------------------------------------------------------------

export interface Extraction {
  readonly schema: any;
  readonly allowed: Record<string, any>;
  readonly provenance: string;
  /** Attributes whose allowed values the provider compares ignoring case (for overlay.json). */
  readonly caseInsensitive: string[];
  /** Input attributes of `schema.TypeInt`, with where they are declared (whole numbers, for overlay.json). */
  readonly wholeNumbers: Record<string, string>;
}

export function extract(repo: Repo, sdk: Repo | undefined): Extraction {
  const commit = repo.commit();
  // Packages: the provider's `equinix` package, the Fabric helpers and each Fabric resource package.
  const packages = new Map<string, GoPackage>();
  const load = (dir: string) => {
    if (packages.has(dir)) return;
    const files = repo.list(dir).map((p) => ({ path: p, src: execFileSync('git', ['--git-dir', repo.gitDir, 'show', `${repo.rev}:${p}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }) }));
    const pkg = readPackage(dir, files, MODULE);
    packages.set(dir, pkg);
    for (const d of pkg.imports.values()) if (d.startsWith('internal/resources/fabric/') || d === 'internal/fabric/schema') load(d);
  };
  load('equinix');

  // The SDK version the provider pins, for the enums validators use.
  const goMod = repo.show('go.mod');
  const sdkVersion = new RegExp(`${SDK_MODULE.replace(/[./]/g, '\\$&')} (v[\\d.]+)`).exec(goMod)?.[1];
  const sdkRepo = sdk && sdkVersion ? new Repo(sdk.gitDir, sdkVersion) : undefined;
  const enumCache = new Map<string, string[] | undefined>();
  const sdkEnum = (name: string): string[] | undefined => {
    if (!sdkRepo) throw new Error(`the SDK enum ${name} is needed: pass --sdk-git-dir`);
    if (!enumCache.has(name)) {
      const hits = execFileSync('git', ['--git-dir', sdkRepo.gitDir, 'grep', '-l', `var ${name} `, sdkRepo.rev, '--', 'services/fabricv4'], { encoding: 'utf8' }).trim().split('\n');
      const file = hits[0].slice(sdkRepo.rev.length + 1);
      enumCache.set(name, enumValues(sdkRepo.show(file), name));
    }
    return enumCache.get(name);
  };
  const evaluator = new Evaluator(packages, (alias, name) => {
    if (alias === 'fabricv4' && /^Allowed\w+EnumValues$/.test(name)) {
      const values = sdkEnum(name);
      return values ? { v: 'list', items: values.map((s) => ({ v: 'str', s })) } : undefined;
    }
    return undefined;
  });

  // The registrations: `"equinix_fabric_x": pkg.Fn()` in fabricResources / fabricDatasources.
  const maps = packages.get('equinix')!;
  const registrations = (fn: string): Map<string, { dir: string; fn: string }> => {
    const f = maps.funcs.get(fn)!;
    evaluator.used.add(`${f.file}: ${fn}`);
    const p = new Parser(f.body);
    p.expect('return');
    const lit = p.parseExpr();
    const out = new Map<string, { dir: string; fn: string }>();
    if (lit.e !== 'lit') throw new Error(`${f.file}: ${fn}: no map literal`);
    for (const el of lit.elems) {
      const call = el.value as { e: 'call'; fn: { v: string } };
      const [alias, name] = call.fn.v.includes('.') ? call.fn.v.split('.') : [undefined, call.fn.v];
      out.set((el.key as { v: string }).v, { dir: alias ? maps.imports.get(alias)! : 'equinix', fn: name });
    }
    return out;
  };
  const resources = registrations('fabricResources');
  const dataSources = registrations('fabricDatasources');

  const schemaOut: any = { resource_schemas: {}, data_source_schemas: {} };
  const allowed: Record<string, any> = {};
  const documented: Record<string, unknown> = {};
  const defaults: Record<string, unknown> = {};
  const provenance: Record<string, { enforcedBy?: string; documentedIn?: string }> = {};
  const caseInsensitive: string[] = [];
  const wholeNumbers: Record<string, string> = {};
  const problems: string[] = [];
  const imports: string[] = [];

  const one = (kind: 'resource' | 'data', type: string) => {
    const reg = (kind === 'resource' ? resources : dataSources).get(type);
    if (!reg) throw new Error(`${type}: not registered as a ${kind === 'resource' ? 'resource' : 'data source'} at ${repo.rev}`);
    const r = evaluator.call(reg.dir, reg.fn);
    const inputs: InputFacts[] = [];
    const block = typeBlock(r, inputs);
    const page = `docs/${kind === 'resource' ? 'resources' : 'data-sources'}/${type.replace(/^equinix_/, '')}.md`;
    const doc = parseSchemaDoc(repo.show(page), page);
    const diffs: string[] = [];
    differences(block, docBlock(doc, ''), '', diffs);
    problems.push(...diffs.map((d) => `${page}: ${d}`));
    (kind === 'resource' ? schemaOut.resource_schemas : schemaOut.data_source_schemas)[type] = { version: 0, block };
    const prefix = kind === 'resource' ? type : `data.${type}`;
    for (const i of inputs) {
      const key = `${prefix}.${i.key}`;
      const vf = i.go.fields.ValidateFunc ?? i.go.fields.ValidateDiagFunc;
      if (vf) {
        // StringInSlice's list: a literal, or an SDK enum through converters.EnumArrayToStringArray.
        if (vf.v === 'expr' && vf.x.e === 'call' && vf.x.fn.e === 'name' && vf.x.fn.v === 'validation.StringInSlice') {
          const pkg = packages.get(i.go.where.file.replace(/\/[^/]+$/, ''))!;
          const fnDef = pkg.funcs.get(i.go.where.fn)!;
          const list = evaluator.value(pkg, fnDef, vf.x.args[0], new Map());
          if (list.v !== 'list') throw new Error(`${key}: cannot read the StringInSlice list`);
          (vf as any).resolvedList = list.items.map((x) => (x as { s: string }).s);
        }
        const f = validatorFacts(vf, i.attr, i.go.where);
        allowed[key] = f.facts;
        provenance[key] = { enforcedBy: f.provenance };
        if (f.caseInsensitive) caseInsensitive.push(key);
      }
      if (typeName(i.go) === 'schema.TypeInt') wholeNumbers[key] = `${i.go.where.file}: ${i.go.where.fn}`;
      const d = i.go.fields.Default;
      if (d) defaults[key] = d.v === 'str' ? d.s : d.v === 'num' ? (typeName(i.go) === 'schema.TypeString' ? String(d.n) : d.n) : d.v === 'bool' ? d.b : undefined;
      if (flag(i.go, 'ForceNew')) (allowed._force_new ??= []).push(key);
    }
    if (kind === 'resource') {
      const imp = (r as { r: { fields: Record<string, Value> } }).r.fields.Importer;
      const sc = imp?.v === 'expr' && imp.x.e === 'lit' ? imp.x.elems.find((e) => (e.key as { v: string }).v === 'StateContext')?.value : undefined;
      imports.push(`${type}: ${!sc ? 'no importer' : sc.e === 'name' ? sc.v : 'a custom importer (a func literal)'} (${r.v === 'resource' ? r.r.where.file : ''}: ${reg.fn})`);
    }
    // Documented lists and bounds of this type.
    for (const [key, dd] of Object.entries(DOCUMENTED)) {
      if (!key.startsWith(`${prefix}.`)) continue;
      const p = key.slice(prefix.length + 1);
      const desc = docDescription(doc, p);
      if (desc === undefined) throw new Error(`${key}: no such attribute on ${page}`);
      if (!desc.includes(dd.inDescription)) throw new Error(`${key}: the description on ${page} no longer says '${dd.inDescription}': ${desc}`);
      if (!inputs.some((i) => `${prefix}.${i.key}` === key)) throw new Error(`${key}: not an input`);
      if (allowed[key]) throw new Error(`${key}: both validated and documented`);
      if (dd.bounds) {
        allowed[key] = { ...dd.bounds };
      } else {
        documented[key] = dd.sdkEnum ? sdkEnum(dd.sdkEnum) : dd.values;
      }
      provenance[key] = { documentedIn: `${page}: ${p} (description${dd.sdkEnum ? `, printing fabricv4.${dd.sdkEnum}` : ''})` };
    }
  };
  for (const t of RESOURCES) one('resource', t);
  for (const t of DATA_SOURCES) one('data', t);
  for (const k of Object.keys(DOCUMENTED)) if (!provenance[k]) throw new Error(`${k}: documented list of a type not extracted`);
  if (problems.length) throw new Error(`the Go schema and the tfplugindocs pages differ:\n  ${problems.join('\n  ')}`);

  const schema = sortKeys({
    format_version: '1.0',
    provider_schemas: { 'registry.terraform.io/equinix/equinix': schemaOut },
  });
  const forceNew = (allowed._force_new as string[] | undefined) ?? [];
  delete allowed._force_new;
  const allowedOut = sortKeys({
    ...allowed,
    _documented_not_enforced: documented,
    _defaults: defaults,
    _provenance: provenance,
    _force_new: forceNew.sort(),
  });
  const files = [...new Set([...repo.read, ...[...evaluator.used].map((u) => u.split(': ')[0])])].sort();
  const sdkFiles = [...sdkRepo?.read ?? []].sort().map((f) => `${SDK_MODULE} ${sdkVersion}: ${f}`);
  const text = provenanceText(
    commit, repo.rev, sdkVersion, [...files, ...sdkFiles], [...evaluator.used].sort(), imports, caseInsensitive.sort(), wholeNumbers,
  );
  return { schema, allowed: allowedOut, provenance: text, caseInsensitive, wholeNumbers };
}

function provenanceText(
  commit: string, rev: string, sdkVersion: string | undefined, files: string[], functions: string[], imports: string[], ci: string[],
  whole: Record<string, string>,
): string {
  return [
    '# equinix/equinix Fabric types beyond the shared reference — provenance',
    '',
    'Generated by `scripts/spec/extract-equinix-fabric.ts`; do not edit by hand. Merged into',
    '`spec/equinix/schema.json` and `values.json` by `scripts/spec/import-reference.ts equinix`,',
    'together with `../shared/reference/equinix` (which lacks these types).',
    '',
    '| what | value |',
    '| --- | --- |',
    `| repository | ${REPOSITORY} |`,
    `| tag | ${rev} |`,
    `| commit | \`${commit}\` |`,
    `| SDK (enums of validators) | ${SDK_MODULE} ${sdkVersion ?? '(not read)'} (pinned in go.mod) |`,
    '| framework | SDKv2 (every type below) |',
    '',
    '## How',
    '',
    '- Structure, types, Required / Optional / Read-Only, item limits, sensitive and deprecated: the',
    '  tfplugindocs pages (`docs/resources/fabric_*.md`, `docs/data-sources/fabric_*.md`).',
    '- The same schema evaluated from the Go source, from each registration in',
    '  `equinix/fabric_provider_maps.go` down (map literals, the functions they call, and the data',
    '  sources that copy a resource schema and change its flags key by key); it must print as the',
    '  page prints it, attribute by attribute (the extraction stops on any difference), and it adds',
    '  what the pages cannot print: `computed` on optional attributes, validators, defaults, force-new.',
    '- SDKv2 adds `id` (optional and computed) to every type; `timeouts` is the single block of the',
    '  operations a resource declares.',
    '- Allowed values and bounds: each `ValidateFunc` (`validation.StringInSlice`, `StringLenBetween`,',
    '  `IntBetween`, `StringMatch`) is a fact the provider enforces at plan (`_provenance`:',
    '  `enforcedBy`, file and function). Lists and bounds only a description states are',
    '  `_documented_not_enforced` (or bounds) with `documentedIn`; each is checked against the page.',
    '',
    '## Import (the `Importer` of each resource)',
    '',
    ...imports.map((i) => `- ${i}`),
    '',
    '## Allowed values compared ignoring case',
    '',
    'What the validators do (`validation.StringInSlice(..., true)`). Where the code after the validator',
    'reads one spelling only, `scripts/spec/equinix-corrections.ts` keeps the check case-sensitive with',
    'its reason (`equinix_fabric_routing_protocol.type`: routingProtocolPayloadFromType builds a body for',
    '"BGP" and "DIRECT" exactly).',
    '',
    ...ci.map((k) => `- \`${k}\``),
    '',
    '## Whole numbers (input attributes of `schema.TypeInt`: the SDK refuses a fraction)',
    '',
    ...Object.keys(whole).sort().map((k) => `- \`${k}\` (${whole[k]})`),
    '',
    '## Files read',
    '',
    ...files.map((f) => `- \`${f}\``),
    '',
    '## Schema functions evaluated',
    '',
    ...functions.map((f) => `- \`${f}\``),
    '',
    '## Not included',
    '',
    'Descriptions (the hand-written ones are in `spec/equinix/overlay.json`), examples; no code was copied.',
    '',
  ].join('\n');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const opt = (name: string, def: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
  const root = path.join(__dirname, '..', '..');
  const repo = new Repo(opt('--git-dir', '/work/.mirror/equinix+terraform-provider-equinix/repo'), opt('--rev', 'v5.1.0'));
  const sdkDir = opt('--sdk-git-dir', '/work/.mirror/equinix+equinix-sdk-go/repo');
  const out = path.resolve(root, opt('--out', 'spec/equinix/supplement'));
  const x = extract(repo, fs.existsSync(sdkDir) ? new Repo(sdkDir, '') : undefined);
  const files: Record<string, string> = {
    'schema.json': JSON.stringify(x.schema, null, 1) + '\n',
    'allowed-values.json': JSON.stringify(x.allowed, null, 2) + '\n',
    'PROVENANCE.md': x.provenance,
  };
  if (args.includes('--check')) {
    const stale = Object.keys(files).filter((f) => !fs.existsSync(path.join(out, f)) || fs.readFileSync(path.join(out, f), 'utf8') !== files[f]);
    if (stale.length) { console.error(`stale: ${stale.join(', ')}`); process.exit(1); }
    console.log('up to date');
  } else {
    fs.mkdirSync(out, { recursive: true });
    for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(out, f), text);
    const s = x.schema.provider_schemas['registry.terraform.io/equinix/equinix'];
    console.log(`${path.relative(root, out)}: ${Object.keys(s.resource_schemas).length} resources, ${Object.keys(s.data_source_schemas).length} data sources, `
      + `${Object.keys(x.allowed).filter((k) => !k.startsWith('_')).length} checked facts, ${Object.keys(x.allowed._documented_not_enforced).length} documented lists`);
  }
}

// Re-exported for tests of the readers.
export { tokenize };
