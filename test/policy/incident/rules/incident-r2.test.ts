import { RULE } from '../../../../src/policy/incident/rules/incident-r2';
import { expectRuleDoc, reported } from '../../rule-util';

const is = (subject: string, literal: string) => ({ subject, operation: 'is', param_bindings: [{ value: { literal } }] });
const NONE = 'match no alert: conditions in a group must all hold, and each group has no conditions or asks one subject for two different values at once.';
const REST = 'Allowed: conditions that can hold together within a group; alternatives in separate groups (groups are alternatives). '
  + 'Fix: give each group its conditions (or remove conditionGroups to match every alert); split alternatives into separate condition groups, or merge them into one condition with operation one_of.';

test('Incident-R2 states an error rule on alert routes', () => {
  expectRuleDoc(RULE, 'Incident-R2', 'error');
});

test('pass: alternatives in separate groups; no groups', () => {
  expect(reported(RULE, { condition_groups: [{ conditions: [is('alert.priority', 'P1')] }, { conditions: [is('alert.priority', 'P2')] }] })).toEqual([]);
  expect(reported(RULE, { condition_groups: [], alert_sources: [{ alert_source_id: 'S1' }] })).toEqual([]);
});

test('fail: one group asking one subject for two values, on the route and on an alert source', () => {
  expect(reported(RULE, {
    condition_groups: [{ conditions: [is('alert.priority', 'P1'), is('alert.priority', 'P2')] }],
    alert_sources: [{ alert_source_id: 'S1', condition_groups: [{ conditions: [] }] }],
  })).toEqual([
    `conditionGroups: ${NONE} Received: group 0: alert.priority must be "P1" and also "P2". ${REST}`,
    `alertSources[0].conditionGroups: ${NONE} Received: group 0: has no conditions. ${REST}`,
  ]);
});
