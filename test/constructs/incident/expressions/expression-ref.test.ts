/**
 * The contract IExpression: Expression gives its reference and how a resource refers to it, and a
 * binding or reference made from the contract names the same expression.
 */
import { incident } from '../../../../src/index';

const { AttributeType, Binding, EngineRef, Expression } = incident;

describe('IExpression', () => {
  test('Expression: its reference, and expressions["<reference>"] for the resource that defines it', () => {
    const e: incident.IExpression = Expression.branches('urgency', { returns: AttributeType.string(), branches: [] });
    expect(e.reference).toBe('urgency');
    expect(e.engineReference).toBe('expressions["urgency"]');
    expect(EngineRef.expression(e).reference).toBe(e.engineReference);
    expect(Binding.expression(e)._describe()).toBe('Binding.expression(urgency)');
  });

  test('a reference that is no string is described, not rendered', () => {
    const e: incident.IExpression = Expression.parse(42 as any, { source: '$', returns: AttributeType.string() });
    expect(e.engineReference).toBe('expressions["42"]');
    expect(EngineRef.expression(e).reference).toBe('');
  });
});
