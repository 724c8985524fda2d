/**
 * Equinix Fabric from code: two ports of yours, a redundant pair of connections from them to AWS
 * Direct Connect and a redundant pair to one Azure ExpressRoute circuit. The values are those of
 * Equinix's examples (terraform-equinix-fabric: examples/port-2-aws-connection and
 * examples/port-2-azure-redundant-connections). The L2s write the connection type, the redundancy
 * priorities and the secondary's redundancy group, the service profile of each cloud (looked up by
 * name) and the cloud's fields (authentication key, seller region, peering type).
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../src';

const { AccessPoint, AzurePeering, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, ServiceProfile, TermLength } = equinix;

export class EquinixStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Credentials and the ExpressRoute service key are secrets: sensitive variables, never literals.
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

    new TerraformOutput(this, 'aws_primary_connection_id', { value: aws.primary.connectionId });
    new TerraformOutput(this, 'aws_secondary_connection_id', { value: aws.secondary.connectionId });
    new TerraformOutput(this, 'azure_redundancy_group', { value: azure.primary.redundancyGroup });
  }
}
