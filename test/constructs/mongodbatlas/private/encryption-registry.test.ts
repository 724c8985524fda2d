import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas, TerrainTesting } from '../../../../src';
import { SYNTH_TIME_CONTEXT } from '../../../../src/core/runtime/synth-time';
import { secret } from '../../../util';
import { base, clusterStack, NOW, PROJECT, synthDoc, synthError, threeNodes } from '../cluster-util';

const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';
const OTHER_PROJECT = '0123456789abcdef01234567';
const KMS = 'mongodbatlas_encryption_at_rest.Kms';

function kms(stack: TerraformStack, projectId = PROJECT): mongodbatlas.EncryptionAtRest {
  return new mongodbatlas.EncryptionAtRest(stack, 'Kms', { projectId, key: awsKey(stack) });
}

function awsKey(stack: TerraformStack): mongodbatlas.EncryptionAtRestKey {
  return mongodbatlas.EncryptionAtRestKey.awsKms({ roleId: ROLE, customerMasterKeyId: secret(stack, 'cmk'), region: 'US_EAST_1' });
}

function orders(stack: TerraformStack, encryptionAtRestProvider?: string, extra: object = {}): mongodbatlas.ReplicaSetCluster {
  return new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: threeNodes, encryptionAtRestProvider, ...extra });
}

const clusterOf = (doc: any) => doc.resource.mongodbatlas_advanced_cluster.Orders;

describe('encryptionAtRestProvider', () => {
  test('renders encryption_at_rest_provider, and the cluster depends on the EncryptionAtRest of its project, whatever the order', () => {
    const before = clusterStack();
    kms(before);
    orders(before, mongodbatlas.EncryptionAtRestProvider.AWS);
    const doc = synthDoc(before);
    expect(clusterOf(doc).encryption_at_rest_provider).toBe('AWS');
    expect(clusterOf(doc).depends_on).toEqual([KMS]);

    const after = clusterStack();
    orders(after, 'AWS');
    kms(after);
    expect(clusterOf(synthDoc(after)).depends_on).toEqual([KMS]);
    expect(TerrainTesting.warnings(after)).toEqual([]);
  });

  test('a provider with no EncryptionAtRest of that provider in the project fails synth, when the project has one in the app', () => {
    const stack = clusterStack();
    kms(stack);
    orders(stack, 'AZURE');
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + `  [test/Orders] encryptionAtRestProvider: is AZURE, but the encryption at rest of project ${PROJECT} in this app (test/Kms) uses AWS KMS, not Azure Key Vault. `
      + "Received: \"AZURE\". Allowed: AWS (what the project's encryption at rest in this app uses), or NONE. "
      + "Fix: set encryptionAtRestProvider to 'AWS', or configure Azure Key Vault for the project: new EncryptionAtRest(...) with key: EncryptionAtRestKey.azureKeyVault(...).");
  });

  test('a project with no EncryptionAtRest in the app is not judged (it may be managed elsewhere); nor is another project\'s', () => {
    const alone = clusterStack();
    orders(alone, 'GCP');
    const doc = synthDoc(alone);
    expect(clusterOf(doc).encryption_at_rest_provider).toBe('GCP');
    expect(clusterOf(doc).depends_on).toBeUndefined();

    const other = clusterStack();
    kms(other, OTHER_PROJECT);
    orders(other, 'GCP');
    expect(clusterOf(synthDoc(other)).depends_on).toBeUndefined();
  });

  test('NONE is not judged and gets no dependency; no provider renders none', () => {
    const stack = clusterStack();
    kms(stack);
    orders(stack, 'NONE');
    new mongodbatlas.ReplicaSetCluster(stack, 'Plain', { ...base, name: 'plain', regions: threeNodes });
    const doc = synthDoc(stack);
    expect(clusterOf(doc).encryption_at_rest_provider).toBe('NONE');
    expect(clusterOf(doc).depends_on).toBeUndefined();
    expect(doc.resource.mongodbatlas_advanced_cluster.Plain.encryption_at_rest_provider).toBeUndefined();
    expect(doc.resource.mongodbatlas_advanced_cluster.Plain.depends_on).toBeUndefined();
  });

  test('tokens are not judged: a token provider gets the dependency; a shared project token matches', () => {
    const stack = clusterStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    const provider = new TerraformVariable(stack, 'provider', { type: 'string' }).stringValue;
    kms(stack, project);
    orders(stack, provider, { projectId: project });
    new mongodbatlas.ReplicaSetCluster(stack, 'Mismatch', { ...base, projectId: project, name: 'mismatch', regions: threeNodes, encryptionAtRestProvider: 'GCP' });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + '  [test/Mismatch] encryptionAtRestProvider: is GCP, but the encryption at rest of the project in this app (test/Kms) uses AWS KMS, not Google Cloud KMS. '
      + "Received: \"GCP\". Allowed: AWS (what the project's encryption at rest in this app uses), or NONE. "
      + "Fix: set encryptionAtRestProvider to 'AWS', or configure Google Cloud KMS for the project: new EncryptionAtRest(...) with key: EncryptionAtRestKey.googleCloudKms(...).");
    const ok = clusterStack();
    const p2 = new TerraformVariable(ok, 'project', { type: 'string' }).stringValue;
    kms(ok, p2);
    orders(ok, new TerraformVariable(ok, 'provider', { type: 'string' }).stringValue, { projectId: p2 });
    expect(clusterOf(synthDoc(ok)).depends_on).toEqual([KMS]);
  });

  test('another stack of the app: judged (app-wide), but no depends_on across stacks', () => {
    const app = new App({ context: { [SYNTH_TIME_CONTEXT]: NOW } });
    const keys = new TerraformStack(app, 'keys');
    const data = new TerraformStack(app, 'data');
    new mongodbatlas.MongodbatlasProvider(keys, 'atlas');
    new mongodbatlas.MongodbatlasProvider(data, 'atlas');
    kms(keys);
    orders(data, 'AWS');
    expect(clusterOf(synthDoc(data)).depends_on).toBeUndefined();
    new mongodbatlas.ReplicaSetCluster(data, 'Wrong', { ...base, name: 'wrong', regions: threeNodes, encryptionAtRestProvider: 'AZURE' });
    expect(synthError(data)).toContain('[data/Wrong] encryptionAtRestProvider: is AZURE, but the encryption at rest of project 5f1b2c3d4e5f6a7b8c9d0e1f in this app (keys/Kms) uses AWS KMS');
  });

  test('LegacyCluster: the same prop, rendered and checked the same way', () => {
    const stack = clusterStack();
    kms(stack);
    const props = { projectId: PROJECT, name: 'legacy', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }] };
    new mongodbatlas.LegacyCluster(stack, 'Legacy', { ...props, encryptionAtRestProvider: 'AWS' });
    const body = synthDoc(stack).resource.mongodbatlas_cluster.Legacy;
    expect([body.encryption_at_rest_provider, body.depends_on]).toEqual(['AWS', [KMS]]);

    const wrong = clusterStack();
    kms(wrong);
    new mongodbatlas.LegacyCluster(wrong, 'Legacy', { ...props, encryptionAtRestProvider: 'GCP' });
    expect(synthError(wrong)).toContain(`[test/Legacy] encryptionAtRestProvider: is GCP, but the encryption at rest of project ${PROJECT} in this app (test/Kms) uses AWS KMS, not Google Cloud KMS.`);
  });

  test('a cluster loads the registry only when it declares a provider, and never the encryption-at-rest module', () => {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      for (const m of ['private/encryption-registry', 'encryption-at-rest']) {
        const path = `../../../../src/constructs/mongodbatlas/${m}`;
        jest.doMock(path, () => {
          loaded.push(m);
          return jest.requireActual(path);
        });
      }
      /* eslint-disable @typescript-eslint/no-require-imports */
      const cdktn = require('cdktn') as typeof import('cdktn');
      const { ReplicaSetCluster } = require('../../../../src/constructs/mongodbatlas/replica-set-cluster') as typeof import('../../../../src/constructs/mongodbatlas/replica-set-cluster');
      /* eslint-enable @typescript-eslint/no-require-imports */
      const stack = new cdktn.TerraformStack(new cdktn.App(), 'test');
      new ReplicaSetCluster(stack, 'Plain', { ...base, regions: threeNodes });
      expect(loaded).toEqual([]);
      new ReplicaSetCluster(stack, 'Encrypted', { ...base, name: 'encrypted', regions: threeNodes, encryptionAtRestProvider: 'AWS' });
      expect(loaded).toEqual(['private/encryption-registry']);
    });
  });

  test('in another stack of the app, the cluster\'s stack depends on the encryption at rest\'s stack (no depends_on across stacks)', () => {
    const app = new App({ context: { [SYNTH_TIME_CONTEXT]: NOW } });
    const security = new TerraformStack(app, 'security');
    new mongodbatlas.MongodbatlasProvider(security, 'atlas');
    const data = new TerraformStack(app, 'data');
    new mongodbatlas.MongodbatlasProvider(data, 'atlas');
    orders(data, 'AWS');
    kms(security);
    expect(data.dependencies).toEqual([security]);
    expect(clusterOf(synthDoc(data)).depends_on).toBeUndefined();
  });

  test('a project id that is one variable read twice matches: the dependency and the provider check hold', () => {
    const stack = clusterStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' });
    kms(stack, project.stringValue);
    orders(stack, 'AWS', { projectId: project.stringValue });
    expect(clusterOf(synthDoc(stack)).depends_on).toEqual([KMS]);

    const wrong = clusterStack();
    const v = new TerraformVariable(wrong, 'project', { type: 'string' });
    kms(wrong, v.stringValue);
    orders(wrong, 'GCP', { projectId: v.stringValue });
    expect(synthError(wrong)).toBe('Validation failed with the following errors:\n'
      + '  [test/Orders] encryptionAtRestProvider: is GCP, but the encryption at rest of the project in this app (test/Kms) uses AWS KMS, not Google Cloud KMS. '
      + "Received: \"GCP\". Allowed: AWS (what the project's encryption at rest in this app uses), or NONE. "
      + "Fix: set encryptionAtRestProvider to 'AWS', or configure Google Cloud KMS for the project: new EncryptionAtRest(...) with key: EncryptionAtRestKey.googleCloudKms(...).");
    // Two different variables are two projects: not judged.
    const two = clusterStack();
    kms(two, new TerraformVariable(two, 'a', { type: 'string' }).stringValue);
    orders(two, 'GCP', { projectId: new TerraformVariable(two, 'b', { type: 'string' }).stringValue });
    expect(clusterOf(synthDoc(two)).depends_on).toBeUndefined();
  });
});

// A provider named like a key of an object's prototype was looked up in the registry's table and
// destructured: a TypeError at synth. It is the L1's value check, said once.
test('an encryptionAtRestProvider named like a prototype key is the L1\'s value check, not a TypeError', () => {
  const stack = clusterStack();
  kms(stack);
  orders(stack, 'constructor');
  expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
    + "  [test/Orders/Default] [value:mongodbatlas_advanced_cluster.encryption_at_rest_provider] encryptionAtRestProvider: is not an allowed value. Received: \"constructor\". Allowed: 'AWS', 'GCP', 'AZURE' or 'NONE'. Fix: use one of the allowed values.");
});
