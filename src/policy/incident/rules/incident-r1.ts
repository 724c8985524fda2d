/** Incident-R1: an alert route with no escalation target. */
import { items, known, obj } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';

/** Whether a binding names something: a value, or a non-empty array of values (a token counts). */
function binds(b: unknown): boolean {
  if (b === undefined || b === null) return false;
  if (!known(b)) return true;
  const o = obj(b);
  if (!o) return true;
  if (o.value !== undefined && o.value !== null) return true;
  const arr = o.array_value;
  return arr !== undefined && arr !== null && (!known(arr) || !Array.isArray(arr) || arr.length > 0);
}

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'An alert route has no escalation target: no escalation path and no user to page.',
  explanation: 'An alert route with no target accepts alerts and pages nobody: the alert is recorded, and nobody hears about it.',
  fix: 'Add an escalation target with escalationPaths or users (a literal id, or a reference such as an alert attribute); '
    + 'if the route only creates incidents and pages through workflows, suppress {id} with a reason.',
  types: ['incident_alert_route'],
  check: (input, _type, report) => {
    const ec = input.escalation_config;
    if (ec === undefined || ec === null) return; // required: the schema check reports it
    const config = obj(ec);
    if (!config) return;
    const targets = config.escalation_targets;
    if (targets !== undefined && targets !== null && (!known(targets) || !Array.isArray(targets))) return;
    const list = items(targets);
    if (Array.isArray(targets) && list.length < targets.length) return; // a target is a token
    if (list.some(([t]) => binds(t.escalation_paths) || binds(t.users))) return;
    report('escalation_config.escalation_targets', 'names no escalation path and no user: alerts routed here page nobody.', {
      receivedText: list.length === 0 ? 'no target' : `${list.length} target${list.length === 1 ? '' : 's'}, none with escalationPaths or users`,
      allowed: 'at least one target with escalationPaths or users',
      fix: "add a target such as { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }.",
    });
  },
};
