import { App, TerraformStack } from 'cdktn';
import { TerrainTesting } from '../../../src';
import { BindContext, bindOptions, OptionKeys, Problems } from '../../../src/core/l2';

const KEYS = new OptionKeys<'SlackOptions'>({ SlackOptions: { channel: 0, token: 0 } });

function context(): BindContext {
  return new BindContext(new TerraformStack(new App(), 's'));
}

describe('BindContext', () => {
  test('holds the construct and the problems (a new list when none is given); counts them; warns on the construct', () => {
    const s = new TerraformStack(new App(), 's');
    const p = new Problems();
    const ctx = new BindContext(s, p);
    expect(ctx.scope).toBe(s);
    expect(ctx.problems).toBe(p);
    expect(new BindContext(s).problems).toBeInstanceOf(Problems);
    expect(ctx.problemCount).toBe(0);
    p.add('f', 'is bad.', { id: 'test:bad', fix: 'fix it.' });
    expect(ctx.problemCount).toBe(1);
    ctx.warn('test:advice', 'think again.');
    TerrainTesting.synth(s); // warnings are reported at synth
    expect(TerrainTesting.warnings(s)).toEqual(['s: [test:advice] think again.']);
  });

  test('a family subclasses it for what its variants need besides', () => {
    class LevelContext extends BindContext {
      constructor(parent: BindContext, public readonly urgency: string) {
        super(parent.scope, parent.problems);
      }
    }
    const parent = context();
    const level = new LevelContext(parent, 'high');
    level.problems.add('notify[0]', 'is bad.', { id: 'test:bad', fix: 'fix it.' });
    expect([level.urgency, parent.problemCount]).toEqual(['high', 1]);
  });
});

describe('bindOptions', () => {
  test('the options a factory recorded, checked where the variant was passed', () => {
    const ctx = context();
    expect(bindOptions(ctx, KEYS, { channel: '#db' }, 'SlackOptions', 'notifications[0]', 'Target.slack')).toEqual({ channel: '#db' });
    expect(bindOptions(ctx, KEYS, { chanel: '#db' }, 'SlackOptions', 'notifications[1]', 'Target.slack')).toEqual({ chanel: '#db' });
    expect(ctx.problems.list.map((x) => `${x.id} ${x.field}: ${x.problem}`)).toEqual(['l2:unknown-option notifications[1].chanel: unknown option; did you mean channel?']);
  });

  test('no options object: one problem, and an empty object to read', () => {
    for (const v of [undefined, null, 7, 'x', [1]]) {
      const ctx = context();
      expect(bindOptions(ctx, KEYS, v as any, 'SlackOptions', 'notifications[0]', 'Target.slack')).toEqual({});
      expect(ctx.problems.list).toEqual([{
        id: 'l2:no-options-object',
        field: 'notifications[0]',
        problem: 'was made by Target.slack with no options object.',
        received: expect.any(String),
        allowed: 'an object (struct)',
        fix: 'pass the options, e.g. Target.slack({ ... }).',
      }]);
    }
  });
});
