/**
 * Type rules of `incident_alert_source`, checked against incident-io/incident v6.3.0. The provider
 * sends the planned template to the API's validation endpoint at plan (ModifyPlan), so what the
 * API refuses in a template fails the plan: a reference to an expression the template does not
 * define is one. Source types and merge strategies are the generated value checks (documented
 * lists: a value outside them warns with the closest valid value).
 */
import { bindingRule, expressionReferenceRule, operationSpellingRule, richTextRule } from './shared/engine';
import { TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_alert_source';

export const RULES: TypeRule[] = [
  expressionReferenceRule(T, 'template.expressions', {
    enforcedBy: 'internal/provider/incident_alert_source_resource.go: ModifyPlan (the API validates the template at plan; a reference it cannot resolve is a 422, incident_alert_source_modify_plan_test.go)',
  }),
  richTextRule(T, ['template.title.literal', 'template.description.literal']),
  operationSpellingRule(T),
  bindingRule(T, { documentedIn: 'internal/provider/models/expression_v3_validate.go: ValidateBinding (a binding sets one of value or array_value; the provider checks it on the beta resources only)' }),
];
