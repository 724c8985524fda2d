/**
 * Type rules of `ibm_app_config_feature` (SPEC 4.3): they run for every instance of the type.
 */
import { valuesMatchTypeRule } from './shared/typed-value';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  valuesMatchTypeRule('ibm_app_config_feature', 'feature', ['enabled_value', 'disabled_value'],
    'SPEC 4.3 getAppConfigFeature (disabledValue and enabledValue follow the feature type)'),
];
