/** Cloud provider access and encryption at rest (test/corpus/mongodbatlas/encryption-and-access.ts). */
import { APPS } from './encryption-and-access';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: cloud provider access and encryption at rest', APPS);
