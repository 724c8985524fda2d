/**
 * Fabric connections of every kind the provider's examples show
 * (examples/resources/equinix_fabric_connection/*.tf) and its acceptance tests apply
 * (internal/resources/fabric/connection/resource_test.go): port to a cloud service provider with a
 * redundant primary and secondary pair, virtual device to a provider, cloud router to a provider,
 * to a port and to a network, service tokens on either side, ports to networks (EVPLAN, EPLAN,
 * EVP-Tree), port to port (EVPL, EPL, access EPL), and the two examples that tag a DOT1Q port with
 * vlanSTag. Port, device, profile and network ids are inputs (they come from the team that owns
 * them); authentication keys are sensitive variables.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input, sensitive } from '../corpus';
import { cloudRouter, NOTIFY, projectId } from './cloud-router';
import { fabricProvider } from './provider';

type Connection = equinix.EquinixFabricConnectionConfig;
type ASide = equinix.EquinixFabricConnectionASideAccessPoint;
type ZSide = equinix.EquinixFabricConnectionZSideAccessPoint;
const ORDER = { purchaseOrderNumber: '1-323292' };

/** A port of the A side, with its link protocol. */
function port(uuid: string, linkProtocol?: equinix.EquinixFabricConnectionASideAccessPointLinkProtocol, metroCode?: string): ASide {
  return { type: 'COLO', port: { uuid }, linkProtocol, location: metroCode ? { metroCode } : undefined };
}

/** A service profile (cloud service provider) on the Z side. */
function provider(profileUuid: string, metroCode: string, extra: Partial<ZSide> = {}): ZSide {
  return { type: 'SP', profile: { type: 'L2_PROFILE', uuid: profileUuid }, location: { metroCode }, ...extra };
}

/** Port to AWS Direct Connect, a primary and a secondary connection on two ports in one redundancy group. */
class PortToAwsRedundant extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const awsAccount = sensitive(this, 'aws_account_id', 'AWS account that accepts the hosted connections.');
    const profile = input(this, 'aws_profile_uuid', 'Fabric service profile of AWS Direct Connect.', '69ee618d-be52-468d-bc99-00566f2dd2b9');
    const project = projectId(this);
    const base = (name: string, portUuid: string, sTag: number): Connection => ({
      name,
      type: 'EVPL_VC',
      bandwidth: 1000,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '1-323929', termLength: 12 },
      project: { projectId: project },
      aSide: { accessPoint: port(portUuid, { type: 'QINQ', vlanSTag: sTag, vlanCTag: 2112 }) },
      zSide: { accessPoint: provider(profile, 'SV', { authenticationKey: awsAccount, sellerRegion: 'us-west-1' }) },
      additionalInfo: [
        { key: 'accessKey', value: sensitive(this, `${name.replace(/-/g, '_')}_access_key`, 'AWS access key that accepts the connection.') },
        { key: 'secretKey', value: sensitive(this, `${name.replace(/-/g, '_')}_secret_key`, 'AWS secret key that accepts the connection.') },
      ],
      timeouts: { create: '30m', delete: '20m' },
    });
    const primary = new equinix.EquinixFabricConnection(this, 'primary', {
      ...base('sv-aws-pri', input(this, 'primary_port_uuid', 'Primary QINQ port in SV.'), 2019),
      redundancy: { priority: 'PRIMARY' },
    });
    new equinix.EquinixFabricConnection(this, 'secondary', {
      ...base('sv-aws-sec', input(this, 'secondary_port_uuid', 'Secondary QINQ port in SV.'), 2020),
      redundancy: { priority: 'SECONDARY', group: primary.redundancy.group },
    });
    new TerraformOutput(this, 'primary_provider_status', { value: primary.operation.get(0).providerStatus });
  }
}

/** Virtual device to Azure ExpressRoute, a primary and a secondary on two interfaces of the device. */
class VirtualDeviceToAzureRedundant extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const device = input(this, 'device_uuid', 'Network Edge device that reaches Azure.');
    const serviceKey = sensitive(this, 'expressroute_service_key', 'Service key of the ExpressRoute circuit.');
    const azure = input(this, 'azure_profile_uuid', 'Fabric service profile of Azure ExpressRoute.', 'a1390b22-bbe0-4e93-ad37-85beef9d254d');
    const leg = (name: string, interfaceId: number, redundancy: equinix.EquinixFabricConnectionRedundancy): Connection => ({
      name,
      type: 'EVPL_VC',
      bandwidth: 50,
      redundancy,
      notifications: NOTIFY,
      order: ORDER,
      aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: device }, interfaceAttribute: { type: 'CLOUD', id: interfaceId } } },
      zSide: { accessPoint: provider(azure, 'SV', { authenticationKey: serviceKey, peeringType: 'PRIVATE' }) },
    });
    const primary = new equinix.EquinixFabricConnection(this, 'primary', leg('vd-azure-pri', 7, { priority: 'PRIMARY' }));
    new equinix.EquinixFabricConnection(this, 'secondary', leg('vd-azure-sec', 5, { priority: 'SECONDARY', group: primary.redundancy.group }));
  }
}

/** A cloud router, and its connections to Azure, to a colo port and to a Fabric network (IP WAN). */
class CloudRouterConnections extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const project = projectId(this);
    const fcr = cloudRouter(this, 'fcr', 'SV', project);
    const fromRouter = (name: string, type: string, zSide: equinix.EquinixFabricConnectionZSide): Connection => ({
      name,
      type,
      bandwidth: 50,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '123485' },
      redundancy: { priority: 'PRIMARY' },
      project: { projectId: project },
      aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
      zSide,
    });
    new equinix.EquinixFabricConnection(this, 'azure', fromRouter('fcr-azure', 'IP_VC', {
      accessPoint: provider(input(this, 'azure_profile_uuid', 'Fabric service profile of Azure ExpressRoute.'), 'SV', {
        authenticationKey: sensitive(this, 'expressroute_service_key', 'Service key of the ExpressRoute circuit.'),
        peeringType: 'PRIVATE',
      }),
    }));
    new equinix.EquinixFabricConnection(this, 'port', fromRouter('fcr-port', 'IP_VC', {
      accessPoint: { type: 'COLO', port: { uuid: input(this, 'colo_port_uuid', 'DOT1Q port of the colo in SV.') }, linkProtocol: { type: 'DOT1Q', vlanTag: 2711 }, location: { metroCode: 'SV' } },
    }));
    new equinix.EquinixFabricConnection(this, 'network', fromRouter('fcr-ipwan', 'IPWAN_VC', {
      accessPoint: { type: 'NETWORK', network: { uuid: input(this, 'ipwan_network_uuid', 'Fabric IP WAN network.') } },
    }));
  }
}

/** Service tokens: a partner's token on the A side to AWS, and a virtual device to a token a provider issued. */
class ServiceTokens extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.EquinixFabricConnection(this, 'token_to_aws', {
      name: 'token-aws',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: ORDER,
      aSide: { serviceToken: { uuid: input(this, 'a_side_token', 'A-side service token the partner shared.') } },
      zSide: {
        accessPoint: provider(input(this, 'aws_profile_uuid', 'Fabric service profile of AWS Direct Connect.'), 'SV', {
          authenticationKey: sensitive(this, 'aws_account_id', 'AWS account that accepts the connection.'), sellerRegion: 'us-west-1',
        }),
      },
    });
    new equinix.EquinixFabricConnection(this, 'vd_to_token', {
      name: 'vd-token',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: ORDER,
      aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: input(this, 'device_uuid', 'Network Edge device.') }, interfaceAttribute: { type: 'NETWORK', id: 7 } } },
      zSide: { serviceToken: { type: 'VC_TOKEN', uuid: input(this, 'z_side_token', 'Z-side service token the provider issued.') } },
    });
  }
}

/** Ports into Fabric networks: EVPLAN (tagged), EPLAN (untagged), and an EVP-Tree leaf. */
class PortsToNetworks extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const toNetwork = (name: string, type: string, aSide: ASide, network: string, role?: string): Connection => ({
      name,
      type,
      bandwidth: 50,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '123485' },
      redundancy: { priority: 'PRIMARY' },
      aSide: { accessPoint: aSide },
      zSide: { accessPoint: { type: 'NETWORK', network: { uuid: network }, role } },
    });
    new equinix.EquinixFabricConnection(this, 'evplan', toNetwork('port-evplan', 'EVPLAN_VC',
      port(input(this, 'dot1q_port_uuid', 'DOT1Q port.'), { type: 'DOT1Q', vlanTag: 1976 }), input(this, 'evplan_network_uuid', 'EVPLAN network.')));
    new equinix.EquinixFabricConnection(this, 'eplan', toNetwork('port-eplan', 'EPLAN_VC',
      port(input(this, 'epl_port_uuid', 'Untagged (EPL) port.')), input(this, 'eplan_network_uuid', 'EPLAN network.')));
    new equinix.EquinixFabricConnection(this, 'etree_leaf', toNetwork('port-etree-leaf', 'EVPTREE_VC',
      port(input(this, 'leaf_port_uuid', 'DOT1Q port of the leaf site.'), { type: 'DOT1Q', vlanTag: 980 }), input(this, 'etree_network_uuid', 'EVP-Tree network.'), 'LEAF'));
  }
}

/** Port to port: tagged (EVPL), untagged (EPL), and access EPL from a QINQ port. */
class PortToPort extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const a = input(this, 'a_port_uuid', 'Port in SV.');
    const z = input(this, 'z_port_uuid', 'Port in SV of the other cage.');
    const between = (name: string, type: string, aSide: ASide, zSide: ZSide): Connection => ({
      name, type, bandwidth: 100, notifications: NOTIFY, order: { purchaseOrderNumber: '1-129105284100' }, aSide: { accessPoint: aSide }, zSide: { accessPoint: zSide },
    });
    new equinix.EquinixFabricConnection(this, 'evpl', between('port-test-evpl', 'EVPL_VC',
      port(a, { type: 'DOT1Q', vlanTag: 100 }, 'SV'), { type: 'COLO', port: { uuid: z }, linkProtocol: { type: 'DOT1Q', vlanTag: 101 }, location: { metroCode: 'SV' } }));
    new equinix.EquinixFabricConnection(this, 'qinq', between('port-test-qinq', 'EVPL_VC',
      port(input(this, 'a_qinq_port_uuid', 'QINQ port in SV.'), { type: 'QINQ', vlanSTag: 1976 }),
      { type: 'COLO', port: { uuid: input(this, 'z_qinq_port_uuid', 'QINQ port in SV of the other cage.') }, linkProtocol: { type: 'QINQ', vlanSTag: 3711 }, location: { metroCode: 'SV' } }));
    new equinix.EquinixFabricConnection(this, 'epl', between('port-test-epl', 'EPL_VC',
      port(input(this, 'a_epl_port_uuid', 'EPL port.')), { type: 'COLO', port: { uuid: input(this, 'z_epl_port_uuid', 'EPL port of the other cage.') }, location: { metroCode: 'SV' } }));
    new equinix.EquinixFabricConnection(this, 'access_epl', between('port-test-access-epl', 'ACCESS_EPL_VC',
      port(input(this, 'access_port_uuid', 'QINQ port.'), { type: 'QINQ', vlanSTag: 1976 }), { type: 'COLO', port: { uuid: input(this, 'epl_port_uuid', 'EPL port.') }, location: { metroCode: 'SV' } }));
  }
}

/** Port to a service profile in the CONUS geographic scope, and port to Alibaba Cloud. */
class PortToProviders extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const portUuid = input(this, 'dot1q_port_uuid', 'DOT1Q port.');
    new equinix.EquinixFabricConnection(this, 'conus', {
      name: 'port-sp-conus',
      type: 'EVPL_VC',
      bandwidth: 50,
      geoScope: 'CONUS',
      redundancy: { priority: 'PRIMARY' },
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }, { type: 'BANDWIDTH_ALERT', emails: ['capacity@example.com'] }],
      order: ORDER,
      aSide: { accessPoint: port(portUuid, { type: 'DOT1Q', vlanTag: 1569 }) },
      zSide: { accessPoint: provider(input(this, 'public_profile_uuid', 'Public service profile.'), 'DC') },
    });
    new equinix.EquinixFabricConnection(this, 'alibaba', {
      name: 'port-alibaba',
      type: 'EVPL_VC',
      bandwidth: 50,
      description: 'Express Connect to Alibaba Cloud',
      redundancy: { priority: 'PRIMARY' },
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '1-323929' },
      aSide: { accessPoint: port(portUuid, { type: 'DOT1Q', vlanTag: 2019 }) },
      zSide: {
        accessPoint: provider(input(this, 'alibaba_profile_uuid', 'Fabric service profile of Alibaba Cloud.'), 'SV', {
          authenticationKey: sensitive(this, 'alibaba_account_id', 'Alibaba Cloud account.'), sellerRegion: 'us-west-1',
        }),
      },
    });
  }
}

/**
 * The provider's examples port_to_vd.tf and port_to_network_evplan.tf tag a DOT1Q port with
 * vlan_s_tag. Nothing validates which tag a type takes, so they synthesize; the documented
 * mismatch warns.
 */
class ExamplesWithVlanSTagOnDot1q extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.EquinixFabricConnection(this, 'vd2port', {
      name: 'vd-port',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: ORDER,
      aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: input(this, 'device_uuid', 'Network Edge device.') }, interfaceAttribute: { type: 'NETWORK', id: 7 } } },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: input(this, 'z_port_uuid', 'DOT1Q port.') }, linkProtocol: { type: 'DOT1Q', vlanSTag: 3711 }, location: { metroCode: 'SV' } } },
    });
    new equinix.EquinixFabricConnection(this, 'evplan', {
      name: 'port-evplan',
      type: 'EVPLAN_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: ORDER,
      aSide: { accessPoint: port(input(this, 'a_port_uuid', 'DOT1Q port.'), { type: 'DOT1Q', vlanSTag: 1976 }) },
      zSide: { accessPoint: { type: 'NETWORK', network: { uuid: input(this, 'network_uuid', 'EVPLAN network.') } } },
    });
  }
}

/** A cloud router connection written with the deprecated `gateway` block instead of `router`. */
class DeprecatedGateway extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.EquinixFabricConnection(this, 'legacy', {
      name: 'fcr-port-legacy',
      type: 'IP_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      aSide: { accessPoint: { type: 'CLOUD_ROUTER', gateway: { uuid: input(this, 'router_uuid', 'Cloud router.') } } },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: input(this, 'port_uuid', 'DOT1Q port.') }, linkProtocol: { type: 'DOT1Q', vlanTag: 1270 }, location: { metroCode: 'SV' } } },
    });
  }
}

const DOT1Q_S_TAG = (path: string, side: string, tag: number) => `${path}: [rule:equinix_fabric_connection/vlan-tags-match-link-protocol] ${side}.accessPoint.linkProtocol.vlanSTag: `
  + `is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'DOT1Q'. Received: vlanSTag ${tag} with type 'DOT1Q'. `
  + `Allowed: type 'DOT1Q' takes vlanTag. Fix: write vlanTag: ${tag} instead of vlanSTag (DOT1Q uses vlanTag), or set type to 'QINQ'.`;

export const APPS: CorpusApp[] = [
  { name: 'port to AWS, redundant primary and secondary', after: 'examples/resources/equinix_fabric_connection/port_to_aws.tf', build: (s, id) => new PortToAwsRedundant(s, id) },
  { name: 'virtual device to Azure, redundant primary and secondary', after: 'examples/resources/equinix_fabric_connection/vd_to_azure_redundant.tf', build: (s, id) => new VirtualDeviceToAzureRedundant(s, id) },
  { name: 'cloud router to Azure, to a port and to an IP WAN network', after: 'examples/resources/equinix_fabric_connection/fcr_to_azure.tf, fcr_to_port.tf, fcr_to_network.tf', build: (s, id) => new CloudRouterConnections(s, id) },
  { name: 'service tokens on the A and on the Z side', after: 'examples/resources/equinix_fabric_connection/token_to_aws.tf, vd_to_token.tf', build: (s, id) => new ServiceTokens(s, id) },
  { name: 'ports to EVPLAN, EPLAN and EVP-Tree networks', after: 'examples/resources/equinix_fabric_connection/port_to_network_*.tf; resource_test.go TestAccFabricCreatePort2EtreeNetworkConnection_PFCR', build: (s, id) => new PortsToNetworks(s, id) },
  { name: 'port to port: EVPL, QINQ, EPL and access EPL', after: 'examples/resources/equinix_fabric_connection/port_to_port*.tf; resource_test.go TestAccFabricCreatePort2PortConnection_PFCR', build: (s, id) => new PortToPort(s, id) },
  { name: 'port to a service profile in CONUS and to Alibaba', after: 'resource_test.go TestAccFabricCreatePort2SPConnection_PFCR; examples/resources/equinix_fabric_connection/port_to_alibaba.tf', build: (s, id) => new PortToProviders(s, id) },
  {
    name: 'the examples that tag a DOT1Q port with vlanSTag',
    after: 'examples/resources/equinix_fabric_connection/port_to_vd.tf, port_to_network_evplan.tf',
    build: (s, id) => new ExamplesWithVlanSTagOnDot1q(s, id),
    warnings: [DOT1Q_S_TAG('corpus/vd2port', 'zSide', 3711), DOT1Q_S_TAG('corpus/evplan', 'aSide', 1976)],
  },
  {
    name: 'the deprecated gateway block',
    after: 'internal/resources/fabric/connection/resource_schema.go (gateway: Deprecated, use router)',
    build: (s, id) => new DeprecatedGateway(s, id),
    warnings: ['corpus/legacy: [terrain:deprecated-attribute] aSide.accessPoint.gateway is deprecated by the provider. Use `router` instead.'],
  },
];
