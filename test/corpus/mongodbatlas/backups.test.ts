/** Backups (test/corpus/mongodbatlas/backups.ts). */
import { APPS } from './backups';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: backups', APPS);
