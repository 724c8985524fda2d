/**
 * Fuzzing of the ibm provider L2 (targets/ibm-provider.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES, TARGETS } from './targets/ibm-provider';

fuzz('test/fuzz/ibm-provider.fuzz.test.ts', TARGETS, CLASSES);
