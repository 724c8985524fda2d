import type { OutageRegion } from './cluster-props';
import type { ClusterAttributes, ICluster } from './cluster-ref';
import type { LegacyClusterProps, LegacyClusterRegion } from './legacy-cluster-props';
import { withCipherMode } from './private/cipher-mode';
import { clusterGuards } from './private/cluster-removal';
import { DefinedClusterBase } from './private/defined-cluster';
import { ImportedCluster } from './private/imported-cluster';
import { OPTIONS } from './private/option-keys.generated';
import { requireRegionFields, requireRegionsFields } from './private/topology';
import { deprecatedLegacyFields, LEGACY_PROP_RULES, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions } from './private/validate-legacy-cluster';
import {
  adviseRules, checkLayoutItem, checkLayoutList, Construct, Fn, isUnresolved, keyValues, literalKeys, Op, Problems, pushLayoutItem, RemovalPolicy,
  setInput, throwIfProblems, trySetInput, validateAtSynth, warn,
} from '../../core/l2';
import {
  MongodbatlasCluster, MongodbatlasClusterConnectionStringsOutputReference,
  MongodbatlasClusterReplicationSpecs, MongodbatlasClusterReplicationSpecsRegionsConfig,
} from '../../generated/mongodbatlas/cluster';

const LEGACY_REGION_ITEM = '{ region, electableNodes?, readOnlyNodes?, analyticsNodes? }';

/**
 * A cluster defined with the legacy `mongodbatlas_cluster` resource.
 *
 * The provider deprecates this resource in favour of `mongodbatlas_advanced_cluster`, so using it
 * adds the warning `terrain:deprecated-type`; prefer `ReplicaSetCluster` or `ShardedCluster` for
 * new clusters, and use this construct for clusters that are still managed through the legacy
 * resource.
 *
 * List the regions in preference order; the construct assigns the election priorities, checks
 * the topology at synth (Atlas region names, no region twice, none without nodes, 3, 5 or 7
 * electable nodes in total; more than 7 regions with electable nodes warns, as the provider
 * documents), and protects the cluster from deletion unless told otherwise (`removalPolicy`).
 *
 * @resource mongodbatlas_cluster
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cluster
 */
export class LegacyCluster extends DefinedClusterBase {
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
  public readonly resource: MongodbatlasCluster;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;
  /** Cloud provider of the cluster's regions. */
  public readonly provider: string;
  private readonly regions: LegacyClusterRegion[];
  private readonly numShards: number;

  constructor(scope: Construct, id: string, props: LegacyClusterProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'LegacyClusterProps');
    this.projectId = props.projectId;
    this.clusterName = props.name;
    this.provider = props.provider;

    const problems = new Problems();
    problems.merge(validateLegacyClusterProps(props));
    this.regions = checkLayoutList(problems, 'regions', props.regions, LEGACY_REGION_ITEM);
    requireRegionsFields(problems, 'regions', this.regions, ['region']);
    throwIfProblems(this, problems);
    adviseRules(this, LEGACY_PROP_RULES, props);
    for (const f of deprecatedLegacyFields(props.advancedConfiguration)) {
      warn(this, 'mongodbatlas:legacy-deprecated-field',
        `advancedConfiguration.${f} is deprecated by the provider. Remove it from advancedConfiguration; the server's default applies.`);
    }

    const numShards = this.numShards = props.numShards ?? 1;
    // Inputs that follow state changed after construction (regions added, a removal policy
    // applied by an aspect) are rendered now and again on every change, never at each resolution.
    this.resource = new MongodbatlasCluster(this, 'Default', {
      projectId: props.projectId,
      name: props.name,
      providerName: props.provider,
      providerInstanceSizeName: props.instanceSize,
      clusterType: isUnresolved(numShards) ? Fn.conditional(Op.gt(numShards, 1), 'SHARDED', 'REPLICASET') : (numShards > 1 ? 'SHARDED' : 'REPLICASET'),
      numShards,
      labels: keyValues(literalKeys(props.labels)),
      tags: keyValues(literalKeys(props.tags)),
      mongoDbMajorVersion: props.mongoDbMajorVersion,
      cloudBackup: props.cloudBackup,
      encryptionAtRestProvider: props.encryptionAtRestProvider,
    });
    // Quiet: the deprecated fields have warned above, once, on this construct, with the id
    // `mongodbatlas:legacy-deprecated-field`; the L1 does not warn again.
    if (props.advancedConfiguration) setInput(this.resource, 'advancedConfiguration', withCipherMode(props.advancedConfiguration), { quiet: true });
    this.refresh();
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource], clusterGuards(this.resource));
    if (props.encryptionAtRestProvider !== undefined) {
      // Required on use: a cluster that declares no provider does not load the registry.
      (require('./private/encryption-registry') as typeof import('./private/encryption-registry')).declareClusterEncryption(this, this.resource, props.projectId, props.encryptionAtRestProvider);
    }
    validateAtSynth(this, () => validateLegacyRegions(this.regions), this.resource);
  }

  /** Atlas id of the cluster. */
  public get clusterId(): string { return this.resource.clusterId; }
  /** Version of MongoDB the cluster runs. */
  public get mongoDbVersion(): string { return this.resource.mongoDbVersion; }
  /** Current state of the cluster, e.g. IDLE. */
  public get stateName(): string { return this.resource.stateName; }
  /** The `mongodb+srv://` connection string of the cluster. */
  public get srvAddress(): string { return this.resource.srvAddress; }
  /** Connection strings: `standard`, `standardSrv`, `private`, `privateSrv`, `privateEndpoint`. */
  public get connectionStrings(): MongodbatlasClusterConnectionStringsOutputReference { return this.resource.connectionStrings.get(0); }

  /**
   * The provider/region pairs of the cluster, including regions added with `addRegion` (always
   * known for a cluster defined here; optional in `ICluster` for looked-up clusters).
   */
  public get knownRegions(): OutageRegion[] | undefined {
    return this.regions.map((r) => ({ provider: this.provider, region: r.region }));
  }

  /** @internal A legacy cluster says whether it has point-in-time restore with the schedule's clusterPitEnabled. */
  protected _pitEnabled(): boolean | undefined {
    return undefined;
  }

  /**
   * Adds a region after the ones already listed, so with a lower priority. The topology rules are
   * checked at synth, over all regions.
   * @param region the region
   */
  public addRegion(region: LegacyClusterRegion): void {
    const problems = new Problems();
    const at = `regions[${this.regions.length}]`;
    checkLayoutItem(problems, at, region, LEGACY_REGION_ITEM);
    OPTIONS.check(problems, region, 'LegacyClusterRegion', at);
    if (!problems.length) requireRegionFields(problems, at, region, ['region']);
    throwIfProblems(this, problems);
    pushLayoutItem(this, this.regions, 'regions', region, LEGACY_REGION_ITEM);
    this.refresh();
  }

  /**
   * Renders the replication spec, which follows the regions. What the L1 rejects is reported at
   * synth (validateAtSynth), after the L2's own rules.
   */
  private refresh(): void {
    trySetInput(this.resource, 'replicationSpecs', this.renderReplicationSpecs());
  }

  /** One replication spec; its regions with derived priorities, by descending priority. */
  private renderReplicationSpecs(): MongodbatlasClusterReplicationSpecs[] {
    const priorities = legacyPriorities(this.regions);
    const regionsConfig: MongodbatlasClusterReplicationSpecsRegionsConfig[] = this.regions
      .map((r, i) => ({
        regionName: r.region,
        priority: priorities[i],
        electableNodes: r.electableNodes ?? 0,
        readOnlyNodes: r.readOnlyNodes ?? 0,
        analyticsNodes: r.analyticsNodes ?? 0,
      }))
      .map((c, i) => ({ c, i }))
      // Descending priority; the regions with priority 0 keep the order they were listed in.
      .sort((a, b) => (b.c.priority - a.c.priority) || (a.i - b.i))
      .map((x) => x.c);
    return [{ numShards: this.numShards, regionsConfig }];
  }
}
