import { clusterStack, errorOf, synthDoc } from './cluster-util';
import { ImportedOrgAssignment } from '../../../src/constructs/mongodbatlas/imported-org-assignment';
import { OrgAssignment } from '../../../src/constructs/mongodbatlas/org-assignment';

const ORG = '5f4e3d2c1b0a99887766aa55';
const TEAM = '9f3c1e7a4d8b2f6051acde47';
const USER = '5f18367ccb7a503a2b481b7a';

describe('ImportedOrgAssignment (OrgAssignment.fromOrgAssignmentAttributes)', () => {
  test('what is given can be read, and addToTeam uses it', () => {
    const stack = clusterStack();
    const existing = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, userId: USER });
    expect(existing.orgId).toBe(ORG);
    expect(existing.userId).toBe(USER);
    existing.addToTeam('Dba', TEAM);
    const teams = synthDoc(stack).resource.mongodbatlas_cloud_user_team_assignment;
    expect(Object.values(teams)).toEqual([{ org_id: ORG, team_id: TEAM, user_id: USER }]);
    expect(stack.node.findChild('Existing').node.findChild('Dba').node.defaultChild).toBeDefined();
  });

  test('what is not given is an error that names it, also through addToTeam', () => {
    const stack = clusterStack();
    const existing = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, username: 'jane.doe@example.com' });
    expect(existing.username).toBe('jane.doe@example.com');
    const unknownUserId = '[test/Existing] userId: is unknown: this construct was made with OrgAssignment.fromOrgAssignmentAttributes, which was not given userId. '
      + 'Fix: pass userId in the attributes, or read it from the construct that defines the resource.';
    expect(errorOf(() => existing.userId)).toBe(unknownUserId);
    expect(errorOf(() => existing.addToTeam('Dba', TEAM))).toBe(unknownUserId);
    const byId = OrgAssignment.fromOrgAssignmentAttributes(stack, 'ById', { orgId: ORG, userId: USER });
    expect(errorOf(() => byId.username)).toBe('[test/ById] username: is unknown: this construct was made with OrgAssignment.fromOrgAssignmentAttributes, which was not given username. '
      + 'Fix: pass username in the attributes, or read it from the construct that defines the resource.');
  });

  test('fail: no orgId; a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => OrgAssignment.fromOrgAssignmentAttributes(clusterStack(), 'Existing', { userId: USER } as any))).toBe(
      '[test/Existing] orgId: is required. Received: undefined. Allowed: the 24-hexadecimal id of the organization. Fix: set orgId.');
    expect(errorOf(() => OrgAssignment.fromOrgAssignmentAttributes(clusterStack(), 'Typo', { orgId: ORG, userID: USER } as any))).toBe(
      "[test/Typo] userID: unknown option; did you mean userId? Received: the key 'userID'. Allowed: the options of OrgAssignmentAttributes: orgId, username, userId. "
      + "Fix: write 'userId' instead of 'userID'.");
  });

  test('is an ImportedOrgAssignment, and renders no org assignment', () => {
    const stack = clusterStack();
    expect(OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, userId: USER })).toBeInstanceOf(ImportedOrgAssignment);
    expect(synthDoc(stack).resource?.mongodbatlas_cloud_user_org_assignment).toBeUndefined();
  });
});
