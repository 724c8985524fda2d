// (e) Ours with the policy packs: N L2 ReplicaSetClusters that every pack accepts (backups and
// point-in-time restore on, three regions, RETAIN, encryption at rest, an alert configuration for
// the project, credentials as sensitive variables), in an app with the four packs added on it.
//
// BENCH_PACKS=off  the same app without the packs (the baseline);
// BENCH_PACKS=on   with the packs (the default);
// BENCH_PACKS=findings  with the packs, and every cluster RemovalPolicy.DESTROY: one Atlas-C7
//                  warning per cluster, so the cost of reporting 5000 findings shows too.
const { App, TerraformStack, TerraformVariable } = require('cdktn');
const lib = require('../../lib');
const { l2Props, now, PROJECT_ID, synthCase } = require('./common');

const mode = process.env.BENCH_PACKS ?? 'on';
if (!['on', 'off', 'findings'].includes(mode)) throw new Error(`BENCH_PACKS must be on, off or findings, not ${mode}`);
// The reports print a table at synth; the numbers go to stdout, so keep stderr quiet.
process.env.TERRAIN_CONSTRUCTS_QUIET = '1';

// The time the packs themselves take inside synth, measured in the process: the stack's policy
// pass (a validation) and the writing of the reports. Less noisy than the on/off difference.
let packsNs = 0n;
const time = (obj, name) => {
  const f = obj[name];
  obj[name] = function timed(...a) {
    const t = now();
    try {
      return f.apply(this, a);
    } finally {
      packsNs += now() - t;
    }
  };
};
time(require('../../lib/policy/engine').StackPolicies.prototype, 'validate');
time(require('../../lib/policy/report'), 'writeReports');

function build(n, outdir) {
  const { mongodbatlas, Policies, RemovalPolicy } = lib;
  const app = new App({ outdir });
  if (mode !== 'off') {
    for (const Pack of [lib.AtlasBestPractices, lib.IncidentBestPractices, lib.EquinixBestPractices, lib.SecretsPolicy]) Policies.of(app).add(new Pack());
  }
  const stack = new TerraformStack(app, 'bench');
  const secret = (id) => new TerraformVariable(stack, id, { type: 'string', sensitive: true }).stringValue;
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { publicKey: secret('public_key'), privateKey: secret('private_key') });
  new mongodbatlas.MongodbatlasAlertConfiguration(stack, 'HostDown', {
    projectId: PROJECT_ID, eventType: 'HOST_DOWN', notification: [{ typeName: 'GROUP', roles: ['GROUP_OWNER'], emailEnabled: true }],
  });
  for (let i = 0; i < n; i++) {
    const c = new mongodbatlas.ReplicaSetCluster(stack, `Cluster${i}`, {
      ...l2Props(i),
      pitEnabled: true,
      tags: { environment: 'production' },
      removalPolicy: mode === 'findings' ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    c.resource.addOverride('encryption_at_rest_provider', 'AWS');
  }
  return app;
}

synthCase(build, () => ({ packsMs: Number(packsNs) / 1e6 }));
