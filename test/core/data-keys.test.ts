/**
 * `__proto__`, `constructor` and objects without prototype are data, everywhere: in messages
 * (describeValue, textOf, key paths), in the maps an L1 renders, in what the policy rules read
 * (resolved input, labels, production matchers) and in the conformance check. `JSON.parse` makes
 * an own `__proto__` key; `querystring.parse` makes objects without prototype.
 */
import * as path from 'path';
import { App, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Checks, Conformance, CustomPolicyPack, mongodbatlas, Policies, PolicyLevel, ProductionMatcher, TerrainTesting } from '../../src';
import { describeValue, textOf } from '../../src/core/base/errors';
import { labelsOf } from '../../src/policy/labels';
import { resolveInput } from '../../src/policy/resolve';
import { errorOf } from '../util';

const PROTO = () => JSON.parse('{"__proto__": "production", "constructor": "c", "toString": "t"}');
const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';

function nullProto(o: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null), o);
}

function cluster(s: TerraformStack, tags: unknown, id = 'C') {
  return new mongodbatlas.MongodbatlasAdvancedCluster(s, id, {
    projectId: PROJECT,
    name: id.toLowerCase(),
    clusterType: 'REPLICASET',
    tags: tags as any,
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
}

describe('prototype keys and objects without prototype are data', () => {
  test('in messages', () => {
    expect(describeValue(PROTO())).toBe('an object with keys __proto__, constructor, toString');
    expect(describeValue(nullProto({ a: 1 }))).toBe('an object with keys a');
    expect(describeValue(Object.create(null))).toBe('an empty object');
    expect(describeValue({ 'a\nb': 1, [('x').repeat(50)]: 2 })).toBe(`an object with keys "a\\nb", "${'x'.repeat(17)}..."`);
    expect(describeValue({ constructor: { name: Object.create(null) } })).toBe('an object with keys constructor');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(describeValue(revoked.proxy)).toBe('a value that cannot be read');
    expect(textOf(nullProto({ a: 1 }))).toBe('an object with keys a');
  });

  test('an L1 map: constructor and toString are keys like any; __proto__, which cdktn would drop, is refused', () => {
    const s = new TerraformStack(new App(), 'test');
    new mongodbatlas.MongodbatlasProvider(s, 'p', {});
    cluster(s, nullProto({ constructor: 'c', toString: 't', hasOwnProperty: 'h' }));
    expect(TerrainTesting.synthToObject(s).resource.mongodbatlas_advanced_cluster.C.tags).toEqual({ constructor: 'c', toString: 't', hasOwnProperty: 'h' });
    expect(errorOf(() => cluster(s, PROTO(), 'D'))).toBe(
      '[test/D] tags.__proto__: is a key that cdktn cannot write: it drops `__proto__` from every map of cdk.tf.json. Received: "__proto__". Allowed: any other key. Fix: rename the key.');
  });

  test('a config without prototype is a config', () => {
    const s = new TerraformStack(new App(), 'test');
    new mongodbatlas.MongodbatlasProvider(s, 'p', nullProto({}));
    new mongodbatlas.MongodbatlasDatabaseUser(s, 'U', nullProto({
      projectId: PROJECT, username: 'app', authDatabaseName: 'admin', roles: [nullProto({ roleName: 'read', databaseName: 'admin' })],
    }) as any);
    expect(TerrainTesting.synthToObject(s).resource.mongodbatlas_database_user.U.roles).toEqual([{ role_name: 'read', database_name: 'admin' }]);
  });

  test('the policy input keeps an own __proto__ key as a key, never as the prototype', () => {
    const s = new TerraformStack(new App(), 'test');
    const v = new TerraformVariable(s, 'v', { type: 'string' });
    const body = JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c"}');
    body.token = v.stringValue; // a token makes resolveInput copy the object
    const out = resolveInput(s, body);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.polluted).toBeUndefined();
    expect(Object.keys(out)).toEqual(['__proto__', 'constructor', 'token']);
    expect(out.token).toBe('${var.v}');
  });

  test('labels: a __proto__ or constructor label is a label', () => {
    const labels = labelsOf(PROTO(), [{ key: '__proto__', value: 'prod' }, { key: 'hasOwnProperty', value: 'h' }]);
    expect(Object.getPrototypeOf(labels)).toBeNull();
    expect({ ...labels }).toEqual(JSON.parse('{"__proto__": "prod", "constructor": "c", "toString": "t", "hasOwnProperty": "h"}'));
    // The default matcher reads own keys only: a `constructor` key is no environment.
    expect(ProductionMatcher.DEFAULT.isProduction(JSON.parse('{"__proto__": "prod", "constructor": "prod"}'))).toBe(false);
    expect(ProductionMatcher.byLabels({ keys: ['__proto__'], values: ['prod'] }).isProduction(JSON.parse('{"__proto__": "prod"}'))).toBe(true);
  });

  test('a custom rule sees __proto__ and constructor labels as labels, and the document keeps the others', () => {
    const app = new App();
    const seen: unknown[] = [];
    Policies.of(app).add(new CustomPolicyPack({
      packName: 'Platform',
      production: ProductionMatcher.byLabels({ keys: ['constructor'], values: ['production'] }),
      rules: [{
        id: 'Platform-K1',
        level: PolicyLevel.WARNING,
        summary: 's',
        explanation: 'e',
        fix: 'f',
        resourceTypes: ['mongodbatlas_advanced_cluster'],
        evaluate: (r) => { seen.push([Object.keys(r.input.tags), r.production]); return []; },
      }],
    }));
    const s = new TerraformStack(app, 'test');
    new mongodbatlas.MongodbatlasProvider(s, 'p', {});
    cluster(s, { constructor: 'production', toString: 'x' });
    Testing.synth(s, true);
    expect(seen).toEqual([[['constructor', 'toString'], true]]);
  });

  test('suppressions and acknowledgements take such names as data', () => {
    const s = new TerraformStack(new App(), 'test');
    expect(() => Policies.of(s).suppress('Atlas-C1', 'named like a prototype key', { resources: ['__proto__', 'constructor'] })).not.toThrow();
    expect(errorOf(() => Checks.of(s).acknowledge('__proto__', 'a reason long enough'))).toMatch(/^\[test\] Checks\.acknowledge\(id\): is not the id of a value check, a type rule or a construct's warning\. Received: "__proto__"\./);
  });

  test('conformance: own attributes only, and any key of the document is data', () => {
    const schemaFiles = [path.join(__dirname, '..', 'generator', 'fixtures', 'demo', 'schema.json')];
    const body = JSON.parse('{"name": "w", "rules": [{"priority": 1}], "listener": [{"port": 1}], "constructor": 1, "__proto__": 2, "toString": 3}');
    expect(Conformance.check({ resource: { demo_widget: { w: body } } }, { schemaFiles })).toEqual([
      { path: 'resource.demo_widget.w.constructor', message: "unknown attribute 'constructor'" },
      { path: 'resource.demo_widget.w.__proto__', message: "unknown attribute '__proto__'" },
      { path: 'resource.demo_widget.w.toString', message: "unknown attribute 'toString'" },
    ]);
    expect(Conformance.check(JSON.parse('{"__proto__": {}, "resource": {"constructor": {}}}'))).toEqual([
      { path: '__proto__', message: 'unknown top-level key; Terraform JSON has terraform, provider, variable, locals, output, module, resource, data, moved, import, check, removed, ephemeral' },
      {
        path: 'resource.constructor',
        message: "no schema is loaded for provider 'constructor', so resource type 'constructor' cannot be checked. "
          + 'Pass its schema (terraform providers schema -json) in schemaFiles, or name it in ignoreProviders. Loaded: equinix, ibm, incident, mongodbatlas',
      },
    ]);
    const w = nullProto({ name: 'w', rules: [nullProto({ priority: 1 })], listener: [nullProto({ port: 1 })] });
    expect(Conformance.check(nullProto({ resource: nullProto({ demo_widget: nullProto({ w }) }) }), { schemaFiles })).toEqual([]);
  });
});
