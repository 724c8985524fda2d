import { TerraformOutput, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, synthDoc, synthError } from './cluster-util';
import { Errors, TerrainTesting } from '../../../src';
import { OrgAssignment } from '../../../src/constructs/mongodbatlas/org-assignment';
import { OrgRole } from '../../../src/constructs/mongodbatlas/roles';
import { TeamAssignment } from '../../../src/constructs/mongodbatlas/team-assignment';

const ORG = '5f4e3d2c1b0a99887766aa55';
const TEAM = '9f3c1e7a4d8b2f6051acde47';
const OTHER_TEAM = '9f3c1e7a4d8b2f6051acde48';
const USER = '5f18367ccb7a503a2b481b7a';
const teams = (doc: any) => doc.resource.mongodbatlas_cloud_user_team_assignment;
const jane = (stack: any) => new OrgAssignment(stack, 'Jane', { orgId: ORG, username: 'jane.doe@example.com', orgRoles: [OrgRole.ORG_MEMBER] });

describe('TeamAssignment', () => {
  test('with user: an OrgAssignment of the app; the user id refers to it, so the membership comes first', () => {
    const stack = clusterStack();
    const user = jane(stack);
    const dba = new TeamAssignment(stack, 'JaneDba', { user, teamId: TEAM });
    expect(teams(synthDoc(stack))).toEqual({
      JaneDba: { org_id: ORG, team_id: TEAM, user_id: '${mongodbatlas_cloud_user_org_assignment.Jane.user_id}' },
    });
    expect(dba.node.defaultChild).toBe(dba.resource);
    expect(dba.orgId).toBe(ORG);
    expect(dba.teamId).toBe(TEAM);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('orgAssignment.addToTeam(id, teamId): the same, under the org assignment', () => {
    const stack = clusterStack();
    const user = jane(stack);
    const dba = user.addToTeam('Dba', TEAM);
    expect(dba.node.path).toBe('test/Jane/Dba');
    expect(dba).toBeInstanceOf(TeamAssignment);
    const all = teams(synthDoc(stack));
    expect(Object.values(all)).toEqual([{ org_id: ORG, team_id: TEAM, user_id: '${mongodbatlas_cloud_user_org_assignment.Jane.user_id}' }]);
  });

  test('by ids: orgId and userId', () => {
    const stack = clusterStack();
    new TeamAssignment(stack, 'Existing', { orgId: ORG, userId: USER, teamId: TEAM });
    expect(teams(synthDoc(stack))).toEqual({ Existing: { org_id: ORG, team_id: TEAM, user_id: USER } });
  });

  test('tokens pass through unjudged', () => {
    const stack = clusterStack();
    const v = (n: string) => new TerraformVariable(stack, n, { type: 'string' }).stringValue;
    new TeamAssignment(stack, 'Existing', { orgId: v('org'), userId: v('user'), teamId: v('team') });
    expect(teams(synthDoc(stack))).toEqual({ Existing: { org_id: '${var.org}', team_id: '${var.team}', user_id: '${var.user}' } });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('outputs are references to the resource', () => {
    const stack = clusterStack();
    const dba = new TeamAssignment(stack, 'Dba', { orgId: ORG, userId: USER, teamId: TEAM });
    new TerraformOutput(stack, 'username', { value: dba.username });
    new TerraformOutput(stack, 'status', { value: dba.orgMembershipStatus });
    new TerraformOutput(stack, 'team_ids', { value: dba.teamIds });
    new TerraformOutput(stack, 'org_roles', { value: dba.roles.orgRoles });
    new TerraformOutput(stack, 'project', { value: dba.roles.projectRoleAssignments });
    const r = 'mongodbatlas_cloud_user_team_assignment.Dba';
    expect(synthDoc(stack).output).toEqual({
      username: { value: `\${${r}.username}` },
      status: { value: `\${${r}.org_membership_status}` },
      team_ids: { value: `\${tolist(${r}.team_ids)}` },
      org_roles: { value: `\${tolist(${r}.roles.org_roles)}` },
      project: { value: `\${tolist(${r}.roles.project_role_assignments)}` },
    });
  });

  describe('the user: either user, or orgId and userId', () => {
    test('fail: user together with orgId and userId', () => {
      const stack = clusterStack();
      const user = jane(stack);
      expect(errorOf(() => new TeamAssignment(stack, 'Dba', { user, orgId: ORG, userId: USER, teamId: TEAM }))).toBe(
        '[test/Dba] 2 problems:\n'
        + `  - orgId: is set together with user, which already gives the organization. Received: "${ORG}". Allowed: either user or orgId, not both. Fix: remove orgId, or remove user.\n`
        + `  - userId: is set together with user, which already gives the user id. Received: "${USER}". Allowed: either user or userId, not both. Fix: remove userId, or remove user.`);
    });

    test('fail: neither user nor the ids', () => {
      const fix = 'or pass user: the OrgAssignment of the user (orgAssignment.addToTeam(id, teamId) does it).';
      expect(errorOf(() => new TeamAssignment(clusterStack(), 'Dba', { teamId: TEAM }))).toBe(
        '[test/Dba] 2 problems:\n'
        + `  - orgId: is required when user is not given. Received: undefined. Allowed: the 24-hexadecimal id of the organization. Fix: set orgId, ${fix}\n`
        + `  - userId: is required when user is not given. Received: undefined. Allowed: the 24-hexadecimal id of the MongoDB Cloud user. Fix: set userId, ${fix}`);
      expect(errorOf(() => new TeamAssignment(clusterStack(), 'Dba', { teamId: TEAM, orgId: ORG }))).toBe(
        `[test/Dba] userId: is required when user is not given. Received: undefined. Allowed: the 24-hexadecimal id of the MongoDB Cloud user. Fix: set userId, ${fix}`);
    });

    test('fail: a user that is not an organization membership (JavaScript callers)', () => {
      expect(errorOf(() => new TeamAssignment(clusterStack(), 'Dba', { teamId: TEAM, user: USER as any }))).toBe(
        `[test/Dba] user: expected an organization membership (IOrgAssignment). Received: "${USER}". `
        + 'Allowed: an OrgAssignment, or OrgAssignment.fromOrgAssignmentAttributes(...). Fix: pass the OrgAssignment of the user, or give orgId and userId instead.');
    });

    test('fail: no teamId; no props', () => {
      expect(errorOf(() => new TeamAssignment(clusterStack(), 'Dba', { orgId: ORG, userId: USER } as any))).toBe(
        '[test/Dba] teamId: is required. Received: undefined. Allowed: the 24-hexadecimal id of the team. Fix: set teamId.');
      expect(errorOf(() => new (TeamAssignment as any)(clusterStack(), 'Dba'))).toBe(
        "[test/Dba] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    });
  });

  test('generated value checks: the three ids have 24 hexadecimal digits', () => {
    const stack = clusterStack();
    new TeamAssignment(stack, 'Dba', { orgId: 'my-org', userId: 'jane.doe@example.com', teamId: 'dba' });
    const line = (input: string, attr: string, v: string) => `  [test/Dba/Default] [value:mongodbatlas_cloud_user_team_assignment.${attr}] ${input}: is not a 24-character hexadecimal id. Received: "${v}". `
      + 'Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.';
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + [line('orgId', 'org_id', 'my-org'), line('teamId', 'team_id', 'dba'), line('userId', 'user_id', 'jane.doe@example.com')].join('\n'));
  });

  describe('one TeamAssignment per user and team in an app', () => {
    test('fail: the same membership twice (addToTeam and a TeamAssignment), an error on both', () => {
      const stack = clusterStack();
      const user = jane(stack);
      user.addToTeam('Dba', TEAM);
      new TeamAssignment(stack, 'JaneDba', { user, teamId: TEAM });
      const msg = (twin: string) => `already has this user in this app (${twin}); a user is a member of a team once. `
        + `Received: "${TEAM}". Allowed: one TeamAssignment per user and team. Fix: remove one of the team assignments.`;
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + `  [test/Jane/Dba] teamId: ${msg('test/JaneDba')}\n`
        + `  [test/JaneDba] teamId: ${msg('test/Jane/Dba')}`);
    });

    test('fail: the same user id, given or from fromOrgAssignmentAttributes', () => {
      const stack = clusterStack();
      new TeamAssignment(stack, 'A', { orgId: ORG, userId: USER, teamId: TEAM });
      new TeamAssignment(stack, 'B', { orgId: ORG, userId: USER, teamId: TEAM });
      const existing = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, userId: USER });
      existing.addToTeam('Dba', TEAM);
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + ['test/A', 'test/B', 'test/Existing/Dba'].map((p, _, all) => `  [${p}] teamId: already has this user in this app (${all.filter((x) => x !== p).join(', ')}); `
          + `a user is a member of a team once. Received: "${TEAM}". Allowed: one TeamAssignment per user and team. Fix: remove one of the team assignments.`).join('\n'));
    });

    test('pass: one user in two teams, two users in one team', () => {
      const stack = clusterStack();
      const user = jane(stack);
      user.addToTeam('Dba', TEAM);
      user.addToTeam('Ops', OTHER_TEAM);
      new TeamAssignment(stack, 'John', { orgId: ORG, userId: USER, teamId: TEAM });
      expect(Object.keys(teams(synthDoc(stack)))).toHaveLength(3);
    });
  });

  describe('import', () => {
    test('pass: <org_id>/<team_id>/<user_id> and <org_id>/<team_id>/<username>', () => {
      const stack = clusterStack();
      new TeamAssignment(stack, 'A', { orgId: ORG, userId: USER, teamId: TEAM }).resource.importFrom(`${ORG}/${TEAM}/${USER}`);
      new TeamAssignment(stack, 'B', { orgId: ORG, userId: '5f18367ccb7a503a2b481b7b', teamId: TEAM }).resource.importFrom(`${ORG}/${TEAM}/john@example.com`);
      expect(synthDoc(stack).import).toEqual([
        { id: `${ORG}/${TEAM}/${USER}`, to: 'mongodbatlas_cloud_user_team_assignment.A' },
        { id: `${ORG}/${TEAM}/john@example.com`, to: 'mongodbatlas_cloud_user_team_assignment.B' },
      ]);
    });

    test('fail: another form', () => {
      const stack = clusterStack();
      new TeamAssignment(stack, 'A', { orgId: ORG, userId: USER, teamId: TEAM }).resource.importFrom(`${ORG}/${USER}`);
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + '  [test/A/Default] [rule:mongodbatlas_cloud_user_team_assignment/import-id-format] (import id): does not have the form <org_id>/<team_id>/<user_id>. '
        + `Received: "${ORG}/${USER}". Allowed: <org_id>/<team_id>/<user_id>. Fix: write the id of the existing mongodbatlas_cloud_user_team_assignment as <org_id>/<team_id>/<user_id>, each part filled in.`);
    });
  });
});

// The fuzzer found (test/fuzz/identity.fuzz.test.ts) that this was a plain Error, not a ValidationError.
test('a membership known without its user id is a ValidationError that names the attribute', () => {
  const s = clusterStack();
  const member = OrgAssignment.fromOrgAssignmentAttributes(s, 'Existing', { orgId: ORG });
  let thrown: unknown;
  try {
    new TeamAssignment(s, 'Team', { teamId: TEAM, user: member });
  } catch (e) {
    thrown = e;
  }
  expect(Errors.isValidationError(thrown)).toBe(true);
  expect((thrown as Error).message).toBe('[test/Existing] userId: is unknown: this construct was made with OrgAssignment.fromOrgAssignmentAttributes, which was not given userId. '
    + 'Fix: pass userId in the attributes, or read it from the construct that defines the resource.');
});

describe('fromTeamAssignmentAttributes', () => {
  test('an existing membership by organization, team and user: readable, nothing rendered', () => {
    const stack = clusterStack();
    const dba = TeamAssignment.fromTeamAssignmentAttributes(stack, 'Dba', { orgId: ORG, teamId: TEAM, userId: USER });
    expect(dba).not.toBeInstanceOf(TeamAssignment);
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
