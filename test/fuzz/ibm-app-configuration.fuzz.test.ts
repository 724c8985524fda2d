/**
 * Fuzzing of the ibm App Configuration L2s (targets/ibm-app-configuration.ts; the driver is
 * harness.ts), and a check that the plans called every operator of SegmentAttribute (a class
 * that is no construct, whose methods the coverage test does not list).
 */
import { fuzz, ONLY, PATH, RUNS } from './harness';
import { CLASSES, OPERATORS, OPERATORS_CALLED } from './ibm';
import { RUNS as CI_RUNS, TARGETS } from './targets/ibm-app-configuration';

fuzz('test/fuzz/ibm-app-configuration.fuzz.test.ts', TARGETS, CLASSES);

// Judged when the instance target (whose segments take random rules) ran at least its CI count.
const judged = (RUNS === undefined || RUNS >= CI_RUNS) && (ONLY === undefined || ONLY === 'AppConfiguration') && PATH === undefined;
(judged ? test : test.skip)('the plans call every SegmentAttribute operator', () => {
  expect(OPERATORS).toEqual(expect.arrayContaining(['is', 'isOneOf', 'endsWith', 'greaterThanOrEquals', 'lessThan']));
  expect(OPERATORS.filter((m) => !OPERATORS_CALLED.has(m))).toEqual([]);
});
