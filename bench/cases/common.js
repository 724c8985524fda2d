/**
 * What every synth variant builds: N replica-set clusters, each with one replication spec of
 * three AWS regions (3 + 2 + 2 electable M10 nodes, priorities 7/6/5) and one advanced
 * configuration. Also the small harness each case script uses: argv, timing, the result line.
 */
const fs = require('fs');
const path = require('path');

const PROJECT_ID = '5f0a1b2c3d4e5f6a7b8c9d0e';
const INSTANCE_SIZE = 'M10';
const REGIONS = [
  { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3, priority: 7 },
  { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2, priority: 6 },
  { provider: 'AWS', region: 'EU_WEST_1', electableNodes: 2, priority: 5 },
];
// Only fields that exist in both provider 1.x (peer) and 2.x (ours).
const ADVANCED_CONFIGURATION = {
  defaultWriteConcern: 'majority',
  javascriptEnabled: false,
  minimumEnabledTlsProtocol: 'TLS1_2',
  noTableScan: false,
  oplogSizeMb: 2048,
  transactionLifetimeLimitSeconds: 60,
};
const MONGO_DB_MAJOR_VERSION = '8.0';

function clusterName(i) {
  return `cluster-${i}`;
}

/** The L1 config (camelCase), the same for the peer's AdvancedCluster and our MongodbatlasAdvancedCluster. */
function l1Config(i) {
  return {
    projectId: PROJECT_ID,
    name: clusterName(i),
    clusterType: 'REPLICASET',
    mongoDbMajorVersion: MONGO_DB_MAJOR_VERSION,
    backupEnabled: true,
    advancedConfiguration: { ...ADVANCED_CONFIGURATION },
    replicationSpecs: [{
      regionConfigs: REGIONS.map((r) => ({
        providerName: r.provider,
        regionName: r.region,
        priority: r.priority,
        electableSpecs: { instanceSize: INSTANCE_SIZE, nodeCount: r.electableNodes },
      })),
    }],
  };
}

/** The L2 props of our ReplicaSetCluster (removalPolicy is added by the case, from the package). */
function l2Props(i) {
  return {
    projectId: PROJECT_ID,
    name: clusterName(i),
    instanceSize: INSTANCE_SIZE,
    mongoDbMajorVersion: MONGO_DB_MAJOR_VERSION,
    backupEnabled: true,
    advancedConfiguration: { ...ADVANCED_CONFIGURATION },
    regions: REGIONS.map((r) => ({ provider: r.provider, region: r.region, electableNodes: r.electableNodes })),
  };
}

/** argv: <n> <outdir> */
function args() {
  const n = Number(process.argv[2]);
  const outdir = process.argv[3];
  if (!Number.isInteger(n) || n < 1 || !outdir) {
    console.error(`usage: node ${path.basename(process.argv[1])} <n> <outdir>`);
    process.exit(2);
  }
  return { n, outdir };
}

const now = () => process.hrtime.bigint();
const ms = (a, b) => Number(b - a) / 1e6;

/** Prints the one result line the orchestrator reads (the last stdout line, JSON). */
function report(fields) {
  process.stdout.write(`${JSON.stringify({ ...fields, maxRssKb: process.resourceUsage().maxRSS })}\n`);
}

/**
 * Runs a synth case: build(n) defines the constructs and returns the app. `extra()`, if given,
 * adds fields to the report after synth (e.g. time a case measured inside synth).
 */
function synthCase(build, extra) {
  const { n, outdir } = args();
  fs.mkdirSync(outdir, { recursive: true });
  const t0 = now();
  const app = build(n, outdir);
  const t1 = now();
  app.synth();
  const t2 = now();
  report({ constructMs: ms(t0, t1), synthMs: ms(t1, t2), ...(extra ? extra() : {}) });
}

module.exports = {
  PROJECT_ID, INSTANCE_SIZE, REGIONS, ADVANCED_CONFIGURATION, MONGO_DB_MAJOR_VERSION,
  clusterName, l1Config, l2Props, args, now, ms, report, synthCase,
};
