/**
 * TerrainTesting.validate and plan (src/terraform/run.ts), end to end: Terraform's answer read
 * back (the diagnostics at their constructs, through the byte ranges of cdk.tf.json, the
 * addresses or their text; the planned changes; the outputs), a working folder kept on request
 * (in which apply is refused by the stand-in), and the shared stand-ins that cannot start. The
 * parts have their own tests next to this one: the stand-ins a document needs
 * (run-providers.test.ts), the Terraform it needs (terraform-version.test.ts), the working folder
 * and the environment (work-dir.test.ts), Terraform as a child process, its timeout and an
 * interruption (terraform-process.test.ts), its output and the failure message
 * (terraform-output.test.ts), the constructs of diagnostics (locator.test.ts). Most run a fake
 * terraform (a shell script); the others need terraform on PATH. More of what Terraform finds:
 * broken.test.ts, features.test.ts.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { atlasStack, failure, fakeTerraformJs, PROJECT } from './fake-terraform';
import { compileStandIn, describeWithTerraform } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';
import { TerraformCheckError } from '../../src/terraform/run';

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
      notes: [],
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

});

describeWithTerraform('the Terraform error tests')('with terraform', () => {
  test('no Node.js for the stand-ins (shared): the provider and the reason', async () => {
    expect(await failure(TerrainTesting.validate(atlasStack(), { nodeBinary: '/opt/none/node' }))).toMatch(
      /^terrain-constructs stand-in for mongodb\/mongodbatlas cannot start: there is no Node.js at \/opt\/none\/node \(spawn \/opt\/none\/node ENOENT\)\./);
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

});
