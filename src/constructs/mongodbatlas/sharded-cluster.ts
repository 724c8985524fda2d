import { AdvancedClusterBase } from './cluster';
import { ClusterRegion, ShardedClusterProps } from './cluster-props';
import { addRegionTo, REGION_ITEM, RegionList, requireRegionsFields } from './private/topology';
import { checkShards } from './private/validate-cluster';
import { checkLayoutList, Construct, Problems, throwIfProblems } from '../../core/l2';

/**
 * A sharded cluster on Atlas (`mongodbatlas_advanced_cluster`, cluster type SHARDED).
 *
 * Every shard has the same regions, whose electable nodes total 3, 5 or 7 (checked at synth, like
 * the rest of the topology). Provider 2.x has no `num_shards`, so the construct renders one
 * replication spec per shard.
 *
 * @resource mongodbatlas_advanced_cluster
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/advanced_cluster
 */
export class ShardedCluster extends AdvancedClusterBase {
  /** Number of shards. */
  public readonly shards: number;
  private readonly regions: RegionList;

  constructor(scope: Construct, id: string, props: ShardedClusterProps) {
    super(scope, id, props, 'SHARDED');
    const problems = new Problems();
    problems.required(props, ['shards'], { shards: '1, 2, 3, ... (one replication spec per shard)' });
    checkShards(problems, 'shards', props.shards);
    const regions = checkLayoutList(problems, 'regions', props.regions, REGION_ITEM);
    requireRegionsFields(problems, 'regions', regions, ['provider', 'region']);
    throwIfProblems(this, problems);
    this.shards = props.shards;
    this.regions = new RegionList(regions, props.shards);
    this._layOut(this.regions);
  }

  /**
   * Adds a region to every shard, after the ones already listed.
   * @param region the region
   */
  public addRegion(region: ClusterRegion): void {
    addRegionTo(this, this.regions, region);
  }
}
