import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { EncryptionAtRest, ImportedEncryptionAtRest, ReplicaSetCluster } from '../../../src/constructs/mongodbatlas';

describe('EncryptionAtRest.fromEncryptionAtRestAttributes', () => {
  test('an existing encryption at rest by its project and key service; nothing is rendered', () => {
    const stack = clusterStack();
    const existing = EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Existing', { projectId: PROJECT, provider: 'AZURE' });
    expect(existing).toBeInstanceOf(ImportedEncryptionAtRest);
    expect([existing.projectId, existing.provider, existing.node.path]).toEqual([PROJECT, 'AZURE', 'test/Existing']);
    expect(synthDoc(stack).resource?.mongodbatlas_encryption_at_rest).toBeUndefined();
  });

  test('it is not one of the app\'s EncryptionAtRest: a cluster of its project is not judged against it', () => {
    const stack = clusterStack();
    EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Existing', { projectId: PROJECT, provider: 'AZURE' });
    new ReplicaSetCluster(stack, 'Orders', {
      projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }], encryptionAtRestProvider: 'AWS',
    });
    const cluster = synthDoc(stack).resource.mongodbatlas_advanced_cluster.Orders;
    expect([cluster.encryption_at_rest_provider, cluster.depends_on]).toEqual(['AWS', undefined]);
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - provider: is required. Received: undefined. Allowed: AWS, AZURE or GCP. Fix: set provider.',
    ].join('\n'));
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Typo', { projectId: PROJECT, providers: 'AWS' } as any))).toBe(
      "[test/Typo] providers: unknown option; did you mean provider? Received: the key 'providers'. Allowed: the options of EncryptionAtRestAttributes: projectId, provider. "
      + "Fix: write 'provider' instead of 'providers'.");
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'None', undefined as any))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });
});
