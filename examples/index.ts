/** Every example stack, by stack id. The examples test synthesizes each of them. */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { OrdersL1Stack } from './mongodbatlas/orders-l1';

export const EXAMPLES: Record<string, new (scope: Construct, id: string) => TerraformStack> = {
  'orders-l1': OrdersL1Stack,
};
