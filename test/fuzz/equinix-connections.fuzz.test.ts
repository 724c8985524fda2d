/**
 * Fuzzing of the equinix connection L2s (targets/equinix-connections.ts; the driver is harness.ts).
 */
import { CLASSES } from './equinix';
import { fuzz } from './harness';
import { TARGETS } from './targets/equinix-connections';

fuzz('test/fuzz/equinix-connections.fuzz.test.ts', TARGETS, CLASSES);
