/**
 * The oracle of `convert`: the HCL's own JSON form (as `@cdktn/hcl2json` reads it, the files
 * merged) against the stack the converted TypeScript synthesizes. What Terraform reads the same
 * way on both sides is normalized away: cdktn's `//` metadata, a block written as `[ {...} ]` or
 * `{...}`, nulls and empty blocks left out, `${...}` around a variable's type and around the
 * references of `depends_on`, `provider`, `ignore_changes` and `replace_triggered_by`. Differences
 * a rule explains are listed with it (the providers' `required_providers` cdktn adds, the local
 * backend cdktn adds when the HCL has none, a literal written in the attribute's type); every
 * other difference fails the oracle, and so does an address (resource, data source, variable,
 * local, output, module) that is missing or new. Not part of the jsii API.
 */
import { OracleDifference, OracleResult } from '../report';
import { eachOf, iteratorName } from './emit';

/** The HCL JSON documents of the files merged into one Terraform JSON document (single bodies unwrapped). */
export function mergeHcl(docs: ReadonlyArray<Record<string, any>>): Record<string, any> {
  const out: Record<string, any> = {};
  const into = (k: string) => (out[k] ??= {});
  for (const doc of docs) {
    for (const [k, v] of Object.entries(doc)) {
      if (k === 'resource' || k === 'data' || k === 'ephemeral') {
        for (const [type, byName] of Object.entries(v as Record<string, Record<string, any[]>>)) {
          for (const [name, bodies] of Object.entries(byName)) (into(k)[type] ??= {})[name] = bodies[0];
        }
      } else if (k === 'provider') {
        for (const [name, bodies] of Object.entries(v as Record<string, any[]>)) (into(k)[name] ??= []).push(...bodies);
      } else if (k === 'locals') {
        for (const body of v as any[]) Object.assign(into('locals'), body);
      } else if (k === 'terraform') {
        for (const body of v as any[]) Object.assign(into('terraform'), body);
      } else if (Array.isArray(v) && (k === 'import' || k === 'moved' || k === 'removed')) {
        out[k] = [...(out[k] ?? []), ...v];
      } else if (Array.isArray(v)) {
        into(k);
        for (const body of v) Object.assign(out[k], body);
      } else {
        for (const [name, bodies] of Object.entries(v as Record<string, any>)) into(k)[name] = Array.isArray(bodies) ? bodies[0] : bodies;
      }
    }
  }
  return out;
}

/** Addresses of a Terraform JSON document: `type.name`, `data.type.name`, `var.x`, `local.x`, `output.x`, `module.x`, `ephemeral.type.name`. */
export function addresses(doc: Record<string, any>): string[] {
  const out: string[] = [];
  for (const [type, byName] of Object.entries(doc.resource ?? {})) for (const name of Object.keys(byName as object)) out.push(`${type}.${name}`);
  for (const [type, byName] of Object.entries(doc.data ?? {})) for (const name of Object.keys(byName as object)) out.push(`data.${type}.${name}`);
  for (const name of Object.keys(doc.variable ?? {})) out.push(`var.${name}`);
  for (const name of Object.keys(doc.locals ?? {})) out.push(`local.${name}`);
  for (const name of Object.keys(doc.output ?? {})) out.push(`output.${name}`);
  for (const name of Object.keys(doc.module ?? {})) out.push(`module.${name}`);
  for (const [type, byName] of Object.entries(doc.ephemeral ?? {})) for (const name of Object.keys(byName as object)) out.push(`ephemeral.${type}.${name}`);
  return out.sort();
}

const bare = (v: unknown) => (typeof v === 'string' ? v.replace(/^\$\{([\s\S]*)\}$/, '$1') : v);

/** Both sides in the form Terraform reads the same: no `//`, no nulls, references of meta-arguments without `${...}`. */
export function normalize(v: unknown, path: readonly string[] = []): unknown {
  if (Array.isArray(v)) return v.map((x) => normalize(x, path));
  if (v === null || typeof v !== 'object') {
    const last = path[path.length - 1];
    const section = path[0];
    if ((section === 'variable' && path.length === 3 && last === 'type')
      || ((section === 'resource' || section === 'data' || section === 'module' || section === 'output') && (last === 'depends_on' || last === 'provider'))
      || (section === 'module' && path[path.length - 2] === 'providers')
      || ((section === 'import' || section === 'moved' || section === 'removed') && path.length === 2 && (last === 'to' || last === 'from'))
      || last === 'ignore_changes' || last === 'replace_triggered_by') return bare(v);
    return v;
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    // A null default makes a variable optional: the one null that means something.
    if (k === '//' || x === undefined || (x === null && !(path[0] === 'variable' && path.length === 2 && k === 'default'))) continue;
    out[k] = normalize(k === 'dynamic' && x && typeof x === 'object' && !Array.isArray(x) ? canonicalDynamic(x as Record<string, unknown>) : x, [...path, k]);
  }
  return out;
}

/**
 * Dynamic blocks with the iterator `each`: Terraform reads `dynamic "roles" { content { x = roles.value } }`
 * and `dynamic "roles" { iterator = each; content { x = each.value } }` the same.
 */
function canonicalDynamic(d: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(d)) {
    const items = (Array.isArray(v) ? v : [v]) as Array<Record<string, unknown>>;
    out[name] = items.map((item) => {
      if (!item || typeof item !== 'object') return item;
      return { ...item, iterator: 'each', content: eachOf(item.content, iteratorName(item.iterator, name)) };
    });
  }
  return out;
}

/** Compares the HCL document (merged) with the synthesized one. */
export function compare(hcl: Record<string, any>, synth: Record<string, any>, generatedProviders: ReadonlySet<string>): OracleResult {
  const before = normalize(hcl) as Record<string, any>;
  const after = normalize(synth) as Record<string, any>;
  const differences: OracleDifference[] = [];
  const tf = (before.terraform ?? {}) as Record<string, any>;
  const tfAfter = (after.terraform ?? {}) as Record<string, any>;
  // required_providers: cdktn writes each generated provider's source and the constraint our L1s are generated for.
  const rpBefore = unwrap(tf.required_providers) ?? {};
  const rpAfter = (tfAfter.required_providers ?? {}) as Record<string, any>;
  for (const name of new Set([...Object.keys(rpBefore), ...Object.keys(rpAfter)])) {
    const p = `terraform.required_providers.${name}`;
    if (generatedProviders.has(name)) {
      if (!equal(rpBefore[name], rpAfter[name])) differences.push({ path: p, before: rpBefore[name], after: rpAfter[name], explainedBy: 'convert/required-providers' });
    } else {
      diff(rpBefore[name], rpAfter[name], p, differences);
    }
  }
  const beBefore = tf.backend;
  const beAfter = tfAfter.backend;
  if (beBefore === undefined && beAfter !== undefined && Object.keys(beAfter).length === 1 && beAfter.local) {
    differences.push({ path: 'terraform.backend', before: undefined, after: beAfter, explainedBy: 'convert/backend' });
  } else {
    diff(beBefore, beAfter, 'terraform.backend', differences);
  }
  const restTf = (o: Record<string, any>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'required_providers' && k !== 'backend'));
  diff(restTf(tf), restTf(tfAfter), 'terraform', differences);
  // A provider no block configures: Terraform configures it with its defaults, the stack with an empty construct.
  for (const [name, configs] of Object.entries((after.provider ?? {}) as Record<string, unknown[]>)) {
    if (before.provider?.[name] === undefined && generatedProviders.has(name) && isEmpty(configs)) {
      differences.push({ path: `provider.${name}`, before: undefined, after: configs, explainedBy: 'convert/provider' });
      delete (after.provider as Record<string, unknown>)[name];
    }
  }
  const rest = (o: Record<string, any>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'terraform'));
  diff(rest(before), rest(after), '', differences);
  const a = new Set(addresses(hcl));
  const b = new Set(addresses(synth));
  const addressesRemoved = [...a].filter((x) => !b.has(x));
  const addressesAdded = [...b].filter((x) => !a.has(x));
  const passed = differences.every((d) => d.explainedBy !== undefined) && !addressesRemoved.length && !addressesAdded.length;
  return { ran: true, differences, addressesRemoved, addressesAdded, passed };
}

function unwrap(v: unknown): Record<string, any> | undefined {
  if (Array.isArray(v)) return Object.assign({}, ...v);
  return v as Record<string, any> | undefined;
}

function isEmpty(v: unknown): boolean {
  if (v === undefined) return true;
  if (Array.isArray(v)) return v.every(isEmpty);
  if (v !== null && typeof v === 'object') return Object.values(v).every(isEmpty);
  return false;
}

function join(path: string, k: string | number): string {
  if (typeof k === 'number') return `${path}[${k}]`;
  return path ? `${path}.${k}` : k;
}

function equal(a: unknown, b: unknown): boolean {
  const out: OracleDifference[] = [];
  diff(a, b, '', out);
  return out.length === 0;
}

/** The differences of `b` from `a` at `path` (a one-item array and its item are the same block). */
export function diff(a: unknown, b: unknown, path: string, out: OracleDifference[]): void {
  if (Array.isArray(a) && a.length === 1 && b !== null && typeof b === 'object' && !Array.isArray(b)) return diff(a[0], b, path, out);
  if (Array.isArray(b) && b.length === 1 && a !== null && typeof a === 'object' && !Array.isArray(a)) return diff(a, b[0], path, out);
  if (a === b) return;
  if (isEmpty(a) && isEmpty(b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      out.push({ path, before: a, after: b });
      return;
    }
    a.forEach((x, i) => diff(x, b[i], join(path, i), out));
    return;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = a as Record<string, unknown>;
    const kb = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ka), ...Object.keys(kb)])) diff(ka[k], kb[k], join(path, k), out);
    return;
  }
  // Terraform converts between a number or a boolean and its string; convert writes the attribute's type.
  if ((typeof a === 'string' || typeof b === 'string') && a !== undefined && b !== undefined && typeof a !== 'object' && typeof b !== 'object' && String(a) === String(b)) {
    out.push({ path, before: a, after: b, explainedBy: 'convert/literal-type' });
    return;
  }
  out.push({ path, before: a, after: b });
}
