import { Fn, Op, Token } from 'cdktn';
import { Construct } from 'constructs';
import type { AlertConfiguration, ClusterAlertOptions } from './alert-configuration';
import type { CloudBackupSchedule, CloudBackupScheduleProps } from './cloud-backup-schedule';
import type { ICluster } from './cluster';
import type { OutageRegion } from './cluster-props';
import type { DatabaseUser } from './database-user';
import { ClusterAttributes, ImportedCluster } from './imported-cluster';
import { withCipherMode } from './private/cipher-mode';
import { addAlertTo, addBackupScheduleTo, grantTo } from './private/cluster-extras';
import { clusterRemoval } from './private/cluster-removal';
import { deprecatedLegacyFields, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions } from './private/validate-legacy-cluster';
import { addWarning } from '../../core/annotations';
import { setInput, trySetInput } from '../../core/l1-runtime';
import { checkLayoutList, pushLayoutItem } from '../../core/layout';
import { IRemovable, markRemovable, RemovalPolicy, RemovalPolicyBinding } from '../../core/removal-policy';
import { addValidations, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import {
  MongodbatlasCluster, MongodbatlasClusterConnectionStringsOutputReference,
  MongodbatlasClusterReplicationSpecs, MongodbatlasClusterReplicationSpecsRegionsConfig,
} from '../../generated/mongodbatlas/cluster';

const LEGACY_REGION_ITEM = '{ region, electableNodes?, readOnlyNodes?, analyticsNodes? }';

/**
 * One region of a legacy cluster. Regions are listed in preference order: the construct assigns
 * the election priorities (7 for the first region with electable nodes, one less for each
 * following one, down to 1; 0 for a region without electable nodes).
 */
export interface LegacyClusterRegion {
  /**
   * Atlas region name of the cluster's provider, e.g. `US_EAST_1` (AWS), `CENTRAL_US` (GCP),
   * `US_EAST_2` (AZURE). A region appears at most once.
   */
  readonly region: string;
  /**
   * Electable nodes in this region. Across all regions they total 3, 5 or 7.
   * @default 0 - no electable nodes: the region gets priority 0 and holds read-only or analytics nodes
   */
  readonly electableNodes?: number;
  /**
   * Read-only nodes in this region.
   * @default 0
   */
  readonly readOnlyNodes?: number;
  /**
   * Analytics nodes in this region (read-only, never primary).
   * @default 0
   */
  readonly analyticsNodes?: number;
}

/**
 * Process settings of a legacy cluster (`advanced_configuration` of `mongodbatlas_cluster`). The
 * same as those of the advanced cluster, with the legacy resource's own defaults and two
 * deprecated fields (`defaultReadConcern`, `failIndexKeyTooLong`).
 */
export interface LegacyClusterAdvancedConfiguration {
  /**
   * Minimum retention of change-stream pre- and post-images, in seconds. -1 switches the minimum
   * off, so retention follows the oplog; a positive number sets a minimum. Needs server version
   * 6.0 or later.
   * @default -1
   */
  readonly changeStreamOptionsPreAndPostImagesExpireAfterSeconds?: number;
  /**
   * TLS 1.2 cipher suites. Valid only with `tlsCipherConfigMode` `CUSTOM`.
   * @default - the server's ciphers
   */
  readonly customOpensslCipherConfigTls12?: string[];
  /**
   * Default time limit for read operations, in milliseconds. Needs server version 8.0 or later,
   * so `mongoDbMajorVersion` must be set to 8.0 or later.
   * @default - no limit
   */
  readonly defaultMaxTimeMs?: number;
  /**
   * Default read concern.
   * @default - the server's default
   * @deprecated Deprecated by the provider; setting it adds a warning. Leave it unset.
   */
  readonly defaultReadConcern?: string;
  /**
   * Default write concern, e.g. `majority` or `1`.
   * @default - the server's default
   */
  readonly defaultWriteConcern?: string;
  /**
   * Whether inserting a document whose index key is too long fails.
   * @default - the server's default
   * @deprecated Deprecated by the provider; setting it adds a warning. Leave it unset.
   */
  readonly failIndexKeyTooLong?: boolean;
  /**
   * Allow server-side JavaScript execution.
   * @default - the server's default
   */
  readonly javascriptEnabled?: boolean;
  /**
   * Minimum TLS version the cluster accepts: `TLS1_2` or `TLS1_3`.
   * @default - the server's default
   */
  readonly minimumEnabledTlsProtocol?: string;
  /**
   * Refuse queries that need a collection scan.
   * @default - the server's default (false)
   */
  readonly noTableScan?: boolean;
  /**
   * Minimum oplog retention, in hours. 0 switches the setting off. Once set, removing it keeps the
   * last applied value on the server.
   * @default - no minimum
   */
  readonly oplogMinRetentionHours?: number;
  /**
   * Oplog storage limit, in MB.
   * @default - the size Atlas calculates
   */
  readonly oplogSizeMb?: number;
  /**
   * Seconds between the BI Connector's schema re-samplings; a positive whole number.
   * @default 300
   */
  readonly sampleRefreshIntervalBiConnector?: number;
  /**
   * Documents per database that the BI Connector samples to gather the schema.
   * @default 100
   */
  readonly sampleSizeBiConnector?: number;
  /**
   * TLS cipher configuration mode: `CUSTOM` (use `customOpensslCipherConfigTls12`) or `DEFAULT`.
   * Set it back to `DEFAULT` to unset the custom ciphers.
   * @default - the server's default
   */
  readonly tlsCipherConfigMode?: string;
  /**
   * Lifetime of multi-document transactions, in seconds; expired transactions are aborted by a
   * periodic cleanup.
   * @default 60
   */
  readonly transactionLifetimeLimitSeconds?: number;
}

/**
 * Properties of a `LegacyCluster`.
 */
export interface LegacyClusterProps {
  /**
   * Id of the Atlas project (24 hexadecimal characters).
   */
  readonly projectId: string;
  /**
   * Name of the cluster.
   */
  readonly name: string;
  /**
   * Cloud provider of every region of the cluster: `AWS`, `GCP` or `AZURE`.
   */
  readonly provider: string;
  /**
   * Hardware tier of the cluster nodes, e.g. `M10` or `M30`.
   */
  readonly instanceSize: string;
  /**
   * The regions, in preference order (the first region with electable nodes holds the primary).
   * More can be added with `addRegion`. Across all regions the electable nodes total 3, 5 or 7.
   */
  readonly regions: LegacyClusterRegion[];
  /**
   * Number of shards. 1 makes a replica set (`REPLICASET`), more a sharded cluster (`SHARDED`),
   * each shard laid out over `regions`.
   * @default 1
   */
  readonly numShards?: number;
  /**
   * Labels of the cluster, as key-value pairs.
   * @default - no labels
   */
  readonly labels?: { [key: string]: string };
  /**
   * Tags of the cluster, as key-value pairs.
   * @default - no tags
   */
  readonly tags?: { [key: string]: string };
  /**
   * Process settings of the cluster.
   * @default - the defaults of each setting
   */
  readonly advancedConfiguration?: LegacyClusterAdvancedConfiguration;
  /**
   * MongoDB major version, e.g. `7.0` or `8.0`.
   * @default - the version Atlas currently defaults to
   */
  readonly mongoDbMajorVersion?: string;
  /**
   * Whether cloud backup is enabled.
   * @default - the provider's default
   */
  readonly cloudBackup?: boolean;
  /**
   * The key management service of the cluster's encryption at rest (`encryption_at_rest_provider`):
   * `AWS`, `AZURE`, `GCP` or `NONE` (see `EncryptionAtRestProvider`). When the app has an
   * `EncryptionAtRest` of the cluster's project, it must be of this provider (synth fails
   * otherwise), and in the same stack the cluster gets `depends_on` it. A project without an
   * `EncryptionAtRest` in the app is not checked: its encryption at rest may be managed elsewhere.
   * @default - not set (Atlas: NONE)
   */
  readonly encryptionAtRestProvider?: string;
  /**
   * What happens to the cluster when it is removed from the configuration or the stack is
   * destroyed.
   * @default RemovalPolicy.RETAIN - `prevent_destroy`, termination protection and retained backups
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * A cluster defined with the legacy `mongodbatlas_cluster` resource.
 *
 * The provider deprecates this resource in favour of `mongodbatlas_advanced_cluster`, so using it
 * adds the warning `terrain:deprecated-type`; prefer `ReplicaSetCluster` or `ShardedCluster` for
 * new clusters, and use this construct for clusters that are still managed through the legacy
 * resource.
 *
 * List the regions in preference order; the construct assigns the election priorities, checks
 * the topology at synth (3, 5 or 7 electable nodes in total, at most 7 regions with electable
 * nodes, no region twice, none without nodes), and protects the cluster from deletion unless told
 * otherwise (`removalPolicy`).
 *
 * @resource mongodbatlas_cluster
 */
export class LegacyCluster extends Construct implements ICluster, IRemovable {
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
  private readonly removal: RemovalPolicyBinding;

  constructor(scope: Construct, id: string, props: LegacyClusterProps) {
    super(scope, id);
    requireProps(this, props);
    this.projectId = props.projectId;
    this.clusterName = props.name;
    this.provider = props.provider;
    markRemovable(this);

    const problems = new Problems();
    problems.merge(validateLegacyClusterProps(props));
    this.regions = checkLayoutList(problems, 'regions', props.regions, LEGACY_REGION_ITEM);
    throwIfProblems(this, problems);
    for (const f of deprecatedLegacyFields(props.advancedConfiguration)) {
      addWarning(this, 'terrain:legacy-deprecated-field',
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
      clusterType: Token.isUnresolved(numShards) ? Fn.conditional(Op.gt(numShards, 1), 'SHARDED', 'REPLICASET') : (numShards > 1 ? 'SHARDED' : 'REPLICASET'),
      numShards,
      labels: keyValues(props.labels),
      tags: keyValues(props.tags),
      mongoDbMajorVersion: props.mongoDbMajorVersion,
      cloudBackup: props.cloudBackup,
      encryptionAtRestProvider: props.encryptionAtRestProvider,
    });
    // Quiet: the deprecated fields have warned above, once, on this construct, with the id
    // `terrain:legacy-deprecated-field`; the L1 does not warn again.
    if (props.advancedConfiguration) setInput(this.resource, 'advancedConfiguration', withCipherMode(props.advancedConfiguration), { quiet: true });
    this.refresh();
    this.removal = clusterRemoval(this.resource, props.removalPolicy);
    if (props.encryptionAtRestProvider !== undefined) {
      // Required on use: a cluster that declares no provider does not load the registry.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./private/encryption-registry') as typeof import('./private/encryption-registry')).declareClusterEncryption(this, this.resource, props.projectId, props.encryptionAtRestProvider);
    }
    addValidations(this, () => ownProblemsFirst(validateLegacyRegions(this.regions), this.resource));
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

  /**
   * Adds an alert scoped to this cluster (`mongodbatlas_alert_configuration`), with the matcher of
   * the event's kind (see `AlertConfiguration.forCluster`).
   * @param id a scoped id for the alert
   * @param options the event, thresholds and notifications
   */
  public addAlert(id: string, options: ClusterAlertOptions): AlertConfiguration {
    return addAlertTo(this, id, options);
  }

  /**
   * Grants `read` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantRead`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantRead(user: DatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'read', user, databaseName, collectionName);
  }

  /**
   * Grants `readWrite` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantReadWrite`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantReadWrite(user: DatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'readWrite', user, databaseName, collectionName);
  }

  /**
   * Grants readWriteAnyDatabase and dbAdminAnyDatabase and scopes the user to this cluster (see `ICluster.grantAdmin`).
   * @param user the database user
   */
  public grantAdmin(user: DatabaseUser): void {
    grantTo(this, 'admin', user);
  }

  /**
   * Adds the cluster's backup schedule (`mongodbatlas_cloud_backup_schedule`, construct id
   * `BackupSchedule`): it names this cluster and follows its removal policy. Say whether the
   * cluster has point-in-time restore with `clusterPitEnabled`.
   * @param options the policy items, copies, export and reference time
   */
  public addBackupSchedule(options: CloudBackupScheduleProps): CloudBackupSchedule {
    return addBackupScheduleTo(this, undefined, options);
  }

  /** The removal policy this cluster renders. */
  public get removalPolicy(): RemovalPolicy { return this.removal.policy; }
  /** Whether the removal policy was chosen explicitly in the props. */
  public get removalPolicyIsExplicit(): boolean { return this.removal.isExplicit; }

  /**
   * Sets the removal policy. `RemovalPolicies` calls it for clusters without an explicit policy.
   * @param policy the policy
   */
  public applyRemovalPolicy(policy: RemovalPolicy): void {
    this.removal.apply(policy);
  }

  /**
   * Adds a region after the ones already listed, so with a lower priority. The topology rules are
   * checked at synth, over all regions.
   * @param region the region
   */
  public addRegion(region: LegacyClusterRegion): void {
    pushLayoutItem(this, this.regions, 'regions', region, LEGACY_REGION_ITEM);
    this.refresh();
  }

  /**
   * Renders the replication spec, which follows the regions. What the L1 rejects is reported at
   * synth (ownProblemsFirst), after the L2's own rules.
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

/** `{ b: '2', a: '1' }` as `[{ key: 'a', value: '1' }, { key: 'b', value: '2' }]`; nothing for none. */
function keyValues(map: { [key: string]: string } | undefined): Array<{ key: string; value: string }> | undefined {
  // null is unset, like undefined; anything else that is not a map was reported (validateLegacyClusterProps).
  if (map === undefined || map === null) return undefined;
  const keys = Object.keys(map).sort();
  return keys.length ? keys.map((key) => ({ key, value: map[key] })) : undefined;
}
