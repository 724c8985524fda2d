/**
 * AppConfiguration: an existing instance by guid and region; the provider configuration of its
 * region; its environments, collections and segments; the Lite plan's collection.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { ibm } from '../../../../src';
import { errorOf, GUID, ibmStack, instanceStack, synthDoc, synthError } from '../ibm-util';

const { AppConfiguration, AppConfigurationPlan } = ibm;

test('an instance in the default provider\'s region uses that configuration; its resources name it', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addEnvironment('prod');
  const doc = synthDoc(stack);
  expect(doc.provider.ibm).toEqual([{ region: 'us-south' }]);
  expect(Object.values<any>(doc.resource.ibm_app_config_environment)[0]).toEqual({ guid: GUID, environment_id: 'prod', name: 'prod', provider: 'ibm', lifecycle: { ignore_changes: ['environment_id'] } });
  expect(appConfig.provider).toBe(stack.node.findChild('ibm'));
});

test('an instance in another region gets an aliased configuration with the default\'s other arguments, one per region', () => {
  const stack = new TerraformStack(new App(), 'test');
  new ibm.IbmProvider(stack, 'ibm', { region: 'us-south', ibmcloudTimeout: 120 });
  const a = AppConfiguration.fromGuid(stack, 'A', { guid: GUID, region: 'eu-gb' });
  const b = AppConfiguration.fromGuid(stack, 'B', { guid: '46401ffc-6280-459a-ba98-456aba10d0c7', region: 'eu-gb' });
  a.addCollection('checkout');
  b.addCollection('checkout');
  const doc = synthDoc(stack);
  expect(doc.provider.ibm).toEqual([{ region: 'us-south', ibmcloud_timeout: 120 }, { alias: 'app-configuration-eu-gb', region: 'eu-gb', ibmcloud_timeout: 120 }]);
  expect(Object.values<any>(doc.resource.ibm_app_config_collection).map((c) => c.provider)).toEqual(['ibm.app-configuration-eu-gb', 'ibm.app-configuration-eu-gb']);
  expect(a.provider).toBe(b.provider);
});

test('a provider given in another region is refused', () => {
  const stack = ibmStack();
  const euGb = new ibm.IbmProvider(stack, 'eu', { alias: 'eu', region: 'eu-de' });
  expect(errorOf(() => AppConfiguration.fromGuid(stack, 'A', { guid: GUID, region: 'eu-gb', provider: euGb }))).toMatchInlineSnapshot('"[test/A] provider: has region \'eu-de\', and the instance is in \'eu-gb\': the provider reaches App Configuration at https://<its region>.apprapp.cloud.ibm.com. Received: "test/eu". Allowed: a provider configuration with region \'eu-gb\'. Fix: leave provider unset (an aliased configuration for \'eu-gb\' is made), or pass one with region: \'eu-gb\'."');
  expect(AppConfiguration.fromGuid(stack, 'B', { guid: GUID, region: 'eu-de', provider: euGb }).provider).toBe(euGb);
});

test('a CRN or a region that is none is refused with the fix', () => {
  const stack = ibmStack();
  expect(errorOf(() => AppConfiguration.fromGuid(stack, 'A', { guid: `crn:v1:bluemix:public:apprapp:us-south:a/0123:${GUID}::`, region: 'Dallas' }))).toMatchInlineSnapshot(`
"[test/A] 2 problems:
  - guid: is a CRN, not the guid of the instance. Received: "crn:v1:bluemix:public:apprapp:us-south:a/0123:36401ffc-62...". Allowed: the guid of the instance, e.g. 36401ffc-6280-459a-ba98-456aba10d0c7. Fix: write guid: '36401ffc-6280-459a-ba98-456aba10d0c7' (the CRN's instance part).
  - region: is not an IBM Cloud region. Received: "Dallas". Allowed: a region such as 'us-south', 'eu-gb' or 'jp-tok'. Fix: write the instance's region, e.g. region: 'us-south'."
`);
  expect(stack.node.tryFindChild('A')).toBeUndefined();
});

test('the Lite plan takes one collection; other plans and an unset plan are not judged', () => {
  const lite = instanceStack(AppConfigurationPlan.LITE);
  lite.appConfig.addCollection('checkout');
  expect(() => synthDoc(lite.stack)).not.toThrow();
  lite.appConfig.addCollection('billing');
  expect(synthError(lite.stack)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/AppConfig] plan: is AppConfigurationPlan.LITE, which takes 1 collection, and the instance has 2 (test/AppConfig/checkout, test/AppConfig/billing). Received: 2 collections. Allowed: at most 1 collection on the Lite plan. Fix: keep one collection (flags and properties of several applications can share it), or move the instance to a paid plan and set plan accordingly.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
  const standard = instanceStack(AppConfigurationPlan.STANDARD);
  standard.appConfig.addCollection('checkout');
  standard.appConfig.addCollection('billing');
  expect(() => synthDoc(standard.stack)).not.toThrow();
});

test('the default environment is dev, made once; environmentFromId refers to another', () => {
  const { appConfig } = instanceStack();
  expect(appConfig.defaultEnvironment.environmentId).toBe('dev');
  expect(appConfig.defaultEnvironment).toBe(appConfig.defaultEnvironment);
  expect(appConfig.environmentFromId('Staging', 'staging').environmentId).toBe('staging');
  expect(errorOf(() => appConfig.environmentFromId('Bad', 'my env'))).toMatchInlineSnapshot('"[test/AppConfig] environmentId: has characters the App Configuration API does not take in ids. Received: "my env". Allowed: the environment id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write environmentId: \'my-env\'."');
});

test('an unknown key is refused with its nearest', () => {
  const stack = ibmStack();
  expect(errorOf(() => AppConfiguration.fromGuid(stack, 'A', { guid: GUID, region: 'us-south', regoin: 'x' } as any))).toMatchInlineSnapshot('"[test/A] regoin: unknown option; did you mean region? Received: the key \'regoin\'. Allowed: the options of AppConfigurationProps: guid, region, plan, provider. Fix: write \'region\' instead of \'regoin\'."');
});

test('syncToGit, addKmsIntegration and addEventNotificationsIntegration make their children in an Enterprise instance; another plan is refused', () => {
  const { stack, appConfig } = instanceStack(AppConfigurationPlan.ENTERPRISE);
  const token = new TerraformVariable(stack, 'git_token', { type: 'string', sensitive: true }).stringValue;
  const sync = appConfig.syncToGit('Sync', {
    collection: appConfig.addCollection('checkout'),
    environment: appConfig.defaultEnvironment,
    repository: 'https://api.github.com/repos/acme/app-config',
    branch: 'main',
    filePath: 'config/dev.json',
    token,
    configId: 'checkout-dev',
    configName: 'Checkout (dev)',
  });
  const kms = appConfig.addKmsIntegration('Kms', {
    integrationId: 'kms', kmsInstanceCrn: 'crn:v1:bluemix:public:kms:us-south:a/1:2::', kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: 'root-1',
  });
  const en = appConfig.addEventNotificationsIntegration('En', {
    integrationId: 'en', enInstanceCrn: 'crn:v1:bluemix:public:event-notifications:us-south:a/1:2::', enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com', sourceName: 'app-config',
  });
  expect([sync, kms, en].map((c) => [c.node.path, c.instance])).toEqual([['test/AppConfig/Sync', appConfig], ['test/AppConfig/Kms', appConfig], ['test/AppConfig/En', appConfig]]);
  const doc = synthDoc(stack);
  expect(Object.values<any>(doc.resource.ibm_app_config_snapshot)[0]).toMatchObject({ git_config_name: 'Checkout (dev)', git_token: '${var.git_token}', environment_id: 'dev', collection_id: 'checkout' });
  const lite = instanceStack(AppConfigurationPlan.LITE);
  expect(errorOf(() => lite.appConfig.addKmsIntegration('Kms', {
    integrationId: 'kms', kmsInstanceCrn: 'crn:v1:bluemix:public:kms:us-south:a/1:2::', kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: 'root-1',
  }))).toMatchInlineSnapshot('"[test/AppConfig/Kms] instance: is an instance of the LITE plan (lite): a Key Protect or Hyper Protect Crypto Services integration is offered on the Enterprise plan only. Received: the IAppConfiguration \'test/AppConfig\' of plan AppConfigurationPlan.LITE. Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset."');
});

test('a Git sync waits for the collection and the environment this app makes', () => {
  const { stack, appConfig } = instanceStack(AppConfigurationPlan.ENTERPRISE);
  appConfig.syncToGit('Sync', {
    collection: appConfig.addCollection('checkout'),
    environment: appConfig.addEnvironment('prod'),
    repository: 'https://api.github.com/repos/acme/app-config',
    branch: 'main',
    filePath: 'config/prod.json',
    token: new TerraformVariable(stack, 'git_token', { type: 'string', sensitive: true }).stringValue,
    configId: 'checkout-prod',
    configName: 'Checkout (prod)',
  });
  expect(Object.values<any>(synthDoc(stack).resource.ibm_app_config_snapshot)[0].depends_on).toEqual([
    'ibm_app_config_collection.AppConfig_checkout_CA06A5A3', 'ibm_app_config_environment.AppConfig_prod_5F332DD7',
  ]);
});

test('the Lite plan counts the collections of the instance however they were made (new Collection, another handle of the same guid)', () => {
  const { stack, appConfig } = instanceStack(AppConfigurationPlan.LITE);
  new ibm.Collection(stack, 'C1', { instance: appConfig });
  new ibm.Collection(stack, 'C2', { instance: AppConfiguration.fromGuid(stack, 'Same', { guid: GUID, region: 'us-south' }) });
  expect(synthError(stack)).toContain('[test/AppConfig] plan: is AppConfigurationPlan.LITE, which takes 1 collection, and the instance has 2 (test/C1, test/C2).');
});
