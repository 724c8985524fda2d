/**
 * Fuzzing of the alert and backup L2s (targets/alerts-backups.ts; the driver is harness.ts).
 */
import { CLASSES } from './atlas';
import { fuzz } from './harness';
import { TARGETS } from './targets/alerts-backups';

fuzz('test/fuzz/alerts-backups.fuzz.test.ts', TARGETS, CLASSES);
