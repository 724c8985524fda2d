/**
 * What Terraform must see work in our JSON: for_each over lists and maps (TerraformIterator),
 * count, depends_on across resources and across stacks, import blocks (importFrom), moved blocks
 * (moveTo), lifecycle from removal policies, write-only passwords, outputs and sensitive
 * variables; and both ways of starting the stand-ins (shared, and by Terraform itself).
 */
import { App, TerraformCount, TerraformIterator, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { describeWithTerraform, newStack, secretVar } from './util';
import { mongodbatlas, RemovalPolicy, TerrainTesting } from '../../src';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function provider(stack: TerraformStack) {
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: secretVar(stack, 'client_id'), clientSecret: secretVar(stack, 'client_secret') });
}

const CREDENTIALS = { client_id: 'id', client_secret: 'secret' };

function role(stack: TerraformStack, id: string, roleName: string, extra: Partial<mongodbatlas.MongodbatlasCustomDbRoleConfig> = {}) {
  return new mongodbatlas.MongodbatlasCustomDbRole(stack, id, { projectId: PROJECT, roleName, ...extra });
}

describeWithTerraform('the Terraform feature tests')('Terraform accepts', () => {
  test('for_each over a list and over a map (TerraformIterator), and count', async () => {
    const stack = newStack();
    provider(stack);
    const names = new TerraformVariable(stack, 'role_names', { type: 'list(string)' });
    const fromList = TerraformIterator.fromList(names.listValue);
    role(stack, 'listed', fromList.value, { forEach: fromList });
    const fromMap = TerraformIterator.fromMap({ auditor: { db: 'orders' }, reader: { db: 'catalog' } });
    role(stack, 'mapped', fromMap.key, {
      forEach: fromMap,
      inheritedRoles: [{ roleName: 'read', databaseName: fromMap.getString('db') }],
    });
    const count = TerraformCount.of(2);
    role(stack, 'counted', `counted-${count.index}`, { count });
    const plan = await TerrainTesting.plan(stack, { variables: { ...CREDENTIALS, role_names: ['a', 'b', 'c'] } });
    expect(plan.changes.map((c) => [c.address, c.action, c.constructPath])).toEqual([
      ['mongodbatlas_custom_db_role.counted[0]', 'create', 'test/counted'],
      ['mongodbatlas_custom_db_role.counted[1]', 'create', 'test/counted'],
      ['mongodbatlas_custom_db_role.listed["a"]', 'create', 'test/listed'],
      ['mongodbatlas_custom_db_role.listed["b"]', 'create', 'test/listed'],
      ['mongodbatlas_custom_db_role.listed["c"]', 'create', 'test/listed'],
      ['mongodbatlas_custom_db_role.mapped["auditor"]', 'create', 'test/mapped'],
      ['mongodbatlas_custom_db_role.mapped["reader"]', 'create', 'test/mapped'],
    ]);
  }, 60_000);

  test('depends_on across resources', async () => {
    const stack = newStack();
    provider(stack);
    const a = role(stack, 'a', 'a');
    role(stack, 'b', 'b', { dependsOn: [a] });
    const doc = (await TerrainTesting.plan(stack, { variables: CREDENTIALS, keepWorkDir: false }));
    expect(doc.changes.map((c) => c.address)).toEqual(['mongodbatlas_custom_db_role.a', 'mongodbatlas_custom_db_role.b']);
    expect(TerrainTesting.synthToObject(stack).resource.mongodbatlas_custom_db_role.b.depends_on).toEqual(['mongodbatlas_custom_db_role.a']);
  }, 60_000);

  test('depends_on and references across stacks: the consumer plans against a stand-in state of the producer', async () => {
    const app = new App();
    const base = new TerraformStack(app, 'base');
    provider(base);
    const auditor = role(base, 'auditor', 'auditor');
    const users = new TerraformStack(app, 'users');
    provider(users);
    users.addDependency(base);
    role(users, 'reader', 'reader', { inheritedRoles: [{ roleName: auditor.roleName, databaseName: 'admin' }] });
    // Conformance has no schema of Terraform's built-in provider (terraform_remote_state): ignored here.
    const [p1, p2] = await Promise.all([
      TerrainTesting.plan(base, { variables: CREDENTIALS }),
      TerrainTesting.plan(users, { variables: CREDENTIALS, ignoreProviders: ['terraform'] }),
    ]);
    const doc = TerrainTesting.synthToObject(users, { ignoreProviders: ['terraform'] });
    expect(Object.values<any>(doc.data.terraform_remote_state)[0].backend).toBe('local');
    expect(p1.changes.map((c) => c.address)).toEqual(['mongodbatlas_custom_db_role.auditor']);
    expect(p2.changes.map((c) => c.address)).toEqual(['mongodbatlas_custom_db_role.reader']);
  }, 60_000);

  test('import blocks (importFrom) and moved blocks (moveTo)', async () => {
    const stack = newStack();
    provider(stack);
    role(stack, 'existing', 'existing').importFrom(`${PROJECT}-existing`);
    role(stack, 'renamed', 'renamed').addMoveTarget('renamed-role');
    role(stack, 'old', 'renamed').moveTo('renamed-role');
    const plan = await TerrainTesting.plan(stack, { variables: CREDENTIALS });
    const doc = TerrainTesting.synthToObject(stack);
    expect(doc.import).toEqual([expect.objectContaining({ id: `${PROJECT}-existing`, to: 'mongodbatlas_custom_db_role.existing' })]);
    expect(doc.moved).toEqual([expect.objectContaining({ from: 'mongodbatlas_custom_db_role.old', to: 'mongodbatlas_custom_db_role.renamed' })]);
    // Nothing is in the state: the move has nothing to move, the import reads the object by id.
    expect(plan.changes).toEqual([
      expect.objectContaining({ address: 'mongodbatlas_custom_db_role.existing', importId: `${PROJECT}-existing`, constructPath: 'test/existing' }),
      expect.objectContaining({ address: 'mongodbatlas_custom_db_role.renamed', action: 'create', constructPath: 'test/renamed' }),
    ]);
  }, 60_000);

  test('lifecycle from removal policies, write-only passwords, outputs and sensitive variables', async () => {
    const stack = newStack();
    provider(stack);
    const cluster = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      projectId: PROJECT,
      name: 'orders',
      instanceSize: mongodbatlas.InstanceSize.M10,
      regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const password = secretVar(stack, 'app_password');
    const user = new mongodbatlas.DatabaseUser(stack, 'App', {
      projectId: PROJECT,
      authentication: mongodbatlas.DatabaseUserAuthentication.password({ username: 'app', password: mongodbatlas.DatabasePassword.writeOnly(password, 1) }),
      roles: [mongodbatlas.DatabaseRole.readWrite('orders')],
    });
    cluster.grantRead(user, 'catalog');
    new TerraformOutput(stack, 'connection', { value: cluster.connectionStrings.standardSrv });
    new TerraformOutput(stack, 'password_echo', { value: password, sensitive: true });
    const doc = TerrainTesting.synthToObject(stack);
    expect(Object.values<any>(doc.resource.mongodbatlas_advanced_cluster)[0].lifecycle).toEqual({ prevent_destroy: true });
    expect(Object.values<any>(doc.resource.mongodbatlas_database_user)[0].password_wo).toBe('${var.app_password}');
    const plan = await TerrainTesting.plan(stack, { variables: { ...CREDENTIALS, app_password: 'correct horse' } });
    expect(plan.changes.map((c) => [c.resourceType, c.action, c.constructPath])).toEqual([
      ['mongodbatlas_advanced_cluster', 'create', 'test/Orders/Default'],
      ['mongodbatlas_database_user', 'create', 'test/App/Default'],
    ]);
    expect(plan.outputs).toEqual(['connection', 'password_echo']);
  }, 60_000);

  test('a sensitive value in an output that is not marked sensitive: Terraform says so, at the output', async () => {
    const stack = newStack();
    provider(stack);
    new TerraformOutput(stack, 'leak', { value: secretVar(stack, 'token') });
    await expect(TerrainTesting.plan(stack, { variables: { ...CREDENTIALS, token: 't' } })).rejects.toThrow(
      /\[test\/leak\] Output refers to sensitive values \(output\.leak, cdk\.tf\.json line \d+\)/);
  }, 60_000);

  test('validate and plan with the stand-ins started by Terraform itself (dev_overrides, mutual TLS)', async () => {
    const stack = newStack();
    provider(stack);
    role(stack, 'a', 'a');
    const v = await TerrainTesting.validate(stack, { reuseStandIns: false });
    expect(v.diagnostics).toEqual([]);
    const p = await TerrainTesting.plan(stack, { reuseStandIns: false, variables: CREDENTIALS });
    expect(p.changes.map((c) => [c.address, c.action])).toEqual([['mongodbatlas_custom_db_role.a', 'create']]);
  }, 60_000);
});
