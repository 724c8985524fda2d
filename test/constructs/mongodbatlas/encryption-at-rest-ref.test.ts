import { clusterStack, PROJECT } from './cluster-util';
import { awsKms } from './encryption-at-rest-util';
import { resolvedAttributes } from './ref-util';
import { EncryptionAtRest, IEncryptionAtRest } from '../../../src/constructs/mongodbatlas';

const ATTRIBUTES: Array<keyof IEncryptionAtRest & string> = ['projectId', 'provider'];

describe('IEncryptionAtRest: every implementation gives each attribute', () => {
  test('EncryptionAtRest: the project given, and the service of its key', () => {
    const rest: IEncryptionAtRest = awsKms(clusterStack());
    expect(resolvedAttributes(rest, ATTRIBUTES)).toEqual({ projectId: PROJECT, provider: 'AWS' });
  });

  test('fromEncryptionAtRestAttributes: the project and service it was given (both required)', () => {
    const rest = EncryptionAtRest.fromEncryptionAtRestAttributes(clusterStack(), 'Existing', { projectId: PROJECT, provider: 'GCP' });
    expect(resolvedAttributes(rest, ATTRIBUTES)).toEqual({ projectId: PROJECT, provider: 'GCP' });
  });
});
