import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { passwordUser, userBody } from './database-user-util';
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

  /** The error of a literal password (`fromToken` keeps it in the state too). */
  const literal = (writeOnly: boolean) => '[test/App] [mongodbatlas:literal-password] authentication.password: is a literal string: the secret would be written in plain text to cdk.tf.json'
    + `${writeOnly ? '' : ' and to the Terraform state'}. Received: a string (not shown: the field is sensitive). `
    + "Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
    + `Fix: pass the value of a sensitive variable instead, e.g. DatabasePassword.${writeOnly ? 'writeOnly' : 'fromToken'}(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue${writeOnly ? ', 1' : ''}); `
    + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-password', '<why the literal is acceptable>').";

  test('a literal password fails synth (product policy), in the user\'s words, never showing the password; the L1 adds no warning for the same mistake', () => {
    for (const password of [DatabasePassword.writeOnly('Ledger-2024!', 1), DatabasePassword.fromToken('Ledger-2024!')]) {
      const s = clusterStack();
      passwordUser(s, {}, 'App', password);
      const message = errorOf(() => synthDoc(s));
      expect(message).toContain(literal(password.isWriteOnly));
      expect(message.split('\n').filter((l) => l.includes('[test/'))).toEqual([`  ${literal(password.isWriteOnly)}`]);
      expect(message).not.toContain('Ledger-2024');
      expect(TerrainTesting.warnings(s)).toEqual([]);
    }
  });

  test('a token, a Terraform reference written as text and an empty string are no literal secrets', () => {
    const s = clusterStack();
    passwordUser(s, {}, 'App', DatabasePassword.writeOnly(secret(s, 'pw'), 1));
    passwordUser(s, {}, 'Ref', DatabasePassword.writeOnly('${var.pw}', 1));
    passwordUser(s, {}, 'Empty', DatabasePassword.fromToken(''));
    const doc = synthDoc(s);
    expect([userBody(doc).password_wo, userBody(doc, 'Ref').password_wo, userBody(doc, 'Empty').password]).toEqual(['${var.pw}', '${var.pw}', '']);
  });

  test('an acknowledged literal password synthesizes, with one warning that carries the reason and not the password', () => {
    for (const password of [DatabasePassword.writeOnly('Ledger-2024!', 1), DatabasePassword.fromToken('Ledger-2024!')]) {
      const s = clusterStack();
      const user = passwordUser(s, {}, 'App', password);
      Checks.of(user).acknowledge('mongodbatlas:literal-password', 'throwaway user of a local test stack');
      const body = userBody(synthDoc(s));
      expect(password.isWriteOnly ? [body.password_wo, body.password_wo_version, body.password] : [body.password, body.password_wo]).toEqual(
        password.isWriteOnly ? ['Ledger-2024!', 1, undefined] : ['Ledger-2024!', undefined]);
      const warnings = TerrainTesting.warnings(s);
      expect(warnings).toEqual([`test/App: ${literal(password.isWriteOnly).replace('[test/App] ', '')} Acknowledged: throwaway user of a local test stack`]);
      expect(warnings[0]).not.toContain('Ledger-2024');
    }
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
    const notWrapped = (id: string, kind: string) => `[test/${id}] authentication.password: expected a DatabasePassword. Received: ${kind} (not shown: the field is sensitive). `
      + 'Allowed: DatabasePassword.writeOnly(token, version) or DatabasePassword.fromToken(token). Fix: wrap the password: DatabasePassword.writeOnly(password.stringValue, 1).';
    expect(errorOf(make('App', 'hunter2'))).toBe(notWrapped('App', 'a string'));
    // Issue 29: a bare number was echoed (`Received: 987654321098.`).
    const number = errorOf(make('U1', 987654321098));
    expect(number).toBe(notWrapped('U1', 'a number'));
    expect(number).not.toContain('987654321098');
    expect(errorOf(make('Obj', { password: 'hunter2' }))).toBe(notWrapped('Obj', 'an object'));
    const held = errorOf(make('Held', DatabasePassword.fromToken({ secret: 'hunter2' } as any)));
    expect(held).toBe(
      "[test/Held] authentication.password: does not hold a string. Received: an object (not shown: the field is sensitive). Allowed: a string token, e.g. a sensitive TerraformVariable's stringValue. "
      + 'Fix: pass the password as a string token.');
    expect(held).not.toContain('hunter2');
    expect(errorOf(make('Num', DatabasePassword.writeOnly(987654321098 as any, 1)))).toContain('Received: a number (not shown: the field is sensitive).');
  });
});
