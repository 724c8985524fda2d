/**
 * What the clusters that exist already (imported by attributes, or looked up) share: the grants.
 * A hidden base: jsii copies its members into each class.
 *
 * @internal
 */
import { grantTo } from './grants';
import { Construct, IConstruct } from '../../../core/l2';
import type { OutageRegion } from '../cluster-props';
import type { ICluster } from '../cluster-ref';
import type { IDatabaseUser } from '../database-user-ref';

/**
 * A cluster that exists already.
 * @internal
 */
export abstract class ClusterReferenceBase extends Construct implements ICluster {
  public abstract readonly projectId: string;
  public abstract readonly clusterName: string;
  public abstract readonly clusterId: string;
  public abstract readonly mongoDbVersion: string;
  public abstract readonly stateName: string;
  public abstract readonly knownRegions?: OutageRegion[] | undefined;

  protected constructor(scope: IConstruct, id: string) {
    super(scope as Construct, id);
  }

  /**
   * Grants `read` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantRead`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantRead(user: IDatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'read', user, databaseName, collectionName);
  }

  /**
   * Grants `readWrite` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantReadWrite`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantReadWrite(user: IDatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'readWrite', user, databaseName, collectionName);
  }

  /**
   * Grants readWriteAnyDatabase and dbAdminAnyDatabase and scopes the user to this cluster (see `ICluster.grantAdmin`).
   * @param user the database user
   */
  public grantAdmin(user: IDatabaseUser): void {
    grantTo(this, 'admin', user);
  }
}

