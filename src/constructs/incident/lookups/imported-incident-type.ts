import { Construct } from 'constructs';
import type { IIncidentType, IncidentTypeAttributes } from './incident-type-ref';
import { requiredId } from './private/lookups';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing incident type known by its id (nothing is read from incident.io), made by
 * `IncidentType.fromIncidentTypeAttributes`.
 */
export class ImportedIncidentType extends Construct implements IIncidentType {
  /** The id of the incident type. */
  public readonly incidentTypeId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the incident type
   */
  constructor(scope: Construct, id: string, attrs: IncidentTypeAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'IncidentTypeAttributes');
    const p = new Problems();
    requiredId(p, 'incidentTypeId', attrs.incidentTypeId, 'the id of the incident type');
    throwIfProblems(this, p);
    this.incidentTypeId = attrs.incidentTypeId;
  }
}
