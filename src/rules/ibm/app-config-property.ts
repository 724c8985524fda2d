/**
 * Type rules of `ibm_app_config_property`: a property's value is converted to its type the way a
 * feature's values are, at create and update
 * (ibm/service/appconfiguration/resource_ibm_app_config_property.go, through formatValue).
 */
import { valuesMatchTypeRule } from './shared/typed-value';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  valuesMatchTypeRule('ibm_app_config_property', 'property', ['value'], ['BOOLEAN', 'NUMERIC', 'SECRETREF', 'STRING']),
];
