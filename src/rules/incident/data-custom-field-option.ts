/** Type rules of data source `incident_custom_field_option` (SPEC 4.1 getCustomFieldOption). */
import { optionValueRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [optionValueRule('rule:data.incident_custom_field_option/value-whitespace')];
