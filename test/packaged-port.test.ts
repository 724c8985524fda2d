/**
 * `terrain-constructs migrate` and `terrain-constructs convert` from the installed package, not the
 * repo: packs the library (`npm pack`, with its bundled dependencies ts-morph and @cdktn/hcl2json),
 * installs the tarball with npm into a temporary app outside the repository, next to cdktn and
 * constructs (its peers) and the archived binding @cdktf/provider-mongodbatlas 8.6.2 on cdktf 0.21
 * (from npm's cache when it is warm), then runs `npx terrain-constructs migrate` on the binding app
 * of examples/port/binding-app and `npx terrain-constructs convert main.tf` on the HCL module of
 * examples/port/hcl. Both must write their result, pass their oracle and write their report; the
 * compiler and the HCL parser must load from the package's own node_modules (a hook records where
 * Node resolved them), since the app has neither; `init` loads neither. Needs the compiled package (`npx projen test:full`).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describeWithBuiltLib, packLibrary, ROOT } from './util';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const EXAMPLES = path.join(ROOT, 'examples', 'port');
const BUNDLED = ['ts-morph', '@cdktn/hcl2json'];

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): { status: number | null; out: string; stdout: string } {
  // Under `npx -p node@22 -- node jest` (.ci/run), npm_config_package names node@22: an inner
  // `npx --no-install terrain-constructs` would want it too, and stop.
  const { npm_config_package: _outer, ...inherited } = process.env;
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...inherited, npm_config_loglevel: 'error', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', ...env },
  });
  return { status: r.status, stdout: r.stdout, out: `${r.stdout}${r.stderr}`.split('\n').filter((l) => !l.includes('Unknown user config') && !/^npm warn/i.test(l)).join('\n') };
}

describeWithBuiltLib('the packaged migrate and convert test')('migrate and convert from the packed tarball', () => {
  let app: string;
  let packed: string[];
  let hook: string;
  let log: string;
  let install: { status: number | null; out: string };

  beforeAll(() => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-port-pack-')));
    const { tarball, files } = packLibrary(dir);
    packed = files;
    app = path.join(dir, 'app');
    fs.mkdirSync(path.join(app, 'hcl'), { recursive: true });
    for (const f of ['main.ts', 'tsconfig.json', 'cdktf.json']) fs.copyFileSync(path.join(EXAMPLES, 'binding-app', f), path.join(app, f));
    fs.copyFileSync(path.join(EXAMPLES, 'hcl', 'main.tf'), path.join(app, 'hcl', 'main.tf'));
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
    const dev = pkg.devDependencies;
    install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, `cdktn@${dev.cdktn}`, `constructs@${dev.constructs}`,
      `cdktf@${dev.cdktf}`, `@cdktf/provider-mongodbatlas@${dev['@cdktf/provider-mongodbatlas']}`], app);
    // Records where Node finds the bundled dependencies, in every process npx starts.
    hook = path.join(dir, 'resolve-hook.js');
    log = path.join(dir, 'resolved.log');
    fs.writeFileSync(hook, `const Module = require('module');
const fs = require('fs');
const original = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const found = original.call(this, request, ...rest);
  if (${JSON.stringify(BUNDLED)}.includes(request)) fs.appendFileSync(process.env.RESOLVE_LOG || ${JSON.stringify(log)}, request + ' ' + found + '\\n');
  return found;
};
`);
  }, 600_000);

  const npx = (args: string[], cwd: string) => run('npx', ['--no-install', 'terrain-constructs', ...args], cwd, { NODE_OPTIONS: `--require ${hook}` });
  const resolved = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []);

  test('the tarball bundles ts-morph and @cdktn/hcl2json; the app has them only inside the package', () => {
    expect([install.status, install.status === 0 ? '' : install.out]).toEqual([0, '']);
    for (const dep of BUNDLED) {
      expect(packed).toContain(`node_modules/${dep}/package.json`);
      expect(fs.existsSync(path.join(app, 'node_modules', 'terrain-constructs', 'node_modules', dep, 'package.json'))).toBe(true);
      expect(fs.existsSync(path.join(app, 'node_modules', dep))).toBe(false);
    }
  });

  test('init loads neither: the compiler and the HCL parser are for migrate and convert only', () => {
    const initLog = path.join(path.dirname(app), 'init.log');
    const r = run('npx', ['--no-install', 'terrain-constructs', 'init', path.join('..', 'fresh'), '--providers', 'incident', '--from', '^1.0.0'], app,
      { NODE_OPTIONS: `--require ${hook}`, RESOLVE_LOG: initLog });
    expect([r.status, r.out]).toEqual([0, expect.stringContaining('Wrote ../fresh/: package.json')]);
    expect(fs.existsSync(initLog)).toBe(false);
  });

  test('npx terrain-constructs migrate rewrites the binding app, passes its oracle and writes the report', () => {
    const r = npx(['migrate'], app);
    expect([r.status, r.out]).toEqual([0, expect.stringContaining('migrate: wrote main.ts.\n')]);
    expect(r.stdout).toContain('\nThe oracle passed: ');
    const main = fs.readFileSync(path.join(app, 'main.ts'), 'utf8');
    expect(main).toContain("import { mongodbatlas } from 'terrain-constructs';");
    expect(main).toContain('new mongodbatlas.MongodbatlasAdvancedCluster(this, \'orders\', {');
    const report = JSON.parse(fs.readFileSync(path.join(app, 'terrain-constructs-migrate-report.json'), 'utf8'));
    expect(report).toMatchObject({ schemaVersion: 1, command: 'migrate', oracle: { ran: true, passed: true }, changes: [{ file: 'main.ts', change: 'modified' }] });
    // A second run changes nothing.
    expect(npx(['migrate', '--dry-run'], app).stdout).toMatch(/^migrate --dry-run: 0 file\(s\) would change; nothing written\.\n/);
    expect(resolved().filter((l) => l.startsWith('ts-morph ')).length).toBeGreaterThan(0);
  }, 300_000);

  test('npx terrain-constructs convert main.tf writes main.ts, passes its oracle and writes the report', () => {
    const cwd = path.join(app, 'hcl');
    const r = npx(['convert', 'main.tf'], cwd);
    expect([r.status, r.out]).toEqual([0, expect.stringContaining('convert: wrote main.ts.\n')]);
    expect(r.stdout).toContain('\nThe oracle passed: ');
    expect(fs.readFileSync(path.join(cwd, 'main.ts'), 'utf8')).toBe(fs.readFileSync(path.join(EXAMPLES, 'hcl', 'main.ts'), 'utf8'));
    const report = JSON.parse(fs.readFileSync(path.join(cwd, 'terrain-constructs-convert-report.json'), 'utf8'));
    expect(report).toMatchObject({ schemaVersion: 1, command: 'convert', oracle: { ran: true, passed: true }, changes: [{ file: 'main.ts', change: 'new' }] });
    expect(resolved().filter((l) => l.startsWith('@cdktn/hcl2json ')).length).toBeGreaterThan(0);
  }, 300_000);

  test('every bundled dependency was loaded from the package\'s own node_modules', () => {
    const inside = path.join(app, 'node_modules', 'terrain-constructs', 'node_modules') + path.sep;
    const lines = resolved();
    expect(new Set(lines.map((l) => l.split(' ')[0]))).toEqual(new Set(BUNDLED));
    expect(lines.filter((l) => !l.split(' ')[1]!.startsWith(inside))).toEqual([]);
  });
});
