/**
 * TerrainTesting.validateApp (src/terraform/app-check.ts): every stack of an app, validated and
 * planned by Terraform through the stand-ins, one after another; a failing stack does not stop the
 * others; a line per stack.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { describeWithTerraform } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function atlasStack(app: App, id: string): TerraformStack {
  const stack = new TerraformStack(app, id);
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientSecret: new TerraformVariable(stack, 'secret', { type: 'string', sensitive: true }).stringValue });
  return stack;
}

async function quietly<T>(f: () => Promise<T>): Promise<{ result: T; printed: string }> {
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => (lines.push(String(chunk)), true));
  try {
    return { result: await f(), printed: lines.join('') };
  } finally {
    write.mockRestore();
  }
}

test('the arguments are checked in the name of validateApp', async () => {
  await expect(TerrainTesting.validateApp(new TerraformStack(new App(), 's') as any)).rejects.toThrow(/^\[TerrainTesting\.validateApp\] app: expected an App\./);
  await expect(TerrainTesting.validateApp(new App(), { plann: true } as any)).rejects.toThrow(/options\.plann: unknown key\. .*Fix: write 'plan' instead of 'plann'\./);
});

describeWithTerraform('the Terraform tests of validateApp')('TerrainTesting.validateApp', () => {
  test('two stacks: one plans a role, the other fails with Terraform\'s message and the construct path; both are reported', async () => {
    const app = new App();
    const good = atlasStack(app, 'good');
    new mongodbatlas.MongodbatlasCustomDbRole(good, 'role', { projectId: PROJECT, roleName: 'reader' });
    const bad = atlasStack(app, 'bad');
    const role = new mongodbatlas.MongodbatlasCustomDbRole(bad, 'role', { projectId: PROJECT, roleName: 'r' });
    new mongodbatlas.MongodbatlasCustomDbRole(bad, 'other', { projectId: role.getStringAttribute('project_idd'), roleName: 'o' });
    const { result, printed } = await quietly(() => TerrainTesting.validateApp(app));
    expect(result.ok).toBe(false);
    expect(result.stacks.map((s) => [s.stackPath, s.ok, s.changes.map((c) => `${c.address} ${c.action}`)])).toEqual([
      ['good', true, ['mongodbatlas_custom_db_role.role create']],
      ['bad', false, []],
    ]);
    expect(result.stacks[1].error).toContain('- [bad/other] Unsupported attribute (resource.mongodbatlas_custom_db_role.other.project_id, cdk.tf.json line ');
    expect(printed).toContain('ok good: validate; plan: 1 to create\n');
    expect(printed).toContain('FAILED bad:\n  TerrainTesting.validate: Terraform ');
    expect(printed).toContain('1 of 2 stack(s) failed.\n');
  }, 120_000);

  test('plan: false validates only; print: false prints nothing; given variables win over the placeholders', async () => {
    const app = new App();
    atlasStack(app, 'only');
    const { result, printed } = await quietly(() => TerrainTesting.validateApp(app, { plan: false, print: false, variables: { secret: 'given' } }));
    expect(result).toEqual({ ok: true, stacks: [{ stackPath: 'only', ok: true, diagnostics: [], changes: [], notes: [] }] });
    expect(printed).toBe('');
  }, 120_000);
});
