/**
 * A global orders cluster: zones with their own regions, the construct owns priorities, removal
 * protection and the zone names.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';

export class GlobalClusterStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      clientId: new TerraformVariable(this, 'atlas_client_id', { type: 'string' }).stringValue,
      clientSecret: new TerraformVariable(this, 'atlas_client_secret', { type: 'string', sensitive: true }).stringValue,
    });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' }).stringValue;

    const orders = new mongodbatlas.GlobalCluster(this, 'Orders', {
      projectId, name: 'orders', instanceSize: 'M30', mongoDbMajorVersion: '8.0',
      zones: [{ name: 'Americas', regions: [
        { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 },
        { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2, readOnlyNodes: 1 },
      ] }],
    });
    orders.addZone({ name: 'Europe', regions: [{ provider: 'GCP', region: 'WESTERN_EUROPE', electableNodes: 3 }] });
    new TerraformOutput(this, 'uri', { value: orders.connectionStrings.standardSrv });
  }
}
