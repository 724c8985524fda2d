import { App } from 'cdktn';
import { Construct } from 'constructs';
import { DefinableExpression, EngineContext, ExpressionShape } from '../../../../../src/constructs/incident/expressions/private/engine';
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
