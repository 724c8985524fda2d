/**
 * The contract of an incident.io custom field (`ICustomField`): what incident templates and
 * custom field option lookups take. Custom fields are looked up (`CustomField.fromName`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An incident.io custom field, looked up.
 */
export interface ICustomField extends IConstruct {
  /** The id of the custom field. */
  readonly customFieldId: string;
}

/**
 * Attributes of an existing custom field, for `CustomField.fromCustomFieldAttributes`.
 */
export interface CustomFieldAttributes {
  /** The id of the custom field, e.g. the `id` of an `IncidentCustomField` L1. */
  readonly customFieldId: string;
}
