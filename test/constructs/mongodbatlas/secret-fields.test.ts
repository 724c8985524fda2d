/**
 * Every attribute the provider marks sensitive or write-only, of every type the mongodbatlas L2s
 * render, written through the L2 with a number, a list, an object and a string: the value is in no
 * message, warning, policy finding or topology (test/constructs/secret-fields.ts).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, mongodbatlas, TerrainTesting } from '../../../src';
import {
  AlertConfiguration, DatabasePassword, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, EncryptionAtRest, EncryptionAtRestKey,
  NotificationTarget,
} from '../../../src/constructs/mongodbatlas';
import { describeSecretFields, SecretFieldCase } from '../secret-fields';

const projectId = '5f1b2c3d4e5f6a7b8c9d0e1f';
const roleId = '64b1c2d3e4f5a6b7c8d9e0f1';

/** A password user whose password is `password`. */
function user(scope: Construct, password: unknown): void {
  new DatabaseUser(scope, 'User', {
    projectId,
    authentication: DatabaseUserAuthentication.password({ username: 'orders-app', password: password as DatabasePassword }),
    roles: [DatabaseRole.read('orders')],
  });
}

/** An alert that sends to `target`. */
function alert(scope: Construct, target: NotificationTarget): void {
  new AlertConfiguration(scope, 'Alert', { projectId, eventType: 'NO_PRIMARY', notifications: [target] });
}

/** A case of a notification's secret option. */
function notification(attribute: string, factory: string, option: string, make: (v: any) => NotificationTarget): SecretFieldCase {
  return { attribute: `mongodbatlas_alert_configuration.notification.${attribute}`, field: `NotificationTarget.${factory}({ ${option} })`, build: (s, v) => alert(s, make(v)) };
}

/** A case of an encryption key's secret option. */
function key(attribute: string, factory: 'awsKms' | 'azureKeyVault' | 'googleCloudKms', option: string, make: (v: any) => EncryptionAtRestKey): SecretFieldCase {
  const block = { awsKms: 'aws_kms_config', azureKeyVault: 'azure_key_vault_config', googleCloudKms: 'google_cloud_kms_config' }[factory];
  return { attribute: `mongodbatlas_encryption_at_rest.${block}.${attribute}`, field: `EncryptionAtRestKey.${factory}({ ${option} })`, build: (s, v) => { new EncryptionAtRest(s, 'Encryption', { projectId, key: make(v) }); } };
}

const aws = { roleId, customerMasterKeyId: 'alias/atlas', region: 'US_EAST_1' };
const azure = { roleId, subscriptionId: 'sub', resourceGroupName: 'keys', keyVaultName: 'vault', keyIdentifier: 'https://vault/keys/k/1' };

const CASES: SecretFieldCase[] = [
  { attribute: 'mongodbatlas_database_user.password', field: 'DatabaseUserAuthentication.password({ password })', build: (s, v) => user(s, v) },
  { attribute: 'mongodbatlas_database_user.password', field: 'DatabasePassword.fromToken(password)', build: (s, v) => user(s, DatabasePassword.fromToken(v as string)) },
  { attribute: 'mongodbatlas_database_user.password_wo', field: 'DatabasePassword.writeOnly(password, 1)', build: (s, v) => user(s, DatabasePassword.writeOnly(v as string, 1)) },
  notification('api_token', 'slack', 'apiToken', (v) => NotificationTarget.slack({ apiToken: v, channelName: '#db' })),
  notification('datadog_api_key', 'datadog', 'apiKey', (v) => NotificationTarget.datadog({ apiKey: v })),
  notification('microsoft_teams_webhook_url', 'microsoftTeams', 'webhookUrl', (v) => NotificationTarget.microsoftTeams({ webhookUrl: v })),
  notification('ops_genie_api_key', 'opsGenie', 'apiKey', (v) => NotificationTarget.opsGenie({ apiKey: v })),
  notification('service_key', 'pagerDuty', 'serviceKey', (v) => NotificationTarget.pagerDuty({ serviceKey: v })),
  notification('victor_ops_api_key', 'victorOps', 'apiKey', (v) => NotificationTarget.victorOps({ apiKey: v })),
  notification('victor_ops_routing_key', 'victorOps', 'routingKey', (v) => NotificationTarget.victorOps({ integrationId: roleId, routingKey: v })),
  notification('webhook_secret', 'webhook', 'secret', (v) => NotificationTarget.webhook({ url: 'https://hooks.example.com/atlas', secret: v })),
  notification('webhook_url', 'webhook', 'url', (v) => NotificationTarget.webhook({ url: v })),
  key('access_key_id', 'awsKms', 'accessKeyId', (v) => EncryptionAtRestKey.awsKms({ customerMasterKeyId: 'alias/atlas', region: 'US_EAST_1', accessKeyId: v, secretAccessKey: 'wJalr' })),
  key('secret_access_key', 'awsKms', 'secretAccessKey', (v) => EncryptionAtRestKey.awsKms({ customerMasterKeyId: 'alias/atlas', region: 'US_EAST_1', accessKeyId: 'AKIA', secretAccessKey: v })),
  key('customer_master_key_id', 'awsKms', 'customerMasterKeyId', (v) => EncryptionAtRestKey.awsKms({ ...aws, customerMasterKeyId: v })),
  key('client_id', 'azureKeyVault', 'clientId', (v) => EncryptionAtRestKey.azureKeyVault({ ...azure, roleId: undefined, clientId: v, secret: 's', tenantId: 't' })),
  key('secret', 'azureKeyVault', 'secret', (v) => EncryptionAtRestKey.azureKeyVault({ ...azure, roleId: undefined, clientId: 'c', secret: v, tenantId: 't' })),
  key('tenant_id', 'azureKeyVault', 'tenantId', (v) => EncryptionAtRestKey.azureKeyVault({ ...azure, roleId: undefined, clientId: 'c', secret: 's', tenantId: v })),
  key('subscription_id', 'azureKeyVault', 'subscriptionId', (v) => EncryptionAtRestKey.azureKeyVault({ ...azure, subscriptionId: v })),
  key('key_identifier', 'azureKeyVault', 'keyIdentifier', (v) => EncryptionAtRestKey.azureKeyVault({ ...azure, keyIdentifier: v })),
  key('service_account_key', 'googleCloudKms', 'serviceAccountKey', (v) => EncryptionAtRestKey.googleCloudKms({ serviceAccountKey: v, keyVersionResourceId: 'projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1' })),
  key('key_version_resource_id', 'googleCloudKms', 'keyVersionResourceId', (v) => EncryptionAtRestKey.googleCloudKms({ roleId, keyVersionResourceId: v })),
];

const setup = (stack: TerraformStack) => { new mongodbatlas.MongodbatlasProvider(stack, 'atlas'); };

describeSecretFields('mongodbatlas', setup, CASES, {});

/** The values at `path` (`notification.api_token`) in a resource body, through lists. */
function at(body: unknown, path: string[]): unknown[] {
  if (!path.length) return [body];
  if (Array.isArray(body)) return body.flatMap((b) => at(b, path));
  return body !== null && typeof body === 'object' ? at((body as Record<string, unknown>)[path[0]], path.slice(1)) : [];
}

describe('mongodbatlas: every secret-field case reaches its attribute (a token given there is rendered there)', () => {
  for (const c of CASES.filter((x) => x.field !== 'DatabaseUserAuthentication.password({ password })')) {
    test(`${c.field} renders ${c.attribute}`, () => {
      const app = new App();
      const stack = new TerraformStack(app, 'secrets');
      setup(stack);
      // The other secret fields of a case hold literal fillers.
      Checks.of(stack).acknowledge('mongodbatlas:literal-secret', 'the literal fillers of the other fields of the case');
      c.build(new Construct(stack, 'Case'), new TerraformVariable(stack, 'secret', { type: 'string', sensitive: true }).stringValue);
      const [type, ...path] = c.attribute.split('.');
      const bodies = Object.values(TerrainTesting.synthToObject(stack).resource[type] ?? {});
      expect(bodies.flatMap((b) => at(b, path))).toContain('${var.secret}');
    });
  }
});
