/** Type rules of `incident_custom_field_option` (incident-io/incident v6.3.0). */
import { optionValueRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  optionValueRule('rule:incident_custom_field_option/value-whitespace', 'docs/resources/custom_field_option.md: value (must not start or end with whitespace, or contain tabs or newlines)'),
];
