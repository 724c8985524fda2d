import type { RemovalPolicy } from '../../core/l2';

/**
 * One region of a legacy cluster. Regions are listed in preference order: the construct assigns
 * the election priorities (7 for the first region with electable nodes, one less for each
 * following one, down to 1; 0 for a region without electable nodes).
 */
export interface LegacyClusterRegion {
  /**
   * Atlas region name of the cluster's provider, e.g. `US_EAST_1` (AWS), `CENTRAL_US` (GCP),
   * `US_EAST_2` (AZURE), never the cloud provider's own spelling (`us-east-1` fails synth and
   * names the Atlas spelling). A region appears at most once.
   */
  readonly region: string;
  /**
   * Electable nodes in this region. Across all regions they total 3, 5 or 7, as the provider
   * documents: another total fails synth, and its message gives the override of the L1 that
   * deploys it anyway.
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
   * Name of the cluster: letters, digits and hyphens, starting with a letter or a digit (the Atlas
   * API's pattern; it names the cluster in hostnames and references, so it is no free text).
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
   * More can be added with `addRegion`. Across all regions the electable nodes total 3, 5 or 7
   * (another total fails synth).
   */
  readonly regions: LegacyClusterRegion[];
  /**
   * Number of shards. 1 makes a replica set (`REPLICASET`), more a sharded cluster (`SHARDED`),
   * each shard laid out over `regions`.
   * @default 1
   */
  readonly numShards?: number;
  /**
   * Labels of the cluster, as key-value pairs. Literal text, keys and values: each
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   * @default - no labels
   */
  readonly labels?: { [key: string]: string };
  /**
   * Tags of the cluster, as key-value pairs. Literal text, keys and values: each
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
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
