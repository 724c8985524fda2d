/**
 * Fuzzing of the App Configuration lookups (targets/ibm-lookups.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES, TARGETS } from './targets/ibm-lookups';

fuzz('test/fuzz/ibm-lookups.fuzz.test.ts', TARGETS, CLASSES);
