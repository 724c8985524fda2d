/**
 * IBM Cloud App Configuration from code: an existing instance with two environments, a collection
 * for the checkout application, two segments, a boolean flag rolled out to beta testers first, a
 * JSON string flag, a numeric property per environment and a property that refers to a Secrets
 * Manager secret. The values follow the provider's acceptance tests and docs
 * (ibm/service/appconfiguration/*_test.go, website/docs/r/app_config_*.html.markdown). The L2s
 * write the values as the provider's strings, the targeting rules' order (1..N in call order) and
 * rollout, and the provider configuration of the instance's region.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../src';

const { AppConfiguration, FeatureListLookup, IbmCloudAuth, IbmCloudProvider, PropertyValue, SegmentRule, StringFormat } = ibm;

export class IbmStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    // The API key is a secret: a sensitive variable, never a literal.
    const apiKey = new TerraformVariable(this, 'ibmcloud_api_key', { type: 'string', sensitive: true }).stringValue;
    IbmCloudProvider.configure(this, 'ibm', { auth: IbmCloudAuth.apiKey(apiKey), region: 'us-south' });

    // The instance exists (its guid comes from its service credentials); its resources use the
    // provider configuration of its region.
    const guid = new TerraformVariable(this, 'app_config_guid', { type: 'string' }).stringValue;
    const appConfig = AppConfiguration.fromGuid(this, 'AppConfig', { guid, region: 'us-south' });

    const staging = appConfig.addEnvironment('staging', { name: 'Staging', color: '#FDD13A', tags: ['pre-production'] });
    const prod = appConfig.addEnvironment('prod', { name: 'Production', color: '#0F62FE', description: 'What customers use' });
    const checkout = appConfig.addCollection('checkout', { name: 'Checkout', description: 'The checkout web application' });

    // Segments: an entity is in a segment when it matches all of its rules, and matches a rule when
    // it matches any of the rule's values.
    const betaTesters = appConfig.addSegment('beta-testers', {
      name: 'Beta testers',
      rules: [SegmentRule.attribute('email').endsWith('@example.com', '@example.org')],
    });
    const largeAccounts = appConfig.addSegment('large-accounts', {
      rules: [SegmentRule.attribute('seats').greaterThanOrEquals(100), SegmentRule.attribute('country').isOneOf(['US', 'CA'])],
    });

    // A boolean flag, on in production for 10% of everyone, for every beta tester, and for no large
    // account yet: the first rule that matches is served.
    prod.booleanFlag('new-checkout', { name: 'New checkout', enabled: true, rollout: 10, collections: [checkout] })
      .target([betaTesters], { value: true })
      .target([largeAccounts], { value: false });

    // A string flag of format JSON: its values are objects.
    prod.stringFlag('checkout-theme', {
      format: StringFormat.JSON,
      enabledValue: { palette: 'dark', accent: '#0F62FE' },
      disabledValue: { palette: 'light', accent: '#161616' },
      collections: [checkout],
    });

    // A numeric property with its value in staging, and a secret reference in production (a
    // property, like a flag, exists in every environment: it is made in one, with its value there).
    staging.addProperty('checkout-timeout', { value: PropertyValue.numeric(60), collections: [checkout] });
    const secretsManager = new TerraformVariable(this, 'secrets_manager_crn', { type: 'string' }).stringValue;
    prod.addProperty('payments-api-key', {
      value: PropertyValue.secretRef({ secretsManagerCrn: secretsManager, secretId: '0b5571f7-21e6-42b7-91c5-3f5ac9793a46', secretType: 'arbitrary' }),
      collections: [checkout],
    });

    new TerraformOutput(this, 'checkout_collection', { value: checkout.collectionId });

    // What production holds, read at plan: with a limit, the data source reads one page from the
    // offset (the first 50 flags here), not every page.
    const prodFlags = new FeatureListLookup(this, 'ProdFlags', { environment: prod, limit: 50, offset: 0 });
    new TerraformOutput(this, 'prod_flag_ids', { value: prodFlags.featureIds });
  }
}
