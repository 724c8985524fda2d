/**
 * planFolder (src/terraform/plan-folder.ts): Terraform validate and plan of a folder of HCL or
 * JSON configuration through the stand-in providers, read back as the action per address and
 * Terraform's diagnostics. Needs terraform on PATH (skipped without, see util.ts), except the
 * refusals of what is no configuration folder.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describeWithTerraform } from './util';
import { planDocument, planFolder, standInsFor } from '../../src/terraform/plan-folder';

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-folder-test-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const HCL = `terraform {
  required_providers {
    mongodbatlas = {
      source = "mongodb/mongodbatlas"
    }
  }
}

variable "project_id" {
  type = string
}

variable "teams" {
  type    = set(string)
  default = ["billing", "search"]
}

resource "mongodbatlas_custom_db_role" "counted" {
  count      = 2
  project_id = var.project_id
  role_name  = "reader-\${count.index}"

  actions {
    action = "FIND"
    resources {
      database_name = "app"
    }
  }
}

resource "mongodbatlas_database_user" "team" {
  for_each           = var.teams
  project_id         = var.project_id
  username           = each.key
  auth_database_name = "admin"
  password           = "not-a-secret"

  roles {
    role_name     = mongodbatlas_custom_db_role.counted[0].role_name
    database_name = "admin"
  }
}

output "first_role" {
  value = mongodbatlas_custom_db_role.counted[0].role_name
}
`;

/** The same configuration in Terraform's JSON syntax, as a synthesized stack would write it (with a backend, which planFolder leaves out). */
const JSON_FORM = {
  terraform: {
    required_providers: { mongodbatlas: { source: 'mongodb/mongodbatlas' } },
    backend: { local: { path: 'terraform.main.tfstate' } },
  },
  variable: {
    project_id: { type: 'string' },
    teams: { type: 'set(string)', default: ['billing', 'search'] },
  },
  resource: {
    mongodbatlas_custom_db_role: {
      counted: {
        count: 2,
        project_id: '${var.project_id}',
        role_name: 'reader-${count.index}',
        actions: [{ action: 'FIND', resources: [{ database_name: 'app' }] }],
      },
    },
    mongodbatlas_database_user: {
      team: {
        for_each: '${var.teams}',
        project_id: '${var.project_id}',
        username: '${each.key}',
        auth_database_name: 'admin',
        password: 'not-a-secret',
        roles: [{ role_name: '${mongodbatlas_custom_db_role.counted[0].role_name}', database_name: 'admin' }],
      },
    },
  },
  output: { first_role: { value: '${mongodbatlas_custom_db_role.counted[0].role_name}' } },
};

const ACTIONS = {
  'mongodbatlas_custom_db_role.counted[0]': 'create',
  'mongodbatlas_custom_db_role.counted[1]': 'create',
  'mongodbatlas_database_user.team["billing"]': 'create',
  'mongodbatlas_database_user.team["search"]': 'create',
};

describe('what planFolder refuses without running Terraform', () => {
  test('a path that is no folder, and a folder without configuration', async () => {
    const missing = path.join(os.tmpdir(), 'plan-folder-test-none', 'x');
    await expect(planFolder(missing)).rejects.toThrow(`planFolder: ${missing} is not a folder. Pass the folder that holds the .tf (or .tf.json) files.`);
    const empty = folder({ 'notes.txt': 'hello' });
    await expect(planFolder(empty)).rejects.toThrow(`planFolder: ${empty} has no .tf or .tf.json file (it has notes.txt). `
      + 'Pass the folder of a Terraform module, or write the synthesized JSON into it as main.tf.json.');
  });

  test('the stand-ins a configuration names: by type, by provider block, by source; none for other providers', () => {
    expect([...standInsFor([HCL]).keys()]).toEqual(['mongodbatlas']);
    expect([...standInsFor(['provider "equinix" {}', '{"resource": {"incident_severity": {}}}', 'source = "IBM-Cloud/ibm"']).keys()]).toEqual(['incident', 'ibm', 'equinix']);
    expect([...standInsFor(['resource "aws_instance" "x" {}']).keys()]).toEqual([]);
  });
});

describeWithTerraform('planFolder')('planFolder, with Terraform', () => {
  test('an HCL folder and its JSON form plan the same actions on the same addresses (count and for_each instances), with the variables given', async () => {
    const hcl = await planFolder(folder({ 'main.tf': HCL }), { variables: { project_id: 'p1' } });
    expect(hcl.diagnostics).toEqual([]);
    expect(hcl.ok).toBe(true);
    expect(hcl.actions).toEqual(ACTIONS);
    expect(Object.keys(hcl.actions)).toEqual(Object.keys(ACTIONS));
    expect(hcl.outputs).toEqual(['first_role']);
    expect(hcl.failure).toBeUndefined();
    const json = await planDocument(JSON_FORM, { variables: { project_id: 'p1' } });
    expect(json).toEqual(hcl);
  }, 120_000);

  test("a broken configuration: Terraform's diagnostic with its file and line, and no plan", async () => {
    const broken = HCL.replace('username           = each.key', 'username           = each.key\n  user_name          = "x"');
    const dir = folder({ 'main.tf': broken });
    const r = await planFolder(dir, { variables: { project_id: 'p1' } });
    expect(r.ok).toBe(false);
    expect(r.actions).toEqual({});
    expect(r.diagnostics).toEqual([{
      severity: 'error',
      summary: 'Unsupported argument',
      detail: 'An argument named "user_name" is not expected here.',
      file: 'main.tf',
      line: 35,
    }]);
    expect(r.failure).toBe(`planFolder (terraform validate): Terraform ${r.terraformVersion} found 1 error in folder ${dir}:\n`
      + '  - [main.tf:35] Unsupported argument\n'
      + '    An argument named "user_name" is not expected here.');
  }, 120_000);

  test('a variable without default and without value: the plan fails with Terraform\'s "No value for required variable"', async () => {
    const r = await planFolder(folder({ 'main.tf': HCL }));
    expect(r.ok).toBe(false);
    expect(r.actions).toEqual({});
    expect(r.diagnostics.map((d) => [d.severity, d.summary, d.file, d.line])).toEqual([['error', 'No value for required variable', 'main.tf', 9]]);
  }, 120_000);
});
