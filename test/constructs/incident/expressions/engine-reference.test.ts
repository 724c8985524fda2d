/**
 * EngineRef: references written by the library (the payload, the alert's title, description and
 * attributes, expressions), and the advice when a resource reads what it does not see.
 */
import { incident } from '../../../../src/index';
import { engineContext, incidentStack, messages, synthStack } from '../alerts/alerts-util';

const { AlertAttribute, AttributeType, EngineRef, Expression } = incident;

function render(r: incident.EngineRef, where: 'source' | 'route' = 'route') {
  const { ctx, p, scope } = engineContext(where);
  return { reference: r._bind(ctx, 'r'), problems: messages(p), warnings: scope.node.metadata.map((m) => m.data), expressions: ctx.expressions() };
}

describe('EngineRef', () => {
  test('the references as the engine writes them', () => {
    const s = incidentStack();
    const team = new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.string() });
    expect(EngineRef.payload().reference).toBe('payload');
    expect(EngineRef.payload('labels.team').reference).toBe('payload.labels.team');
    expect(EngineRef.alertTitle().reference).toBe('alert.title');
    expect(EngineRef.alertDescription().reference).toBe('alert.description');
    expect(EngineRef.alertAttribute(team).reference).toMatch(/^alert\.attributes\.\$\{TfToken\[TOKEN\.\d+\]\}$/);
    expect(EngineRef.alertAttribute(AlertAttribute.fromAlertAttributeAttributes(s, 'P', { alertAttributeId: '01PRIO' })).reference).toBe('alert.attributes.01PRIO');
    expect(EngineRef.expression(Expression.parse('sev', { source: '$', returns: AttributeType.string() })).reference).toBe('expressions["sev"]');
    expect(EngineRef.of('alert.priority').reference).toBe('alert.priority');
    synthStack(s);
  });

  test('a reference to an expression makes the resource define it', () => {
    const r = render(EngineRef.expression(Expression.parse('sev', { source: '$.s', returns: AttributeType.string() })), 'source');
    expect(r.reference).toBe('expressions["sev"]');
    expect(r.expressions.map((e) => e.reference)).toEqual(['sev']);
  });

  test('a route reading the payload, and a source reading the alert, warn', () => {
    expect(render(EngineRef.payload('x'), 'route').warnings).toEqual([
      '[incident:reference-scope] r: refers to the event payload (payload.x), which an alert route does not read: routes read the alert (EngineRef.alertTitle(), '
      + 'EngineRef.alertAttribute(attribute)). Bind the payload value to an alert attribute on the alert source (source.bind(attribute, Binding.reference(EngineRef.payload(...)))), '
      + 'and refer to that attribute here.',
    ]);
    expect(render(EngineRef.alertTitle(), 'source').warnings).toEqual([
      '[incident:reference-scope] r: refers to the alert (alert.title), which an alert source is building: a source template reads the event payload (EngineRef.payload(...)) and expressions over it.',
    ]);
    expect(render(EngineRef.payload('x'), 'source').warnings).toEqual([]);
    expect(render(EngineRef.alertTitle(), 'route').warnings).toEqual([]);
  });

  test('paths with spaces, empty references, attributes without id are refused', () => {
    expect(render(EngineRef.payload('labels team'), 'source').problems).toEqual([
      "r: is not a path inside the payload. Received: \"labels team\". Allowed: a dotted path without spaces, e.g. 'labels.team', or no path for the whole payload. "
      + "Fix: write EngineRef.payload('labels.team'), or EngineRef.payload() for the whole payload.",
    ]);
    expect(render(EngineRef.of(' ')).problems).toEqual([
      "r: is no reference. Received: \" \". Allowed: a reference the engine knows, e.g. 'alert.priority'. Fix: use EngineRef.payload, alertTitle, alertAttribute or expression, or EngineRef.of with the reference.",
    ]);
    expect(render(EngineRef.alertAttribute({} as any)).problems).toEqual([
      'r: refers to an alert attribute without an id. Received: an empty object. Allowed: an AlertAttribute, or one looked up with AlertAttribute.fromName. Fix: pass the alert attribute construct: EngineRef.alertAttribute(team).',
    ]);
  });
});
