/**
 * The package root (src/index.ts), on the TypeScript sources: the four namespaces, the public API
 * of core and policy (a list kept here, so that a change to it is seen), and what the lazy loading
 * promises once the build has made it lazy (test/barrels.ts). The compiled package:
 * test/lazy-loading.test.ts.
 */
import * as fs from 'fs';
import * as path from 'path';
import { drive, lazyBarrel, moduleId, reExports, SRC, valueExports } from './barrels';
import * as root from '../src';

const INDEX = path.join(SRC, 'index.ts');
const NAMESPACES = ['mongodbatlas', 'incident', 'ibm', 'equinix'];
/** The public API of core and policy, as the package root exports it. */
const API = [
  'AtlasBestPractices', 'Checks', 'Conformance', 'CustomPolicyPack', 'Duration', 'EquinixBestPractices', 'Errors', 'IncidentBestPractices',
  'Policies', 'PolicyLevel', 'PolicyValues', 'ProductionMatcher', 'RemovalPolicies', 'RemovalPolicy', 'SecretsPolicy', 'TerrainSynth', 'TerrainTesting',
];

test('re-exports the four namespaces, each under its name, then core, the Terraform run types and policy', () => {
  expect(reExports(INDEX).map((r) => [r.kind, r.names, moduleId(r.target)])).toEqual([
    ...NAMESPACES.map((ns) => ['namespace', [ns], `namespaces/${ns}`]),
    ['star', [], 'core/index'],
    ['star', [], 'terraform/types'],
    ['star', [], 'policy/index'],
  ]);
});

test('exports the four namespaces and the public API of core and policy, and nothing else', () => {
  expect(API).toEqual([...API].sort());
  expect(Object.keys(root).sort()).toEqual([...API, ...NAMESPACES].sort());
  // What the source indexes say is what the list says (the Terraform run types have no run-time name).
  const fromSources = ['core/index.ts', 'terraform/types.ts', 'policy/index.ts'].flatMap((f) => [...valueExports(path.join(SRC, f))]);
  expect(fromSources.sort()).toEqual(API);
  expect(valueExports(path.join(SRC, 'terraform', 'types.ts')).size).toBe(0);
});

test('each namespace is its entry point\'s module, and each API name is the one of core or policy', () => {
  for (const ns of NAMESPACES) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect([ns, (root as Record<string, unknown>)[ns] === require(`../src/namespaces/${ns}`)]).toEqual([ns, true]);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = { ...require('../src/core'), ...require('../src/policy') };
  expect(API.filter((n) => (root as Record<string, unknown>)[n] !== api[n] || api[n] === undefined)).toEqual([]);
});

test('made lazy as the build makes it: requiring it loads nothing, listing its names neither, reading one loads its module only, once', () => {
  const dir = lazyBarrel(INDEX);
  try {
    const r = drive<Record<string, unknown>>(dir, INDEX, `
      const required = loaded();
      const names = Object.keys(m).sort();
      const listed = loaded();
      const before = [kind(m, 'RemovalPolicy'), kind(m, 'mongodbatlas')];
      const policy = m.RemovalPolicy;
      const core = loaded();
      const ns = m.mongodbatlas;
      const namespace = loaded();
      const after = [kind(m, 'RemovalPolicy'), kind(m, 'mongodbatlas'), kind(m, 'ibm')];
      const same = m.RemovalPolicy === policy && m.mongodbatlas === ns && typeof ns.MongodbatlasProvider === 'function';
      for (const n of names) m[n];
      done({ required, names, listed, before, core, namespace, after, same, all: loaded() });`);
    expect(r).toEqual({
      required: ['index'],
      names: [...API, ...NAMESPACES].sort(),
      listed: ['index'],
      before: ['getter', 'getter'],
      core: ['core/index', 'index'],
      namespace: ['core/index', 'index', 'namespaces/mongodbatlas'],
      after: ['value', 'value', 'getter'],
      same: true,
      // A module of types only is never loaded.
      all: ['core/index', 'index', ...NAMESPACES.map((ns) => `namespaces/${ns}`), 'policy/index'].sort(),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
