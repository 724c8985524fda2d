/**
 * Fuzzing of the incident escalation L2s (targets/incident-escalation.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES } from './incident';
import { TARGETS } from './targets/incident-escalation';

fuzz('test/fuzz/incident-escalation.fuzz.test.ts', TARGETS, CLASSES);
