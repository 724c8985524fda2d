import { App, TerraformStack } from 'cdktn';
import { TerrainTesting } from '../../../../src';
import { OptionProblems } from '../../../../src/constructs/mongodbatlas/private/option-problems';
import { formatProblem } from '../../../../src/core/base/errors';
import { BindContext, Problems } from '../../../../src/core/l2';

describe('OptionProblems', () => {
  test('the kit\'s checks report under the field where the variant was passed', () => {
    const p = new OptionProblems('authentication');
    p.required({ username: undefined } as { username?: string }, ['username'], { username: 'the name the user logs in with' });
    p.addRendered('password', 'expected a DatabasePassword.', 'a string (not shown)', { id: 'test:password', fix: 'wrap it.' });
    expect(p.list.map(formatProblem)).toEqual([
      'authentication.username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.',
      'authentication.password: expected a DatabasePassword. Received: a string (not shown). Fix: wrap it.',
    ]);
    expect(p.list.map((x) => x.id)).toEqual(['l2:required', 'test:password']);
  });

  test('report: the problems go to the context (after those it has), the advice is warned on its construct under each id', () => {
    const stack = new TerraformStack(new App(), 's');
    const ctx = new BindContext(stack, new Problems());
    ctx.problems.add('key', 'was made with no options object.', { id: 'l2:no-options-object', fix: 'pass the options.' });
    const p = new OptionProblems('key');
    p.add('region', 'is required.', { id: 'test:region', fix: 'set region.' });
    p.adviceOf('test:documented').add('tenantId', 'is set with a role.', { id: 'test:documented', received: 'x', fix: 'remove it.' });
    p.report(ctx);
    expect(ctx.problems.list.map((x) => x.field)).toEqual(['key', 'key.region']);
    TerrainTesting.synth(stack);
    expect(TerrainTesting.warnings(stack)).toEqual(['s: [test:documented] key.tenantId: is set with a role. Received: "x". Fix: remove it.']);
  });

  test('no advice: nothing is warned', () => {
    const stack = new TerraformStack(new App(), 's');
    const ctx = new BindContext(stack);
    new OptionProblems('key').report(ctx);
    TerrainTesting.synth(stack);
    expect([ctx.problemCount, TerrainTesting.warnings(stack)]).toEqual([0, []]);
  });
});
