/**
 * The contract of an incident.io custom field (`ICustomField`): what incident templates and
 * custom field option lookups take. Custom fields are looked up (`CustomField.fromName`).
 */
import { IConstruct } from 'constructs';

/**
 * An incident.io custom field, looked up.
 */
export interface ICustomField extends IConstruct {
  /** The id of the custom field. */
  readonly customFieldId: string;
}
