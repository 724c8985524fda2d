/**
 * The contract of an incident.io escalation path (`IEscalationPath`): what alert routes escalate
 * to, whether the path is defined here or looked up.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An escalation path, defined here (`EscalationPath`) or existing (`EscalationPath.fromName`,
 * `EscalationPath.fromId`).
 */
export interface IEscalationPath extends IConstruct {
  /** The id of the escalation path (a token until apply for one defined here). */
  readonly escalationPathId: string;
}

/**
 * Attributes of an existing escalation path, for `EscalationPath.fromEscalationPathAttributes`.
 */
export interface EscalationPathAttributes {
  /** The id of the escalation path. */
  readonly escalationPathId: string;
}

/**
 * Options of an escalation path lookup (`EscalationPath.fromName`, `EscalationPath.fromId`):
 * the name or the id.
 */
export interface EscalationPathLookupOptions {
  /**
   * The name of the escalation path. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - look it up by id
   */
  readonly name?: string;
  /**
   * The id of the escalation path.
   * @default - look it up by name
   */
  readonly escalationPathId?: string;
}
