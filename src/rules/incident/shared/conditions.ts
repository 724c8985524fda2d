/**
 * Condition groups that match nothing. Conditions within a group must all hold (AND); groups are
 * alternatives (OR). A group that asks one subject to be two different things at once
 * (`severity is Critical` AND `severity is Major`) matches nothing, and nothing fails: the route
 * simply never fires. Shared by the type rule rule:incident_alert_route/condition-groups-match-nothing
 * (a warning) and the policy rule Incident-R2 (an error for who adopts the pack). Only literal
 * values of `is` and `one_of` conditions are read; references and other operations are not judged.
 */
import { items, str } from '../../../core/runtime/type-rules';

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

/**
 * Why a list of condition groups matches nothing (one reason per group, `group <i>: <why>`), or
 * undefined when a group may match, the list is empty, or a group is unknown at synth.
 */
export function matchesNothing(groups: unknown): string[] | undefined {
  const list = items(groups);
  if (!list.length || (Array.isArray(groups) && list.length < groups.length)) return undefined;
  const reasons: string[] = [];
  for (const [g, i] of list) {
    const why = contradiction(g);
    if (why === undefined) return undefined;
    reasons.push(`group ${i}: ${why}`);
  }
  return reasons;
}
