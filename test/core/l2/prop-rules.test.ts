import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { checkRules, oneOfRule, PropRule } from '../../../src/core/l2';

interface Props { readonly mode?: string; readonly size?: number }

const RULES: ReadonlyArray<PropRule<Props>> = [
  oneOfRule('modes', 'mode', (p) => p.mode, ['A', 'B'], 'is not a mode.', "use 'A'."),
  { name: 'size', check: (p, problems) => { if ((p.size ?? 0) < 0) problems.add('size', 'is negative.', { id: 'test:negative', received: p.size, allowed: '0 or more', fix: 'use 0.' }); } },
];

describe('rule tables', () => {
  test('every rule in table order; one table, one function', () => {
    expect(checkRules(RULES, { mode: 'C', size: -1 }).list.map((x) => `${x.field}: ${x.problem} Received: ${x.received}. Allowed: ${x.allowed}. Fix: ${x.fix}`)).toEqual([
      'mode: is not a mode. Received: "C". Allowed: A or B. Fix: use \'A\'.',
      'size: is negative. Received: -1. Allowed: 0 or more. Fix: use 0.',
    ]);
    expect(checkRules(RULES, { mode: 'A', size: 1 }).list).toEqual([]);
  });

  test('a closed set does not judge what is unset or a token', () => {
    const mode = new TerraformVariable(new TerraformStack(new App(), 's'), 'm', { type: 'string' }).stringValue;
    expect(checkRules(RULES, {}).list).toEqual([]);
    expect(checkRules(RULES, { mode }).list).toEqual([]);
  });
});

test('a documented rule with level error is checked (the L2 refuses what the documentation calls invalid); without, it is advice', () => {
  const refuse: PropRule<{ size?: number }> = { name: 'size', documentedIn: 'docs/x.md', level: 'error', check: (p, problems) => { if ((p.size ?? 0) > 9) problems.add('size', 'is too large.', { id: 'test:size', received: p.size, fix: 'use 9.' }); } };
  const advice: PropRule<{ size?: number }> = { ...refuse, level: undefined, warningId: 'test:size-advice' };
  expect(checkRules([refuse], { size: 10 }).list.map((x) => x.id)).toEqual(['test:size']);
  expect(checkRules([advice], { size: 10 }).length).toBe(0);
});
