import { Construct } from 'constructs';
import type { ICluster } from './cluster';
import type { OutageRegion } from './cluster-props';
import { importedAttribute } from '../../core/imported';
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
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
    this.knownRegions = attrs.knownRegions;
  }

  public get clusterId(): string { return importedAttribute(this, METHOD, 'clusterId', this.attrs.clusterId); }
  public get mongoDbVersion(): string { return importedAttribute(this, METHOD, 'mongoDbVersion', this.attrs.mongoDbVersion); }
  public get stateName(): string { return importedAttribute(this, METHOD, 'stateName', this.attrs.stateName); }
}

const METHOD = 'fromClusterAttributes';
