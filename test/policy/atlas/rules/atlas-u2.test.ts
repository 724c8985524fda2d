import { RULE } from '../../../../src/policy/atlas/rules/atlas-u2';
import { expectRuleDoc, reported } from '../../rule-util';
import { PROJECT, TOKEN } from '../inputs';

const user = (scopes: unknown) => ({ project_id: PROJECT, username: 'app', auth_database_name: 'admin', roles: [{ role_name: 'read', database_name: 'orders' }], scopes });

test('Atlas-U2 states a warning rule on database users', () => {
  expectRuleDoc(RULE, 'Atlas-U2', 'warning');
});

test('pass: a scope, or scopes only Terraform knows', () => {
  expect(reported(RULE, user([{ name: 'orders', type: 'CLUSTER' }]))).toEqual([]);
  expect(reported(RULE, user(TOKEN))).toEqual([]);
});

test('fail: no scopes, or an empty list', () => {
  const message = (received: string) => `scopes: is empty: the user can connect to every cluster and data federation instance in the project. Received: ${received}. `
    + "Allowed: at least one scope, e.g. { name: '<cluster name>', type: 'CLUSTER' }. Fix: add scopes: [{ name: '<cluster name>', type: 'CLUSTER' }] for each cluster the user needs.";
  expect(reported(RULE, user(undefined))).toEqual([message('unset')]);
  expect(reported(RULE, user([]))).toEqual([message('an empty list')]);
});
