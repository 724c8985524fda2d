// Terraform itself on our JSON, offline: the wall time of TerrainTesting.validate and
// TerrainTesting.plan (synth, the working folder, terraform against the stand-in providers) for
// every stack of the example app, and for one stack of N ReplicaSetClusters; and the start-up of
// one stand-in process. Needs the built package (lib/) and terraform on PATH.
//
// usage: node cases/terraform-plan.js <n>
// The examples (TypeScript, importing ../../src) run through ts-node with `src` mapped to the
// built `lib`, so that every case measures the package.
const cp = require('child_process');
const Module = require('module');
const path = require('path');
const ROOT = path.join(__dirname, '..', '..');
const LIB = path.join(ROOT, 'lib');
const SRC = path.join(ROOT, 'src');

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const file = resolve.call(this, request, parent, ...rest);
  if (file.startsWith(SRC + path.sep)) return resolve.call(this, LIB + file.slice(SRC.length).replace(/\.ts$/, ''), parent, ...rest);
  return file;
};
require('ts-node').register({ transpileOnly: true, project: path.join(ROOT, 'scripts', 'tsconfig.json') });

const { App, TerraformStack, TerraformVariable } = require('cdktn');
const { mongodbatlas, RemovalPolicy, TerrainTesting } = require(LIB);
const { EXAMPLES, SETUP } = require(path.join(ROOT, 'examples'));
const { l2Props, now, ms, report } = require('./common');

const n = Number(process.argv[2] || 1000);
process.env.TERRAIN_CONSTRUCTS_QUIET = '1';

function placeholders(stack) {
  const out = {};
  for (const [name, v] of Object.entries(stack.toTerraform().variable ?? {})) {
    if (v.default !== undefined) continue;
    const t = String(v.type ?? 'string');
    out[name] = t === 'number' ? 1 : t === 'bool' ? true : /^(list|set)/.test(t) ? [] : /^map/.test(t) ? {} : 'placeholder';
  }
  return out;
}

/** Every example stack, each in its own app (as the examples test builds them: packs apply to the app). */
function exampleStacks() {
  return Object.entries(EXAMPLES).map(([id, Stack]) => {
    const app = new App();
    SETUP[id]?.(app);
    return new Stack(app, id);
  });
}

async function timed(fn) {
  const t0 = now();
  const r = await fn();
  return { ms: ms(t0, now()), r };
}

function standInStart() {
  const script = path.join(LIB, 'terraform', 'stand-in.js');
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const t0 = now();
    const r = cp.spawnSync(process.execPath, ['-e', `
      const c = require('child_process').spawn(process.execPath, [${JSON.stringify(script)}, 'mongodbatlas'], { env: { ...process.env,
        TF_PLUGIN_MAGIC_COOKIE: 'd602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2', PLUGIN_MIN_PORT: '10000', PLUGIN_MAX_PORT: '25000',
        PLUGIN_CLIENT_CERT: require('fs').readFileSync(0, 'utf8'), TERRAIN_STANDIN_TIMING: '1' } });
      let err = ''; c.stderr.on('data', (d) => { err += d; });
      c.stdout.once('data', () => { setTimeout(() => { process.stdout.write(err); c.kill(); }, 20); });
    `], { input: selfSigned(), encoding: 'utf8' });
    const own = Number(/([\d.]+) ms of it in the stand-in/.exec(r.stdout)?.[1]);
    const total = Number(/ready ([\d.]+) ms after the process started/.exec(r.stdout)?.[1]);
    runs.push({ own, total, wallMs: ms(t0, now()) });
  }
  return runs;
}

function selfSigned() {
  return require(path.join(LIB, 'terraform', 'x509')).selfSignedLocalhost().certPem;
}

async function main() {
  const start = standInStart();
  const result = { standIn: start };

  // The example app: every stack, one after the other, validate then plan; then all at once.
  const examples = {};
  let validateSum = 0;
  let planSum = 0;
  for (const stack of exampleStacks()) {
    const vars = placeholders(stack);
    const v = await timed(() => TerrainTesting.validate(stack));
    const p = await timed(() => TerrainTesting.plan(stack, { variables: vars }));
    examples[stack.node.id] = { validateMs: v.ms, planMs: p.ms, resources: p.r.changes.length };
    validateSum += v.ms;
    planSum += p.ms;
  }
  const parallel = await timed(() => Promise.all(exampleStacks().map((s) => TerrainTesting.validate(s))));
  const parallelPlan = await timed(() => Promise.all(exampleStacks().map((s) => TerrainTesting.plan(s, { variables: placeholders(s) }))));
  Object.assign(result, { examples, appValidateMs: validateSum, appPlanMs: planSum, appValidateParallelMs: parallel.ms, appPlanParallelMs: parallelPlan.ms });

  // One stack of N clusters (synth alone, for comparison).
  const build = () => {
    const stack = new TerraformStack(new App(), 'bench');
    new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: new TerraformVariable(stack, 'id', { type: 'string', sensitive: true }).stringValue });
    for (let i = 0; i < n; i++) new mongodbatlas.ReplicaSetCluster(stack, `Cluster${i}`, { ...l2Props(i), removalPolicy: RemovalPolicy.DESTROY });
    return stack;
  };
  const synth = await timed(async () => TerrainTesting.synth(build()));
  const v = await timed(() => TerrainTesting.validate(build()));
  const p = await timed(() => TerrainTesting.plan(build(), { variables: { id: 'x' } }));
  result.clusters = { n, synthMs: synth.ms, validateMs: v.ms, planMs: p.ms, planned: p.r.changes.length };
  report(result);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
