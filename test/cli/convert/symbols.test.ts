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
    const cluster = { project_id: 'p', name: 'c', cluster_type: 'REPLICASET', replication_specs: [{ region_configs: [{ priority: 7, provider_name: 'AWS', region_name: 'US_EAST_1' }] }] };
    const s = new Symbols([
      block('variable', 'v'), block('local', 'l'), block('resource', 'c', cluster, 'mongodbatlas_advanced_cluster'),
      block('resource', 'n', { ...cluster, count: 2 }, 'mongodbatlas_advanced_cluster'), block('data', 'u', {}, 'incident_user'),
      block('resource', 'bare', { name: 'x' }, 'mongodbatlas_advanced_cluster'),
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
    // Required inputs unset: an escape hatch, whose attributes are no getters.
    expect(s.byAddress.get('mongodbatlas_advanced_cluster.bare')!.missing).toEqual(['cluster_type', 'project_id', 'replication_specs']);
    expect(s.reference('mongodbatlas_advanced_cluster.bare.cluster_id', 's')).toBeUndefined();
    expect(s.byAddress.get('var.v')!.used).toBe(true);
    expect(s.byAddress.get('mongodbatlas_advanced_cluster.n')!.used).toBe(false);
    s.byAddress.get('local.l')!.declared = false;
    expect(s.reference('local.l', 's')).toBeUndefined();
  });

  test('construct ids: the HCL name first come first served, then <type>_<name> (data_<type>_<name>), providers by address', () => {
    const s = new Symbols([
      block('data', 'x', {}, 'incident_user'), block('resource', 'x', {}, 'incident_severity'), block('variable', 'x'),
      block('provider', 'incident', { alias: 'eu' }, 'incident'), block('resource', 'incident_eu', {}, 'incident_status'),
    ]);
    expect([...s.byAddress.values()].map((x) => [x.address, x.constructId, Symbols.renamed(x)])).toEqual([
      ['data.incident_user.x', 'x', false],
      ['incident_severity.x', 'incident_severity_x', true],
      ['var.x', 'variable_x', true],
      ['incident.eu', 'incident_eu_2', false],
      ['incident_status.incident_eu', 'incident_eu', false],
    ]);
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
