/**
 * Terraform's diagnostics led back to constructs (src/terraform/locator.ts): by the byte of
 * cdk.tf.json a diagnostic points at (its path in the document, its address), by the `//`
 * metadata, by the address Terraform gives, by the addresses its text names, a type as every
 * construct of the type, and the terraform and provider sections as the stack.
 */
import { DataTerraformRemoteStateLocal, TerraformLocal, TerraformOutput, TerraformVariable } from 'cdktn';
import { newStack } from './util';
import { MongodbatlasCustomDbRole } from '../../src/generated/mongodbatlas/custom-db-role';
import { DataMongodbatlasCustomDbRole } from '../../src/generated/mongodbatlas/data-custom-db-role';
import { MongodbatlasProvider } from '../../src/generated/mongodbatlas/provider';
import { locator } from '../../src/terraform/locator';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function setup() {
  const stack = newStack();
  new MongodbatlasProvider(stack, 'atlas', {});
  new MongodbatlasProvider(stack, 'eu', { alias: 'eu' });
  new MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'r' });
  new MongodbatlasCustomDbRole(stack, 'other', { projectId: PROJECT, roleName: 'o' });
  new DataMongodbatlasCustomDbRole(stack, 'lookup', { projectId: PROJECT, roleName: 'r' });
  new TerraformOutput(stack, 'out', { value: 1 });
  new TerraformVariable(stack, 'size', { type: 'number' });
  new TerraformLocal(stack, 'name', 'x');
  new DataTerraformRemoteStateLocal(stack, 'shared', { path: 'shared.tfstate' });
  const doc: any = stack.toTerraform();
  const text = JSON.stringify(doc, null, 2);
  const locate = locator(doc, stack);
  locate.text = text;
  /** The byte of the first occurrence of `needle` in cdk.tf.json (after `after`). */
  const byte = (needle: string, after = '') => Buffer.byteLength(text.slice(0, text.indexOf(needle, text.indexOf(after))));
  return { stack, doc, locate, byte };
}

describe('address', () => {
  test('the construct of each kind of address, instance keys left out', () => {
    const { locate } = setup();
    expect([
      'mongodbatlas_custom_db_role.role', 'mongodbatlas_custom_db_role.role[0]', 'mongodbatlas_custom_db_role.other["a"]',
      'data.mongodbatlas_custom_db_role.lookup', 'output.out', 'var.size', 'local.name', 'data.terraform_remote_state.shared',
      'provider.mongodbatlas', 'provider.mongodbatlas.eu', 'mongodbatlas_custom_db_role.none',
    ].map(locate.address)).toEqual([
      'test/role', 'test/role', 'test/other', 'test/lookup', 'test/out', 'test/size', 'test/name', 'test/shared', 'test/atlas', 'test/eu', undefined,
    ]);
  });
  test('the // metadata of cdk.tf.json wins', () => {
    const stack = newStack();
    new MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'r' });
    const doc: any = stack.toTerraform();
    doc.resource.mongodbatlas_custom_db_role.role['//'] = { metadata: { path: 'elsewhere/role' } };
    expect(locator(doc, stack).address('mongodbatlas_custom_db_role.role')).toBe('elsewhere/role');
  });
});

describe('diagnostic', () => {
  test('at a byte of cdk.tf.json: the path in the document, the line, the address and the construct', () => {
    const { locate, byte } = setup();
    expect(locate.diagnostic({ severity: 'error', summary: 'Bad', detail: 'd', range: { filename: 'cdk.tf.json', start: { line: 12, byte: byte('"role_name": "o"') } } })).toEqual({
      severity: 'error',
      summary: 'Bad',
      detail: 'd',
      constructPath: 'test/other',
      address: 'mongodbatlas_custom_db_role.other',
      documentPath: 'resource.mongodbatlas_custom_db_role.other.role_name',
      line: 12,
    });
  });

  test('an output, a variable, a local, and the provider block of an alias by its index', () => {
    const { locate, byte } = setup();
    const at = (needle: string, after?: string) =>
      locate.diagnostic({ severity: 'error', summary: 'x', range: { filename: 'cdk.tf.json', start: { line: 1, byte: byte(needle, after) } } });
    expect([at('"out"', '"output"'), at('"size"', '"variable"'), at('"name"', '"locals"')].map((d) => [d.address, d.constructPath])).toEqual([
      ['output.out', 'test/out'], ['var.size', 'test/size'], ['local.name', 'test/name'],
    ]);
    const eu = at('"alias": "eu"');
    expect([eu.documentPath, eu.address, eu.constructPath]).toEqual(['provider.mongodbatlas[1].alias', 'provider.mongodbatlas.eu', 'test/eu']);
  });

  test('a resource type as a whole: every construct of the type', () => {
    const { locate, byte } = setup();
    const d = locate.diagnostic({ severity: 'error', summary: 'Invalid resource type', range: { filename: 'cdk.tf.json', start: { line: 1, byte: byte('"mongodbatlas_custom_db_role": {') } } });
    expect([d.documentPath, d.constructPath]).toEqual(['resource.mongodbatlas_custom_db_role', 'test/role, test/other']);
  });

  test('the terraform block: the stack', () => {
    const { locate, byte } = setup();
    const d = locate.diagnostic({ severity: 'error', summary: 'x', range: { filename: 'cdk.tf.json', start: { line: 1, byte: byte('"required_providers"') } } });
    expect([d.documentPath, d.address, d.constructPath]).toEqual(['terraform.required_providers', undefined, 'test']);
  });

  test('without a position: the address Terraform gives, else the addresses its text names (whole words, providers not)', () => {
    const { locate } = setup();
    expect(locate.diagnostic({ severity: 'warning', summary: 'x', address: 'mongodbatlas_custom_db_role.role[0]' }))
      .toEqual({ severity: 'warning', summary: 'x', detail: '', constructPath: 'test/role', address: 'mongodbatlas_custom_db_role.role[0]', documentPath: undefined, line: undefined });
    const cycle = locate.diagnostic({ severity: 'error', summary: 'Cycle', detail: 'Cycle: mongodbatlas_custom_db_role.other, output.out, var.sizes, provider.mongodbatlas' });
    expect([cycle.address, cycle.constructPath]).toEqual(['mongodbatlas_custom_db_role.other', 'test/other, test/out']);
    expect(locate.diagnostic({ severity: 'error', summary: 'Nothing to find' }).constructPath).toBeUndefined();
  });

  test('a position in another file is not read', () => {
    const { locate } = setup();
    const d = locate.diagnostic({ severity: 'error', summary: 'x', range: { filename: 'other.tf', start: { line: 1, byte: 0 } } });
    expect([d.documentPath, d.line, d.constructPath]).toEqual([undefined, undefined, undefined]);
  });
});
