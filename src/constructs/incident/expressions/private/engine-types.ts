/**
 * Checks of a binding against the type of what takes it (an expression's result, an alert
 * attribute), as the engine checks assignability: a list where one value is taken, a literal that
 * is no number for a `Number`, a value of another type. A single value where a list is taken is
 * accepted (the engine takes it). Types the library does not know are not judged. Not part of the
 * public API.
 */
import { checkLiteralValues } from './catalog-values';
import type { BindingShape, EngineContext } from './engine';
import { isLiteralText } from '../../../../core/l2/index';
import type { AttributeType } from '../attribute-type';

/** A value's type, as far as the library knows it. */
export interface ValueType {
  readonly type?: AttributeType;
  readonly array?: boolean;
}

/** `String`, `a list of CatalogEntry (Team)`, or `a value of a type the library does not know`. */
export function describeType(r: ValueType): string {
  const t = r.type ? r.type._describe() : 'a value of a type the library does not know';
  return r.array ? `a list of ${t}` : t;
}

/** What `checkAssignable` reads of a binding (a `Binding`; typed here so that this file imports no binding). */
export interface AssignableValue {
  readonly _isArray: boolean;
  readonly _literals: unknown[] | undefined;
  _valueType(): ValueType;
  _describe(): string;
}

/**
 * Adds a problem at `field` when the binding cannot be assigned to `expected`. The literals of a
 * catalog-typed target must be entries (`checkLiteralValues`): those problems leave the binding
 * assignable, so that the owner renders it and names the path of its override.
 * @param what what takes the binding, for the sentence, e.g. `a fallback`
 * @param target what `expected` is the type of, e.g. `its expression` or `the alert attribute`
 * @param verb what the target does with the type: `takes` (an attribute) or `returns` (an expression)
 * @param shape what the binding rendered, for the override of a refused literal
 * @returns whether the binding is assignable (or not judged)
 */
export function checkAssignable(
  ctx: EngineContext, field: string, b: AssignableValue, expected: ValueType, what: string, target: string, verb: 'takes' | 'returns' = 'takes', shape?: BindingShape,
): boolean {
  const bad = (id: string, problem: string, fix: string) => {
    ctx.problems.addRendered(field, `${problem} The engine checks ${what} against what ${target} ${verb}.`, b._describe(), { id, allowed: describeType(expected), fix });
    return false;
  };
  if (b._isArray && expected.array === false) {
    return bad('incident:binding-several-values', `gives several values, but ${target} ${verb} one ${describeType(expected)}.`, 'give one value (Binding.literal, Binding.reference), or use a list type (array: true).');
  }
  const kind = expected.type?.kind;
  const literals = b._literals;
  if (literals && (kind === 'Number' || kind === 'Bool')) {
    const wrong = literals.find((v) => isLiteralText(v) && (kind === 'Number' ? !/^-?\d+(\.\d+)?$/.test(v.trim()) : v !== 'true' && v !== 'false'));
    if (wrong !== undefined) {
      return bad('incident:binding-literal-type', `is ${JSON.stringify(wrong)}, which is no ${kind === 'Number' ? 'number' : 'true or false'}.`,
        kind === 'Number' ? "write the number as text, e.g. Binding.literal('3')." : "write Binding.literal('true') or Binding.literal('false').");
    }
  }
  if (literals) {
    const markers = shape ? shape.arrayValue ?? [shape.value] : [];
    checkLiteralValues(ctx, (i) => (b._isArray ? `${field}[${i}]` : field), literals, markers, expected.type, { name: target, verb });
  }
  const got = b._valueType();
  if (got.type && expected.type && !got.type._sameAs(expected.type)) {
    // The value or the declared type can be the mistake: an entry where String is declared is most often the type's.
    const give = `give a value of type ${expected.type._describe()}`;
    const retype = verb === 'takes'
      ? `if ${target} holds ${got.type._describe()}, declare it with type: ${got.type._source()}`
      : `if the expression gives ${got.type._describe()}, make it return that type (returns: ${got.type._source()})`;
    const typeFirst = got.type.kind === 'CatalogEntry' && expected.type.kind !== 'CatalogEntry';
    return bad('incident:binding-type', `gives ${describeType(got)}, but ${target} ${verb} ${describeType(expected)}.`,
      typeFirst ? `${retype}; else ${give}.` : `${give}; or, ${retype}.`);
  }
  if (got.array === true && expected.array === false) {
    return bad('incident:binding-list-for-one-value', `gives ${describeType(got)}, but ${target} ${verb} one value.`, 'give one value, e.g. an expression that ends with .first().');
  }
  return true;
}
