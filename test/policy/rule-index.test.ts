/**
 * Which policy rules read which elements (src/policy/rule-index.ts): the packs that reach a
 * construct (the deeper of two packs of one name), the rules by type, the elements of a stack
 * and their kind, and which schemas have sensitive fields (for the rules of every type, `*`).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';
import { Field, SENSITIVE, Struct } from '../../src/core/runtime';
import { PackDefinition } from '../../src/policy/pack';
import { ProductionMatcher } from '../../src/policy/production';
import { DocumentRule, PolicyRule, ResourceRule } from '../../src/policy/rule';
import {
  constructsOf, distinctPacks, effective, elementsOf, hasSensitive, indexFor, indexRules, kindOf, refHasSensitive, RuleIndex,
} from '../../src/policy/rule-index';
import { PackEntry } from '../../src/policy/state';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';
const doc = { level: 'warning', summary: 's', explanation: 'e', fix: 'f' } as const;
const resourceRule = (id: string, types: string[]): ResourceRule => ({ ...doc, id, types, check: () => undefined });
const documentRule = (id: string, types: string[]): DocumentRule => ({ ...doc, id, types, document: true, check: () => undefined });
const pack = (name: string, rules: PolicyRule[]): PackDefinition => ({ name, rules, production: ProductionMatcher.DEFAULT });

describe('the packs that reach a construct', () => {
  const app = new App();
  const stack = new TerraformStack(app, 'test');
  const team = new Construct(stack, 'Team');
  const [a, b] = [pack('A', []), pack('B', [])];
  const onApp: PackEntry = { scope: app, pack: a, depth: 0 };
  const onTeam: PackEntry = { scope: team, pack: a, depth: 2 };
  const bOnStack: PackEntry = { scope: stack, pack: b, depth: 1 };

  test('effective: of two packs of one name, the one on the deeper scope; the others in order', () => {
    expect(effective([onApp, bOnStack, onTeam])).toEqual([bOnStack, onTeam]);
    expect(effective([onApp, bOnStack])).toEqual([onApp, bOnStack]);
    expect(effective([])).toEqual([]);
  });

  test('distinctPacks: each pack once, by name, in the order first added', () => {
    expect(distinctPacks([onTeam, bOnStack, onApp]).map((p) => p.name)).toEqual(['A', 'B']);
  });

  test('indexFor: one index per set of effective packs, kept in the cache', () => {
    const cache = new Map<string, RuleIndex>();
    const first = indexFor(cache, [onApp, bOnStack]);
    expect(indexFor(cache, [onApp, bOnStack])).toBe(first);
    expect(indexFor(cache, [onApp, bOnStack, onTeam])).not.toBe(first);
    expect([...cache.keys()]).toEqual(['#A|test#B', 'test#B|test/Team#A']);
  });
});

test('indexRules: resource rules by the types they read (data sources and providers by their prefix), * apart; document rules left to the pass', () => {
  const r1 = resourceRule('A-C1', ['mongodbatlas_database_user', 'data.mongodbatlas_advanced_cluster']);
  const r2 = resourceRule('A-C2', ['mongodbatlas_database_user']);
  const star = resourceRule('B-S1', ['*']);
  const entries: PackEntry[] = [
    { scope: new App(), pack: pack('A', [r1, r2, documentRule('A-P1', ['mongodbatlas_database_user'])]), depth: 0 },
    { scope: new App(), pack: pack('B', [star]), depth: 0 },
  ];
  const index = indexRules(entries);
  expect([...index.byType].map(([t, list]) => [t, list.map(([r]) => r.id)])).toEqual([
    ['mongodbatlas_database_user', ['A-C1', 'A-C2']],
    ['data.mongodbatlas_advanced_cluster', ['A-C1']],
  ]);
  expect(index.anySensitive.map(([r, e]) => `${r.id} ${e.pack.name}`)).toEqual(['B-S1 B']);
});

describe('the elements of a stack', () => {
  const stack = new TerraformStack(new App(), 'test');
  const provider = new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { alias: 'eu' });
  const user = new mongodbatlas.MongodbatlasDatabaseUser(stack, 'User', {
    projectId: PROJECT, username: 'app', authDatabaseName: '$external', awsIamType: 'ROLE', roles: [{ roleName: 'read', databaseName: 'orders' }],
  });
  const lookup = new mongodbatlas.DataMongodbatlasAdvancedCluster(new Construct(stack, 'Team'), 'Lookup', { projectId: PROJECT, name: 'orders' });
  const variable = new TerraformVariable(stack, 'size', { type: 'number' });
  const inner = new TerraformStack(stack, 'inner');
  new TerraformVariable(inner, 'other', {});

  test('kindOf: a resource, a data source, a provider, each with the type the rules see; nothing else', () => {
    expect([kindOf(user), kindOf(lookup), kindOf(provider), kindOf(variable)]).toEqual([
      { block: 'resource', tfType: 'mongodbatlas_database_user', type: 'mongodbatlas_database_user' },
      { block: 'data', tfType: 'mongodbatlas_advanced_cluster', type: 'data.mongodbatlas_advanced_cluster' },
      { block: 'provider', tfType: 'mongodbatlas', type: 'provider.mongodbatlas' },
      undefined,
    ]);
  });

  test('elementsOf and constructsOf: the stack\'s own, not those of a stack inside it (it has its own pass)', () => {
    expect(elementsOf(stack).map((e) => e.node.path)).toEqual(['test/atlas', 'test/User', 'test/Team/Lookup', 'test/size']);
    expect(constructsOf(stack).map((c) => c.node.path)).toEqual(['test', 'test/atlas', 'test/User', 'test/Team', 'test/Team/Lookup', 'test/size']);
  });
});

describe('hasSensitive: whether a schema has a sensitive field anywhere', () => {
  const plain: Field = { t: 'name', y: 's' };
  const secret: Field = { t: 'password', y: 's', f: SENSITIVE };

  test('pass: a sensitive field at the top, in a nested block, in a collection of blocks', () => {
    expect(hasSensitive({ f: [plain, secret] })).toBe(true);
    expect(hasSensitive({ f: [plain, { t: 'auth', y: { k: 'o', s: { f: [secret] } } }] })).toBe(true);
    expect(refHasSensitive(['l', { k: 'o', s: { f: [secret] } } as any])).toBe(true);
  });

  test('fail: none anywhere, a recursive schema included (it ends); primitives and collections of primitives', () => {
    const tree: { f: Field[] } = { f: [plain] };
    tree.f.push({ t: 'then', y: { k: 'l', s: tree as Struct } });
    expect([hasSensitive({ f: [plain] }), hasSensitive(tree), refHasSensitive('s'), refHasSensitive(['m', 's'])]).toEqual([false, false, false, false]);
  });
});
