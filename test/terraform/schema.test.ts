/**
 * The schema a stand-in provider serves, read from the schema facts the package ships
 * (src/terraform/schema.ts), and what a stand-in makes of values of it: planned states, data
 * source reads, imported and stored states.
 */
import { object, Unknown } from '../../src/terraform/msgpack';
import { nullObject, placeholder, planned, plain, read, schemaFromFacts, shaped, STAND_IN_PROVIDERS, withoutWriteOnly } from '../../src/terraform/schema';

function facts(provider: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../../src/generated/${provider}/schema-facts`).SCHEMA_FACTS;
}

describe('the schema a stand-in serves', () => {
  test.each(Object.keys(STAND_IN_PROVIDERS))('%s: every type of the schema facts', (p) => {
    const s = schemaFromFacts(facts(p));
    expect(s.address.toLowerCase()).toBe(`registry.terraform.io/${STAND_IN_PROVIDERS[p].toLowerCase()}`);
    expect(s.resources.size + s.dataSources.size).toBeGreaterThan(10);
  });

  test('flags the real schema sets: sensitive and write-only (password_wo), deprecated', () => {
    const s = schemaFromFacts(facts('mongodbatlas'));
    const user = s.resources.get('mongodbatlas_database_user')!;
    const pw = user.attributes.find((a) => a.name === 'password_wo')!;
    expect([pw.writeOnly, pw.sensitive, pw.optional, pw.computed]).toEqual([true, true, true, false]);
    const all = [...s.resources.values(), ...s.dataSources.values()].flatMap((b) => b.attributes);
    expect(all.some((a) => a.deprecated)).toBe(true);
  });

  test('facts it cannot serve: the error says what and where', () => {
    const bad = (f: object) => () => schemaFromFacts(JSON.stringify({ address: 'registry.terraform.io/x/y', provider: 0, resources: { y_r: 1 }, dataSources: {}, ...f }));
    expect(bad({ blocks: [{}, { b: { rule: ['tree', 0] } }] })).toThrow("y_r.rule: nesting mode 'tree' is not one of single, list, set, map, group");
    expect(bad({ blocks: [{}, { a: { n: [null, 2, ['single', 7]] } }] })).toThrow('y_r.n: block 7 is not in the schema facts');
    expect(bad({ blocks: [{}, { a: { n: [['tree', 'string'], 2] } }] })).toThrow('y_r.n: ["tree","string"] is not a Terraform type');
    expect(bad({ blocks: [{}, { a: { n: ['string', 0] } }] })).toThrow('y_r.n: the attribute is neither required, optional nor computed');
    expect(() => schemaFromFacts('{}')).toThrow('the schema facts hold no provider address or no blocks');
  });
});

describe('planning', () => {
  const s = schemaFromFacts(facts('mongodbatlas'));
  const user = s.resources.get('mongodbatlas_database_user')!;

  test('a create: computed nulls become unknown, write-only values null, set values stay', () => {
    const proposed = nullObject(user);
    Object.assign(proposed, { username: 'u', project_id: 'p', auth_database_name: 'admin', password_wo: 'secret', password_wo_version: 1 });
    proposed.roles = [object([['role_name', 'read'], ['database_name', 'orders'], ['collection_name', null]])];
    const p = planned(user, proposed) as any;
    expect(p.username).toBe('u');
    expect(p.password_wo).toBeNull();
    expect(p.id).toBeInstanceOf(Unknown);
    expect(p.roles[0].role_name).toBe('read');
    expect(Object.keys(p).sort()).toEqual(Object.keys(proposed).sort());
  });

  test('a data source read: known placeholders of the right type where the provider computes', () => {
    const cluster = s.dataSources.get('mongodbatlas_advanced_cluster')!;
    const config = nullObject(cluster);
    Object.assign(config, { name: 'orders', project_id: 'p' });
    const r = read(cluster, config) as any;
    expect([r.name, r.cluster_id, r.paused, r.mongo_db_version]).toEqual(['orders', 'stand-in', false, 'stand-in']);
    expect(Array.isArray(r.replication_specs) && r.replication_specs.length).toBe(1);
    expect(JSON.stringify(r)).not.toContain('Unknown');
  });

  test('a stored state (JSON) shaped to the schema: missing keys null, list blocks empty', () => {
    const st = shaped(user, { username: 'u', extra: 1 }) as any;
    expect([st.username, st.id, st.roles, 'extra' in st]).toEqual(['u', null, [], false]);
  });

  test('an imported or refreshed state keeps its values but no write-only one', () => {
    const st = object([['username', 'u'], ['password_wo', 'secret'], ['id', 'x']]);
    const out = withoutWriteOnly(user, st) as any;
    expect([out.username, out.password_wo, out.id]).toEqual(['u', null, 'x']);
  });
});

test('placeholder: the known value of each cty type a data source read answers with', () => {
  expect([placeholder('string'), placeholder('number'), placeholder('bool'), placeholder('dynamic')]).toEqual(['stand-in', 0, false, null]);
  expect([placeholder(['list', 'string']), placeholder(['set', 'number']), placeholder(['tuple', ['bool', 'string']])]).toEqual([['stand-in'], [0], [false, 'stand-in']]);
  const o = placeholder(['object', { a: 'string', m: ['map', 'string'] }]) as any;
  expect([o.a, Object.keys(o.m)]).toEqual(['stand-in', []]);
});

test('plain: a JSON value as a msgpack value, objects without prototype', () => {
  const v = plain({ a: [1, { b: null }], c: undefined }) as any;
  expect([Object.getPrototypeOf(v), Object.getPrototypeOf(v.a[1]), v.a[0], v.a[1].b, v.c]).toEqual([null, null, 1, null, null]);
  expect(plain(undefined)).toBeNull();
});
