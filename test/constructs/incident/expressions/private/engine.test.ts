import { App } from 'cdktn';
import { Construct } from 'constructs';
import { DefinableExpression, EngineContext, ExpressionShape, pathOf } from '../../../../../src/constructs/incident/expressions/private/engine';
import { formatProblem } from '../../../../../src/core/base/errors';
import { BindContext, Problems } from '../../../../../src/core/l2/index';
import { TerrainTesting } from '../../../../../src/index';

/** A minimal expression: its name, and what it renders (defining `uses` first). */
function expr(name: unknown, uses: DefinableExpression[] = []): DefinableExpression {
  return {
    _name: name,
    _bind(ctx: EngineContext, field: string): ExpressionShape {
      uses.forEach((u) => ctx.define(u, `${field}.uses`));
      return { label: String(name), reference: String(name), rootReference: 'payload', operations: [] };
    },
  };
}

describe('EngineContext', () => {
  test('defines each expression once, in the order of their references', () => {
    const ctx = new EngineContext(new Construct(new App(), 's'), new Problems(), 'source');
    const b = expr('b');
    ctx.define(expr('c', [b]), 'x');
    ctx.define(b, 'y');
    expect(ctx.expressions().map((e) => e.reference)).toEqual(['b', 'c']);
    expect(ctx.what).toBe('an alert source');
  });

  test('an expression that uses itself while it renders is a cycle', () => {
    const p = new Problems();
    const ctx = new EngineContext(new Construct(new App(), 's'), p, 'route');
    const uses: DefinableExpression[] = [];
    const a = expr('a', uses);
    uses.push(a);
    ctx.define(a, 'f');
    expect(p.list.map((x) => `${x.field}: ${x.problem}`)).toEqual([
      'f.uses: refers to the expression "a" from inside that expression: the engine evaluates expressions in the order they use each other, and a cycle has none.',
    ]);
    expect(ctx.what).toBe('an alert route');
  });

  test('a name that is no string is left to the expression to report', () => {
    const ctx = new EngineContext(new Construct(new App(), 's'), new Problems(), 'source');
    ctx.define(expr(42), 'f');
    expect(ctx.expressions()).toEqual([]);
  });

  test('is the kit\'s BindContext: the construct, the problems, and advice with a stable id on the construct', () => {
    const scope = new Construct(new App(), 's');
    const p = new Problems();
    const ctx = new EngineContext(scope, p, 'route');
    expect(ctx).toBeInstanceOf(BindContext);
    expect([ctx.scope, ctx.problems, ctx.where]).toEqual([scope, p, 'route']);
    ctx.warn('incident:test-advice', 'think again.');
    expect(TerrainTesting.warnings(scope)).toEqual(['s: [incident:test-advice] think again.']);
  });
});

describe('refused literals and their override', () => {
  const parts = { id: 'incident:test-refused', received: 'payments', allowed: 'an entry', fix: 'pass the entry' };

  test('pathOf names a value inside an L1 config as Terraform\'s JSON does (snake case, list indexes, defaultAttribute as default); undefined when absent', () => {
    const marker = { literal: 'x' };
    const config = { alertSources: [{ alertSourceId: 'a' }, { conditionGroups: [{ conditions: [{ paramBindings: [{ arrayValue: [{ literal: 'y' }, marker] }] }] }] }] };
    expect(pathOf(config, marker)).toBe('alert_sources.1.condition_groups.0.conditions.0.param_bindings.0.array_value.1');
    expect(pathOf({ groupingConfig: { defaultAttribute: { w: marker } } }, marker)).toBe('grouping_config.default.w');
    expect(pathOf({ elseBranch: { result: { value: marker } } }, marker)).toBe('else_branch.result.value');
    expect(pathOf({ a: [{ literal: 'x' }] }, marker)).toBeUndefined();
    expect(pathOf(undefined, marker)).toBeUndefined();
    // A cyclic value the user passed (a route's name given an object from JavaScript) is walked once, not 2^30 times.
    const cycle: any = { a: 1 };
    cycle.self = cycle;
    cycle.list = [cycle, cycle];
    expect(pathOf({ name: cycle, alertSources: [{ conditionGroups: [{ marker }] }] }, marker)).toBe('alert_sources.0.condition_groups.0.marker');
    expect(pathOf({ name: cycle }, marker)).toBeUndefined();
  });

  test('a refused literal says how to send it as it is; completeOverrides names the exact override, and leaves other problems alone', () => {
    const p = new Problems();
    const ctx = new EngineContext(new Construct(new App(), 's'), p, 'route');
    const marker = { literal: 'payments' };
    p.add('before', 'is wrong.', { id: 'incident:other', fix: 'fix it.' });
    ctx.refuseLiteral('when.value', 'is no entry.', parts, marker, "it's");
    expect(ctx.hardProblemCount).toBe(1);
    expect(p.list.map(formatProblem)).toEqual([
      'before: is wrong. Fix: fix it.',
      "when.value: is no entry. Received: \"payments\". Allowed: an entry. Fix: pass the entry; or, to send 'it\\'s' as it is, pass an accepted value here and override the L1: "
      + "resource.addOverride('<the path of this value in the L1>', 'it\\'s').",
    ]);
    ctx.completeOverrides({ conditionGroups: [{ conditions: [{ paramBindings: [{ arrayValue: [marker] }] }] }] }, 'route');
    expect(p.list.map(formatProblem)).toEqual([
      'before: is wrong. Fix: fix it.',
      "when.value: is no entry. Received: \"payments\". Allowed: an entry. Fix: pass the entry; or, to send 'it\\'s' as it is, pass an accepted value here and override the L1: "
      + "route.resource.addOverride('condition_groups.0.conditions.0.param_bindings.0.array_value.0.literal', 'it\\'s').",
    ]);
  });
});

describe('checkScope: a reference that reads what the resource does not (incident:reference-scope)', () => {
  test('the payload on a route, the alert on a source; nothing else', () => {
    const route = new Construct(new App(), 'r');
    const source = new Construct(new App(), 's');
    const onRoute = new EngineContext(route, new Problems(), 'route');
    const onSource = new EngineContext(source, new Problems(), 'source');
    for (const ref of ['payload', 'payload.title', 'payload["a b"]', 'alert.title', 'expressions["x"]', 'payloads']) {
      onRoute.checkScope('f', ref);
      onSource.checkScope('f', ref, `{{ ${ref} }}`);
    }
    expect(TerrainTesting.warnings(route)).toEqual(['payload', 'payload.title', 'payload["a b"]'].map((r) => `r: [incident:reference-scope] f: refers to the event payload (${r}), which an alert route does not read: `
      + 'routes read the alert (EngineRef.alertTitle(), EngineRef.alertAttribute(attribute)). Bind the payload value to an alert attribute on the alert source '
      + '(source.bind(attribute, Binding.reference(EngineRef.payload(...)))), and refer to that attribute here.'));
    expect(TerrainTesting.warnings(source)).toEqual(['s: [incident:reference-scope] f: refers to the alert ({{ alert.title }}), which an alert source is building: '
      + 'a source template reads the event payload (EngineRef.payload(...)) and expressions over it.']);
  });
});
