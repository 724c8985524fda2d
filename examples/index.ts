/** Every example stack, by stack id. The examples test synthesizes each of them. */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { GlobalClusterStack } from './mongodbatlas/global-cluster';
import { OrdersL1Stack } from './mongodbatlas/orders-l1';
import { ReplicaSetClusterStack } from './mongodbatlas/replica-set-cluster';
import { ShardedClusterStack } from './mongodbatlas/sharded-cluster';

export const EXAMPLES: Record<string, new (scope: Construct, id: string) => TerraformStack> = {
  'orders-l1': OrdersL1Stack,
  'replica-set-cluster': ReplicaSetClusterStack,
  'sharded-cluster': ShardedClusterStack,
  'global-cluster': GlobalClusterStack,
};
