import { ACK_REASON, make, token } from './helpers';
import { incident } from '../../../src';
import { ruleWarnings } from '../findings';

const FIELD = '01HM7N36096Q14DR9GPQY77ZXY';
const lookup = (value: string) => (s: any) => new incident.DataIncidentCustomFieldOption(s, 'o', { customFieldId: FIELD, value });

describe('data.incident_custom_field_option type rules', () => {
  test('a valid lookup has no findings', () => {
    expect(make(lookup('Card payments')).warnings).toEqual([]);
  });

  test('value-whitespace (documented: a warning)', () => {
    expect(ruleWarnings(make(lookup('Card payments\n')).warnings)).toEqual([
      'test/o: [rule:data.incident_custom_field_option/value-whitespace] value: starts or ends with whitespace and contains a tab or a newline. Received: "Card payments\\n". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments".',
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.DataIncidentCustomFieldOption(s, 'o', { customFieldId: FIELD, value: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(lookup(' Card payments'), 'rule:data.incident_custom_field_option/value-whitespace').warnings).toEqual([
      `test/o: [rule:data.incident_custom_field_option/value-whitespace] value: starts or ends with whitespace. Received: " Card payments". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments". Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
