import { RULE } from '../../../../src/policy/atlas/rules/atlas-u1';
import { expectRuleDoc, reported } from '../../rule-util';
import { PROJECT, TOKEN } from '../inputs';

const user = (roles: unknown) => ({ project_id: PROJECT, username: 'app', auth_database_name: 'admin', roles });

test('Atlas-U1 states an error rule on database users', () => {
  expectRuleDoc(RULE, 'Atlas-U1', 'error');
  expect(RULE.types).toEqual(['mongodbatlas_database_user']);
});

test('pass: roles limited to a database; a role name only Terraform knows', () => {
  expect(reported(RULE, user([{ role_name: 'readWrite', database_name: 'orders' }, { role_name: 'read', database_name: 'catalog' }]))).toEqual([]);
  expect(reported(RULE, user([{ role_name: TOKEN, database_name: 'admin' }]))).toEqual([]);
  expect(reported(RULE, user(undefined))).toEqual([]);
});

test('fail: atlasAdmin, at its index among the roles', () => {
  expect(reported(RULE, user([{ role_name: 'read', database_name: 'orders' }, { role_name: 'atlasAdmin', database_name: 'admin' }]))).toEqual([
    'roles[1].roleName: grants atlasAdmin: every privilege on every cluster of the project. Received: "atlasAdmin". '
    + "Allowed: a role limited to what the user needs, e.g. readWrite or read on its database. Fix: grant { roleName: 'readWrite', databaseName: '<its database>' } instead.",
  ]);
});
