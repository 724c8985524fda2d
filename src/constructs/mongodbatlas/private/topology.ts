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
  /** The replication specs rendered from the list: their first index and how many (one per shard). */
  readonly specs: { readonly first: number; readonly count: number };
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
    return [{ path: 'regions', regions: this.regions, specs: { first: 0, count: this.shards } }];
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
    if (this.zones.length === 0) return [{ path: 'zones', regions: [], specs: { first: 0, count: 0 } }];
    let first = 0;
    return this.zones.map((z, i) => {
      const count = z.shards ?? 1;
      const layout = { path: `zones[${i}].regions`, regions: z.regions, zoneName: z.name, specs: { first, count } };
      first += count;
      return layout;
    });
  }

  public specs(): SpecLayout[] {
    return this.zones.flatMap((z) => Array.from({ length: z.shards ?? 1 }, () => ({ zoneName: z.name, regions: z.regions })));
  }
}

/** `addRegion` of a region list: checks the item (throwing with its field path) and appends it. */
export function addRegionTo(scope: IConstruct, list: RegionList, region: ClusterRegion): void {
  const problems = new Problems();
  const at = `regions[${list.length}]`;
  checkLayoutItem(problems, at, region, REGION_ITEM);
  OPTIONS.check(problems, region, 'ClusterRegion', at);
  if (!problems.length) requireRegionFields(problems, at, region, ['provider', 'region']);
  throwIfProblems(scope, problems);
  list.add(region);
}

/** What a region's required fields take, for the message. */
const REGION_FIELDS = {
  provider: "'AWS', 'GCP', 'AZURE', 'TENANT' or 'FLEX' (CloudProvider.AWS, ...; from JavaScript, a constant that does not exist, such as CloudProvider.AMAZON, is undefined)",
  region: "an Atlas region name of the provider, e.g. 'US_EAST_1'",
};

/**
 * The fields a region cannot do without, refused where the region is given (`regions[0].provider:
 * is required.`), in the region's words rather than later in the L1's (`providerName`).
 * @param at the region's field, e.g. `regions[0]` or `zones[1].regions[0]`
 */
export function requireRegionFields(problems: Problems, at: string, region: object, fields: ReadonlyArray<keyof typeof REGION_FIELDS>): void {
  problems.under(at).required(region as Record<string, unknown>, fields as Array<keyof typeof REGION_FIELDS>, REGION_FIELDS);
}

/** Checks the required fields of every region of a list checked by `checkLayoutList` (its items are objects). */
export function requireRegionsFields(
  problems: Problems, field: string, regions: readonly object[], fields: ReadonlyArray<keyof typeof REGION_FIELDS>,
): void {
  regions.forEach((r, i) => requireRegionFields(problems, `${field}[${i}]`, r, fields));
}

/** What a region of an advanced cluster is, for messages. */
export const REGION_ITEM = '{ provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }';
