/** Alert configurations (test/corpus/mongodbatlas/alerts.ts). */
import { APPS } from './alerts';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: alert configurations', APPS);
