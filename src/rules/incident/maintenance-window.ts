/** Type rules of `incident_maintenance_window` (incident-io/incident v6.3.0): its alert conditions are engine conditions. */
import { bindingRule, operationSpellingRule } from './shared/engine';
import { TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_maintenance_window';

export const RULES: TypeRule[] = [
  operationSpellingRule(T),
  bindingRule(T, { documentedIn: 'internal/provider/models/expression_v3_validate.go: ValidateBinding (a binding sets one of value or array_value; the provider checks it on the beta resources only)' }),
];
