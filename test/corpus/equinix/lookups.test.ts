/** Port, service profile, route filter, routing protocol, network and service token lookups (test/corpus/equinix/lookups.ts). */
import { describeApps } from '../corpus';
import { APPS } from './lookups';

describeApps('equinix corpus: lookups', APPS, (synthesized) => {
  test('searches render each data source\'s own filter shape', () => {
    const ports = synthesized('a port and a service profile, by id and by search').doc.data;
    expect(ports.equinix_fabric_ports.ports.filter).toEqual([{ property: '/name', operator: '=', value: '${var.port_name}' }]);
    expect(ports.equinix_fabric_service_profiles.profiles).toMatchObject({ and_filters: true, view_point: 'zSide', pagination: { offset: 0, limit: 5 } });
    const routing = synthesized('route filters, rules, attachments and a routing protocol').doc.data;
    expect(routing.equinix_fabric_route_filter_rules.rf_rules).toEqual({ route_filter_id: '${var.route_filter_id}', limit: 100, offset: 0 });
    expect(routing.equinix_fabric_routing_protocol.routing_protocol).toEqual({ connection_uuid: '${var.connection_id}', uuid: '${var.routing_protocol_uuid}' });
    const nets = synthesized('networks and service tokens, by id and by search').doc.data;
    expect(nets.equinix_fabric_networks.networks.filter[3]).toEqual({ group: 'OR_group1', property: '/operation/equinixStatus', operator: '=', values: ['PROVISIONING'] });
    expect(nets.equinix_fabric_service_tokens.service_tokens.filter[0]).toEqual({ property: '/state', operator: '=', values: ['INACTIVE'] });
  });
});
