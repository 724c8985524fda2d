/**
 * The shared checks of the Git sync and the integrations: the instance (a contract with a guid),
 * its plan (Enterprise or not given), the API's characters of an id, and a collection or an
 * environment of the same instance (by construct or by guid; a token is not judged).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { apiId, enterpriseOnly, EXAMPLES, instanceOf, memberOf, sameInstance } from '../../../../../src/constructs/ibm/integrations/private/integration-checks';
import { Problems } from '../../../../../src/core/l2';
import { AppConfigurationPlan, Collection, Environment, GUID, Instance } from '../integrations-util';

const stack = () => new TerraformStack(new App(), 'test');
const lines = (p: Problems) => p.list.map((x) => `${x.field}: ${x.problem} [${x.id}] Received: ${x.received}. Allowed: ${x.allowed}. Fix: ${x.fix}`);

describe('enterpriseOnly', () => {
  test('Enterprise, an unset plan and a token are taken', () => {
    const s = stack();
    const p = new Problems();
    enterpriseOnly(p, new Instance(s, 'E', GUID, AppConfigurationPlan.ENTERPRISE), 'Git sync');
    enterpriseOnly(p, new Instance(s, 'U'), 'Git sync');
    enterpriseOnly(p, new Instance(s, 'T', GUID, new TerraformVariable(s, 'plan', { type: 'string' }).stringValue as AppConfigurationPlan), 'Git sync');
    expect(p.list).toEqual([]);
  });

  test('each other plan is refused, by its name; a plan that is no member by its value', () => {
    const s = stack();
    const p = new Problems();
    enterpriseOnly(p, new Instance(s, 'B', GUID, AppConfigurationPlan.BASIC), 'Git sync');
    enterpriseOnly(p, new Instance(s, 'X', GUID, 'Enterprise' as AppConfigurationPlan), 'Git sync');
    expect(lines(p)).toEqual([
      "instance: is an instance of the BASIC plan (basic): Git sync is offered on the Enterprise plan only. [ibm:enterprise-only] Received: the IAppConfiguration 'test/B' of plan AppConfigurationPlan.BASIC. "
        + 'Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.',
      "instance: is an instance of the plan \"Enterprise\": Git sync is offered on the Enterprise plan only. [ibm:enterprise-only] Received: the IAppConfiguration 'test/X' of plan \"Enterprise\". "
        + 'Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.',
    ]);
  });
});

describe('instanceOf', () => {
  test('a construct with a guid is the instance; anything else a problem', () => {
    const s = stack();
    const i = new Instance(s, 'I');
    const p = new Problems();
    expect(instanceOf(p, i)).toBe(i);
    expect(instanceOf(p, { guid: 3 })).toBeUndefined();
    expect(p.list.map((x) => x.id)).toEqual(['l2:expected-contract']);
  });
});

describe('memberOf', () => {
  test('a bare id: the fix refers to it by that id, quoted as TypeScript; no string: the kit\'s contract check', () => {
    const p = new Problems();
    const m = { name: 'ICollection', key: 'collectionId', example: EXAMPLES.collection };
    expect(memberOf(p, 'collection', "it's", m)).toBeUndefined();
    expect(memberOf(p, 'collection', 7, m)).toBeUndefined();
    expect(memberOf(p, 'collection', { collectionId: 'checkout' }, m)).toBe('checkout');
    expect(lines(p)).toEqual([
      "collection: expected an ICollection, not an id. [l2:expected-contract] Received: \"it's\". Allowed: an ICollection, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }). "
        + "Fix: refer to it by its id: collection: Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'it\\'s' }).",
      "collection: expected an ICollection. [l2:expected-contract] Received: 7. Allowed: an ICollection, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }). Fix: pass the construct, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }).",
    ]);
  });
});

describe('apiId', () => {
  test('letters, digits, . - _ and tokens are taken', () => {
    const s = stack();
    const p = new Problems();
    expect(apiId(p, 'configId', 'Checkout.prod-1_a', 'the id', 'checkout-prod')).toBe('Checkout.prod-1_a');
    const t = new TerraformVariable(s, 'id', { type: 'string' }).stringValue;
    expect(apiId(p, 'configId', t, 'the id', 'checkout-prod')).toBe(t);
    expect(p.list).toEqual([]);
  });

  test('other characters, blank, missing, no string', () => {
    const p = new Problems();
    [' checkout prod ', '   ', '!!', undefined, 12].forEach((v) => apiId(p, 'configId', v, 'the id', 'checkout-prod'));
    expect(lines(p)).toEqual([
      "configId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. [ibm:id-characters] Received: \" checkout prod \". Allowed: the id: letters, digits, '.', '-' and '_'. Fix: write configId: 'checkout-prod'.",
      "configId: is empty. [l2:empty] Received: \"   \". Allowed: the id: letters, digits, '.', '-' and '_'. Fix: set configId, e.g. configId: 'checkout-prod'.",
      "configId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. [ibm:id-characters] Received: \"!!\". Allowed: the id: letters, digits, '.', '-' and '_'. Fix: set configId, e.g. configId: 'checkout-prod'.",
      "configId: is required. [l2:required] Received: undefined. Allowed: the id: letters, digits, '.', '-' and '_'. Fix: set configId, e.g. configId: 'checkout-prod'.",
      "configId: expected a string. [l2:expected-string] Received: 12. Allowed: the id: letters, digits, '.', '-' and '_'. Fix: pass configId as a string, e.g. configId: 'checkout-prod'.",
    ]);
  });
});

describe('sameInstance', () => {
  test('the same construct, another construct of the same guid, a token guid: taken', () => {
    const s = stack();
    const i = new Instance(s, 'I');
    const p = new Problems();
    sameInstance(p, 'collection', i, new Collection(s, 'C1', i, 'c'), 'a collection', 'x');
    sameInstance(p, 'collection', i, new Collection(s, 'C2', new Instance(s, 'Same', GUID), 'c'), 'a collection', 'x');
    sameInstance(p, 'environment', i, new Environment(s, 'E', new Instance(s, 'Tok', new TerraformVariable(s, 'g', { type: 'string' }).stringValue), 'prod'), 'an environment', 'x');
    expect(p.list).toEqual([]);
  });

  test('another guid: refused (ibm:other-instance)', () => {
    const s = stack();
    const i = new Instance(s, 'I');
    const p = new Problems();
    sameInstance(p, 'environment', i, new Environment(s, 'E', new Instance(s, 'Other', 'a1b2'), 'prod'), 'an environment', "appConfig.environmentFromId('Environment', 'prod')");
    expect(lines(p)).toEqual([
      `environment: is an environment of another App Configuration instance (guid a1b2); this one is made in the instance of guid ${GUID}. [ibm:other-instance] Received: the IEnvironment 'test/E' of 'test/Other'. `
        + "Allowed: an environment of the instance 'test/I'. Fix: pass an environment of the same instance, e.g. appConfig.environmentFromId('Environment', 'prod'), or make this in the instance of the environment: instance: environment.instance.",
    ]);
  });
});
