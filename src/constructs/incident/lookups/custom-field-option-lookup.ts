import type { ICustomFieldOption } from './custom-field-option-ref';
import type { ICustomField } from './custom-field-ref';
import { Construct, contractIdOf, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentCustomFieldOption } from '../../../generated/incident/data-custom-field-option/index';
import { checkStrings, LookupHints, refuseString } from '../private/incident-values';

/**
 * Options of select custom fields: `CustomFieldOption.fromValue` reads one through the
 * `incident_custom_field_option` data source.
 */
export abstract class CustomFieldOption {
  /**
   * Looks up an option of a custom field by its value: the plan fails when the field has no such
   * option. A value with surrounding whitespace, tabs or newlines warns with the data source's
   * rule.
   * @param scope the scope
   * @param id a scoped id
   * @param customField the custom field, e.g. `CustomField.fromName(this, 'Team', 'Affected team')`
   * @param value the value of the option, e.g. `Payments`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public static fromValue(scope: Construct, id: string, customField: ICustomField, value: string): CustomFieldOptionLookup {
    return new CustomFieldOptionLookup(scope, id, customField, value);
  }
}

/**
 * An existing option of a select custom field, read through the `incident_custom_field_option`
 * data source by value.
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/custom_field_option
 */
export class CustomFieldOptionLookup extends Construct implements ICustomFieldOption {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentCustomFieldOption;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param customField the custom field the option belongs to
   * @param value the value of the option (literal text, as `CustomFieldOption.fromValue` takes it)
   */
  constructor(scope: Construct, id: string, customField: ICustomField, value: string) {
    super(scope, id);
    const p = new Problems();
    // An empty id is the data source's to judge (its own rules), as for any id given to a lookup.
    const fieldId = refuseString(p, 'customField', customField, FIELD_LOOKUPS) ? undefined : contractIdOf(p, 'customField', customField, CUSTOM_FIELD, { allowEmpty: true });
    p.required({ value }, ['value'], { value: 'the value of the option, as the dashboard shows it' });
    checkStrings(p, { value }, { value: 'the value of the option, as the dashboard shows it' });
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.dataSource = new DataIncidentCustomFieldOption(this, 'Lookup', { customFieldId: fieldId!, value: literalText(value) });
  }

  /** The id of the option. */
  public get customFieldOptionId(): string {
    return this.dataSource.id;
  }

  /** The id of the custom field. */
  public get customFieldId(): string {
    return this.dataSource.customFieldId;
  }

  /** The value of the option. */
  public get value(): string {
    return this.dataSource.value;
  }

  /** The sort key of the option. */
  public get sortKey(): number {
    return this.dataSource.sortKey;
  }
}

const CUSTOM_FIELD = { name: 'ICustomField', key: 'customFieldId', example: "CustomField.fromName(this, 'Team', 'Affected team')" };
const FIELD_LOOKUPS: LookupHints = { contract: 'ICustomField', what: 'custom field', example: CUSTOM_FIELD.example, byId: 'CustomField.fromCustomFieldAttributes', idKey: 'customFieldId', byName: 'CustomField.fromName' };
