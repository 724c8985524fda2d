import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, TerraformVariable, Token } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import * as atlas from '../../../src/constructs/mongodbatlas';
import { OrgAssignment, OrgAssignmentProps } from '../../../src/constructs/mongodbatlas/org-assignment';
import { OrgRole, ProjectRole } from '../../../src/constructs/mongodbatlas/roles';

const ORG = '5f4e3d2c1b0a99887766aa55';
const USER = '5f18367ccb7a503a2b481b7a';
const props: OrgAssignmentProps = { orgId: ORG, username: 'jane.doe@example.com', orgRoles: [OrgRole.ORG_MEMBER, OrgRole.ORG_GROUP_CREATOR] };
const ORG_ROLES = 'ORG_OWNER, ORG_MEMBER, ORG_GROUP_CREATOR, ORG_BILLING_ADMIN, ORG_BILLING_READ_ONLY, ORG_STREAM_PROCESSING_ADMIN or ORG_READ_ONLY';
const PROJECT_ROLE_FIX = 'use an OrgRole, e.g. OrgRole.ORG_MEMBER; project roles are granted per project '
  + '(mongodbatlas_cloud_user_project_assignment, or a team with roles in the project that the user joins with addToTeam).';
const body = (doc: any, name = 'Jane') => doc.resource.mongodbatlas_cloud_user_org_assignment[name];

describe('OrgAssignment', () => {
  test('renders mongodbatlas_cloud_user_org_assignment under the L2 id: org, username and org roles, nothing computed', () => {
    const stack = clusterStack();
    const jane = new OrgAssignment(stack, 'Jane', props);
    const doc = synthDoc(stack);
    expect(doc.resource.mongodbatlas_cloud_user_org_assignment).toEqual({
      Jane: { org_id: ORG, username: 'jane.doe@example.com', roles: { org_roles: ['ORG_MEMBER', 'ORG_GROUP_CREATOR'] } },
    });
    expect(jane.node.defaultChild).toBe(jane.resource);
    expect(jane.orgId).toBe(ORG);
    expect(jane.username).toBe('jane.doe@example.com');
    expect(jane.orgRoles).toEqual(['ORG_MEMBER', 'ORG_GROUP_CREATOR']);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('outputs are references to the resource', () => {
    const stack = clusterStack();
    const jane = new OrgAssignment(stack, 'Jane', props);
    const outputs = {
      user_id: jane.userId,
      status: jane.orgMembershipStatus,
      team_ids: jane.teamIds,
      first_project: jane.projectRoleAssignments.get(0).projectId,
      first_roles: jane.projectRoleAssignments.get(0).projectRoles,
      first_name: jane.firstName,
      last_name: jane.lastName,
      created_at: jane.createdAt,
      invited_at: jane.invitationCreatedAt,
      invitation_expires_at: jane.invitationExpiresAt,
      inviter: jane.inviterUsername,
      last_auth: jane.lastAuth,
    };
    for (const [k, v] of Object.entries(outputs)) new TerraformOutput(stack, k, { value: v });
    const r = 'mongodbatlas_cloud_user_org_assignment.Jane';
    expect(synthDoc(stack).output).toEqual({
      user_id: { value: `\${${r}.user_id}` },
      status: { value: `\${${r}.org_membership_status}` },
      team_ids: { value: `\${tolist(${r}.team_ids)}` },
      first_project: { value: `\${${r}.roles.project_role_assignments[0].project_id}` },
      first_roles: { value: `\${tolist(${r}.roles.project_role_assignments[0].project_roles)}` },
      first_name: { value: `\${${r}.first_name}` },
      last_name: { value: `\${${r}.last_name}` },
      created_at: { value: `\${${r}.created_at}` },
      invited_at: { value: `\${${r}.invitation_created_at}` },
      invitation_expires_at: { value: `\${${r}.invitation_expires_at}` },
      inviter: { value: `\${${r}.inviter_username}` },
      last_auth: { value: `\${${r}.last_auth}` },
    });
  });

  test('a role given twice is rendered once, in the order given', () => {
    const stack = clusterStack();
    const jane = new OrgAssignment(stack, 'Jane', { ...props, orgRoles: [OrgRole.ORG_MEMBER, OrgRole.ORG_BILLING_ADMIN, OrgRole.ORG_MEMBER] });
    expect(jane.orgRoles).toEqual(['ORG_MEMBER', 'ORG_BILLING_ADMIN']);
    expect(body(synthDoc(stack)).roles).toEqual({ org_roles: ['ORG_MEMBER', 'ORG_BILLING_ADMIN'] });
  });

  test('tokens pass through unjudged: org id, username and the role list', () => {
    const stack = clusterStack();
    const org = new TerraformVariable(stack, 'org', { type: 'string' });
    const email = new TerraformVariable(stack, 'email', { type: 'string' });
    const roles = new TerraformVariable(stack, 'roles', { type: 'list(string)' });
    new OrgAssignment(stack, 'Jane', { orgId: org.stringValue, username: email.stringValue, orgRoles: roles.listValue });
    expect(body(synthDoc(stack))).toEqual({ org_id: '${var.org}', username: '${var.email}', roles: { org_roles: '${var.roles}' } });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  describe('required props (JavaScript callers)', () => {
    test('pass: all three given (above); fail: each missing one is named', () => {
      expect(errorOf(() => new OrgAssignment(clusterStack(), 'Jane', {} as any))).toBe(
        '[test/Jane] 3 problems:\n'
        + '  - orgId: is required. Received: undefined. Allowed: the 24-hexadecimal id of the organization. Fix: set orgId.\n'
        + '  - username: is required. Received: undefined. Allowed: the email address of the MongoDB Cloud user. Fix: set username.\n'
        + '  - orgRoles: is required. Received: undefined. Allowed: a list of at least one organization role (OrgRole). Fix: set orgRoles.');
    });

    test('no props at all', () => {
      expect(errorOf(() => new (OrgAssignment as any)(clusterStack(), 'Jane'))).toBe(
        "[test/Jane] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    });
  });

  describe('generated value checks of the L1', () => {
    test('org roles: at least one (values.json minItems)', () => {
      expect(errorOf(() => new OrgAssignment(clusterStack(), 'Jane', { ...props, orgRoles: [] }))).toBe(
        '[test/Jane/Default] roles.orgRoles: has too few items. Received: an empty list. Allowed: at least 1. Fix: give at least 1 item.');
      expect(new OrgAssignment(clusterStack(), 'Jane', { ...props, orgRoles: [OrgRole.ORG_READ_ONLY] }).orgRoles).toEqual([OrgRole.ORG_READ_ONLY]);
    });

    test('org roles: the API\'s list (enforced): ORG_STREAM_PROCESSING_ADMIN and ORG_BILLING_READ_ONLY pass, a role outside it fails', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', { ...props, orgRoles: [OrgRole.ORG_MEMBER, OrgRole.ORG_STREAM_PROCESSING_ADMIN, OrgRole.ORG_BILLING_READ_ONLY] });
      expect(body(synthDoc(stack)).roles).toEqual({ org_roles: ['ORG_MEMBER', 'ORG_STREAM_PROCESSING_ADMIN', 'ORG_BILLING_READ_ONLY'] });
      synthDoc(stack);
      expect(TerrainTesting.warnings(stack)).toEqual([]);
      const bad = clusterStack();
      new OrgAssignment(bad, 'Jane', { ...props, orgRoles: ['ORG_MEMBER', 'org_owner'] });
      expect(synthError(bad)).toBe('Validation failed with the following errors:\n'
        + '  [test/Jane/Default] [value:mongodbatlas_cloud_user_org_assignment.roles.org_roles] roles.orgRoles[1]: is not an allowed value. Received: "org_owner". '
        + "Allowed: 'ORG_OWNER', 'ORG_MEMBER', 'ORG_GROUP_CREATOR', 'ORG_BILLING_ADMIN', 'ORG_BILLING_READ_ONLY', 'ORG_STREAM_PROCESSING_ADMIN' or 'ORG_READ_ONLY'. Fix: write 'ORG_OWNER' instead of 'org_owner'.");
    });

    test('org id: 24 hexadecimal digits', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', { ...props, orgId: 'my-org' });
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + '  [test/Jane/Default] [value:mongodbatlas_cloud_user_org_assignment.org_id] orgId: is not a 24-character hexadecimal id. Received: "my-org". '
        + 'Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.');
    });

    test('the role constants are the spec\'s list of the overlay, shared with the notifications', () => {
      const overlay = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'spec', 'mongodbatlas', 'overlay.json'), 'utf8'));
      const listed: string[] = overlay.types.mongodbatlas_cloud_user_org_assignment.attributes['roles.org_roles'].allowedValues;
      const values = (c: object) => Object.keys(c).map((k) => (c as any)[k]);
      // The API's OrgUserRolesRequest.orgRoles, ORG_BILLING_READ_ONLY and ORG_STREAM_PROCESSING_ADMIN included.
      expect([...values(OrgRole)].sort()).toEqual([...listed].sort());
      // One class of each, exported once (notifications and assignments share them).
      expect(atlas.OrgRole).toBe(OrgRole);
      expect(atlas.ProjectRole).toBe(ProjectRole);
    });
  });

  describe('a project role is not an organization role', () => {
    test('fail: ProjectRole constants in orgRoles, each named', () => {
      expect(errorOf(() => new OrgAssignment(clusterStack(), 'Jane', { ...props, orgRoles: [OrgRole.ORG_MEMBER, ProjectRole.GROUP_OWNER, ProjectRole.GROUP_READ_ONLY] }))).toBe(
        '[test/Jane] 2 problems:\n'
        + `  - orgRoles[1]: is a project role (ProjectRole), not an organization role. Received: "GROUP_OWNER". Allowed: an organization role (OrgRole): ${ORG_ROLES}. Fix: ${PROJECT_ROLE_FIX}\n`
        + `  - orgRoles[2]: is a project role (ProjectRole), not an organization role. Received: "GROUP_READ_ONLY". Allowed: an organization role (OrgRole): ${ORG_ROLES}. Fix: ${PROJECT_ROLE_FIX}`);
    });

    test('pass: every OrgRole', () => {
      const stack = clusterStack();
      const all = Object.values(OrgRole) as string[];
      expect(new OrgAssignment(stack, 'Jane', { ...props, orgRoles: all }).orgRoles).toEqual(all);
      synthDoc(stack);
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });
  });

  describe('one OrgAssignment per user and organization in an app', () => {
    test('fail: the same username (in any case) in the same organization, an error on both', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', props);
      new OrgAssignment(stack, 'Jane2', { ...props, username: 'Jane.Doe@example.com', orgRoles: [OrgRole.ORG_OWNER] });
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + `  [test/Jane] username: already has an OrgAssignment in organization ${ORG} in this app (test/Jane2); a user has one membership per organization. `
        + 'Received: "jane.doe@example.com". Allowed: one OrgAssignment per user and organization. Fix: merge the assignments into one, with the union of their orgRoles.\n'
        + `  [test/Jane2] username: already has an OrgAssignment in organization ${ORG} in this app (test/Jane); a user has one membership per organization. `
        + 'Received: "Jane.Doe@example.com". Allowed: one OrgAssignment per user and organization. Fix: merge the assignments into one, with the union of their orgRoles.');
    });

    test('pass: the same user in two organizations, two users in one organization, two apps', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', props);
      new OrgAssignment(stack, 'JaneElsewhere', { ...props, orgId: '6a6b6c6d6e6f707172737475' });
      new OrgAssignment(stack, 'John', { ...props, username: 'john@example.com' });
      const other = clusterStack();
      new OrgAssignment(other, 'Jane', props);
      expect(Object.keys(synthDoc(stack).resource.mongodbatlas_cloud_user_org_assignment)).toEqual(['Jane', 'JaneElsewhere', 'John']);
      expect(Object.keys(synthDoc(other).resource.mongodbatlas_cloud_user_org_assignment)).toEqual(['Jane']);
    });
  });

  describe('removal policy', () => {
    test('DESTROY by default: no lifecycle', () => {
      const stack = clusterStack();
      const jane = new OrgAssignment(stack, 'Jane', props);
      expect(jane.removalPolicy).toBe(RemovalPolicy.DESTROY);
      expect(jane.removalPolicyIsExplicit).toBe(false);
      expect(body(synthDoc(stack)).lifecycle).toBeUndefined();
    });

    test('RETAIN renders prevent_destroy; RemovalPolicies applies, but never over an explicit choice', () => {
      const stack = clusterStack();
      const owner = new OrgAssignment(stack, 'Owner', { ...props, username: 'owner@example.com', orgRoles: [OrgRole.ORG_OWNER], removalPolicy: RemovalPolicy.RETAIN });
      new OrgAssignment(stack, 'Jane', props);
      new OrgAssignment(stack, 'Temp', { ...props, username: 'temp@example.com', removalPolicy: RemovalPolicy.DESTROY });
      RemovalPolicies.of(stack).retain();
      const doc = synthDoc(stack);
      expect(owner.removalPolicyIsExplicit).toBe(true);
      expect(body(doc, 'Owner').lifecycle).toEqual({ prevent_destroy: true });
      expect(body(doc, 'Jane').lifecycle).toEqual({ prevent_destroy: true });
      expect(body(doc, 'Temp').lifecycle).toBeUndefined();
    });
  });

  describe('projectRoles(projectId)', () => {
    test('pass: a 24-hexadecimal id or a token; Terraform picks the roles of that project', () => {
      const stack = clusterStack();
      const jane = new OrgAssignment(stack, 'Jane', props);
      const pid = new TerraformVariable(stack, 'pid', { type: 'string' });
      new TerraformOutput(stack, 'literal', { value: jane.projectRoles(PROJECT) });
      new TerraformOutput(stack, 'token', { value: jane.projectRoles(pid.stringValue) });
      const list = 'toset(mongodbatlas_cloud_user_org_assignment.Jane.roles.project_role_assignments)';
      expect(synthDoc(stack).output).toEqual({
        literal: { value: `\${flatten([ for key, val in ${list}: val.project_roles if val.project_id == "${PROJECT}"])}` },
        token: { value: `\${flatten([ for key, val in ${list}: val.project_roles if val.project_id == tostring(var.pid)])}` },
      });
      expect(Token.isUnresolved(jane.projectRoles(PROJECT))).toBe(true);
    });

    test('fail: not a 24-hexadecimal id, or not a string', () => {
      const jane = new OrgAssignment(clusterStack(), 'Jane', props);
      expect(errorOf(() => jane.projectRoles('orders-prod'))).toBe(
        '[test/Jane] projectRoles(projectId): is not a 24-character hexadecimal id. Received: "orders-prod". '
        + 'Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.');
      expect(errorOf(() => jane.projectRoles(42 as any))).toBe(
        '[test/Jane] projectRoles(projectId): expected a string. Received: 42. Allowed: an id of 24 hexadecimal digits. Fix: pass the id of the project as a string.');
    });
  });

  describe('import', () => {
    test('pass: <org_id>/<username> and <org_id>/<user_id>', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', props).resource.importFrom(`${ORG}/jane.doe@example.com`);
      new OrgAssignment(stack, 'John', { ...props, username: 'john@example.com' }).resource.importFrom(`${ORG}/${USER}`);
      const doc = synthDoc(stack);
      expect(doc.import).toEqual([
        { id: `${ORG}/jane.doe@example.com`, to: 'mongodbatlas_cloud_user_org_assignment.Jane' },
        { id: `${ORG}/${USER}`, to: 'mongodbatlas_cloud_user_org_assignment.John' },
      ]);
    });

    test('fail: another form', () => {
      const stack = clusterStack();
      new OrgAssignment(stack, 'Jane', props).resource.importFrom('jane.doe@example.com');
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + '  [test/Jane/Default] [rule:mongodbatlas_cloud_user_org_assignment/import-id-format] (import id): does not have the form <org_id>/<username>. '
        + 'Received: "jane.doe@example.com". Allowed: <org_id>/<username>. Fix: write the id of the existing mongodbatlas_cloud_user_org_assignment as <org_id>/<username>, each part filled in.');
    });
  });
});

describe('fromOrgAssignmentAttributes', () => {
  const TEAM = '9f3c1e7a4d8b2f6051acde47';

  test('what is given can be read, and addToTeam uses it', () => {
    const stack = clusterStack();
    const existing = OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, userId: USER });
    expect(existing.orgId).toBe(ORG);
    expect(existing.userId).toBe(USER);
    existing.addToTeam('Dba', TEAM);
    const teams = synthDoc(stack).resource.mongodbatlas_cloud_user_team_assignment;
    expect(Object.values(teams)).toEqual([{ org_id: ORG, team_id: TEAM, user_id: USER }]);
    expect(stack.node.findChild('Existing').node.findChild('Dba').node.defaultChild?.node.path).toBe('test/Existing/Dba/Default');
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

  test('is no OrgAssignment of this app, and renders no org assignment', () => {
    const stack = clusterStack();
    expect(OrgAssignment.fromOrgAssignmentAttributes(stack, 'Existing', { orgId: ORG, userId: USER })).not.toBeInstanceOf(OrgAssignment);
    expect(synthDoc(stack).resource?.mongodbatlas_cloud_user_org_assignment).toBeUndefined();
  });
});
