/**
 * The `terrain-constructs` command (src/cli/main.ts): arguments, the dependency spec, the folder
 * it writes. The command from the packed tarball (`npx <tarball> init ...`) is test/install.test.ts.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main, packageName, packageSpec, parseArgs, run, runCommand, UsageError, writeFiles } from '../../src/cli/main';
import { PROVIDER_NAMES, versionsOf } from '../../src/cli/templates';
import { errorOf } from '../util';

const versions = (self: string) => versionsOf({ version: self, devDependencies: { cdktn: '0.24.0', constructs: '10.7.0' } });
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-cli-'));

describe('parseArgs', () => {
  test('init <folder>: every provider unless --providers says which', () => {
    expect(parseArgs(['init', 'my-app'])).toEqual({ command: 'init', folder: 'my-app', providers: [...PROVIDER_NAMES], from: undefined, force: false });
    expect(parseArgs(['init-catalog', 'lib', '--providers', 'incident,mongodbatlas', '--from=../t.tgz', '--force']))
      .toEqual({ command: 'init-catalog', folder: 'lib', providers: ['incident', 'mongodbatlas'], from: '../t.tgz', force: true });
    expect(parseArgs(['init', '--providers=ibm', 'x'])).toMatchObject({ providers: ['ibm'] });
  });

  test('help and version', () => {
    expect(parseArgs([]).command).toBe('help');
    expect(parseArgs(['--help']).command).toBe('help');
    expect(parseArgs(['--version']).command).toBe('version');
  });

  test.each([
    [['create', 'x'], "terrain-constructs: unknown command. Received: 'create'. Allowed: 'init', 'init-catalog', 'migrate', 'convert', '--help', '--version'. Fix: run `npx terrain-constructs --help`."],
    [['init'], 'init: the folder is missing. Received: nothing. Allowed: a folder to create, e.g. my-app. Fix: run `npx terrain-constructs init my-app`.'],
    [['init', 'a', 'b'], "init: one folder only. Received: 'a' and 'b'. Allowed: one folder. Fix: quote a path that holds spaces."],
    [['init', 'a', '--provider', 'ibm'], "init: unknown option. Received: '--provider'. Allowed: --providers, --from, --force. Fix: see `npx terrain-constructs --help`."],
    [['init', 'a', '--providers', 'atlas,ibm'], "--providers: unknown provider. Received: 'atlas'. Allowed: mongodbatlas, incident, ibm, equinix. Fix: use the namespace names, e.g. --providers mongodbatlas,incident ('atlas' is 'mongodbatlas')."],
    [['init', 'a', '--providers', ','], "--providers: the list is empty. Received: ''. Allowed: mongodbatlas, incident, ibm, equinix. Fix: name at least one provider."],
    [['init', 'a', '--from'], '--from: a value is missing. Received: nothing. Allowed: a version range or a path. Fix: write --from <value>.'],
  ])('%j: %s', (argv, message) => {
    expect(errorOf(() => parseArgs(argv as string[]))).toBe(message);
  });
});

describe('parseArgs: migrate and convert', () => {
  test('defaults, and every option', () => {
    expect(parseArgs(['migrate'])).toEqual({ command: 'migrate', project: undefined, toL2: false, clusterToAdvanced: false, entry: undefined, dryRun: false, report: undefined, oracle: true });
    expect(parseArgs(['migrate', 'app/tsconfig.json', '--to-l2', '--cluster-to-advanced', '--dry-run', '--report=out', '--oracle', 'app/main.ts']))
      .toEqual({ command: 'migrate', project: 'app/tsconfig.json', toL2: true, clusterToAdvanced: true, entry: 'app/main.ts', dryRun: true, report: 'out', oracle: true });
    expect(parseArgs(['migrate', '--no-oracle'])).toMatchObject({ oracle: false });
    expect(parseArgs(['convert', 'main.tf', 'variables.tf'])).toEqual({ command: 'convert', inputs: ['main.tf', 'variables.tf'], out: undefined, stack: undefined, dryRun: false, report: undefined, oracle: true });
    expect(parseArgs(['convert', 'infra', '--out', 'stack.ts', '--stack=prod-eu', '--no-oracle', '--dry-run', '--report', 'r']))
      .toEqual({ command: 'convert', inputs: ['infra'], out: 'stack.ts', stack: 'prod-eu', dryRun: true, report: 'r', oracle: false });
  });

  test.each([
    [['migrate', '--out', 'x.ts'], "migrate: unknown option. Received: '--out'. Allowed: --to-l2, --cluster-to-advanced, --dry-run, --report, --oracle, --no-oracle. Fix: see `npx terrain-constructs --help`."],
    [['convert', 'a.tf', '--to-l2'], "convert: unknown option. Received: '--to-l2'. Allowed: --out, --stack, --dry-run, --report, --no-oracle. Fix: see `npx terrain-constructs --help`."],
    [['migrate', 'a', 'b'], "migrate: one project only. Received: 'a' and 'b'. Allowed: a tsconfig.json or the folder that holds it. Fix: run migrate once per project."],
    [['migrate', '--report'], '--report: a value is missing. Received: nothing. Allowed: a folder. Fix: write --report <value>.'],
    [['migrate', '--oracle', '--dry-run'], "--oracle: a value is missing. Received: '--dry-run'. Allowed: the .ts file that calls app.synth(), e.g. main.ts. Fix: write --oracle <value>."],
    [['migrate', '--dry-run', '--dry-run'], "migrate: --dry-run is given twice. Received: '--dry-run' twice. Allowed: each option once. Fix: keep one --dry-run."],
    [['migrate', '--dry-run=yes'], "--dry-run: takes no value. Received: '--dry-run=yes'. Allowed: --dry-run. Fix: write --dry-run alone."],
    [['migrate', '--oracle', 'main.ts', '--no-oracle'], 'migrate: --oracle and --no-oracle together. Received: --oracle main.ts --no-oracle. Allowed: one of them. Fix: drop --no-oracle to run the oracle on that entry, or drop --oracle.'],
    [['convert'], 'convert: no HCL given. Received: nothing. Allowed: .tf files or a folder of them. Fix: run `npx terrain-constructs convert main.tf` (or `convert .` for every .tf file of this folder).'],
    [['convert', 'a.tf', '--stack', '1 prod/eu'], "--stack: not a stack name. Received: '1 prod/eu'. Allowed: a letter, then letters, digits, - and _. Fix: e.g. --stack prod-eu."],
  ])('%j', (argv, message) => {
    expect(errorOf(() => parseArgs(argv as string[]))).toBe(message);
  });
});

describe('packageName', () => {
  test('the folder name, lower case, without characters npm refuses', () => {
    expect(packageName('/x/My App!')).toBe('my-app');
    expect(packageName('./.hidden')).toBe('hidden');
    expect(packageName('/')).toBe('terrain-app');
  });
});

describe('packageSpec', () => {
  test('a path (file or folder) is written as file:<path relative to the new folder>', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'clone', 'dist', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'clone', 'dist', 'js', 't.tgz'), '');
    expect(packageSpec('./clone/dist/js/t.tgz', 'my-app', dir, '0.0.0')).toBe('file:../clone/dist/js/t.tgz');
    expect(packageSpec(`file:${path.join(dir, 'clone')}`, path.join(dir, 'apps', 'one'), dir, '0.0.0')).toBe('file:../../clone');
    expect(packageSpec('clone/dist/js/t.tgz', 'clone/app', dir, '0.0.0')).toBe('file:../dist/js/t.tgz');
  });

  test('a version range is kept; without --from, ^<version>', () => {
    expect(packageSpec('^1.2.0', 'a', '/', '1.3.0')).toBe('^1.2.0');
    expect(packageSpec(undefined, 'a', '/', '1.3.0')).toBe('^1.3.0');
  });

  test('a build from a clone (0.0.0) needs --from; a path that does not exist is refused', () => {
    expect(errorOf(() => packageSpec(undefined, 'a', '/', '0.0.0'))).toBe('--from: this terrain-constructs (0.0.0) is a build from a clone, not a release on npm. Received: no --from. '
      + 'Allowed: a version range or the path of the tarball. Fix: pass the tarball you ran this from, e.g. --from ./terrain-constructs/dist/js/terrain-constructs-0.0.0.tgz.');
    const missing = "--from: no such file or folder. Received: '%s'. Allowed: the path of a tarball or of a package folder. Fix: build the tarball first (`npx projen pack` in a clone).";
    expect(errorOf(() => packageSpec('./nope.tgz', 'a', tmp(), '0.0.0'))).toBe(missing.replace('%s', './nope.tgz'));
    expect(errorOf(() => packageSpec('file:/nope', 'a', tmp(), '0.0.0'))).toBe(missing.replace('%s', 'file:/nope'));
  });
});

describe('writeFiles', () => {
  test('writes into a new or an empty folder; a folder with files needs --force', () => {
    const dir = tmp();
    expect(writeFiles(path.join(dir, 'new'), { 'a.txt': 'A', 'src/b.ts': 'B' }, false)).toEqual(['a.txt', 'src/b.ts']);
    expect(fs.readFileSync(path.join(dir, 'new', 'src', 'b.ts'), 'utf8')).toBe('B');
    const target = path.join(dir, 'new');
    expect(errorOf(() => writeFiles(target, { 'a.txt': 'X' }, false))).toBe(`${target}: the folder is not empty. Received: a.txt, src. Allowed: a new or an empty folder. `
      + 'Fix: choose a new folder, or pass --force to write the files into it (files of the same name are replaced).');
    writeFiles(target, { 'a.txt': 'X' }, true);
    expect(fs.readFileSync(path.join(target, 'a.txt'), 'utf8')).toBe('X');
    fs.mkdirSync(path.join(dir, 'git', '.git'), { recursive: true });
    expect(writeFiles(path.join(dir, 'git'), { 'a.txt': 'A' }, false)).toEqual(['a.txt']);
  });
});

describe('run and main', () => {
  test('init writes the app and says what to run next', () => {
    const dir = tmp();
    const out = run(['init', 'shop', '--providers', 'incident', '--from', '^1.0.0'], dir, versions('1.0.0'));
    expect(out).toBe('Wrote shop/: package.json, tsconfig.json, cdktf.json, main.ts, validate.ts, .gitignore\nterrain-constructs: ^1.0.0\n'
      + 'Next:\n  cd shop && npm install && npm run synth     # writes cdktf.out/stacks/<stack>/cdk.tf.json\n'
      + '  npm run validate                                 # Terraform validate and plan of every stack, offline (terraform on PATH)\n');
    const app = JSON.parse(fs.readFileSync(path.join(dir, 'shop', 'package.json'), 'utf8'));
    expect(app).toMatchObject({ name: 'shop', dependencies: { 'terrain-constructs': '^1.0.0', 'cdktn': '0.24.0' } });
    expect(fs.readFileSync(path.join(dir, 'shop', 'main.ts'), 'utf8')).toContain("import * as incident from 'terrain-constructs/incident';");
  });

  test('init-catalog writes the library', () => {
    const dir = tmp();
    expect(run(['init-catalog', 'acme-constructs'], dir, versions('2.1.0'))).toContain('Next:\n  cd acme-constructs && npm install && npm run build && npm test\n');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'acme-constructs', 'package.json'), 'utf8')).peerDependencies['terrain-constructs']).toBe('^2.1.0');
  });

  test('--help and --version print; a usage error is one line on stderr and exit code 2', async () => {
    expect(run(['--help'], tmp(), versions('1.0.0'))).toMatch(/^Usage:\n {2}terrain-constructs init <folder>/);
    expect(run(['--help'], tmp(), versions('1.0.0'))).toContain('\n  terrain-constructs migrate [<tsconfig.json|folder>] [--to-l2] [--cluster-to-advanced] [--dry-run] [--report <folder>] [--oracle <entry.ts> | --no-oracle]\n');
    expect(run(['--version'], tmp(), versions('1.2.3'))).toBe('1.2.3\n');
    const err: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => err.push(String(chunk)) > 0);
    try {
      expect(await main(['init'])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(err.join('').split('\n').filter((l) => l)).toEqual(['init: the folder is missing. Received: nothing. Allowed: a folder to create, e.g. my-app. Fix: run `npx terrain-constructs init my-app`.']);
    expect(new UsageError('x')).toBeInstanceOf(Error);
  });

  test('runCommand runs init as run does; migrate and convert only through it', async () => {
    const dir = tmp();
    const r = await runCommand(['init', 'shop', '--providers', 'incident', '--from', '^1.0.0'], dir);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^Wrote shop\/: package\.json/);
    expect(await runCommand(['convert', '--stack'], dir)).toEqual({ stdout: '', stderr: '--stack: a value is missing. Received: nothing. Allowed: a stack name, e.g. main. Fix: write --stack <value>.\n', code: 2 });
    expect(errorOf(() => run(['convert', 'main.tf'], dir))).toBe('convert: runs asynchronously. Received: run(). Allowed: runCommand(). Fix: call runCommand (this is a bug of the caller).');
  });

  test('the version it reports is the package.json next to it', () => {
    expect(run(['--version'])).toBe(`${JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')).version}\n`);
  });
});
