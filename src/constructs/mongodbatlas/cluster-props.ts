import { RemovalPolicy } from '../../core/l2';

/**
 * One region of a cluster, or of one zone of a global cluster. Regions are listed in preference
 * order: the construct assigns the election priorities (7 for the first region with electable
 * nodes, one less for each following one, 0 for a region without electable nodes).
 */
export interface ClusterRegion {
  /**
   * Cloud provider: `AWS`, `GCP` or `AZURE` for dedicated clusters; `TENANT` for an M0 free
   * cluster (or M2/M5 shared) and `FLEX` for a flex cluster, both with `backingProviderName`
   * (see `CloudProvider`). Required: a region without one is refused where it is given.
   */
  readonly provider: string;
  /**
   * Provider-specific Atlas region name, e.g. `US_EAST_1` (AWS), `WESTERN_EUROPE` (GCP),
   * `US_EAST_2` (AZURE): upper case with underscores, never the cloud provider's own spelling
   * (`us-east-1` fails synth and names the Atlas spelling).
   */
  readonly region: string;
  /**
   * Electable nodes in this region. Across the regions of a shard they total 3, 5 or 7 (an odd
   * number of voting members, as the provider documents): another total fails synth, and its
   * message gives the override of the L1 that deploys it anyway.
   * @default 0 - no electable nodes: the region gets priority 0 and holds read-only or analytics nodes
   */
  readonly electableNodes?: number;
  /**
   * Read-only nodes in this region. They use the cluster's `instanceSize`.
   * @default 0
   */
  readonly readOnlyNodes?: number;
  /**
   * Analytics nodes in this region (read-only, never primary). They use `analyticsInstanceSize`.
   * @default 0
   */
  readonly analyticsNodes?: number;
  /**
   * Cloud provider that hosts a TENANT or FLEX cluster: `AWS`, `GCP` or `AZURE`. The provider
   * documents it only with provider `TENANT` or `FLEX`, and needs it there (else it warns).
   * @default - none (dedicated clusters)
   */
  readonly backingProviderName?: string;
}

/**
 * Compute and storage auto-scaling, given once for the cluster and rendered identically into
 * every region config (the provider requires them to be identical).
 */
export interface ClusterAutoScaling {
  /**
   * Scale the cluster tier up (and, with `computeScaleDownEnabled`, down) automatically.
   * @default false
   */
  readonly computeEnabled?: boolean;
  /**
   * Largest tier auto-scaling may choose. Required when `computeEnabled` is true.
   * @default - none
   */
  readonly computeMaxInstanceSize?: string;
  /**
   * Smallest tier auto-scaling may choose. Required when `computeScaleDownEnabled` is true.
   * @default - none
   */
  readonly computeMinInstanceSize?: string;
  /**
   * Let auto-scaling also scale the tier down (then `computeMinInstanceSize` is required).
   * @default - not set (Atlas: false)
   */
  readonly computeScaleDownEnabled?: boolean;
  /**
   * Grow the disk automatically. Setting it to false needs
   * `advancedConfiguration.oplogMinRetentionHours` to be 0 on the server already: see that field.
   * @default false
   */
  readonly diskGbEnabled?: boolean;
}

/**
 * Process settings of a cluster (`advanced_configuration`).
 */
export interface ClusterAdvancedConfiguration {
  /**
   * Minimum retention of change-stream pre- and post-images, in seconds.
   * @default - the server's default
   */
  readonly changeStreamOptionsPreAndPostImagesExpireAfterSeconds?: number;
  /**
   * TLS 1.2 cipher suites. Valid only with `tlsCipherConfigMode` `CUSTOM`.
   * @default - the server's ciphers
   */
  readonly customOpensslCipherConfigTls12?: string[];
  /**
   * TLS 1.3 cipher suites. Valid only with `tlsCipherConfigMode` `CUSTOM`.
   * @default - the server's ciphers
   */
  readonly customOpensslCipherConfigTls13?: string[];
  /**
   * Default time limit for read operations, in milliseconds. Needs server version 8.0 or later,
   * so `mongoDbMajorVersion` must be set to 8.0 or later.
   * @default - no limit
   */
  readonly defaultMaxTimeMs?: number;
  /**
   * Default write concern, e.g. `majority` or `1`.
   * @default - the server's default
   */
  readonly defaultWriteConcern?: string;
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
   * @default false
   */
  readonly noTableScan?: boolean;
  /**
   * Minimum oplog retention, in hours. `0` disables the setting. Once it has been set to a
   * non-null value, removing it from the configuration (or setting null) does NOT reset it: the
   * server keeps the last applied value. To turn off disk auto-scaling (`diskGbEnabled: false`)
   * this must be 0 on the server first: apply once with 0, then apply again with
   * `diskGbEnabled: false` (cluster updates run before process arguments, so one apply fails).
   * @default - not set
   */
  readonly oplogMinRetentionHours?: number;
  /**
   * Oplog size limit in MB.
   * @default - the size the server calculates
   */
  readonly oplogSizeMb?: number;
  /**
   * Seconds between schema re-sampling by the BI connector.
   * @default - the server's default
   */
  readonly sampleRefreshIntervalBiConnector?: number;
  /**
   * Documents per database the BI connector samples for the schema.
   * @default - the server's default
   */
  readonly sampleSizeBiConnector?: number;
  /**
   * `CUSTOM` to use the cipher lists above, `DEFAULT` to go back to the server's ciphers.
   * @default - the server's default
   */
  readonly tlsCipherConfigMode?: string;
  /**
   * Lifetime of multi-document transactions, in seconds.
   * @default - the server's default
   */
  readonly transactionLifetimeLimitSeconds?: number;
}

/**
 * The BI connector.
 */
export interface ClusterBiConnector {
  /**
   * Run the BI connector.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Where the BI connector reads from: `primary`, `secondary` or `analytics`.
   * @default - `analytics` when the cluster has analytics nodes, otherwise `secondary`
   */
  readonly readPreference?: string;
}

/**
 * A pinned feature compatibility version.
 */
export interface ClusterPinnedFcv {
  /**
   * When the pin expires: an ISO 8601 timestamp (e.g. `2026-12-01T00:00:00Z`), in the future and
   * at most 4 weeks after synth time.
   */
  readonly expirationDate: string;
}

/**
 * Operation timeouts, as duration strings of numbers with unit suffixes `s`, `m`, `h`
 * (e.g. `30s`, `2h45m`). Each defaults to 3h. The delete timeout applies only if changes were
 * saved into the state before the destroy.
 */
export interface ClusterTimeouts {
  /** @default 3h */
  readonly create?: string;
  /** @default 3h */
  readonly update?: string;
  /** @default 3h - applies only if changes were saved before the destroy */
  readonly delete?: string;
}

/**
 * Properties every advanced cluster shares.
 */
export interface ClusterProps {
  /**
   * Id of the Atlas project (24 hex characters).
   */
  readonly projectId: string;
  /**
   * Name of the cluster: letters, digits and hyphens, starting with a letter or a digit (the Atlas
   * API's pattern; it names the cluster in hostnames and references, so it is no free text).
   */
  readonly name: string;
  /**
   * Tier of electable and read-only nodes (`InstanceSize`): `M10` to `M700`, low-CPU `R40` to
   * `R700`, NVMe `M40_NVME` to `M600_NVME`, Gen2 tiers such as `M30_GEN_2` (AWS and Google Cloud);
   * `M0`/`M2`/`M5` with provider `TENANT`, `FLEX` with provider `FLEX`.
   */
  readonly instanceSize: string;
  /**
   * Tier of analytics nodes, which scale independently.
   * @default - `instanceSize`
   */
  readonly analyticsInstanceSize?: string;
  /**
   * Disk size in GB, the same for all shards and node types. Values below 10 are raised to 10
   * (with a warning); the provider documents a maximum of 50 times the tier's RAM (more warns).
   * @default - the tier's default
   */
  readonly diskSizeGb?: number;
  /**
   * AWS volume type: `STANDARD`, `PROVISIONED` or `HIGH_PERFORMANCE` (Gen2 tiers). The provider
   * documents it for clusters entirely on AWS (elsewhere it warns).
   * @default - STANDARD
   */
  readonly ebsVolumeType?: string;
  /**
   * IOPS of the disks, on AWS or Azure (not on a multi-cloud cluster) and not on an NVMe tier; on
   * Azure from M40 (other combinations warn, as the provider documents). On AWS any other tier and
   * volume type is rendered without a word: the provider's acceptance tests apply diskIops on M10
   * and M20 with the default volume type, and its examples on M30 and M40 (`PROVISIONED` io2
   * volumes, and Gen2 tiers with `STANDARD` gp3 or `HIGH_PERFORMANCE`, configure IOPS independently
   * of the disk size).
   * @default - the tier's standard IOPS
   */
  readonly diskIops?: number;
  /**
   * Auto-scaling of electable and read-only nodes.
   * @default - none
   */
  readonly autoScaling?: ClusterAutoScaling;
  /**
   * Auto-scaling of analytics nodes.
   * @default - none
   */
  readonly analyticsAutoScaling?: ClusterAutoScaling;
  /**
   * Process settings.
   * @default - the server's defaults
   */
  readonly advancedConfiguration?: ClusterAdvancedConfiguration;
  /**
   * The BI connector.
   * @default - not configured
   */
  readonly biConnector?: ClusterBiConnector;
  /**
   * Major MongoDB version, e.g. `8.0`.
   * @default - Atlas' current default version
   */
  readonly mongoDbMajorVersion?: string;
  /**
   * Pin the feature compatibility version until a date.
   * @default - not pinned
   */
  readonly pinnedFcv?: ClusterPinnedFcv;
  /**
   * Cloud backups.
   * @default - the provider's default
   */
  readonly backupEnabled?: boolean;
  /**
   * Continuous (point-in-time) backups.
   * @default - the provider's default
   */
  readonly pitEnabled?: boolean;
  /**
   * Tags of the cluster, key to value. Literal text, keys and values: each
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * Labels of the cluster, key to value (the provider deprecates them in favour of `tags`).
   * Literal text, keys and values: each reaches the provider as written (`${` and `%{` included);
   * pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Whether the `*_specs` attributes keep the values you configured instead of the values in
   * effect (`use_effective_fields`).
   *
   * With compute auto-scaling on, Atlas changes the instance size by itself; without this, every
   * plan after a scaling event shows a diff back to the configured size (provider issue 3427),
   * and applying it would undo the scaling. With it, Terraform keeps the configured size, and
   * the size in effect is read from the data source (`effective_*_specs`). Not for TENANT or
   * FLEX clusters.
   * @default - true when `autoScaling` or `analyticsAutoScaling` has `computeEnabled: true`, else the provider's default (false)
   */
  readonly useEffectiveFields?: boolean;
  /**
   * Operation timeouts.
   * @default - 3h each
   */
  readonly timeouts?: ClusterTimeouts;
  /**
   * The key management service of the cluster's encryption at rest (`encryption_at_rest_provider`):
   * `AWS`, `AZURE`, `GCP` or `NONE` (see `EncryptionAtRestProvider`). The project needs encryption
   * at rest with that service: when the app has an `EncryptionAtRest` of the cluster's project, it
   * must be of this provider (synth fails otherwise), and in the same stack the cluster gets
   * `depends_on` it. A project without an `EncryptionAtRest` in the app is not checked: its
   * encryption at rest may be managed elsewhere.
   * @default - not set (Atlas: NONE)
   */
  readonly encryptionAtRestProvider?: string;
  /**
   * What happens when the cluster is removed from the configuration or the stack is destroyed.
   * RETAIN renders `lifecycle.prevent_destroy`, `termination_protection_enabled` and
   * `retain_backups_enabled`; SNAPSHOT only `retain_backups_enabled`; DESTROY none of them.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Properties of a replica set.
 */
export interface ReplicaSetClusterProps extends ClusterProps {
  /**
   * The regions, in preference order. More can be added with `addRegion`.
   */
  readonly regions: ClusterRegion[];
}

/**
 * Properties of a sharded cluster.
 */
export interface ShardedClusterProps extends ClusterProps {
  /**
   * The regions of every shard, in preference order. More can be added with `addRegion`.
   */
  readonly regions: ClusterRegion[];
  /**
   * Number of shards (at least 1). Each is one replication spec, as provider 2.x has no `num_shards`.
   */
  readonly shards: number;
}

/**
 * One zone of a global cluster.
 */
export interface ClusterZone {
  /**
   * Name of the zone, unique in the cluster. Literal text: it reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /**
   * The zone's regions, in preference order.
   */
  readonly regions: ClusterRegion[];
  /**
   * Number of shards in the zone (at least 1).
   * @default 1
   */
  readonly shards?: number;
}

/**
 * Properties of a global cluster.
 */
export interface GlobalClusterProps extends ClusterProps {
  /**
   * The zones. More can be added with `addZone`.
   */
  readonly zones: ClusterZone[];
}

/**
 * A region whose outage is simulated.
 */
export interface OutageRegion {
  /**
   * Cloud provider: `AWS`, `GCP` or `AZURE`.
   */
  readonly provider: string;
  /**
   * Atlas region name, e.g. `US_EAST_1`.
   */
  readonly region: string;
}
