import { RULE } from '../../../../src/policy/atlas/rules/atlas-c4';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TOKEN } from '../inputs';

test('Atlas-C4 states a warning rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C4', 'warning');
});

test('pass: server-side JavaScript off, unset, or a token', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ advanced_configuration: {} }))).toEqual([]);
  expect(reported(RULE, advanced({ advanced_configuration: { javascript_enabled: TOKEN } }))).toEqual([]);
});

test('fail: server-side JavaScript on (advanced and legacy cluster)', () => {
  const message = (field: string) => `${field}: turns server-side JavaScript on: clients can run code inside the database. Received: true. Allowed: false. `
    + 'Fix: set javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.';
  expect(reported(RULE, advanced({ advanced_configuration: { javascript_enabled: true } }))).toEqual([message('advancedConfiguration.javascriptEnabled')]);
  expect(reported(RULE, legacy({ advanced_configuration: [{ javascript_enabled: true }] }), 'mongodbatlas_cluster')).toEqual([message('advancedConfiguration[0].javascriptEnabled')]);
});
