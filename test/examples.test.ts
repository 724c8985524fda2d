/**
 * Every example app synthesizes with validations on and conforms to the provider schemas.
 */
import { App } from 'cdktn';
import { EXAMPLES } from '../examples';
import { TerrainTesting } from '../src';

test.each(Object.keys(EXAMPLES))('example %s synthesizes and conforms', (id) => {
  const stack = new EXAMPLES[id](new App(), id);
  const doc = TerrainTesting.synthToObject(stack);
  expect(Object.keys(doc.resource ?? {}).length + Object.keys(doc.data ?? {}).length).toBeGreaterThan(0);
  // Examples follow their own advice: no literal secrets, nothing deprecated.
  expect(TerrainTesting.warnings(stack)).toEqual([]);
});

test('the orders example wires the cluster outputs and the sensitive credentials', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES['orders-l1'](new App(), 'orders-l1'));
  expect(doc.provider.mongodbatlas[0]).toEqual({ private_key: '${var.atlas_private_key}', public_key: '${var.atlas_public_key}' });
  expect(doc.output.connection_string.value).toBe('${mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}');
  expect(doc.resource.mongodbatlas_advanced_cluster.orders.lifecycle).toEqual({ prevent_destroy: true });
  expect(doc.resource.mongodbatlas_alert_configuration.replication_lag.metric_threshold_config).toEqual(
    { metric_name: 'OPLOG_SLAVE_LAG_MASTER_TIME', mode: 'AVERAGE', operator: 'GREATER_THAN', threshold: 60, units: 'SECONDS' });
});
