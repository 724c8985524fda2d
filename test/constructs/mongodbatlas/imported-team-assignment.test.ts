import { clusterStack, errorOf, synthDoc } from './cluster-util';
import { ImportedTeamAssignment } from '../../../src/constructs/mongodbatlas/imported-team-assignment';
import { TeamAssignment } from '../../../src/constructs/mongodbatlas/team-assignment';

const ORG = '5f4e3d2c1b0a99887766aa55';
const TEAM = '9f3c1e7a4d8b2f6051acde47';
const USER = '5f18367ccb7a503a2b481b7a';

describe('ImportedTeamAssignment (TeamAssignment.fromTeamAssignmentAttributes)', () => {
  test('an existing membership by organization, team and user: readable, nothing rendered', () => {
    const stack = clusterStack();
    const dba = TeamAssignment.fromTeamAssignmentAttributes(stack, 'Dba', { orgId: ORG, teamId: TEAM, userId: USER });
    expect(dba).toBeInstanceOf(ImportedTeamAssignment);
    expect([dba.orgId, dba.teamId, dba.userId, dba.node.path]).toEqual([ORG, TEAM, USER, 'test/Dba']);
    expect(synthDoc(stack).resource?.mongodbatlas_cloud_user_team_assignment).toBeUndefined();
  });

  test('JavaScript: every attribute is required; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => TeamAssignment.fromTeamAssignmentAttributes(clusterStack(), 'Bad', { teamId: TEAM } as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - orgId: is required. Received: undefined. Allowed: the 24-hexadecimal id of the organization. Fix: set orgId.',
      '  - userId: is required. Received: undefined. Allowed: the 24-hexadecimal id of the user. Fix: set userId.',
    ].join('\n'));
    expect(errorOf(() => TeamAssignment.fromTeamAssignmentAttributes(clusterStack(), 'Typo', { orgId: ORG, teamID: TEAM, userId: USER } as any))).toBe(
      "[test/Typo] teamID: unknown option; did you mean teamId? Received: the key 'teamID'. Allowed: the options of TeamAssignmentAttributes: orgId, teamId, userId. "
      + "Fix: write 'teamId' instead of 'teamID'.");
  });
});
