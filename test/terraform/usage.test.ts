/**
 * The README's example of TerrainTesting.validate and plan (section "Testing with Terraform,
 * offline"): the orders example stack, planned; and an escape hatch gone wrong, which Terraform
 * refuses with its own message and our construct path.
 */
import { App, TerraformResource } from 'cdktn';
import { describeWithTerraform } from './util';
import { OrdersL1Stack } from '../../examples/mongodbatlas/orders-l1';
import { TerrainTesting } from '../../src';

describeWithTerraform('the README example of the Terraform tests')('Testing with Terraform, offline', () => {
  test('Terraform plans the orders stack', async () => {
    const stack = new OrdersL1Stack(new App(), 'orders');
    const plan = await TerrainTesting.plan(stack, {
      variables: { project_id: '5f1b2c3d4e5f6a7b8c9d0e1f', atlas_public_key: 'pub', atlas_private_key: 'key', orders_app_password: 'pw' },
    });
    expect(plan.changes.map((c) => `${c.action} ${c.address} (${c.constructPath})`)).toEqual([
      'create mongodbatlas_advanced_cluster.orders (orders/orders)',
      'create mongodbatlas_alert_configuration.replication_lag (orders/replication_lag)',
      'create mongodbatlas_database_user.orders_app (orders/orders_app)',
    ]);
  }, 60_000);

  test('Terraform refuses what an escape hatch broke, at the construct', async () => {
    const stack = new OrdersL1Stack(new App(), 'orders');
    const cluster = stack.node.findChild('orders') as TerraformResource;
    cluster.addOverride('replication_specs', '${var.project_id}');
    const error: string = await TerrainTesting.validate(stack).then(() => '', (e) => e.message);
    expect(error).toContain('[orders/orders] Incorrect attribute value type (resource.mongodbatlas_advanced_cluster.orders.replication_specs, cdk.tf.json line');
    expect(error).toContain('Inappropriate value for attribute "replication_specs": list of object required.');
  }, 60_000);
});
