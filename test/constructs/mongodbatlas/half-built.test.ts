/**
 * A constructor that throws leaves nothing half-built that breaks a later synth (issue 18): the L1
 * a failed L2 made is taken out of the tree, and the per-app registries (one encryption at rest per
 * project, one org membership per user, ...) register an L2 only once its props passed, so a
 * failed one is never a twin or a provider of anything.
 */
import { App, TerraformStack } from 'cdktn';
import { mongodbatlas, TerrainTesting } from '../../../src';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
const ORG = '6a7b8c9d0e1f5f1b2c3d4e5f';

test('L2 constructors that threw (caught by the caller) leave a stack that synthesizes what was built', () => {
  const s = new TerraformStack(new App(), 's');
  new mongodbatlas.MongodbatlasProvider(s, 'p', {});
  const failed: Array<() => unknown> = [
    () => new mongodbatlas.ReplicaSetCluster(s, 'BadCluster', { projectId: PROJECT, name: 'x', instanceSize: 'M31' as any, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }),
    () => new mongodbatlas.LegacyCluster(s, 'BadLegacy', {} as any),
    () => new mongodbatlas.DatabaseUser(s, 'BadUser', { projectId: PROJECT, authentication: 'x' as any, roles: [] }),
    () => new mongodbatlas.CloudProviderAccess(s, 'BadAccess', { projectId: PROJECT, provider: 'AWS' as any }),
    () => new mongodbatlas.AlertConfiguration(s, 'BadAlert', {} as any),
    () => new mongodbatlas.EncryptionAtRest(s, 'BadKey', { projectId: PROJECT, key: 'AWS' as any }),
    () => new mongodbatlas.CloudBackupSchedule(s, 'BadSchedule', {} as any),
    () => new mongodbatlas.BackupCompliancePolicy(s, 'BadPolicy', { projectId: PROJECT, authorizedEmail: 'x' } as any),
    () => new mongodbatlas.OrgAssignment(s, 'BadOrg', { orgId: ORG, username: 'a@example.com', orgRoles: ['GROUP_OWNER' as any] }),
    () => new mongodbatlas.CustomDbRole(s, 'BadRole', {} as any),
  ];
  const thrown = failed.map((make) => {
    try {
      make();
      return 'built';
    } catch (e) {
      return (e as Error).name;
    }
  });
  expect(thrown).toEqual(failed.map(() => 'ValidationError'));

  // What was built afterwards, in the same project and organization, sees no phantom twin.
  new mongodbatlas.ReplicaSetCluster(s, 'Good', { projectId: PROJECT, name: 'good', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
  new mongodbatlas.OrgAssignment(s, 'Member', { orgId: ORG, username: 'a@example.com', orgRoles: [mongodbatlas.OrgRole.ORG_MEMBER] });
  const doc = TerrainTesting.synthToObject(s);
  expect(Object.keys(doc.resource).sort()).toEqual(['mongodbatlas_advanced_cluster', 'mongodbatlas_cloud_user_org_assignment']);
  expect(Object.keys(doc.resource.mongodbatlas_advanced_cluster)).toEqual(['Good']);
  expect(TerrainTesting.errors(s)).toEqual([]);
});
