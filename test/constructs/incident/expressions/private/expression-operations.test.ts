/**
 * The operations of an expression's pipeline, bound where a resource defines the expression, and
 * the bindings an expression gives, checked against what it returns.
 */
import { App, TerraformStack } from 'cdktn';
import { bindOperation, checkedBinding, typeOf } from '../../../../../src/constructs/incident/expressions/private/expression-operations';
import { incident } from '../../../../../src/index';
import { engineContext, messages } from '../../alerts/alerts-util';

const { AttributeType, Binding, CatalogAttribute, Condition, EngineRef } = incident;

describe('bindOperation', () => {
  test('parse (its source escaped where it reaches the L1), navigate, filter, branches and the operations without options', () => {
    const { ctx, p } = engineContext('route');
    const attribute = CatalogAttribute.fromCatalogAttributeAttributes(new TerraformStack(new App(), 'c'), 'A', { catalogAttributeId: '01ATTR' });
    expect(bindOperation(ctx, 'op', { kind: 'parse', source: '`${$.a}`', returns: AttributeType.string(), array: true, field: 'op' })).toEqual({
      operationType: 'parse', parse: { source: '`$${$.a}`', returns: { type: 'String', array: true } },
    });
    expect(bindOperation(ctx, 'op', { kind: 'navigate', attribute, field: 'op' })).toEqual({ operationType: 'navigate', navigate: { reference: 'catalog_attribute["01ATTR"]' } });
    expect(bindOperation(ctx, 'op', { kind: 'filter', condition: Condition.isSet(EngineRef.alertTitle()), field: 'op' })).toEqual({
      operationType: 'filter', filter: { conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }] },
    });
    expect(bindOperation(ctx, 'op', {
      kind: 'branches', options: { returns: AttributeType.number(), branches: [{ when: Condition.isSet(EngineRef.alertTitle()), result: Binding.literal('1') }] }, field: 'op',
    })).toEqual({
      operationType: 'branches',
      branches: {
        branches: [{ conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }], result: { value: { literal: '1' } } }],
        returns: { type: 'Number', array: false },
      },
    });
    expect(bindOperation(ctx, 'op', { kind: 'count', field: 'op' })).toEqual({ operationType: 'count' });
    expect(messages(p)).toEqual([]);
  });

  test('JavaScript input: a source, a list flag, a condition and branches that are none', () => {
    const { ctx, p } = engineContext('route');
    bindOperation(ctx, 'parse', { kind: 'parse', source: ' ', returns: AttributeType.string(), array: 'yes', field: 'parse' });
    bindOperation(ctx, 'filter', { kind: 'filter', condition: 'x', field: 'filter' });
    bindOperation(ctx, 'b', { kind: 'branches', options: { returns: AttributeType.string() }, field: 'b' });
    bindOperation(ctx, 'c', { kind: 'branches', options: { returns: AttributeType.string(), branches: ['x', {}] }, field: 'c' });
    expect(messages(p)).toEqual([
      "parse.source: is no JavaScript expression. Received: \" \". Allowed: an ES5 expression on $, e.g. '$.labels.team'. Fix: give the expression that extracts the value.",
      'parse.array: expected true or false. Received: "yes". Allowed: a boolean. Fix: write array: true for a list, or leave it out.',
      'filter: expected a Condition. Received: "x". Allowed: a Condition. Fix: make the condition with a Condition factory.',
      'b.branches: expected a list of branches. Received: undefined. Allowed: [{ when: Condition, result: Binding }, ...]. Fix: give at least one branch; for a value without conditions, use a fallback.',
      'c.branches[0]: expected a branch. Received: "x". Allowed: { when: Condition, result: Binding }. Fix: write each branch as { when, result }.',
      "c.branches[1].when: is required. Received: undefined. Allowed: a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')). Fix: give the condition of the branch.",
      "c.branches[1].result: is required. Received: undefined. Allowed: a Binding, e.g. Binding.literal('low') or Binding.expression(other). Fix: make the value with a Binding factory.",
    ]);
  });
});

describe('typeOf and checkedBinding', () => {
  test('the engine name of a type; a binding checked against what the expression returns', () => {
    const { ctx, p } = engineContext('source');
    expect(typeOf(ctx, 'returns', AttributeType.text())).toBe('Text');
    expect(checkedBinding(ctx, 'fallback', Binding.literal('3'), { type: AttributeType.number(), array: false }, 'a fallback')).toEqual({ value: { literal: '3' } });
    expect(messages(p)).toEqual([]);
    expect(typeOf(ctx, 'returns', undefined)).toBeUndefined();
    expect(checkedBinding(ctx, 'fallback', Binding.literal('x'), { type: AttributeType.number(), array: false }, 'a fallback')).toBeUndefined();
    expect(messages(p)).toEqual([
      'returns: is required: the engine needs the type of the value. Received: undefined. Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). '
      + "Fix: say what the value is, e.g. returns: AttributeType.string(), not 'String'.",
      'fallback: is "x", which is no number. The engine checks a fallback against what its expression returns. Received: Binding.literal("x"). Allowed: Number. '
      + "Fix: write the number as text, e.g. Binding.literal('3').",
    ]);
  });
});
