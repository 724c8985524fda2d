/**
 * TerrainTesting.validate and plan (src/terraform/run.ts): Terraform's answer read back (the
 * diagnostics at their constructs, through the byte ranges of cdk.tf.json, the addresses or their
 * text; the planned changes; the outputs), what Terraform runs with (the caller's variables, none
 * of the environment's), and how they fail: no terraform, a Terraform too old for a feature of
 * the stack, a stand-in that cannot start, a provider without stand-in, Terraform failing without
 * diagnostics (its stderr is kept), a timeout. Temporary folders go in every case, also when the
 * process is interrupted; apply is refused by the stand-in. Most run a fake terraform (a shell
 * script); the others need terraform on PATH. More of what Terraform finds: broken.test.ts,
 * features.test.ts.
 */
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformProvider, TerraformResource, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { compileStandIn, describeWithTerraform, newStack, secretVar } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';
import { TerraformCheckError } from '../../src/terraform/run';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
const ROOT = path.join(__dirname, '..', '..');

class NullProvider extends TerraformProvider {
  constructor(scope: Construct, id: string) {
    super(scope, id, { terraformResourceType: 'null', terraformGeneratorMetadata: { providerName: 'null' }, terraformProviderSource: 'hashicorp/null' });
  }
}

function atlasStack(): TerraformStack {
  const stack = newStack();
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
  new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'r' });
  return stack;
}

/** A fake `terraform`: `version -json` prints `version`; any other command runs `body` (sh). */
function fakeTerraform(version: string, body = 'exit 0'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-terraform-'));
  const file = path.join(dir, 'terraform');
  fs.writeFileSync(file, `#!/bin/sh\nif [ "$1" = version ]; then echo '{"terraform_version":"${version}"}'; exit 0; fi\n${body}\n`, { mode: 0o755 });
  return file;
}

/** A fake `terraform` whose commands other than `version` run `js` with node (fs, path and answer(json, code) in scope). */
function fakeTerraformJs(version: string, js: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-terraform-js-')), 'fake.js');
  fs.writeFileSync(file, 'const fs = require(\'fs\'); const path = require(\'path\');\n'
    + 'const answer = (json, code = 0) => { process.stdout.write(JSON.stringify(json)); process.exit(code); };\n' + js);
  return fakeTerraform(version, `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(file)} "$@"`);
}

function workDirs(): string[] {
  return fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('terrain-terraform-'));
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e: any) {
    return e.message;
  }
  throw new Error('expected TerrainTesting to fail');
}

describe('what Terraform answers, read back (a fake terraform)', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('validate: an error at a byte of cdk.tf.json is reported at the construct, with the path in the document and the line; the dev_overrides warning is left out', async () => {
    const bin = fakeTerraformJs('1.11.4', `
      const byte = Buffer.from(fs.readFileSync('cdk.tf.json', 'utf8').split('"role_name"')[0]).length;
      answer({ valid: false, diagnostics: [
        { severity: 'error', summary: 'Invalid role name', detail: 'The name is taken.', range: { filename: 'cdk.tf.json', start: { line: 12, byte } } },
        { severity: 'warning', summary: 'Provider development overrides are in effect' },
      ] }, 1);`);
    let error: unknown;
    try {
      await TerrainTesting.validate(atlasStack(), { terraformBinary: bin, reuseStandIns: false });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TerraformCheckError);
    expect((error as TerraformCheckError).message).toBe("TerrainTesting.validate: Terraform 1.11.4 found 1 error in stack 'test':\n"
      + '  - [test/role] Invalid role name (resource.mongodbatlas_custom_db_role.role.role_name, cdk.tf.json line 12)\n'
      + '    The name is taken.');
    expect((error as TerraformCheckError).diagnostics).toEqual([{
      severity: 'error',
      summary: 'Invalid role name',
      detail: 'The name is taken.',
      constructPath: 'test/role',
      address: 'mongodbatlas_custom_db_role.role',
      documentPath: 'resource.mongodbatlas_custom_db_role.role.role_name',
      line: 12,
    }]);
  }, 30_000);

  test('plan: the changes with their constructs (sorted by address), the outputs, and a warning without a position found by the address in its text', async () => {
    const stack = atlasStack();
    new mongodbatlas.MongodbatlasCustomDbRole(stack, 'audit', { projectId: PROJECT, roleName: 'a' });
    const lines = [
      { type: 'planned_change', change: { resource: { addr: 'mongodbatlas_custom_db_role.role', resource_type: 'mongodbatlas_custom_db_role' }, action: 'create' } },
      { type: 'planned_change', change: { resource: { addr: 'mongodbatlas_custom_db_role.audit', resource_type: 'mongodbatlas_custom_db_role' }, action: 'noop', importing: { id: 'p-a' } } },
      { type: 'diagnostic', diagnostic: { severity: 'warning', summary: 'Deprecated attribute', detail: 'mongodbatlas_custom_db_role.audit uses a deprecated attribute.' } },
      { type: 'outputs', outputs: { zeta: {}, alpha: {} } },
      { type: 'change_summary', changes: { add: 1 } },
    ];
    const bin = fakeTerraformJs('1.11.4', `console.log('not json, skipped'); ${JSON.stringify(lines)}.forEach((l) => console.log(JSON.stringify(l)));`);
    const plan = await TerrainTesting.plan(stack, { terraformBinary: bin, reuseStandIns: false });
    expect(plan).toEqual({
      terraformVersion: '1.11.4',
      workDir: undefined,
      outputs: ['alpha', 'zeta'],
      changes: [
        { address: 'mongodbatlas_custom_db_role.audit', resourceType: 'mongodbatlas_custom_db_role', action: 'no-op', importId: 'p-a', movedFrom: undefined, constructPath: 'test/audit' },
        { address: 'mongodbatlas_custom_db_role.role', resourceType: 'mongodbatlas_custom_db_role', action: 'create', importId: undefined, movedFrom: undefined, constructPath: 'test/role' },
      ],
      diagnostics: [{
        severity: 'warning',
        summary: 'Deprecated attribute',
        detail: 'mongodbatlas_custom_db_role.audit uses a deprecated attribute.',
        constructPath: 'test/audit',
        address: 'mongodbatlas_custom_db_role.audit',
        documentPath: undefined,
        line: undefined,
      }],
    });
  }, 30_000);

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

  test('fail: a plan that Terraform did not finish (no change summary) is an error, even without a diagnostic', async () => {
    const bin = fakeTerraform('1.11.4', 'echo \'{"type":"version"}\'');
    expect(await failure(TerrainTesting.plan(atlasStack(), { terraformBinary: bin, reuseStandIns: false }))).toBe(
      "TerrainTesting.plan: Terraform 1.11.4 found an error in stack 'test':\n  terraform exited with code 0 and reported no diagnostic.");
  }, 30_000);
});

describe('without terraform', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('no terraform on PATH: a clear error that says so', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await failure(TerrainTesting.validate(atlasStack()))).toBe(
        'TerrainTesting.validate runs Terraform, and there is no terraform on PATH. Install Terraform 1.0.0 or later (1.11 or later for write-only attributes) and put it on PATH, or pass terraformBinary.');
    } finally {
      process.env.PATH = saved;
    }
  }, 30_000);

  test('a terraformBinary that does not exist', async () => {
    expect(await failure(TerrainTesting.plan(atlasStack(), { terraformBinary: '/opt/none/terraform' }))).toMatch(
      /^TerrainTesting.plan runs Terraform, and there is no Terraform at \/opt\/none\/terraform\./);
  }, 30_000);

  test('a Terraform too old for write-only attributes: the feature, the version, the attribute and its construct', async () => {
    const stack = newStack();
    new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
    new mongodbatlas.DatabaseUser(stack, 'App', {
      projectId: PROJECT,
      authentication: mongodbatlas.DatabaseUserAuthentication.password({ username: 'app', password: mongodbatlas.DatabasePassword.writeOnly(secretVar(stack, 'pw'), 1) }),
      roles: [mongodbatlas.DatabaseRole.read('orders')],
    });
    const bin = fakeTerraform('1.10.5');
    expect(await failure(TerrainTesting.plan(stack, { terraformBinary: bin }))).toBe(
      `TerrainTesting.plan: Terraform 1.10.5 (${bin}) is too old for stack 'test':\n`
      + '  - write-only attributes need Terraform 1.11.0 or later: mongodbatlas_database_user.App.password_wo (test/App/Default)\n'
      + 'Install Terraform 1.11.0 or later, or pass its path in terraformBinary.');
  }, 30_000);

  test('a provider that has no stand-in', async () => {
    const stack = atlasStack();
    new NullProvider(stack, 'null');
    new TerraformResource(stack, 'n', { terraformResourceType: 'null_resource', terraformGeneratorMetadata: { providerName: 'null' } });
    expect(await failure(TerrainTesting.validate(stack, { ignoreProviders: ['null'], terraformBinary: fakeTerraform('1.11.4') }))).toMatch(
      /^TerrainTesting.validate: stack 'test' uses provider null \(hashicorp\/null\), which has no stand-in\. Terraform runs offline here, with stand-ins for mongodb\/mongodbatlas, incident-io\/incident, IBM-Cloud\/ibm, equinix\/equinix only/);
  }, 30_000);

  test('Terraform fails without a diagnostic: its stderr is in the error, the folder is removed', async () => {
    const before = workDirs();
    const bin = fakeTerraform('1.11.4', 'echo "panic: runtime error: the fake crashed" >&2; exit 2');
    const message = await failure(TerrainTesting.validate(atlasStack(), { terraformBinary: bin }));
    expect(message).toBe("TerrainTesting.validate: Terraform 1.11.4 found an error in stack 'test':\n"
      + '  terraform exited with code 2 and reported no diagnostic.\n'
      + "Terraform's stderr:\n"
      + '  panic: runtime error: the fake crashed');
    expect(workDirs()).toEqual(before);
  }, 30_000);

  test('a Terraform that hangs is stopped after timeoutSeconds', async () => {
    const bin = fakeTerraform('1.11.4', 'sleep 30');
    expect(await failure(TerrainTesting.validate(atlasStack(), { terraformBinary: bin, timeoutSeconds: 1 }))).toBe(
      'TerrainTesting.validate: terraform validate did not finish within 1 s (timeoutSeconds); stopped it.');
  }, 20_000);
});

describeWithTerraform('the Terraform error tests')('with terraform', () => {
  // cdktn's own validation of import blocks runs `terraform version` (it needs Terraform 1.5).
  test('import blocks need 1.5, the stand-ins 1.0', async () => {
    const stack = atlasStack();
    new mongodbatlas.MongodbatlasCustomDbRole(stack, 'old', { projectId: PROJECT, roleName: 'o' }).importFrom(`${PROJECT}-o`);
    const message = await failure(TerrainTesting.validate(stack, { terraformBinary: fakeTerraform('0.15.5') }));
    expect(message).toContain('Terraform 0.15.5');
    expect(message).toContain('  - the plugin protocol 6 of the stand-ins and -json output need Terraform 1.0.0 or later\n');
    expect(message).toContain('  - import blocks need Terraform 1.5.0 or later: mongodbatlas_custom_db_role.old (test/old)\n');
    expect(message).toContain('Install Terraform 1.5.0 or later');
  }, 30_000);

  test('no Node.js for the stand-ins (shared): the provider and the reason', async () => {
    expect(await failure(TerrainTesting.validate(atlasStack(), { nodeBinary: '/opt/none/node' }))).toMatch(
      /^terrain-constructs stand-in for mongodb\/mongodbatlas cannot start: there is no Node.js at \/opt\/none\/node \(spawn \/opt\/none\/node ENOENT\)\./);
  }, 30_000);

  test('no Node.js for the stand-ins that Terraform starts: the provider, the reason, and Terraform\'s own message', async () => {
    const before = workDirs();
    const message = await failure(TerrainTesting.validate(atlasStack(), { nodeBinary: '/opt/none/node', reuseStandIns: false }));
    expect(message).toMatch(/^TerrainTesting.validate: Terraform 1.11.4 found 1 error in stack 'test':\n {2}- \[test\] Failed to load plugin schemas/);
    expect(message).toContain('Stand-in providers:\n  terrain-constructs stand-in for mongodb/mongodbatlas cannot start: there is no Node.js at /opt/none/node');
    expect(workDirs()).toEqual(before);
  }, 30_000);

  test('the working folder can be kept, and terraform apply in it is refused by the stand-in', async () => {
    const stack = atlasStack();
    const plan = await TerrainTesting.plan(stack, { keepWorkDir: true, reuseStandIns: false });
    const dir = plan.workDir!;
    try {
      expect(fs.readdirSync(dir).sort()).toEqual(['cdk.tf.json', 'providers', 'terraform.rc']);
      const r = spawnSync('terraform', ['apply', '-auto-approve', '-input=false', '-no-color'], {
        cwd: dir, encoding: 'utf8', env: { ...process.env, TF_CLI_CONFIG_FILE: path.join(dir, 'terraform.rc'), CHECKPOINT_DISABLE: '1' },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('terrain-constructs stand-in for mongodb/mongodbatlas is a stand-in that cannot apply');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('interrupted (SIGINT) while Terraform runs: Terraform is stopped and the folder removed', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'interrupt-')), 'cwd');
    const bin = fakeTerraform('1.11.4', `echo "$$ $(pwd)" > ${marker}; exec sleep 30`);
    const script = `
      require('ts-node').register({ transpileOnly: true, project: ${JSON.stringify(path.join(ROOT, 'test', 'tsconfig.json'))} });
      const { App, TerraformOutput, TerraformStack } = require('cdktn');
      const { validate } = require(${JSON.stringify(path.join(ROOT, 'src', 'terraform', 'run'))});
      const stack = new TerraformStack(new App(), 'test');
      new TerraformOutput(stack, 'o', { value: 1 });
      validate(stack, { terraformBinary: ${JSON.stringify(bin)} });
    `;
    const child = spawn(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env }, stdio: 'ignore' });
    const started = Date.now();
    while (!fs.existsSync(marker) || !fs.readFileSync(marker, 'utf8').trim()) {
      if (Date.now() - started > 30_000) throw new Error('terraform did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    const [pid, dir] = fs.readFileSync(marker, 'utf8').trim().split(' ');
    expect(fs.existsSync(path.join(dir, 'cdk.tf.json'))).toBe(true);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(fs.existsSync(dir)).toBe(false);
    // Gone, or a zombie waiting for init to reap it.
    await new Promise((r) => setTimeout(r, 200));
    expect(spawnSync('ps', ['-o', 'stat=', '-p', pid], { encoding: 'utf8' }).stdout.trim()).toMatch(/^(Z.*)?$/);
  }, 60_000);
});
