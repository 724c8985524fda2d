import { Construct } from 'constructs';
import type { ICluster } from './cluster';
import type { OutageRegion } from './cluster-props';
import type { DatabaseUser } from './database-user';
import { grantTo } from './private/cluster-extras';
import { importedAttribute } from '../../core/imported';
import { checkLayoutList } from '../../core/layout';
import { Problems, throwIfProblems } from '../../core/validation';

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
 * An existing cluster known by its attributes (no data source, nothing read from Atlas).
 */
export class ImportedCluster extends Construct implements ICluster {
  public readonly projectId: string;
  public readonly clusterName: string;
  public readonly knownRegions?: OutageRegion[];

  constructor(scope: Construct, id: string, private readonly attrs: ClusterAttributes) {
    super(scope, id);
    const p = new Problems();
    p.required(attrs ?? ({} as ClusterAttributes), ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    // Outage simulations check their regions against these: a list written in code, of objects.
    const knownRegions = attrs?.knownRegions === undefined || attrs.knownRegions === null
      ? undefined : checkLayoutList(p, 'knownRegions', attrs.knownRegions, '{ provider, region }');
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
    this.knownRegions = knownRegions;
  }

  public get clusterId(): string { return importedAttribute(this, METHOD, 'clusterId', this.attrs.clusterId); }
  public get mongoDbVersion(): string { return importedAttribute(this, METHOD, 'mongoDbVersion', this.attrs.mongoDbVersion); }
  public get stateName(): string { return importedAttribute(this, METHOD, 'stateName', this.attrs.stateName); }

  /**
   * Grants `read` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantRead`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantRead(user: DatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'read', user, databaseName, collectionName);
  }

  /**
   * Grants `readWrite` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantReadWrite`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantReadWrite(user: DatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'readWrite', user, databaseName, collectionName);
  }

  /**
   * Grants readWriteAnyDatabase and dbAdminAnyDatabase and scopes the user to this cluster (see `ICluster.grantAdmin`).
   * @param user the database user
   */
  public grantAdmin(user: DatabaseUser): void {
    grantTo(this, 'admin', user);
  }
}

const METHOD = 'fromClusterAttributes';
