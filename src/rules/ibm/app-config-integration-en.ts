/**
 * Type rules of `ibm_app_config_integration_en`: the integration id takes the characters the API
 * takes (a warning: the provider validates nothing, resource_ibm_app_config_integration_en.go).
 */
import { idCharactersRule } from './shared/ids';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  idCharactersRule('ibm_app_config_integration_en', ['integration_id'], 'CreateIntegrationOptions.IntegrationID'),
];
