/**
 * Fuzzing of the equinix provider L2 (targets/equinix-provider.ts; the driver is harness.ts).
 */
import { CLASSES } from './equinix';
import { fuzz } from './harness';
import { TARGETS } from './targets/equinix-provider';

fuzz('test/fuzz/equinix-provider.fuzz.test.ts', TARGETS, CLASSES);
