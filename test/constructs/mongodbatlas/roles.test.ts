import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { AlertConfiguration, NotificationTarget, OrgAssignment, OrgRole, ProjectRole } from '../../../src/constructs/mongodbatlas';

const constants = (cls: object): string[] => Object.values(cls).filter((v) => typeof v === 'string');

test('OrgRole: every constant is an organization role an OrgAssignment renders', () => {
  expect(constants(OrgRole)).toEqual([
    'ORG_OWNER', 'ORG_MEMBER', 'ORG_GROUP_CREATOR', 'ORG_BILLING_ADMIN', 'ORG_BILLING_READ_ONLY', 'ORG_STREAM_PROCESSING_ADMIN', 'ORG_READ_ONLY',
  ]);
  const stack = clusterStack();
  new OrgAssignment(stack, 'Jane', { orgId: PROJECT, username: 'jane@example.com', orgRoles: constants(OrgRole) });
  expect(synthDoc(stack).resource.mongodbatlas_cloud_user_org_assignment.Jane.roles).toEqual({ org_roles: constants(OrgRole) });
});

test('ProjectRole: every constant is a project role a group notification renders; as an organization role it is refused', () => {
  expect(constants(ProjectRole)).toEqual(['GROUP_CLUSTER_MANAGER', 'GROUP_DATA_ACCESS_ADMIN', 'GROUP_DATA_ACCESS_READ_ONLY', 'GROUP_DATA_ACCESS_READ_WRITE', 'GROUP_OWNER', 'GROUP_READ_ONLY']);
  const stack = clusterStack();
  new AlertConfiguration(stack, 'Down', { projectId: PROJECT, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.group({ roles: constants(ProjectRole) })] });
  expect(synthDoc(stack).resource.mongodbatlas_alert_configuration.Down.notification).toEqual([{ type_name: 'GROUP', roles: constants(ProjectRole) }]);
  expect(errorOf(() => new OrgAssignment(clusterStack(), 'Jane', { orgId: PROJECT, username: 'jane@example.com', orgRoles: [ProjectRole.GROUP_OWNER] }))).toBe(
    '[test/Jane] orgRoles[0]: is a project role (ProjectRole), not an organization role. Received: "GROUP_OWNER". '
    + 'Allowed: an organization role (OrgRole): ORG_OWNER, ORG_MEMBER, ORG_GROUP_CREATOR, ORG_BILLING_ADMIN, '
    + 'ORG_BILLING_READ_ONLY, ORG_STREAM_PROCESSING_ADMIN or ORG_READ_ONLY. '
    + 'Fix: use an OrgRole, e.g. OrgRole.ORG_MEMBER; project roles are granted per project '
    + '(mongodbatlas_cloud_user_project_assignment, or a team with roles in the project that the user joins with addToTeam).');
});
