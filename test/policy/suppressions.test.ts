/**
 * Suppressions of policy rules (src/policy/suppressions.ts): which suppression covers a construct
 * (the nearest scope's, by rule id and, if given, by resources: a path from the root or from the
 * scope, or a construct id), and which ones matched nothing in a synth. Made here with
 * `Policies.of(scope).suppress`, read back from the scope's state; the pass that reports them is
 * tested in engine.test.ts and policies.test.ts.
 */
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { Policies, TerrainTesting } from '../../src';
import { stateIfAny, Suppression } from '../../src/policy/state';
import {
  covering, isAncestorOrSelf, reaches, scopeName, suppressionFor, UNUSED_SUPPRESSION, unusedSuppressions,
} from '../../src/policy/suppressions';

const REASON = 'the team owns this exception';

function tree() {
  const app = new App();
  const stack = new TerraformStack(app, 'prod');
  const team = new Construct(stack, 'Team');
  const orders = new Construct(team, 'Orders');
  const resource = new Construct(orders, 'Default');
  const items = new Construct(team, 'Items');
  return { app, stack, team, orders, resource, items };
}
const suppressionsOf = (scope: Construct | App): Suppression[] => stateIfAny(scope)?.suppressions ?? [];

describe('suppressionFor', () => {
  test('pass: the nearest suppression of the rule that covers the construct, marked used by the stack', () => {
    const { stack, team, resource } = tree();
    Policies.of(stack).suppress('Atlas-C1', 'the stack-wide exception');
    Policies.of(team).suppress('Atlas-C1', REASON);
    const found = suppressionFor(stack, 'Atlas-C1', resource);
    expect([found?.scope.node.path, found?.reason, found?.used.get(stack)]).toEqual(['prod/Team', REASON, true]);
    expect(suppressionsOf(stack)[0].used.get(stack)).toBeUndefined();
  });

  test('pass: resources by an absolute path, a path from the scope, or a construct id; a path covers what is below it', () => {
    const { stack, team, resource } = tree();
    for (const r of ['prod/Team/Orders', 'Orders', 'Orders/Default']) {
      Policies.of(team).suppress('Atlas-C1', REASON, { resources: [r] });
    }
    const [absolute, relative, below] = suppressionsOf(team);
    absolute.usedResources.set(stack, new Set());
    expect(suppressionFor(stack, 'Atlas-C1', resource)).toBe(absolute);
    expect([...absolute.usedResources.get(stack)!]).toEqual(['prod/Team/Orders']);
    const chain = resource.node.scopes;
    const at = chain.indexOf(team);
    expect([covering(absolute, resource, chain, at), covering(relative, resource, chain, at), covering(below, resource, chain, at)])
      .toEqual(['prod/Team/Orders', 'Orders', 'Orders/Default']);
  });

  test('fail: another rule id, a resource list that names other constructs, a scope that does not hold the construct', () => {
    const { stack, team, resource, items } = tree();
    Policies.of(team).suppress('Atlas-C2', REASON);
    Policies.of(team).suppress('Atlas-C1', REASON, { resources: ['Items', 'prod/Team/Order'] });
    Policies.of(items).suppress('Atlas-C1', REASON);
    expect(suppressionFor(stack, 'Atlas-C1', resource)).toBeUndefined();
    expect(covering(suppressionsOf(team)[1], resource, resource.node.scopes, 2)).toBeUndefined();
  });
});

describe('unusedSuppressions', () => {
  test('pass: a suppression some finding used, with every entry of its resources used, is not reported', () => {
    const { stack, team, resource } = tree();
    Policies.of(team).suppress('Atlas-C1', REASON, { resources: ['Orders'] });
    const [sup] = suppressionsOf(team);
    sup.used.set(stack, false);
    sup.usedResources.set(stack, new Set());
    suppressionFor(stack, 'Atlas-C1', resource);
    expect(unusedSuppressions(stack, [sup])).toEqual([]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('fail: one that matched nothing, and an entry of resources that matched nothing (a typo), each warned on its scope', () => {
    const { stack, team, resource } = tree();
    Policies.of(team).suppress('Atlas-C2', REASON);
    Policies.of(team).suppress('Atlas-C1', REASON, { resources: ['Orders', 'Oders'] });
    const sups = suppressionsOf(team);
    for (const s of sups) {
      s.used.set(stack, false);
      s.usedResources.set(stack, new Set());
    }
    suppressionFor(stack, 'Atlas-C1', resource);
    expect(unusedSuppressions(stack, sups)).toEqual([
      { ruleId: 'Atlas-C2', scopePath: 'prod/Team', reason: REASON },
      { ruleId: 'Atlas-C1', scopePath: 'prod/Team', reason: REASON },
    ]);
    expect(TerrainTesting.warnings(stack)).toEqual([
      `prod/Team: [${UNUSED_SUPPRESSION}] Policies.of('prod/Team').suppress('Atlas-C2', ...) matched no finding in this synth. `
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
      `prod/Team: [${UNUSED_SUPPRESSION}] Policies.of('prod/Team').suppress('Atlas-C1', ..., { resources: ["Orders","Oders"] }): 'Oders' matched no finding in this synth. `
      + 'Fix: remove that entry, or check it for a typo (a construct id, or a path from the scope).',
    ]);
  });

  test('a suppression on the app is judged by the pass of the last stack it reaches, once every stack it reaches had its pass; warned on that stack', () => {
    const app = new App();
    const [a, b] = [new TerraformStack(app, 'a'), new TerraformStack(app, 'b')];
    Policies.of(app).suppress('Atlas-C1', REASON);
    const [sup] = suppressionsOf(app);
    sup.used.set(a, false);
    expect(unusedSuppressions(a, [sup])).toEqual([]);
    expect(unusedSuppressions(b, [sup])).toEqual([]);
    sup.used.set(b, false);
    expect(unusedSuppressions(b, [sup])).toEqual([{ ruleId: 'Atlas-C1', scopePath: '', reason: REASON }]);
    expect(TerrainTesting.warnings(b)).toEqual([
      `b: [${UNUSED_SUPPRESSION}] Policies.of(app).suppress('Atlas-C1', ...) matched no finding in this synth. `
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
    ]);
  });
});

test('reaches: a scope above a stack, or inside it (not inside a stack within it); isAncestorOrSelf; scopeName', () => {
  const app = new App();
  const stack = new TerraformStack(app, 'test');
  const other = new TerraformStack(app, 'other');
  const team = new Construct(stack, 'Team');
  expect([reaches(app, stack), reaches(stack, stack), reaches(team, stack)]).toEqual([true, true, true]);
  expect([reaches(other, stack), reaches(team, other)]).toEqual([false, false]);
  expect([isAncestorOrSelf(app, team), isAncestorOrSelf(stack, team), isAncestorOrSelf(team, team)]).toEqual([true, true, true]);
  expect([isAncestorOrSelf(team, stack), isAncestorOrSelf(other, team)]).toEqual([false, false]);
  expect([scopeName(''), scopeName('test/Team')]).toEqual(['app', "'test/Team'"]);
});
