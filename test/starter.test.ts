/**
 * The starter in examples/starter, the way the README's "A first app" tells a user to run it: the
 * library packed (`npm pack`, the file `npx projen pack` writes) into dist/js/ of a copy of the
 * repository's layout outside the repository, examples/starter copied as it is, then the README's
 * line after its `npx projen pack &&` (`cd examples/starter && npm install && npm run synth`), and
 * a type-check of the app and of the package's `.d.ts` under `strict`, `exactOptionalPropertyTypes`
 * and `skipLibCheck: false`, with TypeScript 6 (the starter's) and TypeScript 7. Needs the compiled
 * package (`npx projen test:full`) and the npm registry (or a warm npm cache).
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

/** The README's command line for the starter (section "A first app"). */
function readmeLine(): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n### A first app\n'));
  return /```sh\n([^\n]*)\n```/.exec(section)![1]!;
}

test('the README runs the starter after `npx projen pack`, which writes the tarball its package.json names', () => {
  expect(readmeLine()).toBe('npx projen pack && cd examples/starter && npm install && npm run synth');
  const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  const starter = JSON.parse(fs.readFileSync(path.join(STARTER, 'package.json'), 'utf8'));
  expect(starter.dependencies['terrain-constructs']).toBe(`file:../../dist/js/terrain-constructs-${version}.tgz`);
});

describeWithBuiltLib('the starter test')('examples/starter against the packed library', () => {
  let dir: string;
  let synth: { status: number | null; out: string };

  beforeAll(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-starter-'));
    fs.mkdirSync(path.join(tmp, 'dist', 'js'), { recursive: true });
    packLibrary(path.join(tmp, 'dist', 'js'));
    dir = path.join(tmp, 'examples', 'starter');
    fs.cpSync(STARTER, dir, { recursive: true, filter: (src) => !/node_modules|cdktf\.out|package-lock\.json/.test(src) });
    synth = run('bash', ['-euo', 'pipefail', '-c', readmeLine().replace(/^npx projen pack && /, '')], tmp);
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

  // The starter's tsconfig is init's (strict, skipLibCheck on, as an app's); these flags hold the
  // package's declarations to the strictest options a user may set.
  const STRICT = ['--noEmit', '--exactOptionalPropertyTypes', '--noUncheckedIndexedAccess', '--skipLibCheck', 'false'];

  test('the app and the package type-check with TypeScript 6 under strict, exactOptionalPropertyTypes and skipLibCheck false', () => {
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')).compilerOptions).toMatchObject({ strict: true });
    const version = run('npx', ['tsc', '--version'], dir);
    expect(version.out.trim()).toMatch(/^Version 6\./);
    const r = run('npx', ['tsc', ...STRICT], dir);
    expect(r.out.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);

  test('... and with TypeScript 7', () => {
    const r = run('npx', ['-y', '-p', TS7, 'tsc', ...STRICT], dir);
    expect(r.out.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});
