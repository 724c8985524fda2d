/**
 * Type rules of `mongodbatlas_encryption_at_rest`, audited against provider v2.16.0
 * (internal/service/encryptionatrest, internal/common/validate), its documentation and the Atlas
 * Admin API spec it ships. The 24-hex role ids are value checks of the generated L1.
 */
import { regionNameRule } from './shared/region-name';
import { at, bool, items, known, str, TypeRule } from '../../core/runtime/type-rules';
import { API_SPEC, docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_encryption_at_rest';
const DOCS = docs('encryption_at_rest');

const CONFIGS: ReadonlyArray<readonly [string, string]> = [
  ['aws_kms_config', 'awsKmsConfig'],
  ['azure_key_vault_config', 'azureKeyVaultConfig'],
  ['google_cloud_kms_config', 'googleCloudKmsConfig'],
];

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/disable-by-removing`,
    summary: 'enabled: false in a key management config can leave an inconsistent state; disable encryption at rest by removing the resource.',
    level: 'warning',
    documentedIn: DOCS,
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
    level: 'warning',
    documentedIn: DOCS,
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
  {
    id: `rule:${T}/aws-kms-role-or-keys`,
    summary: 'awsKmsConfig authenticates with roleId (cloud provider access) or with accessKeyId and secretAccessKey, not both.',
    enforcedBy: 'internal/common/validate/aws_kms_config_validator.go: AwsKmsConfigValidator',
    check: (input, report) => {
      for (const [c, i] of items(input.aws_kms_config)) {
        if (!known(c.role_id) || !(known(c.access_key_id) || known(c.secret_access_key))) continue;
        const keys = ['access_key_id', 'secret_access_key'].filter((k) => known(c[k]));
        report(`${at('aws_kms_config', input.aws_kms_config, i)}.role_id`, 'cannot be set together with access keys: awsKmsConfig uses either a cloud provider access role or an IAM user\'s keys.', {
          receivedText: `roleId with ${keys.map((k) => (k === 'access_key_id' ? 'accessKeyId' : 'secretAccessKey')).join(' and ')}`,
          allowed: 'roleId alone, or accessKeyId with secretAccessKey',
          fix: 'remove accessKeyId and secretAccessKey (roleId is the recommended way), or remove roleId.',
        });
      }
    },
  },
  regionNameRule(T, (input) => items(input.aws_kms_config).map(([c, i]): [unknown, string] => [c.region, `${at('aws_kms_config', input.aws_kms_config, i)}.region`]),
    { enforcedBy: `${API_SPEC}: AWSKMSConfiguration.region (enum of Atlas region names)` }),
];
