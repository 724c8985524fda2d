import { Errors } from '../../../../src';
import { throwArgumentError } from '../../../../src/constructs/incident/private/arguments';
import { Problems } from '../../../../src/core/l2';

describe('throwArgumentError', () => {
  test('nothing without problems', () => {
    expect(() => throwArgumentError('X.y', new Problems())).not.toThrow();
  });

  test('an ArgumentError (a TypeError) whose message starts with the function, like core\'s', () => {
    const p = new Problems();
    p.add('a', 'is wrong.', { received: 1, allowed: 'two', fix: 'write 2.' });
    let thrown: any;
    try {
      throwArgumentError('X.y', p);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect(Errors.isArgumentError(thrown)).toBe(true);
    expect(thrown.message).toBe('[X.y] a: is wrong. Received: 1. Allowed: two. Fix: write 2.');
    expect(thrown.api).toBe('X.y');
    expect(thrown.fields).toEqual(['a']);
    p.add('b', 'is missing.', { fix: 'set b.' });
    expect(() => throwArgumentError('X.y', p)).toThrow('[X.y] 2 problems:\n  - a: is wrong. Received: 1. Allowed: two. Fix: write 2.\n  - b: is missing. Fix: set b.');
  });
});
