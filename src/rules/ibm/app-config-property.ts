/**
 * Type rules of `ibm_app_config_property` (SPEC 4.3): a property's value is typed the way a
 * feature's values are (the two share the BOOLEAN, NUMERIC and STRING types).
 */
import { valuesMatchTypeRule } from './shared/typed-value';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  valuesMatchTypeRule('ibm_app_config_property', 'property', ['value'],
    'SPEC 4.3 getAppConfigFeature (values follow the type), applied to the property value'),
];
