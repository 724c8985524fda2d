import { App, Lazy, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, TerrainTesting } from '../../../../src';
import { addLiteralSecret, isLiteralSecret, LITERAL_PASSWORD, LITERAL_SECRET, reportLiteralSecrets, SecretsBindContext, sensitiveVariable } from '../../../../src/constructs/mongodbatlas/private/secrets';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';
import { errorOf } from '../../../util';

describe('literal secrets (product policy)', () => {
  test('isLiteralSecret: a non-empty string with no token and no Terraform reference', () => {
    expect(isLiteralSecret('Ledger-2024!')).toBe(true);
    expect(['', '${var.pw}', 'prefix-${var.pw}', Lazy.stringValue({ produce: () => 'x' }), 987654321098, undefined, null, ['x'], { x: 'y' }].map(isLiteralSecret))
      .toEqual([false, false, false, false, false, false, false, false, false]);
  });

  test('addLiteralSecret: the field in the owner\'s words, the value by its kind only, the two ways out', () => {
    const p = new Problems();
    addLiteralSecret(p, 'authentication.password', 'Ledger-2024!', `DatabasePassword.writeOnly(${sensitiveVariable('DbPassword')}, 1)`, LITERAL_PASSWORD, 'configuration');
    addLiteralSecret(p, 'key.secret', 'hunter2', 'EncryptionAtRestKey.azureKeyVault({ ..., secret: s.stringValue })', LITERAL_SECRET);
    addLiteralSecret(p, 'key.clientId', '${var.client}', 'x', LITERAL_SECRET);
    expect(p.list.map((x) => `${x.id} ${formatProblem(x)}`)).toEqual([
      'mongodbatlas:literal-password authentication.password: is a literal string: the secret would be written in plain text to cdk.tf.json. '
      + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
      + "Fix: pass the value of a sensitive variable instead, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
      + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-password', '<why the literal is acceptable>').",
      'mongodbatlas:literal-secret key.secret: is a literal string: the secret would be written in plain text to cdk.tf.json and to the Terraform state. '
      + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
      + 'Fix: pass the value of a sensitive variable instead, e.g. EncryptionAtRestKey.azureKeyVault({ ..., secret: s.stringValue }); '
      + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-secret', '<why the literal is acceptable>').",
    ]);
    expect(JSON.stringify(p.list)).not.toContain('Ledger');
  });

  test('reportLiteralSecrets: what the list holds at synth is an error under the id, unless acknowledged (then a warning with the reason)', () => {
    const make = (ack: boolean) => {
      const s = new TerraformStack(new App(), 's');
      const c = new Construct(s, 'User');
      const ctx = new SecretsBindContext(c);
      reportLiteralSecrets(c, LITERAL_SECRET, ctx.literalSecrets);
      // Added after the report was registered (an add* method): still reported.
      addLiteralSecret(ctx.literalSecrets, 'notifications[0].apiKey', 'k', 'x', LITERAL_SECRET);
      if (ack) Checks.of(s).acknowledge(LITERAL_SECRET, 'a throwaway test project');
      return s;
    };
    expect(errorOf(() => TerrainTesting.synth(make(false)))).toContain('[s/User] [mongodbatlas:literal-secret] notifications[0].apiKey: is a literal string');
    const acked = make(true);
    TerrainTesting.synth(acked);
    expect(TerrainTesting.warnings(acked)).toEqual([expect.stringMatching(/^s\/User: \[mongodbatlas:literal-secret\] notifications\[0\]\.apiKey: .* Acknowledged: a throwaway test project$/)]);
  });
});
