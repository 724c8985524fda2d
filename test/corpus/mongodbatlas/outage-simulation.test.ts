/** A regional outage simulation on a multi-region cluster (test/corpus/mongodbatlas/outage-simulation.ts). */
import { APPS } from './outage-simulation';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: cluster outage simulation', APPS);
