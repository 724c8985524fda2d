#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of terrain-constructs against @cdktf/provider-mongodbatlas,
 * in one run on this machine, written to RESULTS.md. See README.md for what is measured.
 *
 * Every measurement runs in a fresh child `node` process; ours and the peer alternate run by run.
 * BENCH_QUICK=1 runs each measurement twice (a smoke test of the harness; not for results).
 */
const cp = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ALLOWED, checkEquivalent } = require('./support/equivalence');
const { summarise, summariseHeap } = require('./support/cpuprofile');

const BENCH = __dirname;
const ROOT = path.join(BENCH, '..');
const WORK = path.join(BENCH, '.work');
const PEER = '@cdktf/provider-mongodbatlas';
const PEER_VERSION = '8.6.2';
const PEER_DIR = path.join(BENCH, 'node_modules', ...PEER.split('/'));
const QUICK = !!process.env.BENCH_QUICK;
const RUNS = QUICK
  ? { synth: { 100: 2, 1000: 2, 5000: 2 }, load: 2, typecheck: 2, gen: 1, jsii: 1 }
  : { synth: { 100: 20, 1000: 15, 5000: 10 }, load: 20, typecheck: 10, gen: 3, jsii: 2 };
const SYNTH_VARIANTS = ['peer-l1', 'ours-l1', 'ours-l2', 'floor'];
const LABEL = {
  'peer-l1': 'peer L1 (`AdvancedCluster`, cdktf)',
  'ours-l1': 'ours L1 (`MongodbatlasAdvancedCluster`, cdktn)',
  'ours-l2': 'ours L2 (`ReplicaSetCluster`, cdktn)',
  floor: 'floor (plain objects + `JSON.stringify`)',
};

// ---------------------------------------------------------------- helpers

const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length, values: xs });
const num = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const cell = (s, unit = '') => `${num(s.median)}${unit} (${num(s.min)}–${num(s.max)})`;
const mb = (kb) => kb / 1024;
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
const mib = (b) => `${(b / 1024 / 1024).toFixed(2)} MiB`;
const ratio = (a, b) => a / b;
const verdict = (ok) => (ok ? '**met**' : '**MISSED**');
const load1 = () => os.loadavg()[0].toFixed(2);
const tmpdir = (tag) => fs.mkdtempSync(path.join(os.tmpdir(), `tc-bench-${tag}-`));
const rm = (p) => fs.rmSync(p, { recursive: true, force: true });

/** Runs a command in a fresh process; returns its wall time and, for cases, the parsed result line. */
function run(cmd, args, { cwd = BENCH, parse = true, env } = {}) {
  const t0 = process.hrtime.bigint();
  const r = cp.spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, ...env } });
  const wallMs = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) {
    throw new Error(`failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}): ${cmd} ${args.join(' ')}\n${(r.stderr || '').slice(-3000)}${(r.stdout || '').slice(-2000)}`);
  }
  const result = parse ? JSON.parse(r.stdout.trim().split('\n').pop()) : undefined;
  return { wallMs, result, stdout: r.stdout, stderr: r.stderr };
}
const nodeCase = (script, args, nodeFlags = []) => run(process.execPath, [...nodeFlags, path.join(BENCH, 'cases', script), ...args.map(String)]);

/** Rotates the order each run, so that no variant always runs first or last. */
const rotated = (xs, r) => xs.map((_, i) => xs[(i + r) % xs.length]);

function filesUnder(dir, filter = () => true) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, filter) : filter(p) ? [p] : [];
  });
}
const bytesOf = (files) => files.reduce((s, f) => s + fs.statSync(f).size, 0);
const isCode = (f) => f.endsWith('.js') || f.endsWith('.d.ts');

function libFingerprint() {
  const h = crypto.createHash('sha1');
  for (const f of filesUnder(path.join(ROOT, 'lib'), (p) => p.endsWith('.js')).sort()) h.update(f).update(fs.readFileSync(f));
  return h.digest('hex').slice(0, 12);
}

/** How many modules under lib/generated requiring the package root loads (0 when the barrels are lazy). */
function generatedModulesLoadedByRoot() {
  const code = "const b=new Set(Object.keys(require.cache));require('../lib');console.log(JSON.stringify({n:Object.keys(require.cache).filter(k=>!b.has(k)&&k.includes('/lib/generated/')).length}))";
  return run(process.execPath, ['-e', code]).result.n;
}

function versionOf(dir) {
  try { return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version; } catch { return '?'; }
}

// ---------------------------------------------------------------- sections

const results = { notes: [], loadavg: {} };

function environment() {
  const cpus = os.cpus();
  results.env = {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model ?? '?',
    cores: cpus.length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    versions: {
      cdktn: versionOf(path.join(ROOT, 'node_modules', 'cdktn')),
      'constructs (ours)': versionOf(path.join(ROOT, 'node_modules', 'constructs')),
      cdktf: versionOf(path.join(BENCH, 'node_modules', 'cdktf')),
      'constructs (peer)': versionOf(path.join(BENCH, 'node_modules', 'constructs')),
      [PEER]: versionOf(PEER_DIR),
      typescript: versionOf(path.join(ROOT, 'node_modules', 'typescript')),
    },
  };
}

/** 5. Generator and jsii compile. Runs first: it leaves a freshly compiled, lazified lib/. */
function generator() {
  results.loadavg.generator = load1();
  const tsNode = require.resolve('ts-node/dist/bin.js', { paths: [ROOT] });
  const jsii = path.join(ROOT, 'node_modules', '.bin', 'jsii');
  const gen = [];
  for (let r = 0; r < RUNS.gen; r++) {
    log(`generator --check, run ${r + 1}/${RUNS.gen}`);
    gen.push(run(process.execPath, [tsNode, '--transpile-only', '--project', 'scripts/tsconfig.json', 'scripts/gen/cli.ts', '--check'], { cwd: ROOT, parse: false }).wallMs);
  }
  const compile = [];
  const lazify = [];
  for (let r = 0; r < RUNS.jsii; r++) {
    log(`jsii compile, run ${r + 1}/${RUNS.jsii}`);
    compile.push(run(jsii, ['--silence-warnings=reserved-word'], { cwd: ROOT, parse: false, env: { CI: 'true' } }).wallMs);
    lazify.push(run(process.execPath, ['scripts/lazify.js', 'lib'], { cwd: ROOT, parse: false }).wallMs);
  }
  results.generator = { gen: stats(gen), jsii: stats(compile), lazify: stats(lazify) };
}

/** Before any timing: the variants must render equivalent resource JSON (N = 2). */
function equivalence() {
  const n = 2;
  const outdirs = {};
  try {
    for (const v of SYNTH_VARIANTS) {
      outdirs[v] = path.join(WORK, 'equivalence', v);
      rm(outdirs[v]);
      nodeCase(`synth-${v}.js`, [n, outdirs[v]]);
    }
    const bodies = checkEquivalent(outdirs, n, 'ours-l1');
    results.equivalence = { n, sample: [...bodies.values()][0] };
    log(`equivalence: all ${SYNTH_VARIANTS.length} variants render the same ${n} cluster bodies`);
  } finally {
    rm(path.join(WORK, 'equivalence'));
  }
}

/** 1. Synth at N = 100, 1000, 5000. */
function synth() {
  results.synth = {};
  for (const n of Object.keys(RUNS.synth).map(Number)) {
    results.loadavg[`synth N=${n}`] = load1();
    const m = Object.fromEntries(SYNTH_VARIANTS.map((v) => [v, { synthMs: [], constructMs: [], wallMs: [], maxRssKb: [] }]));
    for (let r = 0; r < RUNS.synth[n]; r++) {
      log(`synth N=${n}, run ${r + 1}/${RUNS.synth[n]}`);
      for (const v of rotated(SYNTH_VARIANTS, r)) {
        const outdir = tmpdir(v);
        try {
          const { wallMs, result } = nodeCase(`synth-${v}.js`, [n, outdir]);
          m[v].synthMs.push(result.synthMs);
          m[v].constructMs.push(result.constructMs);
          m[v].maxRssKb.push(result.maxRssKb);
          m[v].wallMs.push(wallMs);
        } finally {
          rm(outdir);
        }
      }
    }
    results.synth[n] = Object.fromEntries(Object.entries(m).map(([v, x]) => [v, Object.fromEntries(Object.entries(x).map(([k, xs]) => [k, stats(xs)]))]));
  }
}

/**
 * 6. Checks: what the value checks and type rules cost. Our L1 at N = 5000, with them and with
 * them switched off (BENCH_NO_CHECKS=1, see cases/synth-ours-l1.js), alternating run by run.
 * Construct time counts too: value checks run when an input is rendered, type rules at synth.
 */
function checks() {
  const n = 5000;
  results.loadavg.checks = load1();
  const m = { on: { synthMs: [], totalMs: [] }, off: { synthMs: [], totalMs: [] } };
  for (let r = 0; r < RUNS.synth[n]; r++) {
    log(`checks N=${n}, run ${r + 1}/${RUNS.synth[n]}`);
    for (const v of rotated(['on', 'off'], r)) {
      const outdir = tmpdir(`checks-${v}`);
      try {
        const { result } = run(process.execPath, [path.join(BENCH, 'cases', 'synth-ours-l1.js'), String(n), outdir], { env: v === 'off' ? { BENCH_NO_CHECKS: '1' } : {} });
        m[v].synthMs.push(result.synthMs);
        m[v].totalMs.push(result.synthMs + result.constructMs);
      } finally {
        rm(outdir);
      }
    }
  }
  results.checks = { n, on: { synthMs: stats(m.on.synthMs), totalMs: stats(m.on.totalMs) }, off: { synthMs: stats(m.off.synthMs), totalMs: stats(m.off.totalMs) } };
}

/**
 * 7. Policy packs: what the four packs cost at synth. N = 5000 L2 clusters that every pack accepts
 * (cases/synth-ours-packs.js), without the packs (BENCH_PACKS=off), with them (on), and with them
 * and one warning per cluster (findings), alternating run by run. Besides the synth times, each
 * run with packs reports the time spent in the packs themselves (the stack's policy pass and the
 * writing of the reports), measured in the process.
 */
function packs() {
  const n = 5000;
  results.loadavg.packs = load1();
  const variants = ['off', 'on', 'findings'];
  const m = Object.fromEntries(variants.map((v) => [v, { synthMs: [], packsMs: [] }]));
  for (let r = 0; r < RUNS.synth[n]; r++) {
    log(`packs N=${n}, run ${r + 1}/${RUNS.synth[n]}`);
    for (const v of rotated(variants, r)) {
      const outdir = tmpdir(`packs-${v}`);
      try {
        const { result } = run(process.execPath, [path.join(BENCH, 'cases', 'synth-ours-packs.js'), String(n), outdir], { env: { BENCH_PACKS: v } });
        m[v].synthMs.push(result.synthMs);
        m[v].packsMs.push(result.packsMs);
      } finally {
        rm(outdir);
      }
    }
  }
  results.packs = { n, ...Object.fromEntries(variants.map((v) => [v, { synthMs: stats(m[v].synthMs), packsMs: stats(m[v].packsMs) }])) };
}

/** The packs section of RESULTS.md. */
function packsSection(L, table) {
  const p = results.packs;
  L.push('## 7. Policy packs', '', `${p.n} L2 \`ReplicaSetCluster\`s that every pack accepts, in an app with the four packs (Atlas, Incident, Equinix, Secrets) added on it, against the same app without them; and with them and \`RemovalPolicy.DESTROY\` on every cluster (one Atlas-C7 warning each). ${p.on.synthMs.n} runs each, alternating. *in the packs* is the time of the stack's policy pass and the writing of the reports, measured in the process.`, '');
  table(['', 'synth ms', 'in the packs ms', 'synth / without', 'in the packs / synth'], [
    ['without packs', cell(p.off.synthMs), '', '1.000', ''],
    ['with the packs, no finding', cell(p.on.synthMs), cell(p.on.packsMs), ratio(p.on.synthMs.median, p.off.synthMs.median).toFixed(3), ratio(p.on.packsMs.median, p.on.synthMs.median).toFixed(3)],
    ['with the packs, 5000 warnings', cell(p.findings.synthMs), cell(p.findings.packsMs), ratio(p.findings.synthMs.median, p.off.synthMs.median).toFixed(3), ratio(p.findings.packsMs.median, p.findings.synthMs.median).toFixed(3)],
  ]);
}

/**
 * 9. Catalog (issue 20): one custom catalog type with 5 attributes and N entries, each with a value
 * for every attribute (cases/catalog-common.js), as our L2 (`CatalogType`, entries added with
 * `addEntries` and a mapper) and as the L1 forms a user writes (`IncidentCatalogEntries` keyed by
 * `attribute.id` read for every value, or read once per attribute), plus the same JSON with literal
 * keys and the checks off (a floor: no token, no check). The L2 at N = 1000, 10000 and 50000 (is it
 * linear?), the L1 forms at 1000 and 10000. Before timing, the L2 and the L1 must render the same
 * entries (N = 2, attribute keys mapped to attribute names).
 */
const CATALOG_VARIANTS = {
  'l2': { label: 'ours L2 (`CatalogType`, addEntries)', script: 'synth-catalog-l2.js', env: {}, sizes: [1000, 10000, 50000] },
  'l1-ids': { label: 'ours L1, keyed by `attribute.id` read per value', script: 'synth-catalog-l1.js', env: { BENCH_CATALOG_KEYS: 'ids' }, sizes: [1000, 10000] },
  'l1-ids-once': { label: 'ours L1, keyed by `attribute.id` read once per attribute', script: 'synth-catalog-l1.js', env: { BENCH_CATALOG_KEYS: 'ids-once' }, sizes: [1000, 10000] },
  'l1-literal': { label: 'ours L1, literal keys, checks off (floor; not a working configuration)', script: 'synth-catalog-l1.js', env: { BENCH_CATALOG_KEYS: 'literal', BENCH_NO_CHECKS: '1' }, sizes: [1000, 10000] },
};
const CATALOG_RUNS = QUICK ? { 1000: 2, 10000: 2, 50000: 1 } : { 1000: 7, 10000: 5, 50000: 3 };
/** The targets of issue 20 for the L2 at N = 10000: construct + synth, and peak RSS. */
const CATALOG_TARGET = { n: 10000, ms: 1200, rssMiB: 250, linear: 1.25 };

function catalog() {
  catalogEquivalence();
  const out = {};
  for (const n of [1000, 10000, 50000]) {
    results.loadavg[`catalog N=${n}`] = load1();
    const variants = Object.keys(CATALOG_VARIANTS).filter((v) => CATALOG_VARIANTS[v].sizes.includes(n));
    const m = Object.fromEntries(variants.map((v) => [v, { totalMs: [], constructMs: [], synthMs: [], cpuMs: [], maxRssKb: [] }]));
    for (let r = 0; r < CATALOG_RUNS[n]; r++) {
      log(`catalog N=${n}, run ${r + 1}/${CATALOG_RUNS[n]}`);
      for (const v of rotated(variants, r)) {
        const outdir = tmpdir(`catalog-${v}`);
        try {
          const { script, env } = CATALOG_VARIANTS[v];
          const { result } = run(process.execPath, [path.join(BENCH, 'cases', script), String(n), outdir], { env });
          m[v].totalMs.push(result.constructMs + result.synthMs);
          m[v].constructMs.push(result.constructMs);
          m[v].synthMs.push(result.synthMs);
          m[v].cpuMs.push(result.constructCpuMs + result.synthCpuMs);
          m[v].maxRssKb.push(result.maxRssKb);
        } finally {
          rm(outdir);
        }
      }
    }
    out[n] = Object.fromEntries(variants.map((v) => [v, Object.fromEntries(Object.entries(m[v]).map(([k, xs]) => [k, stats(xs)]))]));
  }
  results.catalog = out;
}

/** The L2 and the L1 (keyed by ids) render the same entries: attribute keys mapped to attribute names. */
function catalogEquivalence() {
  const n = 2;
  const bodies = {};
  for (const v of ['l2', 'l1-ids']) {
    const outdir = tmpdir(`catalog-eq-${v}`);
    try {
      run(process.execPath, [path.join(BENCH, 'cases', CATALOG_VARIANTS[v].script), String(n), outdir], { env: CATALOG_VARIANTS[v].env });
      const doc = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8'));
      const names = Object.fromEntries(Object.entries(doc.resource.incident_catalog_type_attribute).map(([id, a]) => [`\${incident_catalog_type_attribute.${id}.id}`, a.name]));
      const [entries] = Object.values(doc.resource.incident_catalog_entries);
      bodies[v] = Object.fromEntries(Object.entries(entries.entries).map(([ext, e]) => [ext, {
        name: e.name, values: Object.fromEntries(Object.entries(e.attribute_values).map(([k, x]) => [names[k], x])),
      }]));
    } finally {
      rm(outdir);
    }
  }
  if (JSON.stringify(sortDeep(bodies.l2)) !== JSON.stringify(sortDeep(bodies['l1-ids']))) {
    throw new Error(`catalog equivalence: the L2 and the L1 render different entries:\nL2: ${JSON.stringify(bodies.l2)}\nL1: ${JSON.stringify(bodies['l1-ids'])}`);
  }
  results.catalogSample = sortDeep(bodies.l2);
  log(`catalog equivalence: the L2 and the L1 render the same ${n} entries`);
}

function sortDeep(x) {
  if (Array.isArray(x)) return x.map(sortDeep);
  if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sortDeep(x[k])]));
  return x;
}

/** The catalog targets, judged on the medians. */
function catalogTargets(add) {
  const c = results.catalog;
  const l2 = c[CATALOG_TARGET.n].l2;
  add(`Catalog L2 at N = ${CATALOG_TARGET.n}: construct + synth (ms)`, l2.totalMs.median, CATALOG_TARGET.ms);
  add(`Catalog L2 at N = ${CATALOG_TARGET.n}: peak RSS (MiB)`, mb(l2.maxRssKb.median), CATALOG_TARGET.rssMiB);
  add('Catalog L2, 50000 vs 10000 entries: construct + synth per entry, ratio', (c[50000].l2.totalMs.median / 50000) / (l2.totalMs.median / 10000), CATALOG_TARGET.linear);
}

function catalogSection(L, table) {
  const c = results.catalog;
  L.push('## 9. Catalog (issue 20)', '', 'One custom catalog type with 5 attributes (Owner, Tier, Language, Tags (array), Description) and N entries with a value for each (bench/cases/catalog-common.js). '
    + '*total* is defining the constructs plus `app.synth()`, timed in the process; *CPU* is the process\'s user + system time over the same span (less sensitive to other load on the machine than the wall time); '
    + '*peak RSS* is `process.resourceUsage().maxRSS`. The L1 forms are what a user writes with `IncidentCatalogEntries`. '
    + `Targets (issue 20), for the L2 at N = ${CATALOG_TARGET.n}: construct + synth ≤ ${CATALOG_TARGET.ms} ms and peak RSS ≤ ${CATALOG_TARGET.rssMiB} MiB, growing linearly.`, '');
  for (const [n, m] of Object.entries(c)) {
    L.push(`### N = ${n} (${m.l2.totalMs.n} runs each)`, '');
    table(['Variant', 'total ms', 'construct ms', 'synth ms', 'CPU ms', 'peak RSS MiB', 'total / L2'], Object.entries(m).map(([v, x]) => [
      CATALOG_VARIANTS[v].label, cell(x.totalMs), cell(x.constructMs), cell(x.synthMs), cell(x.cpuMs),
      `${num(mb(x.maxRssKb.median))} (${num(mb(x.maxRssKb.min))}–${num(mb(x.maxRssKb.max))})`, ratio(x.totalMs.median, m.l2.totalMs.median).toFixed(2),
    ]));
  }
  const l2 = Object.entries(c).map(([n, m]) => [n, m.l2]);
  table(['N', 'L2 total ms', 'per 1000 entries ms', 'L2 CPU ms', 'peak RSS MiB'], l2.map(([n, x]) => [n, num(x.totalMs.median), num(x.totalMs.median / (Number(n) / 1000)), num(x.cpuMs.median), num(mb(x.maxRssKb.median))]));
  L.push('Equivalence (checked before timing, N = 2): the L2 and the L1 keyed by attribute ids render the same entries (attribute keys shown by attribute name):', '', '```json', JSON.stringify(results.catalogSample, null, 2), '```', '');
}

/**
 * 10. Equinix redundant pairs (issue 26): N redundant pairs of port-to-AWS connections
 * (cases/equinix-common.js), as our L2 (`FabricConnection.redundantPair`) and as the same
 * connections written with our L1 (`EquinixFabricConnection`, the secondary's group read from the
 * primary). Before timing, both must render the same connections (N = 2, resource keys mapped to
 * connection names).
 */
const EQUINIX_VARIANTS = {
  l2: { label: 'ours L2 (`FabricConnection.redundantPair`)', script: 'synth-equinix-l2.js' },
  l1: { label: 'ours L1 (`EquinixFabricConnection` × 2 per pair)', script: 'synth-equinix-l1.js' },
};
const EQUINIX_RUNS = QUICK ? 2 : 15;
/** The target of issue 26: 500 pairs construct and synthesize within 1.15 × the L1. */
const EQUINIX_TARGET = { n: 500, ratio: 1.15 };

function equinixPairs() {
  equinixEquivalence();
  const n = EQUINIX_TARGET.n;
  results.loadavg[`equinix N=${n}`] = load1();
  const m = Object.fromEntries(Object.keys(EQUINIX_VARIANTS).map((v) => [v, { totalMs: [], constructMs: [], synthMs: [], cpuMs: [], maxRssKb: [] }]));
  const paired = [];
  for (let r = 0; r < EQUINIX_RUNS; r++) {
    log(`equinix N=${n}, run ${r + 1}/${EQUINIX_RUNS}`);
    const total = {};
    for (const v of rotated(Object.keys(EQUINIX_VARIANTS), r)) {
      const outdir = tmpdir(`equinix-${v}`);
      try {
        const { result } = run(process.execPath, [path.join(BENCH, 'cases', EQUINIX_VARIANTS[v].script), String(n), outdir]);
        total[v] = result.constructMs + result.synthMs;
        m[v].totalMs.push(total[v]);
        m[v].constructMs.push(result.constructMs);
        m[v].synthMs.push(result.synthMs);
        m[v].cpuMs.push(result.constructCpuMs + result.synthCpuMs);
        m[v].maxRssKb.push(result.maxRssKb);
      } finally {
        rm(outdir);
      }
    }
    paired.push(total.l2 / total.l1);
  }
  results.equinix = { n, paired: stats(paired), ...Object.fromEntries(Object.entries(m).map(([v, x]) => [v, Object.fromEntries(Object.entries(x).map(([k, xs]) => [k, stats(xs)]))])) };
}

/** The L2 and the L1 render the same connections (resource keys replaced by connection names). */
function equinixEquivalence() {
  const bodies = {};
  for (const v of Object.keys(EQUINIX_VARIANTS)) {
    const outdir = tmpdir(`equinix-eq-${v}`);
    try {
      run(process.execPath, [path.join(BENCH, 'cases', EQUINIX_VARIANTS[v].script), '2', outdir]);
      const doc = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8'));
      const conns = doc.resource.equinix_fabric_connection;
      let text = JSON.stringify(sortDeep(Object.fromEntries(Object.values(conns).map(({ '//': _, ...c }) => [c.name, c]))));
      for (const [key, c] of Object.entries(conns)) text = text.split(`equinix_fabric_connection.${key}.`).join(`equinix_fabric_connection.<${c.name}>.`);
      bodies[v] = text;
    } finally {
      rm(outdir);
    }
  }
  if (bodies.l2 !== bodies.l1) throw new Error(`equinix equivalence: the L2 and the L1 render different connections:\nL2: ${bodies.l2}\nL1: ${bodies.l1}`);
  log('equinix equivalence: the L2 and the L1 render the same 4 connections');
}

function equinixTargets(add) {
  const e = results.equinix;
  add(`Equinix, ${e.n} redundant pairs: construct + synth, L2 / L1`, e.l2.totalMs.median / e.l1.totalMs.median, EQUINIX_TARGET.ratio);
}

function equinixSection(L, table) {
  const e = results.equinix;
  L.push('## 10. Equinix redundant pairs (issue 26)', '', `${e.n} redundant pairs of port-to-AWS Direct Connect connections (bench/cases/equinix-common.js), ${e.l2.totalMs.n} runs each, alternating. `
    + '*total* is defining the constructs plus `app.synth()`, timed in the process; *CPU* the process\'s user + system time over the same span. '
    + `Target (issue 26): the L2 within ${EQUINIX_TARGET.ratio} × the same connections written as L1s. Both render the same JSON (checked before timing, N = 2).`, '');
  table(['Variant', 'total ms', 'construct ms', 'synth ms', 'CPU ms', 'peak RSS MiB', 'total / L1'], Object.keys(EQUINIX_VARIANTS).map((v) => {
    const x = e[v];
    return [EQUINIX_VARIANTS[v].label, cell(x.totalMs), cell(x.constructMs), cell(x.synthMs), cell(x.cpuMs), num(mb(x.maxRssKb.median)), ratio(x.totalMs.median, e.l1.totalMs.median).toFixed(2)];
  }));
  L.push(`Paired by run (L2 / L1 of the two processes of one run): median ${e.paired.median.toFixed(2)} (${e.paired.min.toFixed(2)}–${e.paired.max.toFixed(2)}).`, '');
}

/**
 * 11. IBM App Configuration flags (issue 27): N boolean flags with five targeting rules each, in
 * one environment and one collection of an existing instance, with five segments
 * (cases/ibm-common.js), as our L2s (`booleanFlag(...).target(...)`) and as the same resources
 * written with our L1s (`IbmAppConfigFeature` with `segmentRules`). Before timing, both must render
 * the same resources (N = 2, resource keys mapped to the App Configuration ids).
 */
const IBM_VARIANTS = {
  l2: { label: 'ours L2 (`booleanFlag(...).target(...)` × 5)', script: 'synth-ibm-l2.js' },
  l1: { label: 'ours L1 (`IbmAppConfigFeature` with `segmentRules`)', script: 'synth-ibm-l1.js' },
};
const IBM_RUNS = QUICK ? 2 : 15;
/** The target of issue 27: 1,000 flags with 5 targeting rules each construct and synthesize within 1.15 × the L1. */
const IBM_TARGET = { n: 1000, ratio: 1.15 };

function ibmFlags() {
  ibmEquivalence();
  const n = IBM_TARGET.n;
  results.loadavg[`ibm N=${n}`] = load1();
  const m = Object.fromEntries(Object.keys(IBM_VARIANTS).map((v) => [v, { totalMs: [], constructMs: [], synthMs: [], cpuMs: [], maxRssKb: [] }]));
  const paired = [];
  for (let r = 0; r < IBM_RUNS; r++) {
    log(`ibm N=${n}, run ${r + 1}/${IBM_RUNS}`);
    const total = {};
    for (const v of rotated(Object.keys(IBM_VARIANTS), r)) {
      const outdir = tmpdir(`ibm-${v}`);
      try {
        const { result } = run(process.execPath, [path.join(BENCH, 'cases', IBM_VARIANTS[v].script), String(n), outdir]);
        total[v] = result.constructMs + result.synthMs;
        m[v].totalMs.push(total[v]);
        m[v].constructMs.push(result.constructMs);
        m[v].synthMs.push(result.synthMs);
        m[v].cpuMs.push(result.constructCpuMs + result.synthCpuMs);
        m[v].maxRssKb.push(result.maxRssKb);
      } finally {
        rm(outdir);
      }
    }
    paired.push(total.l2 / total.l1);
  }
  results.ibm = { n, paired: stats(paired), ...Object.fromEntries(Object.entries(m).map(([v, x]) => [v, Object.fromEntries(Object.entries(x).map(([k, xs]) => [k, stats(xs)]))])) };
}

/** The id attribute that names each App Configuration resource type. */
const IBM_IDS = { ibm_app_config_environment: 'environment_id', ibm_app_config_collection: 'collection_id', ibm_app_config_segment: 'segment_id', ibm_app_config_feature: 'feature_id' };

/** The L2 and the L1 render the same resources (resource keys replaced by their App Configuration ids, depends_on sorted). */
function ibmEquivalence() {
  const bodies = {};
  for (const v of Object.keys(IBM_VARIANTS)) {
    const outdir = tmpdir(`ibm-eq-${v}`);
    try {
      run(process.execPath, [path.join(BENCH, 'cases', IBM_VARIANTS[v].script), '2', outdir]);
      const doc = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8'));
      const renames = [];
      const named = {};
      for (const [type, idKey] of Object.entries(IBM_IDS)) {
        named[type] = {};
        for (const [key, { '//': _, ...r }] of Object.entries(doc.resource[type] ?? {})) {
          named[type][r[idKey]] = r;
          renames.push([`${type}.${key}`, `${type}.<${r[idKey]}>`]);
        }
      }
      let text = JSON.stringify(sortDeep(named));
      for (const [from, to] of renames) text = text.split(`"${from}"`).join(`"${to}"`);
      const parsed = JSON.parse(text);
      for (const f of Object.values(parsed.ibm_app_config_feature)) if (f.depends_on) f.depends_on.sort();
      bodies[v] = JSON.stringify(parsed);
    } finally {
      rm(outdir);
    }
  }
  if (bodies.l2 !== bodies.l1) throw new Error(`ibm equivalence: the L2 and the L1 render different resources:\nL2: ${bodies.l2}\nL1: ${bodies.l1}`);
  log('ibm equivalence: the L2 and the L1 render the same environment, collection, 5 segments and 2 flags');
}

function ibmTargets(add) {
  const e = results.ibm;
  add(`IBM App Configuration, ${e.n} flags with 5 targeting rules: construct + synth, L2 / L1`, e.l2.totalMs.median / e.l1.totalMs.median, IBM_TARGET.ratio);
}

function ibmSection(L, table) {
  const e = results.ibm;
  L.push('## 11. IBM App Configuration flags (issue 27)', '', `${e.n} boolean flags with 5 targeting rules each, in one environment and one collection, with 5 segments (bench/cases/ibm-common.js), ${e.l2.totalMs.n} runs each, alternating. `
    + '*total* is defining the constructs plus `app.synth()`, timed in the process; *CPU* the process\'s user + system time over the same span. '
    + `Target (issue 27): the L2s within ${IBM_TARGET.ratio} × the same resources written as L1s. Both render the same JSON (checked before timing, N = 2).`, '');
  table(['Variant', 'total ms', 'construct ms', 'synth ms', 'CPU ms', 'peak RSS MiB', 'total / L1'], Object.keys(IBM_VARIANTS).map((v) => {
    const x = e[v];
    return [IBM_VARIANTS[v].label, cell(x.totalMs), cell(x.constructMs), cell(x.synthMs), cell(x.cpuMs), num(mb(x.maxRssKb.median)), ratio(x.totalMs.median, e.l1.totalMs.median).toFixed(2)];
  }));
  L.push(`Paired by run (L2 / L1 of the two processes of one run): median ${e.paired.median.toFixed(2)} (${e.paired.min.toFixed(2)}–${e.paired.max.toFixed(2)}).`, '');
}

const PORT_RUNS = QUICK ? 1 : 3;
/** The target of issue 28: migrate of a 200-file project and convert of a 5,000-line module, each under 30 s. */
const PORT_TARGET = { seconds: 30 };

/**
 * 12. migrate and convert (issue 28): the built bin (`node lib/cli/main.js`) on the generated
 * project and module of cases/port-common.js, with the oracle (synthesis before and after) and the
 * writes, each run on a fresh copy; the run fails unless the command exits 0 with its oracle passed.
 */
function port() {
  const { writeBindingProject, writeHclModule } = require('./cases/port-common');
  const bin = path.join(ROOT, 'lib', 'cli', 'main.js');
  results.loadavg.port = load1();
  const m = { migrate: [], convert: [] };
  const cpu = { migrate: [], convert: [] };
  let files = 0;
  let lines = 0;
  for (let r = 0; r < PORT_RUNS; r++) {
    for (const command of rotated(['migrate', 'convert'], r)) {
      log(`port: ${command}, run ${r + 1}/${PORT_RUNS}`);
      const dir = tmpdir(`port-${command}`);
      try {
        fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
        if (command === 'migrate') files = writeBindingProject(dir);
        else lines = writeHclModule(dir);
        const args = ['--require', path.join(BENCH, 'support', 'cpu-at-exit.js'), bin, command, ...(command === 'convert' ? ['main.tf'] : [])];
        const { wallMs, stdout, stderr } = run(process.execPath, args, { cwd: dir, parse: false });
        if (!/^The oracle passed: /m.test(stdout)) throw new Error(`port: ${command} did not pass its oracle:\n${stdout.slice(-3000)}`);
        m[command].push(wallMs);
        cpu[command].push(JSON.parse(stderr.trim().split('\n').pop()).cpuMs);
      } finally {
        rm(dir);
      }
    }
  }
  results.port = { files, lines, migrate: stats(m.migrate), convert: stats(m.convert), migrateCpu: stats(cpu.migrate), convertCpu: stats(cpu.convert) };
}

function portTargets(add) {
  const p = results.port;
  add(`migrate of a ${p.files}-file binding project, oracle included (s)`, p.migrate.median / 1000, PORT_TARGET.seconds);
  add(`convert of a ${p.lines}-line HCL module, oracle included (s)`, p.convert.median / 1000, PORT_TARGET.seconds);
}

function portSection(L, table) {
  const p = results.port;
  L.push('## 12. migrate and convert (issue 28)', '', `The built bin (\`node lib/cli/main.js\`) in a fresh process on the inputs of bench/cases/port-common.js, ${p.migrate.n} runs each, alternating: `
    + `\`migrate\` of a ${p.files}-file project on @cdktf/provider-mongodbatlas 8.6.2 and \`convert main.tf\` of a ${p.lines}-line module, each with its oracle (both apps synthesized) and its writes (the files, the report). `
    + `Wall time of the process, and its CPU time (user + system), which moves less on a shared machine. Target (issue 28): each under ${PORT_TARGET.seconds} s of wall time.`, '');
  const s = (x) => `${num(x.median / 1000)} (${num(x.min / 1000)}–${num(x.max / 1000)})`;
  table(['command', 'input', 'wall time s', 'CPU s'], [
    ['migrate', `${p.files} files`, s(p.migrate), s(p.migrateCpu)],
    ['convert', `${p.lines} lines`, s(p.convert), s(p.convertCpu)],
  ]);
}

/** 2. Load: require the package root and create one cluster. */
function load() {
  results.loadavg.load = load1();
  results.lazy = generatedModulesLoadedByRoot();
  const m = { ours: { requireMs: [], totalMs: [], wallMs: [], maxRssKb: [] }, peer: { requireMs: [], totalMs: [], wallMs: [], maxRssKb: [] } };
  log(`load, ${RUNS.load} runs each`);
  for (let r = 0; r < RUNS.load; r++) {
    for (const v of rotated(['ours', 'peer'], r)) {
      const outdir = tmpdir(`load-${v}`);
      try {
        const { wallMs, result } = nodeCase(`load-${v}.js`, [outdir]);
        for (const k of ['requireMs', 'totalMs', 'maxRssKb']) m[v][k].push(result[k]);
        m[v].wallMs.push(wallMs);
      } finally {
        rm(outdir);
      }
    }
  }
  results.load = Object.fromEntries(Object.entries(m).map(([v, x]) => [v, Object.fromEntries(Object.entries(x).map(([k, xs]) => [k, stats(xs)]))]));
}

/** The type-check variants: bench/typecheck/<name>/ (see README.md, section 3). */
const TYPECHECK_VARIANTS = ['ours', 'ours-entry', 'peer', 'floor'];

/**
 * bench/typecheck/node_modules/terrain-constructs → the repository, so that the ours-entry app
 * resolves `terrain-constructs/mongodbatlas` through package.json `exports`, as an installed copy
 * does (git-ignored; made on every run).
 */
function linkSelf() {
  const link = path.join(BENCH, 'typecheck', 'node_modules', 'terrain-constructs');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  rm(link);
  fs.symlinkSync(ROOT, link, 'dir');
}

/** 3. Type-check a small user app with tsc --noEmit. */
function typecheck() {
  results.loadavg.typecheck = load1();
  linkSelf();
  const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
  const m = Object.fromEntries(TYPECHECK_VARIANTS.map((v) => [v, { wall: [], cpu: [] }]));
  const config = (v) => path.join(BENCH, 'typecheck', v, 'tsconfig.json');
  const cpuTime = path.join(BENCH, 'support', 'cpu-time.js');
  log(`type-check, ${RUNS.typecheck} runs each`);
  for (let r = 0; r < RUNS.typecheck; r++) {
    for (const v of rotated(TYPECHECK_VARIANTS, r)) {
      const { wallMs, stderr } = run(process.execPath, [cpuTime, tsc, '-p', config(v)], { parse: false });
      m[v].wall.push(wallMs);
      m[v].cpu.push(JSON.parse(stderr.trim().split('\n').pop()).cpuMs);
    }
  }
  const files = (v) => run(process.execPath, [tsc, '-p', config(v), '--listFilesOnly'], { parse: false }).stdout.trim().split('\n').length;
  results.typecheck = Object.fromEntries(TYPECHECK_VARIANTS.map((v) => [v, { ...stats(m[v].wall), cpu: stats(m[v].cpu), files: files(v) }]));
}

/** The type-check table (section 3), for RESULTS.md and BENCH_ONLY=typecheck. */
function typecheckSection(L, table) {
  const tc = results.typecheck;
  const label = {
    'ours': 'ours, package root (`import { mongodbatlas } from \'terrain-constructs\'`)',
    'ours-entry': 'ours, entry point (`import * as mongodbatlas from \'terrain-constructs/mongodbatlas\'`)',
    'peer': 'peer (namespace imports from its root)',
    'floor': 'floor: the framework part alone (cdktn, constructs, @types/node; no provider library)',
  };
  table(['', 'CPU ms (user + system)', 'wall ms', 'files in program', 'CPU / peer', 'wall / peer'], TYPECHECK_VARIANTS.map((v) => [
    label[v], cell(tc[v].cpu), cell(tc[v]), tc[v].files, ratio(tc[v].cpu.median, tc.peer.cpu.median).toFixed(2), ratio(tc[v].median, tc.peer.median).toFixed(2),
  ]));
  const above = (v) => ratio(tc[v].cpu.median - tc.floor.cpu.median, tc.peer.cpu.median - tc.floor.cpu.median);
  L.push(`Judged on CPU time (tsc is single-threaded; on a shared machine its wall time mostly measures the other work). `
    + `Above the floor (what the provider library itself adds, ours / peer, CPU): package root ${above('ours').toFixed(2)}, entry point ${above('ours-entry').toFixed(2)}. `
    + `The floor is ${ratio(tc.floor.cpu.median, tc.peer.cpu.median).toFixed(2)} × the peer: no provider library can type-check this app below that.`, '');
}

/** Bytes of .js + .d.ts per module folder, as shipped and without inline source maps. */
function moduleSizes(dirs) {
  return Object.fromEntries(dirs.map((d) => {
    const files = filesUnder(d, isCode);
    const bytes = bytesOf(files);
    return [path.basename(d), { bytes, noMaps: bytes - inlineMapBytes(files) }];
  }));
}
const subdirs = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name));
/** Our data source `data-x` is the peer's `data-mongodbatlas-x`. */
const peerName = (ours) => (ours.startsWith('data-') ? `data-mongodbatlas-${ours.slice(5)}` : ours);
/** Bytes of inline source maps (`//# sourceMappingURL=data:...`) in .js files. */
const inlineMapBytes = (files) => files.filter((f) => f.endsWith('.js')).reduce((s, f) => {
  const m = /\/\/# sourceMappingURL=data:[^\n]*/.exec(fs.readFileSync(f, 'utf8'));
  return s + (m ? Buffer.byteLength(m[0]) : 0);
}, 0);

/** 4. Packed and installed size. */
function size() {
  log('size');
  const t = tmpdir('pack');
  try {
    const packJson = (args, cwd) => JSON.parse(run('npm', ['pack', '--json', ...args], { cwd, parse: false }).stdout)[0];
    const ours = packJson(['--pack-destination', t], ROOT);
    const peer = packJson([`${PEER}@${PEER_VERSION}`], t);
    const x = path.join(t, 'ours');
    fs.mkdirSync(x);
    run('tar', ['-xzf', path.join(t, ours.filename), '-C', x], { parse: false });
    const oursPkg = path.join(x, 'package');
    const oursAll = filesUnder(oursPkg);
    const peerAll = filesUnder(PEER_DIR);
    const oursGen = path.join(oursPkg, 'lib', 'generated', 'mongodbatlas');
    const oursMods = moduleSizes(subdirs(oursGen));
    const peerMods = moduleSizes(subdirs(path.join(PEER_DIR, 'lib')));
    const avg = (mods, names, k) => names.reduce((s, m) => s + mods[m][k], 0) / names.length;
    const matched = Object.keys(oursMods).filter((m) => peerMods[peerName(m)] !== undefined);
    const perType = (k) => ({
      ours: avg(oursMods, Object.keys(oursMods), k), peer: avg(peerMods, Object.keys(peerMods), k),
      oursMatched: avg(oursMods, matched, k), peerMatched: avg(peerMods, matched.map(peerName), k),
      oursAc: oursMods['advanced-cluster'][k], peerAc: peerMods['advanced-cluster'][k],
    });
    const oursGenFiles = filesUnder(oursGen, isCode);
    const peerLibFiles = filesUnder(path.join(PEER_DIR, 'lib'), isCode);
    const generatedOthers = filesUnder(path.join(oursPkg, 'lib', 'generated'), isCode).filter((f) => !f.startsWith(oursGen + path.sep));
    results.size = {
      ours: { packed: ours.size, installed: bytesOf(oursAll), files: oursAll.length, modules: Object.keys(oursMods).length },
      peer: { packed: peer.size, installed: bytesOf(peerAll), files: peerAll.length, modules: Object.keys(peerMods).length },
      matched: matched.length,
      providers: subdirs(path.join(oursPkg, 'lib', 'generated')).map((d) => path.basename(d)),
      shipped: perType('bytes'),
      noMaps: perType('noMaps'),
      breakdown: {
        'lib/generated/mongodbatlas (js + d.ts)': bytesOf(oursGenFiles),
        '  of which inline source maps in .js': inlineMapBytes(oursGenFiles),
        'lib/generated of other providers': bytesOf(generatedOthers),
        '.jsii assembly (.jsii + .jsii.gz)': bytesOf(oursAll.filter((f) => ['.jsii', '.jsii.gz'].includes(path.basename(f)))),
        'Markdown (README, API docs)': bytesOf(oursAll.filter((f) => f.endsWith('.md'))),
      },
      peerBreakdown: {
        'lib/ (js + d.ts)': bytesOf(peerLibFiles),
        '  of which inline source maps in .js': inlineMapBytes(peerLibFiles),
        '.jsii assembly': bytesOf(peerAll.filter((f) => path.basename(f) === '.jsii')),
        'Markdown': bytesOf(peerAll.filter((f) => f.endsWith('.md'))),
      },
    };
  } finally {
    rm(t);
  }
}

/** The targets, from the medians of this run. */
function targets() {
  const s5 = results.synth[5000];
  const t = [];
  const add = (name, value, limit, detail) => t.push({ name, value, limit, ok: value <= limit, detail });
  add('L1 synth at N = 5000: ours/peer', ratio(s5['ours-l1'].synthMs.median, s5['peer-l1'].synthMs.median), 0.7, 'ours-l1');
  for (const n of Object.keys(results.synth)) {
    add(`L2 synth at N = ${n}: ours L2 / ours L1`, ratio(results.synth[n]['ours-l2'].synthMs.median, results.synth[n]['ours-l1'].synthMs.median), 1.15, n === '5000' ? 'ours-l2' : undefined);
  }
  add('Load (require root + one cluster): ours/peer', ratio(results.load.ours.totalMs.median, results.load.peer.totalMs.median), 0.5, 'load-ours');
  add('Type-check of the small app, provider entry point: ours/peer (CPU time)', ratio(results.typecheck['ours-entry'].cpu.median, results.typecheck.peer.cpu.median), 0.75);
  add('Peak RSS at N = 5000: ours L1 / peer', ratio(s5['ours-l1'].maxRssKb.median, s5['peer-l1'].maxRssKb.median), 1, 'rss-ours-l1');
  add('Peak RSS at N = 5000: ours L2 / peer', ratio(s5['ours-l2'].maxRssKb.median, s5['peer-l1'].maxRssKb.median), 1, 'rss-ours-l2');
  // Judged on the types both packages have: the peer's mean over all of its 177 types is pulled
  // down by many small ones we do not generate, so the all-types ratio compares different mixes.
  add(`Installed size per generated resource type (the ${results.size.matched} types both have): ours/peer`, ratio(results.size.shipped.oursMatched, results.size.shipped.peerMatched), 0.5);
  if (results.checks) {
    const c = results.checks;
    add(`Checks at N = ${c.n}: our L1 construct + synth with checks / without`, ratio(c.on.totalMs.median, c.off.totalMs.median), 1.1);
  }
  if (results.packs) {
    const p = results.packs;
    add(`Policy packs at N = ${p.n}: synth with the four packs / without (no finding)`, ratio(p.on.synthMs.median, p.off.synthMs.median), 1.1);
  }
  if (results.catalog) catalogTargets(add);
  if (results.equinix) equinixTargets(add);
  if (results.ibm) ibmTargets(add);
  if (results.port) portTargets(add);
  for (const x of results.terraformTargets ?? []) add(x.name, x.value, x.limit);
  results.targets = t;
}

/** Profiles one run of each variant behind a missed target (into .work/profiles). */
function profiles() {
  const dir = path.join(WORK, 'profiles');
  rm(dir);
  fs.mkdirSync(dir, { recursive: true });
  results.profiles = [];
  const missed = new Set(results.targets.filter((t) => !t.ok && t.detail).map((t) => t.detail));
  const cpu = (name, script, args) => {
    log(`profiling ${name}`);
    const outdir = tmpdir(name);
    try {
      nodeCase(script, args(outdir), ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}.cpuprofile`]);
    } finally {
      rm(outdir);
    }
    results.profiles.push({ name, kind: 'cpu', file: path.relative(BENCH, path.join(dir, `${name}.cpuprofile`)), ...summarise(path.join(dir, `${name}.cpuprofile`)) });
  };
  const heap = (name, script, args) => {
    log(`heap-profiling ${name}`);
    const outdir = tmpdir(name);
    try {
      nodeCase(script, args(outdir), ['--heap-prof', `--heap-prof-dir=${dir}`, `--heap-prof-name=${name}.heapprofile`]);
    } finally {
      rm(outdir);
    }
    results.profiles.push({ name, kind: 'heap', file: path.relative(BENCH, path.join(dir, `${name}.heapprofile`)), ...summariseHeap(path.join(dir, `${name}.heapprofile`)) });
  };
  if (missed.has('ours-l1') || missed.has('ours-l2')) cpu('ours-l1-5000', 'synth-ours-l1.js', (o) => [5000, o]);
  if (missed.has('ours-l2')) cpu('ours-l2-5000', 'synth-ours-l2.js', (o) => [5000, o]);
  if (missed.has('ours-l1')) cpu('peer-l1-5000', 'synth-peer-l1.js', (o) => [5000, o]);
  if (missed.has('load-ours')) cpu('load-ours', 'load-ours.js', (o) => [o]);
  if (missed.has('rss-ours-l1')) heap('rss-ours-l1-5000', 'synth-ours-l1.js', (o) => [5000, o]);
  if (missed.has('rss-ours-l2')) heap('rss-ours-l2-5000', 'synth-ours-l2.js', (o) => [5000, o]);
}

// ---------------------------------------------------------------- report

function report() {
  const e = results.env;
  const L = [];
  const table = (head, rows) => { L.push(`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''); };
  L.push('# Benchmark results', '', `Written by \`npm run bench\` (bench/run.js)${QUICK ? ' in QUICK mode (2 runs; not valid results)' : ''}. Medians, with min–max in parentheses; ratios are ours/peer of the medians of this run.`, '');
  table(['', ''], [
    ['Date', e.date], ['Machine', `${e.cpu}, ${e.cores} cores, ${e.memory} memory`], ['OS', e.os], ['Node', e.node],
    ...Object.entries(e.versions).map(([k, v]) => [k, v]),
    ['lib/ fingerprint (start → end)', `${results.fingerprintStart} → ${results.fingerprintEnd}${results.fingerprintStart === results.fingerprintEnd ? ' (unchanged)' : ' (**changed during the run**)'}`],
    ['Generated modules loaded by `require(\'../lib\')`', `${results.lazy}${results.lazy === 0 ? ' (lazy barrels)' : ' (**barrels not lazy**)'}`],
    ['1-min load average at each section start', Object.entries(results.loadavg).map(([k, v]) => `${k}: ${v}`).join(', ')],
  ]);
  for (const n of results.notes) L.push(`> ${n}`, '');

  L.push('## Targets', '');
  table(['Target', 'Value', 'Limit', 'Verdict'], results.targets.map((t) => [t.name, t.value.toFixed(2), `≤ ${t.limit}`, verdict(t.ok)]));

  L.push('## 1. Synth', '', 'Each cluster: 1 replication spec of 3 AWS regions (electable M10 nodes 3/2/2, priorities 7/6/5) and an advanced configuration; plus one provider block. ' +
    '*synth* is `app.synth()` only (floor: `JSON.stringify` + write), timed in the process with `process.hrtime.bigint()`; *construct* is defining the constructs (floor: building the objects); ' +
    '*wall* is the whole child process, measured by the orchestrator; *peak RSS* is `process.resourceUsage().maxRSS` at the end. Output goes to a temp outdir that is deleted after each run.', '');
  for (const [n, m] of Object.entries(results.synth)) {
    L.push(`### N = ${n} (${m['ours-l1'].synthMs.n} runs each)`, '');
    const p = m['peer-l1'];
    table(['Variant', 'synth ms', 'construct ms', 'wall ms', 'peak RSS MiB', 'synth / peer', 'wall / peer', 'RSS / peer'], SYNTH_VARIANTS.map((v) => [
      LABEL[v], cell(m[v].synthMs), cell(m[v].constructMs), cell(m[v].wallMs),
      `${num(mb(m[v].maxRssKb.median))} (${num(mb(m[v].maxRssKb.min))}–${num(mb(m[v].maxRssKb.max))})`,
      ratio(m[v].synthMs.median, p.synthMs.median).toFixed(2), ratio(m[v].wallMs.median, p.wallMs.median).toFixed(2), ratio(m[v].maxRssKb.median, p.maxRssKb.median).toFixed(2),
    ]));
    const paired = stats(m['ours-l2'].synthMs.values.map((x, i) => x / m['ours-l1'].synthMs.values[i]));
    L.push(`ours L2 / ours L1: synth ${ratio(m['ours-l2'].synthMs.median, m['ours-l1'].synthMs.median).toFixed(2)}, construct + synth ${ratio(m['ours-l2'].synthMs.median + m['ours-l2'].constructMs.median, m['ours-l1'].synthMs.median + m['ours-l1'].constructMs.median).toFixed(2)}. ` +
      `Paired by run (the L2 and L1 processes of one run, seconds apart, so that drift in the machine's speed cancels): synth ratio median ${paired.median.toFixed(2)}, min–max ${paired.min.toFixed(2)}–${paired.max.toFixed(2)}.`, '');
  }
  L.push('### Equivalence (checked before timing, N = 2)', '', 'All four variants rendered the same `mongodbatlas_advanced_cluster` bodies after normalisation (bench/support/equivalence.js): `//` metadata dropped, resources matched by `name` (construct-derived keys ignored), and for the peer (provider 1.x) only these documented 1.x → 2.x differences allowed:', '');
  for (const a of ALLOWED) L.push(`- ${a}`);
  L.push('', 'The normalised body of one cluster:', '', '```json', JSON.stringify(results.equivalence.sample, null, 2), '```', '');

  const ld = results.load;
  L.push('## 2. Load', '', `\`require\` of the package root, then one \`App\`, \`TerraformStack\` and advanced cluster, in a fresh process (${ld.ours.totalMs.n} runs each). Ours: \`require('../lib')\` + \`new mongodbatlas.MongodbatlasAdvancedCluster\`; peer: \`require('${PEER}')\` + \`new advancedCluster.AdvancedCluster\`. Both requires include loading the framework (cdktn / cdktf).`, '');
  table(['', 'require ms', 'require + create ms', 'wall ms', 'peak RSS MiB'], ['ours', 'peer'].map((v) => [v, cell(ld[v].requireMs), cell(ld[v].totalMs), cell(ld[v].wallMs), num(mb(ld[v].maxRssKb.median))])
    .concat([['ours/peer', ratio(ld.ours.requireMs.median, ld.peer.requireMs.median).toFixed(2), ratio(ld.ours.totalMs.median, ld.peer.totalMs.median).toFixed(2), ratio(ld.ours.wallMs.median, ld.peer.wallMs.median).toFixed(2), ratio(ld.ours.maxRssKb.median, ld.peer.maxRssKb.median).toFixed(2)]]));

  L.push('## 3. Type-check', '', `\`tsc --noEmit -p bench/typecheck/<variant>/tsconfig.json\` (TypeScript ${e.versions.typescript}, strict, skipLibCheck) of the same small app: provider, advanced cluster, backup schedule, database user, a cluster data source and two outputs; ours imported from the package root and from the provider's entry point, and the floor (the app's framework part alone). Wall time of a fresh process, ${results.typecheck.ours.n} runs each.`, '');
  typecheckSection(L, table);

  const sz = results.size;
  L.push('## 4. Size', '', `Ours: \`npm pack\` of the repository into a temp dir, extracted; peer: \`npm pack ${PEER}@${PEER_VERSION}\` and its installed folder. Installed = sum of file sizes (bytes, not disk blocks). Per generated resource type = bytes of .js + .d.ts under ours \`lib/generated/mongodbatlas/<module>/\` or the peer's \`lib/<resource>/\`, divided by the number of such folders (resources, data sources and the provider).`, '');
  table(['', 'packed', 'installed', 'files', 'generated types'], [
    ['ours', mib(sz.ours.packed), mib(sz.ours.installed), sz.ours.files, sz.ours.modules],
    ['peer', mib(sz.peer.packed), mib(sz.peer.installed), sz.peer.files, sz.peer.modules],
    ['ours/peer', ratio(sz.ours.packed, sz.peer.packed).toFixed(2), ratio(sz.ours.installed, sz.peer.installed).toFixed(2), '', ''],
  ]);
  L.push(`Ours ships the generated code of ${sz.providers.length} provider(s) (${sz.providers.join(', ')}) in one package; the peer ships mongodbatlas only. Per generated type (mean bytes of .js + .d.ts per module folder); the target is judged on *the types both have, as shipped* (the same types on both sides; the mean over all types compares our 28 large types with the peer's 177, many of them small types we do not generate, and is shown for completeness):`, '');
  const sizeRows = (label, x) => [
    [`${label}: ours`, kib(x.ours), kib(x.oursMatched), kib(x.oursAc)],
    [`${label}: peer`, kib(x.peer), kib(x.peerMatched), kib(x.peerAc)],
    [`${label}: ours/peer`, ratio(x.ours, x.peer).toFixed(2), ratio(x.oursMatched, x.peerMatched).toFixed(2), ratio(x.oursAc, x.peerAc).toFixed(2)],
  ];
  table(['', `all types (ours ${sz.ours.modules}, peer ${sz.peer.modules})`, `the ${sz.matched} types both have`, '`advanced-cluster`'], [
    ...sizeRows('as shipped', sz.shipped), ...sizeRows('without inline source maps', sz.noMaps)]);
  L.push('Where the installed bytes are:', '');
  table(['ours', 'bytes', '', 'peer', 'bytes'], Object.keys(sz.breakdown).map((k, i) => {
    const pk = Object.keys(sz.peerBreakdown)[i];
    return [k.replace(/^ {2}/, '&nbsp;&nbsp;'), mib(sz.breakdown[k]), '', pk ? pk.replace(/^ {2}/, '&nbsp;&nbsp;') : '', pk ? mib(sz.peerBreakdown[pk]) : ''];
  }));

  const g = results.generator;
  L.push('## 5. Generator and compile', '', `In the repository: \`ts-node --transpile-only --project scripts/tsconfig.json scripts/gen/cli.ts --check\` (regenerates every provider in spec/ in memory and compares; ${g.gen.n} runs), \`CI=true jsii --silence-warnings=reserved-word\` (${g.jsii.n} runs; rewrites lib/ and .jsii), each followed by \`node scripts/lazify.js lib\`. Local binaries are run directly (no npx start-up).`, '');
  table(['Step', 'wall ms'], [['generator (all providers, --check)', cell(g.gen)], ['jsii compile', cell(g.jsii)], ['lazify', cell(g.lazify)]]);

  if (results.checks) {
    const c = results.checks;
    L.push('## 6. Checks', '', `Our L1 at N = ${c.n} with the value checks and type rules, and the same with them switched off (\`BENCH_NO_CHECKS=1\`), ${c.on.synthMs.n} runs each, alternating. The inputs are valid, so the checks find nothing and report nothing: this is their cost on a clean stack.`, '');
    table(['', 'with checks', 'without', 'ratio'], [
      ['synth (ms)', cell(c.on.synthMs), cell(c.off.synthMs), ratio(c.on.synthMs.median, c.off.synthMs.median).toFixed(3)],
      ['construct + synth (ms)', cell(c.on.totalMs), cell(c.off.totalMs), ratio(c.on.totalMs.median, c.off.totalMs.median).toFixed(3)],
    ]);
  }
  if (results.packs) packsSection(L, table);
  if (results.terraform) L.push('## 8. Terraform (issue 19)', '', 'Wall times, Terraform included (see bench/README.md, section 8).', '', ...results.terraform, '');
  if (results.catalog) catalogSection(L, table);
  if (results.equinix) equinixSection(L, table);
  if (results.ibm) ibmSection(L, table);
  if (results.port) portSection(L, table);
  if (results.profiles.length) {
    L.push('## Profiles of missed targets', '', 'One run each, `node --cpu-prof --cpu-prof-interval=250` (or `--heap-prof` for memory) of the whole process, into bench/.work/profiles/ (not committed). Self time is where the samples landed; inclusive time counts a function whenever it is on the stack.', '');
    for (const p of results.profiles) {
      const unit = p.kind === 'cpu' ? 'ms' : 'MiB';
      const val = (x) => (p.kind === 'cpu' ? num(x.ms) : (x.bytes / 2 ** 20).toFixed(2));
      L.push(`### ${p.name} (${p.kind === 'cpu' ? `${num(p.totalMs)} ms sampled` : `${(p.totalBytes / 2 ** 20).toFixed(1)} MiB sampled allocations`}; \`${p.file}\`)`, '');
      L.push(`Top 10 ${p.kind === 'cpu' ? 'self-time frames' : 'allocation sites (self size)'}:`, '');
      table(['#', `self ${unit}`, '%', 'function', 'location'], p.frames.map((f, i) => [i + 1, val(f), f.pct.toFixed(1), `\`${f.name}\``, f.location]));
      L.push('By package (self):', '');
      table(['package', `self ${unit}`, '%'], p.packages.slice(0, 8).map((x) => [x.name, val(x), x.pct.toFixed(1)]));
      if (p.ours?.length) {
        L.push('terrain-constructs functions by inclusive time (what in our code costs time):', '');
        table(['function', 'location', `inclusive ${unit}`, '%'], p.ours.map((f) => [`\`${f.name}\``, f.location, val(f), f.pct.toFixed(1)]));
      }
    }
  }
  fs.writeFileSync(path.join(BENCH, 'RESULTS.md'), L.join('\n'));
}

// ---------------------------------------------------------------- main

function main() {
  const t0 = Date.now();
  fs.mkdirSync(WORK, { recursive: true });
  if (!fs.existsSync(PEER_DIR)) throw new Error(`${PEER} is not installed: run \`npm install\` in bench/ first`);
  environment();
  generator();
  results.fingerprintStart = libFingerprint();
  equivalence();
  synth();
  checks();
  packs();
  catalog();
  equinixPairs();
  ibmFlags();
  port();
  load();
  typecheck();
  size();
  if (hasTerraform()) {
    results.loadavg.terraform = load1();
    log('terraform: validate and plan of the example app and of 1000 clusters');
    results.terraform = terraformLines();
  } else {
    results.notes.push('No terraform on PATH: section 8 (Terraform) was not measured.');
  }
  targets();
  profiles();
  results.fingerprintEnd = libFingerprint();
  if (results.fingerprintStart !== results.fingerprintEnd) results.notes.push('lib/ changed while the benchmarks ran (another build in the work tree?): the results mix two builds. Run again.');
  if (results.lazy !== 0) results.notes.push(`Requiring the package root loaded ${results.lazy} generated modules: lib/ was not lazified (run \`node scripts/lazify.js lib\`), so the load numbers are not those of the shipped package.`);
  report();
  log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s: bench/RESULTS.md`);
  for (const t of results.targets) log(`${t.ok ? 'met   ' : 'MISSED'} ${t.name}: ${t.value.toFixed(2)} (limit ${t.limit})`);
}

/**
 * Terraform on our JSON (cases/terraform-plan.js): TerrainTesting.validate and plan of the example
 * app and of one stack of 1000 clusters, and the stand-in's start-up. Run alone
 * (BENCH_ONLY=terraform); needs lib/ built and terraform on PATH. Prints its table.
 */
function terraformSection() {
  const L = terraformLines();
  console.log(L.join('\n'));
}

/** Whether `terraform` runs here (section 8 needs it). */
function hasTerraform() {
  try {
    cp.execFileSync('terraform', ['version'], { stdio: 'ignore', env: { ...process.env, CHECKPOINT_DISABLE: '1' } });
    return true;
  } catch {
    return false;
  }
}

/** The lines of section 8 (Markdown). */
function terraformLines() {
  const { result: r } = nodeCase('terraform-plan.js', [1000]);
  const s = (xs) => stats(xs);
  const own = s(r.standIn.map((x) => x.own));
  const total = s(r.standIn.map((x) => x.total));
  const L = [
    `Terraform: ${cp.execFileSync('terraform', ['version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, CHECKPOINT_DISABLE: '1' } }).split('\n')[0]}, node ${process.version}, ${os.cpus().length} cores, load ${load1()}`,
    '',
    '| stand-in start-up (5 runs) | median (min–max) |',
    '| --- | --- |',
    `| its own code, to the handshake line | ${cell(own, ' ms')} |`,
    `| process start (node's own start-up included) to the handshake line | ${cell(total, ' ms')} |`,
    '',
    '| example stack | resources | validate | plan |',
    '| --- | --- | --- | --- |',
    ...Object.entries(r.examples).map(([id, e]) => `| ${id} | ${e.resources} | ${num(e.validateMs)} ms | ${num(e.planMs)} ms |`),
    `| **the app, stack after stack** | | **${num(r.appValidateMs)} ms** | **${num(r.appPlanMs)} ms** |`,
    `| **the app, all stacks at once** | | **${num(r.appValidateParallelMs)} ms** | **${num(r.appPlanParallelMs)} ms** |`,
    '',
    `| one stack of ${r.clusters.n} ReplicaSetClusters | wall time |`,
    '| --- | --- |',
    `| TerrainTesting.synth | ${num(r.clusters.synthMs)} ms |`,
    `| TerrainTesting.validate | ${num(r.clusters.validateMs)} ms |`,
    `| TerrainTesting.plan (${r.clusters.planned} planned) | ${num(r.clusters.planMs)} ms |`,
    '',
    `Targets: validate of the example app under 10 s: ${verdict(r.appValidateMs < 10_000)}; stand-in start-up (its own) under 300 ms: ${verdict(own.median < 300)}.`,
  ];
  results.terraformTargets = [
    { name: 'Terraform: validate of the example app, stack after stack (ms)', value: r.appValidateMs, limit: 10000, ok: r.appValidateMs < 10_000 },
    { name: 'Terraform: a stand-in provider\'s own start-up (ms)', value: own.median, limit: 300, ok: own.median < 300 },
  ];
  return L;
}

/** Runs one section alone and prints its table and targets (RESULTS.md is not touched). */
function printOnly(measure, targetsOf, section) {
  measure();
  const L = [];
  const t = [];
  targetsOf((name, value, limit) => t.push({ name, value, limit, ok: value <= limit }));
  section(L, (head, rows) => L.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''));
  L.push('| Target | Value | Limit | Verdict |', '| --- | --- | --- | --- |', ...t.map((x) => `| ${x.name} | ${x.value.toFixed(2)} | ≤ ${x.limit} | ${verdict(x.ok)} |`));
  console.log(L.join('\n'));
}

if (require.main === module) {
  if (process.env.BENCH_ONLY === 'terraform') {
    terraformSection();
  } else if (process.env.BENCH_ONLY === 'catalog') {
    // Only the catalog measurement (issue 20), printed with its targets (RESULTS.md is not touched): needs lib/ built.
    printOnly(catalog, catalogTargets, catalogSection);
  } else if (process.env.BENCH_ONLY === 'equinix') {
    // Only the equinix pairs (issue 26), printed with the target (RESULTS.md is not touched): needs lib/ built.
    printOnly(equinixPairs, equinixTargets, equinixSection);
  } else if (process.env.BENCH_ONLY === 'ibm') {
    // Only the ibm App Configuration flags (issue 27), printed with the target (RESULTS.md is not touched): needs lib/ built.
    printOnly(ibmFlags, ibmTargets, ibmSection);
  } else if (process.env.BENCH_ONLY === 'port') {
    // Only migrate and convert (issue 28), printed with the targets (RESULTS.md is not touched): needs lib/ built.
    printOnly(port, portTargets, portSection);
  } else if (process.env.BENCH_ONLY === 'typecheck') {
    // Only the type-check measurement, printed (RESULTS.md is not touched): needs lib/ built.
    typecheck();
    const L = [];
    typecheckSection(L, (head, rows) => L.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''));
    console.log(L.join('\n'));
  } else if (process.env.BENCH_ONLY === 'packs') {
    // Only the policy packs measurement, printed (RESULTS.md is not touched): needs lib/ built.
    packs();
    const L = [];
    packsSection(L, (head, rows) => L.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''));
    console.log(L.join('\n'));
  } else {
    main();
  }
}
module.exports = { results, size, report };
