/**
 * The Atlas pack: each rule with a compliant and a non-compliant case, asserting the exact
 * finding. Clusters are the generated L1 unless a case is about an L2.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { findingsOf, judge } from './util';
import { AtlasBestPractices, mongodbatlas, ProductionMatcher, RemovalPolicy } from '../../src';
import { errorLines } from '../rules/findings';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';
const PATH = 'test/Orders';

type ClusterConfig = Partial<mongodbatlas.MongodbatlasAdvancedClusterConfig>;

/** A dedicated three-region M10 cluster that every Atlas rule accepts, changed by `config`. */
function cluster(stack: TerraformStack, config: ClusterConfig = {}, id = 'Orders') {
  return new mongodbatlas.MongodbatlasAdvancedCluster(stack, id, {
    projectId: PROJECT,
    name: id.toLowerCase(),
    clusterType: 'REPLICASET',
    backupEnabled: true,
    pitEnabled: true,
    terminationProtectionEnabled: true,
    encryptionAtRestProvider: 'AWS',
    advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_2', javascriptEnabled: false },
    replicationSpecs: [{
      regionConfigs: [
        { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } },
        { providerName: 'AWS', regionName: 'US_EAST_2', priority: 6, electableSpecs: { instanceSize: 'M10', nodeCount: 2 } },
      ],
    }],
    tags: { environment: 'production' },
    ...config,
  });
}

function alert(stack: TerraformStack, projectId = PROJECT) {
  if (!stack.node.tryFindChild('atlas')) new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
  new mongodbatlas.MongodbatlasAlertConfiguration(stack, 'HostDown', {
    projectId,
    eventType: 'HOST_DOWN',
    notification: [{ typeName: 'GROUP', intervalMin: 5, delayMin: 0, smsEnabled: false, emailEnabled: true, roles: ['GROUP_OWNER'] }],
  });
}

/** The findings of one rule for a stack with an alert configuration and `build`. */
function atlas(ruleId: string, build: (stack: TerraformStack) => void, pack = new AtlasBestPractices()) {
  const j = judge([pack], (s) => {
    alert(s);
    build(s);
  });
  return { j, lines: findingsOf(j, ruleId) };
}

const ONE_REGION: ClusterConfig = {
  replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
};

test('the compliant cluster, user and alert find nothing', () => {
  const j = judge([new AtlasBestPractices()], (s) => {
    alert(s);
    cluster(s);
    new mongodbatlas.MongodbatlasDatabaseUser(s, 'App', {
      projectId: PROJECT,
      username: 'app',
      authDatabaseName: 'admin',
      password: new TerraformVariable(s, 'pw', { type: 'string', sensitive: true }).stringValue,
      roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });
  });
  expect(j.findings).toEqual([]);
  expect(j.error).toBeUndefined();
});

describe('Atlas-C1 backups off', () => {
  test('non-compliant: backupEnabled false fails synth', () => {
    const { j, lines } = atlas('Atlas-C1', (s) => cluster(s, { backupEnabled: false, pitEnabled: false, tags: {} }));
    expect(lines).toEqual([
      `[${PATH}] [Atlas-C1] backupEnabled: is off: the cluster takes no cloud backups, so its data cannot be restored. Received: false. Allowed: true. `
      + 'Fix: set backupEnabled: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).',
    ]);
    expect(errorLines(j.error!)).toEqual([`[${PATH}] ${lines[0].slice(PATH.length + 3)}`]);
  });
  test('non-compliant: the legacy cluster without cloudBackup', () => {
    const { lines } = atlas('Atlas-C1', (s) => new mongodbatlas.LegacyCluster(s, 'Legacy', {
      projectId: PROJECT, name: 'legacy', provider: 'AWS', instanceSize: 'M10', regions: [{ region: 'US_EAST_1', electableNodes: 3 }],
    }));
    expect(lines).toEqual([
      '[test/Legacy/Default] [Atlas-C1] cloudBackup: is off: the cluster takes no cloud backups, so its data cannot be restored. Received: unset. Allowed: true. '
      + 'Fix: set cloudBackup: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).',
    ]);
  });
  test('compliant: backups on, a tenant cluster, or a token', () => {
    const { lines } = atlas('Atlas-C1', (s) => {
      cluster(s);
      cluster(s, {
        backupEnabled: undefined,
        replicationSpecs: [{ regionConfigs: [{ providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M0' } }] }],
      }, 'Free');
      cluster(s, { backupEnabled: new TerraformVariable(s, 'backup', { type: 'bool' }).booleanValue }, 'Token');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C2 point-in-time restore off in production', () => {
  test('non-compliant: a production cluster without pitEnabled', () => {
    const { lines } = atlas('Atlas-C2', (s) => cluster(s, { pitEnabled: undefined, tags: { Environment: 'Production', team: 'orders' } }));
    expect(lines).toEqual([
      `[${PATH}] [Atlas-C2] pitEnabled: is off on a production cluster (Environment=Production, team=orders): a restore goes back only to the last snapshot, and every write since is lost. `
      + 'Received: unset. Allowed: true. Fix: set pitEnabled: true (it needs backups on); if this cluster is not production, correct its tags.',
    ]);
  });
  test('compliant: pitEnabled, a staging cluster, or a tag value that is a token', () => {
    const { lines } = atlas('Atlas-C2', (s) => {
      cluster(s);
      cluster(s, { pitEnabled: false, tags: { environment: 'staging' } }, 'Staging');
      cluster(s, { pitEnabled: false, tags: { environment: new TerraformVariable(s, 'env', { type: 'string' }).stringValue } }, 'Unknown');
    });
    expect(lines).toEqual([]);
  });
  test('a custom production matcher decides', () => {
    const pack = new AtlasBestPractices({ production: ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] }) });
    const { lines } = atlas('Atlas-C2', (s) => {
      cluster(s, { pitEnabled: false, tags: { stage: 'LIVE' } }, 'Live');
      cluster(s, { pitEnabled: false, tags: { environment: 'production' } }, 'Prod');
    }, pack);
    expect(lines).toEqual([
      '[test/Live] [Atlas-C2] pitEnabled: is off on a production cluster (stage=LIVE): a restore goes back only to the last snapshot, and every write since is lost. '
      + 'Received: false. Allowed: true. Fix: set pitEnabled: true (it needs backups on); if this cluster is not production, correct its tags.',
    ]);
  });
});

describe('Atlas-C3 minimum TLS below 1.2', () => {
  test('non-compliant: TLS1_1', () => {
    const { lines } = atlas('Atlas-C3', (s) => cluster(s, { advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_1' } }));
    expect(lines).toEqual([
      `[${PATH}] [Atlas-C3] advancedConfiguration.minimumEnabledTlsProtocol: allows TLS versions below 1.2, which are deprecated and weak. Received: "TLS1_1". `
      + "Allowed: 'TLS1_2' or 'TLS1_3'. Fix: set minimumEnabledTlsProtocol to 'TLS1_2' (or 'TLS1_3' once every client supports it).",
    ]);
  });
  test('compliant: TLS1_2, TLS1_3 or unset', () => {
    const { lines } = atlas('Atlas-C3', (s) => {
      cluster(s);
      cluster(s, { advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_3' } }, 'Thirteen');
      cluster(s, { advancedConfiguration: undefined }, 'Unset');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C4 server-side JavaScript', () => {
  test('non-compliant: javascriptEnabled true warns', () => {
    const { j, lines } = atlas('Atlas-C4', (s) => cluster(s, { advancedConfiguration: { javascriptEnabled: true } }));
    const text = 'advancedConfiguration.javascriptEnabled: turns server-side JavaScript on: clients can run code inside the database. Received: true. Allowed: false. '
      + 'Fix: set javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.';
    expect(lines).toEqual([`[${PATH}] [Atlas-C4] ${text}`]);
    expect(j.error).toBeUndefined();
    expect(j.warnings).toEqual([`${PATH}: [Atlas-C4] ${text}`]);
  });
  test('compliant: false or unset', () => {
    const { lines } = atlas('Atlas-C4', (s) => {
      cluster(s);
      cluster(s, { advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_2' } }, 'Unset');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C5 a single-region production cluster', () => {
  test('non-compliant: every electable node in one region (a read-only region does not count)', () => {
    const { lines } = atlas('Atlas-C5', (s) => cluster(s, {
      replicationSpecs: [{
        regionConfigs: [
          { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } },
          { providerName: 'AWS', regionName: 'US_WEST_2', priority: 0, readOnlySpecs: { instanceSize: 'M10', nodeCount: 1 } },
        ],
      }],
    }));
    expect(lines).toEqual([
      `[${PATH}] [Atlas-C5] replicationSpecs: places every electable node in US_EAST_1 on a production cluster (environment=production): an outage of that region stops all writes. `
      + 'Received: electable nodes in 1 region (US_EAST_1). Allowed: electable nodes in at least 2 regions (3 to keep a majority through the loss of any one). '
      + 'Fix: add regions with electable nodes, e.g. 2 + 2 + 1 across three regions; if this cluster is not production, correct its tags.',
    ]);
  });
  test('compliant: two regions, or one region off production', () => {
    const { lines } = atlas('Atlas-C5', (s) => {
      cluster(s);
      cluster(s, { ...ONE_REGION, tags: { env: 'dev' } }, 'Dev');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C5 and Atlas-C1 on the legacy mongodbatlas_cluster L1 (review fixes)', () => {
  const legacy = (s: TerraformStack, extra: Partial<mongodbatlas.MongodbatlasClusterConfig>) => new mongodbatlas.MongodbatlasCluster(s, 'Legacy', {
    projectId: PROJECT,
    name: 'legacy',
    providerName: 'AWS',
    providerInstanceSizeName: 'M10',
    providerRegionName: 'US_EAST_1',
    cloudBackup: true,
    pitEnabled: true,
    terminationProtectionEnabled: true,
    tags: [{ key: 'environment', value: 'production' }],
    ...extra,
  });
  test('C5: specs without regionsConfig (numShards only) live in providerRegionName: one region on production is flagged', () => {
    const { lines } = atlas('Atlas-C5', (s) => legacy(s, { replicationSpecs: [{ numShards: 1 }] }));
    expect(lines).toEqual([
      '[test/Legacy] [Atlas-C5] replicationSpecs: places every electable node in US_EAST_1 on a production cluster (environment=production): an outage of that region stops all writes. '
      + 'Received: electable nodes in 1 region (US_EAST_1). Allowed: electable nodes in at least 2 regions (3 to keep a majority through the loss of any one). '
      + 'Fix: add regions with electable nodes, e.g. 2 + 2 + 1 across three regions; if this cluster is not production, correct its tags.',
    ]);
  });
  test('C1: backupEnabled as a token is not judged', () => {
    const { lines } = atlas('Atlas-C1', (s) => legacy(s, { cloudBackup: undefined, backupEnabled: new TerraformVariable(s, 'b', { type: 'bool' }).value }));
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C6 encryption at rest', () => {
  test('non-compliant: unset on M10, NONE on M30', () => {
    const { lines } = atlas('Atlas-C6', (s) => {
      cluster(s, { encryptionAtRestProvider: undefined });
      cluster(s, {
        encryptionAtRestProvider: 'NONE',
        replicationSpecs: [{ regionConfigs: [{ providerName: 'GCP', regionName: 'CENTRAL_US', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } }] }],
      }, 'Big');
    });
    const fix = "Fix: configure encryption at rest for the project (new EncryptionAtRest(...) with an EncryptionAtRestKey), then set the cluster's encryptionAtRestProvider "
      + "to its cloud ('AWS', 'AZURE' or 'GCP'; EncryptionAtRestProvider.AWS, ...).";
    expect(lines).toEqual([
      `[${PATH}] [Atlas-C6] encryptionAtRestProvider: is unset on an M10 cluster: the data is not encrypted with a key the project controls. Received: unset. Allowed: 'AWS', 'AZURE', 'GCP'. ${fix}`,
      `[test/Big] [Atlas-C6] encryptionAtRestProvider: is NONE on an M30 cluster: the data is not encrypted with a key the project controls. Received: "NONE". Allowed: 'AWS', 'AZURE', 'GCP'. ${fix}`,
    ]);
  });
  test('compliant: a provider set, on an L1 or an L2, or a tenant tier', () => {
    const { lines } = atlas('Atlas-C6', (s) => {
      cluster(s);
      new mongodbatlas.ReplicaSetCluster(s, 'L2', {
        projectId: PROJECT,
        name: 'l2',
        instanceSize: 'M10',
        backupEnabled: true,
        regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
        encryptionAtRestProvider: mongodbatlas.EncryptionAtRestProvider.AWS,
      });
      cluster(s, {
        encryptionAtRestProvider: undefined,
        replicationSpecs: [{ regionConfigs: [{ providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M5' } }] }],
      }, 'Shared');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-C7 deletion guard', () => {
  test('non-compliant: an L2 with RemovalPolicy.DESTROY', () => {
    const { lines } = atlas('Atlas-C7', (s) => new mongodbatlas.ReplicaSetCluster(s, 'Sandbox', {
      projectId: PROJECT,
      name: 'sandbox',
      instanceSize: 'M10',
      backupEnabled: true,
      removalPolicy: RemovalPolicy.DESTROY,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    }));
    expect(lines).toEqual([
      '[test/Sandbox/Default] [Atlas-C7] terminationProtectionEnabled: is not on, and lifecycle.preventDestroy is not set: nothing stops a destroy or a replacement from deleting the cluster and its data. '
      + 'Received: terminationProtectionEnabled unset, lifecycle.preventDestroy unset. Allowed: terminationProtectionEnabled: true, or lifecycle.preventDestroy: true. '
      + 'Fix: use removalPolicy: RemovalPolicy.RETAIN on the L2 (it sets both), or terminationProtectionEnabled: true on the L1.',
    ]);
  });
  test('compliant: RETAIN on the L2, termination protection, or only lifecycle.preventDestroy on the L1', () => {
    const { lines } = atlas('Atlas-C7', (s) => {
      new mongodbatlas.ReplicaSetCluster(s, 'Kept', {
        projectId: PROJECT,
        name: 'kept',
        instanceSize: 'M10',
        backupEnabled: true,
        removalPolicy: RemovalPolicy.RETAIN,
        regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
      });
      cluster(s);
      cluster(s, { terminationProtectionEnabled: false, lifecycle: { preventDestroy: true } }, 'Lifecycle');
    });
    expect(lines).toEqual([]);
  });
});

describe('Atlas-P1 a project with clusters but no alert configuration', () => {
  test('non-compliant: the alert configuration is for another project', () => {
    const j = judge([new AtlasBestPractices()], (s) => {
      alert(s, '0123456789abcdef01234567');
      cluster(s);
      cluster(s, {}, 'Second');
    });
    expect(findingsOf(j, 'Atlas-P1')).toEqual([
      `[${PATH}] [Atlas-P1] projectId: names a project with 2 clusters in this stack but no mongodbatlas_alert_configuration: nobody is paged when a host is down, a disk fills or replication lags. `
      + `Received: "${PROJECT}". Allowed: at least one alert configuration with the same projectId in the stack. `
      + 'Fix: add a mongodbatlas.AlertConfiguration for the project (e.g. HOST_DOWN, REPLICATION_OPLOG_WINDOW_RUNNING_OUT); if its alerts are managed elsewhere, suppress Atlas-P1 with a reason.',
    ]);
  });
  test('compliant: an alert for the project, or project ids that are expressions on both sides', () => {
    const { lines } = atlas('Atlas-P1', (s) => cluster(s));
    expect(lines).toEqual([]);
    const j = judge([new AtlasBestPractices()], (s) => {
      const project = new TerraformVariable(s, 'project', { type: 'string' }).stringValue;
      alert(s, new TerraformVariable(s, 'alertProject', { type: 'string' }).stringValue);
      cluster(s, { projectId: project });
    });
    expect(findingsOf(j, 'Atlas-P1')).toEqual([]);
  });
});

describe('Atlas-U1 and Atlas-U2 database users', () => {
  const user = (s: TerraformStack, config: Partial<mongodbatlas.MongodbatlasDatabaseUserConfig>) => new mongodbatlas.MongodbatlasDatabaseUser(s, 'User', {
    projectId: PROJECT,
    username: 'app',
    authDatabaseName: 'admin',
    x509Type: 'MANAGED',
    roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
    scopes: [{ name: 'orders', type: 'CLUSTER' }],
    ...config,
  });
  test('non-compliant: atlasAdmin fails synth', () => {
    const { j, lines } = atlas('Atlas-U1', (s) => user(s, { roles: [{ roleName: 'read', databaseName: 'orders' }, { roleName: 'atlasAdmin', databaseName: 'admin' }] }));
    expect(lines).toEqual([
      "[test/User] [Atlas-U1] roles[1].roleName: grants atlasAdmin: every privilege on every cluster of the project. Received: \"atlasAdmin\". Allowed: a role limited to what the user needs, e.g. readWrite or read on its database. Fix: grant { roleName: 'readWrite', databaseName: '<its database>' } instead.",
    ]);
    expect(j.error).toContain('[test/User] [Atlas-U1] roles[1].roleName: grants atlasAdmin');
  });
  test('compliant: readWrite', () => {
    expect(atlas('Atlas-U1', (s) => user(s, {})).lines).toEqual([]);
  });
  test('non-compliant: no scopes, or an empty list', () => {
    const text = 'scopes: is empty: the user can connect to every cluster and data federation instance in the project. Received: %R. '
      + "Allowed: at least one scope, e.g. { name: '<cluster name>', type: 'CLUSTER' }. Fix: add scopes: [{ name: '<cluster name>', type: 'CLUSTER' }] for each cluster the user needs.";
    expect(atlas('Atlas-U2', (s) => user(s, { scopes: undefined })).lines).toEqual([`[test/User] [Atlas-U2] ${text.replace('%R', 'unset')}`]);
    expect(atlas('Atlas-U2', (s) => user(s, { scopes: [] })).lines).toEqual([`[test/User] [Atlas-U2] ${text.replace('%R', 'an empty list')}`]);
  });
  test('compliant: a scope', () => {
    expect(atlas('Atlas-U2', (s) => user(s, {})).lines).toEqual([]);
  });
});
