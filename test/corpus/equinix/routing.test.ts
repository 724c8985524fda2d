/** Routing protocols, route filters, networks and service tokens (test/corpus/equinix/routing.ts). */
import { describeApps } from '../corpus';
import { APPS } from './routing';

describeApps('equinix corpus: routing, networks and service tokens', APPS, (synthesized) => {
  test('BGP peers after the DIRECT protocol; the filter is attached after its rules and the routing', () => {
    const doc = synthesized('a cloud router to port connection with DIRECT and BGP routing and an inbound route filter').doc;
    const rp = doc.resource.equinix_fabric_routing_protocol;
    expect(rp.direct).toEqual({ connection_uuid: '${equinix_fabric_connection.fcr_2_port.id}', name: 'DRP_PFCR', type: 'DIRECT', direct_ipv4: [{ equinix_iface_ip: '10.2.1.1/30' }] });
    expect(rp.bgp).toMatchObject({ depends_on: ['equinix_fabric_routing_protocol.direct'], type: 'BGP', customer_asn: 4007, bgp_ipv4: [{ customer_peer_ip: '10.2.1.2', enabled: true }] });
    expect(doc.resource.equinix_fabric_connection.fcr_2_port.z_side.access_point.port).toEqual({ uuid: '${data.equinix_fabric_ports.zside.data[0].uuid}' });
    expect(doc.data.equinix_fabric_ports.zside.filter).toEqual([{ property: '/name', operator: '=', value: '${var.zside_port_name}' }]);
    expect(doc.resource.equinix_fabric_route_filter_rule.rule_2).toMatchObject({ route_filter_id: '${equinix_fabric_route_filter.policy.id}', prefix: '192.168.1.0/24', prefix_match: 'orlonger' });
    expect(doc.resource.equinix_fabric_connection_route_filter.attachment).toEqual({
      depends_on: ['equinix_fabric_routing_protocol.bgp', 'equinix_fabric_route_filter_rule.rule_1', 'equinix_fabric_route_filter_rule.rule_2'],
      connection_id: '${equinix_fabric_connection.fcr_2_port.id}',
      route_filter_id: '${equinix_fabric_route_filter.policy.id}',
      direction: 'INBOUND',
    });
    const dual = synthesized('dual-stack routing protocols on an existing connection, with an outbound IPv6 filter').doc.resource.equinix_fabric_routing_protocol.bgp;
    expect(dual).toMatchObject({ bgp_auth_key: '${var.bgp_auth_key}', bgp_ipv6: [{ customer_peer_ip: '190::1:2', enabled: true }], bfd: [{ enabled: true, interval: '100' }] });
  });

  test('networks take their project as a list; the leaf names the EVP-Tree network by id', () => {
    const doc = synthesized('EVP-Tree, EVPLAN and regional EPLAN networks, and a leaf connection').doc;
    expect(doc.resource.equinix_fabric_network.etree_network).toMatchObject({ type: 'EVPTREE', scope: 'LOCAL', project: [{ project_id: '${var.network_project_id}' }] });
    expect(doc.resource.equinix_fabric_network.eplan_amer.location).toEqual({ region: 'AMER' });
    expect(doc.resource.equinix_fabric_connection.leaf.z_side.access_point).toEqual({ type: 'NETWORK', network: { uuid: '${equinix_fabric_network.etree_network.id}' }, role: 'LEAF' });
  });

  test('service tokens: selectors render their single blocks as objects; outputs read the whole selector list', () => {
    const doc = synthesized('service tokens for a port VLAN, a virtual device and a network').doc;
    const tokens = doc.resource.equinix_fabric_service_token;
    expect(tokens.aside_port.service_token_connection[0].a_side[0].access_point_selectors[0]).toEqual({
      type: 'COLO', port: { uuid: '${var.port_uuid}' }, link_protocol: { type: 'DOT1Q', vlan_tag: 2987 },
    });
    expect(tokens.zside_vd.service_token_connection[0].z_side[0].access_point_selectors[0].interface).toEqual({ type: 'NETWORK' });
    expect(tokens.zside_network.service_token_connection[0].z_side[0].access_point_selectors[0].network).toEqual({ uuid: '${equinix_fabric_network.evplan.id}' });
    expect(doc.output.network_token_selectors.value)
      .toBe('${tolist(tolist(equinix_fabric_service_token.zside_network.service_token_connection).0.z_side).0.access_point_selectors}');
  });
});
