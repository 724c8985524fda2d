import { clusterStack, PROJECT, synthDoc } from './cluster-util';
import { TerrainTesting } from '../../../src';
import { CustomDbRole, PrivilegeAction, RoleResource } from '../../../src/constructs/mongodbatlas';

const constants = Object.entries(PrivilegeAction).filter(([, v]) => typeof v === 'string').map(([, v]) => v as string);
const quoted = (list: string[]) => `${list.slice(0, -1).map((v) => `'${v}'`).join(', ')} or '${list[list.length - 1]}'`;

test('ALL lists every constant once, in the order declared', () => {
  expect(PrivilegeAction.ALL).toEqual(constants);
  expect(new Set(PrivilegeAction.ALL).size).toBe(PrivilegeAction.ALL.length);
  expect(Object.isFrozen(PrivilegeAction.ALL)).toBe(true);
});

test('every action is one the provider documents: a role with all of them synthesizes without a warning', () => {
  const stack = clusterStack();
  new CustomDbRole(stack, 'Everything', { projectId: PROJECT, roleName: 'everything', actions: PrivilegeAction.ALL.map((action) => ({ action, resources: [RoleResource.database('orders')] })) });
  expect(synthDoc(stack).resource.mongodbatlas_custom_db_role.Everything.actions).toHaveLength(PrivilegeAction.ALL.length);
  expect(TerrainTesting.warnings(stack)).toEqual([]);
});

test('an action outside them warns with the documented ones, and the constant it is near', () => {
  const stack = clusterStack();
  new CustomDbRole(stack, 'Reader', { projectId: PROJECT, roleName: 'reader', actions: [{ action: 'find', resources: [RoleResource.database('orders')] }] });
  synthDoc(stack);
  expect(TerrainTesting.warnings(stack)).toEqual([
    'test/Reader/Default: [terrain:unlisted-value] [value:mongodbatlas_custom_db_role.actions.action] actions[0].action: is not in the list of values the provider documents '
    + '(value:mongodbatlas_custom_db_role.actions.action); the remote API may refuse it at apply. Received: "find". '
    + `Allowed: ${quoted(PrivilegeAction.ALL)}. Fix: write 'FIND' instead of 'find' (did you mean it?). `
    + 'If a newer provider release allows it, acknowledge value:mongodbatlas_custom_db_role.actions.action with the reason.',
  ]);
});
