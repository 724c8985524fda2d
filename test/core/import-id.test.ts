import { TerraformVariable } from 'cdktn';
import { Checks, ibm, incident, mongodbatlas } from '../../src';
import { errorOf, synth } from '../util';

const attribute = (s: any) => new incident.IncidentCatalogTypeAttribute(s, 'owner', { catalogTypeId: 'ct', name: 'Owner', type: 'Text' });
const CATALOG = '[rule:incident_catalog_type_attribute/import-id-format] (import id): does not have the form <catalog_type_id>:<attribute_id>. Received: "01HXYZ". Allowed: <catalog_type_id>:<attribute_id>. Fix: write the id of the existing incident_catalog_type_attribute as <catalog_type_id>:<attribute_id>, each part filled in.';

describe('import ids of several parts are checked against the spec format', () => {
  test('importFrom on an L1: the right form passes, another fails synth with the format', () => {
    expect(synth((s) => { new incident.IncidentProvider(s, 'p'); attribute(s).importFrom('01HCT:01HATTR'); }).doc.import).toEqual([{ id: '01HCT:01HATTR', to: 'incident_catalog_type_attribute.owner' }]);
    expect(errorOf(() => synth((s) => { new incident.IncidentProvider(s, 'p'); attribute(s).importFrom('01HXYZ'); }))).toContain(`[test/owner] ${CATALOG}`);
    expect(errorOf(() => synth((s) => { new incident.IncidentProvider(s, 'p'); attribute(s).importFrom(':01HATTR'); }))).toContain('(import id): does not have the form <catalog_type_id>:<attribute_id>. Received: ":01HATTR".');
  });

  test('generateConfigForImport: the import block is checked', () => {
    expect(errorOf(() => synth((s) => {
      new ibm.IbmProvider(s, 'p');
      ibm.IbmAppConfigFeature.generateConfigForImport(s, 'flag', 'feature-only');
    }))).toContain('[test/flag] [rule:ibm_app_config_feature/import-id-format] (import id): does not have the form <guid>/<feature_id>. Received: "feature-only". Allowed: <guid>/<feature_id>.');
    expect(synth((s) => {
      new ibm.IbmProvider(s, 'p');
      ibm.IbmAppConfigFeature.generateConfigForImport(s, 'flag', 'guid-1/feature-1');
    }).doc.import).toEqual([{ id: 'guid-1/feature-1', to: 'ibm_app_config_feature.flag' }]);
  });

  test('a part between hyphens may hold hyphens (cluster names do); a single part fails', () => {
    const cluster = (s: any) => new mongodbatlas.MongodbatlasAdvancedCluster(s, 'c', {
      projectId: 'p',
      name: 'my-orders',
      clusterType: 'REPLICASET',
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
    });
    expect(() => synth((s) => { new mongodbatlas.MongodbatlasProvider(s, 'p'); cluster(s).importFrom('5f1e2d3c4b5a697887766554-my-orders'); })).not.toThrow();
    expect(errorOf(() => synth((s) => { new mongodbatlas.MongodbatlasProvider(s, 'p'); cluster(s).importFrom('my'); }))).toContain(
      '[rule:mongodbatlas_advanced_cluster/import-id-format] (import id): does not have the form <project_id>-<cluster_name>. Received: "my".');
  });

  test('a token is not judged; the check can be acknowledged', () => {
    expect(synth((s) => { new incident.IncidentProvider(s, 'p'); attribute(s).importFrom(new TerraformVariable(s, 'id', { type: 'string' }).stringValue); }).doc.import)
      .toEqual([{ id: '${var.id}', to: 'incident_catalog_type_attribute.owner' }]);
    const r = synth((s) => {
      Checks.of(s).acknowledge('rule:incident_catalog_type_attribute/import-id-format', 'the provider accepts the bare id since 6.4');
      new incident.IncidentProvider(s, 'p');
      attribute(s).importFrom('01HXYZ');
    });
    expect(r.warnings).toEqual([`test/owner: ${CATALOG} Acknowledged: the provider accepts the bare id since 6.4`]);
  });

  test('an acknowledgement used by an import block counts as used', () => {
    const r = synth((s) => {
      Checks.of(s).acknowledge('rule:ibm_app_config_feature/import-id-format', 'the id comes from a legacy export');
      new ibm.IbmProvider(s, 'p');
      ibm.IbmAppConfigFeature.generateConfigForImport(s, 'flag', 'feature-only');
    });
    expect(r.warnings.filter((w) => w.includes('unused-acknowledgement'))).toEqual([]);
    expect(r.warnings).toEqual([
      'test/flag: [rule:ibm_app_config_feature/import-id-format] (import id): does not have the form <guid>/<feature_id>. Received: "feature-only". Allowed: <guid>/<feature_id>. '
      + 'Fix: write the id of the existing ibm_app_config_feature as <guid>/<feature_id>, each part filled in. Acknowledged: the id comes from a legacy export',
    ]);
  });
});

test('a later importFrom with a valid id replaces the finding of an earlier one', () => {
  const r = synth((s) => {
    new incident.IncidentProvider(s, 'p');
    const a = new incident.IncidentCatalogTypeAttribute(s, 'owner', { catalogTypeId: 'ct', name: 'Owner', type: 'Text' });
    a.importFrom('01HXYZ');
    a.importFrom('01HCT:01HATTR');
  });
  expect([r.doc.import, r.warnings]).toEqual([[{ id: '01HCT:01HATTR', to: 'incident_catalog_type_attribute.owner' }], []]);
});
