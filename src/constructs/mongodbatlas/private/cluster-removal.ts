/** The removal policy guards of both cluster families (advanced and legacy). Not part of the public API. */
import { RemovalPolicy, setInput } from '../../../core/l2';
import type { MongodbatlasAdvancedCluster } from '../../../generated/mongodbatlas/advanced-cluster';
import type { MongodbatlasCluster } from '../../../generated/mongodbatlas/cluster';

/**
 * The provider-side guards of a cluster's removal policy: RETAIN (the default) renders
 * `termination_protection_enabled` and `retain_backups_enabled` besides `prevent_destroy`;
 * SNAPSHOT keeps only the backups; DESTROY sets none.
 */
export function clusterGuards(resource: MongodbatlasAdvancedCluster | MongodbatlasCluster): (policy: RemovalPolicy) => void {
  return (policy) => {
    setInput(resource, 'terminationProtectionEnabled', policy === RemovalPolicy.RETAIN ? true : undefined);
    setInput(resource, 'retainBackupsEnabled', policy === RemovalPolicy.DESTROY ? undefined : true);
  };
}
