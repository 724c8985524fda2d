import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { OTHER_PROJECT, passwordUser, replicaSet, userBody } from './database-user-util';
import { mongodbatlas } from '../../../src';
import { ProjectBindContext } from '../../../src/constructs/mongodbatlas/private/project-context';

const { DatabaseUserScope } = mongodbatlas;

describe('DatabaseUserScope', () => {
  test('cluster names the cluster (type CLUSTER); dataFederation names the instance (type DATA_LAKE)', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const cluster = DatabaseUserScope.cluster(c);
    expect([cluster.name, cluster.type, cluster.scopedCluster]).toEqual(['orders', 'CLUSTER', c]);
    const lake = DatabaseUserScope.dataFederation('lake');
    expect([lake.name, lake.type, lake.scopedCluster]).toEqual(['lake', 'DATA_LAKE', undefined]);
  });

  test('sameAs: the same kind and the same name', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const imported = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Again', { projectId: PROJECT, clusterName: 'orders' });
    expect(DatabaseUserScope.cluster(c).sameAs(DatabaseUserScope.cluster(imported))).toBe(true);
    expect(DatabaseUserScope.cluster(c).sameAs(DatabaseUserScope.dataFederation('orders'))).toBe(false);
    expect(DatabaseUserScope.dataFederation('a').sameAs(DatabaseUserScope.dataFederation('b'))).toBe(false);
  });

  test('a cluster scope names the cluster and creates the user after a cluster of the same stack', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const imported = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Reporting', { projectId: PROJECT, clusterName: 'reporting' });
    passwordUser(s, { scopes: [DatabaseUserScope.cluster(c), DatabaseUserScope.cluster(imported)] });
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }, { name: 'reporting', type: 'CLUSTER' }]);
    expect(body.depends_on).toEqual(['mongodbatlas_advanced_cluster.Orders']);
  });

  test('a cluster of another stack gives no depends_on (Terraform cannot depend across stacks)', () => {
    const s = clusterStack();
    const other = new TerraformStack(s.node.scope as Construct, 'other');
    new mongodbatlas.MongodbatlasProvider(other, 'atlas');
    const c = replicaSet(other);
    passwordUser(s, { scopes: [DatabaseUserScope.cluster(c)] });
    expect(userBody(synthDoc(s)).depends_on).toBeUndefined();
  });

  test('a cluster of another project is not a scope of the user; a token project id is not judged', () => {
    const s = clusterStack();
    const c = replicaSet(s, 'Elsewhere', OTHER_PROJECT, 'elsewhere');
    expect(errorOf(() => passwordUser(s, { scopes: [DatabaseUserScope.cluster(c)] }))).toBe(
      `[test/App] scopes[0]: is the cluster 'elsewhere' of project ${OTHER_PROJECT}, not of the user's project ${PROJECT}. Received: "test/Elsewhere". `
      + `Allowed: a cluster of project ${PROJECT}. Fix: scope the user to clusters of its own project; a user of the other project needs its own DatabaseUser there.`);
    const u = passwordUser(s, {}, 'Later');
    expect(errorOf(() => u.addScope(DatabaseUserScope.cluster(c)))).toMatch(/^\[test\/Later\] addScope\(scope\): is the cluster 'elsewhere' of project /);
    const project = new TerraformVariable(s, 'project', { type: 'string' }).stringValue;
    passwordUser(s, { projectId: project, scopes: [DatabaseUserScope.cluster(c)] }, 'Token');
  });

  test('JavaScript: a scope that names nothing is reported where the user takes it', () => {
    const s = clusterStack();
    const u = passwordUser(s);
    expect(errorOf(() => u.addScope(DatabaseUserScope.cluster(undefined as any)))).toBe(
      '[test/App] addScope(scope): names no cluster. Received: undefined. Allowed: DatabaseUserScope.cluster(cluster), with a cluster. '
      + 'Fix: pass the cluster construct (or ReplicaSetCluster.fromClusterAttributes(...)).');
    expect(errorOf(() => u.addScope(DatabaseUserScope.dataFederation(undefined as any)))).toBe(
      "[test/App] addScope(scope): names no data federation instance. Received: undefined. Allowed: DatabaseUserScope.dataFederation('<name>'). Fix: pass the name of the data federation instance.");
    expect(errorOf(() => passwordUser(s, { scopes: [DatabaseUserScope.cluster(null as any)] }, 'Props'))).toBe(
      '[test/Props] scopes[0]: names no cluster. Received: undefined. Allowed: DatabaseUserScope.cluster(cluster), with a cluster. '
      + 'Fix: pass the cluster construct (or ReplicaSetCluster.fromClusterAttributes(...)).');
  });
});

describe('DatabaseUserScope._bind (the variant a user binds, with its project)', () => {
  test('the provider\'s scope block; a scope that names nothing, or a cluster of another project, is a problem under the field', () => {
    const s = clusterStack();
    const ctx = new ProjectBindContext(s, PROJECT);
    expect(DatabaseUserScope.cluster(replicaSet(s))._bind(ctx, 'scopes[0]')).toEqual({ name: 'orders', type: 'CLUSTER' });
    expect(DatabaseUserScope.dataFederation('lake')._bind(ctx, 'scopes[1]')).toEqual({ name: 'lake', type: 'DATA_LAKE' });
    expect(DatabaseUserScope.dataFederation(undefined as any)._bind(ctx, 'scopes[2]')).toBeUndefined();
    expect(DatabaseUserScope.cluster(replicaSet(s, 'Other', OTHER_PROJECT, 'other'))._bind(ctx, 'scopes[3]')).toBeUndefined();
    expect(ctx.problems.list.map((p) => `${p.id} ${p.field}: ${p.problem}`)).toEqual([
      'mongodbatlas:user-scope-unnamed scopes[2]: names no data federation instance.',
      `mongodbatlas:user-scope-project scopes[3]: is the cluster 'other' of project ${OTHER_PROJECT}, not of the user's project ${PROJECT}.`,
    ]);
  });
});
