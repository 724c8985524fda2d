/**
 * Judging at synth the tokens that may resolve to a literal (src/core/runtime/lazy-literals.ts):
 * each literal is checked like one given directly, and put into a copy of the rendered input (at
 * its Terraform path) for the type rules. Through the generated L1s: test/core/literal-tokens.test.ts.
 */
import { App, Lazy, TerraformStack, TerraformVariable } from 'cdktn';
import { formatProblem } from '../../../src/core/base/errors';
import { REQUIRED, Struct } from '../../../src/core/runtime/descriptors';
import { judgeLazies, tfPathOf, withValue } from '../../../src/core/runtime/lazy-literals';
import { LazySite } from '../../../src/core/runtime/render-context';

const rule: Struct = { f: [{ t: 'target_port', y: 'n' }, { t: 'labels', y: ['m', 's'] }] };
const struct: Struct = {
  f: [
    { t: 'name', y: 's', f: REQUIRED },
    { t: 'size', y: 'n', v: { id: 'value:demo.size', lo: 1, hi: 3 } },
    { t: 'rules', y: { k: 'l', s: rule } },
    { t: 'settings', y: { k: 'o', s: { f: [{ t: 'mode', y: 's' }] }, b: 1 } },
    { t: 'tags', y: ['m', 's'] },
    { t: 'zones', y: ['l', 's'] },
    { t: 'labels', y: { k: 'm', s: { f: [{ t: 'value', y: 's' }] } } },
  ],
};
const field = (t: string) => struct.f.find((f) => f.t === t)!;

describe('tfPathOf', () => {
  test('a field path in the construct\'s names, read along the struct into Terraform names', () => {
    expect(tfPathOf(struct, 'rules[0].targetPort')).toEqual(['rules', 0, 'target_port']);
    expect(tfPathOf(struct, 'rules[2].labels.env')).toEqual(['rules', 2, 'labels', 'env']);
    expect(tfPathOf(struct, 'tags["a b"]')).toEqual(['tags', 'a b']);
    expect(tfPathOf(struct, 'zones[1]')).toEqual(['zones', 1]);
    expect(tfPathOf(struct, 'labels.env.value')).toEqual(['labels', 'env', 'value']);
    expect(tfPathOf(struct, 'settings.mode')).toEqual(['settings', 'mode']);
  });
  test('undefined when the path does not fit the struct', () => {
    expect([tfPathOf(struct, 'nmae'), tfPathOf(struct, 'rules.targetPort'), tfPathOf(struct, 'zones.a'), tfPathOf(struct, 'name.x'), tfPathOf(struct, 'tags[0]')])
      .toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('withValue', () => {
  test('a copy with the value at the path; only the objects along the way are copied, once each', () => {
    const root: any = { name: 'w', rules: [{ target_port: 1 }, { target_port: 2 }], tags: { a: 'b' } };
    const copied = new Set<object>();
    const once = withValue(root, ['rules', 0, 'target_port'], 8, copied);
    const twice = withValue(once, ['rules', 1, 'target_port'], 9, copied);
    expect(twice).toBe(once);
    expect(twice).toEqual({ name: 'w', rules: [{ target_port: 8 }, { target_port: 9 }], tags: { a: 'b' } });
    expect(root.rules).toEqual([{ target_port: 1 }, { target_port: 2 }]);
    expect(twice.tags).toBe(root.tags);
  });
  test('keeps the keys that are not enumerated (a dynamic block under its own key); stops at a token', () => {
    const root: any = { name: 'w' };
    Object.defineProperty(root, 'rules', { value: 'dynamic', enumerable: false, writable: true, configurable: true });
    const out: any = withValue(root, ['name'], 'x', new Set());
    expect([out.name, out.rules, Object.keys(out)]).toEqual(['x', 'dynamic', ['name']]);
    const lazy = Lazy.anyValue({ produce: () => ({}) });
    const inToken: any = withValue({ settings: lazy }, ['settings', 'mode'], 'fast', new Set());
    expect(inToken.settings).toBe(lazy);
  });
});

describe('judgeLazies', () => {
  const stack = new TerraformStack(new App(), 's');
  const ref = new TerraformVariable(stack, 'v', {});
  const site = (path: string, t: string, v: unknown, extra: Partial<LazySite> = {}): LazySite =>
    ({ path, f: field(t), y: field(t).y, v, input: t, ...extra });

  test('a literal of the right type goes into a copy of the input at its Terraform path; a reference stays as it is', () => {
    const out = { name: 'w', size: 'TOKEN', rules: [{ target_port: 'TOKEN' }] };
    const judged = judgeLazies(stack, struct, out, [
      site('size', 'size', Lazy.numberValue({ produce: () => 2 })),
      site('name', 'name', ref.stringValue),
      site('rules[0].targetPort', 'rules', Lazy.numberValue({ produce: () => 443 }), { f: rule.f[0], y: 'n', input: 'rules' }),
    ]);
    expect(judged).toEqual({ input: { name: 'w', size: 2, rules: [{ target_port: 443 }] }, findings: undefined, problems: [] });
    expect(out).toEqual({ name: 'w', size: 'TOKEN', rules: [{ target_port: 'TOKEN' }] });
  });

  test('a literal of the wrong type, or nothing for a required field, is a problem; the input is left as it was', () => {
    const out = { name: 'TOKEN', size: 'TOKEN' };
    const judged = judgeLazies(stack, struct, out, [
      site('size', 'size', Lazy.anyValue({ produce: () => 'big' })),
      site('name', 'name', Lazy.anyValue({ produce: () => undefined })),
    ]);
    expect(judged.input).toBe(out);
    expect(judged.problems.map(formatProblem)).toEqual([
      'size: expected a number. Received: "big". Allowed: a number.',
      'name: is required, but its token resolved to nothing. Received: undefined. Allowed: a string. Fix: make the token produce a value.',
    ]);
  });

  test('a value check finds an out-of-range literal, with its input', () => {
    const judged = judgeLazies(stack, struct, { size: 'TOKEN' }, [site('size', 'size', Lazy.numberValue({ produce: () => 7 }))]);
    expect(judged.problems).toEqual([]);
    expect(judged.findings?.map((f) => [f.id, f.input, f.problem.field])).toEqual([['value:demo.size', 'size', 'size']]);
  });
});
