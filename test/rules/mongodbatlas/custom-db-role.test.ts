import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasCustomDbRoleConfig;
const R = 'rule:mongodbatlas_custom_db_role';
/** The documented actions, as the value check lists them. */
const ACTIONS = mongodbatlas.PrivilegeAction.ALL.map((x) => `'${x}'`).join(', ').replace(/, ([^,]*)$/, ' or $1');
const base: Config = {
  projectId: '6568f0c3a8d2b64e9d8a1b2c',
  roleName: 'orders-ops',
  actions: [
    { action: 'FIND', resources: [{ databaseName: 'orders', collectionName: 'invoices' }, { databaseName: 'orders' }] },
    { action: 'SERVER_STATUS', resources: [{ cluster: true }] },
  ],
  inheritedRoles: [{ roleName: 'read', databaseName: 'orders' }, { roleName: 'clusterMonitor', databaseName: 'admin' }, { roleName: 'my-custom', databaseName: 'admin' }],
};

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasCustomDbRole(s, 'r', typeof config === 'function' ? config(s) : config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));

describe('mongodbatlas_custom_db_role type rules', () => {
  test('a valid custom role has no findings', () => {
    expect(make(base).warnings).toEqual([]);
    expect(make({ ...base, actions: [{ action: 'FIND', resources: [{ cluster: false, databaseName: 'orders' }] }] }).warnings).toEqual([]);
  });

  test('cluster-resource-exclusive', () => {
    const m = make({ ...base, actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' }] }, { action: 'SERVER_STATUS', resources: [{ cluster: true, databaseName: 'orders', collectionName: 'x' }] }] }).warnings;
    expect(m).toEqual([
      `test/r: [${R}/cluster-resource-exclusive] actions[1].resources[0].collectionName: cannot be set on a cluster resource (cluster: true). Received: cluster true with collectionName 'x'. Allowed: cluster: true alone, or databaseName (and collectionName) without cluster. Fix: remove collectionName, or remove cluster: true and grant the action on the database or collection.`,
      `test/r: [${R}/cluster-resource-exclusive] actions[1].resources[0].databaseName: cannot be set on a cluster resource (cluster: true). Received: cluster true with databaseName 'orders'. Allowed: cluster: true alone, or databaseName (and collectionName) without cluster. Fix: remove databaseName, or remove cluster: true and grant the action on the database or collection.`,
    ]);
  });

  test('inherited-role-admin-database', () => {
    expect(make({ ...base, inheritedRoles: [{ roleName: 'readWrite', databaseName: 'orders' }] }).warnings).toEqual([]);
    expect(make({ ...base, inheritedRoles: [{ roleName: 'read', databaseName: 'orders' }, { roleName: 'dbAdmin', databaseName: 'orders' }] }).warnings).toEqual([
      `test/r: [${R}/inherited-role-admin-database] inheritedRoles[1].databaseName: must be admin for the inherited role 'dbAdmin': only read and readWrite are inherited from another database. Received: "orders". Allowed: 'admin' (any database only for read and readWrite). Fix: set databaseName to 'admin' for role 'dbAdmin'.`,
    ]);
  });

  test('reserved-name-prefix', () => {
    expect(make({ ...base, roleName: 'gen-x-auditor' }).warnings).toEqual([]);
    expect(make({ ...base, roleName: 'auditor-xgen-' }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, roleName: 'x-gen-auditor' }))).toEqual([
      `[test/r] [${R}/reserved-name-prefix] roleName: starts with 'x-gen', a prefix the provider refuses (Atlas reserves it for the roles it defines). Received: "x-gen-auditor". Allowed: a name that does not start with 'x-gen'. Fix: rename the role, e.g. 'auditor'.`,
    ]);
    // 'xgen-' is only documented as reserved: a warning.
    expect(make({ ...base, roleName: 'xgen-' }).warnings).toEqual([
      `test/r: [${R}/reserved-xgen-prefix] roleName: starts with 'xgen-', a prefix Atlas reserves for the roles it defines. Received: "xgen-". Allowed: a name that does not start with 'xgen-'. Fix: rename the role.`,
    ]);
  });

  test('built-in-role-name', () => {
    expect(make({ ...base, roleName: 'readOnly' }).warnings).toEqual([]);
    expect(make({ ...base, roleName: 'atlasAdmin' }).warnings).toEqual([
      `test/r: [${R}/built-in-role-name] roleName: is the name of the built-in role 'atlasAdmin'; a custom role needs a name of its own. Received: "atlasAdmin". Allowed: a name that is not a built-in role. Fix: rename the role, e.g. 'atlasAdmin-custom'; to grant the built-in role itself, grant 'atlasAdmin' to the user directly.`,
    ]);
  });

  test('inherits-itself', () => {
    expect(make({ ...base, inheritedRoles: [{ roleName: 'orders-ops-base', databaseName: 'admin' }] }).warnings).toEqual([]);
    expect(make({ ...base, inheritedRoles: [{ roleName: 'read', databaseName: 'orders' }, { roleName: 'orders-ops', databaseName: 'admin' }] }).warnings).toEqual([
      `test/r: [${R}/inherits-itself] inheritedRoles[1].roleName: names the role itself ('orders-ops'): a role cannot inherit itself. Received: "orders-ops". Allowed: a built-in role, or another custom role of the project. Fix: remove inheritedRoles[1], or name the role it should inherit from.`,
    ]);
  });

  test('an action outside the documented list warns (value check), naming the closest action', () => {
    const r = make({ ...base, actions: [{ action: 'find', resources: [{ databaseName: 'orders' }] }] });
    expect(r.warnings).toEqual([
      'test/r: [terrain:unlisted-value] [value:mongodbatlas_custom_db_role.actions.action] actions[0].action: is not in the list of values the provider documents '
      + '(value:mongodbatlas_custom_db_role.actions.action); the remote API may refuse it at apply. Received: "find". '
      + `Allowed: ${ACTIONS}. Fix: write 'FIND' instead of 'find' (did you mean it?). If a newer provider release allows it, acknowledge value:mongodbatlas_custom_db_role.actions.action with the reason.`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => {
      const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
      return {
        ...base,
        roleName: v('name'),
        actions: [{ action: 'SERVER_STATUS', resources: [{ cluster: true, databaseName: v('db') }] }],
        inheritedRoles: [{ roleName: v('role'), databaseName: 'orders' }, { roleName: 'dbAdmin', databaseName: v('db2') }],
      };
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make({ ...base, inheritedRoles: [{ roleName: 'my-custom', databaseName: 'orders' }] },
      (s) => Checks.of(s).acknowledge(`${R}/inherited-role-admin-database`, 'the role exists on orders in this deployment'));
    expect(r.warnings).toEqual([`test/r: [${R}/inherited-role-admin-database] inheritedRoles[0].databaseName: must be admin for the inherited role 'my-custom': only read and readWrite are inherited from another database. Received: "orders". Allowed: 'admin' (any database only for read and readWrite). Fix: set databaseName to 'admin' for role 'my-custom'. Acknowledged: the role exists on orders in this deployment`]);
  });
});
