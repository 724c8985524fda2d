/**
 * Equinix Fabric from code: two ports of yours, a redundant pair of connections from them to AWS
 * Direct Connect and a redundant pair to one Azure ExpressRoute circuit; a Fabric Cloud Router with
 * a connection to Google Cloud Partner Interconnect, its direct and BGP routing protocols, and a
 * route filter on it. The values are those of Equinix's examples (terraform-equinix-fabric:
 * examples/port-2-aws-connection, examples/port-2-azure-redundant-connections,
 * examples/cloud-router-2-google-connection, examples/cloud-router-routing-protocols and
 * examples/cloud-router-2-port-connection-with-route-filters). The L2s write the connection type,
 * the redundancy priorities and the secondary's redundancy group, the service profile of each cloud
 * (looked up by name), the cloud's fields (authentication key, seller region, peering type), the
 * order of the routing protocols and of the filter's attachment after its rules.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../src';

const {
  AccessPoint, AzurePeering, Bandwidth, CloudRouter, CloudRouterPackage, FabricConnection, LinkProtocol, Notifications, Port, PrefixMatch,
  RouteFilter, RouteFilterDirection, RoutingProtocol, ServiceProfile, TermLength,
} = equinix;

export class EquinixStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Credentials, the ExpressRoute service key, the Google pairing key and the BGP key are secrets: sensitive variables, never literals.
    const secret = (name: string) => new TerraformVariable(this, name, { type: 'string', sensitive: true }).stringValue;
    new equinix.EquinixProvider(this, 'equinix', { clientId: secret('equinix_client_id'), clientSecret: secret('equinix_client_secret') });
    const notifications = Notifications.emails(['example@equinix.com']);

    // Two QINQ ports of yours: one looked up by its name, the other known by its uuid.
    const primaryPort = Port.fromName(this, 'PrimaryPort', '200001-SV1-CX-Primary-01');
    const secondaryPort = Port.fromUuid(this, 'SecondaryPort', 'c4d9350e-783c-83cd-1ce0-306a5c00a600');
    // Each cloud's service profile, looked up once by name for both connections of its pair (left
    // out, each connection looks up its own).
    const awsProfile = ServiceProfile.fromName(this, 'AwsProfile', 'AWS Direct Connect');
    const azureProfile = ServiceProfile.fromName(this, 'AzureProfile', 'Azure ExpressRoute');

    // AWS: a hosted connection on each port. The account id is the authentication key, which the L1
    // treats as a secret (a literal warns terrain:literal-secret): it comes from a variable.
    const awsAccountId = new TerraformVariable(this, 'aws_account_id', { type: 'string' }).stringValue;
    const aws = FabricConnection.redundantPair(this, 'Aws', {
      name: 'Port_2_aws',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      termLength: TermLength.ONE_YEAR,
      purchaseOrderNumber: '1-323292',
      primaryASide: AccessPoint.port(primaryPort, { linkProtocol: LinkProtocol.qinq(2019, 2112) }),
      secondaryASide: AccessPoint.port(secondaryPort, { linkProtocol: LinkProtocol.qinq(2019, 2112) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: awsAccountId, region: 'us-west-1', metro: 'SV', profile: awsProfile }),
    });

    // Azure: both connections of one ExpressRoute circuit, on one service key (a sensitive variable).
    const azure = FabricConnection.redundantPair(this, 'Azure', {
      name: 'Port2Azure',
      secondaryName: 'Port2Azure_2ndary',
      bandwidth: Bandwidth.mbps(100),
      notifications,
      termLength: TermLength.ONE_YEAR,
      purchaseOrderNumber: '1-323292',
      primaryASide: AccessPoint.port(primaryPort, { linkProtocol: LinkProtocol.qinq(2867, 2098) }),
      secondaryASide: AccessPoint.port(secondaryPort, { linkProtocol: LinkProtocol.qinq(2453, 3444) }),
      zSide: AccessPoint.azureExpressRoute({ serviceKey: secret('azure_service_key'), peering: AzurePeering.PRIVATE, metro: 'SV', profile: azureProfile }),
    });

    // Google: a Fabric Cloud Router (layer 3, billed by its package) in the project given by a
    // variable, and an IP_VC connection from it to a Partner Interconnect attachment, whose pairing
    // key is a sensitive variable (the service profile is looked up by its name, Zone 1).
    const projectId = new TerraformVariable(this, 'equinix_project_id', { type: 'string' }).stringValue;
    const router = new CloudRouter(this, 'Router', {
      name: 'cloud_router_alpha',
      package: CloudRouterPackage.STANDARD,
      metro: 'SV',
      notifications,
      projectId,
      purchaseOrderNumber: '1-323292',
    });
    const google = FabricConnection.cloudRouterToProvider(this, 'Google', {
      name: 'fcr_2_gcp',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      purchaseOrderNumber: '1-323292',
      projectId,
      aSide: AccessPoint.cloudRouter(router),
      zSide: AccessPoint.googlePartnerInterconnect({ pairingKey: secret('google_pairing_key'), region: 'us-west1', metro: 'SV' }),
    });

    // Routing over it: the direct protocol (the Equinix side's addresses), then BGP with your router,
    // whose peer addresses are in the direct subnets; BGP waits for the direct one (depends_on).
    const direct = RoutingProtocol.direct(this, 'Direct', { connection: google, name: 'DIRECT_RP', ipv4: '190.1.1.1/30', ipv6: '190::1:1/126' });
    RoutingProtocol.bgp(this, 'Bgp', {
      direct,
      name: 'BGP_RP',
      customerAsn: 100,
      customerPeerIpv4: '190.1.1.2',
      customerPeerIpv6: '190::1:2',
      bgpAuthKey: secret('bgp_auth_key'),
    });

    // A route filter of the prefixes the router learns from Google (INBOUND), attached to the
    // connection after its rules exist (depends_on).
    const filter = new RouteFilter(this, 'Filter', {
      name: 'rf_policy_PFCR',
      projectId,
      rules: [
        { name: 'rule_1', prefix: '192.168.0.0/24', match: PrefixMatch.EXACT },
        { name: 'rule_2', prefix: '192.168.1.0/24', match: PrefixMatch.OR_LONGER },
      ],
    });
    filter.attachTo(google, RouteFilterDirection.INBOUND);

    new TerraformOutput(this, 'aws_primary_connection_id', { value: aws.primary.connectionId });
    new TerraformOutput(this, 'aws_secondary_connection_id', { value: aws.secondary.connectionId });
    new TerraformOutput(this, 'azure_redundancy_group', { value: azure.primary.redundancyGroup });
    new TerraformOutput(this, 'cloud_router_id', { value: router.cloudRouterId });
    new TerraformOutput(this, 'google_connection_id', { value: google.connectionId });
  }
}
