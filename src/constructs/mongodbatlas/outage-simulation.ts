import { OutageRegion } from './cluster-props';
import type { ICluster } from './cluster-ref';
import type { ClusterOutageSimulationAttributes, IClusterOutageSimulation } from './outage-simulation-ref';
import { OPTIONS } from './private/option-keys.generated';
import { checkLayoutList, Construct, describedAs, isKnown, oneOf, Problems, textOf, throwIfProblems, validateAtSynth } from '../../core/l2';
import { MongodbatlasClusterOutageSimulation } from '../../generated/mongodbatlas/cluster-outage-simulation';

/**
 * Properties of a cluster outage simulation.
 */
export interface ClusterOutageSimulationProps {
  /** The cluster whose regions go down. */
  readonly cluster: ICluster;
  /** The regions to take down. */
  readonly regions: OutageRegion[];
}

/**
 * Simulates a regional outage of a cluster (`mongodbatlas_cluster_outage_simulation`). The regions
 * must belong to the cluster whenever that can be known at synth. The cloud provider of each
 * region (AWS, GCP or AZURE, the API's enum) is the value check of the L1.
 *
 * @resource mongodbatlas_cluster_outage_simulation
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cluster_outage_simulation
 */
export class ClusterOutageSimulation extends Construct implements IClusterOutageSimulation {
  /**
   * Refers to an existing simulation by its cluster, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and the cluster name
   */
  public static fromClusterOutageSimulationAttributes(
    scope: Construct, id: string, attrs: ClusterOutageSimulationAttributes,
  ): IClusterOutageSimulation {
    return new ImportedClusterOutageSimulation(scope, id, attrs);
  }

  /** The underlying L1 resource (construct id `Default`). */
  public readonly resource: MongodbatlasClusterOutageSimulation;
  /** Id of the Atlas project of the cluster. */
  public readonly projectId: string;
  /** Name of the cluster whose regions are down. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, props: ClusterOutageSimulationProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'ClusterOutageSimulationProps');
    const given = new Problems();
    given.required(props, ['cluster', 'regions'], { cluster: 'a cluster (ICluster)', regions: 'a list of { provider, region }' });
    const regions = checkLayoutList(given, 'regions', props.regions, '{ provider, region }');
    throwIfProblems(this, given);
    this.projectId = props.cluster.projectId;
    this.clusterName = props.cluster.clusterName;
    this.resource = new MongodbatlasClusterOutageSimulation(this, 'Default', {
      projectId: props.cluster.projectId,
      clusterName: props.cluster.clusterName,
      outageFilters: regions.map((r) => ({ cloudProvider: r.provider, regionName: r.region })),
    });
    validateAtSynth(this, () => {
      const p = new Problems();
      if (regions.length === 0) p.add('regions', 'is empty.', { id: 'mongodbatlas:outage-region-required', received: [], allowed: 'at least one region of the cluster', fix: 'list the regions whose outage to simulate.' });
      const known = props.cluster.knownRegions;
      // The construct's consistency: a region the cluster (defined in this app, or imported with its
      // regions) does not have cannot go down (the API answers at apply).
      regions.forEach((r, i) => {
        if (known && isKnown(r.provider) && isKnown(r.region) && !known.some((k) => k?.provider === r.provider && k?.region === r.region)) {
          p.add(`regions[${i}]`, `is not a region of cluster ${textOf(props.cluster.clusterName)}.`, {
            id: 'mongodbatlas:outage-region-of-cluster',
            received: `${textOf(r.provider)}/${textOf(r.region)}`,
            allowed: oneOf(known.map((k) => `${textOf(k?.provider)}/${textOf(k?.region)}`)),
            fix: 'pick regions the cluster has.',
          });
        }
      });
      return p.list;
    });
  }

  /** Atlas id of the simulation. */
  public get simulationId(): string { return this.resource.simulationId; }
  /** Current state of the simulation. */
  public get state(): string { return this.resource.state; }
}

/**
 * An existing cluster outage simulation known by its attributes (nothing is read from Atlas): what
 * `ClusterOutageSimulation.fromClusterOutageSimulationAttributes` returns.
 */
class ImportedClusterOutageSimulation extends Construct implements IClusterOutageSimulation {
  /** Id of the Atlas project of the cluster. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, attrs: ClusterOutageSimulationAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ClusterOutageSimulationAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
  }
}
describedAs(ImportedClusterOutageSimulation, 'IClusterOutageSimulation');
