/**
 * How the regions of an advanced cluster are laid out into replication specs: the one thing the
 * three advanced-cluster L2s do differently. Each is a small value object that the cluster binds
 * to once; it tells the cluster when it changed, so no subclass has to remember to re-render.
 * Pure data and pure functions; nothing here knows the L1.
 */
import { OPTIONS } from './option-keys.generated';
import { checkLayoutItem, IConstruct, Problems, throwIfProblems } from '../../../core/l2';
import type { ClusterRegion, ClusterZone } from '../cluster-props';

/** One shard's worth of regions, where its field path is, and how many shards share it. */
export interface ShardLayout {
  /** Field path of the region list, e.g. `regions` or `zones[1].regions`. */
  readonly path: string;
  readonly regions: readonly ClusterRegion[];
  readonly zoneName?: string;
}

/** One replication spec to render: its regions, in preference order, and its zone. */
export interface SpecLayout {
  readonly zoneName?: string;
  readonly regions: ClusterRegion[];
}

export abstract class ClusterTopology {
  private onChange?: () => void;

  /** The region lists of the shards, with their field paths, for the rules. */
  public abstract layouts(): ShardLayout[];
  /** The replication specs, one per shard, in order. */
  public abstract specs(): SpecLayout[];

  /** Called by the cluster, once: `onChange` runs now and after every change. */
  public bind(onChange: () => void): void {
    this.onChange = onChange;
    onChange();
  }

  protected changed(): void {
    this.onChange?.();
  }
}

/** One region list: a replica set (one spec), or every shard of a sharded cluster (one spec per shard). */
export class RegionList extends ClusterTopology {
  constructor(private readonly regions: ClusterRegion[], private readonly shards = 1) {
    super();
  }

  /** Appends a region that `addRegionTo` has checked. */
  public add(region: ClusterRegion): void {
    this.regions.push(region);
    this.changed();
  }

  public get length(): number {
    return this.regions.length;
  }

  public layouts(): ShardLayout[] {
    return [{ path: 'regions', regions: this.regions }];
  }

  public specs(): SpecLayout[] {
    return Array.from({ length: this.shards }, () => ({ regions: this.regions }));
  }
}

/** Zones, each with its regions and shards: a global cluster (one spec per shard of each zone). */
export class ZoneList extends ClusterTopology {
  private readonly zones: ClusterZone[] = [];

  /** Appends a zone the cluster has checked. */
  public add(zone: ClusterZone): void {
    this.zones.push(zone);
    this.changed();
  }

  /** The index of the zone with this name, or -1. */
  public indexOf(name: string): number {
    return this.zones.findIndex((z) => z.name === name);
  }

  public get length(): number {
    return this.zones.length;
  }

  public layouts(): ShardLayout[] {
    if (this.zones.length === 0) return [{ path: 'zones', regions: [] }];
    return this.zones.map((z, i) => ({ path: `zones[${i}].regions`, regions: z.regions, zoneName: z.name }));
  }

  public specs(): SpecLayout[] {
    return this.zones.flatMap((z) => Array.from({ length: z.shards ?? 1 }, () => ({ zoneName: z.name, regions: z.regions })));
  }
}

/** `addRegion` of a region list: checks the item (throwing with its field path) and appends it. */
export function addRegionTo(scope: IConstruct, list: RegionList, region: ClusterRegion): void {
  const problems = new Problems();
  checkLayoutItem(problems, `regions[${list.length}]`, region, REGION_ITEM);
  OPTIONS.check(problems, region, 'ClusterRegion', `regions[${list.length}]`);
  throwIfProblems(scope, problems);
  list.add(region);
}

/** What a region of an advanced cluster is, for messages. */
export const REGION_ITEM = '{ provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }';
