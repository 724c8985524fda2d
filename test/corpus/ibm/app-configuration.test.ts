/** IBM Cloud App Configuration resources and data sources (test/corpus/ibm/app-configuration.ts). */
import { App } from 'cdktn';
import { TerrainTesting } from '../../../src';
import { describeApps } from '../corpus';
import { APPS, StringPropertyWithoutFormat } from './app-configuration';

describeApps('ibm corpus: App Configuration', APPS, (synthesized) => {
  test('flags and properties carry typed values as strings; structured values are JSON', () => {
    const doc = synthesized('environments, collections, segments, and flags and properties of every type').doc;
    expect(doc.resource.ibm_app_config_feature.checkout).toMatchObject({
      type: 'BOOLEAN',
      enabled_value: 'true',
      disabled_value: 'false',
      collections: [{ collection_id: '${ibm_app_config_collection.web.collection_id}' }],
      segment_rules: [{ rules: [{ segments: ['${ibm_app_config_segment.beta.segment_id}'] }], value: 'true', order: 1, rollout_percentage: 100 }],
    });
    expect(doc.resource.ibm_app_config_feature.layout.enabled_value).toBe('${jsonencode({"layout" = "grid", "columns" = 4})}');
    expect(doc.resource.ibm_app_config_property.payment_key.type).toBe('SECRETREF');
    const snapshot = synthesized('Key Protect and Event Notifications integrations, and a git snapshot').doc.resource.ibm_app_config_snapshot.snapshot;
    expect(snapshot.git_token).toBe('${var.git_token}');
  });

  test('a STRING property without a format fails, as formatValue does at apply', () => {
    expect(() => TerrainTesting.synth(new StringPropertyWithoutFormat(new App(), 'corpus'))).toThrow(
      "[rule:ibm_app_config_property/values-match-type] format: is unset; type STRING needs a format. Received: type 'STRING' without format. Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).",
    );
  });
});
