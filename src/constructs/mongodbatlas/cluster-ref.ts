/**
 * The contract of an Atlas cluster (`ICluster`) and the attributes of an existing one: what
 * other constructs take (backup schedules, alerts, outage simulations, database user scopes), so
 * that any cluster serves, whether defined here, looked up or imported.
 */
import type { OutageRegion } from './cluster-props';
import type { IDatabaseUser } from './database-user-ref';
import type { IConstruct } from '../../core/l2';

/**
 * An Atlas cluster, defined here or existing.
 */
export interface ICluster extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly clusterName: string;
  /** Atlas id of the cluster. */
  readonly clusterId: string;
  /** Version of MongoDB the cluster runs. */
  readonly mongoDbVersion: string;
  /** Current state, e.g. IDLE. */
  readonly stateName: string;
  /**
   * The regions the cluster is known to have (provider/region), or undefined when not known at
   * synth time (a looked-up cluster).
   */
  readonly knownRegions?: OutageRegion[] | undefined;

  /**
   * Lets a database user read one database (or one collection) of this cluster: adds the read
   * role to the user and this cluster to its scopes (the scopes it has stay).
   * @param user the database user (a DatabaseUser of this app, of the cluster's project)
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  grantRead(user: IDatabaseUser, databaseName: string, collectionName?: string): void;

  /**
   * Lets a database user read and write one database (or one collection) of this cluster: adds
   * the readWrite role to the user and this cluster to its scopes (the scopes it has stay).
   * @param user the database user (a DatabaseUser of this app, of the cluster's project)
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  grantReadWrite(user: IDatabaseUser, databaseName: string, collectionName?: string): void;

  /**
   * Lets a database user administer the data of this cluster: adds readWriteAnyDatabase and
   * dbAdminAnyDatabase (not atlasAdmin) to the user and this cluster to its scopes.
   * @param user the database user (a DatabaseUser of this app, of the cluster's project)
   */
  grantAdmin(user: IDatabaseUser): void;
}

/**
 * Attributes of an existing cluster, for `fromClusterAttributes`. Only what is given can be read.
 */
export interface ClusterAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly clusterName: string;
  /**
   * Atlas id of the cluster.
   * @default - unknown: reading `clusterId` is an error
   */
  readonly clusterId?: string;
  /**
   * Version of MongoDB the cluster runs.
   * @default - unknown: reading `mongoDbVersion` is an error
   */
  readonly mongoDbVersion?: string;
  /**
   * Current state of the cluster.
   * @default - unknown: reading `stateName` is an error
   */
  readonly stateName?: string;
  /**
   * The cluster's regions, for outage simulations.
   * @default - unknown: regions are not checked against the cluster
   */
  readonly knownRegions?: OutageRegion[];
}

/**
 * Attributes of an existing cluster read through the data source (`fromLookup`).
 */
export interface ClusterLookupAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly name: string;
}
