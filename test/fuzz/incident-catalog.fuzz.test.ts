/**
 * Fuzzing of the incident catalog L2s (targets/incident-catalog.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES } from './incident';
import { TARGETS } from './targets/incident-catalog';

fuzz('test/fuzz/incident-catalog.fuzz.test.ts', TARGETS, CLASSES);
