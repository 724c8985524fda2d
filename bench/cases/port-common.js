/**
 * The inputs of section 12 (issue 28): a TypeScript project of FILES files on the archived binding
 * @cdktf/provider-mongodbatlas 8.x for `terrain-constructs migrate`, and an HCL module of at least
 * LINES lines for `terrain-constructs convert`. Both are written into a folder (no node_modules:
 * run.js links the repository's, which has the binding, cdktf, cdktn and constructs).
 *
 * The project: `main.ts` builds the App and one stack and calls each of the other files' function;
 * file i defines an advanced cluster (a literal `numShards: 2` on every fourth, tags as a list of
 * key/value blocks, a root `diskSizeGb`) and an output of its connection string through the old
 * accessor. The module: two variables, then advanced clusters (one replication spec, two regions)
 * and database users in turn, each with an output, until the text reaches LINES lines.
 */
const fs = require('fs');
const path = require('path');

const FILES = 200;
const LINES = 5000;

/** File i of the project (1-based, i < FILES). */
function bindingFile(i) {
  const shards = i % 4 === 0 ? '\n        numShards: 2,' : '';
  return `import { TerraformOutput } from 'cdktf';
import { Construct } from 'constructs';
import { advancedCluster } from '@cdktf/provider-mongodbatlas';

export function cluster${i}(scope: Construct, projectId: string): void {
  const c = new advancedCluster.AdvancedCluster(scope, 'cluster-${i}', {
    projectId,
    name: 'cluster-${i}',
    clusterType: '${i % 4 === 0 ? 'SHARDED' : 'REPLICASET'}',
    diskSizeGb: 40,
    replicationSpecs: [{${shards}
      regionConfigs: [{
        providerName: 'AWS',
        regionName: 'EU_WEST_1',
        priority: 7,
        electableSpecs: { instanceSize: 'M30', nodeCount: 3 },
      }],
    }],
    tags: [{ key: 'team', value: 'team-${i % 10}' }, { key: 'index', value: '${i}' }],
  });
  new TerraformOutput(scope, 'uri-${i}', { value: c.connectionStrings.get(0).standardSrv });
}
`;
}

/** Writes the project into `dir`; returns the number of .ts files. */
function writeBindingProject(dir, files = FILES) {
  fs.mkdirSync(path.join(dir, 'clusters'), { recursive: true });
  const n = files - 1;
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2020', module: 'commonjs', lib: ['es2020'], strict: true, esModuleInterop: true, skipLibCheck: true, noEmit: true, types: [] },
    include: ['*.ts', 'clusters/*.ts'],
  }, null, 2));
  fs.writeFileSync(path.join(dir, 'cdktf.json'), JSON.stringify({ language: 'typescript', app: 'npx ts-node main.ts' }, null, 2));
  for (let i = 1; i <= n; i++) fs.writeFileSync(path.join(dir, 'clusters', `cluster-${i}.ts`), bindingFile(i));
  const imports = Array.from({ length: n }, (_, k) => `import { cluster${k + 1} } from './clusters/cluster-${k + 1}';`);
  const calls = Array.from({ length: n }, (_, k) => `    cluster${k + 1}(this, '5f1b2c3d4e5f6a7b8c9d0e1f');`);
  fs.writeFileSync(path.join(dir, 'main.ts'), `import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { provider } from '@cdktf/provider-mongodbatlas';
${imports.join('\n')}

class Clusters extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new provider.MongodbatlasProvider(this, 'atlas', {});
${calls.join('\n')}
  }
}

const app = new App();
new Clusters(app, 'clusters');
app.synth();
`);
  return files;
}

function clusterBlock(i) {
  return `resource "mongodbatlas_advanced_cluster" "cluster_${i}" {
  project_id   = var.project_id
  name         = "cluster-${i}"
  cluster_type = "REPLICASET"

  replication_specs = [
    {
      region_configs = [
        {
          provider_name = "AWS"
          region_name   = "EU_WEST_1"
          priority      = 7
          electable_specs = {
            instance_size = var.instance_size
            node_count    = 3
          }
        },
        {
          provider_name = "AWS"
          region_name   = "EU_CENTRAL_1"
          priority      = 6
          electable_specs = {
            instance_size = var.instance_size
            node_count    = 2
          }
        },
      ]
    },
  ]

  tags = {
    team  = "team-${i % 10}"
    index = "${i}"
  }
}

output "cluster_${i}_srv" {
  value = mongodbatlas_advanced_cluster.cluster_${i}.connection_strings.standard_srv
}
`;
}

function userBlock(i) {
  return `resource "mongodbatlas_database_user" "user_${i}" {
  project_id         = var.project_id
  username           = "app-${i}"
  password           = var.password
  auth_database_name = "admin"

  roles {
    role_name     = "readWrite"
    database_name = "db-${i}"
  }

  scopes {
    name = mongodbatlas_advanced_cluster.cluster_${i}.name
    type = "CLUSTER"
  }
}
`;
}

/** Writes main.tf into `dir`; returns its line count. */
function writeHclModule(dir, lines = LINES) {
  const blocks = [`variable "project_id" {
  type = string
}

variable "instance_size" {
  type    = string
  default = "M10"
}

variable "password" {
  type      = string
  sensitive = true
}
`];
  let count = blocks[0].split('\n').length;
  for (let i = 1; count < lines; i++) {
    for (const b of [clusterBlock(i), userBlock(i)]) {
      blocks.push(b);
      count += b.split('\n').length;
    }
  }
  const text = blocks.join('\n');
  fs.writeFileSync(path.join(dir, 'main.tf'), text);
  return text.split('\n').length - 1;
}

module.exports = { FILES, LINES, writeBindingProject, writeHclModule };
