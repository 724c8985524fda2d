import { clusterGuards } from '../../../../src/constructs/mongodbatlas/private/cluster-removal';
import { RemovalPolicy } from '../../../../src/core/l2';
import { MongodbatlasCluster } from '../../../../src/generated/mongodbatlas/cluster';
import { clusterStack, synthDoc } from '../cluster-util';

function guarded(policy: RemovalPolicy) {
  const stack = clusterStack();
  const cluster = new MongodbatlasCluster(stack, 'Orders', {
    projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'orders', providerName: 'AWS', providerInstanceSizeName: 'M10', providerRegionName: 'US_EAST_1',
  });
  clusterGuards(cluster)(policy);
  const body = synthDoc(stack).resource.mongodbatlas_cluster.Orders;
  return [body.termination_protection_enabled, body.retain_backups_enabled];
}

test('RETAIN: termination protection and retained backups; SNAPSHOT: retained backups only', () => {
  expect(guarded(RemovalPolicy.RETAIN)).toEqual([true, true]);
  expect(guarded(RemovalPolicy.SNAPSHOT)).toEqual([undefined, true]);
});

test('DESTROY: no guard at all', () => {
  expect(guarded(RemovalPolicy.DESTROY)).toEqual([undefined, undefined]);
});
