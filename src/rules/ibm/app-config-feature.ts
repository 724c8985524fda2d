/**
 * Type rules of `ibm_app_config_feature`: they run for every instance of the type. The provider
 * converts the enabled, disabled and segment rule values to the feature's type at create and
 * update (ibm/service/appconfiguration/resource_ibm_app_config_feature.go, through formatValue).
 */
import { valuesMatchTypeRule } from './shared/typed-value';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  valuesMatchTypeRule('ibm_app_config_feature', 'feature', ['enabled_value', 'disabled_value'], ['BOOLEAN', 'NUMERIC', 'STRING']),
];
