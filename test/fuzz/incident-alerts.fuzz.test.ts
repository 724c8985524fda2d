/**
 * Fuzzing of the incident alert L2s (targets/incident-alerts.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES } from './incident';
import { TARGETS } from './targets/incident-alerts';

fuzz('test/fuzz/incident-alerts.fuzz.test.ts', TARGETS, CLASSES);
