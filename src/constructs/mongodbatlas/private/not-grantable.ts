/**
 * What an existing database user (imported or looked up) says when a cluster grant is made to it:
 * it cannot be changed from here. Not part of the public API.
 */
import { IConstruct, isConstruct, Problems, throwIfProblems } from '../../../core/l2';
import type { DatabaseUserGrant } from '../database-user-ref';

export function refuseGrant(user: IConstruct, grant: DatabaseUserGrant): never {
  const p = new Problems();
  const method = typeof grant?.method === 'string' ? grant.method : 'addGrant';
  const cluster = grant !== null && typeof grant === 'object' && isConstruct(grant.cluster) ? grant.cluster : undefined;
  p.addRendered(`${method}(user)`, 'expected a DatabaseUser of this app: a grant adds a role and a scope to the user.', `the construct ${user.node.path}`, {
    id: 'mongodbatlas:grant-to-defined-user',
    allowed: 'a DatabaseUser construct (new DatabaseUser(...))',
    fix: 'grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.',
  });
  throwIfProblems(cluster ?? user, p);
  throw new Error('unreachable');
}
