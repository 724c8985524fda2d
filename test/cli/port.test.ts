/**
 * `terrain-constructs migrate` and `convert` as commands (src/cli/port.ts, through runCommand of
 * src/cli/main.ts), with fakes of the migration and the conversion: what reaches them (the
 * project, the oracle's entry and modules, the .tf files of one module, --out, --stack), what is
 * written (the changes under the root, the report in both forms), what --dry-run prints, the exit
 * codes (0, 1 when the oracle fails and then nothing is written, 2 for bad input), and the exact
 * text printed.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { ConvertOptions } from '../../src/cli/convert';
import { runCommand } from '../../src/cli/main';
import type { MigrateOptions } from '../../src/cli/migrate';
import { aliasesOf, CONVERT_HEADER, entryOfCdktfJson, hclFiles, PortDeps, projectOf } from '../../src/cli/port';
import { CommandReport, OracleResult } from '../../src/cli/report';
import { errorOf } from '../util';

const OWN = { 'terrain-constructs': 'own copy' };
const PASSED: OracleResult = { ran: true, passed: true, differences: [{ path: 'resource.mongodbatlas_advanced_cluster.c.tags', before: [], after: {}, explainedBy: 'migrate/tags-to-map' }], addressesRemoved: [], addressesAdded: [] };
const FAILED: OracleResult = { ran: true, passed: false, differences: [{ path: 'resource.mongodbatlas_advanced_cluster.c.name', before: 'a', after: 'b' }], addressesRemoved: ['mongodbatlas_project.p'], addressesAdded: [] };

let dir: string;
let project: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-port-')));
  project = path.join(dir, 'app');
  fs.mkdirSync(path.join(project, 'src'), { recursive: true });
  fs.writeFileSync(path.join(project, 'tsconfig.json'), '{}');
  fs.writeFileSync(path.join(project, 'main.ts'), "import { advancedCluster } from '@cdktf/provider-mongodbatlas';\nconst a = 1;\n");
  fs.writeFileSync(path.join(project, 'cdktf.json'), JSON.stringify({ app: 'npx ts-node --prefer-ts-exts main.ts' }));
});
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

/** A fake migrate that rewrites main.ts and records what it was given. */
function fakeMigrate(oracle: OracleResult | undefined, seen: MigrateOptions[] = []): Partial<PortDeps> {
  return {
    ownModules: () => OWN,
    migrate: (o) => {
      seen.push(o);
      const root = path.dirname(o.project);
      const main = path.join(root, 'main.ts');
      const before = fs.readFileSync(main, 'utf8');
      return {
        command: 'migrate',
        root,
        entries: [
          { file: 'main.ts', line: 1, rule: 'migrate/import', outcome: 'converted', subject: "import '@cdktf/provider-mongodbatlas'", message: 'Imports mongodbatlas from terrain-constructs.' },
          { file: 'main.ts', line: 2, rule: 'migrate/num-shards', outcome: 'manual', subject: "AdvancedCluster 'c'", message: 'numShards is a token.', suggestion: 'replicationSpecs: Array.from({ length: n }, () => spec)' },
        ],
        changes: [{ path: main, before, after: before.replace("import { advancedCluster } from '@cdktf/provider-mongodbatlas';", "import { mongodbatlas } from 'terrain-constructs';") }],
        oracle: o.oracle ? oracle : undefined,
        checklist: ['Back up the state.', 'Plan: nothing but the moves.'],
      };
    },
  };
}

describe('migrate', () => {
  test('writes the changes and both reports in the project, runs the oracle on the entry cdktf.json names, prints what it did', async () => {
    const seen: MigrateOptions[] = [];
    const r = await runCommand(['migrate', 'app'], dir, fakeMigrate(PASSED, seen));
    expect(seen).toEqual([{ project: path.join(project, 'tsconfig.json'), toL2: false, clusterToAdvanced: false, oracle: { entry: path.join(project, 'main.ts'), resolveFrom: project, modulesAfter: OWN } }]);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'migrate: wrote main.ts.',
        'Entries: 1 converted, 0 partial, 1 manual.',
        "  main.ts:2 manual migrate/num-shards AdvancedCluster 'c': numShards is a token.",
        '    Fix: replicationSpecs: Array.from({ length: n }, () => spec)',
        'The oracle passed: the synthesized JSON before and after differs only where a rule explains it (1 explained difference(s)), and no address changed.',
        'Report: app/terrain-constructs-migrate-report.md, app/terrain-constructs-migrate-report.json',
        'Next, the state upgrade:',
        '  1. Back up the state.',
        '  2. Plan: nothing but the moves.',
        '',
      ].join('\n'),
    });
    expect(read('app/main.ts')).toBe("import { mongodbatlas } from 'terrain-constructs';\nconst a = 1;\n");
    expect(read('app/terrain-constructs-migrate-report.md')).toMatch(/^# terrain-constructs migrate report\n/);
    expect(JSON.parse(read('app/terrain-constructs-migrate-report.json'))).toMatchObject({ schemaVersion: 1, command: 'migrate', changes: [{ file: 'main.ts', change: 'modified' }] });
    // Many files: the first ten, then how many more.
    const many = { ...fakeMigrate(PASSED), migrate: (o: MigrateOptions) => ({ ...fakeMigrate(PASSED).migrate!(o), changes: Array.from({ length: 12 }, (_, i) => ({ path: path.join(project, 'src', `f${i}.ts`), after: `${i}\n` })) }) };
    expect((await runCommand(['migrate'], project, many)).stdout.split('\n')[0])
      .toBe('migrate: wrote 12 files: src/f0.ts, src/f1.ts, src/f2.ts, src/f3.ts, src/f4.ts, src/f5.ts, src/f6.ts, src/f7.ts, src/f8.ts, src/f9.ts and 2 more (the report lists them).');
    // A second run: nothing to change.
    const again = await runCommand(['migrate'], project, { ...fakeMigrate(PASSED), migrate: (o) => ({ ...fakeMigrate(PASSED).migrate!(o), changes: [] }) });
    expect(again.stdout.split('\n')[0]).toBe('migrate: nothing to change (every file is already as it would be written).');
  });

  test('--dry-run prints the diff and writes nothing; with --report it writes the report only', async () => {
    const seen: MigrateOptions[] = [];
    const r = await runCommand(['migrate', '--dry-run', '--no-oracle', '--to-l2', '--cluster-to-advanced'], project, fakeMigrate(PASSED, seen));
    expect(seen[0]).toMatchObject({ toL2: true, clusterToAdvanced: true, oracle: undefined });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe([
      '--- a/main.ts',
      '+++ b/main.ts',
      '@@ -1,2 +1,2 @@',
      "-import { advancedCluster } from '@cdktf/provider-mongodbatlas';",
      "+import { mongodbatlas } from 'terrain-constructs';",
      ' const a = 1;',
      'migrate --dry-run: 1 file(s) would change; nothing written.',
      'Entries: 1 converted, 0 partial, 1 manual.',
      "  main.ts:2 manual migrate/num-shards AdvancedCluster 'c': numShards is a token.",
      '    Fix: replicationSpecs: Array.from({ length: n }, () => spec)',
      'The oracle did not run: --no-oracle was given.',
      'Next, the state upgrade:',
      '  1. Back up the state.',
      '  2. Plan: nothing but the moves.',
      '',
    ].join('\n'));
    expect(read('app/main.ts')).toMatch(/^import \{ advancedCluster \}/);
    expect(fs.readdirSync(project).sort()).toEqual(['cdktf.json', 'main.ts', 'src', 'tsconfig.json']);
    const withReport = await runCommand(['migrate', '--dry-run', '--report', '../reports'], project, fakeMigrate(PASSED));
    expect(withReport.stdout).toContain('\nReport: ../reports/terrain-constructs-migrate-report.md, ../reports/terrain-constructs-migrate-report.json\n');
    expect(fs.readdirSync(path.join(dir, 'reports')).sort()).toEqual(['terrain-constructs-migrate-report.json', 'terrain-constructs-migrate-report.md']);
    expect(read('app/main.ts')).toMatch(/^import \{ advancedCluster \}/);
  });

  test('an oracle that finds an unexplained difference: exit code 1, the difference printed, the report written, no change written', async () => {
    const r = await runCommand(['migrate', '--oracle', 'main.ts'], project, fakeMigrate(FAILED));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe([
      'migrate: 1 file(s) would change; nothing written, the oracle failed (below).',
      'Entries: 1 converted, 0 partial, 1 manual.',
      "  main.ts:2 manual migrate/num-shards AdvancedCluster 'c': numShards is a token.",
      '    Fix: replicationSpecs: Array.from({ length: n }, () => spec)',
      'The oracle FAILED: 1 unexplained difference(s); address(es) removed: mongodbatlas_project.p.',
      '  resource.mongodbatlas_advanced_cluster.c.name: before "a", after "b"',
      '  address removed: mongodbatlas_project.p',
      '  Fix: change what the report names by hand and run again, or run with --no-oracle to write the result as it is (then plan with Terraform before applying).',
      'Report: terrain-constructs-migrate-report.md, terrain-constructs-migrate-report.json',
      '',
    ].join('\n'));
    expect(read('app/main.ts')).toMatch(/^import \{ advancedCluster \}/);
    expect(JSON.parse(read('app/terrain-constructs-migrate-report.json')).oracle.passed).toBe(false);
  });

  test('without --oracle and an entry in cdktf.json, the oracle does not run and says why', async () => {
    fs.rmSync(path.join(project, 'cdktf.json'));
    const seen: MigrateOptions[] = [];
    const r = await runCommand(['migrate'], project, fakeMigrate(PASSED, seen));
    expect(seen[0]!.oracle).toBeUndefined();
    expect(r.stdout).toContain('\nThe oracle did not run: no --oracle <entry.ts> was given and cdktf.json names no .ts file as its app: pass the file that calls app.synth(), e.g. --oracle main.ts.\n');
    expect(r.code).toBe(0);
  });

  test('a project that resolves terrain-constructs itself synthesizes with its own copy', async () => {
    fs.mkdirSync(path.join(project, 'node_modules', 'terrain-constructs'), { recursive: true });
    fs.writeFileSync(path.join(project, 'node_modules', 'terrain-constructs', 'package.json'), '{"name":"terrain-constructs","main":"index.js"}');
    fs.writeFileSync(path.join(project, 'node_modules', 'terrain-constructs', 'index.js'), '');
    const seen: MigrateOptions[] = [];
    await runCommand(['migrate', '--dry-run'], project, fakeMigrate(PASSED, seen));
    expect(seen[0]!.oracle).toEqual({ entry: path.join(project, 'main.ts'), resolveFrom: project, modulesAfter: undefined });
    // A workspace package the tsconfig maps: the oracle answers it with its sources.
    fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: { '@acme/gen': ['./packages/gen'] } } }));
    await runCommand(['migrate', '--dry-run'], project, fakeMigrate(PASSED, seen));
    expect(seen[1]!.oracle!.aliases).toEqual({ '@acme/gen': path.join(project, 'packages', 'gen') });
  });

  test('bad input: exit code 2, one line on stderr', async () => {
    const deps = fakeMigrate(PASSED);
    expect(await runCommand(['migrate', 'src'], project, deps)).toEqual({
      code: 2,
      stdout: '',
      stderr: "migrate: the folder has no tsconfig.json. Received: 'src'. Allowed: a tsconfig.json or the folder that holds it. "
      + 'Fix: run it in the project\'s folder, or pass the path, e.g. `npx terrain-constructs migrate path/to/tsconfig.json`.\n',
    });
    expect((await runCommand(['migrate', 'nope'], project, deps)).stderr).toBe("migrate: no such file or folder. Received: 'nope'. Allowed: a tsconfig.json or the folder that holds it. Fix: check the path.\n");
    expect((await runCommand(['migrate', '--oracle', 'app.ts'], project, deps)).stderr)
      .toBe("--oracle: no such TypeScript file. Received: 'app.ts'. Allowed: the .ts file that builds the App and calls app.synth(). Fix: pass it, e.g. --oracle main.ts.\n");
    const failing = { ...deps, migrate: () => { throw new Error("main.ts:3: the binding's class Foo is not known. Received: Foo. Allowed: ... Fix: ..."); } };
    expect(await runCommand(['migrate'], project, failing)).toEqual({ code: 2, stdout: '', stderr: "migrate: main.ts:3: the binding's class Foo is not known. Received: Foo. Allowed: ... Fix: ...\n" });
    const buggy = { ...deps, migrate: () => { throw new TypeError('x is undefined'); } };
    await expect(runCommand(['migrate'], project, buggy)).rejects.toThrow('x is undefined');
  });

  test('a report that cannot be written: what was done is printed, the problem on stderr, exit code 2', async () => {
    fs.writeFileSync(path.join(dir, 'taken'), 'a file');
    const r = await runCommand(['migrate', '--report', '../taken'], project, fakeMigrate(PASSED));
    expect(r.code).toBe(2);
    expect(r.stdout.split('\n')[0]).toBe('migrate: wrote main.ts.');
    expect(r.stderr).toMatch(/^The report could not be written\. Received: '\.\.\/taken' \(EEXIST: file already exists, mkdir '.*taken'\)\. Allowed: a folder that can be written\. Fix: pass another with --report <folder>\.\n$/);
  });

  test('a change outside the project is refused and nothing is written', async () => {
    const outside = {
      ...fakeMigrate(PASSED),
      migrate: (o: MigrateOptions) => ({
        ...fakeMigrate(PASSED).migrate!(o),
        changes: [
          { path: path.join(project, 'main.ts'), before: read('app/main.ts'), after: 'x' },
          { path: path.join(dir, 'other.ts'), after: 'y' },
        ],
      }),
    };
    const r = await runCommand(['migrate'], project, outside);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${path.join(dir, 'other.ts')}: outside the folder the command writes into. Received: '${path.join(dir, 'other.ts')}'. Allowed: files under ${project}. `
      + "Fix: run the command from the project's folder (the root holds every file it writes). Nothing was written.\n");
    expect(read('app/main.ts')).toMatch(/^import \{ advancedCluster \}/);
    expect(fs.existsSync(path.join(dir, 'other.ts'))).toBe(false);
  });
});

/** A fake convert that writes a stack naming the files it read. */
function fakeConvert(seen: ConvertOptions[] = [], oracle?: OracleResult): Partial<PortDeps> {
  return {
    ownModules: () => OWN,
    convert: async (o): Promise<CommandReport> => {
      seen.push(o);
      return {
        command: 'convert',
        root: o.cwd,
        entries: o.files.map((f, i) => ({ file: path.relative(o.cwd, f), line: 1, rule: 'convert/resource', outcome: i ? 'partial' as const : 'converted' as const, subject: `r.${i}`, message: 'done' })),
        // As convert does: the text of an existing file is what it read.
        changes: [{ path: o.out, after: `// ${o.files.map((f) => path.basename(f)).join(' ')}\n`, ...(fs.existsSync(o.out) ? { before: fs.readFileSync(o.out, 'utf8') } : {}) }],
        oracle: o.oracle === false ? undefined : oracle ?? { ...PASSED, differences: [] },
      };
    },
  };
}

describe('convert', () => {
  beforeEach(() => {
    fs.mkdirSync(path.join(dir, 'infra'));
    for (const f of ['variables.tf', 'main.tf']) fs.writeFileSync(path.join(dir, 'infra', f), '');
    fs.writeFileSync(path.join(dir, 'infra', 'notes.md'), '');
  });

  test('a folder is its .tf files in name order; writes main.ts and the report in the working folder', async () => {
    const seen: ConvertOptions[] = [];
    const r = await runCommand(['convert', 'infra'], dir, fakeConvert(seen));
    expect(seen).toEqual([{ files: [path.join(dir, 'infra', 'main.tf'), path.join(dir, 'infra', 'variables.tf')], cwd: dir, out: path.join(dir, 'main.ts'), stackName: undefined, oracle: true, modules: OWN, resolveFrom: dir }]);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'convert: wrote main.ts.',
        'Entries: 1 converted, 1 partial, 0 manual.',
        '  infra/variables.tf:1 partial convert/resource r.1: done',
        'The oracle passed: the synthesized JSON before and after differs only where a rule explains it (0 explained difference(s)), and no address changed.',
        'Report: terrain-constructs-convert-report.md, terrain-constructs-convert-report.json',
        '',
      ].join('\n'),
    });
    expect(read('main.ts')).toBe('// main.tf variables.tf\n');
    expect(JSON.parse(read('terrain-constructs-convert-report.json')).files.map((f: any) => f.file)).toEqual(['infra/main.tf', 'infra/variables.tf']);
  });

  test('--out, --stack, --no-oracle, --dry-run reach convert and the output', async () => {
    const seen: ConvertOptions[] = [];
    const r = await runCommand(['convert', 'infra/main.tf', '--out', 'stacks/prod.ts', '--stack', 'prod', '--no-oracle', '--dry-run'], dir, fakeConvert(seen));
    expect(seen[0]).toMatchObject({ files: [path.join(dir, 'infra', 'main.tf')], out: path.join(dir, 'stacks', 'prod.ts'), stackName: 'prod', oracle: false });
    expect(r.stdout).toBe('--- /dev/null\n+++ b/stacks/prod.ts\n@@ -0,0 +1 @@\n+// main.tf\nconvert --dry-run: 1 file(s) would change; nothing written.\n'
      + 'Entries: 1 converted, 0 partial, 0 manual.\nThe oracle did not run: --no-oracle was given.\n');
    expect(fs.existsSync(path.join(dir, 'stacks'))).toBe(false);
  });

  test('a failing oracle: exit code 1, main.ts not written', async () => {
    const r = await runCommand(['convert', 'infra'], dir, fakeConvert([], FAILED));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('The oracle FAILED: 1 unexplained difference(s); address(es) removed: mongodbatlas_project.p.\n  resource.mongodbatlas_advanced_cluster.c.name: before "a", after "b"\n');
    expect(fs.existsSync(path.join(dir, 'main.ts'))).toBe(false);
  });

  test('an existing --out is replaced only when convert wrote it', async () => {
    fs.writeFileSync(path.join(dir, 'main.ts'), "// the user's own app\n");
    const r = await runCommand(['convert', 'infra'], dir, fakeConvert());
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', "--out: main.ts exists and convert did not write it. Received: 'main.ts', which does not start with '// Converted from HCL by terrain-constructs convert'. "
      + 'Allowed: a new file, or one convert wrote before. Fix: pass another file, e.g. --out main-converted.ts, or move it away (mv main.ts main.ts.orig).\n']);
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8')).toBe("// the user's own app\n");
    fs.writeFileSync(path.join(dir, 'main.ts'), `${CONVERT_HEADER} (old.tf).\n`);
    const seen: ConvertOptions[] = [];
    expect((await runCommand(['convert', 'infra'], dir, fakeConvert(seen))).code).toBe(0);
    expect(seen).toHaveLength(1);
  });

  test.each([
    [['convert', 'nope.tf'], "convert: no such file or folder. Received: 'nope.tf'. Allowed: .tf files or a folder of them. Fix: check the path."],
    [['convert', 'infra/notes.md'], "convert: not an HCL file. Received: 'infra/notes.md'. Allowed: .tf files or a folder of them. Fix: pass the module's .tf files."],
    [['convert', 'infra', '--out', 'main.py'], "--out: not a TypeScript file. Received: 'main.py'. Allowed: a .ts file, e.g. main.ts. Fix: write --out main.ts."],
    [['convert', 'infra', '--out', '../x.ts'], `${path.join(os.tmpdir(), 'x.ts')}: outside the folder the command writes into. Received: '${path.join(os.tmpdir(), 'x.ts')}'. Allowed: files under <dir>. `
      + 'Fix: pass --out inside the working folder (e.g. --out main.ts), or run convert from the folder the stack goes to. Nothing was written.'],
  ])('%j', async (argv, message) => {
    const r = await runCommand(argv, dir, fakeConvert());
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `${message.replace('<dir>', dir)}\n`]);
  });
});

describe('the inputs', () => {
  test('hclFiles: one module at a time; JSON configuration is refused; an empty folder is refused', () => {
    fs.mkdirSync(path.join(dir, 'a'));
    fs.mkdirSync(path.join(dir, 'b'));
    fs.writeFileSync(path.join(dir, 'a', 'x.tf'), '');
    fs.writeFileSync(path.join(dir, 'b', 'y.tf'), '');
    expect(hclFiles(['a/x.tf', 'a', 'a/x.tf'], dir)).toEqual([path.join(dir, 'a', 'x.tf')]);
    expect(errorOf(() => hclFiles(['a', 'b/y.tf'], dir))).toBe("convert: one module at a time. Received: .tf files of 'a' and 'b'. Allowed: the .tf files of one folder. Fix: run convert once per folder, each with its own --out.");
    expect(errorOf(() => hclFiles(['app'], dir))).toBe("convert: the folder holds no .tf file. Received: 'app'. Allowed: a folder with .tf files. Fix: pass the folder of the module, or its .tf files.");
    fs.writeFileSync(path.join(dir, 'a', 'c.tf.json'), '{}');
    expect(errorOf(() => hclFiles(['a/c.tf.json'], dir))).toBe("convert: JSON configuration is not read. Received: 'a/c.tf.json'. Allowed: .tf files (HCL). Fix: convert the HCL it was made from, or write the stack by hand from the JSON.");
  });

  test('aliasesOf: the tsconfig\'s paths without a *, through extends, as absolute paths', () => {
    expect(aliasesOf(path.join(project, 'tsconfig.json'))).toEqual({});
    fs.writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@acme/gen': ['app/packages/gen/index.ts'], '@acme/*': ['app/packages/*'] } } }));
    fs.writeFileSync(path.join(project, 'tsconfig.json'), '{ "extends": "../tsconfig.base.json", // comments as TypeScript takes them\n "compilerOptions": { "strict": true } }');
    expect(aliasesOf(path.join(project, 'tsconfig.json'))).toEqual({ '@acme/gen': path.join(project, 'packages', 'gen', 'index.ts') });
  });

  test('projectOf: a folder or its tsconfig; entryOfCdktfJson: the .ts file the app runs, if it exists', () => {
    expect(projectOf('app', dir)).toEqual({ root: project, tsconfig: path.join(project, 'tsconfig.json') });
    expect(projectOf('app/tsconfig.json', dir)).toEqual({ root: project, tsconfig: path.join(project, 'tsconfig.json') });
    expect(errorOf(() => projectOf('app/main.ts', dir))).toBe("migrate: not a tsconfig file. Received: 'app/main.ts'. Allowed: a tsconfig.json or the folder that holds it. Fix: pass the project's tsconfig.json.");
    expect(entryOfCdktfJson(project)).toBe(path.join(project, 'main.ts'));
    fs.writeFileSync(path.join(project, 'cdktf.json'), JSON.stringify({ app: 'npx tsx src/app.ts' }));
    expect(entryOfCdktfJson(project)).toBeUndefined();
    fs.writeFileSync(path.join(project, 'cdktf.json'), '{ not json');
    expect(entryOfCdktfJson(project)).toBeUndefined();
    expect(entryOfCdktfJson(dir)).toBeUndefined();
  });
});
