import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { CloudProviderAccess, ImportedCloudProviderAccess } from '../../../src/constructs/mongodbatlas';

const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';

describe('CloudProviderAccess.fromCloudProviderAccessAttributes', () => {
  test('an existing role by its three attributes', () => {
    const stack = clusterStack();
    const a = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Existing', { projectId: PROJECT, roleId: ROLE, provider: 'AWS' });
    expect(a).toBeInstanceOf(ImportedCloudProviderAccess);
    expect([a.projectId, a.roleId, a.provider]).toEqual([PROJECT, ROLE, 'AWS']);
    for (const provider of ['AZURE', 'GCP']) {
      const other = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, provider, { projectId: PROJECT, roleId: ROLE, provider });
      expect(other.provider).toBe(provider);
    }
  });

  test('all three attributes, and a cloud Atlas sets roles up for', () => {
    const stack = clusterStack();
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Bad', { projectId: PROJECT, provider: 'Azure' } as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - roleId: is required. Received: undefined. Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: set roleId.',
      '  - provider: is not a cloud provider Atlas sets up access roles for. Received: "Azure". Allowed: AWS, AZURE or GCP. Fix: write \'AZURE\'.',
    ].join('\n'));
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Ibm', { projectId: PROJECT, roleId: ROLE, provider: 'IBM' }))).toBe(
      '[test/Ibm] provider: is not a cloud provider Atlas sets up access roles for. Received: "IBM". Allowed: AWS, AZURE or GCP. Fix: use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.');
  });

  test('a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(clusterStack(), 'Typo', { projectId: PROJECT, roleID: ROLE, provider: 'AWS' } as any))).toBe(
      "[test/Typo] roleID: unknown option; did you mean roleId? Received: the key 'roleID'. Allowed: the options of CloudProviderAccessAttributes: projectId, roleId, provider. "
      + "Fix: write 'roleId' instead of 'roleID'.");
  });
});
