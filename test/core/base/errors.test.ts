import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { describeValue, Errors, formatProblem, formatProblems, ValidationError } from '../../../src/core/base/errors';

describe('errors', () => {
  test('one problem as a line, several as a list under the construct path', () => {
    const p = { field: 'a.b', problem: 'is wrong.', received: '1', allowed: '0, 1, 2, ...', fix: 'set it.' };
    expect(formatProblem(p)).toBe('a.b: is wrong. Received: 1. Allowed: 0, 1, 2, ... Fix: set it.');
    expect(formatProblems('s/c', [p])).toBe('[s/c] a.b: is wrong. Received: 1. Allowed: 0, 1, 2, ... Fix: set it.');
    expect(formatProblems('s/c', [p, { field: 'x', problem: 'is missing.' }])).toBe(
      '[s/c] 2 problems:\n  - a.b: is wrong. Received: 1. Allowed: 0, 1, 2, ... Fix: set it.\n  - x: is missing.');
  });

  test('ValidationError knows its construct and fields, across copies of the library', () => {
    const s = new TerraformStack(new App(), 's');
    const e = new ValidationError(s, [{ field: 'f', problem: 'p.' }]);
    expect([e.constructPath, e.fields, e.message]).toEqual(['s', ['f'], '[s] f: p.']);
    expect(Errors.isValidationError(e)).toBe(true);
    expect(Errors.isValidationError(new Error('x'))).toBe(false);
    expect(Errors.isValidationError({ [Symbol.for('terrain-constructs.ValidationError')]: true })).toBe(true);
  });

  test('values are described short, and tokens as tokens', () => {
    const s = new TerraformStack(new App(), 's');
    expect(describeValue('x'.repeat(70))).toBe(`"${'x'.repeat(57)}..."`);
    expect(describeValue([1, 2])).toBe('a list of 2 items');
    expect(describeValue({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 })).toBe('an object with keys a, b, c, d, e, f, ...');
    expect(describeValue({})).toBe('an empty object');
    expect(describeValue(new TerraformVariable(s, 'v', { type: 'string' }).stringValue)).toBe('a string token (a value Terraform knows only when it plans or applies)');
    expect([describeValue(undefined), describeValue(null), describeValue(true), describeValue(() => 1)]).toEqual(['undefined', 'null', 'true', 'a function']);
  });
});
