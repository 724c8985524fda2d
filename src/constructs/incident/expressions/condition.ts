import { Binding } from './binding';
import { EngineRef } from './engine-reference';
import { checkLiteralValues } from './private/catalog-values';
import type { BindingShape, ConditionShape, EngineContext, GroupShape } from './private/engine';
import { isLiteralText, isTokenString, sameValue } from '../../../core/l2/index';
import type { ICatalogEntry } from '../catalog/catalog-entry-ref';

/** The most condition groups one condition may expand to (anyOf inside allOf multiplies them). */
const MAX_GROUPS = 100;

interface Leaf {
  readonly subject: unknown;
  readonly operation: unknown;
  readonly params: readonly unknown[];
  readonly factory: string;
}

/**
 * A condition on an alert (alert routes) or on a value (expression filters and branches), written
 * with the operations the engine stores (`is_set`, `one_of`, `contains`) and combined with
 * `Condition.allOf` and `Condition.anyOf`:
 *
 * ```ts
 * const priority = AlertAttribute.priority(this, 'Priority');
 * Condition.allOf(
 *   Condition.oneOf(EngineRef.alertAttribute(priority), [priority.entry('P1'), priority.entry('P2')]),
 *   Condition.is(EngineRef.alertAttribute(team), teams.entryRef('payments')),
 *   Condition.anyOf(Condition.contains(EngineRef.alertTitle(), 'database'), Condition.isSet(EngineRef.alertAttribute(service))),
 * )
 * ```
 *
 * The library renders the provider's condition groups: a group holds conditions that must all
 * hold, and groups are alternatives (an alert matches when one group holds), so the example
 * becomes two groups. A condition that is not given matches every alert.
 *
 * A subject whose values are catalog entries (an alert attribute of `AttributeType.catalogEntry`,
 * the built-in Priority, an expression that returns entries) takes entries: an entry of a
 * `CatalogType` of the app (`teams.entryRef('payments')`), one looked up
 * (`CatalogEntry.lookup(type, 'Payments')`, `priority.entry('P1')`), an entry id, or a token. The
 * engine compares entry ids, so a string that is an external id, an alias or a name (or anything
 * else but an id) is an error that names the entry to pass, and an entry of another catalog type
 * is an error.
 */
export class Condition {
  /**
   * The subject has a value (`is_set`).
   * @param subject what the condition reads
   */
  public static isSet(subject: EngineRef): Condition {
    return new Condition({ subject, operation: 'is_set', params: [], factory: 'Condition.isSet' });
  }

  /**
   * The subject is one of the values (`one_of`): for a catalog-backed subject, catalog entries
   * (rendered as their ids).
   * @param subject what the condition reads
   * @param values the values, at least one: strings, or catalog entries. Literal text: each string
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public static oneOf(subject: EngineRef, values: Array<string | ICatalogEntry>): Condition {
    return new Condition({ subject, operation: 'one_of', params: [Binding.literals(values)], factory: 'Condition.oneOf' });
  }

  /**
   * The subject is the value (`one_of` with one value: the engine has no separate equality).
   * @param subject what the condition reads
   * @param value the value: a string, or a catalog entry for a catalog-backed subject (rendered as
   * its id). Literal text: a string reaches the provider as written (`${` and `%{` included); pass a
   * reference as a token, e.g. a variable's `stringValue`.
   */
  public static is(subject: EngineRef, value: string | ICatalogEntry): Condition {
    return new Condition({ subject, operation: 'one_of', params: [Binding._listOfOne(value)], factory: 'Condition.is' });
  }

  /**
   * The subject contains the text (`contains`).
   * @param subject what the condition reads
   * @param text the text. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  public static contains(subject: EngineRef, text: string): Condition {
    return new Condition({ subject, operation: 'contains', params: [Binding.literal(text)], factory: 'Condition.contains' });
  }

  /**
   * Any other operation of the engine, spelled as the engine stores it (`is_active`,
   * `contains_one_of`, ...), with its parameters.
   * @param subject what the condition reads
   * @param operation the operation
   * @param params the parameters
   */
  public static operation(subject: EngineRef, operation: string, ...params: Binding[]): Condition {
    return new Condition({ subject, operation, params, factory: 'Condition.operation' });
  }

  /**
   * All of the conditions hold.
   * @param conditions at least one condition
   */
  public static allOf(...conditions: Condition[]): Condition {
    return new Condition(undefined, 'all', conditions);
  }

  /**
   * At least one of the conditions holds.
   * @param conditions at least one condition
   */
  public static anyOf(...conditions: Condition[]): Condition {
    return new Condition(undefined, 'any', conditions);
  }

  private constructor(private readonly leaf?: Leaf, private readonly combine?: 'all' | 'any', private readonly parts?: readonly unknown[]) {}

  /**
   * @internal The condition groups of the condition (problems under `field`), or undefined when it
   * is unusable.
   */
  public _bind(ctx: EngineContext, field: string): GroupShape[] | undefined {
    const groups = this.groups(ctx, field);
    if (groups === undefined) return undefined;
    if (groups.length > MAX_GROUPS) {
      ctx.problems.addRendered(field, `expands to ${groups.length} condition groups: each anyOf inside an allOf multiplies the groups.`, `${groups.length} groups`, {
        id: 'incident:condition-too-many-groups',
        allowed: `at most ${MAX_GROUPS} groups`,
        fix: 'use Condition.oneOf for alternatives of one subject instead of anyOf of single values, or split the route.',
      });
      return undefined;
    }
    const reasons = groups.map(contradiction);
    if (reasons.every((r) => r !== undefined) && reasons.some((r) => r!.token)) {
      // The type rule rule:<type>/condition-groups-match-nothing judges literal subjects; a subject that
      // holds a token (an alert attribute defined in this app) it cannot compare, the library can.
      // documentedIn: docs/resources/alert_route.md: condition_groups (all conditions in at least one group must be satisfied)
      ctx.warn('incident:condition-matches-nothing', `${field}: can match no alert: ${reasons.map((r, i) => `${groups.length > 1 ? `alternative ${i}: ` : ''}${r!.text}`).join('; ')}. `
        + 'Conditions in allOf must all hold at once. Give alternatives with Condition.anyOf, or one Condition.oneOf(subject, [values]).');
    }
    return groups.map((conditions) => ({ conditions }));
  }

  private groups(ctx: EngineContext, field: string): ConditionShape[][] | undefined {
    if (this.leaf) {
      const c = bindLeaf(ctx, field, this.leaf);
      return c === undefined ? undefined : [[c]];
    }
    const name = this.combine === 'all' ? 'Condition.allOf' : 'Condition.anyOf';
    const parts = this.parts ?? [];
    if (parts.length === 0) {
      ctx.problems.addRendered(field, `is ${name}() with no condition: ${this.combine === 'all' ? 'an empty group matches no alert' : 'no alternative matches any alert'}.`, `${name}()`, {
        id: 'incident:condition-empty-combination',
        allowed: `${name}(condition, ...), with at least one condition`,
        fix: 'give the conditions, or leave the condition out to match every alert.',
      });
      return undefined;
    }
    const each = parts.map((c, i) => {
      const at = `${field}.${this.combine === 'all' ? 'allOf' : 'anyOf'}[${i}]`;
      if (!(c instanceof Condition)) {
        ctx.problems.add(at, 'expected a Condition.', {
          id: 'incident:not-a-condition',
          received: c,
          allowed: "a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1'))",
          fix: 'make each condition with a Condition factory.',
        });
        return undefined;
      }
      return c.groups(ctx, at);
    });
    if (each.some((g) => g === undefined)) return undefined;
    const lists = each as ConditionShape[][][];
    if (this.combine === 'any') return lists.flat();
    // allOf: every combination of one group of each part (the groups are alternatives).
    let acc: ConditionShape[][] = [[]];
    for (const groups of lists) {
      const next: ConditionShape[][] = [];
      for (const a of acc) for (const g of groups) next.push([...a, ...g]);
      acc = next;
      if (acc.length > MAX_GROUPS * 10) break;
    }
    return acc;
  }
}

/**
 * Why a group of conditions matches nothing: one subject asked to be two different sets of values
 * at once (literal `one_of` values only); `token` when the subject holds a token.
 */
function contradiction(group: ConditionShape[]): { text: string; token: boolean } | undefined {
  const seen: Array<{ subject: string; values: Set<string>; all: string[][] }> = [];
  for (const c of group) {
    if (c.operation !== 'one_of' || c.paramBindings.length !== 1) continue;
    const values = LITERALS.get(c);
    if (values === undefined) continue;
    const hit = seen.find((x) => sameValue(x.subject, c.subject));
    if (!hit) {
      seen.push({ subject: c.subject, values: new Set(values), all: [values] });
      continue;
    }
    hit.values = new Set(values.filter((v) => hit.values.has(v)));
    hit.all.push(values);
    if (hit.values.size === 0) {
      const name = NAMES.get(c) ?? c.subject;
      return { text: `${name} must be ${hit.all.map((vs) => vs.map((v) => JSON.stringify(v)).join(' or ')).join(' and also ')}`, token: isTokenString(c.subject) };
    }
  }
  return undefined;
}

/** How messages name the subject of a rendered condition (an alert attribute by its construct path). */
const NAMES = new WeakMap<ConditionShape, string>();

/**
 * The values a `one_of` condition asks for, as written (the shape holds them escaped for
 * Terraform), when they are all literal text: what `contradiction` compares.
 */
const LITERALS = new WeakMap<ConditionShape, string[]>();

/** Where the factories take their parameter, for messages. */
const PARAM_FIELDS: Record<string, string> = { 'Condition.oneOf': 'values', 'Condition.is': 'value', 'Condition.contains': 'text' };

function bindLeaf(ctx: EngineContext, field: string, leaf: Leaf): ConditionShape | undefined {
  let ok = true;
  let subject: string | undefined;
  if (!(leaf.subject instanceof EngineRef)) {
    ok = false;
    ctx.problems.add(`${field}.subject`, 'expected an EngineRef.', {
      id: 'incident:not-an-engine-ref',
      received: leaf.subject,
      allowed: 'an EngineRef, e.g. EngineRef.alertAttribute(priority) or EngineRef.alertTitle()',
      fix: `pass the subject as a reference: ${leaf.factory}(EngineRef.alertTitle(), ...).`,
    });
  } else {
    subject = leaf.subject._bind(ctx, `${field}.subject`);
    ok = subject !== undefined;
  }
  const operation = leaf.operation;
  if (typeof operation !== 'string' || (isLiteralText(operation) && operation.trim() === '')) {
    ok = false;
    ctx.problems.add(`${field}.operation`, 'is no operation.', {
      id: 'incident:condition-operation',
      received: operation,
      allowed: "an operation of the engine, e.g. 'is_set', 'one_of', 'contains'",
      fix: 'use Condition.isSet, Condition.oneOf, Condition.is or Condition.contains.',
    });
  }
  const params: BindingShape[] = [];
  const subjectType = subject !== undefined ? (leaf.subject as EngineRef)._valueType().type : undefined;
  leaf.params.forEach((b, i) => {
    const at = `${field}.${PARAM_FIELDS[leaf.factory] ?? `params[${i}]`}`;
    if (!(b instanceof Binding)) {
      ok = false;
      ctx.problems.add(at, 'expected a Binding.', { id: 'incident:not-a-binding', received: b, allowed: "a Binding, e.g. Binding.literal('high')", fix: 'make each parameter with a Binding factory.' });
      return;
    }
    const r = b._bind(ctx, at);
    if (r === undefined) {
      ok = false;
      return;
    }
    params.push(r);
    const literals = b._literals;
    if (literals && subject !== undefined) {
      // The values of a catalog-typed subject (judged against a subject that bound; a wrong subject is reported above) are entries; the refusal keeps the shape, for the path of its override.
      const one = leaf.factory === 'Condition.is' || !b._isArray;
      checkLiteralValues(ctx, (n) => (one ? at : `${at}[${n}]`), literals, r.arrayValue ?? [r.value], subjectType, {
        name: (leaf.subject as EngineRef)._describe(), verb: (leaf.subject as EngineRef)._expression ? 'returns' : 'takes',
      });
    }
  });
  if (!ok) return undefined;
  const shape = { subject: subject!, operation: operation as string, paramBindings: params };
  NAMES.set(shape, (leaf.subject as EngineRef)._describe());
  const values = leaf.params.length === 1 ? (leaf.params[0] as Binding)._literals : undefined;
  if (operation === 'one_of' && values !== undefined && values.length > 0 && values.every(isLiteralText)) LITERALS.set(shape, values);
  return shape;
}
