/** Type rules of `incident_custom_field_option` (SPEC 4.1, custom field values). */
import { optionValueRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [optionValueRule('rule:incident_custom_field_option/value-whitespace')];
