import { bindOptions, OptionKeys, Problems } from '../../../src/core/l2';

const KEYS = new OptionKeys<'SlackOptions'>({ SlackOptions: { channel: 0, token: 0 } });

describe('bindOptions', () => {
  test('the options a factory recorded, checked where the variant was passed', () => {
    const p = new Problems();
    expect(bindOptions(p, KEYS, { channel: '#db' }, 'SlackOptions', 'notifications[0]', 'Target.slack')).toEqual({ channel: '#db' });
    expect(bindOptions(p, KEYS, { chanel: '#db' }, 'SlackOptions', 'notifications[1]', 'Target.slack')).toEqual({ chanel: '#db' });
    expect(p.list.map((x) => `${x.field}: ${x.problem}`)).toEqual(['notifications[1].chanel: unknown option; did you mean channel?']);
  });

  test('no options object: one problem, and an empty object to read', () => {
    for (const v of [undefined, null, 7, 'x', [1]]) {
      const p = new Problems();
      expect(bindOptions(p, KEYS, v as any, 'SlackOptions', 'notifications[0]', 'Target.slack')).toEqual({});
      expect(p.list).toEqual([{
        field: 'notifications[0]',
        problem: 'was made by Target.slack with no options object.',
        received: expect.any(String),
        allowed: 'an object (struct)',
        fix: 'pass the options, e.g. Target.slack({ ... }).',
      }]);
    }
  });
});
