/**
 * What the clusters that exist already (imported by attributes, or looked up) share: the grants.
 * A hidden base: jsii copies its members into each class.
 *
 * @internal
 */
import { Construct, IConstruct } from 'constructs';
import { grantTo } from './grants';
import { isKnown, Problems } from '../../../core/l2';
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

/**
 * Adds `expected a string` for each named attribute that is set to a known value other than a
 * string (a JavaScript caller's object or number): the cluster's project and name are quoted in
 * messages and rendered into other resources. Missing ones are `Problems.required`'s.
 */
export function checkStrings<T extends object>(p: Problems, attrs: T, fields: { [K in keyof T & string]?: string }): void {
  for (const f of Object.keys(fields) as Array<keyof T & string>) {
    const v: unknown = attrs[f];
    if (v === undefined || v === null || !isKnown(v) || typeof v === 'string') continue;
    p.add(f, 'expected a string.', { received: v, allowed: fields[f], fix: `pass ${f} as a string (or a string token, e.g. a variable's stringValue).` });
  }
}
