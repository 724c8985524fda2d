import { fails, make } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentAlertSourceBetaConfig;
const base: Config = {
  name: 'Checkout HTTP',
  sourceType: 'http',
  title: { literal: '{{ payload.title }}' },
  description: { literal: '{{ payload.description }}' },
  namedExpression: [{ name: 'priority', startFrom: 'payload', operation: [{ parse: { functionAttribute: '$.priority', asAttribute: 'AlertPriority' } }] }],
  priority: { expressionRef: 'priority' },
};
const build = (over: Partial<Config>) => (s: any) => new incident.IncidentAlertSourceBeta(s, 'b', { ...base, ...over });

describe('incident_alert_source_beta type rules', () => {
  test('a priority bound to a declared expression has no findings', () => {
    expect(make(build({})).warnings).toEqual([]);
  });

  test('binding-one-form and expression-ref fail (ValidateConfig)', () => {
    expect(errorLines(fails(build({ priority: { expressionRef: 'prio', valueLiteral: '01HJ1CYFW6VZSKDENC8SP3804G' } })))).toEqual([
      '[test/b] [rule:incident_alert_source_beta/binding-one-form] priority: sets valueLiteral and expressionRef; a binding is written in one of them. Received: 2 forms: valueLiteral, expressionRef. Allowed: exactly one of valueLiteral, valueReference, expressionRef, values, value, arrayValue. Fix: keep valueLiteral and remove expressionRef.',
      "[test/b] [rule:incident_alert_source_beta/expression-ref] priority.expressionRef: names no namedExpression of this resource. Received: \"prio\". Allowed: the name of a namedExpression: 'priority'. Fix: write 'priority'.",
    ]);
  });
});
