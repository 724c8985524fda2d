import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, secret, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasDatabaseUserConfig;
const R = 'rule:mongodbatlas_database_user';
const base = (s: any): Config => ({
  projectId: '6568f0c3a8d2b64e9d8a1b2c',
  username: 'orders-app',
  password: secret(s, 'pw'),
  authDatabaseName: 'admin',
  roles: [
    { roleName: 'readWrite', databaseName: 'orders', collectionName: 'invoices' },
    { roleName: 'read', databaseName: 'catalog' },
    { roleName: 'dbAdmin', databaseName: 'orders' },
    { roleName: 'readAnyDatabase', databaseName: 'admin' },
    { roleName: 'orders-ops', databaseName: 'admin' },
  ],
});
const withRoles = (...roles: mongodbatlas.MongodbatlasDatabaseUserRoles[]) => (s: any): Config => ({ ...base(s), roles });

function make(config: (s: any) => Config, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasDatabaseUser(s, 'u', config(s));
  });
}
const fails = (config: (s: any) => Config) => errorOf(() => make(config));

describe('mongodbatlas_database_user type rules', () => {
  test('a valid user has no findings', () => {
    expect(make(base).warnings).toEqual([]);
  });

  test('role-admin-database', () => {
    expect(errorLines(fails(withRoles({ roleName: 'read', databaseName: 'orders' }, { roleName: 'orders-ops', databaseName: 'orders' })))).toEqual([
      `[test/u] [${R}/role-admin-database] roles[1].databaseName: must be admin: 'orders-ops' is not a built-in role, and custom roles are granted on admin. Received: "orders". Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for the custom role 'orders-ops' (or check the spelling, if you meant a built-in role).`,
    ]);
    expect(errorLines(fails(withRoles({ roleName: 'readWriteAnyDatabase', databaseName: 'orders' })))).toEqual([
      `[test/u] [${R}/role-admin-database] roles[0].databaseName: must be admin: the built-in role 'readWriteAnyDatabase' exists only on the admin database. Received: "orders". Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for role 'readWriteAnyDatabase'.`,
    ]);
  });

  test('collection-only-for-read-roles', () => {
    expect(make(withRoles({ roleName: 'read', databaseName: 'orders', collectionName: 'invoices' })).warnings).toEqual([]);
    expect(errorLines(fails(withRoles({ roleName: 'dbAdmin', databaseName: 'orders', collectionName: 'invoices' })))).toEqual([
      `[test/u] [${R}/collection-only-for-read-roles] roles[0].collectionName: applies only to the read and readWrite roles, not to 'dbAdmin'. Received: collectionName 'invoices' with roleName 'dbAdmin'. Allowed: collectionName only with roleName 'read' or 'readWrite'. Fix: remove collectionName (the role then applies to the whole database), or use roleName 'read' or 'readWrite'.`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => {
      const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
      return withRoles(
        { roleName: v('role'), databaseName: 'orders', collectionName: 'invoices' },
        { roleName: 'orders-ops', databaseName: v('db') },
        { roleName: 'dbAdmin', databaseName: 'orders', collectionName: v('coll') },
      )(s);
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make(withRoles({ roleName: 'backup', databaseName: 'orders' }),
      (s) => Checks.of(s).acknowledge(`${R}/role-admin-database`, 'a custom role named backup on orders'));
    expect(r.warnings).toEqual([`test/u: [${R}/role-admin-database] roles[0].databaseName: must be admin: the built-in role 'backup' exists only on the admin database. Received: "orders". Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for role 'backup'. Acknowledged: a custom role named backup on orders`]);
  });
});
