import { AdvancedClusterBase } from './cluster';
import { ClusterRegion, ReplicaSetClusterProps } from './cluster-props';
import { addRegionTo, REGION_ITEM, RegionList, requireRegionsFields } from './private/topology';
import { checkLayoutList, Construct, Problems, throwIfProblems } from '../../core/l2';

/**
 * A replica set on Atlas (`mongodbatlas_advanced_cluster`, cluster type REPLICASET).
 *
 * List the regions in preference order; the construct assigns the election priorities (0 for a
 * region without electable nodes), checks the topology at synth (Atlas region names, at most 7
 * electable regions, no region twice, 3, 5 or 7 electable nodes in total), and protects the
 * cluster from deletion unless told otherwise (`removalPolicy`).
 *
 * @resource mongodbatlas_advanced_cluster
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/advanced_cluster
 */
export class ReplicaSetCluster extends AdvancedClusterBase {
  private readonly regions: RegionList;

  constructor(scope: Construct, id: string, props: ReplicaSetClusterProps) {
    super(scope, id, props, 'REPLICASET');
    const problems = new Problems();
    const regions = checkLayoutList(problems, 'regions', props.regions, REGION_ITEM);
    requireRegionsFields(problems, 'regions', regions, ['provider', 'region']);
    throwIfProblems(this, problems);
    this.regions = new RegionList(regions);
    this._layOut(this.regions);
  }

  /**
   * Adds a region after the ones already listed (so with a lower priority).
   * @param region the region
   */
  public addRegion(region: ClusterRegion): void {
    addRegionTo(this, this.regions, region);
  }
}
