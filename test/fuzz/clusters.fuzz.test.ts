/**
 * Fuzzing of the cluster L2s (targets/clusters.ts; the driver is harness.ts).
 */
import { CLASSES } from './atlas';
import { fuzz } from './harness';
import { TARGETS } from './targets/clusters';

fuzz('test/fuzz/clusters.fuzz.test.ts', TARGETS, CLASSES);
