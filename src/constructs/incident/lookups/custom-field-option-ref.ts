/**
 * The contract of an option of an incident.io select custom field (`ICustomFieldOption`).
 * Options are looked up (`CustomFieldOption.fromValue`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An option of a select custom field, looked up.
 */
export interface ICustomFieldOption extends IConstruct {
  /** The id of the option. */
  readonly customFieldOptionId: string;
  /** The id of the custom field the option belongs to. */
  readonly customFieldId: string;
}
