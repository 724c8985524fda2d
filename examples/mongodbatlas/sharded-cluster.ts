/**
 * A sharded events cluster: three shards, each with the same two regions.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';

export class ShardedClusterStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      accessToken: new TerraformVariable(this, 'atlas_access_token', { type: 'string', sensitive: true }).stringValue,
    });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' }).stringValue;

    new mongodbatlas.ShardedCluster(this, 'Events', {
      projectId,
      name: 'events',
      instanceSize: 'M50',
      shards: 3,
      regions: [
        { provider: 'AZURE', region: 'US_EAST_2', electableNodes: 3 },
        { provider: 'AZURE', region: 'US_WEST', electableNodes: 2 },
      ],
    });
  }
}
