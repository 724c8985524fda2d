import { HclBlock } from '../../../src/cli/convert/hcl';
import { addressOf, subjectOf, Symbols } from '../../../src/cli/convert/symbols';

const block = (kind: HclBlock['kind'], name: string, body: Record<string, any> = {}, type?: string): HclBlock => ({ kind, name, type, body, file: 'main.tf', line: 1 });

describe('Symbols', () => {
  test('addresses and report subjects of each kind', () => {
    expect(addressOf(block('resource', 'r', {}, 'incident_severity'))).toBe('incident_severity.r');
    expect(addressOf(block('data', 'd', {}, 'incident_user'))).toBe('data.incident_user.d');
    expect(addressOf(block('variable', 'v'))).toBe('var.v');
    expect(subjectOf(block('variable', 'v'))).toBe('variable.v');
    expect(addressOf(block('provider', 'incident', { alias: 'eu' }, 'incident'))).toBe('incident.eu');
    expect(subjectOf(block('provider', 'incident', {}, 'incident'))).toBe('provider.incident');
    expect(addressOf(block('local', 'l'))).toBe('local.l');
    expect(addressOf(block('module', 'm'))).toBe('module.m');
    expect(addressOf(block('output', 'o'))).toBe('output.o');
  });

  test('constant names: camelCase, reserved words and repeats get the kind, a digit first gets _', () => {
    const s = new Symbols([
      block('variable', 'region'), block('local', 'region'), block('resource', 'class', {}, 'random_pet'),
      block('resource', 'app', {}, 'random_pet'), block('data', '1st', {}, 'random_pet'), block('variable', 'my-var'),
    ]);
    expect([...s.byAddress.values()].map((x) => x.varName)).toEqual(['region', 'regionLocal', 'classResource', 'appResource', '_1st', 'myVar']);
  });

  test('order: each block after those it refers to, otherwise as in the files', () => {
    const s = new Symbols([
      block('output', 'o', { value: '${incident_severity.s.id}' }),
      block('resource', 's', { name: '${local.n}' }, 'incident_severity'),
      block('local', 'n', { value: '${var.v}-x' }),
      block('variable', 'v'),
      block('variable', 'unused'),
    ]);
    expect(s.ordered.map((x) => x.address)).toEqual(['var.v', 'local.n', 'incident_severity.s', 'output.o', 'var.unused']);
  });

  test('references: typed accessors of variables and locals, getters whose type fits, nothing for a counted resource or an undeclared one', () => {
    const s = new Symbols([
      block('variable', 'v'), block('local', 'l'), block('resource', 'c', {}, 'mongodbatlas_advanced_cluster'),
      block('resource', 'n', { count: 2 }, 'mongodbatlas_advanced_cluster'), block('data', 'u', {}, 'incident_user'),
    ]);
    for (const x of s.byAddress.values()) x.declared = true;
    expect(s.reference('var.v', 's')).toBe('v.stringValue');
    expect(s.reference('var.v', 'n')).toBe('v.numberValue');
    expect(s.reference('var.v', 'b')).toBe('v.booleanValue');
    expect(s.reference('var.v', ['l', 's'])).toBe('v.listValue');
    expect(s.reference('var.v', ['m', 's'])).toBe('v.value');
    expect(s.reference('local.l', 's')).toBe('l.asString');
    expect(s.reference('local.l', ['m', 'n'])).toBe('l.asNumberMap');
    expect(s.reference('local.l', 'a')).toBe('l.expression');
    expect(s.reference('mongodbatlas_advanced_cluster.c.cluster_id', 's')).toBe('c.clusterId');
    expect(s.reference('mongodbatlas_advanced_cluster.c.cluster_id', 'n')).toBeUndefined();
    expect(s.reference('mongodbatlas_advanced_cluster.c.backup_enabled', 'b')).toBe('c.backupEnabled');
    expect(s.reference('mongodbatlas_advanced_cluster.n.id', 's')).toBeUndefined();
    expect(s.reference('data.incident_user.u.id', 's')).toBe('u.id');
    expect(s.reference('var.gone', 's')).toBeUndefined();
    expect(s.byAddress.get('var.v')!.used).toBe(true);
    expect(s.byAddress.get('mongodbatlas_advanced_cluster.n')!.used).toBe(false);
    s.byAddress.get('local.l')!.declared = false;
    expect(s.reference('local.l', 's')).toBeUndefined();
  });

  test('constructs for depends_on and provider; duplicates kept apart; fresh names stable per key', () => {
    const s = new Symbols([block('resource', 'c', {}, 'incident_severity'), block('resource', 'c', {}, 'incident_severity'), block('variable', 'v')]);
    for (const x of s.byAddress.values()) x.declared = true;
    expect(s.construct('incident_severity.c')).toBe('c');
    expect(s.construct('var.v')).toBeUndefined();
    expect(s.duplicates).toHaveLength(1);
    expect(s.freshName('k', 'cIterator')).toBe('cIterator');
    expect(s.freshName('k', 'cIterator')).toBe('cIterator');
    expect(s.freshName('k2', 'cIterator')).toBe('cIterator2');
  });
});
