/**
 * The working folder of a run (src/terraform/work-dir.ts): the document without backend, the
 * launchers of the stand-ins and the CLI configuration whose dev_overrides point at them, the
 * environment Terraform runs in (none of the caller's TF_VAR_, TF_CLI_ARGS, TF_WORKSPACE or
 * TF_REATTACH_PROVIDERS), and the stand-ins' log. Partly through TerrainTesting (a fake
 * terraform; the launchers with a real one).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { atlasStack, failure, fakeTerraformJs, workDirs } from './fake-terraform';
import { compileStandIn, describeWithTerraform } from './util';
import { TerrainTesting } from '../../src/core';
import { environment, forTerraform, readLog, shellQuote } from '../../src/terraform/work-dir';

describe('forTerraform', () => {
  test('the document without backend or cloud block; unchanged (the same object) without them', () => {
    const doc = { terraform: { backend: { s3: {} }, cloud: { organization: 'o' }, required_providers: { a: {} } }, resource: {} };
    expect(forTerraform(doc)).toEqual({ terraform: { required_providers: { a: {} } }, resource: {} });
    expect(doc.terraform.backend).toEqual({ s3: {} });
    const plain = { terraform: { required_providers: {} } };
    expect(forTerraform(plain)).toBe(plain);
    expect(forTerraform({})).toEqual({});
  });
});

describe('shellQuote', () => {
  test('single quotes, with a single quote inside written as \'\\\'\'', () => {
    expect(shellQuote('/opt/node js')).toBe("'/opt/node js'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(spawnSync('sh', ['-c', `printf %s ${shellQuote("a'b $HOME \\")}`], { encoding: 'utf8' }).stdout).toBe("a'b $HOME \\");
  });
});

describe('environment', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'work-dir-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('one launcher per stand-in and a CLI configuration whose dev_overrides point at them', () => {
    environment(dir, { node: process.execPath, script: '/opt/stand-in.js' });
    expect(fs.readdirSync(path.join(dir, 'providers')).sort()).toEqual(['terraform-provider-equinix', 'terraform-provider-ibm', 'terraform-provider-incident', 'terraform-provider-mongodbatlas']);
    const launcher = path.join(dir, 'providers', 'terraform-provider-ibm');
    expect(fs.statSync(launcher).mode.toString(8).slice(-3)).toBe('755');
    expect(fs.readFileSync(launcher, 'utf8').trim().split('\n').pop()).toBe(`exec '${process.execPath}' '/opt/stand-in.js' ibm`);
    const rc = fs.readFileSync(path.join(dir, 'terraform.rc'), 'utf8');
    expect(rc).toContain(`    "IBM-Cloud/ibm" = ${JSON.stringify(path.join(dir, 'providers'))}\n`);
    expect(rc).toContain('  direct {}\n');
  });

  test('the environment: none of the caller\'s Terraform arguments, the CLI configuration, the data folder, no input, no checkpoint, the log', () => {
    const saved = { ...process.env };
    Object.assign(process.env, { TF_VAR_x: '1', TF_CLI_ARGS: '-lock=false', TF_CLI_ARGS_plan: '-x', TF_WORKSPACE: 'w', TF_REATTACH_PROVIDERS: '{}', TF_LOG: 'trace' });
    try {
      const env = environment(dir, { node: process.execPath, script: '/opt/stand-in.js' });
      expect(['TF_VAR_x', 'TF_CLI_ARGS', 'TF_CLI_ARGS_plan', 'TF_WORKSPACE', 'TF_REATTACH_PROVIDERS'].filter((k) => k in env)).toEqual([]);
      expect(env).toMatchObject({
        TF_CLI_CONFIG_FILE: path.join(dir, 'terraform.rc'),
        TF_DATA_DIR: path.join(dir, '.terraform'),
        TF_IN_AUTOMATION: '1',
        TF_INPUT: '0',
        CHECKPOINT_DISABLE: '1',
        TERRAIN_STANDIN_LOG: path.join(dir, 'stand-ins.log'),
        TF_LOG: 'trace',
        PATH: process.env.PATH,
      });
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    }
  });

  test('a launcher without Node.js says so, on stderr and in the log that readLog reads', () => {
    expect(readLog(dir)).toBe('');
    environment(dir, { node: '/opt/none/node', script: '/opt/stand-in.js' });
    const r = spawnSync(path.join(dir, 'providers', 'terraform-provider-mongodbatlas'), { encoding: 'utf8' });
    expect([r.status, r.stderr]).toEqual([1, 'terrain-constructs stand-in for mongodb/mongodbatlas cannot start: there is no Node.js at /opt/none/node\n']);
    expect(readLog(dir)).toBe('terrain-constructs stand-in for mongodb/mongodbatlas cannot start: there is no Node.js at /opt/none/node');
  });
});

describe('through TerrainTesting (a fake terraform)', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('Terraform runs with the caller\'s variables (terraform.tfvars.json) and none of the environment\'s TF_VAR_ or TF_CLI_ARGS', async () => {
    const bin = fakeTerraformJs('1.11.4', `
      const seen = ['TF_VAR_leak', 'TF_CLI_ARGS'].filter((k) => process.env[k] !== undefined).join(', ') || 'none';
      const summary = 'environment: ' + seen + '; CLI configuration: ' + path.basename(process.env.TF_CLI_CONFIG_FILE);
      answer({ valid: true, diagnostics: [{ severity: 'warning', summary, detail: fs.readFileSync('terraform.tfvars.json', 'utf8') }] });`);
    process.env.TF_VAR_leak = 'leaked';
    process.env.TF_CLI_ARGS = '-lock=false';
    try {
      const r = await TerrainTesting.validate(atlasStack(), { terraformBinary: bin, reuseStandIns: false, variables: { region: 'eu' } });
      expect(r.diagnostics.map((d) => [d.summary, JSON.parse(d.detail)])).toEqual([['environment: none; CLI configuration: terraform.rc', { region: 'eu' }]]);
    } finally {
      delete process.env.TF_VAR_leak;
      delete process.env.TF_CLI_ARGS;
    }
  }, 30_000);

});

describeWithTerraform('the Terraform error tests')('through TerrainTesting, with terraform', () => {
  test('no Node.js for the stand-ins that Terraform starts: the provider, the reason, and Terraform\'s own message', async () => {
    const before = workDirs();
    const message = await failure(TerrainTesting.validate(atlasStack(), { nodeBinary: '/opt/none/node', reuseStandIns: false }));
    expect(message).toMatch(/^TerrainTesting.validate: Terraform 1.11.4 found 1 error in stack 'test':\n {2}- \[test\] Failed to load plugin schemas/);
    expect(message).toContain('Stand-in providers:\n  terrain-constructs stand-in for mongodb/mongodbatlas cannot start: there is no Node.js at /opt/none/node');
    // No work dir of this call is left behind (another process's may come and go meanwhile: compare new ones only).
    expect(workDirs().filter((d) => !before.includes(d))).toEqual([]);
  }, 30_000);

});
