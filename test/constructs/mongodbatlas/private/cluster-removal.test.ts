import { mongodbatlas, RemovalPolicies } from '../../../../src';
import { clusterGuards } from '../../../../src/constructs/mongodbatlas/private/cluster-removal';
import { RemovalPolicy } from '../../../../src/core/l2';
import { MongodbatlasCluster } from '../../../../src/generated/mongodbatlas/cluster';
import { base, clusterBody, clusterStack, synthDoc, threeNodes } from '../cluster-util';

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

describe('rule 11: removal policy', () => {
  const flags = (body: any) => ({
    lifecycle: body.lifecycle,
    termination: body.termination_protection_enabled,
    retainBackups: body.retain_backups_enabled,
  });

  test('RETAIN by default: prevent_destroy, termination protection and retained backups', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: threeNodes });
    expect(flags(clusterBody(synthDoc(stack)))).toEqual({ lifecycle: { prevent_destroy: true }, termination: true, retainBackups: true });
  });

  test('SNAPSHOT keeps only retained backups; DESTROY sets none', () => {
    const s1 = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s1, 'Orders', { ...base, removalPolicy: RemovalPolicy.SNAPSHOT, regions: threeNodes });
    expect(flags(clusterBody(synthDoc(s1)))).toEqual({ lifecycle: undefined, termination: undefined, retainBackups: true });
    const s2 = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s2, 'Orders', { ...base, removalPolicy: RemovalPolicy.DESTROY, regions: threeNodes });
    expect(flags(clusterBody(synthDoc(s2)))).toEqual({ lifecycle: undefined, termination: undefined, retainBackups: undefined });
  });

  test('RemovalPolicies.of(scope).destroy() never overrides an explicit choice', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Dev', { ...base, name: 'dev', regions: threeNodes });
    new mongodbatlas.ReplicaSetCluster(stack, 'Kept', { ...base, name: 'kept', removalPolicy: RemovalPolicy.RETAIN, regions: threeNodes });
    RemovalPolicies.of(stack).destroy();
    const doc = synthDoc(stack);
    const byName = Object.fromEntries(Object.values<any>(doc.resource.mongodbatlas_advanced_cluster).map((b) => [b.name, flags(b)]));
    expect(byName).toEqual({
      dev: { lifecycle: undefined, termination: undefined, retainBackups: undefined },
      kept: { lifecycle: { prevent_destroy: true }, termination: true, retainBackups: true },
    });
  });

  test('overwrite: true overrides explicit choices too', () => {
    const stack = clusterStack();
    const kept = new mongodbatlas.ReplicaSetCluster(stack, 'Kept', { ...base, removalPolicy: RemovalPolicy.RETAIN, regions: threeNodes });
    RemovalPolicies.of(stack).snapshot({ overwrite: true });
    expect(flags(clusterBody(synthDoc(stack)))).toEqual({ lifecycle: undefined, termination: undefined, retainBackups: true });
    expect(kept.removalPolicy).toBe(RemovalPolicy.SNAPSHOT);
  });
});
