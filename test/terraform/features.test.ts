/**
 * What Terraform must see work in our JSON: for_each over lists and maps (TerraformIterator),
 * count, depends_on across resources and across stacks, import blocks (importFrom), moved blocks
 * (moveTo), lifecycle from removal policies, write-only passwords, outputs and sensitive
 * variables; and both ways of starting the stand-ins (shared, and by Terraform itself). The table
 * `FEATURES` adds dynamic blocks at every depth, more iterators, count, lifecycle and moves.
 */
import { App, TerraformCount, TerraformIterator, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { describeWithTerraform, newStack, secretVar, startAll } from './util';
import { equinix, incident, mongodbatlas, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../src';

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
    // depends_on cannot name what another stack holds (cdktn rendered an output reference, which Terraform refuses): the stack dependency above orders them.
    expect(() => role(users, 'late', 'late', { dependsOn: [auditor] })).toThrow(
      "[users/late] dependsOn[0]: is a construct of stack 'base', and depends_on names only what is in the same stack.");
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

/** A case of the table below: a stack, the variables its plan needs, the changes it must plan. */
interface Feature {
  readonly build: (stack: TerraformStack) => Record<string, unknown>;
  readonly changes: string[];
  /** What the synthesized document must hold besides. */
  readonly check?: (doc: any) => void;
}

const CLUSTER_REGIONS = [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }];

/**
 * More of what Terraform must see work, one stack each, planned at once: dynamic blocks where
 * Terraform takes them (top level, nested in a block's item, in a single block, in a provider
 * block and a data source, a block of at most one item, one dynamic inside another's content),
 * a dynamic value for a nested attribute (a `for` expression), for_each over a map variable,
 * over a list of objects, on a data source and over another resource's instances, count from a
 * variable, lifecycle arguments and conditions, moves and imports by address, removal policies
 * through RemovalPolicies, and write-only attributes of the L1.
 */
const FEATURES: Record<string, Feature> = {
  'dynamic blocks: a set block, and a set block inside the item of another (custom_db_role actions[].resources)': {
    build: (stack) => {
      provider(stack);
      const grants = new TerraformVariable(stack, 'grants', { type: 'list(object({ action = string, db = string }))' });
      const it = TerraformIterator.fromList(grants.listValue);
      role(stack, 'top', 'top', { actions: it.dynamic({ action: it.getString('action'), resources: [{ databaseName: it.getString('db') }] }) as any });
      const dbs = new TerraformVariable(stack, 'dbs', { type: 'list(string)' });
      const inner = TerraformIterator.fromList(dbs.listValue);
      role(stack, 'nested', 'nested', { actions: [{ action: 'FIND', resources: inner.dynamic({ databaseName: inner.value, collectionName: 'orders' }) as any }] });
      return { ...CREDENTIALS, grants: [{ action: 'FIND', db: 'orders' }, { action: 'INSERT', db: 'orders' }], dbs: ['a', 'b'] };
    },
    changes: ['mongodbatlas_custom_db_role.nested create test/nested', 'mongodbatlas_custom_db_role.top create test/top'],
  },
  'dynamic blocks: one inside the content of another': {
    build: (stack) => {
      provider(stack);
      const grants = new TerraformVariable(stack, 'grants', { type: 'list(object({ action = string, dbs = list(string) }))' });
      const outer = TerraformIterator.fromList(grants.listValue);
      const inner = TerraformIterator.fromList(outer.getList('dbs'));
      role(stack, 'r', 'r', { actions: outer.dynamic({ action: outer.getString('action'), resources: inner.dynamic({ database_name: inner.value }) }) as any });
      return { ...CREDENTIALS, grants: [{ action: 'FIND', dbs: ['a', 'b'] }] };
    },
    changes: ['mongodbatlas_custom_db_role.r create test/r'],
  },
  'dynamic blocks: in a single block (equinix_fabric_connection a_side.additional_info), and a block of at most one item (redundancy)': {
    build: (stack) => {
      new equinix.EquinixProvider(stack, 'equinix', { clientId: secretVar(stack, 'eq_id'), clientSecret: secretVar(stack, 'eq_secret') });
      const info = TerraformIterator.fromMap(new TerraformVariable(stack, 'info', { type: 'map(string)' }).value);
      const redundancy = TerraformIterator.fromList(new TerraformVariable(stack, 'priorities', { type: 'list(string)' }).listValue);
      new equinix.EquinixFabricConnection(stack, 'c', {
        name: 'c',
        type: 'EVPL_VC',
        bandwidth: 50,
        notifications: [{ type: 'ALL', emails: ['ops@example.com'] }],
        order: { purchaseOrderNumber: '1-1' },
        redundancy: redundancy.dynamic({ priority: redundancy.value }) as any,
        aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } }, additionalInfo: info.dynamic({ key: info.key, value: info.value }) },
        zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z' }, linkProtocol: { type: 'DOT1Q', vlanTag: 101 } } },
      });
      return { eq_id: 'i', eq_secret: 's', info: { team: 'net' }, priorities: ['PRIMARY'] };
    },
    changes: ['equinix_fabric_connection.c create test/c'],
  },
  'dynamic blocks: in a provider block (assume_role) and in a data source (alert_configuration output)': {
    build: (stack) => {
      const roles = TerraformIterator.fromList(new TerraformVariable(stack, 'roles', { type: 'list(string)' }).listValue);
      new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: secretVar(stack, 'client_id'), clientSecret: secretVar(stack, 'client_secret'), assumeRole: roles.dynamic({ roleArn: roles.value }) as any });
      const labels = TerraformIterator.fromList(new TerraformVariable(stack, 'labels', { type: 'list(string)' }).listValue);
      const alert = new mongodbatlas.DataMongodbatlasAlertConfiguration(stack, 'alert', { projectId: PROJECT, alertConfigurationId: '5f1b2c3d4e5f6a7b8c9d0e20', output: labels.dynamic({ type: 'resource_hcl', label: labels.value }) });
      new TerraformOutput(stack, 'event', { value: alert.eventType });
      return { ...CREDENTIALS, roles: ['arn:aws:iam::123456789012:role/atlas'], labels: ['a'] };
    },
    changes: [],
  },
  'a dynamic value for a nested attribute is a for expression (advanced_cluster replication_specs)': {
    build: (stack) => {
      provider(stack);
      const regions = TerraformIterator.fromList(new TerraformVariable(stack, 'regions', { type: 'list(string)' }).listValue);
      new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'c', {
        projectId: PROJECT,
        name: 'orders',
        clusterType: 'REPLICASET',
        replicationSpecs: regions.dynamic({ regionConfigs: [{ providerName: 'AWS', regionName: regions.value, priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }) as any,
      });
      return { ...CREDENTIALS, regions: ['US_EAST_1'] };
    },
    changes: ['mongodbatlas_advanced_cluster.c create test/c'],
  },
  'for_each over a map variable, over a list of objects by a key, on a data source, and over the instances of another resource': {
    build: (stack) => {
      provider(stack);
      const byName = TerraformIterator.fromMap(new TerraformVariable(stack, 'roles', { type: 'map(object({ db = string }))' }).value);
      const roles = role(stack, 'mapped', byName.key, { forEach: byName, inheritedRoles: [{ roleName: 'read', databaseName: byName.getString('db') }] });
      const list = new TerraformVariable(stack, 'teams', { type: 'list(object({ name = string, db = string }))' });
      const byKey = TerraformIterator.fromComplexList(list.value, 'name');
      role(stack, 'keyed', byKey.getString('name'), { forEach: byKey });
      const lookups = TerraformIterator.fromList(new TerraformVariable(stack, 'lookups', { type: 'list(string)' }).listValue);
      new mongodbatlas.DataMongodbatlasCustomDbRole(stack, 'lookup', { projectId: PROJECT, roleName: lookups.value, forEach: lookups });
      const chained = TerraformIterator.fromResources(roles);
      role(stack, 'derived', `${chained.getString('role_name')}-copy`, { forEach: chained });
      return { ...CREDENTIALS, roles: { auditor: { db: 'orders' } }, teams: [{ name: 'ops', db: 'orders' }], lookups: ['existing'] };
    },
    changes: [
      'mongodbatlas_custom_db_role.derived["auditor"] create test/derived',
      'mongodbatlas_custom_db_role.keyed["ops"] create test/keyed',
      'mongodbatlas_custom_db_role.mapped["auditor"] create test/mapped',
    ],
  },
  'count from a variable, on a resource and on a data source': {
    build: (stack) => {
      provider(stack);
      const n = new TerraformVariable(stack, 'n', { type: 'number' });
      const count = TerraformCount.of(n.numberValue);
      role(stack, 'counted', `counted-${count.index}`, { count });
      const lookups = TerraformCount.of(n.numberValue);
      new mongodbatlas.DataMongodbatlasCustomDbRole(stack, 'lookup', { projectId: PROJECT, roleName: `role-${lookups.index}`, count: lookups });
      return { ...CREDENTIALS, n: 2 };
    },
    changes: ['mongodbatlas_custom_db_role.counted[0] create test/counted', 'mongodbatlas_custom_db_role.counted[1] create test/counted'],
  },
  'lifecycle arguments on a resource, conditions on a data source': {
    build: (stack) => {
      provider(stack);
      const a = role(stack, 'a', 'a');
      role(stack, 'b', 'b', {
        lifecycle: { createBeforeDestroy: true, ignoreChanges: ['inherited_roles'], replaceTriggeredBy: [a], precondition: [{ condition: '${length(var.client_id) > 0}', errorMessage: 'a client id' }] },
      });
      new mongodbatlas.DataMongodbatlasCustomDbRole(stack, 'lookup', {
        projectId: PROJECT, roleName: 'a', lifecycle: { postcondition: [{ condition: '${self.role_name == "a"}', errorMessage: 'the role' }] },
      });
      return CREDENTIALS;
    },
    changes: ['mongodbatlas_custom_db_role.a create test/a', 'mongodbatlas_custom_db_role.b create test/b'],
  },
  'moves by address (moveFromId, moveToId) and an import into another provider\'s resource': {
    build: (stack) => {
      provider(stack);
      role(stack, 'current', 'current').moveFromId('mongodbatlas_custom_db_role.legacy');
      role(stack, 'old', 'old').moveToId('mongodbatlas_custom_db_role.new');
      role(stack, 'new', 'new');
      new incident.IncidentProvider(stack, 'incident', { apiKey: secretVar(stack, 'incident_key') });
      new incident.IncidentCatalogType(stack, 'services', { name: 'Service', description: 'Services', typeName: 'Custom["Service"]', sourceRepoUrl: 'https://github.com/example/catalog' }).importFrom('01HQ9S346Q3D25VT4F5V37E3S3');
      return { ...CREDENTIALS, incident_key: 'k' };
    },
    changes: [
      // Imported (the stand-in reads it by id, every attribute unknown), then updated to the configuration.
      'incident_catalog_type.services update test/services',
      'mongodbatlas_custom_db_role.current create test/current',
      'mongodbatlas_custom_db_role.new create test/new',
    ],
  },
  'removal policies through RemovalPolicies (destroy, snapshot) and on the construct (retain)': {
    build: (stack) => {
      provider(stack);
      new mongodbatlas.ReplicaSetCluster(stack, 'Kept', { projectId: PROJECT, name: 'kept', instanceSize: mongodbatlas.InstanceSize.M10, regions: CLUSTER_REGIONS, removalPolicy: RemovalPolicy.RETAIN });
      new mongodbatlas.ReplicaSetCluster(stack, 'Scratch', { projectId: PROJECT, name: 'scratch', instanceSize: mongodbatlas.InstanceSize.M10, regions: CLUSTER_REGIONS });
      const snap = new Construct(stack, 'Snap');
      new mongodbatlas.ShardedCluster(snap, 'Orders', { projectId: PROJECT, name: 'orders', instanceSize: mongodbatlas.InstanceSize.M30, regions: CLUSTER_REGIONS, shards: 2 });
      RemovalPolicies.of(stack).destroy();
      RemovalPolicies.of(snap).snapshot({ overwrite: true });
      return CREDENTIALS;
    },
    changes: [
      'mongodbatlas_advanced_cluster.Kept create test/Kept/Default',
      'mongodbatlas_advanced_cluster.Scratch create test/Scratch/Default',
      'mongodbatlas_advanced_cluster.Snap_Orders_8C29B572 create test/Snap/Orders/Default',
    ],
    check: (doc) => {
      const clusters = doc.resource.mongodbatlas_advanced_cluster;
      expect(Object.keys(clusters).filter((k) => clusters[k].lifecycle?.prevent_destroy)).toEqual(['Kept']);
    },
  },
  'write-only attributes of the L1 (password_wo with its version), from a sensitive variable': {
    build: (stack) => {
      provider(stack);
      new mongodbatlas.MongodbatlasDatabaseUser(stack, 'u', {
        projectId: PROJECT, username: 'app', authDatabaseName: 'admin', passwordWo: secretVar(stack, 'pw'), passwordWoVersion: 2, roles: [{ roleName: 'read', databaseName: 'orders' }],
      });
      return { ...CREDENTIALS, pw: 'correct horse' };
    },
    changes: ['mongodbatlas_database_user.u create test/u'],
  },
};

describeWithTerraform('the Terraform feature tests')('Terraform also accepts', () => {
  let plans: Map<string, Promise<string[]>>;

  beforeAll(() => {
    plans = startAll(Object.keys(FEATURES), 4, async (name) => {
      const stack = newStack();
      const variables = FEATURES[name].build(stack);
      const plan = await TerrainTesting.plan(stack, { variables, printWarnings: false });
      FEATURES[name].check?.(stack.toTerraform());
      return plan.changes.map((c) => `${c.address} ${c.action} ${c.constructPath}`);
    });
  });

  test.each(Object.keys(FEATURES))('%s', async (name) => {
    expect(await plans.get(name)!).toEqual(FEATURES[name].changes);
  }, 120_000);
});
