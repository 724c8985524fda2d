import { Construct } from 'constructs';
import type { CustomFieldAttributes, ICustomField } from './custom-field-ref';
import { requiredId } from './private/lookups';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing custom field known by its id (nothing is read from incident.io), made by
 * `CustomField.fromCustomFieldAttributes`: for a custom field defined here by an
 * `IncidentCustomField` L1, or whose id is known.
 */
export class ImportedCustomField extends Construct implements ICustomField {
  /** The id of the custom field. */
  public readonly customFieldId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the custom field
   */
  constructor(scope: Construct, id: string, attrs: CustomFieldAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CustomFieldAttributes');
    const p = new Problems();
    requiredId(p, 'customFieldId', attrs.customFieldId, 'the id of the custom field');
    throwIfProblems(this, p);
    this.customFieldId = attrs.customFieldId;
  }
}
