import type { IAlertAttribute } from './alert-attribute-ref';
import { Construct, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentAlertAttribute } from '../../../generated/incident/data-alert-attribute/index';

/**
 * An existing alert attribute, read by its name through the `incident_alert_attribute` data
 * source (`AlertAttribute.fromName`). Its type is read at plan, so bindings to it are not checked
 * against its type here.
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/alert_attribute
 */
export class AlertAttributeLookup extends Construct implements IAlertAttribute {
  /** The underlying data source: every attribute of the alert attribute (type, array, emoji). */
  public readonly dataSource: DataIncidentAlertAttribute;

  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    const p = new Problems();
    if (typeof name !== 'string' || name.trim() === '') {
      p.add('fromName(name)', 'is no name of an alert attribute.', {
        id: 'incident:alert-attribute-lookup-name', received: name, allowed: "the name of the attribute, e.g. 'Team'", fix: 'pass the name the attribute has in incident.io.',
      });
    }
    throwIfProblems(this, p);
    this.dataSource = new DataIncidentAlertAttribute(this, 'Lookup', { name: literalText(name) });
  }

  /** The id of the alert attribute. */
  public get alertAttributeId(): string {
    return this.dataSource.id;
  }
}
