/** Clusters of every topology (test/corpus/mongodbatlas/clusters.ts). */
import { APPS } from './clusters';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: clusters', APPS);
