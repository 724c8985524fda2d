import { TerraformVariable, App, TerraformStack } from 'cdktn';
import { Finding } from '../../../src/core/runtime/acknowledgements';
import { at, bool, displayPath, items, known, num, obj, runRules, str, strings, TypeRule } from '../../../src/core/runtime/type-rules';

describe('type rule helpers', () => {
  const s = new TerraformStack(new App(), 's');
  const tok = new TerraformVariable(s, 'v', { type: 'string' }).stringValue;
  const list = new TerraformVariable(s, 'l', { type: 'list(string)' }).listValue;

  test('displayPath camelCases Terraform names and keeps indices', () => {
    expect(displayPath('replication_specs[0].region_configs[12].electable_specs.disk_iops')).toBe('replicationSpecs[0].regionConfigs[12].electableSpecs.diskIops');
  });

  test('tokens are never values', () => {
    expect([known(tok), known(undefined), known(null), known('x')]).toEqual([false, false, false, true]);
    expect([str(tok), str('x'), str(1)]).toEqual([undefined, 'x', undefined]);
    expect([num(1), num('1'), bool(false), bool('false')]).toEqual([1, undefined, false, undefined]);
    expect([obj({ a: 1 }), obj([]), obj(null)]).toEqual([{ a: 1 }, undefined, undefined]);
    expect(items(list)).toEqual([]);
    expect(items([{ a: 1 }, tok, { b: 2 }])).toEqual([[{ a: 1 }, 0], [{ b: 2 }, 2]]);
    expect(items({ a: 1 })).toEqual([[{ a: 1 }, 0]]);
    expect(strings(['a', tok, 1, 'b'])).toEqual(['a', 'b']);
    expect([at('x', [], 2), at('x', {}, 0)]).toEqual(['x[2]', 'x']);
  });

  test('runRules reports with the rule id and level, and turns a throwing rule into a finding', () => {
    const rules: TypeRule[] = [
      { id: 'rule:t/a', summary: 's', enforcedBy: 'x.go: f', check: (input, report) => report('some_field', 'is wrong.', { received: input.some_field, allowed: 'b', fix: 'write b.' }) },
      { id: 'rule:t/b', summary: 's', documentedIn: 'x.md', level: 'warning', check: (_i, report) => report('x', 'warns.', { receivedText: 'it in words' }) },
      { id: 'rule:t/c', summary: 's', enforcedBy: 'x.go: f', check: () => { throw new Error('boom'); } },
    ];
    const out: Finding[] = [];
    out.push(...runRules(rules, { some_field: 'a' }, undefined, { now: 0 })!);
    expect(out).toEqual([
      { id: 'rule:t/a', level: 'error', problem: { field: 'someField', problem: 'is wrong.', received: '"a"', allowed: 'b', fix: 'write b.' } },
      { id: 'rule:t/b', level: 'warning', problem: { field: 'x', problem: 'warns.', received: 'it in words', allowed: undefined, fix: undefined } },
      { id: 'rule:t/c', level: 'error', problem: { field: '(input)', problem: 'rule rule:t/c could not be evaluated (it threw an Error at test/core/runtime/type-rules.test.ts:30:83); this is a bug in terrain-constructs.', received: undefined, allowed: undefined, fix: 'report it, and acknowledge the rule meanwhile.' } },
    ]);
  });
});

describe('displayPath of map keys', () => {
  test('a quoted map key is data: it keeps its spelling', () => {
    expect(displayPath('entries["payments-api"].attribute_values["a_b"].array_value')).toBe('entries["payments-api"].attributeValues["a_b"].arrayValue');
  });
});
