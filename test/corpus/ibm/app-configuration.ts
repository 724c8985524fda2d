/**
 * IBM Cloud App Configuration, after the provider's resource and data source acceptance tests
 * (ibm/service/appconfiguration/*_test.go) and website/docs/{r,d}/app_config_*.html.markdown: an
 * instance's environments, collections and segments; feature flags and properties of every type,
 * targeted at segments; its Key Protect and Event Notifications integrations; a git snapshot; and
 * every data source reading them back. The instance guid is an input; secrets are sensitive
 * variables; structured values are written with Fn.jsonencode.
 */
import { Fn, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../../../src';
import { CorpusApp, input, sensitive } from '../corpus';
import { ibmProvider } from './provider';

/** The App Configuration instance (its guid, from the service credentials or ibm_resource_instance.guid). */
function instance(scope: Construct): string {
  return input(scope, 'app_config_guid', 'GUID of the App Configuration instance.', '36401ffc-6280-459a-ba98-456aba10d0c7');
}

class FeatureFlagsAndProperties extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this, 'us-south');
    const guid = instance(this);
    const prod = new ibm.IbmAppConfigEnvironment(this, 'prod', { guid, environmentId: 'prod', name: 'Production', description: 'Live traffic', tags: 'team:web', colorCode: '#FF0000' });
    const web = new ibm.IbmAppConfigCollection(this, 'web', { guid, collectionId: 'web-frontend', name: 'Web frontend', description: 'Flags the web frontend reads', tags: 'team:web' });
    const beta = new ibm.IbmAppConfigSegment(this, 'beta', {
      guid,
      segmentId: 'beta-testers',
      name: 'Beta testers',
      description: 'Employees and opted-in customers',
      rules: [
        { attributeName: 'email', operator: 'endsWith', values: ['@example.com'] },
        { attributeName: 'plan', operator: 'is', values: ['beta'] },
      ],
    });
    const toBeta = (value: string, order: number, rolloutPercentage?: number) => ({
      rules: [{ segments: [beta.segmentId] }], value, order, rolloutPercentage,
    });
    new ibm.IbmAppConfigFeature(this, 'checkout', {
      guid,
      environmentId: prod.environmentId,
      featureId: 'one-click-checkout',
      name: 'One-click checkout',
      type: 'BOOLEAN',
      enabledValue: 'true',
      disabledValue: 'false',
      enabled: true,
      rolloutPercentage: 80,
      description: 'Checkout without the cart page',
      tags: 'checkout',
      collections: [{ collectionId: web.collectionId }],
      segmentRules: [toBeta('true', 1, 100)],
    });
    new ibm.IbmAppConfigFeature(this, 'page_size', {
      guid,
      environmentId: prod.environmentId,
      featureId: 'search-page-size',
      name: 'Search page size',
      type: 'NUMERIC',
      enabledValue: '50',
      disabledValue: '20',
      enabled: false,
      segmentRules: [toBeta('100', 1, 100)],
    });
    new ibm.IbmAppConfigFeature(this, 'banner', {
      guid,
      environmentId: prod.environmentId,
      featureId: 'home-banner',
      name: 'Home banner',
      type: 'STRING',
      format: 'TEXT',
      enabledValue: 'Spring sale: 20% off',
      disabledValue: 'Welcome',
    });
    new ibm.IbmAppConfigFeature(this, 'layout', {
      guid,
      environmentId: prod.environmentId,
      featureId: 'product-layout',
      name: 'Product layout',
      type: 'STRING',
      format: 'JSON',
      enabledValue: Fn.jsonencode({ layout: 'grid', columns: 4 }),
      disabledValue: '{"layout": "list"}',
    });
    new ibm.IbmAppConfigProperty(this, 'timeout', {
      guid,
      environmentId: prod.environmentId,
      propertyId: 'api-timeout-ms',
      name: 'API timeout (ms)',
      type: 'NUMERIC',
      value: '3000',
      collections: [{ collectionId: web.collectionId }],
      segmentRules: [toBeta('5000', 1)],
    });
    new ibm.IbmAppConfigProperty(this, 'maintenance', { guid, environmentId: prod.environmentId, propertyId: 'maintenance-mode', name: 'Maintenance mode', type: 'BOOLEAN', value: 'false' });
    new ibm.IbmAppConfigProperty(this, 'theme', {
      guid,
      environmentId: prod.environmentId,
      propertyId: 'theme',
      name: 'Theme',
      type: 'STRING',
      format: 'YAML',
      value: 'primary: "#0f62fe"\nfont: IBM Plex Sans\n',
      tags: 'design',
    });
    new ibm.IbmAppConfigProperty(this, 'payment_key', {
      guid,
      environmentId: prod.environmentId,
      propertyId: 'payment-api-key',
      name: 'Payment API key',
      type: 'SECRETREF',
      value: Fn.jsonencode({ secret_type: 'arbitrary', id: input(this, 'payment_secret_id', 'Secrets Manager secret of the payment API key.'), sm_instance_crn: input(this, 'secrets_manager_crn', 'CRN of the Secrets Manager instance.') }),
      description: 'Reference to the payment API key in Secrets Manager',
    });
  }
}

class IntegrationsAndSnapshot extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this, 'us-south');
    const guid = instance(this);
    new ibm.IbmAppConfigIntegrationKms(this, 'kms', {
      guid,
      integrationId: 'key-protect',
      kmsInstanceCrn: input(this, 'key_protect_crn', 'CRN of the Key Protect instance.'),
      kmsEndpoint: 'https://us-south.kms.cloud.ibm.com',
      rootKeyId: input(this, 'root_key_id', 'Root key that encrypts the instance data.'),
    });
    new ibm.IbmAppConfigIntegrationEn(this, 'en', {
      guid,
      integrationId: 'event-notifications',
      enInstanceCrn: input(this, 'event_notifications_crn', 'CRN of the Event Notifications instance.'),
      enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com',
      enSourceName: 'app-configuration',
      description: 'Flag changes to the on-call channel',
    });
    new ibm.IbmAppConfigSnapshot(this, 'snapshot', {
      guid,
      gitConfigId: 'prod-web-snapshot',
      gitConfigName: 'Production web snapshot',
      collectionId: 'web-frontend',
      environmentId: 'prod',
      gitUrl: 'https://github.example.com/api/v3/repos/web/flags',
      gitBranch: 'main',
      gitFilePath: 'snapshots/prod.json',
      gitToken: sensitive(this, 'git_token', 'Token that may write to the snapshot repository.'),
      action: 'promote',
    });
  }
}

class DataSources extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this, 'us-south');
    const guid = instance(this);
    const out = (name: string, value: unknown) => new TerraformOutput(this, `${name}_out`, { value });
    out('environment', new ibm.DataIbmAppConfigEnvironment(this, 'environment', { guid, environmentId: 'prod', expand: true }).name);
    out('environments', new ibm.DataIbmAppConfigEnvironments(this, 'environments', { guid, tags: 'team:web', expand: true, limit: 10, offset: 0 }).totalCount);
    out('collection', new ibm.DataIbmAppConfigCollection(this, 'collection', { guid, collectionId: 'web-frontend', expand: true, include: ['features', 'properties'] }).featuresCount);
    out('collections', new ibm.DataIbmAppConfigCollections(this, 'collections', { guid, expand: true, include: ['features'], limit: 10 }).totalCount);
    out('feature', new ibm.DataIbmAppConfigFeature(this, 'feature', { guid, environmentId: 'prod', featureId: 'one-click-checkout', includes: 'collections' }).enabled);
    out('features', new ibm.DataIbmAppConfigFeatures(this, 'features', {
      guid, environmentId: 'prod', collections: ['web-frontend'], segments: ['beta-testers'], tags: 'checkout', sort: 'created_time', expand: true, includes: ['collections', 'rules'], limit: 20, offset: 0,
    }).totalCount);
    out('property', new ibm.DataIbmAppConfigProperty(this, 'property', { guid, environmentId: 'prod', propertyId: 'api-timeout-ms', include: 'collections' }).value);
    out('properties', new ibm.DataIbmAppConfigProperties(this, 'properties', {
      guid, environmentId: 'prod', collections: ['web-frontend'], sort: 'created_time', expand: true, include: ['collections'], limit: 20,
    }).totalCount);
    out('segment', new ibm.DataIbmAppConfigSegment(this, 'segment', { guid, segmentId: 'beta-testers', includes: ['features', 'properties'] }).name);
    out('segments', new ibm.DataIbmAppConfigSegments(this, 'segments', { guid, tags: 'team:web', include: 'rules', expand: true, sort: 'created_time', limit: 10 }).id);
    out('snapshot', new ibm.DataIbmAppConfigSnapshot(this, 'snapshot', { guid, gitConfigId: 'prod-web-snapshot' }).lastSyncTime);
    out('snapshots', new ibm.DataIbmAppConfigSnapshots(this, 'snapshots', { guid, collectionId: 'web-frontend', environmentId: 'prod', limit: 10 }).totalCount);
    out('integrations', new ibm.DataIbmAppConfigIntegrations(this, 'integrations', { guid, limit: 10, offset: 0 }).totalCount);
    out('kms_key_status', new ibm.DataIbmAppConfigIntegrationKms(this, 'kms', { guid, integrationId: 'key-protect' }).keyStatus);
    out('en_source', new ibm.DataIbmAppConfigIntegrationEn(this, 'en', { guid, integrationId: 'event-notifications' }).enSourceId);
  }
}

/** A STRING property without a format: formatValue refuses it at apply, so synth fails (the app is not in the corpus list). */
export class StringPropertyWithoutFormat extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this, 'us-south');
    new ibm.IbmAppConfigProperty(this, 'greeting', { guid: instance(this), environmentId: 'prod', propertyId: 'greeting', name: 'Greeting', type: 'STRING', value: 'Hello' });
  }
}

export const APPS: CorpusApp[] = [
  {
    name: 'environments, collections, segments, and flags and properties of every type',
    after: 'resource_ibm_app_config_*_test.go; website/docs/r/app_config_feature.html.markdown, app_config_property.html.markdown',
    build: (s, id) => new FeatureFlagsAndProperties(s, id),
  },
  { name: 'Key Protect and Event Notifications integrations, and a git snapshot', after: 'website/docs/r/app_config_integration_*.html.markdown, app_config_snapshot.html.markdown', build: (s, id) => new IntegrationsAndSnapshot(s, id) },
  { name: 'every App Configuration data source', after: 'data_source_ibm_app_config_*_test.go; website/docs/d/app_config_*.html.markdown', build: (s, id) => new DataSources(s, id) },
];
