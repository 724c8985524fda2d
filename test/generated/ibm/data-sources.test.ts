/**
 * The 18 ibm lookups (spec section 4.3): account and Cloud Foundry lookups, and every App
 * Configuration lookup. Each renders exactly its arguments under the Terraform names (singular
 * where the spec pluralises: `include`, `first`, `git_config`, ...), and its computed results
 * resolve to Terraform references.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { dataSource, errorOf, expectSnakeCaseOnly, stack, synth } from '../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const ACCOUNT_ID = 'b8f16fa3e64f4e6b9a0bd1c2f0e3a4d5';
const ORG_GUID = '4c7f2a9e-1b3d-4e5f-8a6b-9c0d1e2f3a4b';
const SPACE_GUID = 'e2a9c4d1-7f6b-4a3e-9d8c-5b1a0f2e3d4c';

function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new ibm.IbmProvider(s, 'ibm', {
      ibmcloudApiKey: new TerraformVariable(s, 'ibmcloud_api_key', { type: 'string', sensitive: true }).stringValue,
      region: 'us-south',
    });
    build(s);
  });
}

describe('account and Cloud Foundry lookups', () => {
  test('data.ibm_account_info: reads an account by id (spec getAccountInfo; linkedOldinfraAccount is linked_softlayer_account)', () => {
    const { doc, warnings } = withProvider((s) => {
      const acct = new ibm.DataIbmAccountInfo(s, 'acct', { accountId: ACCOUNT_ID });
      new TerraformOutput(s, 'owner', { value: acct.owner });
      new TerraformOutput(s, 'classic', { value: acct.linkedSoftlayerAccount });
      new TerraformOutput(s, 'eu_supported', { value: acct.traits.get(0).euSupported });
    });
    expect(ibm.DataIbmAccountInfo.tfResourceType).toBe('ibm_account_info');
    const body = dataSource(doc, 'ibm_account_info', 'acct');
    expect(body).toEqual({ account_id: ACCOUNT_ID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      owner: { value: '${data.ibm_account_info.acct.owner}' },
      classic: { value: '${data.ibm_account_info.acct.linked_softlayer_account}' },
      eu_supported: { value: '${data.ibm_account_info.acct.traits[0].eu_supported}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.ibm_account: reads the account of a Cloud Foundry org, and warns that the type is deprecated', () => {
    const { doc, warnings } = withProvider((s) => {
      const acct = new ibm.DataIbmAccount(s, 'cf_account', { orgGuid: ORG_GUID });
      new TerraformOutput(s, 'first_user_email', { value: acct.accountUsers.get(0).email });
    });
    expect(ibm.DataIbmAccount.tfResourceType).toBe('ibm_account');
    const body = dataSource(doc, 'ibm_account', 'cf_account');
    expect(body).toEqual({ org_guid: ORG_GUID });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_user_email).toEqual({ value: '${data.ibm_account.cf_account.account_users[0].email}' });
    expect(warnings).toEqual([
      'test/cf_account: [terrain:deprecated-type] ibm_account is deprecated by the provider. '
        + 'Cloud Foundry is deprecated; to read an account by id, use `ibm_account_info` (`DataIbmAccountInfo`).',
    ]);
  });

  test('data.ibm_app: reads a Cloud Foundry app by name and space (route_guid is the spec routeGuids), and warns it is deprecated', () => {
    const { doc, warnings } = withProvider((s) => {
      const app = new ibm.DataIbmApp(s, 'legacy_app', { name: 'orders-api', spaceGuid: SPACE_GUID });
      new TerraformOutput(s, 'state', { value: app.state });
      new TerraformOutput(s, 'memory', { value: app.memory });
      new TerraformOutput(s, 'db_url', { value: app.environmentJson.lookup('DATABASE_URL') });
    });
    expect(ibm.DataIbmApp.tfResourceType).toBe('ibm_app');
    const body = dataSource(doc, 'ibm_app', 'legacy_app');
    expect(body).toEqual({ name: 'orders-api', space_guid: SPACE_GUID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      state: { value: '${data.ibm_app.legacy_app.state}' },
      memory: { value: '${data.ibm_app.legacy_app.memory}' },
      db_url: { value: '${data.ibm_app.legacy_app.environment_json["DATABASE_URL"]}' },
    });
    expect(warnings).toEqual([
      'test/legacy_app: [terrain:deprecated-type] ibm_app is deprecated by the provider. Cloud Foundry is deprecated; the provider offers no replacement.',
    ]);
    expect(errorOf(() => new ibm.DataIbmApp(stack(), 'a', { name: 'orders-api' } as any))).toContain('spaceGuid: is required.');
  });
});

describe('App Configuration lookups', () => {
  test('data.ibm_app_config_collection: one collection with its features and properties (include, spec includes)', () => {
    const { doc } = withProvider((s) => {
      const c = new ibm.DataIbmAppConfigCollection(s, 'checkout', {
        guid: GUID, collectionId: 'checkout-service', expand: true, include: ['features', 'properties'],
      });
      new TerraformOutput(s, 'first_feature', { value: c.features.get(0).featureId });
      new TerraformOutput(s, 'properties_count', { value: c.propertiesCount });
    });
    expect(ibm.DataIbmAppConfigCollection.tfResourceType).toBe('ibm_app_config_collection');
    const body = dataSource(doc, 'ibm_app_config_collection', 'checkout');
    expect(body).toEqual({ guid: GUID, collection_id: 'checkout-service', expand: true, include: ['features', 'properties'] });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_feature: { value: '${data.ibm_app_config_collection.checkout.features[0].feature_id}' },
      properties_count: { value: '${data.ibm_app_config_collection.checkout.properties_count}' },
    });
    expect(errorOf(() => new ibm.DataIbmAppConfigCollection(stack(), 'c', { guid: GUID, collectionId: 'x', includes: ['features'] } as any)))
      .toContain('includes: unknown key.');
  });

  test('data.ibm_app_config_collections: one page of 25 collections', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigCollections(s, 'all', { guid: GUID, expand: true, include: ['features'], limit: 25, offset: 0 });
      new TerraformOutput(s, 'first_collection', { value: list.collections.get(0).collectionId });
      new TerraformOutput(s, 'first_feature_name', { value: list.collections.get(0).features.get(0).name });
      new TerraformOutput(s, 'count', { value: list.totalCount });
    });
    expect(ibm.DataIbmAppConfigCollections.tfResourceType).toBe('ibm_app_config_collections');
    const body = dataSource(doc, 'ibm_app_config_collections', 'all');
    expect(body).toEqual({ guid: GUID, expand: true, include: ['features'], limit: 25, offset: 0 });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_collection: { value: '${data.ibm_app_config_collections.all.collections[0].collection_id}' },
      first_feature_name: { value: '${data.ibm_app_config_collections.all.collections[0].features[0].name}' },
      count: { value: '${data.ibm_app_config_collections.all.total_count}' },
    });
  });

  test('data.ibm_app_config_environment: one environment with its colour code', () => {
    const { doc } = withProvider((s) => {
      const env = new ibm.DataIbmAppConfigEnvironment(s, 'prod', { guid: GUID, environmentId: 'prod', expand: true });
      new TerraformOutput(s, 'color', { value: env.colorCode });
    });
    expect(ibm.DataIbmAppConfigEnvironment.tfResourceType).toBe('ibm_app_config_environment');
    const body = dataSource(doc, 'ibm_app_config_environment', 'prod');
    expect(body).toEqual({ guid: GUID, environment_id: 'prod', expand: true });
    expectSnakeCaseOnly(body);
    expect(doc.output.color).toEqual({ value: '${data.ibm_app_config_environment.prod.color_code}' });
  });

  test('data.ibm_app_config_environments: filtered by tags; the paging links are first/last/next/previous (spec firsts, ...)', () => {
    const { doc } = withProvider((s) => {
      const envs = new ibm.DataIbmAppConfigEnvironments(s, 'envs', { guid: GUID, tags: 'tier:prod', expand: true, limit: 10, offset: 10 });
      new TerraformOutput(s, 'next_page', { value: envs.next.get(0).href });
      new TerraformOutput(s, 'first_env', { value: envs.environments.get(0).environmentId });
    });
    expect(ibm.DataIbmAppConfigEnvironments.tfResourceType).toBe('ibm_app_config_environments');
    const body = dataSource(doc, 'ibm_app_config_environments', 'envs');
    expect(body).toEqual({ guid: GUID, tags: 'tier:prod', expand: true, limit: 10, offset: 10 });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      next_page: { value: '${data.ibm_app_config_environments.envs.next[0].href}' },
      first_env: { value: '${data.ibm_app_config_environments.envs.environments[0].environment_id}' },
    });
  });

  test('data.ibm_app_config_feature: one flag in one environment (spec getAppConfigFeature)', () => {
    const { doc } = withProvider((s) => {
      const f = new ibm.DataIbmAppConfigFeature(s, 'one_click', {
        guid: GUID, environmentId: 'prod', featureId: 'one-click-checkout', includes: 'collections',
      });
      new TerraformOutput(s, 'enabled', { value: f.enabled });
      new TerraformOutput(s, 'enabled_value', { value: f.enabledValue });
      new TerraformOutput(s, 'first_segment', { value: f.segmentRules.get(0).rules.get(0).segments });
    });
    expect(ibm.DataIbmAppConfigFeature.tfResourceType).toBe('ibm_app_config_feature');
    const body = dataSource(doc, 'ibm_app_config_feature', 'one_click');
    expect(body).toEqual({ guid: GUID, environment_id: 'prod', feature_id: 'one-click-checkout', includes: 'collections' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      enabled: { value: '${data.ibm_app_config_feature.one_click.enabled}' },
      enabled_value: { value: '${data.ibm_app_config_feature.one_click.enabled_value}' },
      first_segment: { value: '${data.ibm_app_config_feature.one_click.segment_rules[0].rules[0].segments}' },
    });
    expect(errorOf(() => new ibm.DataIbmAppConfigFeature(stack(), 'f', { guid: GUID, featureId: 'one-click-checkout' } as any)))
      .toContain('environmentId: is required.');
  });

  test('data.ibm_app_config_features: flags of a collection and segment, sorted, with their rules', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigFeatures(s, 'checkout_flags', {
        guid: GUID,
        environmentId: 'prod',
        collections: ['checkout-service'],
        segments: ['beta-testers'],
        tags: 'release:2024.06',
        sort: 'created_time',
        includes: ['collections', 'rules'],
        expand: true,
        limit: 50,
      });
      new TerraformOutput(s, 'first_flag', { value: list.features.get(0).featureId });
      new TerraformOutput(s, 'first_flag_rollout', { value: list.features.get(0).rolloutPercentage });
      new TerraformOutput(s, 'last_page', { value: list.last.get(0).href });
    });
    expect(ibm.DataIbmAppConfigFeatures.tfResourceType).toBe('ibm_app_config_features');
    const body = dataSource(doc, 'ibm_app_config_features', 'checkout_flags');
    expect(body).toEqual({
      guid: GUID,
      environment_id: 'prod',
      collections: ['checkout-service'],
      segments: ['beta-testers'],
      tags: 'release:2024.06',
      sort: 'created_time',
      includes: ['collections', 'rules'],
      expand: true,
      limit: 50,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_flag: { value: '${data.ibm_app_config_features.checkout_flags.features[0].feature_id}' },
      first_flag_rollout: { value: '${data.ibm_app_config_features.checkout_flags.features[0].rollout_percentage}' },
      last_page: { value: '${data.ibm_app_config_features.checkout_flags.last[0].href}' },
    });
  });

  test('data.ibm_app_config_property: one property in one environment', () => {
    const { doc } = withProvider((s) => {
      const p = new ibm.DataIbmAppConfigProperty(s, 'page_size', {
        guid: GUID, environmentId: 'prod', propertyId: 'page-size', include: 'collections',
      });
      new TerraformOutput(s, 'value', { value: p.value });
      new TerraformOutput(s, 'first_collection', { value: p.collections.get(0).name });
    });
    expect(ibm.DataIbmAppConfigProperty.tfResourceType).toBe('ibm_app_config_property');
    const body = dataSource(doc, 'ibm_app_config_property', 'page_size');
    expect(body).toEqual({ guid: GUID, environment_id: 'prod', property_id: 'page-size', include: 'collections' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      value: { value: '${data.ibm_app_config_property.page_size.value}' },
      first_collection: { value: '${data.ibm_app_config_property.page_size.collections[0].name}' },
    });
  });

  test('data.ibm_app_config_properties: properties of a collection (include, spec includes)', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigProperties(s, 'checkout_props', {
        guid: GUID,
        environmentId: 'prod',
        collections: ['checkout-service'],
        segments: ['beta-testers', 'internal-staff'],
        tags: 'owner:dba',
        sort: 'name',
        include: ['collections'],
        expand: true,
        limit: 20,
        offset: 20,
      });
      new TerraformOutput(s, 'first_prop_type', { value: list.properties.get(0).type });
    });
    expect(ibm.DataIbmAppConfigProperties.tfResourceType).toBe('ibm_app_config_properties');
    const body = dataSource(doc, 'ibm_app_config_properties', 'checkout_props');
    expect(body).toEqual({
      guid: GUID,
      environment_id: 'prod',
      collections: ['checkout-service'],
      segments: ['beta-testers', 'internal-staff'],
      tags: 'owner:dba',
      sort: 'name',
      include: ['collections'],
      expand: true,
      limit: 20,
      offset: 20,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_prop_type).toEqual({ value: '${data.ibm_app_config_properties.checkout_props.properties[0].type}' });
  });

  test('data.ibm_app_config_segment: one segment with the flags and properties that target it', () => {
    const { doc } = withProvider((s) => {
      const seg = new ibm.DataIbmAppConfigSegment(s, 'beta', { guid: GUID, segmentId: 'beta-testers', includes: ['features', 'properties'] });
      new TerraformOutput(s, 'rule_attribute', { value: seg.rules.get(0).attributeName });
    });
    expect(ibm.DataIbmAppConfigSegment.tfResourceType).toBe('ibm_app_config_segment');
    const body = dataSource(doc, 'ibm_app_config_segment', 'beta');
    expect(body).toEqual({ guid: GUID, segment_id: 'beta-testers', includes: ['features', 'properties'] });
    expectSnakeCaseOnly(body);
    expect(doc.output.rule_attribute).toEqual({ value: '${data.ibm_app_config_segment.beta.rules[0].attribute_name}' });
  });

  test('data.ibm_app_config_segments: segments with a tag, rules included', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigSegments(s, 'cohorts', {
        guid: GUID, tags: 'cohort:beta', sort: 'updated_time', include: 'rules', expand: true, limit: 10,
      });
      new TerraformOutput(s, 'first_segment', { value: list.segments.get(0).segmentId });
      new TerraformOutput(s, 'first_rule_values', { value: list.segments.get(0).rules.get(0).values });
    });
    expect(ibm.DataIbmAppConfigSegments.tfResourceType).toBe('ibm_app_config_segments');
    const body = dataSource(doc, 'ibm_app_config_segments', 'cohorts');
    expect(body).toEqual({ guid: GUID, tags: 'cohort:beta', sort: 'updated_time', include: 'rules', expand: true, limit: 10 });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_segment: { value: '${data.ibm_app_config_segments.cohorts.segments[0].segment_id}' },
      first_rule_values: { value: '${data.ibm_app_config_segments.cohorts.segments[0].rules[0].values}' },
    });
  });

  test('data.ibm_app_config_snapshot: one git configuration and its last sync', () => {
    const { doc } = withProvider((s) => {
      const snap = new ibm.DataIbmAppConfigSnapshot(s, 'prod_git', { guid: GUID, gitConfigId: 'checkout-prod-git' });
      new TerraformOutput(s, 'last_sync', { value: snap.lastSyncTime });
      new TerraformOutput(s, 'env_name', { value: snap.environment.get(0).environmentName });
    });
    expect(ibm.DataIbmAppConfigSnapshot.tfResourceType).toBe('ibm_app_config_snapshot');
    const body = dataSource(doc, 'ibm_app_config_snapshot', 'prod_git');
    expect(body).toEqual({ guid: GUID, git_config_id: 'checkout-prod-git' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      last_sync: { value: '${data.ibm_app_config_snapshot.prod_git.last_sync_time}' },
      env_name: { value: '${data.ibm_app_config_snapshot.prod_git.environment[0].environment_name}' },
    });
  });

  test('data.ibm_app_config_snapshots: git configurations of a collection and environment (git_config, spec gitConfigs)', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigSnapshots(s, 'checkout_git', {
        guid: GUID, collectionId: 'checkout-service', environmentId: 'prod', limit: 5, offset: 0,
      });
      new TerraformOutput(s, 'first_repo', { value: list.gitConfig.get(0).gitUrl });
      new TerraformOutput(s, 'first_collection', { value: list.gitConfig.get(0).collection.get(0).collectionName });
    });
    expect(ibm.DataIbmAppConfigSnapshots.tfResourceType).toBe('ibm_app_config_snapshots');
    const body = dataSource(doc, 'ibm_app_config_snapshots', 'checkout_git');
    expect(body).toEqual({ guid: GUID, collection_id: 'checkout-service', environment_id: 'prod', limit: 5, offset: 0 });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_repo: { value: '${data.ibm_app_config_snapshots.checkout_git.git_config[0].git_url}' },
      first_collection: { value: '${data.ibm_app_config_snapshots.checkout_git.git_config[0].collection[0].collection_name}' },
    });
  });

  test('data.ibm_app_config_integration_en: the Event Notifications integration', () => {
    const { doc } = withProvider((s) => {
      const en = new ibm.DataIbmAppConfigIntegrationEn(s, 'en', { guid: GUID, integrationId: 'en-integration' });
      new TerraformOutput(s, 'en_crn', { value: en.enInstanceCrn });
      new TerraformOutput(s, 'en_source', { value: en.enSourceId });
    });
    expect(ibm.DataIbmAppConfigIntegrationEn.tfResourceType).toBe('ibm_app_config_integration_en');
    const body = dataSource(doc, 'ibm_app_config_integration_en', 'en');
    expect(body).toEqual({ guid: GUID, integration_id: 'en-integration' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      en_crn: { value: '${data.ibm_app_config_integration_en.en.en_instance_crn}' },
      en_source: { value: '${data.ibm_app_config_integration_en.en.en_source_id}' },
    });
  });

  test('data.ibm_app_config_integration_kms: the key management integration and its key status', () => {
    const { doc } = withProvider((s) => {
      const kms = new ibm.DataIbmAppConfigIntegrationKms(s, 'kms', { guid: GUID, integrationId: 'kms-integration' });
      new TerraformOutput(s, 'key_status', { value: kms.keyStatus });
      new TerraformOutput(s, 'root_key', { value: kms.rootKeyId });
    });
    expect(ibm.DataIbmAppConfigIntegrationKms.tfResourceType).toBe('ibm_app_config_integration_kms');
    const body = dataSource(doc, 'ibm_app_config_integration_kms', 'kms');
    expect(body).toEqual({ guid: GUID, integration_id: 'kms-integration' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      key_status: { value: '${data.ibm_app_config_integration_kms.kms.key_status}' },
      root_key: { value: '${data.ibm_app_config_integration_kms.kms.root_key_id}' },
    });
  });

  test('data.ibm_app_config_integrations: all integrations of the instance', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigIntegrations(s, 'integrations', { guid: GUID, limit: 10 });
      new TerraformOutput(s, 'first_type', { value: list.integrations.get(0).integrationType });
      new TerraformOutput(s, 'previous_page', { value: list.previous.get(0).href });
    });
    expect(ibm.DataIbmAppConfigIntegrations.tfResourceType).toBe('ibm_app_config_integrations');
    const body = dataSource(doc, 'ibm_app_config_integrations', 'integrations');
    expect(body).toEqual({ guid: GUID, limit: 10 });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_type: { value: '${data.ibm_app_config_integrations.integrations.integrations[0].integration_type}' },
      previous_page: { value: '${data.ibm_app_config_integrations.integrations.previous[0].href}' },
    });
  });

  test('data.ibm_app_config_collections: a lookup result feeds a resource (the flag joins the first collection found)', () => {
    const { doc } = withProvider((s) => {
      const list = new ibm.DataIbmAppConfigCollections(s, 'all', { guid: GUID });
      new ibm.IbmAppConfigFeature(s, 'dark_mode', {
        guid: GUID,
        environmentId: 'dev',
        featureId: 'dark-mode',
        name: 'Dark mode',
        type: 'BOOLEAN',
        enabledValue: 'true',
        disabledValue: 'false',
        collections: [{ collectionId: list.collections.get(0).collectionId }],
      });
    });
    expect(dataSource(doc, 'ibm_app_config_collections', 'all')).toEqual({ guid: GUID });
    expect(doc.resource.ibm_app_config_feature.dark_mode.collections).toEqual([
      { collection_id: '${data.ibm_app_config_collections.all.collections[0].collection_id}' },
    ]);
  });
});
