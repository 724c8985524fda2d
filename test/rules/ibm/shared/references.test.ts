/**
 * Type rules on what App Configuration references point at (src/rules/ibm/shared/references.ts): an
 * environment, collection or segment is named by its plain id, not by the `<guid>/<x>` id of its
 * resource or data source; a targeted segment belongs to the same instance. A reference is judged by
 * its Terraform text, never by its value.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { ibm } from '../../../../src';
import { synth } from '../../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const OTHER = '9c1f0a3e-5b2d-4e8f-a7c6-1d2e3f4a5b6c';
const feature = (extra: Partial<ibm.IbmAppConfigFeatureConfig> = {}): ibm.IbmAppConfigFeatureConfig => ({
  guid: GUID, environmentId: 'prod', featureId: 'one-click-checkout', name: 'One-click checkout', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false', ...extra,
});
const property = (extra: Partial<ibm.IbmAppConfigPropertyConfig> = {}): ibm.IbmAppConfigPropertyConfig => ({
  guid: GUID, environmentId: 'prod', propertyId: 'page-size', name: 'Page size', type: 'NUMERIC', value: '20', ...extra,
});

/** The warnings of a stack with the provider, an environment, a collection and a segment, and what `build` adds. */
type Build = (s: TerraformStack, env: ibm.IbmAppConfigEnvironment, web: ibm.IbmAppConfigCollection, beta: ibm.IbmAppConfigSegment) => void;
function warnings(build: Build): string[] {
  return synth((s) => {
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    const env = new ibm.IbmAppConfigEnvironment(s, 'prod', { guid: GUID, environmentId: 'prod', name: 'Production' });
    const web = new ibm.IbmAppConfigCollection(s, 'web', { guid: GUID, collectionId: 'web-frontend', name: 'Web frontend' });
    const beta = new ibm.IbmAppConfigSegment(s, 'beta', { guid: GUID, segmentId: 'beta-testers', name: 'Beta testers', rules: [{ attributeName: 'email', operator: 'endsWith', values: ['@example.com'] }] });
    build(s, env, web, beta);
  }).warnings;
}

/** A git snapshot of the environment and collection given. */
function snapshot(s: TerraformStack, environmentId: string, collectionId: string) {
  new ibm.IbmAppConfigSnapshot(s, 'snap', {
    guid: GUID,
    environmentId,
    collectionId,
    gitConfigId: 'prod-web',
    gitConfigName: 'prod-web',
    gitUrl: 'https://github.com/example/config',
    gitBranch: 'main',
    gitFilePath: 'prod/web.json',
    gitToken: new TerraformVariable(s, 'git_token', { type: 'string', sensitive: true }).stringValue,
  });
}

const ENV_LINE = (path: string, rule: string, field = 'environmentId') => `test/${path}: [rule:${rule}/environment-id-not-resource-id] ${field}: is the id of the environment test/prod (ibm_app_config_environment.prod), `
  + "which the provider writes as '<guid>/<environment id>'; the API takes the plain environment id, so it names no existing environment. "
  + 'Received: ${ibm_app_config_environment.prod.id}. Allowed: the environment\'s environmentId: environment.environmentId (ibm_app_config_environment.prod.environment_id in Terraform). '
  + 'Fix: write environmentId: environment.environmentId, environment being the IbmAppConfigEnvironment test/prod.';

describe('environment-id-not-resource-id', () => {
  test('the plain environment id (the attribute, a literal, or a split of the id) passes', () => {
    expect(warnings((s, env, web, beta) => {
      new ibm.IbmAppConfigFeature(s, 'f', feature({ environmentId: env.environmentId, segmentRules: [{ order: 1, value: 'true', rolloutPercentage: 100, rules: [{ segments: [beta.segmentId] }] }], collections: [{ collectionId: web.collectionId }] }));
      new ibm.IbmAppConfigProperty(s, 'p', property({ environmentId: '${element(split("/", ibm_app_config_environment.prod.id), 1)}' }));
      snapshot(s, env.environmentId, web.collectionId);
    })).toEqual([]);
  });

  test("a feature's, a property's and a snapshot's environmentId that is an environment's id warns", () => {
    expect(warnings((s, env, web) => {
      new ibm.IbmAppConfigFeature(s, 'f', feature({ environmentId: env.id }));
      new ibm.IbmAppConfigProperty(s, 'p', property({ environmentId: env.id }));
      snapshot(s, env.id, web.collectionId);
    })).toEqual([ENV_LINE('f', 'ibm_app_config_feature'), ENV_LINE('p', 'ibm_app_config_property'), ENV_LINE('snap', 'ibm_app_config_snapshot')]);
  });

  test("a data source's id warns, and names the data source", () => {
    expect(warnings((s) => {
      const looked = new ibm.DataIbmAppConfigEnvironment(s, 'looked', { guid: GUID, environmentId: 'prod' });
      new ibm.IbmAppConfigFeature(s, 'f', feature({ environmentId: looked.id }));
    })).toEqual([
      '[rule:ibm_app_config_feature/environment-id-not-resource-id] environmentId: is the id of the environment data.ibm_app_config_environment.looked, '
      + "which the provider writes as '<guid>/<environment id>'; the API takes the plain environment id, so it names no existing environment. "
      + 'Received: ${data.ibm_app_config_environment.looked.id}. Allowed: the environment\'s environmentId: environment.environmentId (data.ibm_app_config_environment.looked.environment_id in Terraform). '
      + 'Fix: write environmentId: environment.environmentId, environment being the DataIbmAppConfigEnvironment data.ibm_app_config_environment.looked.',
    ].map((l) => `test/f: ${l}`));
  });

  test('a variable is not judged', () => {
    expect(warnings((s) => {
      new ibm.IbmAppConfigFeature(s, 'f', feature({ environmentId: new TerraformVariable(s, 'env', { type: 'string' }).stringValue }));
    })).toEqual([]);
  });
});

describe('segment-id-not-resource-id and collection-id-not-resource-id', () => {
  test("a segment's id in a segment rule and a collection's id in collections warn, on a feature and a property", () => {
    const got = warnings((s, env, web, beta) => {
      new ibm.IbmAppConfigFeature(s, 'f', feature({
        environmentId: env.environmentId,
        segmentRules: [{ order: 1, value: 'true', rolloutPercentage: 100, rules: [{ segments: ['internal', beta.id] }] }],
        collections: [{ collectionId: web.id }],
      }));
      new ibm.IbmAppConfigProperty(s, 'p', property({ segmentRules: [{ order: 1, value: '50', rules: [{ segments: [beta.id] }] }] }));
    });
    expect(got).toEqual([
      'test/f: [rule:ibm_app_config_feature/segment-id-not-resource-id] segmentRules[0].rules[0].segments[1]: is the id of the segment test/beta (ibm_app_config_segment.beta), '
      + "which the provider writes as '<guid>/<segment id>'; the API takes the plain segment id, so it names no existing segment. "
      + "Received: ${ibm_app_config_segment.beta.id}. Allowed: the segment's segmentId: segment.segmentId (ibm_app_config_segment.beta.segment_id in Terraform). "
      + 'Fix: write segment.segmentId in segments instead (segments: [segment.segmentId]), segment being the IbmAppConfigSegment test/beta.',
      'test/f: [rule:ibm_app_config_feature/collection-id-not-resource-id] collections[0].collectionId: is the id of the collection test/web (ibm_app_config_collection.web), '
      + "which the provider writes as '<guid>/<collection id>'; the API takes the plain collection id, so it names no existing collection. "
      + "Received: ${ibm_app_config_collection.web.id}. Allowed: the collection's collectionId: collection.collectionId (ibm_app_config_collection.web.collection_id in Terraform). "
      + 'Fix: write collectionId: collection.collectionId, collection being the IbmAppConfigCollection test/web.',
      'test/p: [rule:ibm_app_config_property/segment-id-not-resource-id] segmentRules[0].rules[0].segments[0]: is the id of the segment test/beta (ibm_app_config_segment.beta), '
      + "which the provider writes as '<guid>/<segment id>'; the API takes the plain segment id, so it names no existing segment. "
      + "Received: ${ibm_app_config_segment.beta.id}. Allowed: the segment's segmentId: segment.segmentId (ibm_app_config_segment.beta.segment_id in Terraform). "
      + 'Fix: write segment.segmentId in segments instead (segments: [segment.segmentId]), segment being the IbmAppConfigSegment test/beta.',
    ]);
  });

  test("a snapshot's collectionId that is a collection's id warns", () => {
    expect(warnings((s, env, web) => {
      snapshot(s, env.environmentId, web.id);
    })).toEqual([
      'test/snap: [rule:ibm_app_config_snapshot/collection-id-not-resource-id] collectionId: is the id of the collection test/web (ibm_app_config_collection.web), '
      + "which the provider writes as '<guid>/<collection id>'; the API takes the plain collection id, so it names no existing collection. "
      + "Received: ${ibm_app_config_collection.web.id}. Allowed: the collection's collectionId: collection.collectionId (ibm_app_config_collection.web.collection_id in Terraform). "
      + 'Fix: write collectionId: collection.collectionId, collection being the IbmAppConfigCollection test/web.',
    ]);
  });
});

describe('segment-of-same-instance', () => {
  test('a segment of the same instance, of an instance given by a token, or not in the stack passes', () => {
    expect(warnings((s, _env, _web, beta) => {
      const other = new ibm.IbmAppConfigSegment(s, 'elsewhere', { guid: new TerraformVariable(s, 'guid', { type: 'string' }).stringValue, segmentId: 'x', name: 'x', rules: [{ attributeName: 'a', operator: 'is', values: ['b'] }] });
      new ibm.IbmAppConfigProperty(s, 'p', property({ segmentRules: [{ order: 1, value: '5', rules: [{ segments: [beta.segmentId, other.segmentId, '${ibm_app_config_segment.gone.segment_id}'] }] }] }));
    })).toEqual([]);
  });

  test('a segment of another instance warns, on a feature and a property', () => {
    const line = (path: string, type: string) => `test/${path}: [rule:${type}/segment-of-same-instance] segmentRules[0].rules[0].segments[0]: is the segment test/eu (ibm_app_config_segment.eu) `
      + `of the App Configuration instance '${OTHER}', not of this ${type.slice(15)}'s instance '${GUID}'; a segment belongs to one instance, so the rule targets a segment this instance does not have. `
      + `Received: \${ibm_app_config_segment.eu.segment_id} (guid '${OTHER}'). Allowed: a segment of the instance '${GUID}'. `
      + `Fix: make the segment in this ${type.slice(15)}'s instance (guid: '${GUID}' on the IbmAppConfigSegment test/eu), or target a segment whose guid is '${GUID}'.`;
    expect(warnings((s) => {
      const eu = new ibm.IbmAppConfigSegment(s, 'eu', { guid: OTHER, segmentId: 'eu-users', name: 'EU users', rules: [{ attributeName: 'region', operator: 'is', values: ['eu'] }] });
      new ibm.IbmAppConfigFeature(s, 'f', feature({ segmentRules: [{ order: 1, value: 'true', rolloutPercentage: 100, rules: [{ segments: [eu.segmentId] }] }] }));
      new ibm.IbmAppConfigProperty(s, 'p', property({ segmentRules: [{ order: 1, value: '5', rules: [{ segments: [eu.segmentId] }] }] }));
    })).toEqual([line('f', 'ibm_app_config_feature'), line('p', 'ibm_app_config_property')]);
  });
});
