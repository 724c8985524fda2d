import { AdvancedClusterBase } from './cluster';
import { ClusterRegion, ReplicaSetClusterProps } from './cluster-props';
import { addRegionTo, REGION_ITEM, RegionList } from './private/topology';
import { checkLayoutList, Construct, Problems, throwIfProblems } from '../../core/l2';

/**
 * A replica set on Atlas (`mongodbatlas_advanced_cluster`, cluster type REPLICASET).
 *
 * List the regions in preference order; the construct assigns the election priorities, checks the
 * topology at synth (Atlas region names, at most 7 electable regions, no region twice; a total of
 * 3, 5 or 7 electable nodes, as the provider documents, warns), and protects the cluster from
 * deletion unless told otherwise (`removalPolicy`).
 *
 * @resource mongodbatlas_advanced_cluster
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/advanced_cluster
 */
export class ReplicaSetCluster extends AdvancedClusterBase {
  private readonly regions: RegionList;

  constructor(scope: Construct, id: string, props: ReplicaSetClusterProps) {
    super(scope, id, props, 'REPLICASET');
    const problems = new Problems();
    this.regions = new RegionList(checkLayoutList(problems, 'regions', props.regions, REGION_ITEM));
    throwIfProblems(this, problems);
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
