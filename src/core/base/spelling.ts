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

/**
 * The known key a misspelt option key most likely means, ignoring letter case: one within two
 * edits; else one the key ends or starts with (`datadogApiKey` for `apiKey`, `roleArns` for
 * `roleArn`); else one that ends with the key (`orgRoles` for `roles`); else one the key begins
 * (`requirePrivateNetworking` for `requirePrivateNetwork`).
 */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  if (!key) return undefined;
  const lower = key.toLowerCase();
  const close = closestOf(lower, known, 3, (k) => k.toLowerCase());
  if (close !== undefined) return close;
  const inside = known.filter((k) => k.length >= 3 && (lower.endsWith(k.toLowerCase()) || lower.startsWith(k.toLowerCase())));
  if (inside.length) return [...inside].sort((a, b) => b.length - a.length)[0];
  if (lower.length < 4) return undefined;
  const around = known.filter((k) => k.toLowerCase().endsWith(lower));
  if (around.length) return [...around].sort((a, b) => a.length - b.length)[0];
  return known.filter((k) => k.toLowerCase().startsWith(lower)).sort((a, b) => a.length - b.length)[0];
}
