import * as path from 'path';
import { convertFiles, folderWith, MODULES, ROOT, typeCheck, unexplained } from './helpers';
import { convert, ConvertError } from '../../../src/cli/convert';

jest.setTimeout(120_000);

const SMALL = `
variable "project_id" {
  type = string
}

resource "mongodbatlas_custom_db_role" "reader" {
  project_id = var.project_id
  role_name  = "reader"
  actions {
    action = "FIND"
    resources {
      database_name   = "app"
      collection_name = ""
    }
  }
}

output "role" {
  value = mongodbatlas_custom_db_role.reader.role_name
}
`;

describe('convert', () => {
  test('a small module: the exact TypeScript, the report, and the oracle passing', async () => {
    const r = await convertFiles({ 'main.tf': SMALL });
    expect(r.text).toBe(`// Converted from HCL by terrain-constructs convert (main.tf).
import { Construct } from 'constructs';
import { App, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas } from 'terrain-constructs';

class MainStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'mongodbatlas');
    const projectId = new TerraformVariable(this, 'project_id', {
      type: 'string',
    });
    const reader = new mongodbatlas.MongodbatlasCustomDbRole(this, 'reader', {
      actions: [
        {
          action: 'FIND',
          resources: [
            {
              collectionName: '',
              databaseName: 'app',
            },
          ],
        },
      ],
      projectId: projectId.stringValue,
      roleName: 'reader',
    });
    new TerraformOutput(this, 'role', {
      value: reader.roleName,
    });
  }
}

const app = new App();
new MainStack(app, 'main');
app.synth();
`);
    expect(r.entries).toEqual([
      { file: 'main.tf', line: 2, rule: 'convert/variable', outcome: 'converted', subject: 'variable.project_id', message: "variable project_id is a TerraformVariable with the id 'project_id'." },
      {
        file: 'main.tf',
        line: 6,
        rule: 'convert/provider',
        outcome: 'converted',
        subject: 'provider.mongodbatlas',
        message: 'no provider "mongodbatlas" block: Terraform configures it with its defaults, and the stack gets an empty mongodbatlas.MongodbatlasProvider (cdktn wants one), first used by mongodbatlas_custom_db_role.reader.',
      },
      { file: 'main.tf', line: 6, rule: 'convert/resource', outcome: 'converted', subject: 'mongodbatlas_custom_db_role.reader', message: "mongodbatlas_custom_db_role.reader is mongodbatlas.MongodbatlasCustomDbRole with the id 'reader'." },
      { file: 'main.tf', line: 18, rule: 'convert/output', outcome: 'converted', subject: 'output.role', message: "output role is a TerraformOutput with the id 'role'." },
    ]);
    expect(r.changes).toEqual([{ path: path.join(r.dir, 'main.ts'), after: r.text }]);
    expect(r.oracle).toEqual({
      ran: true,
      differences: [
        { path: 'terraform.required_providers.mongodbatlas', before: undefined, after: { source: 'mongodb/mongodbatlas', version: '~> 2.16' }, explainedBy: 'convert/required-providers' },
        { path: 'terraform.backend', before: undefined, after: { local: { path: expect.stringMatching(/terraform\.main\.tfstate$/) } }, explainedBy: 'convert/backend' },
        { path: 'provider.mongodbatlas', before: undefined, after: [{}], explainedBy: 'convert/provider' },
      ],
      addressesRemoved: [],
      addressesAdded: [],
      passed: true,
    });
    expect(r.command).toBe('convert');
    expect(r.root).toBe(r.dir);
  });

  test('converting the same input twice gives the same text (idempotent, deterministic)', async () => {
    const a = await convertFiles({ 'main.tf': SMALL }, { oracle: false });
    const b = await convertFiles({ 'main.tf': SMALL }, { oracle: false });
    expect(b.text).toBe(a.text);
    expect(a.oracle).toBeUndefined();
  });

  test('mongodbatlas: cluster, provider with alias, variables, locals, data source, count, for_each, dynamic, lifecycle; the oracle passes', async () => {
    const r = await convertFiles({
      'main.tf': `
provider "mongodbatlas" {
  alias = "gov"
  is_mongodbgov_cloud = true
}
variable "regions" {
  type    = list(string)
  default = ["US_EAST_1"]
}
variable "users" {
  type = map(string)
}
locals {
  labels = { team = "data" }
  size   = "M10"
}
data "mongodbatlas_advanced_cluster" "existing" {
  project_id = "5f1e2d3c4b5a697887766554"
  name       = "legacy"
}
resource "mongodbatlas_advanced_cluster" "main" {
  count        = 2
  project_id   = data.mongodbatlas_advanced_cluster.existing.project_id
  name         = "c-\${count.index}"
  cluster_type = "REPLICASET"
  replication_specs = [{
    region_configs = [for r in var.regions : {
      priority      = 7
      provider_name = "AWS"
      region_name   = r
      electable_specs = { instance_size = local.size, node_count = 3 }
    }]
  }]
  tags     = local.labels
  provider = mongodbatlas.gov
  lifecycle {
    prevent_destroy = true
    ignore_changes  = [tags]
  }
}
resource "mongodbatlas_database_user" "user" {
  for_each           = var.users
  project_id         = "5f1e2d3c4b5a697887766554"
  username           = each.key
  auth_database_name = "admin"
  password           = each.value
  dynamic "roles" {
    for_each = ["readWrite", "read"]
    content {
      role_name     = roles.value
      database_name = "app"
    }
  }
  depends_on = [mongodbatlas_advanced_cluster.main]
}
`,
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
    expect(r.entries.map((e) => `${e.line} ${e.rule} ${e.outcome} ${e.subject}`)).toEqual([
      '2 convert/provider converted provider.mongodbatlas.gov',
      '6 convert/variable converted variable.regions',
      '10 convert/variable converted variable.users',
      '14 convert/local converted local.labels',
      '15 convert/local converted local.size',
      '17 convert/data converted data.mongodbatlas_advanced_cluster.existing',
      '21 convert/resource converted mongodbatlas_advanced_cluster.main',
      '41 convert/dynamic converted mongodbatlas_database_user.user',
      '41 convert/resource converted mongodbatlas_database_user.user',
    ]);
    expect(r.text).toContain("    const userRolesIterator = TerraformIterator.fromMap(Token.asAnyMap(['readWrite', 'read']));");
    expect(r.text).toContain("          regionConfigs: Token.asAny('${[for r in var.regions : {\\n      priority      = 7\\n");
    expect(r.text).toContain(`      roles: userRolesIterator.dynamic({
        databaseName: 'app',
        roleName: '\${each.value}',
      }),`);
    expect(r.text).toContain('      forEach: TerraformIterator.fromMap(Token.asAnyMap(\'${var.users}\')),');
    expect(r.text).toContain('      provider: mongodbatlasGov,');
  });

  test('incident: severity, custom field, alert attribute, provider with a sensitive variable; the oracle passes', async () => {
    const r = await convertFiles({
      'incident.tf': `
variable "incident_api_key" {
  type      = string
  sensitive = true
}
provider "incident" {
  api_key = var.incident_api_key
}
resource "incident_severity" "trivial" {
  name        = "Trivial"
  description = "Issues causing no impact."
  rank        = 1
}
resource "incident_custom_field" "affected_teams" {
  name        = "Affected Teams"
  description = "The teams that are affected by this incident."
  field_type  = "multi_select"
}
resource "incident_alert_attribute" "severity" {
  name     = "Severity"
  type     = "String"
  array    = false
  required = false
}
`,
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
    expect(r.entries.every((e) => e.outcome === 'converted')).toBe(true);
    expect(r.text).toContain(`    new incident.IncidentProvider(this, 'incident', {
      apiKey: incidentApiKey.stringValue,
    });`);
  });

  test('ibm: App Configuration environment, collection and feature with repeated blocks; the oracle passes', async () => {
    const r = await convertFiles({
      'ibm.tf': `
provider "ibm" {
  region = "us-south"
}
resource "ibm_app_config_environment" "dev" {
  guid           = "36401ffc-6280-459a-ba98-456aba10d0c7"
  name           = "Dev"
  environment_id = "dev-env"
  color_code     = "#FDD13A"
}
resource "ibm_app_config_collection" "web" {
  guid          = ibm_app_config_environment.dev.guid
  name          = "Web"
  collection_id = "web"
}
resource "ibm_app_config_feature" "flag" {
  guid           = ibm_app_config_environment.dev.guid
  environment_id = ibm_app_config_environment.dev.environment_id
  name           = "Flag"
  feature_id     = "flag"
  type           = "BOOLEAN"
  enabled_value  = "true"
  disabled_value = "false"
  collections {
    collection_id = ibm_app_config_collection.web.collection_id
  }
  segment_rules {
    rules {
      segments = ["beta"]
    }
    value              = "true"
    order              = 1
    rollout_percentage = "50"
  }
}
`,
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
    expect(r.text).toContain('      guid: dev.guid,');
    expect(r.text).toContain('          collectionId: web.collectionId,');
  });

  test('equinix: a Fabric cloud router with its single blocks; the oracle passes', async () => {
    const r = await convertFiles({
      'equinix.tf': `
resource "equinix_fabric_cloud_router" "new_cloud_router" {
  name = "Router-SV"
  type = "XF_ROUTER"
  notifications {
    type   = "ALL"
    emails = ["example@equinix.com", "test1@equinix.com"]
  }
  order {
    purchase_order_number = "1-323292"
  }
  location {
    metro_code = "SV"
  }
  package {
    code = "STANDARD"
  }
  project {
    project_id = "776847000642406"
  }
  account {
    account_number = 203612
  }
}
`,
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle).toMatchObject({ ran: true, addressesRemoved: [], addressesAdded: [] });
    expect(r.oracle?.passed).toBe(true);
    expect(r.text).toContain(`      location: {
        metroCode: 'SV',
      },`);
  });

  test('the oracle fails on what the conversion loses: an argument provider 2.x removed, named with its path and value', async () => {
    const r = await convertFiles({
      'main.tf': `
resource "mongodbatlas_advanced_cluster" "main" {
  project_id   = "5f1e2d3c4b5a697887766554"
  name         = "c"
  cluster_type = "SHARDED"
  replication_specs = [{
    num_shards = 2
    region_configs = [{
      priority      = 7
      provider_name = "AWS"
      region_name   = "US_EAST_1"
      electable_specs = { instance_size = "M30", node_count = 3 }
    }]
  }]
}
`,
    });
    expect(r.oracle?.passed).toBe(false);
    expect(unexplained(r)).toEqual(['resource.mongodbatlas_advanced_cluster.main.replication_specs[0].num_shards: 2 -> undefined']);
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 2,
      rule: 'convert/resource',
      outcome: 'partial',
      subject: 'mongodbatlas_advanced_cluster.main',
      message: "replication_specs[0].num_shards: 'num_shards' is no argument of this type in the provider version the L1s are generated from; it is dropped.",
      suggestion: 'Review replication_specs[0].num_shards of mongodbatlas_advanced_cluster.main in the generated main construct.',
    });
  });

  test('types this library does not generate: an escape hatch per block with a manual entry naming the line; the oracle passes', async () => {
    const r = await convertFiles({
      'main.tf': `
provider "aws" {
  region = "us-east-1"
}
resource "aws_s3_bucket" "logs" {
  count  = 2
  bucket = "logs-\${count.index}"
  tags   = { team = "ops" }
}
data "mongodbatlas_project" "p" {
  name = "proj"
}
`,
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
    expect(r.entries).toEqual([
      { file: 'main.tf', line: 2, rule: 'convert/escape-hatch', outcome: 'manual', subject: 'provider.aws', message: 'provider "aws" is no provider this library generates; its configuration is written as an override of the stack.', suggestion: 'Generate a binding for it (`cdktn provider add aws`) and configure it with its provider class.' },
      {
        file: 'main.tf',
        line: 5,
        rule: 'convert/escape-hatch',
        outcome: 'manual',
        subject: 'aws_s3_bucket.logs',
        message: 'aws_s3_bucket is no type this library generates (it generates the providers equinix, ibm, incident, mongodbatlas); it is a TerraformResource with 2 arguments as overrides, unchecked.',
        suggestion: "Generate a binding for the aws provider (npx cdktn provider add aws) and replace logs with its class, keeping the id 'logs'.",
      },
      {
        file: 'main.tf',
        line: 10,
        rule: 'convert/escape-hatch',
        outcome: 'manual',
        subject: 'data.mongodbatlas_project.p',
        message: "mongodbatlas_project is no type this library generates (the mongodbatlas namespace covers some of mongodb/mongodbatlas's types, not this one); it is a TerraformDataSource with 1 argument as overrides, unchecked.",
        suggestion: "Generate a binding for the mongodbatlas provider (npx cdktn provider add mongodb/mongodbatlas) and replace p with its class, keeping the id 'p'.",
      },
    ]);
    expect(r.text).toContain(`    const logs = new TerraformResource(this, 'logs', {
      terraformResourceType: 'aws_s3_bucket',
      count: 2,
    });
    logs.addOverride('bucket', 'logs-\${count.index}');`);
  });

  test('the generated TypeScript type-checks (strict, noUnusedLocals) against terrain-constructs and cdktn', async () => {
    const r = await convertFiles({
      'main.tf': `
terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket = "state"
    key    = "main.tfstate"
    region = "us-east-1"
  }
}
variable "n" {
  type = number
}
variable "on" {
  type = bool
}
locals {
  name = "x"
}
resource "incident_severity" "s" {
  count       = var.n
  name        = local.name
  description = "from \${local.name}"
  rank        = var.n
}
resource "incident_workflow" "w" {
  name    = "W"
  trigger = "incident.updated"
  terraform_repo_url = "https://github.com/acme/infra"
  once_for           = ["incident.url"]
  include_private_incidents = var.on
  continue_on_step_error    = false
  runs_on_incidents         = "newly_created"
  runs_on_incident_modes    = ["standard"]
  state                     = "active"
  condition_groups = []
  steps = []
  expressions = []
}
output "ids" {
  value = incident_severity.s[*].id
}
module "net" {
  source = "./net"
  size   = 2
}
`,
    }, { oracle: false });
    expect(typeCheck(r.text)).toEqual([]);
  });

  test('a file that does not parse: the error names file:line:column, what and how to fix', async () => {
    const dir = folderWith({ 'bad.tf': 'resource "a" "b" {\n  x = \n}\n' });
    await expect(convert({ files: [path.join(dir, 'bad.tf')], cwd: dir, out: path.join(dir, 'main.ts'), modules: MODULES, resolveFrom: ROOT })).rejects.toThrow(new ConvertError(
      'bad.tf:2:7: HCL that does not parse: Invalid expression; Expected the start of an expression, but found an invalid expression token. '
      + 'Received: a file Terraform would refuse too. Allowed: HCL that `terraform validate` accepts. Fix: correct the file at bad.tf:2:7, then run convert again.'));
  });

  test('a file that is no .tf file, and one that cannot be read: refused with the fix', async () => {
    const dir = folderWith({ 'main.tf.json': '{}' });
    const run = (f: string) => convert({ files: [path.join(dir, f)], cwd: dir, out: path.join(dir, 'main.ts'), oracle: false });
    await expect(run('main.tf.json')).rejects.toThrow("main.tf.json: not a .tf file. Received: 'main.tf.json'. Allowed: HCL files ending in .tf. Fix: pass the module's .tf files, e.g. terrain-constructs convert *.tf.");
    await expect(run('gone.tf')).rejects.toThrow(/^gone\.tf: cannot be read \(ENOENT.*\)\. Received: that path\. Allowed: a readable \.tf file\. Fix: check the path\.$/);
  });

  test('a block declared twice across the files: manual, naming both places; the first is converted', async () => {
    const r = await convertFiles({
      'a.tf': 'variable "x" {\n  default = 1\n}\n',
      'b.tf': '\nvariable "x" {\n  default = 2\n}\n',
    }, { oracle: false });
    expect(r.entries).toContainEqual({
      file: 'b.tf',
      line: 2,
      rule: 'convert/duplicate',
      outcome: 'manual',
      subject: 'variable.x',
      message: 'variable.x is declared again (first at a.tf:1); Terraform refuses the module, and only the first is converted.',
      suggestion: 'Rename or remove one of the two blocks.',
    });
    expect(r.text).toContain("new TerraformVariable(this, 'x', {\n      default: 1,\n    });");
  });

  test('the stack name: the class and the stack the oracle reads', async () => {
    const r = await convertFiles({ 'main.tf': 'locals {\n  a = 1\n}\n' }, { stackName: 'prod-eu' });
    expect(r.text).toContain('class ProdEuStack extends TerraformStack {');
    expect(r.text).toContain("new ProdEuStack(app, 'prod-eu');");
    expect(r.oracle?.passed).toBe(true);
  });
});
