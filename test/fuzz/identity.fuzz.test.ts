/**
 * Fuzzing of the identity and security L2s (targets/identity.ts; the driver is harness.ts).
 */
import { CLASSES } from './atlas';
import { fuzz } from './harness';
import { TARGETS } from './targets/identity';

fuzz('test/fuzz/identity.fuzz.test.ts', TARGETS, CLASSES);
