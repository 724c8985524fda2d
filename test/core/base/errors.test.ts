import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { describeHidden, describeValue, Errors, formatProblem, formatProblems, printable, printableError, ValidationError } from '../../../src/core/base/errors';

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

describe('control characters are escaped wherever a path or a value is printed (issue 29)', () => {
  test('printable: C0, DEL, C1 and the line and paragraph separators as \\uNNNN; other text unchanged, twice the same', () => {
    expect(printable('a\u0000b\nc\u001fd\u007fe\u0085f\u2028g\u2029h')).toBe('a\\u0000b\\u000ac\\u001fd\\u007fe\\u0085f\\u2028g\\u2029h');
    expect(printable('plain é 🚨 ${x}')).toBe('plain é 🚨 ${x}');
    expect([printable('\u0000'), printable('\u0000')]).toEqual(['\\u0000', '\\u0000']);
  });

  test('a construct id with a NUL: the error, the field and the construct described are one line of text', () => {
    const s = new TerraformStack(new App(), 's');
    const c = new Construct(s, '\u0000');
    const e = new ValidationError(c, [{ field: 'tags["a\u0001"]', problem: 'is bad.', received: 'x\u2028y' }]);
    expect(e.message).toBe('[s/\\u0000] tags["a\\u0001"]: is bad. Received: x\\u2028y.');
    expect(describeValue(c)).toBe("the Construct 's/\\u0000'");
    expect(formatProblems('s/\u0007', [{ field: 'f', problem: 'p.' }, { field: 'g', problem: 'q.' }])).toBe('[s/\u0007] 2 problems:\n  - f: p.\n  - g: q.');
  });

  test('printableError: an error of a synth made printable line by line, in place; lines kept', () => {
    const e = new Error('Validation failed with the following errors:\n  [s/\u0000/Default] bad');
    expect(printableError(e)).toBe(e);
    expect(e.message).toBe('Validation failed with the following errors:\n  [s/\\u0000/Default] bad');
    expect(printableError('not an error')).toBe('not an error');
  });

  test('describeHidden: a secret is described by its kind only', () => {
    expect([describeHidden(987654321098), describeHidden('x'), describeHidden({ a: 1 }), describeHidden(['s'])])
      .toEqual(['a number (not shown: the field is sensitive)', 'a string (not shown: the field is sensitive)', 'an object (not shown: the field is sensitive)', 'a list of 1 item']);
  });
});
