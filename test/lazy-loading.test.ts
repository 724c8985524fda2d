/**
 * The package root loads lazily: requiring it and creating one resource loads no other resource's
 * module. This runs the compiled, lazified package (lib/) in a fresh node process, so it needs
 * `npx projen compile` first (`npx projen test:full` does that).
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..');
const LIB = path.join(ROOT, 'lib');

function loadedModules(script: string): string[] {
  const out = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

const prelude = `
const lib = require('./lib');
const cdktn = require('cdktn');
const stack = new cdktn.TerraformStack(new cdktn.App(), 's');
const report = () => console.log(JSON.stringify(Object.keys(require.cache)
  .filter((k) => k.startsWith(${JSON.stringify(LIB + path.sep)}))
  .map((k) => k.slice(${JSON.stringify(LIB.length + 1)}).split(require('path').sep).join('/')).sort()));
`;

const describeIfBuilt = fs.existsSync(path.join(LIB, 'index.js')) ? describe : describe.skip;
if (!fs.existsSync(path.join(LIB, 'index.js'))) {
  // Make the gap visible instead of silently passing.
  test('lib/ is built (run `npx projen test:full`)', () => {
    throw new Error('lib/index.js is missing: the lazy-loading tests need the compiled package. Run `npx projen test:full`.');
  });
}

describeIfBuilt('lazy loading of the compiled package', () => {
  test('requiring the root loads no namespace', () => {
    expect(loadedModules(`${prelude}; report();`)).toEqual(['index.js']);
  });

  test.each([
    ['mongodbatlas', 'advanced-cluster', "new lib.mongodbatlas.MongodbatlasAdvancedCluster(stack, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] })"],
    ['incident', 'catalog-type', "new lib.incident.IncidentCatalogType(stack, 'c', { name: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/catalog' })"],
    ['ibm', 'app-config-environment', "new lib.ibm.IbmAppConfigEnvironment(stack, 'c', { guid: 'g', environmentId: 'dev', name: 'Dev' })"],
    ['equinix', 'fabric-route-aggregation', "new lib.equinix.EquinixFabricRouteAggregation(stack, 'c', { name: 'ra', type: 'BGP_IPv4_PREFIX_AGGREGATION', project: { projectId: 'p' } })"],
  ])('creating one resource of %s loads the %s module and no other resource module', (ns, module, create) => {
    const loaded = loadedModules(`${prelude}
      ${create};
      report();`);
    const generated = loaded.filter((m) => m.startsWith(`generated/${ns}/`));
    expect(generated).toEqual([`generated/${ns}/${module}/index.js`, `generated/${ns}/index.js`]);
    expect(loaded.filter((m) => m.startsWith('generated/') && !m.startsWith(`generated/${ns}/`))).toEqual([]);
    expect(loaded.filter((m) => m.startsWith('constructs/'))).toEqual([]);
  });

  test('using an L2 loads only the generated modules it is built on', () => {
    const loaded = loadedModules(`${prelude}
      new lib.mongodbatlas.ReplicaSetCluster(stack, 'c', { projectId: 'p', name: 'n', instanceSize: 'M10', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
      report();`);
    expect(loaded.filter((m) => m.startsWith('generated/')).sort()).toEqual([
      'generated/mongodbatlas/advanced-cluster/index.js',
      'generated/mongodbatlas/cluster-outage-simulation/index.js',
    ]);
    // The lookup (ClusterLookup, data-advanced-cluster) lives in its own module since the kit split.
  });

  test('an export is a getter until first read, then a plain value (no require() on every later read)', () => {
    const kinds = loadedModules(`const lib = require('./lib');
      const kind = (o, n) => ('value' in Object.getOwnPropertyDescriptor(o, n) ? 'value' : 'getter');
      const before = [kind(lib, 'mongodbatlas'), kind(lib, 'RemovalPolicy')];
      const ns = lib.mongodbatlas;
      const first = ns.ReplicaSetCluster;
      const after = [kind(lib, 'mongodbatlas'), kind(ns, 'ReplicaSetCluster'), kind(ns, 'MongodbatlasCluster')];
      console.log(JSON.stringify([...before, ...after, lib.mongodbatlas === ns && ns.ReplicaSetCluster === first]));`);
    expect(kinds).toEqual(['getter', 'getter', 'value', 'value', 'getter', true]);
  });

  test('TerrainTesting loads the Terraform runner and its stand-ins only when validate or plan is called', () => {
    const loaded = loadedModules(`${prelude}
      lib.TerrainTesting.synth(stack);
      report();`);
    expect(loaded.filter((m) => m.startsWith('terraform/'))).toEqual([]);
    const called = loadedModules(`${prelude}
      lib.TerrainTesting.validate(stack, { terraformBinary: '/nonexistent/terraform' }).catch(() => report());`);
    expect(called.filter((m) => m.startsWith('terraform/'))).toEqual(expect.arrayContaining(['terraform/run.js', 'terraform/pool.js']));
    expect(called).not.toContain('terraform/stand-in.js');
  });

  // Entry points (package.json `exports`): required by the package's name (Node resolves a package's
  // own name inside it through `exports`, as it does for an installed copy).
  test.each([
    ['mongodbatlas', 'advanced-cluster', "new ns.MongodbatlasAdvancedCluster(stack, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] })"],
    ['incident', 'catalog-type', "new ns.IncidentCatalogType(stack, 'c', { name: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/catalog' })"],
    ['ibm', 'app-config-environment', "new ns.IbmAppConfigEnvironment(stack, 'c', { guid: 'g', environmentId: 'dev', name: 'Dev' })"],
    ['equinix', 'fabric-route-aggregation', "new ns.EquinixFabricRouteAggregation(stack, 'c', { name: 'ra', type: 'BGP_IPv4_PREFIX_AGGREGATION', project: { projectId: 'p' } })"],
  ])('terrain-constructs/%s loads its barrel only, is the root\'s namespace, and one resource loads the %s module only', (ns, module, create) => {
    const [before, after, same] = loadedModules(`
      const cdktn = require('cdktn');
      const stack = new cdktn.TerraformStack(new cdktn.App(), 's');
      const list = () => Object.keys(require.cache).filter((k) => k.startsWith(${JSON.stringify(LIB + path.sep)}))
        .map((k) => k.slice(${JSON.stringify(LIB.length + 1)}).split(require('path').sep).join('/')).sort();
      const ns = require('terrain-constructs/${ns}');
      const before = list();
      ${create};
      const after = list();
      console.log(JSON.stringify([before, after, require('terrain-constructs').${ns} === ns]));`) as unknown as [string[], string[], boolean];
    expect(before).toEqual([`namespaces/${ns}.js`]);
    expect(after.filter((m) => m.startsWith('generated/'))).toEqual([`generated/${ns}/${module}/index.js`, `generated/${ns}/index.js`]);
    expect(after.filter((m) => m.startsWith('constructs/'))).toEqual([]);
    expect(same).toBe(true);
  });

  test.each(['core', 'policy'])('terrain-constructs/%s loads no namespace and no generated module, and holds what the root holds', (entry) => {
    const [loaded, missing] = loadedModules(`
      const m = require('terrain-constructs/${entry}');
      const root = require('terrain-constructs');
      const loaded = Object.keys(require.cache).filter((k) => k.startsWith(${JSON.stringify(LIB + path.sep)}))
        .map((k) => k.slice(${JSON.stringify(LIB.length + 1)}).split(require('path').sep).join('/'));
      console.log(JSON.stringify([loaded, Object.keys(m).filter((k) => m[k] !== root[k])]));`) as unknown as [string[], string[]];
    // generated/providers.js is the table of providers (names, versions), not a provider module.
    expect(loaded.filter((m) => /^(generated\/\w+\/|namespaces\/|constructs\/)/.test(m))).toEqual([]);
    expect(missing).toEqual([]);
  });

  test('package.json has one entry point per namespace of the root, and each points at a built file', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const index = fs.readFileSync(path.join(ROOT, 'src', 'index.ts'), 'utf8');
    const namespaces = [...index.matchAll(/export \* as (\w+) from '\.\/namespaces\/(\w+)'/g)].map((m) => m[1]);
    expect(namespaces).toEqual(['mongodbatlas', 'incident', 'ibm', 'equinix']);
    const entries = Object.keys(pkg.exports).filter((k) => !/package\.json|\.jsii/.test(k));
    expect(entries.sort()).toEqual(['.', './core', './policy', ...namespaces.map((n) => `./${n}`)].sort());
    for (const [key, target] of Object.entries<{ types: string; default: string }>(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect([key, fs.existsSync(path.join(ROOT, target.default)), fs.existsSync(path.join(ROOT, target.types))]).toEqual([key, true, true]);
      if (key !== '.') expect(pkg.typesVersions['*'][key.slice(2)]).toEqual([target.types.slice(2)]);
    }
  });

  test.each(['mongodbatlas', 'incident', 'ibm', 'equinix'])('every export of %s is still there, and resolves', (ns) => {
    const names = loadedModules(`const m = require('./lib').${ns}; const names = Object.keys(m);
      for (const n of names) if (m[n] === undefined) throw new Error(n + ' did not resolve');
      console.log(JSON.stringify(names));`);
    const pascal = ns.charAt(0).toUpperCase() + ns.slice(1);
    expect(names).toContain(`${pascal}Provider`);
    expect(names.filter((n) => n.startsWith(`Data${pascal}`)).length).toBeGreaterThan(0);
  });
});
