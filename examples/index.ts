/** Every example stack, by stack id. The examples test synthesizes each of them. */
import { TerraformStack } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { EquinixStack } from './equinix';
import { IbmStack } from './ibm';
import { IncidentStack } from './incident';
import { IncidentCatalogStack } from './incident-catalog';
import { IncidentEscalationStack } from './incident-escalation';
import { AlertsStack } from './mongodbatlas/alerts';
import { BackupsStack } from './mongodbatlas/backups';
import { GlobalClusterStack } from './mongodbatlas/global-cluster';
import { IdentityStack } from './mongodbatlas/identity';
import { LegacyClusterStack } from './mongodbatlas/legacy-cluster';
import { OrdersL1Stack } from './mongodbatlas/orders-l1';
import { ReplicaSetClusterStack } from './mongodbatlas/replica-set-cluster';
import { ShardedClusterStack } from './mongodbatlas/sharded-cluster';
import { addPolicies, PlatformStack } from './policy/platform';

/** Warnings an example shows on purpose, by stack id (ids of the form `terrain:...`). */
export const EXPECTED_WARNINGS: Record<string, string[]> = {
  // mongodbatlas_cluster is deprecated by the provider; the example shows how to keep one running.
  'legacy-cluster': ['terrain:deprecated-type'],
  // Only MongoDB support can turn a compliance policy off: it is retained, and says so.
  'backups': ['mongodbatlas:compliance-policy-retained'],
};

export const EXAMPLES: Record<string, new (scope: Construct, id: string) => TerraformStack> = {
  'orders-l1': OrdersL1Stack,
  'replica-set-cluster': ReplicaSetClusterStack,
  'sharded-cluster': ShardedClusterStack,
  'global-cluster': GlobalClusterStack,
  'legacy-cluster': LegacyClusterStack,
  'backups': BackupsStack,
  'alerts': AlertsStack,
  'identity': IdentityStack,
  'policy-platform': PlatformStack,
  'incident': IncidentStack,
  'incident-catalog': IncidentCatalogStack,
  'incident-escalation': IncidentEscalationStack,
  'equinix': EquinixStack,
  'ibm': IbmStack,
};

/**
 * Settings an example needs on its scope, by stack id: the tests call it on the app before the
 * stack is created, app.ts on the stack after (packs apply either way).
 */
export const SETUP: Record<string, (scope: IConstruct) => void> = {
  'policy-platform': addPolicies,
};
