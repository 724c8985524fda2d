import type { ClusterLookup } from './cluster-lookup';
import { ClusterProps, ClusterRegion, OutageRegion } from './cluster-props';
import type { ClusterAttributes, ClusterLookupAttributes, ICluster } from './cluster-ref';
import { ClusterOutageSimulation } from './outage-simulation';
import { withCipherMode } from './private/cipher-mode';
import { clusterGuards } from './private/cluster-removal';
import { DefinedClusterBase } from './private/defined-cluster';
import { ImportedCluster } from './private/imported-cluster';
import { OPTIONS } from './private/option-keys.generated';
import { ClusterTopology, ShardLayout } from './private/topology';
import { CLUSTER_PROP_RULES, isSharedTier, layoutAdvice, layoutProps, LayoutProps, MIN_DISK_GB, validateClusterProps, validateLayouts } from './private/validate-cluster';
import {
  advise, adviseRules, Construct, isKnown, literalKeys, literalText, Problems, RemovalPolicy, textOf, throwIfProblems, trySetInput,
  validateAtSynth, warn,
} from '../../core/l2';
import {
  MongodbatlasAdvancedCluster, MongodbatlasAdvancedClusterConnectionStringsOutputReference,
  MongodbatlasAdvancedClusterReplicationSpecs, MongodbatlasAdvancedClusterReplicationSpecsRegionConfigs,
  MongodbatlasAdvancedClusterReplicationSpecsRegionConfigsElectableSpecs,
} from '../../generated/mongodbatlas/advanced-cluster';

/**
 * Options of `simulateOutage`.
 */
export interface SimulateOutageOptions {
  /** The regions to take down; each must belong to the cluster. */
  readonly regions: OutageRegion[];
}

/**
 * What the advanced-cluster L2s share: the props, the rendering of `mongodbatlas_advanced_cluster`
 * and the rules. Subclasses hand it a topology (how regions are laid out into replication specs),
 * once; the topology tells the cluster when it changes.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/advanced_cluster
 */
export abstract class AdvancedClusterBase extends DefinedClusterBase {
  /**
   * Refers to an existing cluster by project and name, through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and the cluster name
   */
  public static fromLookup(scope: Construct, id: string, attrs: ClusterLookupAttributes): ClusterLookup {
    const { ClusterLookup: Lookup } = require('./cluster-lookup') as typeof import('./cluster-lookup');
    return new Lookup(scope, id, attrs);
  }

  /**
   * Refers to an existing cluster by its attributes, without reading Atlas. Reading an attribute
   * that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromClusterAttributes(scope: Construct, id: string, attrs: ClusterAttributes): ICluster {
    return new ImportedCluster(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides. */
  public readonly resource: MongodbatlasAdvancedCluster;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;
  private readonly props: LayoutProps;
  private readonly diskSizeGb?: number;
  private topology?: ClusterTopology;
  private readonly pitEnabled?: boolean;

  constructor(scope: Construct, id: string, props: ClusterProps, clusterType: string) {
    super(scope, id);
    OPTIONS.props(this, props, PROPS_OF[clusterType] ?? 'ClusterProps');
    this.props = layoutProps(props);
    this.projectId = props.projectId;
    this.clusterName = props.name;
    this.pitEnabled = props.pitEnabled;

    throwIfProblems(this, validateClusterProps(props));
    adviseRules(this, CLUSTER_PROP_RULES, props);
    this.diskSizeGb = props.diskSizeGb;
    if (isKnown(props.diskSizeGb) && props.diskSizeGb < MIN_DISK_GB) {
      warn(this, 'mongodbatlas:disk-size-raised', `diskSizeGb ${props.diskSizeGb} is below the minimum of ${MIN_DISK_GB} GB; rendering ${MIN_DISK_GB}.`);
      this.diskSizeGb = MIN_DISK_GB;
    }

    const ac = props.advancedConfiguration;
    // Inputs that depend on state that changes after construction (regions added later, a
    // removal policy applied by an aspect) are rendered now and again on every change (the
    // topology's, `applyRemovalPolicy`), never at each resolution.
    this.resource = new MongodbatlasAdvancedCluster(this, 'Default', {
      projectId: props.projectId,
      name: props.name,
      clusterType,
      replicationSpecs: [],
      advancedConfiguration: ac ? withCipherMode(ac) : undefined,
      mongoDbMajorVersion: props.mongoDbMajorVersion,
      useEffectiveFields: props.useEffectiveFields ?? (computeAutoScaling(props) ? true : undefined),
      pinnedFcv: props.pinnedFcv ? { expirationDate: props.pinnedFcv.expirationDate } : undefined,
      backupEnabled: props.backupEnabled,
      pitEnabled: props.pitEnabled,
      tags: literalKeys(props.tags),
      labels: literalKeys(props.labels),
      timeouts: props.timeouts ? { ...props.timeouts } : undefined,
      encryptionAtRestProvider: props.encryptionAtRestProvider,
    });
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource], clusterGuards(this.resource));
    if (props.encryptionAtRestProvider !== undefined) {
      // Required on use: a cluster that declares no provider does not load the registry.
      (require('./private/encryption-registry') as typeof import('./private/encryption-registry')).declareClusterEncryption(this, this.resource, props.projectId, props.encryptionAtRestProvider);
    }
    validateAtSynth(this, () => {
      const layouts = this.layouts();
      for (const [warningId, advice] of layoutAdvice(layouts, clusterType)) advise(this, warningId, advice);
      return validateLayouts(layouts, this.props).list;
    }, this.resource);
  }

  /** Atlas id of the cluster. */
  public get clusterId(): string { return this.resource.clusterId; }
  /** Connection strings: `standard`, `standardSrv`, `private`, `privateSrv`, `privateEndpoint`. */
  public get connectionStrings(): MongodbatlasAdvancedClusterConnectionStringsOutputReference { return this.resource.connectionStrings; }
  /** Version of MongoDB the cluster runs. */
  public get mongoDbVersion(): string { return this.resource.mongoDbVersion; }
  /** Current state of the cluster, e.g. IDLE. */
  public get stateName(): string { return this.resource.stateName; }

  /** The provider/region pairs of the cluster. */
  public get knownRegions(): OutageRegion[] | undefined {
    const out = new Map<string, OutageRegion>();
    for (const l of this.layouts()) for (const r of l.regions) out.set(`${textOf(r.provider)}/${textOf(r.region)}`, { provider: r.provider, region: r.region });
    return [...out.values()];
  }

  /**
   * Simulates the outage of some of the cluster's regions (`mongodbatlas_cluster_outage_simulation`).
   * @param id a scoped id for the simulation
   * @param options the regions to take down
   */
  public simulateOutage(id: string, options: SimulateOutageOptions): ClusterOutageSimulation {
    // A JavaScript caller may pass no options: the simulation reports the missing regions.
    const problems = new Problems();
    OPTIONS.check(problems, options, 'SimulateOutageOptions', `simulateOutage(${JSON.stringify(String(id))}).options`);
    throwIfProblems(this, problems);
    return new ClusterOutageSimulation(this, id, { cluster: this, regions: options?.regions });
  }

  /** @internal */
  protected _pitEnabled(): boolean | undefined {
    return this.pitEnabled;
  }

  /**
   * @internal Lays the cluster out with a topology (the region list of a replica set or a sharded
   * cluster, the zones of a global cluster). Subclasses call it once, in their constructor; the
   * topology tells the cluster of every later change, and the cluster re-renders what follows the
   * regions.
   */
  protected _layOut(topology: ClusterTopology): void {
    this.topology = topology;
    topology.bind(() => this.render());
  }

  private layouts(): ShardLayout[] {
    return this.topology?.layouts() ?? [];
  }

  /** Renders the inputs that follow the regions: the replication specs and the BI Connector's read preference. */
  private render(): void {
    // What the L1 rejects is reported at synth (validateAtSynth), after the L2's own rules.
    trySetInput(this.resource, 'replicationSpecs', this.renderReplicationSpecs());
    const bi = this.props.biConnector;
    if (bi) {
      trySetInput(this.resource, 'biConnectorConfig', {
        enabled: bi.enabled ?? true,
        readPreference: bi.readPreference ?? (this.hasAnalyticsNodes() ? 'analytics' : 'secondary'),
      });
    }
  }

  private hasAnalyticsNodes(): boolean {
    return this.layouts().some((l) => l.regions.some((r) => (r.analyticsNodes ?? 0) > 0));
  }

  private renderReplicationSpecs(): MongodbatlasAdvancedClusterReplicationSpecs[] {
    return (this.topology?.specs() ?? []).map((s) => ({
      ...(s.zoneName !== undefined ? { zoneName: literalText(s.zoneName) } : {}),
      regionConfigs: this.renderRegionConfigs(s.regions),
    }));
  }

  /** Priorities 7, 6, ... for regions with electable nodes in preference order, 0 for the rest. */
  private renderRegionConfigs(regions: ClusterRegion[]): MongodbatlasAdvancedClusterReplicationSpecsRegionConfigs[] {
    const p = this.props;
    let next = 7;
    const hw = (nodeCount: number | undefined, instanceSize: string): MongodbatlasAdvancedClusterReplicationSpecsRegionConfigsElectableSpecs => ({
      instanceSize,
      nodeCount,
      diskSizeGb: this.diskSizeGb,
      ebsVolumeType: p.ebsVolumeType,
      diskIops: p.diskIops,
    });
    const configs = regions.map((r) => {
      const electable = r.electableNodes ?? 0;
      // A count that is no number was reported (validateLayouts): it gets priority 0.
      const priority = isSharedTier(r.provider) ? 7 : (!isKnown(electable) || (typeof electable === 'number' && electable > 0) ? next-- : 0);
      if (isSharedTier(r.provider)) {
        return {
          providerName: r.provider,
          regionName: r.region,
          priority,
          backingProviderName: r.backingProviderName,
          electableSpecs: r.provider === 'TENANT' ? { instanceSize: p.instanceSize } : undefined,
        };
      }
      return {
        providerName: r.provider,
        regionName: r.region,
        priority,
        // Only for TENANT and FLEX: on a dedicated region the L1's rule backing-provider warns.
        backingProviderName: r.backingProviderName,
        electableSpecs: electable ? hw(electable, p.instanceSize) : undefined,
        readOnlySpecs: r.readOnlyNodes ? hw(r.readOnlyNodes, p.instanceSize) : undefined,
        analyticsSpecs: r.analyticsNodes ? hw(r.analyticsNodes, p.analyticsInstanceSize ?? p.instanceSize) : undefined,
        autoScaling: p.autoScaling ? { ...p.autoScaling } : undefined,
        analyticsAutoScaling: p.analyticsAutoScaling ? { ...p.analyticsAutoScaling } : undefined,
      };
    });
    // Descending priority; equal priorities (the 0s) by descending region name, as the provider orders them.
    return configs
      .map((c, i) => ({ c, i }))
      .sort((a, b) => (b.c.priority - a.c.priority) || (a.c.priority === 0 ? descending(a.c.regionName, b.c.regionName) : a.i - b.i))
      .map((x) => x.c);
  }
}

/** The props struct of each cluster type, for the check of their keys. */
const PROPS_OF: { [clusterType: string]: 'ReplicaSetClusterProps' | 'ShardedClusterProps' | 'GlobalClusterProps' } = {
  REPLICASET: 'ReplicaSetClusterProps',
  SHARDED: 'ShardedClusterProps',
  GEOSHARDED: 'GlobalClusterProps',
};

function descending(a: string, b: string): number {
  const [x, y] = [textOf(a), textOf(b)];
  return x < y ? 1 : x > y ? -1 : 0;
}

function computeAutoScaling(props: ClusterProps): boolean {
  return props.autoScaling?.computeEnabled === true || props.analyticsAutoScaling?.computeEnabled === true;
}
