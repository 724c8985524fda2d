import { App, TerraformStack, Testing, TerraformVariable } from 'cdktn';
import { addValidations, isKnown, oneOf, Problems, requireProps, sameValue, throwIfProblems } from '../../src/core/validation';
import { errorOf } from '../util';

describe('validation helpers', () => {
  test('Problems collects every problem with its fix; required props name what they take', () => {
    const p = new Problems();
    p.required({ a: undefined, b: 1 } as any, ['a', 'b'], { a: 'a thing' });
    p.add('c', 'is wrong.', { received: 'x', allowed: 'y', fix: 'write y.' });
    p.addRendered('d', 'is off.', '3 + 1 = 4', { fix: 'make it 3.' });
    expect(p.list).toEqual([
      { field: 'a', problem: 'is required.', received: 'undefined', allowed: 'a thing', fix: 'set a.' },
      { field: 'c', problem: 'is wrong.', received: '"x"', allowed: 'y', fix: 'write y.' },
      { field: 'd', problem: 'is off.', received: '3 + 1 = 4', allowed: undefined, fix: 'make it 3.' },
    ]);
    expect(p.length).toBe(3);
  });

  test('throwIfProblems throws all at once; requireProps names a missing props object', () => {
    const s = new TerraformStack(new App(), 's');
    expect(() => throwIfProblems(s, [])).not.toThrow();
    expect(errorOf(() => requireProps(s, undefined))).toBe(
      "[s] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    expect(() => requireProps(s, {})).not.toThrow();
  });

  test('synth-time validations report each problem on the construct path', () => {
    const s = new TerraformStack(new App(), 's');
    addValidations(s, () => [{ field: 'f', problem: 'is bad.', fix: 'fix it.' }]);
    expect(errorOf(() => Testing.synth(s, true))).toContain('[s] f: is bad. Fix: fix it.');
  });

  test('isKnown and oneOf', () => {
    const s = new TerraformStack(new App(), 's');
    expect([isKnown('a'), isKnown(undefined), isKnown(new TerraformVariable(s, 'v', { type: 'string' }).stringValue)]).toEqual([true, false, false]);
    expect([oneOf([]), oneOf(['a']), oneOf(['a', 'b', 'c'])]).toEqual(['', 'a', 'a, b or c']);
  });

  test('sameValue: equal values, and one reference read twice; not two references, nor one name in two stacks', () => {
    const app = new App();
    const a = new TerraformStack(app, 'a');
    const b = new TerraformStack(app, 'b');
    const va = new TerraformVariable(a, 'project', { type: 'string' });
    const vb = new TerraformVariable(b, 'project', { type: 'string' });
    const other = new TerraformVariable(a, 'other', { type: 'string' });
    expect(sameValue('x', 'x')).toBe(true);
    expect(sameValue('x', 'y')).toBe(false);
    expect(va.stringValue === va.stringValue).toBe(false); // why this helper exists
    expect(sameValue(va.stringValue, va.stringValue)).toBe(true);
    expect(sameValue(`p-${va.stringValue}`, `p-${va.stringValue}`)).toBe(true);
    expect(sameValue(`p-${va.stringValue}`, `q-${va.stringValue}`)).toBe(false);
    expect(sameValue(va.stringValue, other.stringValue)).toBe(false);
    expect(sameValue(va.stringValue, vb.stringValue)).toBe(false);
    expect(sameValue(va.stringValue, '${var.project}')).toBe(false);
    expect(sameValue(undefined, 'x')).toBe(false);
  });
});
