/** Fabric connections of every kind the provider's examples show (test/corpus/equinix/connections.ts). */
import { describeApps } from '../corpus';
import { APPS } from './connections';

describeApps('equinix corpus: connections', APPS, (synthesized) => {
  test('the secondary connection joins the primary\'s redundancy group', () => {
    const conn = synthesized('port to AWS, redundant primary and secondary').doc.resource.equinix_fabric_connection;
    expect(conn.primary.redundancy).toEqual({ priority: 'PRIMARY' });
    expect(conn.secondary.redundancy).toEqual({ priority: 'SECONDARY', group: '${tolist(equinix_fabric_connection.primary.redundancy).0.group}' });
    expect(conn.primary.z_side.access_point).toMatchObject({ type: 'SP', authentication_key: '${var.aws_account_id}', seller_region: 'us-west-1' });
    expect(conn.primary.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 2019, vlan_c_tag: 2112 });
    const azure = synthesized('virtual device to Azure, redundant primary and secondary').doc.resource.equinix_fabric_connection;
    expect(azure.secondary.redundancy.group).toBe('${tolist(equinix_fabric_connection.primary.redundancy).0.group}');
    expect(azure.secondary.a_side.access_point.interface).toEqual({ type: 'CLOUD', id: 5 });
  });

  test('cloud router connections name the router by its id; service tokens stand in for an access point', () => {
    const fcr = synthesized('cloud router to Azure, to a port and to an IP WAN network').doc.resource.equinix_fabric_connection;
    expect(fcr.port.a_side.access_point).toEqual({ type: 'CLOUD_ROUTER', router: { uuid: '${equinix_fabric_cloud_router.fcr.id}' } });
    expect(fcr.network.type).toBe('IPWAN_VC');
    const tokens = synthesized('service tokens on the A and on the Z side').doc.resource.equinix_fabric_connection;
    expect(tokens.token_to_aws.a_side).toEqual({ service_token: { uuid: '${var.a_side_token}' } });
    expect(tokens.vd_to_token.z_side).toEqual({ service_token: { type: 'VC_TOKEN', uuid: '${var.z_side_token}' } });
  });

  test('an EVP-Tree leaf names its role; untagged (EPL) ports carry no link protocol', () => {
    const nets = synthesized('ports to EVPLAN, EPLAN and EVP-Tree networks').doc.resource.equinix_fabric_connection;
    expect(nets.etree_leaf.z_side.access_point).toEqual({ type: 'NETWORK', network: { uuid: '${var.etree_network_uuid}' }, role: 'LEAF' });
    expect(nets.eplan.a_side.access_point.link_protocol).toBeUndefined();
  });
});
