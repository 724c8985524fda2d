/**
 * The expression builder: parse, navigate, branches (with the root reference `.` the provider
 * requires), the operations that follow, fallbacks and branch results checked against what the
 * expression returns, and the references of one resource's expressions.
 */
import { App, TerraformStack } from 'cdktn';
import { incident } from '../../../../src/index';
import { engineContext, errorOf, FakeCatalogType, incidentStack, messages, synthStack } from '../alerts/alerts-util';

const { AttributeType, Binding, Condition, EngineRef, Expression } = incident;

/** The expressions a resource defines when it binds `e`, and the problems. */
function define(e: incident.Expression, where: 'source' | 'route' = 'source') {
  const { ctx, p } = engineContext(where);
  Binding.expression(e)._bind(ctx, 'f');
  return { expressions: ctx.expressions(), problems: messages(p) };
}

const str = Expression.parse('s', { source: '$.s', returns: AttributeType.string() });
const num = Expression.parse('n', { source: '$.n', returns: AttributeType.number() });
const list = Expression.parse('a', { source: '$.a', returns: AttributeType.string(), array: true });

describe('Expression', () => {
  test('parse: from the payload by default, with its label, type and fallback', () => {
    expect(define(Expression.parse('team', { source: '$.labels.team', returns: AttributeType.string(), label: 'Team' }).fallback(Binding.literal('platform')))).toEqual({
      expressions: [{
        label: 'Team',
        reference: 'team',
        rootReference: 'payload',
        operations: [{ operationType: 'parse', parse: { source: '$.labels.team', returns: { type: 'String', array: false } } }],
        elseBranch: { result: { value: { literal: 'platform' } } },
      }],
      problems: [],
    });
  });

  test('a pipeline: navigate, then the operations without options, a filter, a parse; from another expression, which is defined too', () => {
    const { ctx, p } = engineContext('route');
    const base = Expression.parse('base', { source: '$.x', returns: AttributeType.string() });
    const attr = (id: string) => incident.CatalogAttribute.fromCatalogAttributeAttributes(new TerraformStack(new App(), 'catalog'), id, { catalogAttributeId: id });
    const e = Expression.navigate('lead', { from: EngineRef.expression(base), attribute: attr('01ATTR') })
      .filter(Condition.isSet(EngineRef.of('value'))).first().thenNavigate(attr('01OTHER')).thenParse('$.name', AttributeType.text(), { array: true }).count().sum().min().max().random();
    Binding.expression(e)._bind(ctx, 'f');
    expect(messages(p)).toEqual([]);
    expect(ctx.expressions().map((x) => x.reference)).toEqual(['base', 'lead']);
    expect(ctx.expressions()[1]).toEqual({
      label: 'lead',
      reference: 'lead',
      rootReference: 'expressions["base"]',
      operations: [
        { operationType: 'navigate', navigate: { reference: 'catalog_attribute["01ATTR"]' } },
        { operationType: 'filter', filter: { conditionGroups: [{ conditions: [{ subject: 'value', operation: 'is_set', paramBindings: [] }] }] } },
        { operationType: 'first' },
        { operationType: 'navigate', navigate: { reference: 'catalog_attribute["01OTHER"]' } },
        { operationType: 'parse', parse: { source: '$.name', returns: { type: 'Text', array: true } } },
        { operationType: 'count' }, { operationType: 'sum' }, { operationType: 'min' }, { operationType: 'max' }, { operationType: 'random' },
      ],
    });
  });

  test('branches start from the whole scope (root_reference "."), as the provider requires', () => {
    const { expressions, problems } = define(Expression.branches('urgency', {
      returns: AttributeType.string(),
      branches: [{ when: Condition.is(EngineRef.alertTitle(), 'db down'), result: Binding.literal('high') }],
      otherwise: Binding.literal('low'),
    }), 'route');
    expect(problems).toEqual([]);
    expect(expressions).toEqual([{
      label: 'urgency',
      reference: 'urgency',
      rootReference: '.',
      operations: [{
        operationType: 'branches',
        branches: {
          branches: [{ conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: 'db down' }] }] }] }], result: { value: { literal: 'high' } } }],
          returns: { type: 'String', array: false },
        },
      }],
      elseBranch: { result: { value: { literal: 'low' } } },
    }]);
  });

  test('fallbacks are checked against what the expression returns: a literal that is no number, another type, a list for one value', () => {
    const fb = (e: incident.Expression) => define(e).problems;
    expect(fb(num.fallback(Binding.literal('abc')))).toEqual([
      'f.expression("n").fallback: is "abc", which is no number. The engine checks a fallback against what its expression returns. Received: Binding.literal("abc"). '
      + "Allowed: Number. Fix: write the number as text, e.g. Binding.literal('3').",
    ]);
    expect(fb(num.fallback(Binding.expression(str)))).toEqual([
      'f.expression("n").fallback: gives String, but its expression returns Number. The engine checks a fallback against what its expression returns. '
      + 'Received: Binding.expression(s). Allowed: Number. Fix: give a value of type Number; or, if the expression gives String, make it return that type (returns: AttributeType.string()).',
    ]);
    expect(fb(str.fallback(Binding.literals(['a', 'b'])))).toEqual([
      'f.expression("s").fallback: gives several values, but its expression returns one String. The engine checks a fallback against what its expression returns. '
      + 'Received: Binding.literals(["a", "b"]). Allowed: String. Fix: give one value (Binding.literal, Binding.reference), or use a list type (array: true).',
    ]);
    expect(fb(str.fallback(Binding.expression(list)))).toEqual([
      'f.expression("s").fallback: gives a list of String, but its expression returns one value. The engine checks a fallback against what its expression returns. '
      + 'Received: Binding.expression(a). Allowed: String. Fix: give one value, e.g. an expression that ends with .first().',
    ]);
    expect(fb(Expression.parse('b', { source: '$', returns: AttributeType.bool() }).fallback(Binding.literal('yes')))[0]).toMatch(/^f\.expression\("b"\)\.fallback: is "yes", which is no true or false\./);
  });

  test('fallbacks that fit: a list for a list, first() makes one value, a single value for a list, a catalog type of the same type, a type the library does not know', () => {
    const s = engineContext().scope;
    const teams = new FakeCatalogType(s, 'Teams');
    const team = Expression.parse('team', { source: '$.t', returns: AttributeType.catalogEntry(teams) });
    const other = Expression.parse('other', { source: '$.o', returns: AttributeType.catalogEntry(new FakeCatalogType(s, 'Same', teams.catalogTypeId)) });
    expect(define(list.fallback(Binding.literals(['a']))).problems).toEqual([]);
    expect(define(list.first().fallback(Binding.expression(str))).problems).toEqual([]);
    expect(define(list.fallback(Binding.literal('a'))).problems).toEqual([]);
    expect(define(team.fallback(Binding.expression(other))).problems).toEqual([]);
    expect(define(num.fallback(Binding.reference(EngineRef.payload('n')))).problems).toEqual([]);
    expect(define(Expression.navigate('x', { from: EngineRef.payload(), attribute: incident.CatalogAttribute.fromCatalogAttributeAttributes(new TerraformStack(new App(), 'c'), 'A', { catalogAttributeId: 'a' }) }).fallback(Binding.literals(['a', 'b']))).problems).toEqual([]);
  });

  test('branch results are checked against returns too; branches need at least one branch', () => {
    expect(define(Expression.branches('b', {
      returns: AttributeType.number(),
      branches: [{ when: Condition.isSet(EngineRef.alertTitle()), result: Binding.literal('x') }],
      otherwise: Binding.literals(['1']),
    }), 'route').problems).toEqual([
      'f.expression("b").options.branches[0].result: is "x", which is no number. The engine checks a branch result against what its expression returns. '
      + "Received: Binding.literal(\"x\"). Allowed: Number. Fix: write the number as text, e.g. Binding.literal('3').",
      'f.expression("b").options.otherwise: gives several values, but its expression returns one Number. The engine checks a fallback against what its expression returns. '
      + 'Received: Binding.literals(["1"]). Allowed: Number. Fix: give one value (Binding.literal, Binding.reference), or use a list type (array: true).',
    ]);
    expect(define(Expression.branches('b', { returns: AttributeType.number(), branches: [] }), 'route').problems).toEqual([
      'f.expression("b").options.branches: is empty: branches need at least one branch. Received: an empty list. Allowed: [{ when: Condition, result: Binding }, ...]. '
      + 'Fix: give at least one branch; for a value without conditions, use a fallback.',
    ]);
  });

  test('one reference, one expression per resource; references are identifiers', () => {
    const { ctx, p } = engineContext();
    const a = Expression.parse('dup', { source: '$.a', returns: AttributeType.string() });
    Binding.expression(a)._bind(ctx, 'x');
    Binding.expression(a)._bind(ctx, 'z'); // the same object again: one definition
    Binding.expression(Expression.parse('dup', { source: '$.b', returns: AttributeType.string() }))._bind(ctx, 'y');
    expect(messages(p)).toEqual([
      'y: is another expression with the reference "dup", which x defines already: the references of one resource\'s expressions are unique. Received: "expressions[\\"dup\\"]". '
      + 'Allowed: one Expression per reference, used as often as needed. Fix: give one of them another reference, or reuse the same Expression object (x).',
    ]);
    expect(ctx.expressions()).toHaveLength(1);
    expect(define(Expression.parse('bad name', { source: '$', returns: AttributeType.string() })).problems).toEqual([
      'f.expression("bad name").reference: is not a reference of an expression: references are made of letters, digits, - and _. Received: "bad name". '
      + "Allowed: letters, digits, '-' and '_', e.g. 'team' or 'alert-severity'. Fix: name the expression with a short identifier, e.g. Expression.parse('team', ...).",
    ]);
  });

  test('an expression whose fallback names itself by reference is another expression with that reference', () => {
    const a = Expression.parse('a', { source: '$', returns: AttributeType.string() });
    expect(define(a.fallback(Binding.expression(a))).problems).toEqual([
      'f.expression("a").fallback: is another expression with the reference "a", which f defines already: the references of one resource\'s expressions are unique. '
      + 'Received: "expressions[\\"a\\"]". Allowed: one Expression per reference, used as often as needed. Fix: give one of them another reference, or reuse the same Expression object (f).',
    ]);
  });

  test('JavaScript input: unknown option keys, a type written as a string, an empty source', () => {
    expect(define(Expression.parse('x', { source: '$', returns: AttributeType.string(), sourc: 1 } as any)).problems).toEqual([
      "f.expression(\"x\").options.sourc: unknown option; did you mean source? Received: the key 'sourc'. Allowed: the options of ParseExpressionOptions: source, returns, array, from, label. "
      + "Fix: write 'source' instead of 'sourc'.",
    ]);
    expect(define(Expression.parse('x', { source: '', returns: 'String' as any })).problems).toEqual([
      "f.expression(\"x\").options.source: is no JavaScript expression. Received: \"\". Allowed: an ES5 expression on $, e.g. '$.labels.team'. Fix: give the expression that extracts the value.",
      'f.expression("x").options.returns: expected an AttributeType. Received: "String". Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). '
      + "Fix: say what the value is, e.g. returns: AttributeType.string(), not 'String'.",
    ]);
    // An object of a class where the options go (an AttributeType for the options of parse).
    expect(define(Expression.parse('x', AttributeType.string() as any)).problems).toEqual([
      'f.expression("x").options: expected the options of Expression.parse, an object literal (ParseExpressionOptions). Received: an AttributeType. '
      + "Allowed: an object literal with the keys of ParseExpressionOptions. Fix: write the options as { ... }, e.g. Expression.parse('team', { source: '$.labels.team', returns: AttributeType.string() }).",
    ]);
    // A reference that is no string: the expression says so, where it is used (it said "refers to no Expression. Received: an Expression").
    expect(define(Expression.parse({ name: 'x' } as any, { source: '$', returns: AttributeType.string() })).problems).toEqual([
      'f.expression(an object with keys name).reference: is not a reference of an expression: references are made of letters, digits, - and _. Received: an object with keys name. '
      + "Allowed: letters, digits, '-' and '_', e.g. 'team' or 'alert-severity'. Fix: name the expression with a short identifier, e.g. Expression.parse('team', ...).",
    ]);
    expect(define(Expression.navigate('x', undefined as any)).problems).toEqual([
      'f.expression("x").options: was made by Expression.navigate with no options object. Received: undefined. Allowed: an object (struct). Fix: pass the options, e.g. Expression.navigate({ ... }).',
    ]);
  });

  test('navigate takes the catalog area\'s attributes: one defined here renders its id, a bare id is refused with the factory to use', () => {
    const s = incidentStack();
    const teams = new incident.CatalogType(s, 'Teams', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', allowEmptyEntries: true });
    const channel = teams.addAttribute('channel', { name: 'Slack channel', type: incident.CatalogAttributeType.string() });
    const team = new incident.AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') });
    const teamOf = Expression.parse('team', { source: '$.team', returns: AttributeType.catalogEntry(teams) });
    source.bind(team, Binding.expression(teamOf));
    const channelOf = Expression.navigate('channel', { from: EngineRef.expression(teamOf), attribute: channel, label: 'Team channel' });
    const slack = new incident.AlertAttribute(s, 'Channel', { name: 'Channel', type: AttributeType.string() });
    source.bind(slack, Binding.expression(channelOf));
    const expressions = synthStack(s).doc.resource.incident_alert_source.Source.template.expressions;
    expect(expressions.find((e: any) => e.reference === 'channel')).toEqual({
      label: 'Team channel',
      reference: 'channel',
      root_reference: 'expressions["team"]',
      operations: [{ operation_type: 'navigate', navigate: { reference: 'catalog_attribute["${incident_catalog_type_attribute.Teams_channel_855E437B.id}"]' } }],
    });

    expect(define(Expression.navigate('x', { from: EngineRef.payload(), attribute: '01ATTR' as any })).problems).toEqual([
      'f.expression("x").options.attribute: expected a catalog attribute (an ICatalogAttribute), not an id. Received: "01ATTR". '
      + "Allowed: a catalog attribute: teams.addAttribute('channel', ...), or CatalogAttribute.fromCatalogAttributeAttributes(this, 'Channel', { catalogAttributeId }). "
      + "Fix: refer to it by its id: CatalogAttribute.fromCatalogAttributeAttributes(this, 'Attribute', { catalogAttributeId: '01ATTR' }).",
    ]);
    const unknownId = incident.CatalogAttribute.fromCatalogAttributeAttributes(s, 'NoId', { catalogType: teams });
    expect(errorOf(() => define(str.thenNavigate(unknownId)))).toMatch(/^\[test\/NoId\] catalogAttributeId: /);
  });

  test('reference and engineReference', () => {
    expect(str.reference).toBe('s');
    expect(str.engineReference).toBe('expressions["s"]');
  });
});

test('thenParse: a misspelled key of its options is refused with the closest key (JavaScript), a known one passes', () => {
  expect(define(str.thenParse('$.x', AttributeType.string(), { arry: true } as any)).problems).toEqual([
    "f.expression(\"s\").thenParse[1].options.arry: unknown option; did you mean array? Received: the key 'arry'. Allowed: the options of ParseOperationOptions: array. Fix: write 'array' instead of 'arry'.",
  ]);
  expect(define(str.thenParse('$.x', AttributeType.string(), { array: true })).problems).toEqual([]);
});
