/**
 * Type rules of `mongodbatlas_encryption_at_rest` (SPEC 2.1 "Encryption at rest"). The 24-hex
 * role ids are value checks of the generated L1.
 */
import { at, bool, items, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_encryption_at_rest';

const CONFIGS: ReadonlyArray<readonly [string, string]> = [
  ['aws_kms_config', 'awsKmsConfig'],
  ['azure_key_vault_config', 'azureKeyVaultConfig'],
  ['google_cloud_kms_config', 'googleCloudKmsConfig'],
];

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/disable-by-removing`,
    summary: 'enabled: false in a key management config can leave an inconsistent state; disable encryption at rest by removing the resource.',
    source: 'SPEC 2.1 Encryption at rest ("Setting enabled to false can leave inconsistent state; to disable, remove the encryption-at-rest resource")',
    level: 'warning',
    check: (input, report) => {
      for (const [tf, name] of CONFIGS) {
        for (const [c, i] of items(input[tf])) {
          if (bool(c.enabled) !== false) continue;
          report(`${at(tf, input[tf], i)}.enabled`, 'false can leave encryption at rest in an inconsistent state.', {
            received: false,
            allowed: 'true, or unset',
            fix: `to disable encryption at rest, remove the encryption-at-rest resource instead of setting ${name}.enabled to false.`,
          });
        }
      }
    },
  },
  {
    id: `rule:${T}/service-account-key-json`,
    summary: 'googleCloudKmsConfig.serviceAccountKey is a JSON document (checked when it is a literal).',
    source: 'SPEC 2.1 Encryption at rest (Google KMS config serviceAccountKey: "JSON formatted as a string")',
    check: (input, report) => {
      for (const [c, i] of items(input.google_cloud_kms_config)) {
        const key = str(c.service_account_key);
        if (key === undefined) continue;
        let ok = true;
        try {
          JSON.parse(key);
        } catch {
          ok = false;
        }
        if (ok) continue;
        // the value is a secret: never shown
        report(`${at('google_cloud_kms_config', input.google_cloud_kms_config, i)}.service_account_key`, 'is not valid JSON.', {
          receivedText: `a string of ${key.length} characters that does not parse as JSON`,
          allowed: 'the service account key file (JSON) as a string',
          fix: 'pass the content of the JSON key file unchanged, e.g. Fn.file(...) or a sensitive TerraformVariable.',
        });
      }
    },
  },
];
