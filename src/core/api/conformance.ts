/**
 * Checks a synthesized Terraform JSON document against provider schemas: the schema facts of the
 * four providers that ship with this package (generated from `spec/` into
 * `generated/<provider>/schema-facts`), or dumps of `terraform providers schema -json` of your own.
 * It needs no terraform binary and no network. A type whose provider has no loaded schema is
 * reported, never passed.
 */
import * as fs from 'fs';
import { PROVIDERS } from '../../generated/providers';
import { ArgumentProblems, errorClass, isPlainObject, OptionCheck, readOptions, textList } from '../base/arguments';
import type { FactNested, SchemaFacts } from '../base/schema-facts';

/** One finding of the conformance check. */
export interface ConformanceProblem {
  /** Where in the document, e.g. `resource.mongodbatlas_advanced_cluster.orders.replication_specs[0]`. */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/** Options of the conformance check. */
export interface ConformanceOptions {
  /**
   * Schema files to check against, each in the `terraform providers schema -json` format.
   * @default - the schema facts of the four providers this package ships
   */
  readonly schemaFiles?: string[];
  /**
   * Providers (by name, e.g. `aws`) whose resources, data sources and provider blocks are not
   * checked. Any other type without a loaded schema is reported as a problem.
   * @default - none
   */
  readonly ignoreProviders?: string[];
}

interface NestedType { nesting_mode: string; attributes: Record<string, Attr>; min_items?: number; max_items?: number }
interface Attr { type?: any; nested_type?: NestedType; required?: boolean; optional?: boolean; computed?: boolean }
/* eslint-disable no-bitwise */ // schema facts keep attribute flags as a bit set
interface BlockType { nesting_mode: string; block: Block; min_items?: number; max_items?: number }
interface Block { attributes?: Record<string, Attr>; block_types?: Record<string, BlockType> }
interface Loaded { providers: Map<string, Block>; resources: Map<string, Block>; dataSources: Map<string, Block>; prefixes: Set<string> }

const cache = new Map<string, Loaded>();

/** The providers whose schema facts this package ships (`src/generated/<provider>/schema-facts.ts`). */
const BUILT_IN = PROVIDERS.map((p) => p.name);


/** Turns the compact facts of one provider back into schema blocks (shared blocks stay shared). */
function fromFacts(l: Loaded, facts: SchemaFacts) {
  const built = new Map<number, Block>();
  const nested = (n: FactNested) => ({ nesting_mode: n[0], min_items: n[2], max_items: n[3] });
  const block = (i: number): Block => {
    let b = built.get(i);
    if (b) return b;
    const f = facts.blocks[i];
    b = { attributes: {}, block_types: {} };
    built.set(i, b);
    for (const [name, [type, flags, nt]] of Object.entries(f.a ?? {})) {
      const attr: Attr = { required: (flags & 1) !== 0, optional: (flags & 2) !== 0, computed: (flags & 4) !== 0 };
      if (nt) attr.nested_type = { ...nested(nt), attributes: block(nt[1]).attributes ?? {} };
      else attr.type = type;
      b.attributes![name] = attr;
    }
    for (const [name, nt] of Object.entries(f.b ?? {})) b.block_types![name] = { ...nested(nt), block: block(nt[1]) };
    return b;
  };
  const name = facts.address.split('/').pop()!;
  l.providers.set(name, block(facts.provider));
  l.prefixes.add(name);
  for (const [t, i] of Object.entries(facts.resources)) l.resources.set(t, block(i));
  for (const [t, i] of Object.entries(facts.dataSources)) l.dataSources.set(t, block(i));
}

function loadBuiltIn(): Loaded {
  const hit = cache.get('');
  if (hit) return hit;
  const l: Loaded = { providers: new Map(), resources: new Map(), dataSources: new Map(), prefixes: new Set() };
  for (const p of BUILT_IN) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`../../generated/${p}/schema-facts`) as { SCHEMA_FACTS: string };
    fromFacts(l, JSON.parse(mod.SCHEMA_FACTS));
  }
  cache.set('', l);
  return l;
}

/** The options of `Conformance.check`, also read by `TerrainTesting.synth`. */
export const CONFORMANCE_OPTIONS: Readonly<Record<keyof ConformanceOptions, OptionCheck>> = {
  schemaFiles: textList("['schema.json']"),
  ignoreProviders: textList("['aws']"),
};

function load(p: ArgumentProblems, files: string[] | undefined): Loaded | undefined {
  if (files === undefined) return loadBuiltIn();
  const key = files.join('\0');
  const hit = cache.get(key);
  if (hit) return hit;
  const l: Loaded = { providers: new Map(), resources: new Map(), dataSources: new Map(), prefixes: new Set() };
  files.forEach((f, i) => {
    const field = `options.schemaFiles[${i}]`;
    const fix = 'write the schema with `terraform providers schema -json > schema.json` and pass its path.';
    let doc: any;
    try {
      doc = JSON.parse(fs.readFileSync(f, 'utf8'));
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      p.add(field, e instanceof SyntaxError ? 'is not a JSON file.' : `cannot be read (${typeof code === 'string' ? code : errorClass(e)}).`, f,
        'the path of a file that `terraform providers schema -json` wrote', fix);
      return;
    }
    const schemas = isPlainObject(doc) ? doc.provider_schemas : undefined;
    if (!isPlainObject(schemas)) {
      p.add(field, 'holds no provider_schemas.', f, 'the output of `terraform providers schema -json`', fix);
      return;
    }
    for (const [address, ps] of Object.entries<any>(schemas)) {
      const name = address.split('/').pop()!;
      l.providers.set(name, ps?.provider?.block ?? {});
      l.prefixes.add(name);
      for (const [t, s] of Object.entries<any>(ps?.resource_schemas ?? {})) l.resources.set(t, s?.block ?? {});
      for (const [t, s] of Object.entries<any>(ps?.data_source_schemas ?? {})) l.dataSources.set(t, s?.block ?? {});
    }
  });
  if (p.list.length) return undefined;
  cache.set(key, l);
  return l;
}

/** `o[k]` when `o` has it as its own property (an attribute named `constructor` is no method of Object). */
function own<T>(o: Record<string, T> | undefined, k: string): T | undefined {
  return o !== undefined && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}

/** What a value is, for messages: `an array`, `null`, `a string`. */
function kind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

const META = new Set(['//', 'count', 'depends_on', 'for_each', 'provider', 'lifecycle', 'provisioner', 'connection']);

function isRef(v: unknown): boolean {
  return typeof v === 'string' && v.includes('${');
}

function ctyOk(t: any, v: unknown): boolean {
  if (v === null || isRef(v)) return true;
  if (typeof t === 'string') {
    if (t === 'string') return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
    if (t === 'number') return typeof v === 'number' || (typeof v === 'string' && !Number.isNaN(Number(v)));
    if (t === 'bool') return typeof v === 'boolean' || v === 'true' || v === 'false';
    return true;
  }
  const [k, e] = t;
  if (k === 'list' || k === 'set') return Array.isArray(v) && v.every((x) => ctyOk(e, x));
  if (k === 'map') return isObj(v) && Object.values(v).every((x) => ctyOk(e, x));
  if (k === 'object') return isObj(v) && Object.entries(e).every(([n, et]) => ctyOk(et, (v as any)[n]));
  return true;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function ctyWord(t: any): string {
  return typeof t === 'string' ? t : JSON.stringify(t);
}

function checkItems(out: ConformanceProblem[], p: string, n: number, min?: number, max?: number) {
  if (max !== undefined && max > 0 && n > max) out.push({ path: p, message: `too many items: ${n}, at most ${max} allowed` });
  if (min !== undefined && n < min) out.push({ path: p, message: `too few items: ${n}, at least ${min} required` });
}

function checkNested(
  out: ConformanceProblem[], p: string, mode: string, v: unknown,
  body: (item: unknown, ip: string) => void, min?: number, max?: number, block = false,
) {
  if (isRef(v)) return;
  if (mode === 'single' || mode === 'group') {
    if (!isObj(v)) { out.push({ path: p, message: `wrong shape: expected an object, got ${kind(v)}` }); return; }
    body(v, p);
    return;
  }
  if (mode === 'map') {
    if (!isObj(v)) { out.push({ path: p, message: `wrong shape: expected a map (object), got ${kind(v)}` }); return; }
    for (const [k, item] of Object.entries(v)) body(item, `${p}.${k}`);
    return;
  }
  // list or set. In Terraform JSON a block may also be written as one object.
  if (isObj(v) && block) { checkItems(out, p, 1, min, max); body(v, p); return; }
  if (!Array.isArray(v)) { out.push({ path: p, message: `wrong shape: expected an array, got ${kind(v)}` }); return; }
  checkItems(out, p, v.length, min, max);
  v.forEach((item, i) => (isRef(item) ? undefined : body(item, `${p}[${i}]`)));
}

function checkBlock(out: ConformanceProblem[], p: string, b: Block, v: unknown, meta: Set<string>) {
  if (!isObj(v)) { out.push({ path: p, message: `wrong shape: expected an object, got ${kind(v)}` }); return; }
  const attrs = b.attributes ?? {};
  const blocks = b.block_types ?? {};
  for (const [k, val] of Object.entries(v)) {
    if (meta.has(k)) continue;
    const kp = `${p}.${k}`;
    const a = own(attrs, k);
    if (a) {
      if (!a.required && !a.optional) { out.push({ path: kp, message: 'computed-only attribute must not be set' }); continue; }
      if (a.nested_type) {
        const nt = a.nested_type;
        const body = (item: unknown, ip: string) => checkBlock(out, ip, { attributes: nt.attributes }, item, NONE);
        if (val !== null) checkNested(out, kp, nt.nesting_mode, val, body, nt.min_items, nt.max_items);
      } else if (!ctyOk(a.type, val)) {
        out.push({ path: kp, message: `wrong type: expected ${ctyWord(a.type)}, got ${kind(val)}` });
      }
      continue;
    }
    const bt = own(blocks, k);
    if (bt) {
      const body = (item: unknown, ip: string) => checkBlock(out, ip, bt.block, item, NONE);
      checkNested(out, kp, bt.nesting_mode, val, body, bt.min_items, bt.max_items, true);
      continue;
    }
    if (k === 'dynamic') {
      checkDynamic(out, kp, blocks, val);
      continue;
    }
    out.push({ path: kp, message: `unknown attribute ${/^[\w$@/.-]+$/.test(k) ? `'${k}'` : JSON.stringify(k)}` });
  }
  for (const [k, a] of Object.entries(attrs)) {
    if (a.required && (v as any)[k] === undefined) out.push({ path: `${p}.${k}`, message: 'required attribute is missing' });
  }
  const dynamic = isObj((v as any).dynamic) ? (v as any).dynamic : {};
  for (const [k, bt] of Object.entries(blocks)) {
    // A dynamic block has as many items as its for_each: known only at plan.
    if ((bt.min_items ?? 0) > 0 && (v as any)[k] === undefined && dynamic[k] === undefined) out.push({ path: `${p}.${k}`, message: `required block is missing (at least ${bt.min_items})` });
  }
}

/** `dynamic: { <block>: { for_each, iterator?, content } }`: each block is one of the body's, and its content conforms. */
function checkDynamic(out: ConformanceProblem[], p: string, blocks: Record<string, BlockType>, v: unknown) {
  if (!isObj(v)) { out.push({ path: p, message: 'wrong shape: expected an object of dynamic blocks' }); return; }
  for (const [name, d] of Object.entries(v)) {
    const dp = `${p}.${name}`;
    const bt = blocks[name];
    if (!bt) { out.push({ path: dp, message: `unknown block '${name}' in dynamic` }); continue; }
    if (!isObj(d)) { out.push({ path: dp, message: 'wrong shape: expected an object with for_each and content' }); continue; }
    for (const k of Object.keys(d)) if (!['for_each', 'iterator', 'labels', 'content'].includes(k)) out.push({ path: `${dp}.${k}`, message: `unknown key '${k}' in a dynamic block` });
    if (d.for_each === undefined) out.push({ path: `${dp}.for_each`, message: 'required attribute is missing' });
    if (d.content === undefined) out.push({ path: `${dp}.content`, message: 'required block is missing' });
    else checkBlock(out, `${dp}.content`, bt.block, d.content, NONE);
  }
}

const NONE = new Set<string>();
const PROVIDER_META = new Set(['alias', '//']);

/**
 * The conformance check. Types of providers that no schema covers are skipped.
 */
export class Conformance {
  /**
   * Every problem found in a synthesized document (`cdk.tf.json` content, parsed).
   * @param document the synthesized Terraform JSON, parsed
   * @param options which schemas to check against
   */
  public static check(document: any, options: ConformanceOptions = {}): ConformanceProblem[] {
    return checkDocument('Conformance.check', document, options);
  }

  /**
   * Throws an error listing every problem, if there is any.
   * @param document the synthesized Terraform JSON, parsed
   * @param options which schemas to check against
   */
  public static assertConforms(document: any, options: ConformanceOptions = {}): void {
    const problems = checkDocument('Conformance.assertConforms', document, options);
    if (problems.length) {
      throw new Error(`The synthesized document does not conform to the provider schemas (${problems.length} problem(s)):\n`
        + problems.map((p) => `  - ${p.path}: ${p.message}`).join('\n'));
    }
  }
}

/** The top-level keys of a Terraform JSON configuration. */
const TOP_LEVEL = new Set(['//', 'terraform', 'provider', 'variable', 'locals', 'output', 'module', 'resource', 'data', 'moved', 'import', 'check', 'removed', 'ephemeral']);

function checkDocument(api: string, document: unknown, options: unknown): ConformanceProblem[] {
  const p = new ArgumentProblems(api);
  if (!isPlainObject(document)) {
    p.add('document', 'expected the synthesized Terraform JSON, parsed.', document, 'an object (the parsed content of cdk.tf.json)',
      typeof document === 'string' ? `parse it first: ${api}(JSON.parse(text)).` : `pass the parsed document, e.g. ${api}(JSON.parse(fs.readFileSync('cdk.tf.json', 'utf8'))).`);
  }
  const o = readOptions(p, 'options', options, CONFORMANCE_OPTIONS) as ConformanceOptions;
  p.throwIfAny();
  const l = load(p, o.schemaFiles);
  p.throwIfAny();
  try {
    return problemsOf(document as Record<string, unknown>, l!, new Set(o.ignoreProviders ?? []));
  } catch (e) {
    // A getter that throws, a proxy: what JSON.parse makes never does this.
    p.addUnread('document', `cannot be read: reading it threw ${errorClass(e)}.`, 'plain data, as JSON.parse makes it', `pass the parsed document, e.g. ${api}(JSON.parse(text)).`);
    p.throwIfAny();
    return [];
  }
}

/**
 * The types of Terraform's own provider (terraform.io/builtin/terraform), which ships with
 * Terraform and has no schema to load: they are Terraform's to judge.
 */
const TERRAFORM_BUILT_IN = new Set(['terraform_remote_state', 'terraform_data']);

function problemsOf(document: Record<string, unknown>, l: Loaded, ignored: ReadonlySet<string>): ConformanceProblem[] {
  const out: ConformanceProblem[] = [];
  const providerOf = (t: string) => [...l.prefixes].find((p) => t === p || t.startsWith(p + '_')) ?? t.split('_')[0];
  const missing = (p: string, t: string, what: string) => ({
    path: p,
    message: `no schema is loaded for provider '${providerOf(t)}', so ${what} '${t}' cannot be checked. `
      + `Pass its schema (terraform providers schema -json) in schemaFiles, or name it in ignoreProviders. Loaded: ${[...l.prefixes].sort().join(', ') || 'none'}`,
  });
  for (const k of Object.keys(document)) {
    if (!TOP_LEVEL.has(k) && document[k] !== undefined) out.push({ path: k, message: `unknown top-level key; Terraform JSON has ${[...TOP_LEVEL].filter((x) => x !== '//').join(', ')}` });
  }
  for (const [section, types] of [['resource', l.resources], ['data', l.dataSources]] as const) {
    const what = section === 'data' ? 'data source' : 'resource';
    const byType = document[section];
    if (byType === undefined) continue;
    if (!isObj(byType)) {
      out.push({ path: section, message: `wrong shape: expected an object of ${what} types, got ${kind(byType)}` });
      continue;
    }
    for (const [t, instances] of Object.entries(byType)) {
      const b = types.get(t);
      if (!b) {
        if (TERRAFORM_BUILT_IN.has(t)) continue;
        const p = providerOf(t);
        if (ignored.has(p)) continue;
        out.push(l.prefixes.has(p) ? { path: `${section}.${t}`, message: `unknown ${what} type '${t}'` } : missing(`${section}.${t}`, t, `${what} type`));
        continue;
      }
      if (!isObj(instances)) {
        out.push({ path: `${section}.${t}`, message: `wrong shape: expected an object of named ${what}s, got ${kind(instances)}` });
        continue;
      }
      for (const [name, body] of Object.entries(instances)) checkBlock(out, `${section}.${t}.${name}`, b, body, META);
    }
  }
  const providers = document.provider;
  if (providers !== undefined && !isObj(providers)) {
    out.push({ path: 'provider', message: `wrong shape: expected an object of provider names, got ${kind(providers)}` });
  } else {
    for (const [name, configs] of Object.entries(providers ?? {})) {
      const b = l.providers.get(name);
      if (!b) {
        if (!ignored.has(name)) out.push(missing(`provider.${name}`, name, 'provider'));
        continue;
      }
      (Array.isArray(configs) ? configs : [configs]).forEach((c, i) => checkBlock(out, `provider.${name}[${i}]`, b, c, PROVIDER_META));
    }
  }
  return out;
}
