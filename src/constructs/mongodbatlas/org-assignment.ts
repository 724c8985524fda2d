import type { IOrgAssignment, OrgAssignmentAttributes } from './org-assignment-ref';
import { OPTIONS } from './private/option-keys.generated';
import { ORG_ASSIGNMENTS } from './private/user-assignments';
import { OrgRole, ProjectRole } from './roles';
import { TeamAssignment } from './team-assignment';
import type { ITeamAssignment } from './team-assignment-ref';
import { checkFormat, Construct, describedAs, Fn, importedAttribute, isKnown, isUnresolved, oneOf, Problems, RemovalPolicy, sameKey, StatefulConstruct, TerraformIterator, throwIfProblems, Token, validateAtSynth } from '../../core/l2';
import {
  MongodbatlasCloudUserOrgAssignment,
  MongodbatlasCloudUserOrgAssignmentRolesProjectRoleAssignmentsList,
} from '../../generated/mongodbatlas/cloud-user-org-assignment';

/**
 * Properties of an `OrgAssignment`.
 */
export interface OrgAssignmentProps {
  /** Id of the organization (24 hexadecimal digits). */
  readonly orgId: string;
  /**
   * Username of the MongoDB Cloud user: their email address. A user who has no MongoDB Cloud
   * account yet gets an invitation to that address; until they accept it,
   * `orgMembershipStatus` is PENDING. Changing it replaces the assignment (another user).
   */
  readonly username: string;
  /**
   * Organization roles to grant (`OrgRole`), at least one, e.g. `[OrgRole.ORG_MEMBER]`. A role
   * listed twice is rendered once (the provider holds them as a set). A project role
   * (`ProjectRole`) is an error, and so is another role outside the API's list
   * (`OrgUserRolesRequest.orgRoles`, the L1's value check).
   */
  readonly orgRoles: string[];
  /**
   * What happens when the assignment is destroyed (`terraform destroy`, or a change that
   * replaces it, such as another `username`). Destroying it removes the user from the
   * organization, with their team memberships and project roles there; adding them again sends
   * a new invitation. RETAIN renders `lifecycle.prevent_destroy`, e.g. for the owner accounts
   * whose removal would lock the organization out; DESTROY (the default) lets access follow the
   * code. SNAPSHOT has nothing to keep and behaves as DESTROY. Removing the construct from the
   * code removes the user whatever the policy (`prevent_destroy` goes with the resource block).
   * `RemovalPolicies` applies to it.
   * @default RemovalPolicy.DESTROY
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * A MongoDB Cloud user's membership of an organization, with its organization roles
 * (`mongodbatlas_cloud_user_org_assignment`). A user without a MongoDB Cloud account is invited
 * by email.
 *
 * ```ts
 * const jane = new mongodbatlas.OrgAssignment(stack, 'Jane', {
 *   orgId, username: 'jane.doe@example.com', orgRoles: [mongodbatlas.OrgRole.ORG_MEMBER],
 * });
 * jane.addToTeam('Dba', dbaTeamId); // a TeamAssignment that waits for the membership
 * ```
 *
 * Project roles: the provider takes no project roles on this resource; it reports them
 * (`projectRoleAssignments`, `projectRoles(projectId)`). They are granted per project, by
 * resources outside this library: `mongodbatlas_cloud_user_project_assignment` (a user's roles
 * in one project), or a team with roles in the project (`mongodbatlas_team_project_assignment`)
 * that the user joins with `addToTeam`.
 *
 * Import: `resource.importFrom('<org_id>/<username>')`, or `'<org_id>/<user_id>'`.
 *
 * Two OrgAssignments of one user (username, ignoring case) in one organization in the same app
 * are an error on both.
 *
 * @resource mongodbatlas_cloud_user_org_assignment
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cloud_user_org_assignment
 */
export class OrgAssignment extends StatefulConstruct implements IOrgAssignment {
  /**
   * Refers to an existing membership by its attributes, without reading Atlas. Reading an
   * attribute that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromOrgAssignmentAttributes(scope: Construct, id: string, attrs: OrgAssignmentAttributes): IOrgAssignment {
    return new ImportedOrgAssignment(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasCloudUserOrgAssignment;
  /** Id of the organization. */
  public readonly orgId: string;
  /** Username (email address) of the user. */
  public readonly username: string;
  /** The organization roles rendered (each once, in the order given). */
  public readonly orgRoles: string[];

  constructor(scope: Construct, id: string, props: OrgAssignmentProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'OrgAssignmentProps');
    const p = new Problems();
    p.required(props, ['orgId', 'username', 'orgRoles'], {
      orgId: 'the 24-hexadecimal id of the organization',
      username: 'the email address of the MongoDB Cloud user',
      orgRoles: 'a list of at least one organization role (OrgRole)',
    });
    if (Array.isArray(props.orgRoles)) {
      // A project role in the org roles: typed constants of both kinds are strings, so this is
      // the mistake types cannot catch. enforcedBy: tools/codegen/atlasapispec/
      // multi-version-api-spec.flattened.yml: OrgUserRolesRequest.orgRoles (enum of ORG_ roles).
      // Said here, at construction and with the fix for a project role; a value outside the enum
      // that is no project role is the L1's value check.
      const projectRoles = new Set<unknown>(Object.values(ProjectRole));
      props.orgRoles.forEach((role, i) => {
        if (!projectRoles.has(role)) return;
        p.add(`orgRoles[${i}]`, 'is a project role (ProjectRole), not an organization role.', {
          id: 'mongodbatlas:org-role-is-project-role',
          received: role,
          allowed: `an organization role (OrgRole): ${oneOf(Object.values(OrgRole))}`,
          fix: 'use an OrgRole, e.g. OrgRole.ORG_MEMBER; project roles are granted per project (mongodbatlas_cloud_user_project_assignment, or a team with roles in the project that the user joins with addToTeam).',
        });
      });
    }
    throwIfProblems(this, p);
    this.orgId = props.orgId;
    this.username = props.username;
    // A set in the provider: a role given twice is the same grant. Anything that is not a list
    // (a token, or a JavaScript caller's mistake) goes to the L1 as it is, which judges it.
    this.orgRoles = Array.isArray(props.orgRoles) ? [...new Set(props.orgRoles)] : props.orgRoles;

    this.resource = new MongodbatlasCloudUserOrgAssignment(this, 'Default', {
      orgId: props.orgId,
      username: props.username,
      roles: { orgRoles: this.orgRoles },
    });
    // No provider-side guard: RETAIN is prevent_destroy only.
    this._initRemoval(props.removalPolicy, RemovalPolicy.DESTROY, () => [this.resource]);

    const key = [props.orgId, isKnown(props.username) && typeof props.username === 'string' ? props.username.toLowerCase() : props.username];
    ORG_ASSIGNMENTS.register({ scope: this, key });
    validateAtSynth(this, () => {
      const own = new Problems();
      const twins = ORG_ASSIGNMENTS.others(this, (e) => sameKey(e.key, key)).map((e) => e.scope.node.path);
      if (twins.length) {
        own.add('username', `already has an OrgAssignment in organization ${this.orgId} in this app (${twins.join(', ')}); a user has one membership per organization.`, {
          id: 'mongodbatlas:org-assignment-twice',
          received: this.username,
          allowed: 'one OrgAssignment per user and organization',
          fix: 'merge the assignments into one, with the union of their orgRoles.',
        });
      }
      return own.list;
    }, this.resource);
  }

  /** Id of the user (24 hexadecimal digits), known after apply. */
  public get userId(): string { return this.resource.userId; }
  /** Whether the user is ACTIVE in the organization or has a PENDING invitation. */
  public get orgMembershipStatus(): string { return this.resource.orgMembershipStatus; }
  /** Ids of the teams of the organization the user belongs to. */
  public get teamIds(): string[] { return this.resource.teamIds; }
  /**
   * The user's project roles in the organization's projects, as Atlas reports them: each item has
   * `projectId` and `projectRoles` (`ProjectRole` values). Read-only: see the class docs for how
   * project roles are granted.
   */
  public get projectRoleAssignments(): MongodbatlasCloudUserOrgAssignmentRolesProjectRoleAssignmentsList {
    return this.resource.roles.projectRoleAssignments;
  }
  /** First name of the user. */
  public get firstName(): string { return this.resource.firstName; }
  /** Last name of the user. */
  public get lastName(): string { return this.resource.lastName; }
  /** When the user account was created (ISO 8601, UTC). */
  public get createdAt(): string { return this.resource.createdAt; }
  /** When the invitation was sent (ISO 8601, UTC). */
  public get invitationCreatedAt(): string { return this.resource.invitationCreatedAt; }
  /** When the invitation expires (ISO 8601, UTC). */
  public get invitationExpiresAt(): string { return this.resource.invitationExpiresAt; }
  /** Username of the user who sent the invitation. */
  public get inviterUsername(): string { return this.resource.inviterUsername; }
  /** When the user last authenticated (ISO 8601, UTC). */
  public get lastAuth(): string { return this.resource.lastAuth; }

  /**
   * The user's roles in one project (`ProjectRole` values), read from `projectRoleAssignments`
   * by Terraform; empty when the user has none there.
   * @param projectId id of the project (24 hexadecimal digits, or a token)
   */
  public projectRoles(projectId: string): string[] {
    const field = 'projectRoles(projectId)';
    if (isKnown(projectId) && typeof projectId !== 'string') {
      const p = new Problems();
      p.add(field, 'expected a string.', { id: 'mongodbatlas:project-roles-project-id', received: projectId, allowed: 'an id of 24 hexadecimal digits', fix: 'pass the id of the project as a string.' });
      throwIfProblems(this, p);
    }
    // The one definition of a 24-hexadecimal id: the value checks' format.
    const p = new Problems();
    checkFormat(p, field, projectId, 'hex24');
    throwIfProblems(this, p);
    const match = isUnresolved(projectId) ? Fn.tostring(projectId) : JSON.stringify(projectId);
    const each = TerraformIterator.fromList(this.projectRoleAssignments as any);
    return Token.asList(Fn.flatten(each.forExpressionForList(`val.project_roles if val.project_id == ${match}`) as any));
  }

  /**
   * Adds the user to a team of the organization: a `TeamAssignment` under this construct that
   * refers to this assignment's `user_id`, so Terraform adds the user to the organization first.
   * @param id a scoped id for the team assignment
   * @param teamId id of the team (24 hexadecimal digits)
   */
  public addToTeam(id: string, teamId: string): ITeamAssignment {
    return new TeamAssignment(this, id, { user: this, teamId });
  }
}

const ATTRIBUTES_METHOD = 'OrgAssignment.fromOrgAssignmentAttributes';

/**
 * An existing organization membership known by its attributes (nothing is read from Atlas): what
 * `OrgAssignment.fromOrgAssignmentAttributes` returns.
 */
class ImportedOrgAssignment extends Construct implements IOrgAssignment {
  /** Id of the organization. */
  public readonly orgId: string;

  private readonly attrs: OrgAssignmentAttributes;

  constructor(scope: Construct, id: string, attrs: OrgAssignmentAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'OrgAssignmentAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['orgId'], { orgId: 'the 24-hexadecimal id of the organization' });
    throwIfProblems(this, p);
    this.orgId = attrs.orgId;
  }

  /** Username of the user (if given). */
  public get username(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'username', this.attrs.username); }
  /** Id of the user (if given). */
  public get userId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'userId', this.attrs.userId); }

  /**
   * Adds the user to a team of the organization (needs `userId` in the attributes).
   * @param id a scoped id for the team assignment
   * @param teamId id of the team
   */
  public addToTeam(id: string, teamId: string): ITeamAssignment {
    return new TeamAssignment(this, id, { user: this, teamId });
  }
}
describedAs(ImportedOrgAssignment, 'IOrgAssignment');
