import { clusterStack } from './cluster-util';
import { resolvedAttributes } from './ref-util';
import { ITeamAssignment, OrgAssignment, OrgRole, TeamAssignment } from '../../../src/constructs/mongodbatlas';

const ORG = '5f4e3d2c1b0a99887766aa55';
const TEAM = '9f3c1e7a4d8b2f6051acde47';
const USER = '5f18367ccb7a503a2b481b7a';
const ATTRIBUTES: Array<keyof ITeamAssignment & string> = ['orgId', 'teamId', 'userId'];

describe('ITeamAssignment: every implementation gives each attribute', () => {
  test('TeamAssignment by ids: the ids it was given', () => {
    const dba: ITeamAssignment = new TeamAssignment(clusterStack(), 'Dba', { orgId: ORG, teamId: TEAM, userId: USER });
    expect(resolvedAttributes(dba, ATTRIBUTES)).toEqual({ orgId: ORG, teamId: TEAM, userId: USER });
  });

  test('TeamAssignment of a membership: the organization given, the user id of the membership\'s resource', () => {
    const stack = clusterStack();
    const jane = new OrgAssignment(stack, 'Jane', { orgId: ORG, username: 'jane@example.com', orgRoles: [OrgRole.ORG_MEMBER] });
    expect(resolvedAttributes(jane.addToTeam('Dba', TEAM), ATTRIBUTES)).toEqual({
      orgId: ORG, teamId: TEAM, userId: '${mongodbatlas_cloud_user_org_assignment.Jane.user_id}',
    });
  });

  test('fromTeamAssignmentAttributes: the ids it was given (all required)', () => {
    const dba = TeamAssignment.fromTeamAssignmentAttributes(clusterStack(), 'Dba', { orgId: ORG, teamId: TEAM, userId: USER });
    expect(resolvedAttributes(dba, ATTRIBUTES)).toEqual({ orgId: ORG, teamId: TEAM, userId: USER });
  });
});
