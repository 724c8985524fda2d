import { fails, make } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentAlertSourceAttributeBetaConfig;
const base: Config = {
  alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNPZ',
  alertAttributeId: '01HS45HY43KWJRP1XPA7Z3DJ8F',
  expressionRef: 'team',
  namedExpression: [{ name: 'team', startFrom: 'payload', operation: [{ parse: { functionAttribute: '$.team', asAttribute: 'String' } }] }],
};
const build = (over: Partial<Config>) => (s: any) => new incident.IncidentAlertSourceAttributeBeta(s, 'b', { ...base, ...over });

describe('incident_alert_source_attribute_beta type rules', () => {
  test('one binding form naming a declared expression has no findings', () => {
    expect(make(build({})).warnings).toEqual([]);
    expect(make(build({ expressionRef: undefined, namedExpression: undefined, valueLiteral: 'payments' })).warnings).toEqual([]);
  });

  test('binding-one-form and expression-ref fail (ValidateConfig), with the closest name', () => {
    expect(errorLines(fails(build({ valueLiteral: 'payments', expressionRef: 'teams' })))).toEqual([
      '[test/b] [rule:incident_alert_source_attribute_beta/binding-one-form] expressionRef: sets valueLiteral and expressionRef; a binding is written in one of them. Received: 2 forms: valueLiteral, expressionRef. Allowed: exactly one of valueLiteral, valueReference, expressionRef, values, value, arrayValue. Fix: keep valueLiteral and remove expressionRef.',
      "[test/b] [rule:incident_alert_source_attribute_beta/expression-ref] expressionRef: names no namedExpression of this resource. Received: \"teams\". Allowed: the name of a namedExpression: 'team'. Fix: write 'team'.",
    ]);
  });

  test('merge strategy outside the list fails (validateMergeStrategy)', () => {
    expect(errorLines(fails(build({ mergeStrategy: 'first-wins' })))).toEqual([
      "[test/b] [value:incident_alert_source_attribute_beta.merge_strategy] mergeStrategy: is not an allowed value. Received: \"first-wins\". Allowed: 'first_wins', 'last_wins', 'append', 'max' or 'min'. Fix: write 'first_wins' instead of 'first-wins'.",
    ]);
  });
});
