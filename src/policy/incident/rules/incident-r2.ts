/**
 * Incident-R2: condition groups that match nothing. Conditions within a group must all hold (AND);
 * groups are alternatives (OR). A group that asks one subject to be two different things at once
 * (`severity is Critical` AND `severity is Major`) matches nothing, and nothing fails: the route
 * simply never fires (incident-io/terraform-provider-incident PR 506 spells this out for
 * workflows). The rule reads literal values of `is` and `one_of` conditions; references and other
 * operations are not judged.
 */
import { at, items, str } from '../../../core/type-rules';
import { ResourceRule } from '../../rule';

/** The literal values a condition allows its subject, or undefined when it does not pin them down. */
function allowed(c: Record<string, any>): Set<string> | undefined {
  const op = str(c.operation);
  if (op !== 'is' && op !== 'one_of') return undefined;
  const [binding, ...rest] = items(c.param_bindings);
  if (!binding || rest.length) return undefined;
  const b = binding[0];
  const values: string[] = [];
  const single = b.value;
  if (single !== undefined && single !== null) {
    const lit = str(single.literal);
    if (lit === undefined || single.reference !== undefined) return undefined;
    values.push(lit);
  }
  if (b.array_value !== undefined && b.array_value !== null) {
    const arr = items(b.array_value);
    if (!Array.isArray(b.array_value) || arr.length !== b.array_value.length) return undefined;
    for (const [x] of arr) {
      const lit = str(x.literal);
      if (lit === undefined || x.reference !== undefined) return undefined;
      values.push(lit);
    }
  }
  return values.length ? new Set(values) : undefined;
}

/** Why a group matches nothing, or undefined when it may match. */
function contradiction(group: Record<string, any>): string | undefined {
  if (Array.isArray(group.conditions) && group.conditions.length === 0) return 'has no conditions';
  const bySubject = new Map<string, Array<Set<string>>>();
  for (const [c] of items(group.conditions)) {
    const subject = str(c.subject);
    const values = allowed(c);
    if (subject === undefined || values === undefined) continue;
    let list = bySubject.get(subject);
    if (!list) bySubject.set(subject, list = []);
    list.push(values);
  }
  for (const [subject, sets] of bySubject) {
    if (sets.length < 2) continue;
    const common = sets.slice(1).reduce((acc, s) => new Set([...acc].filter((v) => s.has(v))), sets[0]);
    if (common.size === 0) return `${subject} must be ${sets.map((s) => [...s].map((v) => JSON.stringify(v)).join(' or ')).join(' and also ')}`;
  }
  return undefined;
}

export const RULE: ResourceRule = {
  id: 'Incident-R2',
  level: 'error',
  summary: 'The condition groups of an alert route (or of one of its alert sources) can match no alert: every group is empty, or asks one subject for two different values at once.',
  explanation: 'Conditions in a group must all hold, and groups are alternatives. Written as one group, "priority is P1" and "priority is P2" '
    + 'match no alert, and nothing fails: the route never fires. Alternatives belong in separate groups, or in one one_of condition.',
  fix: 'Split the alternatives into separate condition groups, or merge them into one condition with operation one_of.',
  types: ['incident_alert_route'],
  check: (input, _type, report) => {
    const judge = (path: string, groups: unknown) => {
      const list = items(groups);
      if (!list.length || (Array.isArray(groups) && list.length < groups.length)) return;
      const reasons: string[] = [];
      for (const [g] of list) {
        const why = contradiction(g);
        if (why === undefined) return;
        reasons.push(why);
      }
      report(path, 'match no alert: conditions in a group must all hold, and each group has no conditions or asks one subject for two different values at once.', {
        receivedText: reasons.map((r, i) => `group ${i}: ${r}`).join('; '),
        allowed: 'conditions that can hold together within a group; alternatives in separate groups (groups are alternatives)',
        fix: 'give each group its conditions (or remove conditionGroups to match every alert); split alternatives into separate condition groups, or merge them into one condition with operation one_of.',
      });
    };
    judge('condition_groups', input.condition_groups);
    for (const [src, i] of items(input.alert_sources)) judge(`${at('alert_sources', input.alert_sources, i)}.condition_groups`, src.condition_groups);
  },
};
