/**
 * The conditions of a branch of an escalation path (`if_else.conditions`): working hours, the
 * escalation's priority, or any engine condition.
 */
import { BranchBindContext } from './private/escalation';
import { WorkingHours } from './working-hours';
import { bindOptions, describedAs, listOf, literalText, literalTexts, Problems, ValidationError } from '../../../core/l2/index';
import type { IncidentEscalationPathPathIfElseConditions } from '../../../generated/incident/escalation-path/index';
import type { ICatalogEntry } from '../catalog/catalog-entry-ref';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Options of `EscalationCondition.of`: a condition of the incident.io engine as the API stores it.
 */
export interface EscalationConditionOptions {
  /**
   * What the condition tests, e.g. `escalation.working_hours["UK"]`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly subject: string;
  /** The engine operation, e.g. `is_active` or `one_of`. */
  readonly operation: string;
  /**
   * Literal values the operation compares with (one binding with these values as `arrayValue`).
   * Literal text: each reaches the provider as written (`${` and `%{` included); pass a reference
   * as a token, e.g. a variable's `stringValue`.
   * @default - none (operations such as `is_active` and `is_set` take none)
   */
  readonly values?: string[];
}

/**
 * A condition of a branch (`addBranch(id, { conditions })`): every condition of a branch must
 * hold for it to take its then path. A condition holds no construct: use it on as many branches as
 * needed.
 */
export abstract class EscalationCondition {
  /**
   * Holds while the working hours are active (`escalation.working_hours["<id>"]` `is_active`).
   * The path adds the calendar to its `working_hours`. For outside working hours, use the
   * branch's else path.
   * @param hours the calendar
   */
  public static inWorkingHours(hours: WorkingHours): EscalationCondition {
    return new WorkingHoursCondition(hours);
  }

  /**
   * Holds when the escalation's priority is one of `priorities` (`escalation.priority` `one_of`):
   * the alert priorities of Settings → Alerts → Priorities, entries of the built-in `AlertPriority`
   * catalog type. Give each as the entry, looked up by its name (rendered as its id):
   *
   * ```ts
   * const priority = AlertAttribute.priority(this, 'Priority');
   * path.addBranch('Urgent', { conditions: [EscalationCondition.priorityIn([priority.entry('P1'), priority.entry('P2')])] });
   * ```
   *
   * or by its id (a string, or a token).
   * @param priorities the priorities: entries of `AlertPriority`, or their ids
   */
  public static priorityIn(priorities: Array<string | ICatalogEntry>): EscalationCondition {
    return new EngineCondition('EscalationCondition.priorityIn', { subject: 'escalation.priority', operation: 'one_of', values: priorities }, 'priorities');
  }

  /**
   * Any condition of the incident.io engine, for subjects the other factories do not cover.
   * @param options the subject, the operation and the values
   */
  public static of(options: EscalationConditionOptions): EscalationCondition {
    return new EngineCondition('EscalationCondition.of', options);
  }

  /**
   * @internal The condition as the branch renders it, or undefined when it is unusable (the
   * problems say why, under `field`).
   */
  public abstract _bind(ctx: BranchBindContext, field: string): IncidentEscalationPathPathIfElseConditions | undefined;
}

class WorkingHoursCondition extends EscalationCondition {
  constructor(private readonly hours: WorkingHours) {
    super();
  }

  public _bind(ctx: BranchBindContext, field: string): IncidentEscalationPathPathIfElseConditions | undefined {
    if (!isWorkingHours(this.hours)) {
      ctx.problems.add(field, 'expected a WorkingHours.', {
        id: 'incident:escalation-working-hours',
        received: this.hours,
        allowed: "a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' })",
        fix: 'pass the calendar made with WorkingHours.of or WorkingHours.weekdays.',
      });
      return undefined;
    }
    const bound = ctx.workingHours(this.hours, `${field}.workingHours`);
    if (!bound) return undefined;
    // The reference as the escalation scope registers it: the id between double quotes, unescaped
    // for the engine (literal text: escaped for Terraform, as the calendar's id is).
    return { subject: literalText(`escalation.working_hours["${bound.id}"]`), operation: 'is_active', paramBindings: [] };
  }
}

class EngineCondition extends EscalationCondition {
  constructor(private readonly factory: string, private readonly options: unknown, private readonly valuesName?: string) {
    super();
  }

  public _bind(ctx: BranchBindContext, field: string): IncidentEscalationPathPathIfElseConditions | undefined {
    const p = ctx.problems;
    const before = p.length;
    const o = this.valuesName
      ? this.options as EscalationConditionOptions
      : bindOptions(ctx, OPTIONS, this.options as EscalationConditionOptions | undefined, 'EscalationConditionOptions', field, this.factory);
    if (!this.valuesName && p.length === before) {
      p.under(field).required(o, ['subject', 'operation'], { subject: "what the condition tests, e.g. 'escalation.priority'", operation: "an engine operation, e.g. 'one_of'" });
      for (const k of ['subject', 'operation'] as const) {
        const v = o[k];
        if (v !== undefined && v !== null && typeof v !== 'string') {
          p.add(`${field}.${k}`, 'expected a string.', { id: 'incident:escalation-condition-string', received: v, allowed: 'a string', fix: `write ${k} as a string.` });
        }
      }
    }
    const at = `${field}.${this.valuesName ?? 'values'}`;
    const example = this.valuesName ? "[priority.entry('P1')], or ids such as ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']" : "['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']";
    const given = listOf<unknown>(p, at, o.values as unknown[] | undefined, {
      of: this.valuesName ? 'priorities' : 'strings',
      allowed: `a list of ${this.valuesName ? 'priorities' : 'ids or values'}, e.g. ${example}`,
      fix: `pass the ${this.valuesName ?? 'values'} as a list.`,
      knownFix: 'write the list in code; each item may still be a token.',
    });
    // A priority is an entry of AlertPriority (rendered as its id) or its id; other values are strings.
    const values = this.valuesName ? given?.map((v, i) => (isCatalogEntry(v) ? entryId(p, `${at}[${i}]`, v) : v)) : given;
    if (p.length === before && values?.some((v) => typeof v !== 'string')) {
      p.add(at, this.valuesName ? 'expected a list of priorities.' : 'expected a list of strings.', {
        id: 'incident:escalation-condition-values',
        received: given,
        allowed: `a list of ${this.valuesName ? 'priorities' : 'ids or values'}, e.g. ${example}`,
        fix: this.valuesName ? "pass the priorities as entries, e.g. [priority.entry('P1')] where priority is AlertAttribute.priority(this, 'Priority'), or as ids." : 'pass the values as a list of strings.',
      });
    }
    if (p.length > before) return undefined;
    if (this.valuesName && (values === undefined || values.length === 0)) {
      ctx.warn('incident:escalation-condition-no-priority', `${at}: is empty, so the condition holds for no priority and the branch always takes its else path. `
        + "List the priorities the branch is for, e.g. [priority.entry('P1')].");
    }
    // Text reaches the L1 escaped (literal text): the subject and the values.
    return {
      subject: literalText(o.subject),
      operation: o.operation,
      paramBindings: values === undefined ? [] : [{ arrayValue: literalTexts(values as string[]).map((literal) => ({ literal })) }],
    };
  }
}

describedAs(WorkingHoursCondition, 'EscalationCondition');
describedAs(EngineCondition, 'EscalationCondition');

/** Whether a value stands for a catalog entry (`ICatalogEntry`; a JavaScript caller can pass anything). */
function isCatalogEntry(v: unknown): v is ICatalogEntry {
  return v !== null && typeof v === 'object' && 'catalogEntryId' in v && 'catalogType' in v;
}

/** The id of an entry (a token until it is read), or a problem when no resource here knows it. */
function entryId(p: Problems, field: string, e: ICatalogEntry): string | undefined {
  try {
    return e.catalogEntryId;
  } catch (err) {
    if (!ValidationError.isValidationError(err)) throw err;
    p.add(field, 'is an entry whose id no resource of this app knows.', {
      id: 'incident:escalation-condition-entry', received: e, allowed: "a priority looked up by its name, e.g. priority.entry('P1'), or its id", fix: 'look the entry up, e.g. priority.entry(\'P1\').',
    });
    return undefined;
  }
}

function isWorkingHours(x: unknown): x is WorkingHours {
  return x instanceof WorkingHours;
}
