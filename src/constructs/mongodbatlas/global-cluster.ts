import { AdvancedClusterBase } from './cluster';
import { ClusterZone, GlobalClusterProps } from './cluster-props';
import { OPTIONS } from './private/option-keys.generated';
import { REGION_ITEM, requireRegionsFields, ZoneList } from './private/topology';
import { checkShards } from './private/validate-cluster';
import { checkLayoutItem, checkLayoutList, Construct, isKnown, isLiteralText, Problems, throwIfProblems } from '../../core/l2';

const ZONE_ITEM = '{ name, regions, shards? }';

/**
 * A global cluster on Atlas (`mongodbatlas_advanced_cluster`, cluster type GEOSHARDED): zones,
 * each with its own regions and shards. Every replication spec carries its zone name; the
 * electable nodes of each zone's regions total 3, 5 or 7 (checked at synth).
 *
 * @resource mongodbatlas_advanced_cluster
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/advanced_cluster
 */
export class GlobalCluster extends AdvancedClusterBase {
  private readonly zones = new ZoneList();

  constructor(scope: Construct, id: string, props: GlobalClusterProps) {
    super(scope, id, props, 'GEOSHARDED');
    const problems = new Problems();
    const zones = checkLayoutList(problems, 'zones', props.zones, ZONE_ITEM);
    throwIfProblems(this, problems);
    for (const z of zones) this.addZone(z);
    this._layOut(this.zones);
  }

  /**
   * Adds a zone.
   * @param zone the zone
   */
  public addZone(zone: ClusterZone): void {
    const problems = new Problems();
    const at = `zones[${this.zones.length}]`;
    checkLayoutItem(problems, at, zone, ZONE_ITEM);
    OPTIONS.check(problems, zone, 'ClusterZone', at);
    throwIfProblems(this, problems);
    checkShards(problems, `${at}.shards`, zone.shards);
    const regions = checkLayoutList(problems, `${at}.regions`, zone.regions, REGION_ITEM);
    requireRegionsFields(problems, `${at}.regions`, regions, ['provider', 'region']);
    // The name is text: judged as written (a `${` in it is text), unless it is a reference.
    if (isKnown(zone.name) && typeof zone.name !== 'string') {
      problems.add(`${at}.name`, 'expected a string.', { id: 'mongodbatlas:zone-name-string', received: zone.name, allowed: 'a zone name', fix: "name the zone with a string, e.g. 'Americas'." });
    } else if (isLiteralText(zone.name)) {
      if (!zone.name) problems.add(`${at}.name`, 'is empty.', { id: 'mongodbatlas:zone-name-empty', received: zone.name, allowed: 'a zone name', fix: "name the zone, e.g. 'Americas'." });
      const other = this.zones.indexOf(zone.name);
      if (other >= 0) {
        problems.add(`${at}.name`, `repeats the name of zones[${other}].`, {
          id: 'mongodbatlas:zone-name-twice', received: zone.name, allowed: 'a name unique in the cluster', fix: 'rename one of the zones, or merge them.',
        });
      }
    }
    throwIfProblems(this, problems);
    this.zones.add({ ...zone, regions });
  }
}
