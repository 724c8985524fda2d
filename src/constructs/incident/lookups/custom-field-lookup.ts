import { Construct } from 'constructs';
import type { CustomFieldAttributes, ICustomField } from './custom-field-ref';
import { DataIncidentCustomField, DataIncidentCustomFieldFilterByOutputReference } from '../../../generated/incident/data-custom-field/index';

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
   * @param name the name of the custom field
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ImportedCustomField } = require('./imported-custom-field') as typeof import('./imported-custom-field');
    return new ImportedCustomField(scope, id, attrs);
  }
}

/**
 * An existing custom field, read through the `incident_custom_field` data source by name.
 */
export class CustomFieldLookup extends Construct implements ICustomField {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentCustomField;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the custom field
   */
  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    this.dataSource = new DataIncidentCustomField(this, 'Lookup', { name });
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
