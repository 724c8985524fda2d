import type { CustomFieldAttributes, ICustomField } from './custom-field-ref';
import { Construct, describedAs, idOf, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentCustomField, DataIncidentCustomFieldFilterByOutputReference } from '../../../generated/incident/data-custom-field/index';
import { refuseNonStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * incident.io custom fields, for incident templates: `CustomField.fromName` reads one through
 * the `incident_custom_field` data source, `CustomField.fromCustomFieldAttributes` refers to one
 * by its id; its options are looked up with `CustomFieldOption.fromValue`.
 *
 * ```ts
 * const team = CustomField.fromName(this, 'Team', 'Affected team');
 * const payments = CustomFieldOption.fromValue(this, 'Payments', team, 'Payments');
 * ```
 */
export abstract class CustomField {
  /**
   * Looks up a custom field by name: the plan fails when no field has it.
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the custom field. Literal text: it reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): CustomFieldLookup {
    return new CustomFieldLookup(scope, id, name);
  }

  /**
   * Refers to a custom field by its id, without reading incident.io: for a custom field defined
   * here by an `IncidentCustomField` L1 (`{ customFieldId: field.id }`), or whose id is known.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the custom field
   */
  public static fromCustomFieldAttributes(scope: Construct, id: string, attrs: CustomFieldAttributes): ICustomField {
    return new ImportedCustomField(scope, id, attrs);
  }
}

/**
 * An existing custom field, read through the `incident_custom_field` data source by name.
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/custom_field
 */
export class CustomFieldLookup extends Construct implements ICustomField {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentCustomField;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the custom field (literal text, as `CustomField.fromName` takes it)
   */
  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    refuseNonStrings(scope, this, { name }, { name: 'the name of the custom field' }, ['name']);
    this.dataSource = new DataIncidentCustomField(this, 'Lookup', { name: literalText(name) });
  }

  /** The id of the custom field. */
  public get customFieldId(): string {
    return this.dataSource.id;
  }

  /** The name of the custom field. */
  public get customFieldName(): string {
    return this.dataSource.name;
  }

  /** The type of the field, e.g. `single_select`, `multi_select`, `text`, `link`, `numeric`. */
  public get fieldType(): string {
    return this.dataSource.fieldType;
  }

  /** The description of the field. */
  public get description(): string {
    return this.dataSource.description;
  }

  /** For catalog-backed fields, the id of the catalog type the values come from. */
  public get catalogTypeId(): string {
    return this.dataSource.catalogTypeId;
  }

  /** For catalog-backed fields, the filter applied to the catalog entries. */
  public get filterBy(): DataIncidentCustomFieldFilterByOutputReference {
    return this.dataSource.filterBy;
  }
}

/**
 * An existing custom field known by its id (nothing is read from incident.io), made by
 * `CustomField.fromCustomFieldAttributes`: for a custom field defined here by an
 * `IncidentCustomField` L1, or whose id is known.
 */
class ImportedCustomField extends Construct implements ICustomField {
  /** The id of the custom field. */
  public readonly customFieldId: string;

  constructor(scope: Construct, id: string, attrs: CustomFieldAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CustomFieldAttributes');
    const p = new Problems();
    idOf(p, 'customFieldId', attrs.customFieldId, 'the id of the custom field');
    throwIfProblems(this, p);
    this.customFieldId = attrs.customFieldId;
  }
}
describedAs(ImportedCustomField, 'ICustomField');
