import { clusterStack, PROJECT } from './cluster-util';
import { resolvedAttributes } from './ref-util';
import { CloudAccessProvider, CloudProviderAccess, ICloudProviderAccess } from '../../../src/constructs/mongodbatlas';

const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';
const ATTRIBUTES: Array<keyof ICloudProviderAccess & string> = ['projectId', 'roleId', 'provider'];

describe('ICloudProviderAccess: every implementation gives each attribute', () => {
  test('CloudProviderAccess: the project and cloud given; the role id read from the authorization (users wait for it)', () => {
    const access: ICloudProviderAccess = new CloudProviderAccess(clusterStack(), 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect(resolvedAttributes(access, ATTRIBUTES)).toEqual({
      projectId: PROJECT, roleId: '${mongodbatlas_cloud_provider_access_authorization.Gcp_Authorization_E11161D3.role_id}', provider: 'GCP',
    });
  });

  test('fromCloudProviderAccessAttributes: the three attributes it was given (all required)', () => {
    const access = CloudProviderAccess.fromCloudProviderAccessAttributes(clusterStack(), 'Existing', { projectId: PROJECT, roleId: ROLE, provider: 'AZURE' });
    expect(resolvedAttributes(access, ATTRIBUTES)).toEqual({ projectId: PROJECT, roleId: ROLE, provider: 'AZURE' });
  });
});
