/**
 * Edit distance for "did you mean" hints, shared by the L1 runtime (a misspelt config key) and
 * the generator (a misspelt spec key). Not part of the public API.
 */

/** Levenshtein distance of `a` and `b`, or `limit` as soon as it is known to be at least that. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return Math.min(prev[b.length], limit);
}

/** The candidate closest to `name`, if one is fewer than `limit` edits away. */
export function closestOf<T>(name: string, candidates: Iterable<T>, limit: number, key: (c: T) => string): T | undefined {
  let best: T | undefined;
  let bestD = limit;
  for (const c of candidates) {
    const d = editDistance(name, key(c), bestD);
    if (d < bestD) { best = c; bestD = d; }
  }
  return best;
}
