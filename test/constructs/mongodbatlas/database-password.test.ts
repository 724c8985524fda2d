import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { passwordUser, R, userBody } from './database-user-util';
import { Checks, mongodbatlas, TerrainTesting } from '../../../src';
import { secret } from '../../util';

const { DatabaseUser, DatabaseUserAuthentication, DatabasePassword, DatabaseRole } = mongodbatlas;

describe('DatabasePassword', () => {
  test('writeOnly renders password_wo and its version, never password', () => {
    const s = clusterStack();
    passwordUser(s, {}, 'App', DatabasePassword.writeOnly(secret(s, 'pw'), 3));
    const body = userBody(synthDoc(s));
    expect([body.password_wo, body.password_wo_version, body.password]).toEqual(['${var.pw}', 3, undefined]);
    const pw = DatabasePassword.writeOnly('x', 3);
    expect([pw.isWriteOnly, pw.version, pw.value]).toEqual([true, 3, 'x']);
  });

  test('fromToken renders password (kept in the state), no write-only fields', () => {
    const s = clusterStack();
    passwordUser(s, {}, 'App', DatabasePassword.fromToken(secret(s, 'pw')));
    expect(userBody(synthDoc(s))).toEqual({
      project_id: PROJECT,
      username: 'orders-app',
      auth_database_name: 'admin',
      password: '${var.pw}',
      roles: [{ role_name: 'readWrite', database_name: 'orders' }],
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    const pw = DatabasePassword.fromToken('x');
    expect([pw.isWriteOnly, pw.version]).toEqual([false, undefined]);
    expect(DatabasePassword.fromToken('${var.x}').isWriteOnly).toBe(false);
  });

  test('a literal password warns by the type rule only (no literal-secret warning as well), and never shows the password', () => {
    for (const password of [DatabasePassword.writeOnly('hunter2-secret', 1), DatabasePassword.fromToken('hunter2-secret')]) {
      const s = clusterStack();
      passwordUser(s, {}, 'App', password);
      synthDoc(s);
      const field = password.isWriteOnly ? 'passwordWo' : 'password';
      const warnings = TerrainTesting.warnings(s);
      expect(warnings).toEqual([
        `test/App/Default: [${R}/literal-password] ${field}: is a literal string: the password would be written in plain text to cdk.tf.json`
        + `${password.isWriteOnly ? '' : ' and to the Terraform state'}. Received: a literal string (not shown). `
        + 'Allowed: a token: a sensitive TerraformVariable, or an ephemeral value such as random_password. '
        + "Fix: pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
        + `or, for a throwaway development user, acknowledge ${R}/literal-password.`,
      ]);
      expect(warnings.join('\n')).not.toContain('hunter2');
    }
  });

  test('an acknowledged literal password synthesizes, with one warning', () => {
    const s = clusterStack();
    Checks.of(s).acknowledge(`${R}/literal-password`, 'throwaway user of a local test stack');
    passwordUser(s, {}, 'App', DatabasePassword.writeOnly('hunter2-secret', 1));
    expect(userBody(synthDoc(s)).password_wo).toBe('hunter2-secret');
    const warnings = TerrainTesting.warnings(s);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^test\/App\/Default: \[rule:mongodbatlas_database_user\/literal-password\] passwordWo: is a literal string: .* Acknowledged: throwaway user of a local test stack$/);
    expect(warnings[0]).not.toContain('hunter2');
  });

  test('the version of a write-only password is a whole number, 1 or more', () => {
    const msg = (version: unknown) => `[test/App] authentication.password.version: ${typeof version === 'number' ? 'is not a whole number, 1 or more.' : 'expected a number.'} Received: ${version}. Allowed: a whole number, 1 or more. `
      + 'Fix: pass 1 for the first password, and raise it by one with each new password.';
    for (const v of [0, -1, 1.5]) {
      const s = clusterStack();
      expect(errorOf(() => passwordUser(s, {}, 'App', DatabasePassword.writeOnly(secret(s, 'pw'), v)))).toBe(msg(v));
    }
    // JavaScript: a string version.
    const js = clusterStack();
    expect(errorOf(() => passwordUser(js, {}, 'App', DatabasePassword.writeOnly(secret(js, 'pw'), '2' as any)))).toBe(msg('"2"'));
    // JavaScript: no version at all is an error, never a fallback to the password kept in the state.
    for (const missing of [undefined, null]) {
      const none = clusterStack();
      const pw = DatabasePassword.writeOnly(secret(none, 'pw'), missing as any);
      expect(pw.isWriteOnly).toBe(true);
      expect(errorOf(() => passwordUser(none, {}, 'App', pw))).toBe(
        `[test/App] authentication.password.version: is required for a write-only password: the provider takes passwordWo only with passwordWoVersion. Received: ${missing}. `
        + 'Allowed: a whole number, 1 or more. Fix: pass the version as the second argument: DatabasePassword.writeOnly(password.stringValue, 1).');
    }
    // 1 and 7 pass; a token version is not judged.
    const ok = clusterStack();
    passwordUser(ok, {}, 'App', DatabasePassword.writeOnly(secret(ok, 'pw'), 7));
    const version = new TerraformVariable(ok, 'version', { type: 'number' }).numberValue;
    passwordUser(ok, {}, 'Other', DatabasePassword.writeOnly(secret(ok, 'pw2'), version));
    const doc = synthDoc(ok);
    expect(userBody(doc).password_wo_version).toBe(7);
    expect(userBody(doc, 'Other').password_wo_version).toBe('${var.version}');
  });

  test('JavaScript: a password that is no DatabasePassword, or holds no string, is reported at construction and never shown', () => {
    const s = clusterStack();
    const make = (id: string, password: unknown) => () => new DatabaseUser(s, id, {
      projectId: PROJECT, authentication: DatabaseUserAuthentication.password({ username: 'u', password: password as any }), roles: [DatabaseRole.read('orders')],
    });
    expect(errorOf(make('App', 'hunter2'))).toBe(
      '[test/App] authentication.password: expected a DatabasePassword. Received: a string (not shown). Allowed: DatabasePassword.writeOnly(token, version) or DatabasePassword.fromToken(token). '
      + 'Fix: wrap the password: DatabasePassword.writeOnly(password.stringValue, 1).');
    const held = errorOf(make('Held', DatabasePassword.fromToken({ secret: 'hunter2' } as any)));
    expect(held).toBe(
      "[test/Held] authentication.password: does not hold a string. Received: an object (not shown). Allowed: a string token, e.g. a sensitive TerraformVariable's stringValue. "
      + 'Fix: pass the password as a string token.');
    expect(held).not.toContain('hunter2');
  });
});
