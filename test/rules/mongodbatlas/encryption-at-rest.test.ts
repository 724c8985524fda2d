import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, LITERAL_SECRET, secret, synth } from '../../util';
import { errorLines, ruleWarnings } from '../findings';

type Config = mongodbatlas.MongodbatlasEncryptionAtRestConfig;
const R = 'rule:mongodbatlas_encryption_at_rest';
const PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
const ROLE = '6568f0c3a8d2b64e9d8a1b2f';

function make(config: (s: any) => Config, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'e', config(s));
  });
}

describe('mongodbatlas_encryption_at_rest type rules', () => {
  test('a valid config has no findings', () => {
    const r = make((s) => ({
      projectId: PROJECT,
      awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'cmk'), region: 'US_EAST_1', roleId: ROLE },
      googleCloudKmsConfig: { enabled: true, serviceAccountKey: secret(s, 'sak'), keyVersionResourceId: secret(s, 'kv') },
    }));
    expect(r.warnings).toEqual([]);
  });

  test('disable-by-removing (warning)', () => {
    const r = make((s) => ({
      projectId: PROJECT,
      awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'cmk'), region: 'US_EAST_1', roleId: ROLE },
      azureKeyVaultConfig: { enabled: false },
    }));
    expect(r.warnings).toEqual([
      `test/e: [${R}/disable-by-removing] azureKeyVaultConfig.enabled: false can leave encryption at rest in an inconsistent state. Received: false. Allowed: true, or unset. Fix: to disable encryption at rest, remove the encryption-at-rest resource instead of setting azureKeyVaultConfig.enabled to false.`,
    ]);
  });

  test('aws-kms-role-or-keys (the provider validator) and atlas-region-name (the API enum)', () => {
    expect(errorLines(errorOf(() => make((s) => ({ projectId: PROJECT, awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'cmk'), region: 'US_EAST_1', roleId: ROLE, accessKeyId: 'AKIAEXAMPLEKEY' } }))))).toEqual([
      `[test/e] [${R}/aws-kms-role-or-keys] awsKmsConfig.roleId: cannot be set together with access keys: awsKmsConfig uses either a cloud provider access role or an IAM user's keys. Received: roleId with accessKeyId. Allowed: roleId alone, or accessKeyId with secretAccessKey. Fix: remove accessKeyId and secretAccessKey (roleId is the recommended way), or remove roleId.`,
    ]);
    expect(make((s) => ({ projectId: PROJECT, awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'cmk'), region: 'EU_CENTRAL_1', accessKeyId: secret(s, 'ak'), secretAccessKey: secret(s, 'sk') } })).warnings).toEqual([]);
    expect(errorLines(errorOf(() => make((s) => ({ projectId: PROJECT, awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'cmk'), region: 'eu-central-1', roleId: ROLE } }))))).toEqual([
      `[test/e] [${R}/atlas-region-name] awsKmsConfig.region: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: "eu-central-1". Allowed: 'EU_CENTRAL_1' (the Atlas name of this region). Fix: set region to 'EU_CENTRAL_1'.`,
    ]);
  });

  test('service-account-key-json', () => {
    // a literal valid JSON key passes this rule (the literal secret itself warns, as every literal secret does)
    const ok = make(() => ({ projectId: PROJECT, googleCloudKmsConfig: { enabled: true, serviceAccountKey: '{"type":"service_account","project_id":"p"}' } }));
    expect(ruleWarnings(ok.warnings)).toEqual([]);
    expect(ok.warnings).toEqual([`test/e: [terrain:literal-secret] googleCloudKmsConfig.serviceAccountKey ${LITERAL_SECRET}`]);
    expect(ruleWarnings(make(() => ({ projectId: PROJECT, googleCloudKmsConfig: { enabled: true, serviceAccountKey: "{type: 'service_account'}" } })).warnings)).toEqual([
      `test/e: [${R}/service-account-key-json] googleCloudKmsConfig.serviceAccountKey: is not valid JSON. Received: a string of 25 characters that does not parse as JSON. Allowed: the service account key file (JSON) as a string. Fix: pass the content of the JSON key file unchanged, e.g. Fn.file(...) or a sensitive TerraformVariable.`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => ({
      projectId: PROJECT,
      googleCloudKmsConfig: { enabled: new TerraformVariable(s, 'en', { type: 'bool' }).booleanValue, serviceAccountKey: `{${secret(s, 'part')}` },
    }));
    expect(ruleWarnings(r.warnings)).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make(() => ({ projectId: PROJECT, googleCloudKmsConfig: { serviceAccountKey: 'not json' } }),
      (s) => Checks.of(s).acknowledge(`${R}/service-account-key-json`, 'the key is rewritten by a wrapper module'));
    expect(ruleWarnings(r.warnings)).toEqual([`test/e: [${R}/service-account-key-json] googleCloudKmsConfig.serviceAccountKey: is not valid JSON. Received: a string of 8 characters that does not parse as JSON. Allowed: the service account key file (JSON) as a string. Fix: pass the content of the JSON key file unchanged, e.g. Fn.file(...) or a sensitive TerraformVariable. Acknowledged: the key is rewritten by a wrapper module`]);
  });
});
