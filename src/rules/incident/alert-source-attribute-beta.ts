/** Type rules of `incident_alert_source_attribute_beta` (incident-io/incident v6.3.0): bindings and expression references, checked by the provider's ValidateConfig. */
import { betaBindingRules } from './shared/beta-binding';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = betaBindingRules('incident_alert_source_attribute_beta');
