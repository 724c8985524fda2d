/** Route aggregations, rules and their attachment (test/corpus/equinix/route-aggregation.ts). */
import { describeApps } from '../corpus';
import { APPS } from './route-aggregation';

describeApps('equinix corpus: route aggregations', APPS, (synthesized) => {
  test('rules and attachments name the policy and the connection by id', () => {
    const doc = synthesized('a cloud router connection with IPv4 and IPv6 aggregation policies and their rules').doc;
    expect(doc.resource.equinix_fabric_route_aggregation.v4.project).toEqual({ project_id: '${var.fabric_project_id}' });
    expect(doc.resource.equinix_fabric_route_aggregation_rule.servers).toMatchObject({ route_aggregation_id: '${equinix_fabric_route_aggregation.v4.id}', prefix: '10.20.0.0/16' });
    expect(doc.resource.equinix_fabric_connection_route_aggregation.attach_v4).toMatchObject({
      route_aggregation_id: '${equinix_fabric_route_aggregation.v4.id}', connection_id: '${equinix_fabric_connection.to_dc.id}',
    });
  });
});
