import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { LITERAL_SECRET, secret, synth } from '../../util';
import { ruleWarnings } from '../findings';

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


describe('mongodbatlas_database_user type rules', () => {
  test('a valid user has no findings', () => {
    expect(make(base).warnings).toEqual([]);
  });

  test('literal-password: a literal password or passwordWo warns (no provider refuses it); the password itself is never shown', () => {
    const LITERAL = (field: string, state: string) => `test/u: [${R}/literal-password] ${field}: is a literal string: the password would be written in plain text to cdk.tf.json${state}. `
      + 'Received: a literal string (not shown). Allowed: a token: a sensitive TerraformVariable, or an ephemeral value such as random_password. '
      + "Fix: pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
      + `or, for a throwaway development user, acknowledge ${R}/literal-password.`;
    const plain = ruleWarnings(make((s) => ({ ...base(s), password: 'hunter2-secret' })).warnings);
    expect(plain).toEqual([LITERAL('password', ' and to the Terraform state')]);
    expect(plain.join('\n')).not.toContain('hunter2');
    const wo = ruleWarnings(make((s) => ({ ...base(s), password: undefined, passwordWo: 'hunter2-secret', passwordWoVersion: 1 })).warnings);
    expect(wo).toEqual([LITERAL('passwordWo', '')]);
    expect(wo.join('\n')).not.toContain('hunter2');
    // Both at once: one line each. An empty string is a literal too.
    expect(ruleWarnings(make((s) => ({ ...base(s), password: '', passwordWo: 'hunter2-secret', passwordWoVersion: 1 })).warnings)).toEqual([
      LITERAL('password', ' and to the Terraform state'), LITERAL('passwordWo', ''),
    ]);
  });

  test('literal-password: tokens pass (a sensitive variable, a write-only token with its version), and no password at all passes', () => {
    expect(make((s) => ({ ...base(s), password: undefined, passwordWo: secret(s, 'wo'), passwordWoVersion: 2 })).warnings).toEqual([]);
    expect(make((s) => ({ ...base(s), password: undefined, authDatabaseName: '$external', x509Type: 'MANAGED' })).warnings).toEqual([]);
    // A string that interpolates a token is unknown at synth: not judged.
    expect(make((s) => ({ ...base(s), password: `prefix-${secret(s, 'suffix')}` })).warnings).toEqual([]);
  });

  test('literal-password: acknowledged, it warns (with the L1 literal-secret warning an L1 always gives)', () => {
    const r = make((s) => ({ ...base(s), password: 'hunter2-secret' }),
      (s) => Checks.of(s).acknowledge(`${R}/literal-password`, 'a throwaway user of a local test stack'));
    expect(r.warnings).toEqual([
      `test/u: [terrain:literal-secret] password ${LITERAL_SECRET}`,
      `test/u: [${R}/literal-password] password: is a literal string: the password would be written in plain text to cdk.tf.json and to the Terraform state. `
      + 'Received: a literal string (not shown). Allowed: a token: a sensitive TerraformVariable, or an ephemeral value such as random_password. '
      + "Fix: pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
      + `or, for a throwaway development user, acknowledge ${R}/literal-password. Acknowledged: a throwaway user of a local test stack`,
    ]);
    expect(r.warnings.join('\n')).not.toContain('hunter2');
  });

  test('role-admin-database', () => {
    expect(make(withRoles({ roleName: 'orders-ops', databaseName: 'orders' })).warnings).toEqual([
      `test/u: [${R}/role-admin-database] roles[0].databaseName: must be admin: 'orders-ops' is not a built-in role, and custom roles are granted on admin. Received: "orders". Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for the custom role 'orders-ops' (or check the spelling, if you meant a built-in role).`,
    ]);
    expect(make(withRoles({ roleName: 'readWriteAnyDatabase', databaseName: 'orders' })).warnings).toEqual([
      `test/u: [${R}/role-admin-database] roles[0].databaseName: must be admin: the built-in role 'readWriteAnyDatabase' exists only on the admin database. Received: "orders". Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for role 'readWriteAnyDatabase'.`,
    ]);
  });

  test('collection-only-for-read-roles', () => {
    expect(make(withRoles({ roleName: 'read', databaseName: 'orders', collectionName: 'invoices' })).warnings).toEqual([]);
    expect(make(withRoles({ roleName: 'dbAdmin', databaseName: 'orders', collectionName: 'invoices' })).warnings).toEqual([
      `test/u: [${R}/collection-only-for-read-roles] roles[0].collectionName: applies only to the read and readWrite roles, not to 'dbAdmin'. Received: collectionName 'invoices' with roleName 'dbAdmin'. Allowed: collectionName only with roleName 'read' or 'readWrite'. Fix: remove collectionName (the role then applies to the whole database), or use roleName 'read' or 'readWrite'.`,
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

  test('custom-role-alone: a custom role with other roles warns, naming them; alone, or built-in roles only, it passes', () => {
    const { warnings } = make(withRoles({ roleName: 'read', databaseName: 'catalog' }, { roleName: 'orders-ops', databaseName: 'admin' }));
    expect(warnings).toEqual([`test/u: [${R}/custom-role-alone] roles[1].roleName: is the custom role 'orders-ops', and the provider documents that a user with a custom role cannot have any other role. `
      + "Received: 'orders-ops' with 'read'. Allowed: one custom role alone, or built-in roles only. "
      + "Fix: grant 'orders-ops' alone and fold the other privileges into it (its actions or inheritedRoles, e.g. DatabaseRole.read('catalog') in CustomDbRole inheritedRoles), "
      + `or acknowledge ${R}/custom-role-alone if Atlas accepts the combination for your project.`]);
    expect(make(withRoles({ roleName: 'orders-ops', databaseName: 'admin' })).warnings).toEqual([]);
    expect(make(withRoles({ roleName: 'read', databaseName: 'catalog' }, { roleName: 'readWrite', databaseName: 'orders' })).warnings).toEqual([]);
  });

  test('custom-role-alone: a role name that is a token is not judged; acknowledged, the warning carries the reason', () => {
    expect(make((s) => withRoles({ roleName: new TerraformVariable(s, 'r', { type: 'string' }).stringValue, databaseName: 'admin' }, { roleName: 'read', databaseName: 'catalog' })(s)).warnings).toEqual([]);
    const { warnings } = make(withRoles({ roleName: 'read', databaseName: 'catalog' }, { roleName: 'orders-ops', databaseName: 'admin' }),
      (s) => Checks.of(s).acknowledge(`${R}/custom-role-alone`, 'Atlas accepts it in our project'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/custom-role-alone\] .* Acknowledged: Atlas accepts it in our project$/);
  });
});
