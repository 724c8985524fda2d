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

  test.each(['mongodbatlas'])('creating one resource of %s loads its module and no other resource module', (ns) => {
    const loaded = loadedModules(`${prelude}
      new lib.${ns}.MongodbatlasAdvancedCluster(stack, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] });
      report();`);
    const generated = loaded.filter((m) => m.startsWith(`generated/${ns}/`));
    expect(generated).toEqual([`generated/${ns}/advanced-cluster/index.js`, `generated/${ns}/index.js`]);
    expect(loaded.filter((m) => m.startsWith('generated/') && !m.startsWith(`generated/${ns}/`))).toEqual([]);
  });

  test('every export of the namespace is still there, and resolves', () => {
    const names = loadedModules(`const m = require('./lib').mongodbatlas; const names = Object.keys(m);
      for (const n of names) if (typeof m[n] !== 'function') throw new Error(n + ' did not resolve');
      console.log(JSON.stringify(names));`);
    expect(names).toContain('MongodbatlasAdvancedCluster');
    expect(names).toContain('DataMongodbatlasCluster');
    expect(names).toContain('MongodbatlasProvider');
  });
});
