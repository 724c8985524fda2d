/**
 * The contract of an organization membership and the attributes of an existing one.
 */
import type { ITeamAssignment } from './team-assignment-ref';
import type { IConstruct } from '../../core/l2';

/**
 * A MongoDB Cloud user's membership of an organization, defined here or existing.
 */
export interface IOrgAssignment extends IConstruct {
  /** Id of the organization (24 hexadecimal digits). */
  readonly orgId: string;
  /** Username of the user: their email address. */
  readonly username: string;
  /** Id of the user (24 hexadecimal digits), e.g. for a `TeamAssignment`. */
  readonly userId: string;
  /**
   * Adds the user to a team of the organization: a `TeamAssignment` under this construct, whose
   * organization and user id come from this assignment (for an assignment defined here, the team
   * assignment refers to its `user_id`, so Terraform adds the user to the organization first).
   * @param id a scoped id for the team assignment
   * @param teamId id of the team (24 hexadecimal digits)
   */
  addToTeam(id: string, teamId: string): ITeamAssignment;
}

/**
 * Attributes of an existing organization membership, for `fromOrgAssignmentAttributes`. Only what
 * is given can be read.
 */
export interface OrgAssignmentAttributes {
  /** Id of the organization. */
  readonly orgId: string;
  /**
   * Username (email address) of the user.
   * @default - unknown: reading `username` is an error
   */
  readonly username?: string;
  /**
   * Id of the user; needed by `addToTeam`.
   * @default - unknown: reading `userId` (and `addToTeam`) is an error
   */
  readonly userId?: string;
}
