/**
 * Binding: one literal, several literals, a reference, several references or an expression, each
 * rendered as one form of the provider's binding (never a value and a list at once).
 */
import { incident } from '../../../../src/index';
import { engineContext, messages } from '../alerts/alerts-util';

const { AttributeType, Binding, EngineRef, Expression } = incident;

function render(b: incident.Binding, where: 'source' | 'route' = 'source') {
  const { ctx, p } = engineContext(where);
  return { shape: b._bind(ctx, 'b'), problems: messages(p), expressions: ctx.expressions().map((e) => e.reference) };
}

describe('Binding', () => {
  test('each factory renders one form: value, or arrayValue', () => {
    expect(render(Binding.literal('P1')).shape).toEqual({ value: { literal: 'P1' } });
    expect(render(Binding.literals(['a', 'b'])).shape).toEqual({ arrayValue: [{ literal: 'a' }, { literal: 'b' }] });
    expect(render(Binding.reference(EngineRef.payload('team'))).shape).toEqual({ value: { reference: 'payload.team' } });
    expect(render(Binding.references([EngineRef.alertTitle(), EngineRef.alertDescription()]), 'route').shape).toEqual({ arrayValue: [{ reference: 'alert.title' }, { reference: 'alert.description' }] });
    const e = render(Binding.expression(Expression.parse('team', { source: '$.team', returns: AttributeType.string() })));
    expect(e.shape).toEqual({ value: { reference: 'expressions["team"]' } });
    expect(e.expressions).toEqual(['team']);
  });

  test('no value at all is refused: an empty list of literals or of references', () => {
    expect(render(Binding.literals([])).problems).toEqual(['b: is an empty list: the binding gives no value. Received: an empty list. Allowed: at least one value. Fix: give at least one value, or leave the field out.']);
    expect(render(Binding.references([])).problems).toEqual([
      'b: is an empty list: the binding gives no value. Received: an empty list. Allowed: at least one EngineRef, e.g. [EngineRef.alertAttribute(team)]. Fix: pass a list of references.',
    ]);
  });

  test('JavaScript input: literals that are no strings get the string to write; references that are none', () => {
    expect(render(Binding.literals([3, true] as any)).problems).toEqual([
      "b[0]: expected a literal value: a string, or a catalog entry. Received: 3. Allowed: a string, e.g. '01HXYZ...' (an id), 'true' or '3', or a catalog entry, e.g. teams.entryRef('payments'). Fix: write '3'.",
      "b[1]: expected a literal value: a string, or a catalog entry. Received: true. Allowed: a string, e.g. '01HXYZ...' (an id), 'true' or '3', or a catalog entry, e.g. teams.entryRef('payments'). Fix: write 'true'.",
    ]);
    expect(render(Binding.literals('a' as any)).problems).toEqual([
      "b: expected a list of literal values written in code. Received: \"a\". Allowed: a list of strings or catalog entries, e.g. ['payments', 'billing'] or [teams.entryRef('payments')]. Fix: pass the values as a list of strings or catalog entries.",
    ]);
    expect(render(Binding.reference('payload.team' as any)).problems).toEqual([
      "b: expected an EngineRef. Received: \"payload.team\". Allowed: an EngineRef, e.g. EngineRef.payload('labels.team') or EngineRef.alertAttribute(team). Fix: make the reference with an EngineRef factory.",
    ]);
    expect(render(Binding.expression({} as any)).problems).toEqual([
      "b: refers to no Expression. Received: an empty object. Allowed: an Expression, e.g. Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() }). Fix: pass the Expression object to EngineRef.expression.",
    ]);
  });
});
