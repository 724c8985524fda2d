/**
 * The contract of an option of an incident.io select custom field (`ICustomFieldOption`).
 * Options are looked up (`CustomFieldOption.fromValue`).
 */
import { IConstruct } from 'constructs';

/**
 * An option of a select custom field, looked up.
 */
export interface ICustomFieldOption extends IConstruct {
  /** The id of the option. */
  readonly customFieldOptionId: string;
  /** The id of the custom field the option belongs to. */
  readonly customFieldId: string;
}
