/**
 * The app registries of the user assignment L2s: two OrgAssignments of one user in one
 * organization, or two TeamAssignments of one user to one team, would manage the same membership
 * twice (and destroying either removes it). Read at synth, so the order in which the constructs
 * were made does not matter. Not part of the public API.
 */
import { AppRegistry, RegistryEntry } from '../../../core/l2';

/** An assignment and what identifies the membership it manages. */
export interface AssignmentEntry extends RegistryEntry {
  /** `[orgId, username]` or `[teamId, user]`: compared with `sameKey`. */
  readonly key: readonly unknown[];
}

/** The OrgAssignments of each app. */
export const ORG_ASSIGNMENTS = new AppRegistry<AssignmentEntry>();
/** The TeamAssignments of each app. */
export const TEAM_ASSIGNMENTS = new AppRegistry<AssignmentEntry>();
