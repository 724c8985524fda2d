import { checkAssignable, describeType } from '../../../../../src/constructs/incident/expressions/private/engine-types';
import { incident } from '../../../../../src/index';
import { engineContext, FakeCatalogType, messages } from '../../alerts/alerts-util';

const { AttributeType, Binding, Expression } = incident;

describe('checkAssignable', () => {
  test('a single value where a list is taken, and types the library does not know, pass', () => {
    const { ctx, p } = engineContext();
    expect(checkAssignable(ctx, 'f', Binding.literal('a'), { type: AttributeType.string(), array: true }, 'a binding', 'the attribute')).toBe(true);
    expect(checkAssignable(ctx, 'f', Binding.literals(['a', 'b']), {}, 'a binding', 'the attribute')).toBe(true);
    expect(checkAssignable(ctx, 'f', Binding.literal('true'), { type: AttributeType.bool() }, 'a binding', 'the attribute')).toBe(true);
    expect(messages(p)).toEqual([]);
  });

  test('a literal that is no true or false for a Bool', () => {
    const { ctx, p } = engineContext();
    expect(checkAssignable(ctx, 'f', Binding.literal('yes'), { type: AttributeType.bool(), array: false }, 'a binding', 'the attribute')).toBe(false);
    expect(messages(p)).toEqual([
      "f: is \"yes\", which is no true or false. The engine checks a binding against what the attribute takes. Received: Binding.literal(\"yes\"). Allowed: Bool. Fix: write Binding.literal('true') or Binding.literal('false').",
    ]);
  });

  test('a value of another type: where an entry meets a declared String, the declared type is named first as the likely mistake (issue 25); else the value', () => {
    const { ctx, p, scope } = engineContext();
    const teams = new FakeCatalogType(scope, 'Teams');
    const team = Binding.expression(Expression.parse('team', { source: '$.team', returns: AttributeType.catalogEntry(teams) }));
    const text = Binding.expression(Expression.parse('text', { source: '$.text', returns: AttributeType.text() }));
    expect(checkAssignable(ctx, 'f', team, { type: AttributeType.string(), array: false }, 'a binding', 'the alert attribute scope/Team')).toBe(false);
    expect(checkAssignable(ctx, 'g', text, { type: AttributeType.catalogEntry(teams) }, 'a fallback', 'its expression', 'returns')).toBe(false);
    expect(messages(p)).toEqual([
      'f: gives CatalogEntry (scope/Teams), but the alert attribute scope/Team takes String. The engine checks a binding against what the alert attribute scope/Team takes. '
      + 'Received: Binding.expression(team). Allowed: String. '
      + "Fix: if the alert attribute scope/Team holds CatalogEntry (scope/Teams), declare it with type: AttributeType.catalogEntry(<the FakeCatalogType 'scope/Teams'>); else give a value of type String.",
      'g: gives Text, but its expression returns CatalogEntry (scope/Teams). The engine checks a fallback against what its expression returns. Received: Binding.expression(text). '
      + 'Allowed: CatalogEntry (scope/Teams). Fix: give a value of type CatalogEntry (scope/Teams); or, if the expression gives Text, make it return that type (returns: AttributeType.text()).',
    ]);
  });

  test('describeType', () => {
    expect(describeType({ type: AttributeType.text(), array: true })).toBe('a list of Text');
    expect(describeType({})).toBe('a value of a type the library does not know');
  });
});
