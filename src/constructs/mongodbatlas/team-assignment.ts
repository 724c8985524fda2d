import type { IOrgAssignment } from './org-assignment-ref';
import { OPTIONS } from './private/option-keys.generated';
import { TEAM_ASSIGNMENTS } from './private/user-assignments';
import type { ITeamAssignment, TeamAssignmentAttributes } from './team-assignment-ref';
import { Construct, describedAs, isConstruct, isKnown, Problems, sameKey, throwIfProblems, validateAtSynth } from '../../core/l2';
import {
  MongodbatlasCloudUserTeamAssignment,
  MongodbatlasCloudUserTeamAssignmentRolesOutputReference,
} from '../../generated/mongodbatlas/cloud-user-team-assignment';

/**
 * Properties of a `TeamAssignment`: the team, and the user either as an organization membership
 * (`user`) or by ids (`orgId` and `userId`).
 */
export interface TeamAssignmentProps {
  /** Id of the team (24 hexadecimal digits). */
  readonly teamId: string;
  /**
   * The user's membership of the organization (an `OrgAssignment`, or one made with
   * `OrgAssignment.fromOrgAssignmentAttributes`): the organization and the user id come from it.
   * For an `OrgAssignment` of this app the team assignment refers to its `user_id`, so Terraform
   * adds the user to the organization before the team (a user must be a member first).
   * `orgAssignment.addToTeam(id, teamId)` does the same. Excludes `orgId` and `userId`.
   * @default - none: give `orgId` and `userId`
   */
  readonly user?: IOrgAssignment;
  /**
   * Id of the organization (24 hexadecimal digits), when `user` is not given.
   * @default - the organization of `user`
   */
  readonly orgId?: string;
  /**
   * Id of the MongoDB Cloud user (24 hexadecimal digits), when `user` is not given. The user
   * must already be a member of the organization.
   * @default - the user id of `user`
   */
  readonly userId?: string;
}

/**
 * A MongoDB Cloud user's membership of a team of an organization
 * (`mongodbatlas_cloud_user_team_assignment`). The user gets the team's project roles.
 *
 * ```ts
 * jane.addToTeam('Dba', dbaTeamId);
 * // or
 * new mongodbatlas.TeamAssignment(stack, 'JaneDba', { user: jane, teamId: dbaTeamId });
 * new mongodbatlas.TeamAssignment(stack, 'Existing', { orgId, userId: '5f18367ccb7a503a2b481b7a', teamId: dbaTeamId });
 * ```
 *
 * Removing it (or destroying it) removes the user from the team only: the organization
 * membership stays. It has no removal policy (the membership holds no data; adding it again
 * restores it).
 *
 * Import: `resource.importFrom('<org_id>/<team_id>/<user_id>')`, or
 * `'<org_id>/<team_id>/<username>'`.
 *
 * Two TeamAssignments of one user (the same `user`, or the same literal `userId`) to one team
 * in the same app are an error on both.
 *
 * @resource mongodbatlas_cloud_user_team_assignment
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cloud_user_team_assignment
 */
export class TeamAssignment extends Construct implements ITeamAssignment {
  /**
   * Refers to an existing team membership by its ids, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the organization, team and user ids
   */
  public static fromTeamAssignmentAttributes(scope: Construct, id: string, attrs: TeamAssignmentAttributes): ITeamAssignment {
    return new ImportedTeamAssignment(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasCloudUserTeamAssignment;
  /** Id of the organization. */
  public readonly orgId: string;
  /** Id of the team. */
  public readonly teamId: string;
  /** Id of the user. */
  public readonly userId: string;

  constructor(scope: Construct, id: string, props: TeamAssignmentProps) {
    super(scope, id);
    // Props and options: every key checked against its struct (a JavaScript caller can misspell one).
    OPTIONS.props(this, props, 'TeamAssignmentProps');
    // Problems: every one collected, each with a stable id, then thrown at once with the construct path.
    const p = new Problems();
    p.required(props, ['teamId'], { teamId: 'the 24-hexadecimal id of the team' });
    const user = props.user;
    if (user !== undefined && user !== null) {
      if (!isConstruct(user)) {
        p.add('user', 'expected an organization membership (IOrgAssignment).', {
          id: 'mongodbatlas:team-assignment-user',
          received: user,
          allowed: 'an OrgAssignment, or OrgAssignment.fromOrgAssignmentAttributes(...)',
          fix: 'pass the OrgAssignment of the user, or give orgId and userId instead.',
        });
      }
      for (const f of ['orgId', 'userId'] as const) {
        if (props[f] !== undefined && props[f] !== null) {
          p.add(f, `is set together with user, which already gives the ${f === 'orgId' ? 'organization' : 'user id'}.`, {
            id: 'mongodbatlas:team-assignment-user-and-ids', received: props[f], allowed: `either user or ${f}, not both`, fix: `remove ${f}, or remove user.`,
          });
        }
      }
    } else {
      for (const f of ['orgId', 'userId'] as const) {
        if (props[f] === undefined || props[f] === null) {
          p.add(f, 'is required when user is not given.', {
            id: 'mongodbatlas:team-assignment-ids-required',
            received: props[f],
            allowed: f === 'orgId' ? 'the 24-hexadecimal id of the organization' : 'the 24-hexadecimal id of the MongoDB Cloud user',
            fix: `set ${f}, or pass user: the OrgAssignment of the user (orgAssignment.addToTeam(id, teamId) does it).`,
          });
        }
      }
    }
    throwIfProblems(this, p);
    this.orgId = user ? user.orgId : props.orgId!;
    this.userId = user ? user.userId : props.userId!;
    this.teamId = props.teamId;

    this.resource = new MongodbatlasCloudUserTeamAssignment(this, 'Default', {
      orgId: this.orgId,
      teamId: this.teamId,
      userId: this.userId,
    });

    // The app around it: its peers in the same app, judged at synth whatever the order they were
    // made in. The same user: the same user id string (a literal, or one token shared), or else the
    // same membership construct (an OrgAssignment's user id is a new token at each read).
    const key = [this.teamId, user && !isKnown(this.userId) ? `user:${user.node.path}` : `id:${this.userId}`];
    TEAM_ASSIGNMENTS.register({ scope: this, key });
    validateAtSynth(this, () => {
      const own = new Problems();
      const twins = TEAM_ASSIGNMENTS.others(this, (e) => sameKey(e.key, key)).map((e) => e.scope.node.path);
      if (twins.length) {
        own.add('teamId', `already has this user in this app (${twins.join(', ')}); a user is a member of a team once.`, {
          id: 'mongodbatlas:team-assignment-twice',
          received: this.teamId,
          allowed: 'one TeamAssignment per user and team',
          fix: 'remove one of the team assignments.',
        });
      }
      return own.list;
    }, this.resource);
  }

  /** Username (email address) of the user. */
  public get username(): string { return this.resource.username; }
  /** Whether the user is ACTIVE in the organization or has a PENDING invitation. */
  public get orgMembershipStatus(): string { return this.resource.orgMembershipStatus; }
  /** Ids of all the teams the user belongs to. */
  public get teamIds(): string[] { return this.resource.teamIds; }
  /**
   * The user's organization roles (`orgRoles`, `OrgRole` values) and project role assignments
   * (`projectRoleAssignments`, each with `projectId` and `projectRoles`), as Atlas reports them.
   */
  public get roles(): MongodbatlasCloudUserTeamAssignmentRolesOutputReference { return this.resource.roles; }
}

/**
 * An existing team membership known by its attributes (nothing is read from Atlas): what
 * `TeamAssignment.fromTeamAssignmentAttributes` returns. Private to this file: users hold it as
 * an `ITeamAssignment`.
 */
class ImportedTeamAssignment extends Construct implements ITeamAssignment {
  /** Id of the organization. */
  public readonly orgId: string;
  /** Id of the team. */
  public readonly teamId: string;
  /** Id of the user. */
  public readonly userId: string;

  constructor(scope: Construct, id: string, attrs: TeamAssignmentAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'TeamAssignmentAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['orgId', 'teamId', 'userId'], {
      orgId: 'the 24-hexadecimal id of the organization', teamId: 'the 24-hexadecimal id of the team', userId: 'the 24-hexadecimal id of the user',
    });
    throwIfProblems(this, p);
    this.orgId = attrs.orgId;
    this.teamId = attrs.teamId;
    this.userId = attrs.userId;
  }
}
describedAs(ImportedTeamAssignment, 'ITeamAssignment');
