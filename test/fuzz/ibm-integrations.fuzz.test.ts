/**
 * Fuzzing of the App Configuration Git sync and integrations (targets/ibm-integrations.ts; the
 * driver is harness.ts).
 */
import { fuzz } from './harness';
import { CLASSES, TARGETS } from './targets/ibm-integrations';

fuzz('test/fuzz/ibm-integrations.fuzz.test.ts', TARGETS, CLASSES);
