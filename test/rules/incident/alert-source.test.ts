import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentAlertSourceConfig;
const ATTRIBUTE = '01HS45HY43KWJRP1XPA7Z3DJ8F';
const RULE = 'rule:incident_alert_source/merge-strategy-template-style';
const source = (...strategies: string[]): Config => ({
  name: 'CloudWatch (production)',
  sourceType: 'cloudwatch',
  template: {
    title: { reference: 'payload.AlarmName' },
    description: { reference: 'payload.NewStateReason' },
    expressions: [],
    attributes: strategies.map((mergeStrategy) => ({ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'payload.team' }, mergeStrategy } })),
  },
});
const build = (config: Config) => (s: any) => new incident.IncidentAlertSource(s, 'src', config);

describe('incident_alert_source type rules', () => {
  test('template-style merge strategies have no findings', () => {
    expect(make(build(source('first_wins', 'last_wins', 'append', 'max', 'min'))).warnings).toEqual([]);
  });

  test('merge-strategy-template-style', () => {
    expect(errorLines(fails(build(source('first_wins', 'first-wins'))))).toEqual([
      `[test/src] [${RULE}] template.attributes[1].binding.mergeStrategy: is written in the alert route style; alert source templates spell merge strategies with underscores. Received: "first-wins". Allowed: 'first_wins', 'last_wins', 'append', 'max' or 'min'. Fix: write 'first_wins'.`,
    ]);
    expect(errorLines(fails(build(source('last-wins'))))).toEqual([
      `[test/src] [${RULE}] template.attributes[0].binding.mergeStrategy: is written in the alert route style; alert source templates spell merge strategies with underscores. Received: "last-wins". Allowed: 'first_wins', 'last_wins', 'append', 'max' or 'min'. Fix: write 'last_wins'.`,
    ]);
  });

  test('a value that is no route spelling is left to the value check', () => {
    expect(ruleWarnings(make(build(source('most-recent'))).warnings)).toEqual([]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentAlertSource(s, 'src', source(token(s)))).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(ruleWarnings(make(build(source('first-wins')), RULE).warnings)).toEqual([
      `test/src: [${RULE}] template.attributes[0].binding.mergeStrategy: is written in the alert route style; alert source templates spell merge strategies with underscores. Received: "first-wins". Allowed: 'first_wins', 'last_wins', 'append', 'max' or 'min'. Fix: write 'first_wins'. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
