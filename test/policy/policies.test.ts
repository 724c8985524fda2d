/**
 * Policies.of(scope): how packs reach stacks (added on the app before or after the stacks, on a
 * stack, on a construct), suppressions and unused ones, rules that throw, tokens and lazy values,
 * and what synth reports (errors fail it with the construct path, warnings do not).
 */
import { App, Lazy, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { EXAMPLES } from '../../examples';
import { AtlasBestPractices, IProductionMatcher, mongodbatlas, Policies, ProductionMatcher, SecretsPolicy, TerrainTesting } from '../../src';
import { definePack, IPolicyPack, PolicyRuleInfo } from '../../src/policy/pack';
import { resolveInput } from '../../src/policy/resolve';
import { errorLines } from '../rules/findings';
import { errorOf } from '../util';
import { findingsOf } from './util';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';
const C4 = (path: string) => `${path}: [Atlas-C4] advancedConfiguration.javascriptEnabled: turns server-side JavaScript on: clients can run code inside the database. `
  + 'Received: true. Allowed: false. Fix: set javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.';
const U1 = (path: string) => `[${path}] [Atlas-U1] roles[0].roleName: grants atlasAdmin: every privilege on every cluster of the project. Received: "atlasAdmin". `
  + "Allowed: a role limited to what the user needs, e.g. readWrite or read on its database. Fix: grant { roleName: 'readWrite', databaseName: '<its database>' } instead.";

/** A cluster that only Atlas-C4 objects to (server-side JavaScript on). */
function jsCluster(scope: Construct, id = 'Orders') {
  const stack = TerraformStack.of(scope);
  if (!stack.node.tryFindChild('atlas')) {
    new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
    new mongodbatlas.MongodbatlasAlertConfiguration(stack, 'HostDown', { projectId: PROJECT, eventType: 'HOST_DOWN', notification: [{ typeName: 'GROUP', roles: ['GROUP_OWNER'] }] });
  }
  return new mongodbatlas.MongodbatlasAdvancedCluster(scope, id, {
    projectId: PROJECT,
    name: id.toLowerCase(),
    clusterType: 'REPLICASET',
    backupEnabled: true,
    terminationProtectionEnabled: true,
    encryptionAtRestProvider: 'AWS',
    advancedConfiguration: { javascriptEnabled: true },
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
}

function admin(scope: Construct, id = 'Admin') {
  return new mongodbatlas.MongodbatlasDatabaseUser(scope, id, {
    projectId: PROJECT,
    username: id.toLowerCase(),
    authDatabaseName: 'admin',
    x509Type: 'MANAGED',
    roles: [{ roleName: 'atlasAdmin', databaseName: 'admin' }],
    scopes: [{ name: 'orders', type: 'CLUSTER' }],
  });
}

/** Stacks `a` and `b`, each with a cluster that only Atlas-C4 objects to. */
function twoClusterStacks(app: App): [TerraformStack, TerraformStack] {
  const a = new TerraformStack(app, 'a');
  const b = new TerraformStack(app, 'b');
  jsCluster(a);
  jsCluster(b);
  return [a, b];
}

const policyWarnings = (scope: Construct) => TerrainTesting.warnings(scope).filter((w) => /\[(Atlas|Secrets)-|unused-suppression/.test(w));

describe('packs reach every stack', () => {
  test('added on the app before the stacks are created, judged by app.synth()', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    twoClusterStacks(app);
    app.synth();
    expect(policyWarnings(app)).toEqual([C4('a/Orders'), C4('b/Orders')]);
  });

  test('added on the app after the stacks are created', () => {
    const app = Testing.app();
    twoClusterStacks(app);
    Policies.of(app).add(new AtlasBestPractices());
    app.synth();
    expect(policyWarnings(app)).toEqual([C4('a/Orders'), C4('b/Orders')]);
  });

  test('a stack created later that holds no construct of this library: another library\'s L1 is judged on its Terraform JSON', () => {
    for (const how of ['app.synth', 'TerrainTesting.synth'] as const) {
      const app = Testing.app();
      Policies.of(app).add(new AtlasBestPractices());
      const s = new TerraformStack(app, 'foreign');
      const r = new TerraformResource(s, 'Admin', { terraformResourceType: 'mongodbatlas_database_user' });
      r.addOverride('project_id', PROJECT);
      r.addOverride('roles', [{ role_name: 'atlasAdmin', database_name: 'admin' }]);
      r.addOverride('scopes', [{ name: 'orders', type: 'CLUSTER' }]);
      const e = errorOf(() => (how === 'app.synth' ? app.synth() : TerrainTesting.synth(s, { conformance: false })));
      expect(errorLines(e)).toEqual([U1('foreign/Admin')]);
    }
  });

  test('on a stack: that stack only; on a construct: its subtree only', () => {
    const app = Testing.app();
    const a = new TerraformStack(app, 'a');
    const b = new TerraformStack(app, 'b');
    Policies.of(a).add(new AtlasBestPractices());
    jsCluster(a);
    jsCluster(b);
    const team = new Construct(b, 'Team');
    Policies.of(team).add(new AtlasBestPractices());
    jsCluster(team, 'TeamCluster');
    app.synth();
    expect(policyWarnings(app)).toEqual([C4('a/Orders'), C4('b/Team/TeamCluster')]);
  });

  test('the same pack on a deeper scope replaces the app\'s there (here: other production labels)', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    const s = new TerraformStack(app, 's');
    Policies.of(s).add(new AtlasBestPractices({ production: ProductionMatcher.byLabels({ keys: ['tier'], values: ['gold'] }) }));
    const c = jsCluster(s);
    c.addOverride('tags', { environment: 'production' });
    Testing.synth(s, true);
    expect(Policies.of(s).findings().map((f) => f.ruleId)).toEqual(['Atlas-C4']);
  });

  test('errors fail synth with the construct path, the rule id, the message and the fix; warnings do not', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    const s = new TerraformStack(app, 's');
    jsCluster(s);
    admin(s);
    expect(errorLines(errorOf(() => app.synth()))).toEqual([U1('s/Admin')]);
    expect(policyWarnings(s)).toEqual([C4('s/Orders')]);
  });

  test('findings() is empty before the first synth', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    jsCluster(new TerraformStack(app, 's'));
    expect(Policies.of(app).findings()).toEqual([]);
  });
});

describe('what the rules read', () => {
  test('the synthesized input: a lazy value and an override are judged after resolution; a token is not judged', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    const s = new TerraformStack(app, 's');
    const lazy = jsCluster(s, 'Lazy');
    lazy.addOverride('advanced_configuration.javascript_enabled', Lazy.anyValue({ produce: () => true }));
    const overridden = jsCluster(s, 'Overridden');
    overridden.addOverride('advanced_configuration.javascript_enabled', false);
    const token = jsCluster(s, 'Token');
    token.addOverride('advanced_configuration.javascript_enabled', new TerraformVariable(s, 'js', { type: 'bool' }).booleanValue);
    Testing.synth(s, true);
    expect(Policies.of(s).findings().map((f) => `${f.constructPath} ${f.ruleId}`)).toEqual(['s/Lazy Atlas-C4']);
  });

  test('resolveInput gives each resource exactly its body in cdk.tf.json (every example stack)', () => {
    for (const [id, Stack] of Object.entries(EXAMPLES)) {
      const stack = new Stack(Testing.app(), id);
      const doc = JSON.parse(Testing.synth(stack, true));
      let compared = 0;
      const visit = (c: Construct) => {
        if (c instanceof TerraformResource && !TerraformStack.isStack(c)) {
          const frag = (c.toTerraform() as any).resource[c.terraformResourceType][c.friendlyUniqueId];
          expect(resolveInput(stack, frag)).toEqual(doc.resource[c.terraformResourceType][c.friendlyUniqueId]);
          compared++;
        }
        for (const child of c.node.children) visit(child as Construct);
      };
      visit(stack);
      expect(compared).toBeGreaterThan(0);
    }
  });
});

describe('suppressions', () => {
  function suppressed(suppress: (app: App, s: TerraformStack) => void) {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    const s = new TerraformStack(app, 's');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
    const team = new Construct(s, 'Team');
    admin(team, 'Admin');
    admin(team, 'Other');
    suppress(app, s);
    let error: string | undefined;
    try {
      Testing.synth(s, true);
    } catch (e: any) {
      error = e.message;
    }
    return { app, s, error, findings: Policies.of(app).findings() };
  }
  const reason = 'break-glass users, reviewed quarterly';

  test('on a scope: every finding of the rule below it; kept in the findings with the reason', () => {
    const r = suppressed((_app, s) => Policies.of(s).suppress('Atlas-U1', reason));
    expect(r.error).toBeUndefined();
    expect(r.findings.map((f) => [f.constructPath, f.ruleId, f.suppressed, f.suppressionReason])).toEqual([
      ['s/Team/Admin', 'Atlas-U1', true, reason], ['s/Team/Other', 'Atlas-U1', true, reason],
    ]);
  });

  test('for named resources: an absolute path, a path relative to the scope, or a construct id', () => {
    for (const resources of [['s/Team/Admin'], ['Team/Admin'], ['Admin']]) {
      const r = suppressed((_app, s) => Policies.of(s).suppress('Atlas-U1', reason, { resources }));
      expect(errorLines(r.error!)).toEqual([U1('s/Team/Other')]);
      expect(r.findings.filter((f) => f.suppressed).map((f) => f.constructPath)).toEqual(['s/Team/Admin']);
    }
  });

  test('a path covers everything below it', () => {
    const r = suppressed((app) => Policies.of(app).suppress('Atlas-U1', reason, { resources: ['s/Team'] }));
    expect(r.error).toBeUndefined();
  });

  test('an unused suppression on a stack warns there', () => {
    const r = suppressed((_app, s) => {
      Policies.of(s).suppress('Atlas-U1', reason);
      Policies.of(s).suppress('Atlas-C4', 'no cluster here uses it');
    });
    expect(policyWarnings(r.s)).toEqual([
      "s: [terrain:unused-suppression] Policies.of('s').suppress('Atlas-C4', ...) matched no finding in this synth. "
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
    ]);
  });

  test('an unused suppression on the app is judged once every stack has had its pass, on the last stack', () => {
    const app = Testing.app();
    Policies.of(app).add(new AtlasBestPractices());
    const [a, b] = twoClusterStacks(app);
    Policies.of(app).suppress('Atlas-C4', 'legacy reporting jobs use $where', { resources: ['a/Orders'] });
    Policies.of(app).suppress('Atlas-U1', 'nobody here is an admin yet', { resources: ['Admin'] });
    Testing.synth(a, true);
    expect(policyWarnings(app).filter((w) => w.includes('unused'))).toEqual([]);
    Testing.synth(b, true);
    expect(policyWarnings(app)).toEqual([
      "b: [terrain:unused-suppression] Policies.of(app).suppress('Atlas-U1', ..., { resources: [\"Admin\"] }) matched no finding in this synth. "
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
      C4('b/Orders'),
    ]);
  });

  test('an entry of resources that matched nothing (a typo) warns, while the others suppress', () => {
    const r = suppressed((_app, s) => Policies.of(s).suppress('Atlas-U1', reason, { resources: ['Admin', 'Amdin', 'Other'] }));
    expect(r.error).toBeUndefined();
    expect(policyWarnings(r.s)).toEqual([
      's: [terrain:unused-suppression] Policies.of(\'s\').suppress(\'Atlas-U1\', ..., { resources: ["Admin","Amdin","Other"] }): \'Amdin\' matched no finding in this synth. '
      + 'Fix: remove that entry, or check it for a typo (a construct id, or a path from the scope).',
    ]);
  });

  test('its arguments are checked', () => {
    const s = new TerraformStack(Testing.app(), 's');
    expect(errorOf(() => Policies.of(s).suppress('atlas-c1', reason))).toBe(
      '[s] Policies.suppress(ruleId): is not a rule id. Received: "atlas-c1". Allowed: <Pack>-<letter><number>, e.g. \'Atlas-C1\'. Fix: copy the id from the finding\'s message, in brackets.');
    expect(errorOf(() => Policies.of(s).suppress('Atlas-C1', 'dev only'))).toBe(
      '[s] Policies.suppress(ruleId, reason): is shorter than 10 characters. Received: "dev only". Allowed: a reason of at least 10 characters. Fix: say why the rule does not apply here.');
    expect(errorOf(() => Policies.of(s).suppress('Atlas-C1', reason, { resources: [] }))).toBe(
      '[s] Policies.suppress(ruleId, reason, options).resources: expected a non-empty list of construct paths or ids (strings known at synth). Received: an empty list. '
      + "Allowed: a non-empty list of construct paths or ids (strings known at synth). Fix: list the constructs, e.g. ['prod/Orders'] or ['Orders'], or leave resources out to suppress the rule in the whole scope.");
    // A misspelt option would suppress the rule in the whole scope: it is refused, not dropped.
    expect(errorOf(() => Policies.of(s).suppress('Atlas-C1', reason, { resource: ['Orders'] } as any))).toBe(
      '[s] Policies.suppress(ruleId, reason, options).resource: unknown key. Received: "resource". Allowed: resources. Fix: write \'resources\' instead of \'resource\'.');
  });
});

describe('packs and rules that go wrong', () => {
  test('add() takes the packs of this library and custom packs, once per scope', () => {
    const s = new TerraformStack(Testing.app(), 's');
    const fake: IPolicyPack = { packName: 'Mine', rules: [] };
    expect(errorOf(() => Policies.of(s).add(fake))).toBe(
      '[s] Policies.add(pack): is not a policy pack. Received: an object with keys packName, rules. Allowed: AtlasBestPractices, IncidentBestPractices, EquinixBestPractices, SecretsPolicy or a CustomPolicyPack. '
      + 'Fix: pass a pack made with new, e.g. new AtlasBestPractices(); for rules of your own, make a CustomPolicyPack({ packName, rules }) (its rules implement IPolicyRule).');
    Policies.of(s).add(new SecretsPolicy());
    expect(errorOf(() => Policies.of(s).add(new SecretsPolicy()))).toBe(
      '[s] Policies.add(pack): is a second Secrets pack on this scope. Received: a SecretsPolicy. Allowed: one Secrets pack per scope. Fix: add it once: a second one would report every finding twice.');
  });

  test('a rule that throws is a finding, never a crash; so is a production matcher that throws', () => {
    const pack: IPolicyPack = { packName: 'Broken', rules: [] as PolicyRuleInfo[] };
    definePack(pack, 'Broken', [
      { id: 'Broken-B1', level: 'warning', summary: 's', explanation: 'e', fix: 'f', types: ['mongodbatlas_database_user'], check: () => { throw new Error('boom'); } },
      { id: 'Broken-B2', level: 'error', summary: 's', explanation: 'e', fix: 'f', types: ['mongodbatlas_database_user'], check: (_i, _t, _r, c) => { c.isProduction({}); } },
    ], { isProduction: () => { throw new Error('no labels service'); } } as IProductionMatcher);
    const app = Testing.app();
    Policies.of(app).add(pack);
    const s = new TerraformStack(app, 's');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
    admin(s);
    // The errors are told by class and place, not by message (which may quote the input).
    const at = (text: string) => text.replace(/(test\/policy\/policies\.test\.ts):\d+:\d+/g, '$1:<line>:<col>');
    expect(errorLines(errorOf(() => Testing.synth(s, true))).map(at)).toEqual([
      "[s/Admin] [Broken-B2] (input): could not be evaluated: the Broken pack's production matcher threw an Error at test/policy/policies.test.ts:<line>:<col>. "
      + 'Fix: make isProduction(labels) of the matcher return true or false for any labels.',
    ]);
    expect(findingsOf({ findings: Policies.of(app).findings() } as any, 'Broken-B1').map(at)).toEqual([
      '[s/Admin] [Broken-B1] (input): could not be evaluated: the rule threw an Error at test/policy/policies.test.ts:<line>:<col> (its message is not shown: it may quote the input). '
      + "This is a bug in terrain-constructs. Fix: report it to terrain-constructs with the rule id and the place it was thrown; meanwhile suppress Broken-B1 on 's/Admin' with a reason.",
    ]);
  });

  test('a production matcher must have isProduction', () => {
    expect(errorOf(() => new AtlasBestPractices({ production: {} as any }))).toBe(
      '[AtlasBestPractices] props.production: is not a production matcher. Received: an empty object. Allowed: an IProductionMatcher: an object with an isProduction(labels) method. '
      + 'Fix: pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).');
    expect(errorOf(() => ProductionMatcher.byLabels({ keys: [] }))).toBe(
      '[ProductionMatcher.byLabels] options.keys: expected a non-empty list of non-empty strings. Received: an empty list. Allowed: a non-empty list of non-empty strings. '
      + "Fix: pass e.g. { keys: ['environment'] }, or leave it out for the default.");
  });

  test('the default production matcher: environment or env, prod or production, any letter case', () => {
    const m = ProductionMatcher.DEFAULT;
    const labels: Array<Record<string, string>> = [{ environment: 'prod' }, { ENV: 'Production ' }, { env: 'PROD' }, { environment: 'staging' }, { stage: 'prod' }, {}];
    expect(labels.map((l) => m.isProduction(l))).toEqual([true, true, true, false, false, false]);
  });
});
