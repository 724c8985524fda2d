import { Construct } from 'constructs';
import { AdvancedClusterBase, checkShards } from './cluster';
import { ClusterZone, GlobalClusterProps } from './cluster-props';
import { ShardLayout } from './private/validate-cluster';
import { isKnown, Problems, throwIfProblems } from '../../core/validation';

/**
 * A global cluster on Atlas (`mongodbatlas_advanced_cluster`, cluster type GEOSHARDED): zones,
 * each with its own regions and shards. Every replication spec carries its zone name.
 *
 * @resource mongodbatlas_advanced_cluster
 */
export class GlobalCluster extends AdvancedClusterBase {
  private readonly zones: ClusterZone[] = [];

  constructor(scope: Construct, id: string, props: GlobalClusterProps) {
    super(scope, id, props, 'GEOSHARDED');
    for (const z of props.zones ?? []) this.addZone(z);
    this._refresh();
  }

  /**
   * Adds a zone.
   * @param zone the zone
   */
  public addZone(zone: ClusterZone): void {
    const problems = new Problems();
    const at = `zones[${this.zones.length}]`;
    checkShards(problems, `${at}.shards`, zone.shards);
    if (isKnown(zone.name)) {
      if (!zone.name) problems.add(`${at}.name`, 'is empty.', { received: zone.name, allowed: 'a zone name' });
      const other = this.zones.findIndex((z) => z.name === zone.name);
      if (other >= 0) problems.add(`${at}.name`, `repeats the name of zones[${other}].`, { received: zone.name, allowed: 'a name unique in the cluster', fix: 'rename one of the zones, or merge them.' });
    }
    throwIfProblems(this, problems);
    this.zones.push({ ...zone, regions: [...(zone.regions ?? [])] });
    this._refresh();
  }

  /** @internal */
  protected _layouts(): ShardLayout[] {
    if (this.zones.length === 0) return [{ path: 'zones', regions: [] }];
    return this.zones.map((z, i) => ({ path: `zones[${i}].regions`, regions: z.regions, zoneName: z.name }));
  }

  /** @internal */
  protected _replicationSpecs() {
    return this.zones.flatMap((z) => Array.from({ length: z.shards ?? 1 }, () => ({ zoneName: z.name, regions: z.regions })));
  }
}
