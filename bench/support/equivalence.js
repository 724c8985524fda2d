/**
 * The equivalence check run before any timing: every synth variant must render the same
 * `mongodbatlas_advanced_cluster` bodies for N = 2.
 *
 * Bodies are compared after this normalisation, and nothing else is forgiven:
 *  - `//` metadata is dropped (it holds construct paths);
 *  - resources are matched by their `name` attribute, not by their construct-derived keys;
 *  - the peer (provider 1.x, @cdktf/provider-mongodbatlas 8.x) is mapped onto the 2.x shape by
 *    `fromProvider1x` below, whose rules are the documented differences listed in ALLOWED.
 */
const fs = require('fs');
const path = require('path');

/** The differences between the 1.x (peer) and 2.x (ours) shapes that the normaliser allows. */
const ALLOWED = [
  '1.x blocks with at most one item (`advanced_configuration`, `bi_connector_config`, `pinned_fcv`, `timeouts`; and in `replication_specs[].region_configs[]`: `electable_specs`, `read_only_specs`, `analytics_specs`, `auto_scaling`, `analytics_auto_scaling`) may be rendered as an array of one object; 2.x has single nested attributes (one object). An array of one is unwrapped.',
  '1.x `replication_specs[].num_shards` (default 1) is dropped when it is 1: 2.x has no `num_shards` (one spec per shard). Any other value fails the check.',
  '1.x `tags` / `labels` are lists of `{ key, value }` blocks; 2.x has maps. The list is turned into a map.',
];

const RESOURCE = 'mongodbatlas_advanced_cluster';
const TOP_BLOCKS = ['advanced_configuration', 'bi_connector_config', 'pinned_fcv', 'timeouts'];
const REGION_BLOCKS = ['electable_specs', 'read_only_specs', 'analytics_specs', 'auto_scaling', 'analytics_auto_scaling'];

function unwrapOne(obj, key, where) {
  const v = obj[key];
  if (!Array.isArray(v)) return;
  if (v.length !== 1) throw new Error(`${where}.${key}: a 1.x block list with ${v.length} items has no 2.x equivalent`);
  obj[key] = v[0];
}

function keyValueListToMap(obj, key, where) {
  const v = obj[key];
  if (!Array.isArray(v)) return;
  obj[key] = Object.fromEntries(v.map((kv, i) => {
    if (!kv || typeof kv.key !== 'string' || Object.keys(kv).some((k) => k !== 'key' && k !== 'value')) {
      throw new Error(`${where}.${key}[${i}]: expected a { key, value } block`);
    }
    return [kv.key, kv.value];
  }));
}

/** Maps one peer (provider 1.x) resource body onto the 2.x shape. Mutates and returns `body`. */
function fromProvider1x(body) {
  const where = `${RESOURCE}.${body.name}`;
  for (const k of TOP_BLOCKS) unwrapOne(body, k, where);
  keyValueListToMap(body, 'tags', where);
  keyValueListToMap(body, 'labels', where);
  (body.replication_specs ?? []).forEach((spec, i) => {
    const w = `${where}.replication_specs[${i}]`;
    if ('num_shards' in spec) {
      if (spec.num_shards !== 1) throw new Error(`${w}.num_shards: ${spec.num_shards} has no 2.x equivalent in one spec`);
      delete spec.num_shards;
    }
    (spec.region_configs ?? []).forEach((rc, j) => {
      for (const k of REGION_BLOCKS) unwrapOne(rc, k, `${w}.region_configs[${j}]`);
    });
  });
  return body;
}

function dropMetadata(v) {
  if (Array.isArray(v)) return v.map(dropMetadata);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.keys(v).filter((k) => k !== '//').sort().map((k) => [k, dropMetadata(v[k])]));
  }
  return v;
}

/** The normalised bodies of a synthesized stack, by cluster name. */
function clusterBodies(outdir, variant) {
  const file = path.join(outdir, 'stacks', 'bench', 'cdk.tf.json');
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const types = Object.keys(doc.resource ?? {});
  if (types.length !== 1 || types[0] !== RESOURCE) throw new Error(`${variant}: expected only ${RESOURCE} resources, got ${types.join(', ')}`);
  const out = new Map();
  for (const raw of Object.values(doc.resource[RESOURCE])) {
    let body = dropMetadata(raw);
    if (variant === 'peer-l1') body = dropMetadata(fromProvider1x(body));
    if (out.has(body.name)) throw new Error(`${variant}: two clusters named ${body.name}`);
    out.set(body.name, body);
  }
  return out;
}

/** The first path where a and b differ, or undefined. */
function firstDifference(a, b, p = '') {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return `${p || '(root)'}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
  if (a && typeof a === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      if (!(k in a) || !(k in b)) return `${p}.${k}: ${k in a ? 'only in the reference' : 'only in this variant'} (${JSON.stringify(a[k] ?? b[k])})`;
      const d = firstDifference(a[k], b[k], Array.isArray(a) ? `${p}[${k}]` : `${p}.${k}`);
      if (d) return d;
    }
    return undefined;
  }
  return a === b ? undefined : `${p}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
}

/**
 * Compares every variant's bodies with the reference variant's. Throws, listing the first
 * difference, when they are not equivalent.
 */
function checkEquivalent(outdirs, n, reference) {
  const ref = clusterBodies(outdirs[reference], reference);
  if (ref.size !== n) throw new Error(`${reference}: expected ${n} clusters, got ${ref.size}`);
  for (const [variant, dir] of Object.entries(outdirs)) {
    if (variant === reference) continue;
    const got = clusterBodies(dir, variant);
    if (got.size !== ref.size) throw new Error(`${variant}: ${got.size} clusters, ${reference} has ${ref.size}`);
    for (const [name, body] of ref) {
      if (!got.has(name)) throw new Error(`${variant}: no cluster named ${name}`);
      const d = firstDifference(body, got.get(name));
      if (d) throw new Error(`NOT EQUIVALENT: ${variant} differs from ${reference} in cluster ${name} at ${d}`);
    }
  }
  return ref;
}

module.exports = { ALLOWED, checkEquivalent, fromProvider1x };
