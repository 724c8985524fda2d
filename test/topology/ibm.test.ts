import { App, TerraformStack } from 'cdktn';
import { expectGolden } from './golden';
import { ibm, TerrainSynth, TerrainTesting } from '../../src';
import { describeDocument } from '../../src/topology';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';

/** Two environments of one App Configuration instance, flags and a property with segment rules, a collection, a snapshot. */
function appConfig(): TerraformStack {
  const s = new TerraformStack(new App(), 'app-config');
  new ibm.IbmProvider(s, 'ibm', {});
  const dev = new ibm.IbmAppConfigEnvironment(s, 'Dev', { guid: GUID, environmentId: 'dev', name: 'Development' });
  const prod = new ibm.IbmAppConfigEnvironment(s, 'Prod', { guid: GUID, environmentId: 'prod', name: 'Production' });
  const staff = new ibm.IbmAppConfigSegment(s, 'Staff', {
    guid: GUID, segmentId: 'staff', name: 'Staff', rules: [{ attributeName: 'email', operator: 'endsWith', values: ['@acme.com', '@acme.org'] }],
  });
  const web = new ibm.IbmAppConfigCollection(s, 'Web', { guid: GUID, collectionId: 'web', name: 'Web app' });
  const flag = (id: string, env: ibm.IbmAppConfigEnvironment, enabled: boolean) => new ibm.IbmAppConfigFeature(s, id, {
    guid: GUID,
    environmentId: env.environmentId,
    featureId: 'new-checkout',
    name: 'New checkout',
    type: 'BOOLEAN',
    enabledValue: 'true',
    disabledValue: 'false',
    enabled,
    rolloutPercentage: 100,
    segmentRules: [{ order: 1, value: 'true', rolloutPercentage: 50, rules: [{ segments: [staff.segmentId] }] }],
    collections: [{ collectionId: web.collectionId }],
  });
  flag('CheckoutDev', dev, true);
  flag('CheckoutProd', prod, false);
  new ibm.IbmAppConfigProperty(s, 'Timeout', {
    guid: GUID,
    environmentId: prod.environmentId,
    propertyId: 'timeout',
    name: 'Request timeout',
    type: 'NUMERIC',
    value: '30',
    segmentRules: [{ order: 1, value: '60', rules: [{ segments: ['beta-testers'] }] }],
  });
  new ibm.IbmAppConfigSnapshot(s, 'Snapshot', {
    guid: GUID,
    collectionId: web.collectionId,
    environmentId: prod.environmentId,
    gitBranch: 'main',
    gitConfigId: 'web-prod',
    gitConfigName: 'Web production',
    gitFilePath: 'config/prod.json',
    gitToken: 'ghp_literal-token-never-shown',
    gitUrl: 'https://github.com/acme/config',
  });
  return s;
}

test('environments with their flags and properties, segment rules as arrows, collections, a snapshot', () => {
  const s = appConfig();
  TerrainTesting.synth(s, { printWarnings: false });
  const md = TerrainSynth.topology(s);
  expectGolden('ibm-app-config', md);
  expect(md).not.toContain('ghp_');
});

test('a flag of an environment outside the stack goes into a dashed box of that id; a flag with no environment, into the instance', () => {
  const { diagram } = describeDocument({
    resource: {
      ibm_app_config_feature: {
        a: { guid: 'g', environment_id: 'qa', feature_id: 'a', name: 'A', type: 'STRING', enabled_value: 'x', disabled_value: 'y' },
        b: { guid: 'g', feature_id: 'b', name: 'B', type: 'STRING', enabled_value: 'x', disabled_value: 'y' },
      },
    },
  });
  expect(diagram.nodes.get('ibm_app_config_feature.a')!.group).toBe('ibm:environment:g:qa');
  expect(diagram.groups.get('ibm:environment:g:qa')!.label).toBe('environment qa (not in this stack)');
  expect(diagram.nodes.get('ibm_app_config_feature.b')).toMatchObject({ group: 'ibm:app-config:g', lines: ['flag B', 'STRING', 'on x / off y'] });
});
