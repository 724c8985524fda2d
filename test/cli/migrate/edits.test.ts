import { Edits } from '../../../src/cli/migrate/edits';

describe('Edits', () => {
  test('applies replacements and insertions by original position', () => {
    const e = new Edits('abcdef');
    e.add(1, 3, 'X');
    e.add(4, 4, '+');
    expect(e.size).toBe(2);
    expect(e.apply()).toBe('aXd+ef');
  });

  test('two insertions at one point keep their order', () => {
    const e = new Edits('ab');
    e.add(1, 1, '1');
    e.add(1, 1, '2');
    expect(e.apply()).toBe('a12b');
  });

  test('an insertion at the start of a replaced range comes before it', () => {
    const e = new Edits('abc');
    e.add(1, 2, '');
    e.add(1, 1, 'I');
    expect(e.apply()).toBe('aIc');
  });

  test('render gives a range with its inner edits applied and takes them out; an outer edit carries them', () => {
    const e = new Edits('[one]');
    e.add(1, 4, 'two');
    const inner = e.render(0, 5);
    expect(inner).toBe('[two]');
    expect(e.size).toBe(0);
    e.add(0, 5, `${inner}, ${inner}`);
    expect(e.apply()).toBe('[two], [two]');
  });

  test('an edit containing others replaces them; covers() tells edited positions', () => {
    const e = new Edits('abcdef');
    e.add(2, 3, 'x');
    e.add(1, 5, 'Y');
    expect(e.covers(1)).toBe(true);
    expect(e.covers(5)).toBe(false);
    expect(e.apply()).toBe('aYf');
  });

  test('overlapping edits are an internal error, not a silent mix', () => {
    const e = new Edits('abcdef');
    e.add(1, 3, 'x');
    expect(() => e.add(2, 5, 'y')).toThrow('migrate: overlapping edits at 2-5 and 1-3 (an internal error; please report it with the file).');
  });
});
