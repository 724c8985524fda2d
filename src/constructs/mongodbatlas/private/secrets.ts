/**
 * Literal secrets, product policy: a literal value in a field the provider marks sensitive or
 * write-only (a password, an API key, a key's credentials) would be written in plain text to
 * `cdk.tf.json` (and, unless write-only, to the Terraform state), so it fails synth unless the team
 * acknowledges it (`errorUnlessAcknowledged`: then a warning with the reason). The variants that
 * take secrets record the literal ones in a `SecretsBindContext`; the owner reports them. Not part
 * of the public API.
 */
import { BindContext, errorUnlessAcknowledged, IConstruct, isKnown, Problems } from '../../../core/l2';

/** A literal password of a database user (`DatabasePassword`). */
export const LITERAL_PASSWORD = 'mongodbatlas:literal-password';
/** A literal secret of a notification or of an encryption key. */
export const LITERAL_SECRET = 'mongodbatlas:literal-secret';

/**
 * Whether a value is a literal secret: a non-empty string with no token in it and no Terraform
 * reference (`${var.x}` is a reference the JSON holds as it is, and no secret). An empty string
 * holds no secret; a value that is no string is the L1's to refuse.
 */
export function isLiteralSecret(v: unknown): v is string {
  return typeof v === 'string' && v !== '' && isKnown(v) && !v.includes('${');
}

/** Where a literal secret ends up, for the message. */
export type SecretStore = 'configuration' | 'configuration and state';

/**
 * Adds a problem for `value` if it is a literal secret (`isLiteralSecret`): the value is never
 * shown. The id is set by `reportLiteralSecrets`.
 * @param field the field in the owner's words, e.g. `notifications[0].apiToken`
 * @param example how to pass it as a token, e.g. `NotificationTarget.slack({ apiToken: slackToken.stringValue, ... })`
 * @param id the id to acknowledge (`LITERAL_PASSWORD` or `LITERAL_SECRET`)
 */
export function addLiteralSecret(p: Problems, field: string, value: unknown, example: string, id: string, store: SecretStore = 'configuration and state'): void {
  if (!isLiteralSecret(value)) return;
  p.add(field, `is a literal string: the secret would be written in plain text to cdk.tf.json${store === 'configuration' ? '' : ' and to the Terraform state'}.`, {
    id,
    received: value,
    sensitive: true,
    allowed: "a token: a sensitive variable's value, or a reference to a secret store",
    fix: `pass the value of a sensitive variable instead, e.g. ${example}; or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: `
      + `Checks.of(scope).acknowledge('${id}', '<why the literal is acceptable>').`,
  });
}

/** `new TerraformVariable(this, '<Id>', { type: 'string', sensitive: true }).stringValue`, for the examples of the fixes. */
export function sensitiveVariable(id: string): string {
  return `new TerraformVariable(this, '${id}', { type: 'string', sensitive: true }).stringValue`;
}

/** A bind context that also collects the literal secrets the variants were given (see `addLiteralSecret`). */
export class SecretsBindContext extends BindContext {
  /** The literal secrets found while binding, reported by the owner at synth. */
  public readonly literalSecrets = new Problems();
}

/**
 * Reports at synth the literal secrets `list` holds then (it may grow with `add*` calls): each an
 * error under `id`, unless `Checks.of(...).acknowledge(id, reason)` was made on `scope` or above it.
 */
export function reportLiteralSecrets(
  scope: IConstruct, id: string, list: Problems, answers?: { readonly resource: IConstruct; readonly ruleIds: readonly string[] },
): void {
  errorUnlessAcknowledged(scope, id, () => list.list, answers);
}
