/** Users, roles and assignments (test/corpus/mongodbatlas/users-and-roles.ts). */
import { APPS } from './users-and-roles';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: users, roles and assignments', APPS);
