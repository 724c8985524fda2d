/**
 * What a stand-in provider answers, call by call (src/terraform/provider.ts): the real schema,
 * plans and data source reads, imports by id; never an apply.
 */
import { decode, encode } from '../../src/terraform/msgpack';
import { ProtoMessage, ProtoWriter } from '../../src/terraform/protobuf';
import { providerHandlers } from '../../src/terraform/provider';
import { nullObject, schemaFromFacts } from '../../src/terraform/schema';

function facts(provider: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`../../src/generated/${provider}/schema-facts`).SCHEMA_FACTS;
}

const LABEL = 'terrain-constructs stand-in for mongodb/mongodbatlas';
const s = schemaFromFacts(facts('mongodbatlas'));
const handlers = providerHandlers(s, LABEL);
const call = (method: string, request: Buffer = Buffer.alloc(0)) => ProtoMessage.decode(handlers.get(`/tfplugin6.Provider/${method}`)!(request));

describe('the calls of tfplugin6.Provider', () => {
  test('ApplyResourceChange is refused with a diagnostic that says this is a stand-in', () => {
    const apply = providerHandlers(s, 'terrain-constructs stand-in for mongodb/mongodbatlas').get('/tfplugin6.Provider/ApplyResourceChange')!;
    const response = ProtoMessage.decode(apply(new ProtoWriter().string(1, 'mongodbatlas_database_user').finish()));
    const d = response.message(3)!;
    expect(d.number(1)).toBe(1);
    expect(d.string(2)).toBe('terrain-constructs stand-in for mongodb/mongodbatlas is a stand-in that cannot apply');
    expect(d.string(3)).toContain('it cannot create, change, read or delete anything');
  });

  test('GetProviderSchema: the provider block, every resource and data source type, and the capabilities', () => {
    const r = call('GetProviderSchema');
    expect(r.message(1)?.message(2)).toBeDefined();
    // The map entries of resource_schemas (2) are repeated fields: the last one read is the last type.
    expect(r.message(2)!.string(1)).toBe([...s.resources.keys()].pop());
    expect(r.message(3)!.string(1)).toBe([...s.dataSources.keys()].pop());
    expect([r.message(6)!.number(1), r.message(6)!.number(2)]).toEqual([1, 1]);
  });

  test('PlanResourceChange: a create with computed values unknown and the private state passed on; a delete plans null', () => {
    const user = s.resources.get('mongodbatlas_database_user')!;
    const proposed = Object.assign(nullObject(user), { username: 'u', project_id: 'p', auth_database_name: 'admin' });
    const request = (state: unknown) => new ProtoWriter().string(1, 'mongodbatlas_database_user')
      .message(3, (d) => d.bytes(1, encode(state as any))).bytes(5, Buffer.from('private')).finish();
    const r = ProtoMessage.decode(handlers.get('/tfplugin6.Provider/PlanResourceChange')!(request(proposed)));
    const planned = decode(r.message(1)!.bytes(1)!) as any;
    expect([planned.username, planned.id?.constructor?.name, r.bytes(3)?.toString()]).toEqual(['u', 'Unknown', 'private']);
    const deleted = ProtoMessage.decode(handlers.get('/tfplugin6.Provider/PlanResourceChange')!(request(null)));
    expect(decode(deleted.message(1)!.bytes(1)!)).toBeNull();
  });

  test('ImportResourceState: a null state of the type with the id given', () => {
    const r = call('ImportResourceState', new ProtoWriter().string(1, 'mongodbatlas_custom_db_role').string(2, 'p-r').finish());
    const imported = r.message(1)!;
    expect(imported.string(1)).toBe('mongodbatlas_custom_db_role');
    const state = decode(imported.message(2)!.bytes(1)!) as any;
    expect([state.id, state.role_name]).toEqual(['p-r', null]);
  });

  test('ReadDataSource: known placeholders where the provider computes', () => {
    const cluster = s.dataSources.get('mongodbatlas_advanced_cluster')!;
    const config = Object.assign(nullObject(cluster), { name: 'orders', project_id: 'p' });
    const r = call('ReadDataSource', new ProtoWriter().string(1, 'mongodbatlas_advanced_cluster').message(2, (d) => d.bytes(1, encode(config))).finish());
    const state = decode(r.message(1)!.bytes(1)!) as any;
    expect([state.name, state.cluster_id]).toEqual(['orders', 'stand-in']);
  });

  test('the calls that validate, configure or stop answer with no diagnostic', () => {
    for (const m of ['ValidateProviderConfig', 'ValidateResourceConfig', 'ValidateDataResourceConfig', 'ConfigureProvider', 'StopProvider', 'GetFunctions']) {
      expect(handlers.get(`/tfplugin6.Provider/${m}`)!(Buffer.alloc(0))).toEqual(Buffer.alloc(0));
    }
  });
});

describe('what a stand-in cannot do, in a diagnostic', () => {
  const diagnostic = (r: ProtoMessage, field: number) => [r.message(field)!.number(1), r.message(field)!.string(2), r.message(field)!.string(3)];

  test('a type the provider does not have', () => {
    const r = call('PlanResourceChange', new ProtoWriter().string(1, 'mongodbatlas_nothing').finish());
    expect(diagnostic(r, 4)).toEqual([1, `${LABEL}: unknown resource type mongodbatlas_nothing`,
      "The stand-in serves the schema of registry.terraform.io/mongodb/mongodbatlas, which has no resource type 'mongodbatlas_nothing'."]);
    const d = call('ReadDataSource', new ProtoWriter().string(1, 'mongodbatlas_nothing').finish());
    expect(diagnostic(d, 2)[1]).toBe(`${LABEL}: unknown data source type mongodbatlas_nothing`);
  });

  test('moving state between resource types', () => {
    expect(diagnostic(call('MoveResourceState'), 2)).toEqual([1, `${LABEL} cannot move state between resource types`,
      'The stand-in holds no state of its own; plan the move with the real provider.']);
  });

  test('UpgradeResourceState shapes a stored state to the schema, without write-only values', () => {
    const json = Buffer.from(JSON.stringify({ username: 'u', password_wo: 'secret', gone: 1 }));
    const r = call('UpgradeResourceState', new ProtoWriter().string(1, 'mongodbatlas_database_user').message(3, (m) => m.bytes(1, json)).finish());
    const state = decode(r.message(1)!.bytes(1)!) as any;
    expect([state.username, state.password_wo, 'gone' in state]).toEqual(['u', null, false]);
  });
});
