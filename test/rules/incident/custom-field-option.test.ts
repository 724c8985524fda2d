import { ACK_REASON, make, token } from './helpers';
import { incident } from '../../../src';
import { ruleWarnings } from '../findings';

const FIELD = '01HM7N36096Q14DR9GPQY77ZXY';
const option = (value: string) => (s: any) => new incident.IncidentCustomFieldOption(s, 'o', { customFieldId: FIELD, value, sortKey: 10 });

describe('incident_custom_field_option type rules', () => {
  test('a valid option has no findings', () => {
    expect(make(option('Card payments')).warnings).toEqual([]);
  });

  test('value-whitespace (documented: a warning)', () => {
    expect(ruleWarnings(make(option(' Card payments ')).warnings)).toEqual([
      'test/o: [rule:incident_custom_field_option/value-whitespace] value: starts or ends with whitespace. Received: " Card payments ". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments".',
    ]);
    expect(ruleWarnings(make(option('Card\tpayments')).warnings)).toEqual([
      'test/o: [rule:incident_custom_field_option/value-whitespace] value: contains a tab or a newline. Received: "Card\\tpayments". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments".',
    ]);
    expect(ruleWarnings(make(option('Card\npayments\n')).warnings)).toEqual([
      'test/o: [rule:incident_custom_field_option/value-whitespace] value: starts or ends with whitespace and contains a tab or a newline. Received: "Card\\npayments\\n". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments".',
    ]);
    expect(ruleWarnings(make(option('  ')).warnings)).toEqual([
      'test/o: [rule:incident_custom_field_option/value-whitespace] value: starts or ends with whitespace. Received: "  ". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: give the option a visible text, e.g. "Payments".',
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentCustomFieldOption(s, 'o', { customFieldId: FIELD, value: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(option('Card payments '), 'rule:incident_custom_field_option/value-whitespace').warnings).toEqual([
      `test/o: [rule:incident_custom_field_option/value-whitespace] value: starts or ends with whitespace. Received: "Card payments ". Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Card payments". Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
