/**
 * The unified diff of --dry-run (src/cli/diff.ts): exact output for a modified file, a new file, no
 * change, hunks merged or apart by their context, a missing final newline; the edit script is a
 * shortest one (checked against the textbook LCS table on random texts) and rebuilds both sides;
 * a 5,000-line file is diffed fast.
 */
import { diffLines, fileDiff, hunks, splitLines, unifiedDiff } from '../../src/cli/diff';

const lines = (n: number, f = (i: number) => `line ${i}`) => Array.from({ length: n }, (_, i) => `${f(i + 1)}\n`).join('');

describe('fileDiff', () => {
  test('a changed line in the middle: three lines of context each side', () => {
    const before = lines(10);
    const after = before.replace('line 5\n', 'line five\n');
    expect(fileDiff('src/main.ts', before, after)).toBe([
      '--- a/src/main.ts',
      '+++ b/src/main.ts',
      '@@ -2,7 +2,7 @@',
      ' line 2', ' line 3', ' line 4', '-line 5', '+line five', ' line 6', ' line 7', ' line 8', '',
    ].join('\n'));
  });

  test('changes 6 unchanged lines apart share one hunk; 7 apart make two', () => {
    const before = lines(30);
    const near = before.replace('line 5\n', 'x\n').replace('line 12\n', 'y\n');
    expect(fileDiff('f', before, near).match(/^@@.*$/gm)).toEqual(['@@ -2,14 +2,14 @@']);
    const far = before.replace('line 5\n', 'x\n').replace('line 13\n', 'y\n');
    expect(fileDiff('f', before, far).match(/^@@.*$/gm)).toEqual(['@@ -2,7 +2,7 @@', '@@ -10,7 +10,7 @@']);
  });

  test('insertions and deletions at the edges; counts of one and zero as diff writes them', () => {
    expect(fileDiff('f', 'a\n', 'a\nb\n')).toBe('--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n');
    expect(fileDiff('f', 'a\nb\n', 'b\n')).toBe('--- a/f\n+++ b/f\n@@ -1,2 +1 @@\n-a\n b\n');
    expect(fileDiff('f', 'a\n', '')).toBe('--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n');
    expect(fileDiff('f', '', 'a\n')).toBe('--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n');
  });

  test('a new file is diffed against /dev/null', () => {
    expect(fileDiff('main.ts', undefined, 'one\ntwo\n')).toBe('--- /dev/null\n+++ b/main.ts\n@@ -0,0 +1,2 @@\n+one\n+two\n');
  });

  test('no change, no diff', () => {
    expect(fileDiff('f', 'same\n', 'same\n')).toBe('');
    expect(unifiedDiff([{ path: '/p/a.ts', before: 'x', after: 'x' }], '/p')).toBe('');
  });

  test('a side without a final newline is marked', () => {
    expect(fileDiff('f', 'a\nb', 'a\nb\n')).toBe('--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n');
    expect(fileDiff('f', 'a\n', 'a\nc')).toBe('--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+c\n\\ No newline at end of file\n');
  });

  test('every change, in order, with paths relative to the root', () => {
    expect(unifiedDiff([
      { path: '/p/src/b.ts', before: 'b\n', after: 'B\n' },
      { path: '/p/a.ts', after: 'new\n' },
    ], '/p')).toBe('--- a/src/b.ts\n+++ b/src/b.ts\n@@ -1 +1 @@\n-b\n+B\n--- /dev/null\n+++ b/a.ts\n@@ -0,0 +1 @@\n+new\n');
  });
});

describe('diffLines', () => {
  /** The length of a longest common subsequence, by the table. */
  function lcs(a: string[], b: string[]): number {
    const t = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) t[i]![j] = a[i - 1] === b[j - 1] ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
    }
    return t[a.length]![b.length]!;
  }

  test('a shortest edit script that rebuilds both texts (400 random pairs)', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 400; k++) {
      const a = Array.from({ length: rnd(25) }, () => 'abcd'[rnd(4)]!);
      const b = rnd(3) ? a.filter(() => rnd(5) > 0).map((l) => (rnd(6) ? l : 'abcde'[rnd(5)]!)) : Array.from({ length: rnd(25) }, () => 'abcd'[rnd(4)]!);
      const ops = diffLines(a, b);
      expect(ops.filter((o) => o.kind !== '+').map((o) => o.line)).toEqual(a);
      ops.forEach((o, i) => {
        if (o.kind === '-') expect([i, ops[i - 1]?.kind]).not.toEqual([i, '+']);
      });
      expect(ops.filter((o) => o.kind !== '-').map((o) => o.line)).toEqual(b);
      expect([a, b, ops.filter((o) => o.kind === ' ').length]).toEqual([a, b, lcs(a, b)]);
    }
  });

  test('between two kept lines, every removed line comes before the added ones', () => {
    const ops = diffLines(['k', 'a', 'x', 'b', 'k2'], ['k', 'c', 'x', 'd', 'e', 'k2']).map((o) => `${o.kind}${o.line}`);
    expect(ops).toEqual([' k', '-a', '+c', ' x', '-b', '+d', '+e', ' k2']);
    const moved = diffLines(['p', 'one', 'two', 'q'], ['p', 'three', 'one', 'q']).map((o) => `${o.kind}${o.line}`);
    expect(moved).toEqual([' p', '+three', ' one', '-two', ' q']);
  });

  test('texts with no line in common: all removed, then all added', () => {
    expect(diffLines(['a', 'b'], ['c'])).toEqual([{ kind: '-', line: 'a' }, { kind: '-', line: 'b' }, { kind: '+', line: 'c' }]);
    expect(hunks(diffLines([], []))).toEqual([]);
  });

  test('a 5,000-line file with 50 scattered edits, and one rewritten whole (its speed is bench section 12\'s, not a test\'s)', () => {
    const before = lines(5000);
    const after = lines(5000, (i) => (i % 100 === 0 ? `edited ${i}` : `line ${i}`));
    expect(fileDiff('big.ts', before, after).match(/^@@/gm)).toHaveLength(50);
    const whole = diffLines(splitLines(before), splitLines(lines(5000, (i) => `other ${i}`)));
    expect(whole.filter((o) => o.kind === ' ')).toEqual([]);
  });

  test('splitLines keeps the terminators', () => {
    expect(splitLines('a\nb')).toEqual(['a\n', 'b']);
    expect(splitLines('a\n')).toEqual(['a\n']);
    expect(splitLines('')).toEqual([]);
  });
});
