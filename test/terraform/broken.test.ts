/**
 * Documents our own checks let through, and Terraform does not: each fails `TerrainTesting`
 * with Terraform's own message and the path of the construct it is about.
 */
import { TerraformIterator, TerraformStack, TerraformVariable } from 'cdktn';
import { describeWithTerraform, newStack, secretVar } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function withProvider(): TerraformStack {
  const stack = newStack();
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: secretVar(stack, 'client_id'), clientSecret: secretVar(stack, 'client_secret') });
  return stack;
}

function user(stack: TerraformStack, id: string) {
  return new mongodbatlas.MongodbatlasDatabaseUser(stack, id, {
    projectId: PROJECT, username: id, authDatabaseName: 'admin', roles: [{ roleName: 'read', databaseName: 'orders' }],
  });
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e: any) {
    return e.message;
  }
  throw new Error('expected TerrainTesting to fail');
}

describeWithTerraform('the Terraform tests of broken documents')('Terraform finds, with our construct path', () => {
  test('a string where a block is expected (an escape hatch)', async () => {
    const stack = withProvider();
    const roles = new TerraformVariable(stack, 'roles', { type: 'string' });
    user(stack, 'app').addOverride('roles', roles.stringValue);
    // Our conformance check does not judge a reference; Terraform's decoder does.
    const message = await failure(TerrainTesting.validate(stack));
    expect(message).toContain("TerrainTesting.validate: Terraform 1.11.4 found 1 error in stack 'test':");
    expect(message).toContain('- [test/app] Incorrect JSON value type (resource.mongodbatlas_database_user.app.roles, cdk.tf.json line ');
    expect(message).toContain('Either a JSON object or a JSON array is required, representing the contents of one or more "roles" blocks.');
  }, 60_000);

  test('a reference to an attribute the type does not have', async () => {
    const stack = withProvider();
    const a = user(stack, 'app');
    new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: a.getStringAttribute('project_idd'), roleName: 'r' });
    const message = await failure(TerrainTesting.validate(stack));
    expect(message).toContain('- [test/role] Unsupported attribute (resource.mongodbatlas_custom_db_role.role.project_id, cdk.tf.json line ');
    expect(message).toContain('This object has no argument, nested block, or exported attribute named "project_idd".');
  }, 60_000);

  test('a dependency cycle', async () => {
    const stack = withProvider();
    const a = new mongodbatlas.MongodbatlasCustomDbRole(stack, 'a', { projectId: PROJECT, roleName: 'a' });
    const b = new mongodbatlas.MongodbatlasCustomDbRole(stack, 'b', { projectId: PROJECT, roleName: a.roleName });
    a.addOverride('depends_on', [`mongodbatlas_custom_db_role.${b.friendlyUniqueId}`]);
    const message = await failure(TerrainTesting.validate(stack));
    expect(message).toMatch(/- \[test\/(a, test\/b|b, test\/a)\] Cycle: mongodbatlas_custom_db_role\.[ab], mongodbatlas_custom_db_role\.[ab]/);
  }, 60_000);

  test('a resource type the provider does not have (our own check switched off): Terraform names it, at its constructs', async () => {
    const stack = withProvider();
    const role = new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'r' });
    (role as any).terraformResourceType = 'mongodbatlas_custom_db_rol';
    const message = await failure(TerrainTesting.validate(stack, { conformance: false }));
    expect(message).toContain('- [test/role] Invalid resource type (resource.mongodbatlas_custom_db_rol, cdk.tf.json line ');
    expect(message).toContain('The provider mongodb/mongodbatlas does not support resource type "mongodbatlas_custom_db_rol".');
  }, 60_000);

  // Once broken: the L1 rendered `roles` as a for-expression string ("${[ for key, val in {...}:
  // {...}]}") instead of a `dynamic "roles"` block, and Terraform refused it ("Incorrect JSON value
  // type ... one or more "roles" blocks"). Now it renders under `dynamic`, and Terraform plans it.
  test('a dynamic block (TerraformIterator.dynamic) on a block attribute', async () => {
    const stack = withProvider();
    const roles = TerraformIterator.fromMap({ orders: 'readWrite', catalog: 'read' });
    new mongodbatlas.MongodbatlasDatabaseUser(stack, 'app', {
      projectId: PROJECT,
      username: 'app',
      authDatabaseName: 'admin',
      roles: roles.dynamic({ database_name: roles.key, role_name: roles.value }) as any,
    });
    const plan = await TerrainTesting.plan(stack, { variables: { client_id: 'i', client_secret: 's' } });
    expect(plan.changes.map((c) => c.address)).toEqual(['mongodbatlas_database_user.app']);
  }, 60_000);
});
