/**
 * The privilege actions a custom database role can grant, as the provider documents them: its
 * documentation of `mongodbatlas_custom_db_role` (docs/resources/custom_db_role.md) refers to the
 * Atlas Admin API's list of custom role actions, which the provider v2.16.0 bundles as the enum of
 * `DatabasePrivilegeAction.action` in tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml
 * (github.com/mongodb/terraform-provider-mongodbatlas, tag v2.16.0, commit
 * 08aab405e4d207220a39f4198ba3c206524d267e). The same list is `allowedValues` of
 * `mongodbatlas_custom_db_role.actions.action` in spec/mongodbatlas/overlay.json.
 *
 * `CustomRoleAction.action` stays a string: an action missing here (a newer Atlas release) is a
 * warning at synth (`terrain:unlisted-value`, naming the closest documented action), not an error.
 * The MongoDB name of each action is in its description; the note "cluster resource" marks the
 * actions that are granted on `RoleResource.cluster()`.
 */
export class PrivilegeAction {
  /** Query documents (`find`, reads of `aggregate`). */
  public static readonly FIND = 'FIND';
  /** Insert documents (`insert`). */
  public static readonly INSERT = 'INSERT';
  /** Delete documents (`remove`). */
  public static readonly REMOVE = 'REMOVE';
  /** Update and replace documents (`update`). */
  public static readonly UPDATE = 'UPDATE';
  /** Write documents without schema validation (`bypassDocumentValidation`). */
  public static readonly BYPASS_DOCUMENT_VALIDATION = 'BYPASS_DOCUMENT_VALIDATION';
  /** Run commands that name a collection by its UUID (`useUUID`; cluster resource). */
  public static readonly USE_UUID = 'USE_UUID';
  /** Kill operations of other users (`killop`; cluster resource). */
  public static readonly KILL_OP = 'KILL_OP';
  /** Run operations without the cluster's default time limit (`bypassDefaultMaxTimeMS`; cluster resource). */
  public static readonly BYPASS_DEFAULT_MAX_TIME_MS = 'BYPASS_DEFAULT_MAX_TIME_MS';
  /** Create collections and views (`createCollection`). */
  public static readonly CREATE_COLLECTION = 'CREATE_COLLECTION';
  /** Create indexes (`createIndex`). */
  public static readonly CREATE_INDEX = 'CREATE_INDEX';
  /** Drop collections (`dropCollection`). */
  public static readonly DROP_COLLECTION = 'DROP_COLLECTION';
  /** Set the database profiler level (`enableProfiler`). */
  public static readonly ENABLE_PROFILER = 'ENABLE_PROFILER';
  /** Kill the cursors of any user (`killAnyCursor`). */
  public static readonly KILL_ANY_CURSOR = 'KILL_ANY_CURSOR';
  /** The `analyze` action. */
  public static readonly ANALYZE = 'ANALYZE';
  /** Open change streams (`changeStream`). */
  public static readonly CHANGE_STREAM = 'CHANGE_STREAM';
  /** Modify collection options (`collMod`). */
  public static readonly COLL_MOD = 'COLL_MOD';
  /** Compact collections (`compact`). */
  public static readonly COMPACT = 'COMPACT';
  /** Convert collections to capped collections (`convertToCapped`). */
  public static readonly CONVERT_TO_CAPPED = 'CONVERT_TO_CAPPED';
  /** Drop databases (`dropDatabase`). */
  public static readonly DROP_DATABASE = 'DROP_DATABASE';
  /** Drop indexes (`dropIndex`). */
  public static readonly DROP_INDEX = 'DROP_INDEX';
  /** Rebuild indexes (`reIndex`). */
  public static readonly RE_INDEX = 'RE_INDEX';
  /** Rename collections within a database (`renameCollectionSameDB`). */
  public static readonly RENAME_COLLECTION_SAME_DB = 'RENAME_COLLECTION_SAME_DB';
  /** Block and unblock user writes (`setUserWriteBlockMode`; cluster resource). */
  public static readonly SET_USER_WRITE_BLOCK = 'SET_USER_WRITE_BLOCK';
  /** Write while user writes are blocked (`bypassWriteBlockingMode`; cluster resource). */
  public static readonly BYPASS_USER_WRITE_BLOCK = 'BYPASS_USER_WRITE_BLOCK';
  /** List the sessions of all users (`listSessions`; cluster resource). */
  public static readonly LIST_SESSIONS = 'LIST_SESSIONS';
  /** Kill the sessions of any user (`killAnySession`; cluster resource). */
  public static readonly KILL_ANY_SESSION = 'KILL_ANY_SESSION';
  /** Read collection statistics (`collStats`). */
  public static readonly COLL_STATS = 'COLL_STATS';
  /** Read connection pool statistics (`connPoolStats`; cluster resource). */
  public static readonly CONN_POOL_STATS = 'CONN_POOL_STATS';
  /** Compute database hashes (`dbHash`). */
  public static readonly DB_HASH = 'DB_HASH';
  /** Read database statistics (`dbStats`). */
  public static readonly DB_STATS = 'DB_STATS';
  /** Read the server's command line options (`getCmdLineOpts`; cluster resource). Named `ACTION_GET_CMD_LINE_OPTS`: jsii reserves names starting with `GET_` for Java getters. */
  public static readonly ACTION_GET_CMD_LINE_OPTS = 'GET_CMD_LINE_OPTS';
  /** Read recent log events (`getLog`; cluster resource). Named `ACTION_GET_LOG`: jsii reserves names starting with `GET_` for Java getters. */
  public static readonly ACTION_GET_LOG = 'GET_LOG';
  /** Read server parameters (`getParameter`; cluster resource). Named `ACTION_GET_PARAMETER`: jsii reserves names starting with `GET_` for Java getters. */
  public static readonly ACTION_GET_PARAMETER = 'GET_PARAMETER';
  /** Read the shard map (`getShardMap`; cluster resource). Named `ACTION_GET_SHARD_MAP`: jsii reserves names starting with `GET_` for Java getters. */
  public static readonly ACTION_GET_SHARD_MAP = 'GET_SHARD_MAP';
  /** Read host information (`hostInfo`; cluster resource). */
  public static readonly HOST_INFO = 'HOST_INFO';
  /** List the operations in progress (`inprog`, `$currentOp`; cluster resource). */
  public static readonly IN_PROG = 'IN_PROG';
  /** List databases (`listDatabases`; cluster resource). */
  public static readonly LIST_DATABASES = 'LIST_DATABASES';
  /** List the collections of a database (`listCollections`). */
  public static readonly LIST_COLLECTIONS = 'LIST_COLLECTIONS';
  /** List indexes (`listIndexes`). */
  public static readonly LIST_INDEXES = 'LIST_INDEXES';
  /** List shards (`listShards`; cluster resource). */
  public static readonly LIST_SHARDS = 'LIST_SHARDS';
  /** Read network statistics (`netstat`; cluster resource). */
  public static readonly NET_STAT = 'NET_STAT';
  /** Read the replica set configuration (`replSetGetConfig`; cluster resource). */
  public static readonly REPL_SET_GET_CONFIG = 'REPL_SET_GET_CONFIG';
  /** Read the replica set status (`replSetGetStatus`; cluster resource). */
  public static readonly REPL_SET_GET_STATUS = 'REPL_SET_GET_STATUS';
  /** Read the server status (`serverStatus`; cluster resource). */
  public static readonly SERVER_STATUS = 'SERVER_STATUS';
  /** Validate collections and their indexes (`validate`). */
  public static readonly VALIDATE = 'VALIDATE';
  /** Read the sharding state (`shardingState`; cluster resource). */
  public static readonly SHARDING_STATE = 'SHARDING_STATE';
  /** Read usage statistics per collection (`top`; cluster resource). */
  public static readonly TOP = 'TOP';
  /** Read the SQL schema of Atlas SQL (`sqlGetSchema`). */
  public static readonly SQL_GET_SCHEMA = 'SQL_GET_SCHEMA';
  /** Set the SQL schema of Atlas SQL (`sqlSetSchema`). */
  public static readonly SQL_SET_SCHEMA = 'SQL_SET_SCHEMA';
  /** Read the query history of all users of a federated database instance (`viewAllHistory`). */
  public static readonly VIEW_ALL_HISTORY = 'VIEW_ALL_HISTORY';
  /** Write query results to Amazon S3 from a federated database instance (`outToS3`). */
  public static readonly OUT_TO_S3 = 'OUT_TO_S3';
  /** Write query results to Azure Blob Storage from a federated database instance (`outToAzure`). */
  public static readonly OUT_TO_AZURE = 'OUT_TO_AZURE';
  /** Write query results to Google Cloud Storage from a federated database instance (`outToGCS`). */
  public static readonly OUT_TO_GCS = 'OUT_TO_GCS';
  /** Read the storage configuration of a federated database instance (`storageGetConfig`). */
  public static readonly STORAGE_GET_CONFIG = 'STORAGE_GET_CONFIG';
  /** Set the storage configuration of a federated database instance (`storageSetConfig`). */
  public static readonly STORAGE_SET_CONFIG = 'STORAGE_SET_CONFIG';
  /** Refresh the routing table of a mongos (`flushRouterConfig`). */
  public static readonly FLUSH_ROUTER_CONFIG = 'FLUSH_ROUTER_CONFIG';
  /** Enable sharding and shard collections (`enableSharding`). */
  public static readonly ENABLE_SHARDING = 'ENABLE_SHARDING';
  /** Check the sharding metadata for inconsistencies (`checkMetadataConsistency`). */
  public static readonly CHECK_METADATA_CONSISTENCY = 'CHECK_METADATA_CONSISTENCY';
  /** Move chunks between shards (`moveChunk`). */
  public static readonly MOVE_CHUNK = 'MOVE_CHUNK';
  /** Split chunks (`splitChunk`). */
  public static readonly SPLIT_CHUNK = 'SPLIT_CHUNK';
  /** Measure how good a shard key is (`analyzeShardKey`). */
  public static readonly ANALYZE_SHARD_KEY = 'ANALYZE_SHARD_KEY';
  /** Add fields to the shard key of a collection (`refineCollectionShardKey`). */
  public static readonly REFINE_COLLECTION_SHARD_KEY = 'REFINE_COLLECTION_SHARD_KEY';
  /** Clear the jumbo flag of chunks (`clearJumboFlag`). */
  public static readonly CLEAR_JUMBO_FLAG = 'CLEAR_JUMBO_FLAG';
  /** Reshard collections with a new shard key (`reshardCollection`). */
  public static readonly RESHARD_COLLECTION = 'RESHARD_COLLECTION';
  /** Read how sharded data is distributed over the shards (`shardedDataDistribution`). */
  public static readonly SHARDED_DATA_DISTRIBUTION = 'SHARDED_DATA_DISTRIBUTION';
  /** Read stream processors of Atlas Stream Processing (`getStreamProcessor`). Named `ACTION_GET_STREAM_PROCESSOR`: jsii reserves names starting with `GET_` for Java getters. */
  public static readonly ACTION_GET_STREAM_PROCESSOR = 'GET_STREAM_PROCESSOR';
  /** Create stream processors (`createStreamProcessor`). */
  public static readonly CREATE_STREAM_PROCESSOR = 'CREATE_STREAM_PROCESSOR';
  /** Run an ad hoc stream processor (`processStreamProcessor`). */
  public static readonly PROCESS_STREAM_PROCESSOR = 'PROCESS_STREAM_PROCESSOR';
  /** Modify stream processors (`modifyStreamProcessor`). */
  public static readonly MODIFY_STREAM_PROCESSOR = 'MODIFY_STREAM_PROCESSOR';
  /** Start stream processors (`startStreamProcessor`). */
  public static readonly START_STREAM_PROCESSOR = 'START_STREAM_PROCESSOR';
  /** Stop stream processors (`stopStreamProcessor`). */
  public static readonly STOP_STREAM_PROCESSOR = 'STOP_STREAM_PROCESSOR';
  /** Delete stream processors (`dropStreamProcessor`). */
  public static readonly DROP_STREAM_PROCESSOR = 'DROP_STREAM_PROCESSOR';
  /** Sample the output of stream processors (`sampleStreamProcessor`). */
  public static readonly SAMPLE_STREAM_PROCESSOR = 'SAMPLE_STREAM_PROCESSOR';
  /** List stream processors (`listStreamProcessors`). */
  public static readonly LIST_STREAM_PROCESSORS = 'LIST_STREAM_PROCESSORS';
  /** List the connections of a stream processing instance (`listConnections`). */
  public static readonly LIST_CONNECTIONS = 'LIST_CONNECTIONS';
  /** Read stream processor statistics (`streamProcessorStats`). */
  public static readonly STREAM_PROCESSOR_STATS = 'STREAM_PROCESSOR_STATS';
  /** Create Atlas Search indexes (`createSearchIndexes`). */
  public static readonly CREATE_SEARCH_INDEX = 'CREATE_SEARCH_INDEX';
  /** Drop Atlas Search indexes (`dropSearchIndex`). */
  public static readonly DROP_SEARCH_INDEX = 'DROP_SEARCH_INDEX';
  /** List Atlas Search indexes (`listSearchIndexes`). */
  public static readonly LIST_SEARCH_INDEXES = 'LIST_SEARCH_INDEXES';
  /** Update Atlas Search indexes (`updateSearchIndex`). */
  public static readonly UPDATE_SEARCH_INDEX = 'UPDATE_SEARCH_INDEX';

  /** Every documented action, in the order of the provider's list. */
  public static readonly ALL: string[] = Object.freeze([
    PrivilegeAction.FIND,
    PrivilegeAction.INSERT,
    PrivilegeAction.REMOVE,
    PrivilegeAction.UPDATE,
    PrivilegeAction.BYPASS_DOCUMENT_VALIDATION,
    PrivilegeAction.USE_UUID,
    PrivilegeAction.KILL_OP,
    PrivilegeAction.BYPASS_DEFAULT_MAX_TIME_MS,
    PrivilegeAction.CREATE_COLLECTION,
    PrivilegeAction.CREATE_INDEX,
    PrivilegeAction.DROP_COLLECTION,
    PrivilegeAction.ENABLE_PROFILER,
    PrivilegeAction.KILL_ANY_CURSOR,
    PrivilegeAction.ANALYZE,
    PrivilegeAction.CHANGE_STREAM,
    PrivilegeAction.COLL_MOD,
    PrivilegeAction.COMPACT,
    PrivilegeAction.CONVERT_TO_CAPPED,
    PrivilegeAction.DROP_DATABASE,
    PrivilegeAction.DROP_INDEX,
    PrivilegeAction.RE_INDEX,
    PrivilegeAction.RENAME_COLLECTION_SAME_DB,
    PrivilegeAction.SET_USER_WRITE_BLOCK,
    PrivilegeAction.BYPASS_USER_WRITE_BLOCK,
    PrivilegeAction.LIST_SESSIONS,
    PrivilegeAction.KILL_ANY_SESSION,
    PrivilegeAction.COLL_STATS,
    PrivilegeAction.CONN_POOL_STATS,
    PrivilegeAction.DB_HASH,
    PrivilegeAction.DB_STATS,
    PrivilegeAction.ACTION_GET_CMD_LINE_OPTS,
    PrivilegeAction.ACTION_GET_LOG,
    PrivilegeAction.ACTION_GET_PARAMETER,
    PrivilegeAction.ACTION_GET_SHARD_MAP,
    PrivilegeAction.HOST_INFO,
    PrivilegeAction.IN_PROG,
    PrivilegeAction.LIST_DATABASES,
    PrivilegeAction.LIST_COLLECTIONS,
    PrivilegeAction.LIST_INDEXES,
    PrivilegeAction.LIST_SHARDS,
    PrivilegeAction.NET_STAT,
    PrivilegeAction.REPL_SET_GET_CONFIG,
    PrivilegeAction.REPL_SET_GET_STATUS,
    PrivilegeAction.SERVER_STATUS,
    PrivilegeAction.VALIDATE,
    PrivilegeAction.SHARDING_STATE,
    PrivilegeAction.TOP,
    PrivilegeAction.SQL_GET_SCHEMA,
    PrivilegeAction.SQL_SET_SCHEMA,
    PrivilegeAction.VIEW_ALL_HISTORY,
    PrivilegeAction.OUT_TO_S3,
    PrivilegeAction.OUT_TO_AZURE,
    PrivilegeAction.OUT_TO_GCS,
    PrivilegeAction.STORAGE_GET_CONFIG,
    PrivilegeAction.STORAGE_SET_CONFIG,
    PrivilegeAction.FLUSH_ROUTER_CONFIG,
    PrivilegeAction.ENABLE_SHARDING,
    PrivilegeAction.CHECK_METADATA_CONSISTENCY,
    PrivilegeAction.MOVE_CHUNK,
    PrivilegeAction.SPLIT_CHUNK,
    PrivilegeAction.ANALYZE_SHARD_KEY,
    PrivilegeAction.REFINE_COLLECTION_SHARD_KEY,
    PrivilegeAction.CLEAR_JUMBO_FLAG,
    PrivilegeAction.RESHARD_COLLECTION,
    PrivilegeAction.SHARDED_DATA_DISTRIBUTION,
    PrivilegeAction.ACTION_GET_STREAM_PROCESSOR,
    PrivilegeAction.CREATE_STREAM_PROCESSOR,
    PrivilegeAction.PROCESS_STREAM_PROCESSOR,
    PrivilegeAction.MODIFY_STREAM_PROCESSOR,
    PrivilegeAction.START_STREAM_PROCESSOR,
    PrivilegeAction.STOP_STREAM_PROCESSOR,
    PrivilegeAction.DROP_STREAM_PROCESSOR,
    PrivilegeAction.SAMPLE_STREAM_PROCESSOR,
    PrivilegeAction.LIST_STREAM_PROCESSORS,
    PrivilegeAction.LIST_CONNECTIONS,
    PrivilegeAction.STREAM_PROCESSOR_STATS,
    PrivilegeAction.CREATE_SEARCH_INDEX,
    PrivilegeAction.DROP_SEARCH_INDEX,
    PrivilegeAction.LIST_SEARCH_INDEXES,
    PrivilegeAction.UPDATE_SEARCH_INDEX,
  ]) as string[];

  private constructor() {}
}
