/**
 * The eight App Configuration resources: realistic configurations render as the provider expects
 * (blocks as lists, values as strings whatever the flag type), computed outputs resolve to
 * Terraform references, the git token stays secret, and every resource documents and imports by
 * its `<guid>/<id>` id.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, resource, secret, stack, synth } from '../../util';

const GENERATED = path.join(__dirname, '..', '..', '..', 'src', 'generated', 'ibm');
/** GUID of the App Configuration instance (from its service credentials). */
const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const ACCOUNT_ID = 'b8f16fa3e64f4e6b9a0bd1c2f0e3a4d5';
const EN_CRN = `crn:v1:bluemix:public:event-notifications:us-south:a/${ACCOUNT_ID}:9a6c0a35-3b52-4f9e-8d6f-1c2b3a4d5e6f::`;
const KMS_CRN = `crn:v1:bluemix:public:kms:us-south:a/${ACCOUNT_ID}:c7d3e1f2-8a4b-4c5d-9e6f-0a1b2c3d4e5f::`;
const ROOT_KEY_ID = '12e8c9c2-a162-472d-b7d6-8b9a86b815a6';

/** A stack with the ibm provider in the region of the App Configuration instance. */
function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: secret(s, 'ibmcloud_api_key'), region: 'us-south' });
    build(s);
  });
}

describe('App Configuration resources', () => {
  test('ibm_app_config_environment: a production environment with colour and tags', () => {
    const { doc, warnings } = withProvider((s) => {
      const env = new ibm.IbmAppConfigEnvironment(s, 'prod', {
        guid: GUID,
        environmentId: 'prod',
        name: 'Production',
        description: 'Customer-facing production environment',
        tags: 'tier:prod, team:payments',
        colorCode: '#FDD13A',
      });
      new TerraformOutput(s, 'env_href', { value: env.href });
      new TerraformOutput(s, 'env_created', { value: env.createdTime });
    });
    expect(ibm.IbmAppConfigEnvironment.tfResourceType).toBe('ibm_app_config_environment');
    const body = resource(doc, 'ibm_app_config_environment', 'prod');
    expect(body).toEqual({
      guid: GUID,
      environment_id: 'prod',
      name: 'Production',
      description: 'Customer-facing production environment',
      tags: 'tier:prod, team:payments',
      color_code: '#FDD13A',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      env_href: { value: '${ibm_app_config_environment.prod.href}' },
      env_created: { value: '${ibm_app_config_environment.prod.created_time}' },
    });
    expect(warnings).toEqual([]);
  });

  test('ibm_app_config_collection: a collection per micro-service, with its counts as outputs', () => {
    const { doc } = withProvider((s) => {
      const c = new ibm.IbmAppConfigCollection(s, 'checkout', {
        guid: GUID,
        collectionId: 'checkout-service',
        name: 'Checkout service',
        description: 'Flags and properties read by the checkout micro-service',
        tags: 'service:checkout',
      });
      new TerraformOutput(s, 'features_count', { value: c.featuresCount });
      new TerraformOutput(s, 'collection_id', { value: c.id });
    });
    expect(ibm.IbmAppConfigCollection.tfResourceType).toBe('ibm_app_config_collection');
    const body = resource(doc, 'ibm_app_config_collection', 'checkout');
    expect(body).toEqual({
      guid: GUID,
      collection_id: 'checkout-service',
      name: 'Checkout service',
      description: 'Flags and properties read by the checkout micro-service',
      tags: 'service:checkout',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      features_count: { value: '${ibm_app_config_collection.checkout.features_count}' },
      collection_id: { value: '${ibm_app_config_collection.checkout.id}' },
    });
  });

  test('ibm_app_config_segment: beta testers by e-mail domain (at least one rule)', () => {
    const { doc } = withProvider((s) => {
      const seg = new ibm.IbmAppConfigSegment(s, 'beta', {
        guid: GUID,
        segmentId: 'beta-testers',
        name: 'Beta testers',
        description: 'Employees and invited customers',
        tags: 'cohort:beta',
        rules: [
          { attributeName: 'email', operator: 'endsWith', values: ['@example.com', '@partner.example.org'] },
          { attributeName: 'country', operator: 'is', values: ['DE', 'FR'] },
        ],
      });
      new TerraformOutput(s, 'first_rule_operator', { value: seg.rules.get(0).operator });
    });
    expect(ibm.IbmAppConfigSegment.tfResourceType).toBe('ibm_app_config_segment');
    const body = resource(doc, 'ibm_app_config_segment', 'beta');
    expect(body).toEqual({
      guid: GUID,
      segment_id: 'beta-testers',
      name: 'Beta testers',
      description: 'Employees and invited customers',
      tags: 'cohort:beta',
      rules: [
        { attribute_name: 'email', operator: 'endsWith', values: ['@example.com', '@partner.example.org'] },
        { attribute_name: 'country', operator: 'is', values: ['DE', 'FR'] },
      ],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_rule_operator).toEqual({ value: '${ibm_app_config_segment.beta.rules[0].operator}' });
  });

  test('ibm_app_config_segment: rules are required, and a rule must hold its values', () => {
    expect(errorOf(() => new ibm.IbmAppConfigSegment(stack(), 'seg', { guid: GUID, segmentId: 'beta', name: 'Beta' } as any)))
      .toContain('rules: is required.');
    expect(errorOf(() => new ibm.IbmAppConfigSegment(stack(), 'seg', {
      guid: GUID, segmentId: 'beta', name: 'Beta', rules: [{ attributeName: 'email', operator: 'endsWith' }],
    } as any))).toContain('rules[0].values: is required.');
  });

  test('ibm_app_config_feature: a boolean flag with a rollout, segment targeting and collections, wired to other resources', () => {
    const { doc, warnings } = withProvider((s) => {
      const env = new ibm.IbmAppConfigEnvironment(s, 'prod', { guid: GUID, environmentId: 'prod', name: 'Production' });
      const coll = new ibm.IbmAppConfigCollection(s, 'checkout', { guid: GUID, collectionId: 'checkout-service', name: 'Checkout service' });
      const seg = new ibm.IbmAppConfigSegment(s, 'beta', {
        guid: GUID,
        segmentId: 'beta-testers',
        name: 'Beta testers',
        rules: [{ attributeName: 'email', operator: 'endsWith', values: ['@example.com'] }],
      });
      const flag = new ibm.IbmAppConfigFeature(s, 'one_click', {
        guid: GUID,
        environmentId: env.environmentId,
        featureId: 'one-click-checkout',
        name: 'One-click checkout',
        description: 'Skip the review step for returning customers',
        type: 'BOOLEAN',
        enabledValue: 'true',
        disabledValue: 'false',
        enabled: true,
        rolloutPercentage: 25,
        tags: 'release:2024.06',
        segmentRules: [{
          order: 1,
          value: 'true',
          rolloutPercentage: 100,
          rules: [{ segments: [seg.segmentId] }],
        }],
        collections: [{ collectionId: coll.collectionId }],
      });
      new TerraformOutput(s, 'segment_exists', { value: flag.segmentExists });
      new TerraformOutput(s, 'first_rule_order', { value: flag.segmentRules.get(0).order });
      new TerraformOutput(s, 'first_collection', { value: flag.collections.get(0).collectionId });
    });
    expect(ibm.IbmAppConfigFeature.tfResourceType).toBe('ibm_app_config_feature');
    const body = resource(doc, 'ibm_app_config_feature', 'one_click');
    expect(body).toEqual({
      guid: GUID,
      environment_id: '${ibm_app_config_environment.prod.environment_id}',
      feature_id: 'one-click-checkout',
      name: 'One-click checkout',
      description: 'Skip the review step for returning customers',
      type: 'BOOLEAN',
      enabled_value: 'true',
      disabled_value: 'false',
      enabled: true,
      rollout_percentage: 25,
      tags: 'release:2024.06',
      segment_rules: [{
        order: 1,
        value: 'true',
        rollout_percentage: 100,
        rules: [{ segments: ['${ibm_app_config_segment.beta.segment_id}'] }],
      }],
      collections: [{ collection_id: '${ibm_app_config_collection.checkout.collection_id}' }],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      segment_exists: { value: '${ibm_app_config_feature.one_click.segment_exists}' },
      first_rule_order: { value: '${ibm_app_config_feature.one_click.segment_rules[0].order}' },
      first_collection: { value: '${ibm_app_config_feature.one_click.collections[0].collection_id}' },
    });
    expect(warnings).toEqual([]);
  });

  test('ibm_app_config_feature: a STRING flag with format JSON carries its values as strings', () => {
    const { doc } = withProvider((s) => {
      new ibm.IbmAppConfigFeature(s, 'banner', {
        guid: GUID,
        environmentId: 'dev',
        featureId: 'promo-banner',
        name: 'Promo banner',
        type: 'STRING',
        format: 'JSON',
        enabledValue: '{"text":"Summer sale","color":"#FF6F00"}',
        disabledValue: '{"text":""}',
        collections: [{ collectionId: 'web-frontend' }, { collectionId: 'mobile-app' }],
      });
    });
    expect(resource(doc, 'ibm_app_config_feature', 'banner')).toEqual({
      guid: GUID,
      environment_id: 'dev',
      feature_id: 'promo-banner',
      name: 'Promo banner',
      type: 'STRING',
      format: 'JSON',
      enabled_value: '{"text":"Summer sale","color":"#FF6F00"}',
      disabled_value: '{"text":""}',
      collections: [{ collection_id: 'web-frontend' }, { collection_id: 'mobile-app' }],
    });
  });

  test('ibm_app_config_feature: a number as enabled value, a missing name and a rule without segments are rejected', () => {
    const base = { guid: GUID, environmentId: 'dev', featureId: 'max-items', name: 'Max items', type: 'NUMERIC', enabledValue: '50', disabledValue: '10' };
    expect(errorOf(() => new ibm.IbmAppConfigFeature(stack(), 'f', { ...base, enabledValue: 50 } as any)))
      .toContain('enabledValue: expected a string.');
    const { name: _name, ...noName } = base;
    expect(errorOf(() => new ibm.IbmAppConfigFeature(stack(), 'f', noName as any))).toContain('name: is required.');
    expect(errorOf(() => new ibm.IbmAppConfigFeature(stack(), 'f', { ...base, segmentRules: [{ order: 1, value: '99' }] } as any)))
      .toContain('segmentRules[0].rules: is required.');
  });

  test('ibm_app_config_property: a SECRETREF property and a NUMERIC one with per-segment values', () => {
    const { doc } = withProvider((s) => {
      const p = new ibm.IbmAppConfigProperty(s, 'db_password', {
        guid: GUID,
        environmentId: 'prod',
        propertyId: 'db-password',
        name: 'Database password',
        description: 'Reference to the secret in Secrets Manager',
        type: 'SECRETREF',
        value: JSON.stringify({
          secret_type: 'username_password',
          id: 'a5e7d5b2-9c1f-4e3a-8b6d-0f2c4e6a8b1d',
          sm_instance_crn: `crn:v1:bluemix:public:secrets-manager:us-south:a/${ACCOUNT_ID}:0b5571f7-21e6-42b7-91c5-3f5ac9793a46::`,
        }),
        tags: 'owner:dba',
        collections: [{ collectionId: 'checkout-service' }],
      });
      new ibm.IbmAppConfigProperty(s, 'page_size', {
        guid: GUID,
        environmentId: 'prod',
        propertyId: 'page-size',
        name: 'Page size',
        type: 'NUMERIC',
        value: '20',
        segmentRules: [{ order: 1, value: '50', rules: [{ segments: ['beta-testers', 'internal-staff'] }] }],
      });
      new TerraformOutput(s, 'evaluated', { value: p.evaluationTime });
    });
    expect(ibm.IbmAppConfigProperty.tfResourceType).toBe('ibm_app_config_property');
    const secretRef = resource(doc, 'ibm_app_config_property', 'db_password');
    expect(secretRef).toEqual({
      guid: GUID,
      environment_id: 'prod',
      property_id: 'db-password',
      name: 'Database password',
      description: 'Reference to the secret in Secrets Manager',
      type: 'SECRETREF',
      value: `{"secret_type":"username_password","id":"a5e7d5b2-9c1f-4e3a-8b6d-0f2c4e6a8b1d","sm_instance_crn":"crn:v1:bluemix:public:secrets-manager:us-south:a/${ACCOUNT_ID}:0b5571f7-21e6-42b7-91c5-3f5ac9793a46::"}`,
      tags: 'owner:dba',
      collections: [{ collection_id: 'checkout-service' }],
    });
    const numeric = resource(doc, 'ibm_app_config_property', 'page_size');
    expect(numeric).toEqual({
      guid: GUID,
      environment_id: 'prod',
      property_id: 'page-size',
      name: 'Page size',
      type: 'NUMERIC',
      value: '20',
      segment_rules: [{ order: 1, value: '50', rules: [{ segments: ['beta-testers', 'internal-staff'] }] }],
    });
    expectSnakeCaseOnly(secretRef);
    expectSnakeCaseOnly(numeric);
    expect(doc.output.evaluated).toEqual({ value: '${ibm_app_config_property.db_password.evaluation_time}' });
  });

  test('ibm_app_config_snapshot: a git configuration with the token from a sensitive variable; a literal token warns', () => {
    const { doc, warnings } = withProvider((s) => {
      const snap = new ibm.IbmAppConfigSnapshot(s, 'prod_to_git', {
        guid: GUID,
        gitConfigId: 'checkout-prod-git',
        gitConfigName: 'Checkout prod snapshot',
        collectionId: 'checkout-service',
        environmentId: 'prod',
        gitUrl: 'https://github.com/acme/app-config',
        gitBranch: 'main',
        gitFilePath: 'snapshots/checkout/prod.json',
        gitToken: secret(s, 'github_token'),
        action: 'promote',
      });
      new TerraformOutput(s, 'collection_name', { value: snap.collection.get(0).collectionName });
      new TerraformOutput(s, 'environment_color', { value: snap.environment.get(0).colorCode });
    });
    expect(ibm.IbmAppConfigSnapshot.tfResourceType).toBe('ibm_app_config_snapshot');
    const body = resource(doc, 'ibm_app_config_snapshot', 'prod_to_git');
    expect(body).toEqual({
      guid: GUID,
      git_config_id: 'checkout-prod-git',
      git_config_name: 'Checkout prod snapshot',
      collection_id: 'checkout-service',
      environment_id: 'prod',
      git_url: 'https://github.com/acme/app-config',
      git_branch: 'main',
      git_file_path: 'snapshots/checkout/prod.json',
      git_token: '${var.github_token}',
      action: 'promote',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      collection_name: { value: '${ibm_app_config_snapshot.prod_to_git.collection[0].collection_name}' },
      environment_color: { value: '${ibm_app_config_snapshot.prod_to_git.environment[0].color_code}' },
    });
    expect(warnings).toEqual([]);

    const literal = withProvider((s) => {
      new ibm.IbmAppConfigSnapshot(s, 'snap', {
        guid: GUID,
        gitConfigId: 'checkout-prod-git',
        gitConfigName: 'Checkout prod snapshot',
        collectionId: 'checkout-service',
        environmentId: 'prod',
        gitUrl: 'https://github.com/acme/app-config',
        gitBranch: 'main',
        gitFilePath: 'snapshots/checkout/prod.json',
        gitToken: 'ghp_8Zt4Qx2Lm9Vb6Nc1Rd7Ke3Wy5Ps0Hj4Fa2Ug',
      });
    });
    expect(literal.warnings).toEqual([`test/snap: [terrain:literal-secret] gitToken ${LITERAL_SECRET}`]);
  });

  test('ibm_app_config_integration_en: publishes changes to an Event Notifications instance', () => {
    const { doc } = withProvider((s) => {
      const en = new ibm.IbmAppConfigIntegrationEn(s, 'notifications', {
        guid: GUID,
        integrationId: 'en-integration',
        enInstanceCrn: EN_CRN,
        enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com',
        enSourceName: 'app-config-checkout',
        description: 'Notify the on-call channel of flag changes',
      });
      new TerraformOutput(s, 'integration_type', { value: en.integrationType });
    });
    expect(ibm.IbmAppConfigIntegrationEn.tfResourceType).toBe('ibm_app_config_integration_en');
    const body = resource(doc, 'ibm_app_config_integration_en', 'notifications');
    expect(body).toEqual({
      guid: GUID,
      integration_id: 'en-integration',
      en_instance_crn: EN_CRN,
      en_endpoint: 'https://us-south.event-notifications.cloud.ibm.com',
      en_source_name: 'app-config-checkout',
      description: 'Notify the on-call channel of flag changes',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.integration_type).toEqual({ value: '${ibm_app_config_integration_en.notifications.integration_type}' });
  });

  test('ibm_app_config_integration_kms: encrypts the instance with a Key Protect root key', () => {
    const { doc } = withProvider((s) => {
      const kms = new ibm.IbmAppConfigIntegrationKms(s, 'byok', {
        guid: GUID,
        integrationId: 'kms-integration',
        kmsInstanceCrn: KMS_CRN,
        kmsEndpoint: 'https://private.us-south.kms.cloud.ibm.com',
        rootKeyId: ROOT_KEY_ID,
      });
      new TerraformOutput(s, 'schema_type', { value: kms.kmsSchemaType });
    });
    expect(ibm.IbmAppConfigIntegrationKms.tfResourceType).toBe('ibm_app_config_integration_kms');
    const body = resource(doc, 'ibm_app_config_integration_kms', 'byok');
    expect(body).toEqual({
      guid: GUID,
      integration_id: 'kms-integration',
      kms_instance_crn: KMS_CRN,
      kms_endpoint: 'https://private.us-south.kms.cloud.ibm.com',
      root_key_id: ROOT_KEY_ID,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.schema_type).toEqual({ value: '${ibm_app_config_integration_kms.byok.kms_schema_type}' });
  });
});

/** The static side of a generated resource class. */
interface Importable {
  readonly name: string;
  readonly tfResourceType: string;
  generateConfigForImport(scope: Construct, importToId: string, importFromId: string): unknown;
}

/** Terraform type, generated class, documented import id format, and a realistic id in that format. */
const FORMATS: Array<[string, Importable, string, string]> = [
  ['ibm_app_config_collection', ibm.IbmAppConfigCollection, '<guid>/<collection_id>', `${GUID}/checkout-service`],
  ['ibm_app_config_environment', ibm.IbmAppConfigEnvironment, '<guid>/<environment_id>', `${GUID}/prod`],
  ['ibm_app_config_feature', ibm.IbmAppConfigFeature, '<guid>/<feature_id>', `${GUID}/one-click-checkout`],
  ['ibm_app_config_integration_en', ibm.IbmAppConfigIntegrationEn, '<guid>/<integration_id>', `${GUID}/en-integration`],
  ['ibm_app_config_integration_kms', ibm.IbmAppConfigIntegrationKms, '<guid>/<integration_id>', `${GUID}/kms-integration`],
  ['ibm_app_config_property', ibm.IbmAppConfigProperty, '<guid>/<property_id>', `${GUID}/db-password`],
  ['ibm_app_config_segment', ibm.IbmAppConfigSegment, '<guid>/<segment_id>', `${GUID}/beta-testers`],
  ['ibm_app_config_snapshot', ibm.IbmAppConfigSnapshot, '<guid>/<git_config_id>', `${GUID}/checkout-prod-git`],
];

describe('App Configuration import ids', () => {
  test('every resource of the schema is listed here', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'spec', 'ibm', 'schema.json'), 'utf8'));
    const resources = Object.keys(Object.values<any>(schema.provider_schemas)[0].resource_schemas).sort();
    expect(FORMATS.map(([t]) => t)).toEqual(resources);
  });

  test.each(FORMATS)('%s: documents its import id format and imports by that id', (tfType, cls, format, id) => {
    expect(cls.tfResourceType).toBe(tfType);
    const module = tfType.replace(/^ibm_/, '').replace(/_/g, '-');
    const src = fs.readFileSync(path.join(GENERATED, module, 'index.ts'), 'utf8');
    expect(src).toContain(` * Import id: \`${format}\`. Import with \`importFrom(id)\` or \`${cls.name}.generateConfigForImport(...)\`.`);
    expect(src).toContain(`(id format \`${format}\`)`);

    const { doc } = withProvider((s) => {
      cls.generateConfigForImport(s, 'existing', id);
    });
    expect(doc.import).toEqual([{ to: `${tfType}.existing`, id }]);
  });

  test('ibm_app_config_feature: importFrom on a configured flag writes an import block; environment_id stays in the configuration', () => {
    const { doc } = withProvider((s) => {
      const flag = new ibm.IbmAppConfigFeature(s, 'one_click', {
        guid: GUID,
        environmentId: 'prod',
        featureId: 'one-click-checkout',
        name: 'One-click checkout',
        type: 'BOOLEAN',
        enabledValue: 'true',
        disabledValue: 'false',
      });
      flag.importFrom(`${GUID}/one-click-checkout`);
    });
    expect(doc.import).toEqual([{ to: 'ibm_app_config_feature.one_click', id: `${GUID}/one-click-checkout` }]);
    expect(resource(doc, 'ibm_app_config_feature', 'one_click').environment_id).toBe('prod');
    const src = fs.readFileSync(path.join(GENERATED, 'app-config-feature', 'index.ts'), 'utf8');
    expect(src).toContain('`environment_id` is not part of the import id and no importer sets it');
  });

  test('ibm_app_config_property: the class docs warn that environment_id must come from the configuration after an import', () => {
    const src = fs.readFileSync(path.join(GENERATED, 'app-config-property', 'index.ts'), 'utf8');
    expect(src).toContain('On import (id `<guid>/<property_id>`): `environment_id` is not part of the import id');
  });
});
