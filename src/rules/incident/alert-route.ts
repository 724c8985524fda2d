/**
 * Type rules of `incident_alert_route`, checked against incident-io/incident v6.3.0. None is
 * enforced before apply by the provider (its ValidateConfig checks the v2/v3 schema modes), so
 * they warn. Merge strategies are the generated value checks (documented lists).
 *
 * An empty escalation_targets list is not judged here: the provider's acceptance test
 * TestAccIncidentAlertRouteOperationAlias applies a route with `escalation_targets = []`. The
 * policy rule Incident-R1 (opt-in) flags it.
 */
import { matchesNothing } from './shared/conditions';
import { bindingRule, expressionReferenceRule, operationSpellingRule, richTextRule } from './shared/engine';
import { at, items, known, obj, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_alert_route';
const DOC = 'docs/resources/alert_route.md';
const EXPRESSION_REF = 'internal/provider/models/expression_v3_validate.go: validateExpressionRef (there is no shared expression pool, so the server cannot resolve a name the resource does not define)';

/** Whether a binding names something: a value, a non-empty array of values, or a token. */
function binds(b: unknown): boolean {
  if (b === undefined || b === null) return false;
  const o = obj(b);
  if (!o) return true;
  if (o.value !== undefined && o.value !== null) return true;
  const arr = o.array_value;
  return arr !== undefined && arr !== null && (!known(arr) || !Array.isArray(arr) || arr.length > 0);
}

export const RULES: TypeRule[] = [
  expressionReferenceRule(T, 'expressions', { documentedIn: EXPRESSION_REF }),
  richTextRule(T, [
    'incident_template.name.value.literal', 'incident_template.summary.value.literal',
    'incident_config.template.name.value.literal', 'incident_config.template.summary.value.literal',
  ]),
  operationSpellingRule(T),
  bindingRule(T, { documentedIn: 'internal/provider/models/expression_v3_validate.go: ValidateBinding (a binding sets one of value or array_value; the provider checks it on the beta resources only)' }),
  {
    id: `rule:${T}/escalation-target-names-nobody`,
    summary: 'Each escalation target names an escalation path or a user (a literal id or a reference).',
    documentedIn: `${DOC}: escalation_config.escalation_targets (escalation paths and/or users who should be notified)`,
    level: 'warning',
    check: (input, report) => {
      const targets = obj(input.escalation_config)?.escalation_targets;
      for (const [t, i] of items(targets)) {
        if (binds(t.escalation_paths) || binds(t.users)) continue;
        report(`${at('escalation_config.escalation_targets', targets, i)}`, 'names no escalation path and no user: the target pages nobody.', {
          receivedText: t.escalation_paths !== undefined || t.users !== undefined ? 'escalationPaths and users without a value' : 'neither escalationPaths nor users',
          allowed: 'escalationPaths or users with a value or a non-empty arrayValue',
          fix: "name who to page, e.g. { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }, or remove the target.",
        });
      }
    },
  },
  {
    id: `rule:${T}/condition-groups-match-nothing`,
    summary: 'The condition groups of an alert route (or of one of its alert sources) can match an alert: not every group is empty or asks one subject for two different values at once.',
    documentedIn: `${DOC}: condition_groups (Groups of prerequisite conditions. All conditions in at least one group must be satisfied)`,
    level: 'warning',
    check: (input, report) => {
      const judge = (path: string, groups: unknown) => {
        const reasons = matchesNothing(groups);
        if (!reasons) return;
        report(path, 'can match no alert: the conditions of a group must all hold, and every group has none or asks one subject for two different values at once.', {
          receivedText: reasons.join('; '),
          allowed: 'groups whose conditions can hold together (groups are alternatives)',
          fix: 'put alternatives in separate condition groups, or in one condition with operation one_of.',
        });
      };
      judge('condition_groups', input.condition_groups);
      for (const [src, i] of items(input.alert_sources)) judge(`${at('alert_sources', input.alert_sources, i)}.condition_groups`, src.condition_groups);
    },
  },
];
