import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasCustomDbRoleConfig;
const R = 'rule:mongodbatlas_custom_db_role';
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
    const m = fails({ ...base, actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' }] }, { action: 'SERVER_STATUS', resources: [{ cluster: true, databaseName: 'orders', collectionName: 'x' }] }] });
    expect(errorLines(m)).toEqual([
      `[test/r] [${R}/cluster-resource-exclusive] actions[1].resources[0].collectionName: cannot be set on a cluster resource (cluster: true). Received: cluster true with collectionName 'x'. Allowed: cluster: true alone, or databaseName (and collectionName) without cluster. Fix: remove collectionName, or remove cluster: true and grant the action on the database or collection.`,
      `[test/r] [${R}/cluster-resource-exclusive] actions[1].resources[0].databaseName: cannot be set on a cluster resource (cluster: true). Received: cluster true with databaseName 'orders'. Allowed: cluster: true alone, or databaseName (and collectionName) without cluster. Fix: remove databaseName, or remove cluster: true and grant the action on the database or collection.`,
    ]);
  });

  test('inherited-role-admin-database', () => {
    expect(make({ ...base, inheritedRoles: [{ roleName: 'readWrite', databaseName: 'orders' }] }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, inheritedRoles: [{ roleName: 'read', databaseName: 'orders' }, { roleName: 'dbAdmin', databaseName: 'orders' }] }))).toEqual([
      `[test/r] [${R}/inherited-role-admin-database] inheritedRoles[1].databaseName: must be admin for the inherited role 'dbAdmin': only read and readWrite are inherited from another database. Received: "orders". Allowed: 'admin' (any database only for read and readWrite). Fix: set databaseName to 'admin' for role 'dbAdmin'.`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => {
      const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
      return {
        ...base,
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
