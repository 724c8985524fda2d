import { Construct } from 'constructs';
import type { EscalationPathAttributes, IEscalationPath } from './escalation-path-ref';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { requiredId } from '../lookups/private/lookups';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing escalation path known by its id, made by `EscalationPath.fromEscalationPathAttributes`
 * (nothing is read from incident.io). It serves paths defined elsewhere, such as an
 * `IncidentEscalationPath` L1 (`{ escalationPathId: l1.id }`).
 */
export class ImportedEscalationPath extends Construct implements IEscalationPath {
  /** The id of the escalation path. */
  public readonly escalationPathId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the escalation path
   */
  constructor(scope: Construct, id: string, attrs: EscalationPathAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'EscalationPathAttributes');
    const p = new Problems();
    requiredId(p, 'escalationPathId', attrs.escalationPathId, 'the id of the escalation path');
    throwIfProblems(this, p);
    this.escalationPathId = attrs.escalationPathId;
  }
}
