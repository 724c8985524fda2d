/** The removal policy of both cluster families (advanced and legacy): one binding, the same guards. */
import { setInput } from '../../../core/l1-runtime';
import { RemovalPolicy, RemovalPolicyBinding } from '../../../core/removal-policy';
import type { MongodbatlasAdvancedCluster } from '../../../generated/mongodbatlas/advanced-cluster';
import type { MongodbatlasCluster } from '../../../generated/mongodbatlas/cluster';

/**
 * RETAIN (the default) renders `termination_protection_enabled` and `retain_backups_enabled`
 * besides `prevent_destroy`; SNAPSHOT keeps only the backups; DESTROY sets none.
 */
export function clusterRemoval(resource: MongodbatlasAdvancedCluster | MongodbatlasCluster, chosen: RemovalPolicy | undefined): RemovalPolicyBinding {
  return new RemovalPolicyBinding(resource, chosen, RemovalPolicy.RETAIN, (policy) => {
    setInput(resource, 'terminationProtectionEnabled', policy === RemovalPolicy.RETAIN ? true : undefined);
    setInput(resource, 'retainBackupsEnabled', policy === RemovalPolicy.DESTROY ? undefined : true);
  });
}
