/**
 * Unified diffs of the files migrate and convert would write (`--dry-run` prints them): `--- a/<rel>`,
 * `+++ b/<rel>` (`--- /dev/null` for a new file), hunks with three lines of context, `\ No newline at
 * end of file` where a side ends without one. The line diff is Myers' O(ND) algorithm in linear
 * space (the middle snake, divide and conquer), after the common head and tail are set aside: a
 * shortest edit script, fast on files with few changes (a 5,000-line file with scattered edits
 * takes milliseconds). Not part of the jsii API.
 */
import { FileChange } from './report';
import { relativeTo } from './report-render';

/** One line of an edit script: kept, removed from the old text, or added in the new. */
export type DiffOp = { readonly kind: ' ' | '-' | '+'; readonly line: string };

/** Lines with their terminator kept (`a\nb` is `['a\n', 'b']`), so that a missing final newline is a difference. */
export function splitLines(text: string): string[] {
  const lines = text.split('\n').map((l) => `${l}\n`);
  const last = lines.pop()!;
  if (last !== '\n') lines.push(last.slice(0, -1));
  return lines;
}

/** A shortest edit script from `a` to `b`: between two kept lines, the removed lines come before the added ones. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffOp[] {
  const ids = new Map<string, number>();
  const id = (l: string) => {
    let n = ids.get(l);
    if (n === undefined) ids.set(l, n = ids.size);
    return n;
  };
  const x = Int32Array.from(a, id);
  const y = Int32Array.from(b, id);
  const ops: DiffOp[] = [];
  compare(x, 0, x.length, y, 0, y.length, (kind, i) => ops.push({ kind, line: kind === '+' ? b[i]! : a[i]! }));
  // Between two kept lines, the removed lines first, then the added ones (as diff prints them).
  const out: DiffOp[] = [];
  for (let i = 0; i < ops.length;) {
    if (ops[i]!.kind === ' ') {
      out.push(ops[i++]!);
      continue;
    }
    let j = i;
    while (j < ops.length && ops[j]!.kind !== ' ') j++;
    const run = ops.slice(i, j);
    out.push(...run.filter((o) => o.kind === '-'), ...run.filter((o) => o.kind === '+'));
    i = j;
  }
  return out;
}

type Emit = (kind: ' ' | '-' | '+', index: number) => void;

/** The script from a[aLo, aHi) to b[bLo, bHi), emitted in order (indexes into a for ' ' and '-', into b for '+'). */
function compare(a: Int32Array, aLo: number, aHi: number, b: Int32Array, bLo: number, bHi: number, emit: Emit): void {
  let head = 0;
  while (aLo + head < aHi && bLo + head < bHi && a[aLo + head] === b[bLo + head]) head++;
  for (let i = 0; i < head; i++) emit(' ', aLo + i);
  aLo += head;
  bLo += head;
  let tail = 0;
  while (aHi - tail > aLo && bHi - tail > bLo && a[aHi - tail - 1] === b[bHi - tail - 1]) tail++;
  const aEnd = aHi - tail;
  const bEnd = bHi - tail;
  if (aLo === aEnd) {
    for (let j = bLo; j < bEnd; j++) emit('+', j);
  } else if (bLo === bEnd) {
    for (let i = aLo; i < aEnd; i++) emit('-', i);
  } else {
    const [sx, sy] = split(a, aLo, aEnd, b, bLo, bEnd);
    if (sx === undefined) {
      for (let i = aLo; i < aEnd; i++) emit('-', i);
      for (let j = bLo; j < bEnd; j++) emit('+', j);
    } else {
      compare(a, aLo, sx, b, bLo, sy!, emit);
      compare(a, sx, aEnd, b, sy!, bEnd, emit);
    }
  }
  for (let i = 0; i < tail; i++) emit(' ', aEnd + i);
}

/**
 * Where a shortest path from the start to the end of the two ranges crosses the middle (the
 * forward and the backward searches meet): both halves are then diffed on their own. The ranges
 * differ in their first and their last line (compare set the common head and tail aside), so the
 * point is never a corner. Undefined when the ranges have no line in common.
 */
function split(a: Int32Array, aLo: number, aHi: number, b: Int32Array, bLo: number, bHi: number): [number | undefined, number | undefined] {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.ceil((n + m) / 2);
  const offset = maxD;
  const size = 2 * maxD + 2;
  const v1 = new Int32Array(size).fill(-1);
  const v2 = new Int32Array(size).fill(-1);
  v1[offset + 1] = 0;
  v2[offset + 1] = 0;
  const delta = n - m;
  const front = delta % 2 !== 0;
  let k1start = 0;
  let k1end = 0;
  let k2start = 0;
  let k2end = 0;
  for (let d = 0; d < maxD; d++) {
    for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
      const k1o = offset + k1;
      let x1 = k1 === -d || (k1 !== d && v1[k1o - 1]! < v1[k1o + 1]!) ? v1[k1o + 1]! : v1[k1o - 1]! + 1;
      let y1 = x1 - k1;
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1++;
        y1++;
      }
      v1[k1o] = x1;
      if (x1 > n) {
        k1end += 2;
      } else if (y1 > m) {
        k1start += 2;
      } else if (front) {
        const k2o = offset + delta - k1;
        if (k2o >= 0 && k2o < size && v2[k2o] !== -1 && x1 >= n - v2[k2o]!) return [aLo + x1, bLo + y1];
      }
    }
    for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
      const k2o = offset + k2;
      let x2 = k2 === -d || (k2 !== d && v2[k2o - 1]! < v2[k2o + 1]!) ? v2[k2o + 1]! : v2[k2o - 1]! + 1;
      let y2 = x2 - k2;
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2++;
        y2++;
      }
      v2[k2o] = x2;
      if (x2 > n) {
        k2end += 2;
      } else if (y2 > m) {
        k2start += 2;
      } else if (!front) {
        const k1o = offset + delta - k2;
        if (k1o >= 0 && k1o < size && v1[k1o] !== -1) {
          const x1 = v1[k1o]!;
          const y1 = offset + x1 - k1o;
          if (x1 >= n - x2) return [aLo + x1, bLo + y1];
        }
      }
    }
  }
  return [undefined, undefined];
}

/** The hunks of an edit script, `context` lines around each change, hunks whose context touches merged. */
export function hunks(ops: readonly DiffOp[], context = 3): string[] {
  const changed: number[] = [];
  ops.forEach((op, i) => {
    if (op.kind !== ' ') changed.push(i);
  });
  const out: string[] = [];
  let i = 0;
  while (i < changed.length) {
    const start = Math.max(0, changed[i]! - context);
    let end = changed[i]!;
    while (i < changed.length && changed[i]! - end <= 2 * context + 1) end = changed[i++]!;
    const stop = Math.min(ops.length, end + context + 1);
    let oldStart = 1;
    let newStart = 1;
    for (let j = 0; j < start; j++) {
      if (ops[j]!.kind !== '+') oldStart++;
      if (ops[j]!.kind !== '-') newStart++;
    }
    const body: string[] = [];
    let oldCount = 0;
    let newCount = 0;
    for (let j = start; j < stop; j++) {
      const op = ops[j]!;
      if (op.kind !== '+') oldCount++;
      if (op.kind !== '-') newCount++;
      body.push(op.line.endsWith('\n') ? `${op.kind}${op.line.slice(0, -1)}` : `${op.kind}${op.line}\n\\ No newline at end of file`);
    }
    out.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n${body.join('\n')}\n`);
  }
  return out;
}

/** `start,count` as diff writes it: the count left out when it is 1, the line before when it is 0. */
function range(start: number, count: number): string {
  if (count === 1) return `${start}`;
  return `${count === 0 ? start - 1 : start},${count}`;
}

/** The unified diff of one file, '' when the text is the same. `rel` is its path relative to the root, with `/`. */
export function fileDiff(rel: string, before: string | undefined, after: string): string {
  if (before === after) return '';
  const ops = diffLines(before === undefined ? [] : splitLines(before), splitLines(after));
  const body = hunks(ops).join('');
  if (!body) return '';
  return `--- ${before === undefined ? '/dev/null' : `a/${rel}`}\n+++ b/${rel}\n${body}`;
}

/** The unified diff of every change, in the order given, paths relative to `root`. */
export function unifiedDiff(changes: readonly FileChange[], root: string): string {
  return changes.map((c) => fileDiff(relativeTo(root, c.path), c.before, c.after)).join('');
}
