/**
 * Fuzzing of the public helpers of src/core and src/policy (targets/api.ts; the driver is harness.ts).
 */
import { fuzz } from './harness';
import { API_CLASSES, TARGETS } from './targets/api';

fuzz('test/fuzz/api.fuzz.test.ts', TARGETS, API_CLASSES);
