/**
 * The README's Install section, as written: its second block (`npx <tarball> init ...`, then
 * `npm install && npm run synth`) runs in a temporary folder outside the repository, next to a
 * stand-in for the clone that holds the packed library at the path the first block names; the
 * app it writes synthesizes, and type-checks under every module resolution TypeScript 6 has. The first block (clone,
 * `npx projen pack`) is checked against the projen task here and run as written by .ci/run
 * (.ci/readme-install.sh, on a fresh clone). Then the README's "Your own construct catalog" block,
 * as written, against a packed library: the library `init-catalog` writes builds with jsii, its
 * test passes, and its Python code requires terrain-constructs. Needs the compiled package and the
 * npm registry (or a warm npm cache).
 */
import { execFileSync, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TERRAFORM } from './terraform/util';
import { describeWithBuiltLib, packLibrary, ROOT } from './util';

/** The fenced `sh` blocks of the README's "## Install" section (up to its first subsection). */
export function installBlocks(readme: string): string[] {
  const start = readme.indexOf('\n## Install\n');
  const end = readme.indexOf('\n### ', start);
  return [...readme.slice(start, end).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const TARBALL = `terrain-constructs-${pkg.version}.tgz`;

function run(cmd: string, args: string[], cwd: string, timeout = 300_000): { status: number | null; out: string } {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', TERRAIN_CONSTRUCTS_QUIET: '' },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}`.split('\n').filter((l) => !l.includes('Unknown user config') && !/^npm warn/i.test(l)).join('\n') };
}

/** Removes the folders `npx <tarball>` made in npm's cache for tarballs under `dir`. */
function forgetNpx(dir: string) {
  const cache = path.join(execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim(), '_npx');
  if (!fs.existsSync(cache)) return;
  for (const d of fs.readdirSync(cache)) {
    const p = path.join(cache, d, 'package.json');
    if (fs.existsSync(p) && fs.readFileSync(p, 'utf8').includes(dir)) fs.rmSync(path.join(cache, d), { recursive: true, force: true });
  }
}

describe('the README Install section', () => {
  const blocks = installBlocks(README);

  test('has two blocks: build the tarball in a clone, then init and synth an app next to it', () => {
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^git clone https:\/\/github\.com\/terrain-constructs\/terrain-constructs\.git && cd terrain-constructs\n/);
    expect(blocks[0]).toContain('npm install && npx projen pack');
    expect(blocks[0]).toMatch(/\ncd \.\.\n$/);
    expect(blocks[1]).toContain(`./terrain-constructs/dist/js/${TARBALL} init my-app`);
  });

  test('`npx projen pack` compiles and packs into dist/js/ without running a test', () => {
    const tasks = JSON.parse(fs.readFileSync(path.join(ROOT, '.projen', 'tasks.json'), 'utf8')).tasks;
    const steps = tasks.pack.steps.map((s: any) => s.spawn ?? s.exec);
    expect(steps).toEqual(['pre-compile', 'compile', 'post-compile', 'mkdir -p dist/js && npm pack --loglevel warn --pack-destination dist/js']);
    const spawned = (name: string): string[] => (tasks[name]?.steps ?? []).flatMap((s: any) => (s.spawn ? [s.spawn, ...spawned(s.spawn)] : []));
    expect(spawned('pack')).not.toContain('test');
  });
});

test('package-lock.json\'s entry for the package matches package.json (npm install would rewrite it: .ci/run fails on that)', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const root = lock.packages[''];
  for (const key of ['name', 'version', 'license', 'bin', 'dependencies', 'devDependencies', 'peerDependencies', 'engines']) {
    expect([key, root[key]]).toEqual([key, pkg[key]]);
  }
});

describeWithBuiltLib('the install test')('the README Install section, run as written against the packed library', () => {
  let tmp: string;
  let result: { status: number | null; out: string };

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-install-'));
    const dist = path.join(tmp, 'terrain-constructs', 'dist', 'js');
    fs.mkdirSync(dist, { recursive: true });
    const { tarball } = packLibrary(dist);
    expect(path.basename(tarball)).toBe(TARBALL);
    result = run('bash', ['-euo', 'pipefail', '-c', installBlocks(README)[1]!], tmp);
  }, 400_000);

  afterAll(() => {
    if (tmp) forgetNpx(tmp);
  });

  test('init writes the app and npm run synth writes one stack per chosen provider, with no warning', () => {
    expect(result.out).toContain('Wrote my-app/: package.json, tsconfig.json, cdktf.json, main.ts, validate.ts, .gitignore');
    expect(result.status).toBe(0);
    const app = path.join(tmp, 'my-app');
    expect(fs.readdirSync(path.join(app, 'cdktf.out', 'stacks')).sort()).toEqual(['atlas', 'incident']);
    for (const [stack, provider] of [['atlas', 'mongodbatlas'], ['incident', 'incident']]) {
      const doc = JSON.parse(fs.readFileSync(path.join(app, 'cdktf.out', 'stacks', stack!, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(doc.provider)).toEqual([provider]);
      expect(Object.keys(doc.resource).length).toBeGreaterThan(0);
      // Credentials are variables: no literal reaches the document.
      expect(Object.values<any>(doc.variable).filter((v) => v.sensitive).length).toBeGreaterThan(0);
    }
    expect(result.out).not.toMatch(/WARN|ERROR/);
    expect(JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')).dependencies['terrain-constructs']).toBe(`file:../terrain-constructs/dist/js/${TARBALL}`);
  });

  // The app's own check, from the installed package: its stand-ins run from lib/terraform of the tarball.
  (TERRAFORM ? test : test.skip)('npm run validate has Terraform validate and plan each stack, offline, and says what it found', () => {
    const r = run('npm', ['run', '--silent', 'validate'], path.join(tmp, 'my-app'));
    expect(r.out).toContain('ok atlas: validate; plan: 1 to create');
    expect(r.out).toMatch(/ok incident: validate; plan: 1 to create/);
    expect(r.out).toContain('2 stack(s): Terraform found no error.');
    expect(r.status).toBe(0);
  }, 180_000);

  test.each([
    ['node16', 'node16'],
    ['nodenext', 'nodenext'],
    ['commonjs', 'bundler'],
    ['commonjs', 'node10'],
  ])('the app resolves the entry points and type-checks with module %s, moduleResolution %s', (module, resolution) => {
    // The app's own options otherwise (skipLibCheck on): the declarations themselves are checked
    // under skipLibCheck false by test/starter.test.ts, with TypeScript 6 and 7.
    const app = path.join(tmp, 'my-app');
    const args = ['tsc', '--noEmit', '-p', '.', '--module', module, '--moduleResolution', resolution];
    if (resolution === 'node10') args.push('--ignoreDeprecations', '6.0');
    const r = run('npx', args, app);
    expect(r.out.trim()).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);
});

/** The `sh` block of the README's "Your own construct catalog". */
function catalogBlock(readme: string): string {
  const section = readme.slice(readme.indexOf('\n### Your own construct catalog\n'));
  return /```sh\n([\s\S]*?)```/.exec(section)![1]!;
}

test('the README starts a catalog the way it starts an app: from the tarball next to the clone', () => {
  const block = catalogBlock(README);
  expect(block).toContain(`npx -y ./terrain-constructs/dist/js/${TARBALL} init-catalog acme-constructs`);
  expect(block).toContain('npm run build && npm test && npm run code:python');
});

describeWithBuiltLib('the catalog test')('init-catalog from the packed library, as the README runs it: a jsii library of your own', () => {
  let tmp: string;
  let lib: string;
  let result: { status: number | null; out: string };

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-catalog-'));
    const dist = path.join(tmp, 'terrain-constructs', 'dist', 'js');
    fs.mkdirSync(dist, { recursive: true });
    packLibrary(dist);
    lib = path.join(tmp, 'acme-constructs');
    result = run('bash', ['-euo', 'pipefail', '-c', catalogBlock(README)], tmp);
  }, 400_000);

  afterAll(() => {
    if (tmp) forgetNpx(tmp);
  });

  test('installs, compiles with jsii against the tarball, and its own test passes', () => {
    expect([result.status, result.status === 0 ? '' : result.out]).toEqual([0, '']);
    const assembly = JSON.parse(fs.readFileSync(path.join(lib, '.jsii'), 'utf8'));
    expect(assembly.dependencies).toEqual({ 'cdktn': expect.any(String), 'constructs': expect.any(String), 'terrain-constructs': `^${pkg.version}` });
    expect(Object.keys(assembly.types).sort()).toEqual(['acme-constructs.ServiceCatalog', 'acme-constructs.ServiceCatalogProps', 'acme-constructs.TeamDatabase', 'acme-constructs.TeamDatabaseProps']);
    expect(result.out).toMatch(/# pass 1\n# fail 0/);
  });

  test.each(['22', '24'])('its own test passes on Node %s too (npm test: node --test)', (v) => {
    const r = run('npx', ['-y', '-p', `node@${v}`, '--', 'npm', 'test'], lib);
    expect([r.status, r.status === 0 ? '' : r.out]).toEqual([0, '']);
    expect(r.out).toMatch(/pass 1\n.*fail 0/s);
  }, 120_000);

  test('its Python code requires terrain-constructs and imports its modules', () => {
    const setup = fs.readFileSync(path.join(lib, 'dist', 'python', 'setup.py'), 'utf8');
    const requires = JSON.parse(/"install_requires": (\[[^\]]*\])/.exec(setup)![1]!) as string[];
    expect(requires.filter((r) => r.startsWith('terrain-constructs'))).toEqual([expect.stringMatching(/^terrain-constructs[<>=]/)]);
    const init = fs.readFileSync(path.join(lib, 'dist', 'python', 'src', 'acme_constructs', '__init__.py'), 'utf8');
    expect(init).toMatch(/^ +import terrain_constructs\.mongodbatlas as _terrain_constructs_mongodbatlas_[0-9a-f]+$/m);
    expect(init).toContain('class TeamDatabase(');
  });
});
