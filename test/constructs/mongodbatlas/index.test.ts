/**
 * The index of the mongodbatlas L2s exports exactly the intended names: the L2 constructs, their
 * lookups, the variants and the value classes. The classes that stand for existing resources
 * (what `from<X>Attributes` returns) are private to their files; users hold them by contract.
 */
import { clusterStack, errorOf, PROJECT } from './cluster-util';
import * as atlas from '../../../src/constructs/mongodbatlas';
import { ImportedCluster } from '../../../src/constructs/mongodbatlas/private/imported-cluster';
import { describeValue } from '../../../src/core/l2';

const EXPORTED = [
  'AdvancedClusterBase', 'AlertConfiguration', 'AlertConfigurationLookup', 'AlertMatcher', 'BackupCompliancePolicy', 'BackupCompliancePolicyLookup',
  'BackupCopyFrequency', 'BackupDayOfMonth', 'BackupDayOfWeek', 'BackupExportFrequency', 'BiConnectorReadPreference', 'CipherMode', 'CloudAccessProvider',
  'CloudBackupSchedule', 'CloudBackupScheduleLookup', 'CloudProvider', 'CloudProviderAccess', 'ClusterLookup', 'ClusterOutageSimulation', 'CustomDbRole',
  'CustomDbRoleLookup', 'DatabasePassword', 'DatabaseRole', 'DatabaseUser', 'DatabaseUserAuthentication', 'DatabaseUserLookup', 'DatabaseUserScope',
  'DatadogRegion', 'EncryptionAtRest', 'EncryptionAtRestKey', 'EncryptionAtRestProvider', 'GlobalCluster', 'HostType', 'InstanceSize', 'LdapAuthType',
  'LegacyCluster', 'MatcherOperator', 'NotificationTarget', 'OidcAuthType', 'OpsGenieRegion', 'OrgAssignment', 'OrgRole', 'PrivilegeAction',
  'ProjectRole', 'ReplicaSetCluster', 'RoleResource', 'ShardedCluster', 'TeamAssignment', 'ThresholdOperator', 'ThresholdUnits', 'TlsVersion', 'X509Type',
];

test('the index exports exactly the intended names (sorted)', () => {
  expect([...EXPORTED].sort()).toEqual(EXPORTED);
  expect(Object.keys(atlas).sort()).toEqual(EXPORTED);
});

test('no private class is exported: what from<X>Attributes returns is none of the exported classes', () => {
  const stack = clusterStack();
  const existing = [
    atlas.AlertConfiguration.fromAlertConfigurationAttributes(stack, 'Alert', { projectId: PROJECT }),
    atlas.BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Policy', { projectId: PROJECT }),
    atlas.CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Schedule', { projectId: PROJECT, clusterName: 'orders' }),
    atlas.CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Access', { projectId: PROJECT, roleId: PROJECT, provider: 'AWS' }),
    atlas.ReplicaSetCluster.fromClusterAttributes(stack, 'Cluster', { projectId: PROJECT, clusterName: 'orders' }),
    atlas.LegacyCluster.fromClusterAttributes(stack, 'Legacy', { projectId: PROJECT, clusterName: 'legacy' }),
    atlas.CustomDbRole.fromCustomDbRoleAttributes(stack, 'Role', { projectId: PROJECT, roleName: 'reader' }),
    atlas.DatabaseUser.fromDatabaseUserAttributes(stack, 'User', { projectId: PROJECT, username: 'app' }),
    atlas.EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Rest', { projectId: PROJECT, provider: 'AWS' }),
    atlas.OrgAssignment.fromOrgAssignmentAttributes(stack, 'Member', { orgId: PROJECT }),
    atlas.ClusterOutageSimulation.fromClusterOutageSimulationAttributes(stack, 'Drill', { projectId: PROJECT, clusterName: 'orders' }),
    atlas.TeamAssignment.fromTeamAssignmentAttributes(stack, 'Team', { orgId: PROJECT, teamId: PROJECT, userId: PROJECT }),
  ];
  const exported = new Set<unknown>(Object.values(atlas));
  expect(existing.map((e) => e.constructor).filter((c) => exported.has(c))).toEqual([]);
  expect(exported.has(ImportedCluster)).toBe(false);
  expect(Object.keys(atlas).filter((n) => /^Imported/.test(n))).toEqual([]);
  // Nor do messages name them: a construct received where it does not belong is described by its contract and path.
  expect(existing.map((e) => describeValue(e))).toEqual([
    "the IAlertConfiguration 'test/Alert'", "the IBackupCompliancePolicy 'test/Policy'", "the ICloudBackupSchedule 'test/Schedule'",
    "the ICloudProviderAccess 'test/Access'", "the ICluster 'test/Cluster'", "the ICluster 'test/Legacy'", "the ICustomDbRole 'test/Role'",
    "the IDatabaseUser 'test/User'", "the IEncryptionAtRest 'test/Rest'", "the IOrgAssignment 'test/Member'",
    "the IClusterOutageSimulation 'test/Drill'", "the ITeamAssignment 'test/Team'",
  ]);
});

test('a message about an existing construct received in the wrong place names no private class', () => {
  const stack = clusterStack();
  const role = atlas.CustomDbRole.fromCustomDbRoleAttributes(stack, 'Reader', { projectId: PROJECT, roleName: 'reader' });
  expect(errorOf(() => new atlas.CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [role as any] }))).toBe(
    "[test/Auditor] inheritedRoles[0]: is not a DatabaseRole. Received: the ICustomDbRole 'test/Reader'. "
    + "Allowed: a DatabaseRole, e.g. DatabaseRole.read('catalog') or DatabaseRole.custom(role). Fix: use a DatabaseRole factory.");
});
