import {
  atMost, compare, cut, Diagram, expressionText, Field, genericNode, HIDDEN_TEXT, isHiddenPath, plural, providerOf, Resource, shortType, TfDocument,
} from '../../src/topology/model';

describe('providers and types', () => {
  test('the provider of a type: ours by prefix, any other by the part before the first _', () => {
    expect(['mongodbatlas_database_user', 'incident_alert_route', 'ibm_app_config_feature', 'equinix_fabric_connection', 'aws_s3_bucket', 'terraform_data', 'random']
      .map(providerOf)).toEqual(['mongodbatlas', 'incident', 'ibm', 'equinix', 'aws', 'terraform', 'random']);
    expect(['mongodbatlas_database_user', 'aws_s3_bucket', 'random'].map(shortType)).toEqual(['database_user', 's3_bucket', 'random']);
  });
});

describe('isHiddenPath: what the schema facts mark sensitive or write-only', () => {
  test.each([
    ['resource', 'mongodbatlas_database_user', ['password'], true],
    ['resource', 'mongodbatlas_database_user', ['password_wo'], true],
    ['resource', 'mongodbatlas_database_user', ['username'], false],
    ['resource', 'mongodbatlas_alert_configuration', ['notification', 1, 'api_token'], true],
    ['resource', 'mongodbatlas_alert_configuration', ['notification', 1, 'channel_name'], false],
    ['resource', 'mongodbatlas_encryption_at_rest', ['aws_kms_config', 'customer_master_key_id'], true],
    ['resource', 'mongodbatlas_encryption_at_rest', ['aws_kms_config', 'region'], false],
    ['resource', 'ibm_app_config_snapshot', ['git_token'], true],
    ['resource', 'incident_alert_source_beta', ['secret_token'], true],
    ['resource', 'mongodbatlas_database_user', ['no_such_attribute', 'x'], false],
    ['resource', 'mongodbatlas_no_such_type', ['password'], false],
    ['resource', 'aws_db_instance', ['password'], false],
  ] as const)('%s %s %j → %s', (kind, type, path, hidden) => {
    expect(isHiddenPath(kind, type, path)).toBe(hidden);
  });
});

describe('values', () => {
  const r = new Resource('resource', 'mongodbatlas_database_user', 'app', {
    username: '${var.user}',
    password: 'hunter2',
    roles: [{ role_name: 'read', database_name: 'orders' }, { role_name: 'readWrite', database_name: 'events' }],
    labels: { a: 'b' },
    auth_database_name: 'x'.repeat(60),
    description: 'mixed ${var.a} text',
  });

  test('text(): interpolations as expressions, sensitive values hidden, long ones cut, objects and lists as nothing', () => {
    expect(r.at('username').text()).toBe('var.user');
    expect(r.at('password').text()).toBe(HIDDEN_TEXT);
    expect(r.at('password').str()).toBe('hunter2');
    expect(r.at('auth_database_name').text()).toBe(`${'x'.repeat(47)}…`);
    expect(r.at('description').text()).toBe('mixed ${var.a} text');
    expect(r.at('labels').text()).toBeUndefined();
    expect(r.at('roles').text()).toBeUndefined();
    expect(r.at('nothing').text()).toBeUndefined();
  });

  test('at() enters a list at its first item; items() lists a list, takes an object as one item, nothing as none', () => {
    expect(r.at('roles', 'role_name').text()).toBe('read');
    expect(r.at('roles', 'role_name').path).toEqual(['roles', 0, 'role_name']);
    expect(r.at('roles').items().map((i) => i.at('database_name').text())).toEqual(['orders', 'events']);
    expect(r.at('labels').items()).toHaveLength(1);
    expect(r.at('nothing').items()).toEqual([]);
    expect(r.at('roles').texts()).toEqual([]);
    expect(new Field(r, ['x'], ['a', 1, true, { o: 1 }]).texts()).toEqual(['a', '1', 'true']);
  });

  test('num() and bool() read their kind only', () => {
    const f = new Resource('resource', 't_x', 'n', { n: 3, b: false, s: '3' });
    expect([f.at('n').num(), f.at('s').num(), f.at('b').bool(), f.at('s').bool()]).toEqual([3, undefined, false, undefined]);
  });

  test('expressionText, cut, atMost, plural, compare', () => {
    expect(expressionText('${a.b}')).toBe('a.b');
    expect(expressionText('${a.b}-${c}')).toBe('${a.b}-${c}');
    expect(cut('  a \n b  ')).toBe('a b');
    expect(cut('abcdef', 4)).toBe('abc…');
    expect(atMost(['a', 'b', 'c'], 2)).toEqual(['a', 'b', '+1 more']);
    expect(atMost(['a'], 2)).toEqual(['a']);
    expect([plural(1, 'entry', 'entries'), plural(2, 'entry', 'entries'), plural(0, 'rule')]).toEqual(['1 entry', '2 entries', '0 rules']);
    expect(['b', 'B', 'a', '_'].sort(compare)).toEqual(['B', '_', 'a', 'b']);
  });
});

describe('TfDocument', () => {
  const doc = new TfDocument({
    resource: {
      t_b: { one: { 'ref': '${t_a.x.id}', 'also': ['${data.t_d.y.name} and ${var.z} ${t_missing.q.id}'], 'depends_on': ['t_a.z'], '//': { x: '${t_a.z.id}' } } },
      t_a: { x: { name: 'n' }, z: { name: 'm' }, bad: 'not an object' },
      t_bad: [],
    },
    data: { t_d: { y: { name: 'd' } } },
    output: { o: { value: '${t_a.x.id}' } },
  });

  test('reads resources and data sources, sorted by address; skips what is no object', () => {
    expect(doc.resources.map((r) => r.address)).toEqual(['data.t_d.y', 't_a.x', 't_a.z', 't_b.one']);
    expect(doc.ofType('t_b', 't_a').map((r) => r.address)).toEqual(['t_a.x', 't_a.z', 't_b.one']);
    expect(doc.ofType('t_d')).toEqual([]);
    expect(doc.get('data.t_d.y')?.kind).toBe('data');
    expect(new TfDocument(undefined).resources).toEqual([]);
    expect(new TfDocument({ resource: 'x' }).resources).toEqual([]);
  });

  test('refsIn: the resources and data sources a value names, not variables, unknown addresses, depends_on or metadata', () => {
    expect(doc.refsIn(doc.get('t_b.one')!.body)).toEqual(['data.t_d.y', 't_a.x']);
  });

  test('match: by reference first, else by the same string in the attribute', () => {
    const [x, z] = doc.ofType('t_a');
    const b = doc.get('t_b.one')!;
    expect(doc.match(b.at('ref'), [z, x], 'name')).toBe(x);
    expect(doc.match(new Field(b, [], 'm'), [x, z], 'name')).toBe(z);
    expect(doc.match(new Field(b, [], 'nope'), [x, z], 'name')).toBeUndefined();
    expect(doc.match(new Field(b, [], ''), [x, z], 'name')).toBeUndefined();
    expect(doc.match(new Field(b, [], 3), [x, z], 'name')).toBeUndefined();
  });
});

describe('Diagram', () => {
  test('the first call with a key decides; edges once; claims and anchors', () => {
    const d = new Diagram();
    d.group('g', 'first');
    d.group('g', 'second');
    d.node('n', ['a', '', 'b'], { group: 'g', shape: 'round' });
    d.node('n', ['other']);
    d.edge('n', 'm', 'x');
    d.edge('n', 'm', 'x');
    d.edge('n', 'm', 'y', 'dotted');
    expect(d.groups.get('g')!.label).toBe('first');
    expect(d.nodes.get('n')).toEqual({ key: 'n', lines: ['a', 'b'], shape: 'round', group: 'g', external: false, generic: false });
    expect(d.edges).toHaveLength(2);
    expect([d.joined('m', 'n'), d.joined('n', 'q')]).toEqual([true, false]);
    const r = new Resource('resource', 't_a', 'x', {});
    expect(d.claimed(r)).toBe(false);
    d.claim(r, 'g');
    d.claim(r, 'n');
    expect([d.claimed(r), d.anchorOf('t_a.x'), d.anchors('g'), d.anchors('n')]).toEqual([true, 'g', true, false]);
  });

  test('genericNode: the short type and the name, dashed for a data source', () => {
    const d = new Diagram();
    genericNode(d, new Resource('data', 'mongodbatlas_project', 'p', {}), 'g');
    expect(d.nodes.get('data.mongodbatlas_project.p')).toEqual({ key: 'data.mongodbatlas_project.p', lines: ['data project', 'p'], shape: 'box', group: 'g', external: true, generic: true });
    expect(d.anchorOf('data.mongodbatlas_project.p')).toBe('data.mongodbatlas_project.p');
  });
});
