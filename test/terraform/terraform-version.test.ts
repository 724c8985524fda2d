/**
 * Which Terraform a run needs (src/terraform/terraform-version.ts): the version of a binary (once
 * per binary), what a document needs of Terraform and where (write-only attributes found through
 * the stand-in's schema), and the errors: no terraform, no Terraform at a path, a binary that is
 * no Terraform, a Terraform too old for the stack. Partly through TerrainTesting (a fake
 * terraform; import blocks with a real one, since cdktn's own validation runs it).
 */
import * as fs from 'fs';
import * as path from 'path';
import { atlasStack, failure, fakeTerraform, PROJECT } from './fake-terraform';
import { compileStandIn, describeWithTerraform, newStack, secretVar } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';
import { TerraformCheckError } from '../../src/terraform/check-error';
import type { Locator } from '../../src/terraform/locator';
import { SchemaAttribute, SchemaBlock } from '../../src/terraform/schema';
import { checkVersion, compareVersions, MIN_TERRAFORM, requirements, terraformVersion, writeOnlySet } from '../../src/terraform/terraform-version';

const ATLAS = new Map([['mongodbatlas', 'mongodb/mongodbatlas']]);

describe('compareVersions', () => {
  test('by major, minor and patch, numerically; a pre-release counts as its release', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.5.7', '1.11.0')).toBeLessThan(0);
    expect(compareVersions('1.11.0-beta1', '1.11.0')).toBe(0);
  });
});

describe('requirements', () => {
  test('the stand-ins need 1.0 always; a document without other features needs nothing more', () => {
    expect(requirements({}, new Map())).toEqual([{ what: 'the plugin protocol 6 of the stand-ins and -json output', version: MIN_TERRAFORM, where: [] }]);
  });

  test('each feature, with the version it needs and where it is used', () => {
    const doc = {
      moved: [{ from: 'a.b', to: 'a.c' }],
      import: [{ to: 'x.y', id: '1' }, { to: 'x.z', id: '${each.key}', for_each: '${var.ids}' }],
      removed: [{ from: 'r.s' }],
      check: { health: {} },
      resource: { terraform_data: { d: {} } },
      ephemeral: { random_password: {} },
    };
    expect(requirements(doc, new Map()).slice(1).map((r) => [r.what, r.version, r.where])).toEqual([
      ['moved blocks', '1.1.0', ['a.c']],
      ['import blocks', '1.5.0', ['x.y', 'x.z']],
      ['import blocks with for_each', '1.7.0', ['x.z']],
      ['removed blocks', '1.7.0', ['r.s']],
      ['check blocks', '1.5.0', ['check.health']],
      ['the terraform_data resource', '1.4.0', ['terraform_data.d']],
      ['ephemeral resources', '1.10.0', ['ephemeral.random_password']],
    ]);
  });

  test('write-only attributes, read from the schema the stand-in serves', () => {
    const doc = { resource: { mongodbatlas_database_user: { app: { password_wo: '${var.pw}', username: 'app' }, other: { username: 'o' } } } };
    expect(requirements(doc, ATLAS).slice(1)).toEqual([{ what: 'write-only attributes', version: '1.11.0', where: ['mongodbatlas_database_user.app.password_wo'] }]);
    expect(requirements(doc, new Map()).length).toBe(1);
  });
});

describe('writeOnlySet', () => {
  const attr = (name: string, extra: Partial<SchemaAttribute> = {}): SchemaAttribute =>
    ({ name, required: false, optional: true, computed: false, sensitive: false, deprecated: false, writeOnly: false, ...extra });
  const inner: SchemaBlock = { attributes: [attr('secret_wo', { writeOnly: true }), attr('plain')], blockTypes: [], deprecated: false };
  const block: SchemaBlock = {
    attributes: [attr('key_wo', { writeOnly: true }), attr('name'), attr('nested', { nested: { mode: 'map', block: inner } })],
    blockTypes: [{ name: 'items', mode: 'list', block: inner, minItems: 0, maxItems: 0 }, { name: 'one', mode: 'single', block: inner, minItems: 0, maxItems: 0 }],
    deprecated: false,
  };
  test('the paths of the write-only attributes set, in attributes, nested attributes and blocks of every mode', () => {
    expect(writeOnlySet(block, {
      key_wo: 'k',
      name: 'n',
      nested: { a: { secret_wo: 's' }, b: { plain: 'p' } },
      items: [{ plain: 'p' }, { secret_wo: 's' }],
      one: { secret_wo: 's' },
    })).toEqual(['key_wo', 'nested.secret_wo', 'items.secret_wo', 'one.secret_wo']);
  });
  test('null or missing is not set; a body that is no object has none', () => {
    expect(writeOnlySet(block, { key_wo: null, items: null })).toEqual([]);
    expect(writeOnlySet(block, '${var.x}')).toEqual([]);
  });
});

describe('checkVersion', () => {
  const locate: Locator = { address: (a) => (a === 'x.y' ? 'test/y' : undefined), diagnostic: () => { throw new Error('unused'); } };
  const reqs = requirements({ import: ['x.y', 'x.a', 'x.b', 'x.c', 'x.d', 'x.e', 'x.f'].map((to) => ({ to, id: '1' })) }, new Map());
  test('nothing when the version meets every requirement', () => {
    expect(() => checkVersion('1.5.0', reqs, 'TerrainTesting.plan', 'terraform', 'test', locate)).not.toThrow();
  });
  test('every unmet requirement, with at most five places and their constructs, and the version to install', () => {
    let error: unknown;
    try {
      checkVersion('0.15.5', reqs, 'TerrainTesting.plan', '/opt/tf', 'test', locate);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TerraformCheckError);
    expect((error as Error).message).toBe("TerrainTesting.plan: Terraform 0.15.5 (/opt/tf) is too old for stack 'test':\n"
      + '  - the plugin protocol 6 of the stand-ins and -json output need Terraform 1.0.0 or later\n'
      + '  - import blocks need Terraform 1.5.0 or later: x.y (test/y), x.a, x.b, x.c, x.d, and 2 more\n'
      + 'Install Terraform 1.5.0 or later, or pass its path in terraformBinary.');
  });
});

describe('terraformVersion', () => {
  test('the version a binary prints, asked once per binary', async () => {
    const bin = fakeTerraform('1.9.2');
    expect(await terraformVersion(bin, 'TerrainTesting.validate')).toBe('1.9.2');
    fs.writeFileSync(bin, '#!/bin/sh\nexit 1\n');
    expect(await terraformVersion(bin, 'TerrainTesting.validate')).toBe('1.9.2');
  });

  test('a binary that prints no version is no Terraform, and is asked again next time', async () => {
    const bin = fakeTerraform('1.9.2');
    fs.writeFileSync(bin, '#!/bin/sh\necho hello\n');
    expect(await failure(terraformVersion(bin, 'TerrainTesting.plan'))).toBe(
      `TerrainTesting.plan: '${bin} version -json' did not print Terraform's version (hello). Is ${bin} Terraform 1.0.0 or later?`);
    fs.writeFileSync(bin, '#!/bin/sh\necho \'{"terraform_version":"1.11.4"}\'\n');
    expect(await terraformVersion(bin, 'TerrainTesting.plan')).toBe('1.11.4');
  });

  test('a binary that does not exist', async () => {
    const bin = path.join(path.dirname(fakeTerraform('1.0.0')), 'none');
    expect(await failure(terraformVersion(bin, 'TerrainTesting.plan'))).toBe(
      `TerrainTesting.plan runs Terraform, and there is no Terraform at ${bin}. Install Terraform 1.0.0 or later (1.11 or later for write-only attributes) and put it on PATH, or pass terraformBinary.`);
  });
});

describe('through TerrainTesting, without terraform', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('no terraform on PATH: a clear error that says so', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await failure(TerrainTesting.validate(atlasStack()))).toBe(
        'TerrainTesting.validate runs Terraform, and there is no terraform on PATH. Install Terraform 1.0.0 or later (1.11 or later for write-only attributes) and put it on PATH, or pass terraformBinary.');
    } finally {
      process.env.PATH = saved;
    }
  }, 30_000);


  test('a terraformBinary that does not exist', async () => {
    expect(await failure(TerrainTesting.plan(atlasStack(), { terraformBinary: '/opt/none/terraform' }))).toMatch(
      /^TerrainTesting.plan runs Terraform, and there is no Terraform at \/opt\/none\/terraform\./);
  }, 30_000);


  test('a Terraform too old for write-only attributes: the feature, the version, the attribute and its construct', async () => {
    const stack = newStack();
    new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
    new mongodbatlas.DatabaseUser(stack, 'App', {
      projectId: PROJECT,
      authentication: mongodbatlas.DatabaseUserAuthentication.password({ username: 'app', password: mongodbatlas.DatabasePassword.writeOnly(secretVar(stack, 'pw'), 1) }),
      roles: [mongodbatlas.DatabaseRole.read('orders')],
    });
    const bin = fakeTerraform('1.10.5');
    expect(await failure(TerrainTesting.plan(stack, { terraformBinary: bin }))).toBe(
      `TerrainTesting.plan: Terraform 1.10.5 (${bin}) is too old for stack 'test':\n`
      + '  - write-only attributes need Terraform 1.11.0 or later: mongodbatlas_database_user.App.password_wo (test/App/Default)\n'
      + 'Install Terraform 1.11.0 or later, or pass its path in terraformBinary.');
  }, 30_000);

});

describeWithTerraform('the Terraform error tests')('through TerrainTesting, with terraform', () => {
  test('import blocks need 1.5, the stand-ins 1.0', async () => {
    const stack = atlasStack();
    new mongodbatlas.MongodbatlasCustomDbRole(stack, 'old', { projectId: PROJECT, roleName: 'o' }).importFrom(`${PROJECT}-o`);
    const message = await failure(TerrainTesting.validate(stack, { terraformBinary: fakeTerraform('0.15.5') }));
    expect(message).toContain('Terraform 0.15.5');
    expect(message).toContain('  - the plugin protocol 6 of the stand-ins and -json output need Terraform 1.0.0 or later\n');
    expect(message).toContain('  - import blocks need Terraform 1.5.0 or later: mongodbatlas_custom_db_role.old (test/old)\n');
    expect(message).toContain('Install Terraform 1.5.0 or later');
  }, 30_000);

});
