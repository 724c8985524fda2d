import { Construct } from 'constructs';
import { AdvancedClusterBase } from './cluster';
import { ClusterRegion, ShardedClusterProps } from './cluster-props';
import { checkLayoutList, pushLayoutItem, checkShards, REGION_ITEM, ShardLayout } from './private/validate-cluster';
import { throwIfProblems, Problems } from '../../core/validation';

/**
 * A sharded cluster on Atlas (`mongodbatlas_advanced_cluster`, cluster type SHARDED).
 *
 * Every shard has the same regions. Provider 2.x has no `num_shards`, so the construct renders one
 * replication spec per shard.
 *
 * @resource mongodbatlas_advanced_cluster
 */
export class ShardedCluster extends AdvancedClusterBase {
  /** Number of shards. */
  public readonly shards: number;
  private readonly regions: ClusterRegion[];

  constructor(scope: Construct, id: string, props: ShardedClusterProps) {
    super(scope, id, props, 'SHARDED');
    const problems = new Problems();
    checkShards(problems, 'shards', props.shards);
    this.regions = checkLayoutList(problems, 'regions', props.regions, REGION_ITEM);
    throwIfProblems(this, problems);
    this.shards = props.shards;
    this._refresh();
  }

  /**
   * Adds a region to every shard, after the ones already listed.
   * @param region the region
   */
  public addRegion(region: ClusterRegion): void {
    pushLayoutItem(this, this.regions, 'regions', region, REGION_ITEM);
    this._refresh();
  }

  /** @internal */
  protected _layouts(): ShardLayout[] {
    return [{ path: 'regions', regions: this.regions }];
  }

  /** @internal */
  protected _replicationSpecs() {
    return Array.from({ length: this.shards }, () => ({ regions: this.regions }));
  }
}
