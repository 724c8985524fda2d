/**
 * migrate's oracle: the synthesized JSON before (binding, provider 1.x) and after (our L1s,
 * provider 2.x) compared. The 1.x document is first brought to the 2.x shapes the rules produce
 * (tags and labels to maps, num_shards to repeated specs, root disk_size_gb into the specs, removed
 * attributes dropped, `connection_strings[0].` references to `connection_strings.`, the provider
 * version constraint); each such step is a difference explained by its rule when that rule fired in
 * this migration, and unexplained otherwise. What still differs after that is unexplained. Not part
 * of the jsii API.
 */
import { clusterJsonToAdvanced } from './cluster-to-advanced';
import { OracleDifference, OracleResult } from '../report';

type Json = any;

const REMOVED: Record<string, readonly string[]> = {
  mongodbatlas_advanced_cluster: ['id', 'advanced_configuration.default_read_concern', 'advanced_configuration.fail_index_key_too_long', 'replication_specs.*.id'],
};
const SPEC_KEYS = ['electable_specs', 'read_only_specs', 'analytics_specs'];

function clone<T>(v: T): T {
  return v === undefined ? v : JSON.parse(JSON.stringify(v));
}

function equal(a: Json, b: Json): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(v: Json): Json {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  return v;
}

/** Brings one stack's 1.x document to the 2.x shapes; returns the steps taken. */
export function expectedAfter(before: Json, fired: ReadonlySet<string>, stack: string,
  moved: ReadonlyArray<{ from: string; to: string }> = []): { doc: Json; steps: OracleDifference[] } {
  const doc = clone(before) ?? {};
  const steps: OracleDifference[] = [];
  const step = (path: string, was: Json, now: Json, ...rules: string[]) => {
    const rule = rules.find((r) => fired.has(r));
    steps.push({ path: `${stack}:${path}`, before: was, after: now, ...(rule ? { explainedBy: rule } : {}) });
  };
  const renames: Array<[string, string]> = [];
  for (const m of moved) {
    const from = /^mongodbatlas_cluster\.([A-Za-z0-9_-]+)$/.exec(m.from);
    const body = from && doc.resource?.mongodbatlas_cluster?.[from[1]!];
    if (!from || !body || m.to !== `mongodbatlas_advanced_cluster.${from[1]}`) continue;
    const name = from[1]!;
    delete doc.resource.mongodbatlas_cluster[name];
    if (!Object.keys(doc.resource.mongodbatlas_cluster).length) delete doc.resource.mongodbatlas_cluster;
    const now = clusterJsonToAdvanced(body);
    (doc.resource.mongodbatlas_advanced_cluster ??= {})[name] = now;
    step(`resource.mongodbatlas_cluster.${name}`, body, undefined, 'migrate/cluster-to-advanced');
    step(`resource.mongodbatlas_advanced_cluster.${name}`, undefined, now, 'migrate/cluster-to-advanced');
    renames.push([`mongodbatlas_cluster.${name}.connection_strings[0].`, `mongodbatlas_advanced_cluster.${name}.connection_strings.`], [`mongodbatlas_cluster.${name}.`, `mongodbatlas_advanced_cluster.${name}.`]);
  }
  if (renames.length) {
    doc.moved = clone(moved);
    step('moved', undefined, doc.moved, 'migrate/cluster-to-advanced');
    rewriteStrings(doc, '', (path, was, now) => step(path, was, now, 'migrate/cluster-to-advanced'), (v) => renames.reduce((acc, [a, b]) => acc.split(a).join(b), v));
  }
  const version = doc.terraform?.required_providers?.mongodbatlas;
  if (version && version.version !== undefined) step('terraform.required_providers.mongodbatlas.version', version.version, undefined, 'migrate/provider-version');
  for (const section of ['resource', 'data'] as const) {
    const clusters = doc[section]?.mongodbatlas_advanced_cluster ?? {};
    for (const [name, body] of Object.entries<Json>(clusters)) {
      const at = `${section}.mongodbatlas_advanced_cluster.${name}`;
      for (const key of ['tags', 'labels']) {
        const v = body[key];
        if (Array.isArray(v) && v.every((t) => t && typeof t === 'object' && 'key' in t)) {
          body[key] = Object.fromEntries(v.map((t: Json) => [t.key, t.value]));
          step(`${at}.${key}`, v, body[key], 'migrate/tags-to-map', 'migrate/mutator');
        }
      }
      if (body.disk_size_gb !== undefined && section === 'resource') {
        const size = body.disk_size_gb;
        delete body.disk_size_gb;
        for (const spec of Array.isArray(body.replication_specs) ? body.replication_specs : []) {
          for (const region of Array.isArray(spec.region_configs) ? spec.region_configs : []) {
            for (const k of SPEC_KEYS) if (region[k] && typeof region[k] === 'object' && region[k].disk_size_gb === undefined) region[k].disk_size_gb = size;
          }
        }
        step(`${at}.disk_size_gb`, size, undefined, 'migrate/disk-size-moved');
      }
      for (const path of REMOVED.mongodbatlas_advanced_cluster!) {
        const [head, tail] = path.split('.*.');
        if (tail !== undefined) {
          for (const [i, el] of (Array.isArray(body[head!]) ? body[head!] : []).entries()) {
            if (el && el[tail] !== undefined) {
              step(`${at}.${head}[${i}].${tail}`, el[tail], undefined, 'migrate/removed-attribute');
              delete el[tail];
            }
          }
          continue;
        }
        const parts = path.split('.');
        const owner = parts.slice(0, -1).reduce((o: Json, p) => (o && typeof o === 'object' ? o[p] : undefined), body);
        const leaf = parts[parts.length - 1]!;
        if (owner && typeof owner === 'object' && owner[leaf] !== undefined) {
          step(`${at}.${path}`, owner[leaf], undefined, 'migrate/removed-attribute');
          delete owner[leaf];
        }
      }
      const countable = (n: Json) => typeof n === 'number' && Number.isInteger(n) && n > 0;
      if (Array.isArray(body.replication_specs) && body.replication_specs.some((s: Json) => s && countable(s.num_shards))) {
        const was = clone(body.replication_specs);
        body.replication_specs = body.replication_specs.flatMap((s: Json) => {
          const { num_shards: n, ...rest } = s;
          return countable(n) ? Array.from({ length: n }, () => clone(rest)) : [s];
        });
        step(`${at}.replication_specs`, was, body.replication_specs, 'migrate/num-shards-expanded');
      }
    }
  }
  rewriteStrings(doc, '', (path, was, now) => step(path, was, now, 'migrate/old-accessor'),
    (v) => v.replace(/(mongodbatlas_advanced_cluster\.[A-Za-z0-9_-]+\.connection_strings)\[0\]\./g, '$1.'));
  if (version) delete version.version;
  return { doc, steps };
}

/** Rewrites every string of a document with `rewrite` (e.g. `connection_strings[0].` to `connection_strings.` in references). */
function rewriteStrings(v: Json, path: string, onChange: (path: string, was: string, now: string) => void, rewrite: (s: string) => string): Json {
  if (Array.isArray(v)) {v.forEach((x, i) => (v[i] = rewriteStrings(x, `${path}[${i}]`, onChange, rewrite)));} else if (v && typeof v === 'object') {for (const k of Object.keys(v)) v[k] = rewriteStrings(v[k], path ? `${path}.${k}` : k, onChange, rewrite);} else if (typeof v === 'string') {
    const now = rewrite(v);
    if (now !== v) onChange(path, v, now);
    return now;
  }
  return v;
}

/** The differences of two JSON values, as paths (arrays compared element by element). */
export function diff(a: Json, b: Json, path: string, out: OracleDifference[]): void {
  if (equal(a, b)) return;
  const isObj = (x: Json) => x && typeof x === 'object' && !Array.isArray(x);
  if (isObj(a) && isObj(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) diff(a[k], b[k], path.endsWith(':') ? `${path}${k}` : `${path}.${k}`, out);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => diff(x, b[i], `${path}[${i}]`, out));
    return;
  }
  out.push({ path, before: a, after: b });
}

function addresses(doc: Json): string[] {
  const out: string[] = [];
  for (const [type, byName] of Object.entries<Json>(doc?.resource ?? {})) for (const n of Object.keys(byName)) out.push(`${type}.${n}`);
  for (const [type, byName] of Object.entries<Json>(doc?.data ?? {})) for (const n of Object.keys(byName)) out.push(`data.${type}.${n}`);
  return out;
}

/**
 * Compares the documents of every stack. `moved` lists `from -> to` addresses of `moved` blocks the
 * migration added: such an address change is allowed.
 */
export function compareSyntheses(before: Record<string, Json>, after: Record<string, Json>, fired: ReadonlySet<string>,
  movedAll: Readonly<Record<string, string>> = {}): OracleResult {
  const differences: OracleDifference[] = [];
  const removed: string[] = [];
  const added: string[] = [];
  for (const stack of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (!(stack in after) || !(stack in before)) {
      differences.push({ path: stack, before: stack in before ? 'a stack' : undefined, after: stack in after ? 'a stack' : undefined });
      continue;
    }
    const movedBlocks: Array<{ from: string; to: string }> = Array.isArray(after[stack]?.moved) ? after[stack].moved : [];
    const { doc, steps } = expectedAfter(before[stack], fired, stack, movedBlocks);
    const constraint = after[stack]?.terraform?.required_providers?.mongodbatlas?.version;
    const pv = steps.find((s) => s.path.endsWith(':terraform.required_providers.mongodbatlas.version'));
    if (pv && constraint !== undefined) {
      doc.terraform.required_providers.mongodbatlas.version = constraint;
      steps[steps.indexOf(pv)] = { ...pv, after: constraint };
    }
    differences.push(...steps);
    const b = addresses(before[stack]);
    const a = addresses(after[stack]);
    const moved = { ...movedAll, ...Object.fromEntries(movedBlocks.map((m) => [m.from, m.to])) };
    removed.push(...b.filter((x) => !a.includes(x) && !(moved[x] && a.includes(moved[x]!))).map((x) => `${stack}:${x}`));
    added.push(...a.filter((x) => !b.includes(x) && !Object.entries(moved).some(([f, t]) => t === x && b.includes(f))).map((x) => `${stack}:${x}`));
    const rest: OracleDifference[] = [];
    diff(doc, after[stack], `${stack}:`, rest);
    // addOverride (a mutator rewritten to it) and moveFromId are recorded in the stack's metadata
    const metadata: Record<string, string> = { [`${stack}://.metadata.overrides`]: 'migrate/mutator', [`${stack}://.metadata.moved`]: 'migrate/cluster-to-advanced' };
    // an L2 (--to-l2) holds the L1 as its `Default` child: the construct path gains /Default, the logical id stays
    const l2Path = (d: OracleDifference) => d.path.endsWith('.//.metadata.path') && typeof d.before === 'string' && d.after === `${d.before}/Default` && fired.has('migrate/to-l2');
    differences.push(...rest.map((d) => (metadata[d.path] && fired.has(metadata[d.path]!) ? { ...d, explainedBy: metadata[d.path] } : l2Path(d) ? { ...d, explainedBy: 'migrate/to-l2' } : d)));
  }
  const passed = differences.every((d) => d.explainedBy !== undefined) && !removed.length && !added.length;
  return { ran: true, differences, addressesRemoved: removed, addressesAdded: added, passed };
}
