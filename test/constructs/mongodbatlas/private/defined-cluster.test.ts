import {
  DatabasePassword, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, LegacyCluster, NotificationTarget, ProjectRole, ReplicaSetCluster,
} from '../../../../src/constructs/mongodbatlas';
import { DefinedClusterBase } from '../../../../src/constructs/mongodbatlas/private/defined-cluster';
import { clusterStack, errorOf, PROJECT, synthDoc } from '../cluster-util';

const orders = (stack: any) => new ReplicaSetCluster(stack, 'Orders', {
  projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }], backupEnabled: true, pitEnabled: true,
});

test('both cluster families share it', () => {
  const stack = clusterStack();
  expect(orders(stack)).toBeInstanceOf(DefinedClusterBase);
  expect(new LegacyCluster(stack, 'Legacy', { projectId: PROJECT, name: 'legacy', provider: 'AWS', instanceSize: 'M10', regions: [{ region: 'US_EAST_1', electableNodes: 3 }] }))
    .toBeInstanceOf(DefinedClusterBase);
});

test('addBackupSchedule and addAlert: children of the cluster that name it', () => {
  const stack = clusterStack();
  const cluster = orders(stack);
  const schedule = cluster.addBackupSchedule({ daily: { retainDays: 7 } });
  const alert = cluster.addAlert('Down', { eventType: 'NO_PRIMARY', notifications: [NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER] })] });
  expect([schedule.node.path, alert.node.path]).toEqual(['test/Orders/BackupSchedule', 'test/Orders/Down']);
  const doc = synthDoc(stack);
  expect(doc.resource.mongodbatlas_cloud_backup_schedule.Orders_BackupSchedule_CB89A764).toEqual(expect.objectContaining({
    project_id: PROJECT, cluster_name: 'orders', depends_on: ['mongodbatlas_advanced_cluster.Orders'], lifecycle: { prevent_destroy: true },
  }));
  expect(doc.resource.mongodbatlas_alert_configuration.Orders_Down_093F4953.matcher).toEqual([{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }]);
});

test('grants give the user the role and the cluster as a scope', () => {
  const stack = clusterStack();
  const app = new DatabaseUser(stack, 'App', {
    projectId: PROJECT,
    authentication: DatabaseUserAuthentication.password({ username: 'app', password: DatabasePassword.writeOnly('${var.pw}', 1) }),
    roles: [DatabaseRole.read('catalog')],
  });
  orders(stack).grantRead(app, 'orders', 'items');
  const user = synthDoc(stack).resource.mongodbatlas_database_user.App;
  expect([user.roles, user.scopes]).toEqual([
    [{ role_name: 'read', database_name: 'catalog' }, { role_name: 'read', database_name: 'orders', collection_name: 'items' }],
    [{ name: 'orders', type: 'CLUSTER' }],
  ]);
});

test('fail: a second backup schedule; a clusterPitEnabled that contradicts the cluster', () => {
  const cluster = orders(clusterStack());
  cluster.addBackupSchedule({ daily: { retainDays: 7 } });
  expect(errorOf(() => cluster.addBackupSchedule({ daily: { retainDays: 7 } }))).toBe(
    '[test/Orders] addBackupSchedule(options): is called a second time: the cluster has its backup schedule (test/Orders/BackupSchedule) already, and a cluster has one. '
    + 'Allowed: one call of addBackupSchedule per cluster. Fix: call addBackupSchedule once, with every policy item, copy and export of the schedule.');
  expect(errorOf(() => orders(clusterStack()).addBackupSchedule({ daily: { retainDays: 7 }, clusterPitEnabled: false }))).toBe(
    "[test/Orders] clusterPitEnabled: contradicts the cluster's pitEnabled (true). Received: false. Allowed: true, or leave it out. "
    + 'Fix: leave clusterPitEnabled out: the schedule takes it from the cluster.');
});
