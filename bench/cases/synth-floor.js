// (d) The floor: plain objects in the Terraform JSON shape our L1 emits (metadata included) and
// JSON.stringify, no framework. "construct" = building the objects, "synth" = stringify + write.
const fs = require('fs');
const path = require('path');
const { ADVANCED_CONFIGURATION, INSTANCE_SIZE, MONGO_DB_MAJOR_VERSION, PROJECT_ID, REGIONS, args, clusterName, ms, now, report } = require('./common');

const snake = (s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const { n, outdir } = args();
const t0 = now();
const advancedConfiguration = Object.fromEntries(Object.entries(ADVANCED_CONFIGURATION).map(([k, v]) => [snake(k), v]));
const clusters = {};
for (let i = 0; i < n; i++) {
  clusters[`Cluster${i}`] = {
    '//': { metadata: { path: `bench/Cluster${i}`, uniqueId: `Cluster${i}` } },
    advanced_configuration: { ...advancedConfiguration },
    backup_enabled: true,
    cluster_type: 'REPLICASET',
    mongo_db_major_version: MONGO_DB_MAJOR_VERSION,
    name: clusterName(i),
    project_id: PROJECT_ID,
    replication_specs: [{
      region_configs: REGIONS.map((r) => ({
        electable_specs: { instance_size: INSTANCE_SIZE, node_count: r.electableNodes },
        priority: r.priority,
        provider_name: r.provider,
        region_name: r.region,
      })),
    }],
  };
}
const doc = {
  '//': { metadata: { backend: 'local', stackName: 'bench', version: 'floor' }, outputs: {} },
  provider: { mongodbatlas: [{}] },
  resource: { mongodbatlas_advanced_cluster: clusters },
  terraform: {
    backend: { local: { path: 'terraform.bench.tfstate' } },
    required_providers: { mongodbatlas: { source: 'mongodb/mongodbatlas', version: '~> 2.16' } },
  },
};
const t1 = now();
const dir = path.join(outdir, 'stacks', 'bench');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'cdk.tf.json'), JSON.stringify(doc, null, 2));
const t2 = now();
report({ constructMs: ms(t0, t1), synthMs: ms(t1, t2) });
