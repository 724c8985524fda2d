import { clusterStack, errorOf, synthDoc } from './cluster-util';
import { notGiven, resolvedAttributes } from './ref-util';
import { IOrgAssignment, OrgAssignment, OrgRole } from '../../../src/constructs/mongodbatlas';

const ORG = '5f4e3d2c1b0a99887766aa55';
const TEAM = '9f3c1e7a4d8b2f6051acde47';
const USER = '5f18367ccb7a503a2b481b7a';
const ATTRIBUTES: Array<keyof IOrgAssignment & string> = ['orgId', 'username', 'userId'];
const METHOD = 'OrgAssignment.fromOrgAssignmentAttributes';

describe('IOrgAssignment: every implementation gives each attribute, and adds the user to a team', () => {
  test('OrgAssignment: the organization and username given, the user id of the resource it renders', () => {
    const jane: IOrgAssignment = new OrgAssignment(clusterStack(), 'Jane', { orgId: ORG, username: 'jane@example.com', orgRoles: [OrgRole.ORG_MEMBER] });
    expect(resolvedAttributes(jane, ATTRIBUTES)).toEqual({
      orgId: ORG, username: 'jane@example.com', userId: '${mongodbatlas_cloud_user_org_assignment.Jane.user_id}',
    });
  });

  test('fromOrgAssignmentAttributes: what it was given; reading what it was not is an error that names it', () => {
    const stack = clusterStack();
    const jane = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Jane', { orgId: ORG, username: 'jane@example.com', userId: USER });
    expect(resolvedAttributes(jane, ATTRIBUTES)).toEqual({ orgId: ORG, username: 'jane@example.com', userId: USER });
    const partial = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Partial', { orgId: ORG });
    expect(errorOf(() => partial.username)).toBe(notGiven('test/Partial', METHOD, 'username'));
    expect(errorOf(() => partial.userId)).toBe(notGiven('test/Partial', METHOD, 'userId'));
  });

  test('addToTeam: a team assignment under the membership, with its organization and user', () => {
    const stack = clusterStack();
    const defined = new OrgAssignment(stack, 'Jane', { orgId: ORG, username: 'jane@example.com', orgRoles: [OrgRole.ORG_MEMBER] });
    const imported = OrgAssignment.fromOrgAssignmentAttributes(stack, 'John', { orgId: ORG, userId: USER });
    const teams = [defined, imported].map((m: IOrgAssignment) => m.addToTeam('Dba', TEAM));
    expect(teams.map((t) => t.node.path)).toEqual(['test/Jane/Dba', 'test/John/Dba']);
    expect(Object.values(synthDoc(stack).resource.mongodbatlas_cloud_user_team_assignment)).toEqual([
      { org_id: ORG, team_id: TEAM, user_id: '${mongodbatlas_cloud_user_org_assignment.Jane.user_id}' },
      { org_id: ORG, team_id: TEAM, user_id: USER },
    ]);
  });
});
