/**
 * The contract of a team membership and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A MongoDB Cloud user's membership of a team, defined here or existing.
 */
export interface ITeamAssignment extends IConstruct {
  /** Id of the organization (24 hexadecimal digits). */
  readonly orgId: string;
  /** Id of the team (24 hexadecimal digits). */
  readonly teamId: string;
  /** Id of the user (24 hexadecimal digits). */
  readonly userId: string;
}

/**
 * Attributes of an existing team membership, for `fromTeamAssignmentAttributes`.
 */
export interface TeamAssignmentAttributes {
  /** Id of the organization. */
  readonly orgId: string;
  /** Id of the team. */
  readonly teamId: string;
  /** Id of the user. */
  readonly userId: string;
}
