/**
 * The contract of a cluster outage simulation and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A cluster outage simulation, defined here or existing.
 */
export interface IClusterOutageSimulation extends IConstruct {
  /** Id of the Atlas project of the cluster. */
  readonly projectId: string;
  /** Name of the cluster whose regions are down. */
  readonly clusterName: string;
}

/**
 * Attributes of an existing outage simulation, for `fromClusterOutageSimulationAttributes`.
 */
export interface ClusterOutageSimulationAttributes {
  /** Id of the Atlas project of the cluster. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly clusterName: string;
}
