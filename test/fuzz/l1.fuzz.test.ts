/**
 * Fuzzing of a deterministic sample of the generated L1s of every provider (see l1.ts and harness.ts).
 */
import { fuzz } from './harness';
import { l1Targets, PROVIDERS, sample } from './l1';

/** Cases per L1 type in CI. */
const RUNS = 500;

test('the sample covers every provider, each with its provider block', () => {
  for (const p of PROVIDERS) {
    const s = sample(p);
    expect(s[0].kind).toBe('provider');
    expect(s.length).toBeGreaterThan(1);
  }
});

fuzz('test/fuzz/l1.fuzz.test.ts', l1Targets(RUNS), {});
