/**
 * The starter in examples/starter, the way a new user runs it: the library packed (`npm pack`),
 * the starter copied out of the repository with its dependency pointed at the tarball, then
 * `npm install && npm run synth`, and a type-check of the app and of the package's `.d.ts` under
 * `strict`, `exactOptionalPropertyTypes` and `skipLibCheck: false`, with TypeScript 6 (the
 * starter's) and TypeScript 7. Needs the compiled package (`npx projen test:full`) and the npm
 * registry (or a warm npm cache).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describeWithBuiltLib, packLibrary, ROOT } from './util';

const STARTER = path.join(ROOT, 'examples', 'starter');
const TS7 = 'typescript@7.0.2';

function run(cmd: string, args: string[], cwd: string): { status: number | null; out: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', TERRAIN_CONSTRUCTS_QUIET: '' } });
  return { status: r.status, out: `${r.stdout}${r.stderr}`.split('\n').filter((l) => !l.includes('Unknown user config')).join('\n') };
}

describeWithBuiltLib('the starter test')('examples/starter against the packed library', () => {
  let dir: string;
  let synth: { status: number | null; out: string };

  beforeAll(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-starter-'));
    const { tarball } = packLibrary(tmp);
    dir = path.join(tmp, 'starter');
    fs.cpSync(STARTER, dir, { recursive: true, filter: (src) => !/node_modules|cdktf\.out|package-lock\.json/.test(src) });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.dependencies['terrain-constructs']).toBe('file:../../dist/js/terrain-constructs-0.0.0.tgz');
    pkg.dependencies['terrain-constructs'] = `file:${tarball}`;
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
    const install = run('npm', ['install', '--prefer-offline'], dir);
    if (install.status !== 0) throw new Error(`npm install failed in the starter:\n${install.out}`);
    synth = run('npm', ['run', 'synth'], dir);
  }, 240_000);

  test('npm run synth writes one stack per provider and prints no warning', () => {
    expect(synth.status).toBe(0);
    for (const stack of ['atlas', 'incident', 'ibm', 'equinix']) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, 'cdktf.out', 'stacks', stack, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(doc.provider)).toEqual([stack === 'atlas' ? 'mongodbatlas' : stack]);
      expect(Object.keys(doc.resource).length).toBeGreaterThan(0);
    }
    expect(synth.out).not.toMatch(/WARN|ERROR/);
  });

  test('the app and the package type-check with TypeScript 6 under strict, exactOptionalPropertyTypes and skipLibCheck false', () => {
    const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')).compilerOptions;
    expect(tsconfig).toMatchObject({ strict: true, exactOptionalPropertyTypes: true, skipLibCheck: false });
    const version = run('npx', ['tsc', '--version'], dir);
    expect(version.out.trim()).toMatch(/^Version 6\./);
    const r = run('npx', ['tsc', '--noEmit'], dir);
    expect(r.out.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);

  test('... and with TypeScript 7', () => {
    const r = run('npx', ['-y', '-p', TS7, 'tsc', '--noEmit'], dir);
    expect(r.out.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
