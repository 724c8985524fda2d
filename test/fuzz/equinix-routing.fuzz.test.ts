/**
 * Fuzzing of the equinix routing L2s (targets/equinix-routing.ts; the driver is harness.ts).
 */
import { CLASSES } from './equinix';
import { fuzz } from './harness';
import { TARGETS } from './targets/equinix-routing';

fuzz('test/fuzz/equinix-routing.fuzz.test.ts', TARGETS, CLASSES);
