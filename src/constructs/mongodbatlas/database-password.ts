/**
 * The password of a password (SCRAM) database user.
 *
 * Prefer `writeOnly`: the password is sent to Atlas but never stored in the Terraform state or
 * plan (a write-only argument; Terraform 1.11 or later). With `fromToken` the provider keeps the
 * password in the state in plain text.
 *
 * Either way the password is a token (a sensitive `TerraformVariable`, an ephemeral
 * `random_password`): a literal string would sit in plain text in `cdk.tf.json`, so the user that
 * takes it fails synth (`mongodbatlas:literal-password`) unless the team acknowledges it with
 * `Checks.of(scope).acknowledge('mongodbatlas:literal-password', reason)` (then it warns, with the
 * reason).
 *
 * ```ts
 * const pw = new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true });
 * DatabasePassword.writeOnly(pw.stringValue, 1);
 * ```
 */
export class DatabasePassword {
  /**
   * A write-only password (`password_wo` and `password_wo_version`): never written to the state.
   *
   * Terraform cannot see a change of a value it does not store. To change the password, pass the
   * new one AND a higher `version` in the same change; a new password with the same version is
   * not sent.
   * @param password the password, as a token (e.g. a sensitive `TerraformVariable`)
   * @param version the version of the password: a whole number, 1 or more; raise it with each new password
   */
  public static writeOnly(password: string, version: number): DatabasePassword {
    return new DatabasePassword(password, version, true);
  }

  /**
   * A password kept in the Terraform state (`password`), in plain text there. Prefer `writeOnly`.
   * @param password the password, as a token (e.g. a sensitive `TerraformVariable`)
   */
  public static fromToken(password: string): DatabasePassword {
    return new DatabasePassword(password, undefined, false);
  }

  private constructor(
    /** The password (a token). */
    public readonly value: string,
    /**
     * The version of a write-only password.
     * @default - not write-only
     */
    public readonly version?: number,
    /** Whether `writeOnly` made it (a missing version is then an error, never a fallback to `password`). */
    private readonly writeOnlyForm: boolean = version !== undefined,
  ) {}

  /** Whether the password is write-only (never stored in the state). */
  public get isWriteOnly(): boolean {
    return this.writeOnlyForm;
  }
}
