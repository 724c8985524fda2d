/**
 * The contract of an incident.io escalation path (`IEscalationPath`): what alert routes escalate
 * to, whether the path is defined here or looked up.
 */
import { IConstruct } from 'constructs';

/**
 * An escalation path, defined here (`EscalationPath`) or existing (`EscalationPath.fromName`,
 * `EscalationPath.fromId`).
 */
export interface IEscalationPath extends IConstruct {
  /** The id of the escalation path (a token until apply for one defined here). */
  readonly escalationPathId: string;
}
