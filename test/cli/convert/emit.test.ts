import { convertFiles, typeCheck, unexplained } from './helpers';

jest.setTimeout(120_000);

/** Every kind of block and meta-argument the emitter writes, once. */
const RICH = `terraform {
  required_version = ">= 1.6"
  required_providers {
    mongodbatlas = {
      source  = "mongodb/mongodbatlas"
      version = "~> 1.15"
    }
    random = {
      source = "hashicorp/random"
    }
  }
  backend "s3" {
    bucket = "state"
    key    = "main.tfstate"
    region = "us-east-1"
  }
}
variable "n" {
  type        = number
  description = "how many"
  nullable    = false
  validation {
    condition     = var.n > 0
    error_message = "positive"
  }
}
variable "on" {
  type = bool
  default = true
}
locals {
  name = "x"
}
resource "incident_severity" "s" {
  count       = var.n
  name        = local.name
  description = "from \${local.name}"
  rank        = var.n
  lifecycle {
    create_before_destroy = true
    precondition {
      condition     = var.n < 10
      error_message = "too many"
    }
  }
}
resource "mongodbatlas_advanced_cluster" "c" {
  project_id   = "5f1e2d3c4b5a697887766554"
  name         = "c"
  cluster_type = "REPLICASET"
  backup_enabled = var.on
  replication_specs = [{
    region_configs = [{
      priority      = 7
      provider_name = "AWS"
      region_name   = "US_EAST_1"
      electable_specs = { instance_size = "M10", node_count = 3 }
    }]
  }]
  timeouts {
    create = "2h"
  }
}
resource "mongodbatlas_cloud_backup_schedule" "b" {
  project_id   = mongodbatlas_advanced_cluster.c.project_id
  cluster_name = mongodbatlas_advanced_cluster.c.name
  reference_hour_of_day = 3
  dynamic "policy_item_daily" {
    for_each = var.on ? [1] : []
    content {
      frequency_interval = 1
      retention_unit     = "days"
      retention_value    = 7
    }
  }
}
resource "random_pet" "p" {
  length = 2
  dynamic "keepers" {
    for_each = []
    content {}
  }
}
output "ids" {
  value = incident_severity.s[*].id
  precondition {
    condition     = length(incident_severity.s) > 0
    error_message = "none"
  }
}
output "backup" {
  value = mongodbatlas_cloud_backup_schedule.b
  depends_on = [mongodbatlas_advanced_cluster.c]
}
module "net" {
  source  = "./net"
  size    = 2
  count   = 1
  depends_on = [mongodbatlas_advanced_cluster.c]
  providers = {
    mongodbatlas = mongodbatlas
  }
}
`;

describe('Emitter (through convert)', () => {
  let r: Awaited<ReturnType<typeof convertFiles>>;
  beforeAll(async () => {
    r = await convertFiles({ 'rich.tf': RICH });
  });

  test('the oracle passes: nothing unexplained, no address added or removed', () => {
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle).toMatchObject({ ran: true, passed: true, addressesRemoved: [], addressesAdded: [] });
  });

  test('the output type-checks (strict, noUnusedLocals)', () => {
    expect(typeCheck(r.text)).toEqual([]);
  });

  test('a variable with its validation, a bool variable read as booleanValue, a local as asString, count from a variable', () => {
    expect(r.text).toContain(`    const n = new TerraformVariable(this, 'n', {
      description: 'how many',
      nullable: false,
      type: 'number',
      validation: [
        {
          condition: '\${var.n > 0}',
          errorMessage: 'positive',
        },
      ],
    });`);
    expect(r.text).toContain('      backupEnabled: on.booleanValue,');
    expect(r.text).toContain('      name: name.asString,');
    expect(r.text).toContain('      count: n.numberValue,');
  });

  test('lifecycle with create_before_destroy and a precondition', () => {
    expect(r.text).toContain(`      lifecycle: {
        createBeforeDestroy: true,
        precondition: [
          {
            condition: '\${var.n < 10}',
            errorMessage: 'too many',
          },
        ],
      },`);
  });

  test('references to attributes of an L1 through its getters; a dynamic block of a single block kept as an override', () => {
    expect(r.text).toContain(`      clusterName: c.name,
      projectId: c.projectId,`);
    expect(r.text).toContain('    b.addOverride(\'dynamic.policy_item_daily\', [');
    expect(r.entries).toContainEqual({
      file: 'rich.tf',
      line: 64,
      rule: 'convert/dynamic',
      outcome: 'converted',
      subject: 'mongodbatlas_cloud_backup_schedule.b',
      message: 'dynamic "policy_item_daily" is written as an override that keeps its JSON (for_each, iterator and content as in the HCL).',
    });
  });

  test('an escape hatch keeps its dynamic blocks as an override', () => {
    expect(r.text).toContain(`    p.addOverride('dynamic', {
      keepers: [`);
  });

  test('outputs: a precondition and a splat as written, depends_on as constructs', () => {
    expect(r.text).toContain(`    const ids = new TerraformOutput(this, 'ids', {
      value: '\${incident_severity.s[*].id}',
    });
    ids.addOverride('precondition', [`);
    expect(r.text).toContain(`    new TerraformOutput(this, 'backup', {
      dependsOn: [c],`);
    expect(r.entries).toContainEqual({
      file: 'rich.tf',
      line: 84,
      rule: 'convert/output',
      outcome: 'converted',
      subject: 'output.ids',
      message: "output ids is a TerraformOutput with the id 'ids'; precondition as overrides (cdktn's TerraformOutput does not write it).",
    });
  });

  test('a local module: TerraformHclModule with its inputs, count and providers as overrides, partial', () => {
    expect(r.text).toContain(`    const net = new TerraformHclModule(this, 'net', {
      source: './net',
      variables: {
        size: 2,
      },
      skipAssetCreationFromLocalModules: true,
      dependsOn: [c],
    });
    net.addOverride('count', 1);
    net.addOverride('providers', {
      mongodbatlas: 'mongodbatlas',
    });`);
    expect(r.entries).toContainEqual({
      file: 'rich.tf',
      line: 95,
      rule: 'convert/module',
      outcome: 'partial',
      subject: 'module.net',
      message: "module net is a TerraformHclModule with the id 'net'; its inputs are passed as written, unchecked, and its outputs are read as expressions (module.net.<output>).",
      suggestion: "Run `cdktn get` for typed module bindings if you want its inputs checked, keeping the id 'net'.",
    });
  });
});

describe('Emitter: what it notes', () => {
  test('a literal of another type than the attribute: written in the attribute type, partial, explained by the oracle', async () => {
    const r = await convertFiles({
      'main.tf': 'resource "incident_severity" "s" {\n  name        = 5\n  description = "d"\n  rank        = "2"\n}\n',
    });
    expect(r.text).toContain("      name: '5',\n      rank: 2,");
    expect(r.entries.filter((e) => e.outcome === 'partial')).toEqual([
      { file: 'main.tf', line: 1, rule: 'convert/resource', outcome: 'partial', subject: 'incident_severity.s', message: "name: 5 is written as the string '5' (the attribute is a string; Terraform converts it the same way).", suggestion: 'Review name of incident_severity.s in the generated s construct.' },
      { file: 'main.tf', line: 1, rule: 'convert/resource', outcome: 'partial', subject: 'incident_severity.s', message: "rank: '2' is written as the number 2 (the attribute is a number; Terraform converts it the same way).", suggestion: 'Review rank of incident_severity.s in the generated s construct.' },
    ]);
    expect(r.oracle?.passed).toBe(true);
    expect(r.oracle?.differences.filter((d) => d.explainedBy === 'convert/literal-type').map((d) => d.path)).toEqual(['resource.incident_severity.s.name', 'resource.incident_severity.s.rank']);
  });

  test('an argument the L1 does not have at the top: kept as an override, partial, with the line to remove', async () => {
    const r = await convertFiles({ 'main.tf': 'resource "incident_severity" "s" {\n  name        = "n"\n  description = "d"\n  colour      = "red"\n}\n' });
    expect(r.text).toContain("    s.addOverride('colour', 'red');");
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 1,
      rule: 'convert/unknown-argument',
      outcome: 'partial',
      subject: 'incident_severity.s',
      message: "'colour' is no argument of incident_severity in the provider version the L1s are generated from (~> 6.3); it is kept as an override.",
      suggestion: "Check 'colour' against the provider's documentation for ~> 6.3, then remove the line s.addOverride('colour', ...) if the provider no longer takes it.",
    });
    expect(r.oracle?.passed).toBe(true);
  });

  test('depends_on and provider naming what these files do not declare: overrides, partial', async () => {
    const r = await convertFiles({ 'main.tf': 'resource "incident_severity" "s" {\n  name        = "n"\n  description = "d"\n  depends_on  = [module.gone]\n  provider    = incident.eu\n}\n' }, { oracle: false });
    expect(r.text).toContain("    s.addOverride('depends_on', ['${module.gone}']);");
    expect(r.text).toContain("    s.addOverride('provider', 'incident.eu');");
    expect(r.entries.filter((e) => e.outcome === 'partial').map((e) => e.message)).toEqual([
      'depends_on: it names something that is no block of these files; it is kept as an override.',
      'provider: the provider configuration is not in these files; it is kept as an override.',
    ]);
  });

  test('a dynamic block with an iterator of its own: its references become each (cdktn names the iterator each)', async () => {
    const r = await convertFiles({
      'main.tf': `
resource "mongodbatlas_database_user" "u" {
  project_id         = "5f1e2d3c4b5a697887766554"
  username           = "app"
  auth_database_name = "admin"
  dynamic "roles" {
    for_each = [{ role = "read", db = "admin" }]
    iterator = grant
    content {
      role_name     = grant.value.role
      database_name = grant.value.db
    }
  }
}
`,
    });
    expect(r.text).toContain("        databaseName: '${each.value.db}',\n        roleName: '${each.value.role}',\n");
    expect(r.text).not.toContain('grant');
    expect(r.oracle?.passed).toBe(true);
  });

  test('a dynamic block whose content reads the resource\'s own each: an override (the iterator each would shadow it)', async () => {
    const r = await convertFiles({
      'main.tf': `
resource "mongodbatlas_database_user" "u" {
  for_each           = { a = "x" }
  project_id         = "5f1e2d3c4b5a697887766554"
  username           = each.key
  auth_database_name = "admin"
  roles {
    role_name     = "read"
    database_name = "admin"
  }
  dynamic "labels" {
    for_each = ["k"]
    content {
      key   = labels.value
      value = each.value
    }
  }
}
`,
    });
    expect(r.text).toContain("    u.addOverride('dynamic.labels', [");
    expect(r.text).toContain('      forEach: TerraformIterator.fromMap({\n        a: \'x\',\n      }),');
    expect(unexplained(r)).toEqual([]);
  });

  test('a required input the HCL leaves unset: an escape hatch, manual, naming the input; references to it stay expressions', async () => {
    const r = await convertFiles({
      'main.tf': 'resource "incident_catalog_type" "t" {\n  name        = "Service"\n  description = "d"\n}\nresource "incident_catalog_type_attribute" "a" {\n  catalog_type_id = incident_catalog_type.t.id\n  name            = "Owner"\n  type            = "Text"\n}\n',
    });
    expect(r.entries[1]).toEqual({
      file: 'main.tf',
      line: 1,
      rule: 'convert/escape-hatch',
      outcome: 'manual',
      subject: 'incident_catalog_type.t',
      message: 'incident.IncidentCatalogType requires source_repo_url, which the HCL does not set (incident-io/incident ~> 6.3 requires it); it is a TerraformResource with 2 arguments as overrides, unchecked.',
      suggestion: "Set source_repo_url in the HCL and convert again, or replace t with new incident.IncidentCatalogType(this, 't', {...}) and its required props.",
    });
    expect(r.text).toContain("      catalogTypeId: '${incident_catalog_type.t.id}',");
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
  });

  test('a value of a shape the L1 would refuse (the 1.x tags blocks): an escape hatch, manual, with the path', async () => {
    const r = await convertFiles({
      'main.tf': `resource "mongodbatlas_advanced_cluster" "c" {
  project_id   = "5f1e2d3c4b5a697887766554"
  name         = "c"
  cluster_type = "REPLICASET"
  replication_specs = [{
    region_configs = [{ priority = 7, provider_name = "AWS", region_name = "US_EAST_1" }]
  }]
  tags {
    key   = "env"
    value = "dev"
  }
}
`,
    });
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 1,
      rule: 'convert/escape-hatch',
      outcome: 'manual',
      subject: 'mongodbatlas_advanced_cluster.c',
      message: 'mongodbatlas.MongodbatlasAdvancedCluster would refuse tags: [{"key":"env","value":"dev"}] is not a map, which the attribute takes. It is a TerraformResource with 5 arguments as overrides, unchecked.',
      suggestion: 'Write tags in the shape mongodb/mongodbatlas ~> 2.16 takes, then convert again.',
    });
    expect(r.oracle?.passed).toBe(true);
  });

  test('a provider this library does not generate, with an alias: one override of both configurations; provider = aws.east stays a reference', async () => {
    const r = await convertFiles({
      'main.tf': 'provider "aws" {\n  region = "us-west-2"\n}\nprovider "aws" {\n  alias  = "east"\n  region = "us-east-1"\n}\nresource "aws_s3_bucket" "b" {\n  provider = aws.east\n}\n',
    });
    expect(r.text).toContain(`    this.addOverride('provider.aws', [
      {
        region: 'us-west-2',
      },
      {
        alias: 'east',
        region: 'us-east-1',
      },
    ]);`);
    expect(r.text).toContain("    b.addOverride('provider', 'aws.east');");
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
  });

  test('blocks of one name: distinct construct ids, the addresses kept by overrideLogicalId, reported; a null default kept', async () => {
    const r = await convertFiles({
      'main.tf': 'variable "sev" {\n  type    = string\n  default = null\n}\ndata "incident_user" "sev" {\n  email = "a@b.c"\n}\nresource "incident_severity" "sev" {\n  name        = "Minor"\n  description = "d"\n}\n',
    });
    expect(r.text).toContain(`    const sev = new TerraformVariable(this, 'sev', {
      type: 'string',
    });
    sev.addOverride('default', null);`);
    expect(r.text).toContain("    const sevData = new incident.DataIncidentUser(this, 'data_incident_user_sev', {\n      email: 'a@b.c',\n    });\n    sevData.overrideLogicalId('sev');");
    expect(r.text).toContain("    const sevResource = new incident.IncidentSeverity(this, 'incident_severity_sev', {");
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 8,
      rule: 'convert/logical-id',
      outcome: 'converted',
      subject: 'incident_severity.sev',
      message: "the construct id 'sev' is taken in the stack by another block, so incident_severity.sev has the id 'incident_severity_sev' and keeps its address through overrideLogicalId('sev').",
    });
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 1,
      rule: 'convert/variable',
      outcome: 'converted',
      subject: 'variable.sev',
      message: "variable sev is a TerraformVariable with the id 'sev'; default as overrides (a null default, which cdktn cannot write).",
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle).toMatchObject({ passed: true, addressesRemoved: [], addressesAdded: [] });
  });

  test('provider = the default configuration (no alias): the provider construct', async () => {
    const r = await convertFiles({ 'main.tf': 'provider "incident" {\n  endpoint = "https://api.incident.io"\n}\nresource "incident_severity" "s" {\n  name        = "n"\n  description = "d"\n  provider    = incident\n}\n' });
    expect(r.text).toContain('      provider: incidentProvider,');
    expect(r.entries.every((e) => e.outcome === 'converted')).toBe(true);
    expect(r.oracle?.passed).toBe(true);
  });

  test('a dynamic block inside a nested block: an escape hatch, manual, naming where; the oracle passes', async () => {
    const r = await convertFiles({
      'main.tf': `variable "roles" {
  type = list(string)
}
resource "mongodbatlas_custom_db_role" "r" {
  project_id = "5f1e2d3c4b5a697887766554"
  role_name  = "reader"
  actions {
    action = "FIND"
    dynamic "resources" {
      for_each = var.roles
      content {
        database_name = resources.value
      }
    }
  }
}
`,
    });
    expect(r.entries).toContainEqual({
      file: 'main.tf',
      line: 4,
      rule: 'convert/escape-hatch',
      outcome: 'manual',
      subject: 'mongodbatlas_custom_db_role.r',
      message: 'mongodbatlas.MongodbatlasCustomDbRole would refuse actions[0].dynamic: holds a dynamic block inside a block (resources), which convert writes only at the top of a resource. It is a TerraformResource with 3 arguments as overrides, unchecked.',
      suggestion: 'Keep the escape hatch (Terraform reads it as written), or write the blocks of actions[0] out as a list and convert again.',
    });
    expect(unexplained(r)).toEqual([]);
    expect(r.oracle?.passed).toBe(true);
  });
});
