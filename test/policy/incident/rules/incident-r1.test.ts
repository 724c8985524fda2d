import { RULE } from '../../../../src/policy/incident/rules/incident-r1';
import { expectRuleDoc, reported } from '../../rule-util';

const route = (escalation_config: unknown) => ({ name: 'Payments', enabled: true, escalation_config });
const FIX = "Fix: add a target such as { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }.";
const MESSAGE = 'escalationConfig.escalationTargets: names no escalation path and no user: alerts routed here page nobody.';

test('Incident-R1 states an error rule on alert routes', () => {
  expectRuleDoc(RULE, 'Incident-R1', 'error');
});

test('pass: a target with an escalation path or users; targets only Terraform knows; no escalation config (the schema reports it)', () => {
  expect(reported(RULE, route({ escalation_targets: [{ escalation_paths: { array_value: [{ literal: '01HPATH' }] } }] }))).toEqual([]);
  expect(reported(RULE, route({ escalation_targets: [{ users: { array_value: [{ reference: 'alert.attributes.owner' }] } }] }))).toEqual([]);
  expect(reported(RULE, route({ escalation_targets: '${var.targets}' }))).toEqual([]);
  expect(reported(RULE, route(undefined))).toEqual([]);
});

test('fail: no target, or targets without paths or users', () => {
  expect(reported(RULE, route({ escalation_targets: [] }))).toEqual([
    `${MESSAGE} Received: no target. Allowed: at least one target with escalationPaths or users. ${FIX}`,
  ]);
  expect(reported(RULE, route({ escalation_targets: [{}, { users: { array_value: [] } }] }))).toEqual([
    `${MESSAGE} Received: 2 targets, none with escalationPaths or users. Allowed: at least one target with escalationPaths or users. ${FIX}`,
  ]);
});
