import type { AttributeType } from './attribute-type';
import { EngineRef } from './engine-reference';
import type { IExpression } from './expression-ref';
import { describeEntry, entryIdOf, isCatalogEntry } from './private/catalog-values';
import type { BindingShape, EngineContext, ExpressionInternals, ValueShape } from './private/engine';
import { describeValue, ListParts, listOf, literalText } from '../../../core/l2/index';
import type { ICatalogEntry } from '../catalog/catalog-entry-ref';

type Kind = 'literal' | 'literals' | 'reference' | 'references' | 'expression';

/**
 * A value the engine binds to a field (an alert attribute of a source, a custom field of an
 * incident, a fallback): one literal, several literals, a reference, or an expression. A binding
 * is one of these, never a value and a list at once.
 *
 * ```ts
 * Binding.literal('01HXYZ...')                       // { value: { literal } }
 * Binding.literal(teams.entryRef('payments'))        // { value: { literal: <the id of the entry> } }
 * Binding.literals(['a', 'b'])                       // { arrayValue: [{ literal }, ...] }
 * Binding.reference(EngineRef.payload('team'))       // { value: { reference: 'payload.team' } }
 * Binding.expression(team)                           // { value: { reference: 'expressions["team"]' } }
 * ```
 */
export class Binding {
  /**
   * One literal value: text, a number or true/false written as text, the id of a user or
   * severity, or a catalog entry (rendered as its id). Where a catalog-typed value is taken (an
   * alert attribute of catalog entries, an expression that returns them), a string must be an
   * entry id: pass the entry itself (`teams.entryRef('payments')`, `CatalogEntry.lookup(type,
   * 'Payments')`, `priority.entry('P1')`), not its external id, alias or name.
   * @param value the value, or a catalog entry. Literal text: a string reaches the provider as written
   * (`${` and `%{` included); pass a reference as a token, e.g. a resource's id attribute or a
   * variable's `stringValue`.
   */
  public static literal(value: string | ICatalogEntry): Binding {
    return new Binding('literal', value);
  }

  /**
   * Several literal values (for array fields), each a string or a catalog entry (rendered as its
   * id), as for `Binding.literal`.
   * @param values the values. Literal text: each string reaches the provider as written (`${` and
   * `%{` included); pass a reference as a token, e.g. a resource's id attribute or a variable's
   * `stringValue`.
   */
  public static literals(values: Array<string | ICatalogEntry>): Binding {
    return new Binding('literals', values);
  }

  /**
   * The value a reference points at.
   * @param reference the reference, e.g. `EngineRef.payload('labels.team')`
   */
  public static reference(reference: EngineRef): Binding {
    return new Binding('reference', reference);
  }

  /**
   * The values several references point at (for array fields).
   * @param references the references
   */
  public static references(references: EngineRef[]): Binding {
    return new Binding('references', references);
  }

  /**
   * The result of an expression; the resource that uses the binding defines the expression.
   * @param expression the expression
   */
  public static expression(expression: IExpression): Binding {
    return new Binding('expression', expression);
  }

  /**
   * @internal Several literals rendered as a list, where one value was given (`Condition.is`):
   * messages name the value by the field itself, not as `[0]`.
   */
  public static _listOfOne(value: string | ICatalogEntry): Binding {
    return new Binding('literals', [value], true);
  }

  private constructor(private readonly kind: Kind, private readonly given: unknown, private readonly one = false) {}

  /** @internal Whether the binding holds several values. */
  public get _isArray(): boolean {
    return this.kind === 'literals' || this.kind === 'references';
  }

  /** @internal The literal values, when the binding holds literals. */
  public get _literals(): unknown[] | undefined {
    if (this.kind === 'literal') return [this.given];
    if (this.kind === 'literals') return Array.isArray(this.given) ? this.given : undefined;
    return undefined;
  }

  /** @internal The type of what the binding gives, when the library knows it. */
  public _valueType(): { type?: AttributeType; array?: boolean } {
    if (this.kind === 'reference' && this.given instanceof EngineRef) return this.given._valueType();
    if (this.kind === 'expression') return (this.given as Partial<ExpressionInternals> | undefined)?._result?.() ?? {};
    return {};
  }

  /** @internal How messages name the binding, e.g. `Binding.literal("P1")`. */
  public _describe(): string {
    if (this.kind === 'literal') return `Binding.literal(${literalDescription(this.given)})`;
    if (this.kind === 'literals') return `Binding.literals(${Array.isArray(this.given) ? `[${this.given.map(literalDescription).join(', ')}]` : '...'})`;
    if (this.kind === 'expression') return `Binding.expression(${(this.given as { _name?: unknown })?._name ?? '?'})`;
    return `Binding.${this.kind}(...)`;
  }

  /**
   * @internal Checks the binding where a resource uses it (problems under `field`), defines the
   * expressions it uses, and returns the L1 binding, or undefined when it is unusable. Literal
   * values are escaped here, where they are handed to the L1 (`literalText`).
   */
  public _bind(ctx: EngineContext, field: string): BindingShape | undefined {
    switch (this.kind) {
      case 'literal': {
        const v = literalOf(ctx, field, this.given);
        return v === undefined ? undefined : { value: v };
      }
      case 'literals': {
        const v = itemsOf(ctx, field, this.given, {
          of: 'literal values written in code',
          allowed: "a list of strings or catalog entries, e.g. ['payments', 'billing'] or [teams.entryRef('payments')]",
          fix: 'pass the values as a list of strings or catalog entries.',
          knownFix: 'write the list in code; each value may still be a token.',
        }, { allowed: 'at least one value', fix: 'give at least one value, or leave the field out.' });
        if (v === undefined) return undefined;
        const out = v.map((x, i) => literalOf(ctx, this.one ? field : `${field}[${i}]`, x));
        return out.every((x) => x !== undefined) ? { arrayValue: out as ValueShape[] } : undefined;
      }
      case 'reference': {
        const r = refOf(ctx, field, this.given);
        return r === undefined ? undefined : { value: { reference: r } };
      }
      case 'references': {
        const allowed = 'at least one EngineRef, e.g. [EngineRef.alertAttribute(team)]';
        const v = itemsOf(ctx, field, this.given, { of: 'EngineRef', allowed, fix: 'pass a list of references.', knownFix: 'write the list of references in code.' },
          { allowed, fix: 'pass a list of references.' });
        if (v === undefined) return undefined;
        const refs = v.map((x, i) => refOf(ctx, `${field}[${i}]`, x));
        return refs.every((r) => r !== undefined) ? { arrayValue: refs.map((reference) => ({ reference })) } : undefined;
      }
      case 'expression': {
        const r = EngineRef.expression(this.given as IExpression)._bind(ctx, field);
        return r === undefined ? undefined : { value: { reference: r } };
      }
    }
  }
}

/**
 * The shape of one literal (problems under `field`): text is escaped here, where it is handed to
 * the L1 (`literalText`); a catalog entry is its id, an id (not text: rendered as it is).
 */
function literalOf(ctx: EngineContext, field: string, v: unknown): ValueShape | undefined {
  if (typeof v === 'string') return { literal: literalText(v) };
  if (isCatalogEntry(v)) {
    const id = entryIdOf(ctx, field, v);
    if (id === undefined) return undefined;
    ctx.entries.push({ field, entry: v });
    return { literal: id };
  }
  return badLiteral(ctx, field, v);
}

/** A literal as messages show it: a string quoted, an entry described. */
function literalDescription(v: unknown): string {
  if (isCatalogEntry(v)) return describeEntry(v);
  return describeValue(v);
}

/**
 * The items of the list a binding was made with, or undefined with a problem: none given, not a
 * list, a list token (the items are rendered one by one), or an empty list (the binding gives no
 * value).
 */
function itemsOf(
  ctx: EngineContext, field: string, given: unknown, list: ListParts & { readonly of: string },
  empty: { readonly allowed: string; readonly fix: string },
): unknown[] | undefined {
  const p = ctx.problems;
  if (given === undefined || given === null) {
    p.add(field, `expected a list of ${list.of}.`, { id: 'incident:binding-without-values', received: given, allowed: list.allowed, fix: list.fix! });
    return undefined;
  }
  const v = listOf(p, field, given as unknown[], list);
  if (v !== undefined && v.length === 0) {
    p.add(field, 'is an empty list: the binding gives no value.', { id: 'incident:binding-empty', received: v, allowed: empty.allowed, fix: empty.fix });
    return undefined;
  }
  return v;
}

function badLiteral(ctx: EngineContext, field: string, v: unknown): undefined {
  ctx.problems.add(field, 'expected a literal value: a string, or a catalog entry.', {
    id: 'incident:binding-literal-not-string',
    received: v,
    allowed: "a string, e.g. '01HXYZ...' (an id), 'true' or '3', or a catalog entry, e.g. teams.entryRef('payments')",
    fix: typeof v === 'number' || typeof v === 'boolean' ? `write '${String(v)}'.` : "pass the value as a string, or the catalog entry (type.entryRef('payments'), CatalogEntry.lookup(type, 'Payments')).",
  });
  return undefined;
}

function refOf(ctx: EngineContext, field: string, v: unknown): string | undefined {
  if (!(v instanceof EngineRef)) {
    ctx.problems.add(field, 'expected an EngineRef.', {
      id: 'incident:not-an-engine-ref',
      received: v,
      allowed: 'an EngineRef, e.g. EngineRef.payload(\'labels.team\') or EngineRef.alertAttribute(team)',
      fix: 'make the reference with an EngineRef factory.',
    });
    return undefined;
  }
  return v._bind(ctx, field);
}
