/** Type rules of data source `incident_custom_field_option` (incident-io/incident v6.3.0): the value looked up is an option value. */
import { optionValueRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  optionValueRule('rule:data.incident_custom_field_option/value-whitespace', 'docs/data-sources/custom_field_option.md: value (must not start or end with whitespace, or contain tabs or newlines)'),
];
