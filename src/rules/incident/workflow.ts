/**
 * Type rules of `incident_workflow`, checked against incident-io/incident v6.3.0. The provider's
 * ValidateConfig checks private_incident_scope (the generated value check) and its agreement with
 * include_private_incidents (below); the engine rules warn.
 */
import { bindingRule, expressionReferenceRule, operationSpellingRule } from './shared/engine';
import { bool, str, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_workflow';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/private-incident-scope-agrees`,
    summary: 'When both are set, includePrivateIncidents agrees with privateIncidentScope (true for all and owning_teams, false for none).',
    enforcedBy: 'internal/provider/incident_workflow_resource.go: ValidateConfig ("include_private_incidents and private_incident_scope disagree")',
    check: (input, report) => {
      const scope = str(input.private_incident_scope);
      const include = bool(input.include_private_incidents);
      if (scope === undefined || include === undefined || !['all', 'owning_teams', 'none'].includes(scope)) return;
      const touches = scope !== 'none';
      if (include === touches) return;
      report('include_private_incidents', `disagrees with privateIncidentScope '${scope}'.`, {
        received: include,
        allowed: `${touches} with privateIncidentScope '${scope}'`,
        fix: 'remove includePrivateIncidents (deprecated) and keep privateIncidentScope.',
      });
    },
  },
  expressionReferenceRule(T, 'expressions', { documentedIn: 'internal/provider/models/expression_v3_validate.go: validateExpressionRef (there is no shared expression pool, so the server cannot resolve a name the resource does not define)' }),
  operationSpellingRule(T),
  bindingRule(T, { documentedIn: 'internal/provider/models/expression_v3_validate.go: ValidateBinding (a binding sets one of value or array_value; the provider checks it on the beta resources only)' }),
];
