import { Construct } from 'constructs';
import { mongodbatlas } from '../../../../src';
import { refuseGrant } from '../../../../src/constructs/mongodbatlas/private/not-grantable';
import { ValidationError } from '../../../../src/core/base/errors';
import { clusterStack, errorOf, PROJECT } from '../cluster-util';
import { NOT_GRANTABLE, replicaSet } from '../database-user-util';

describe('refuseGrant', () => {
  test('throws a ValidationError on the cluster of the grant, in the grant\'s words, naming the user', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const user = new Construct(s, 'Existing');
    const grant = { roles: [mongodbatlas.DatabaseRole.read('orders')], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: 'grantRead' };
    expect(() => refuseGrant(user, grant)).toThrow(ValidationError);
    expect(errorOf(() => refuseGrant(user, grant))).toBe(NOT_GRANTABLE('test/Orders', 'grantRead', 'the construct test/Existing'));
  });

  test('without a grant (JavaScript), on the user\'s path, as addGrant', () => {
    const s = clusterStack();
    const user = new Construct(s, 'Existing');
    expect(errorOf(() => refuseGrant(user, undefined as any))).toBe(NOT_GRANTABLE('test/Existing', 'addGrant', 'the construct test/Existing'));
  });

  test('the same message as a grant to something that is no user at all (private/grants.ts)', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const notAUser = new Construct(s, 'Existing');
    const imported = mongodbatlas.DatabaseUser.fromDatabaseUserAttributes(s, 'Imported', { projectId: PROJECT, username: 'legacy' });
    const fromGrants = errorOf(() => orders.grantRead(notAUser as any, 'orders'));
    const fromRefuse = errorOf(() => orders.grantRead(imported, 'orders'));
    expect(fromRefuse).toBe(fromGrants.replace('test/Existing', 'test/Imported'));
  });

  // Found while porting these tests: the refusal is thrown on `grant.cluster`, which a JavaScript
  // caller may have given as no construct (`scope.node.path` of a string: a TypeError). Fixed: on the user.
  test('a grant whose cluster is no construct (JavaScript): refused on the user\'s path', () => {
    const s = clusterStack();
    const user = new Construct(s, 'Existing');
    expect(errorOf(() => refuseGrant(user, { cluster: 'orders', method: 'grantRead' } as any))).toBe(NOT_GRANTABLE('test/Existing', 'grantRead', 'the construct test/Existing'));
  });

  // Found by the fuzzer while porting the targets: the method of the grant is rendered into the
  // field without a check (an object without prototype cannot be converted to a string: a
  // TypeError; DatabaseUser#addGrant takes only a string method). Fixed: refused as addGrant.
  test('a grant whose method is no string (JavaScript): refused as addGrant, not a TypeError', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const user = new Construct(s, 'Existing');
    expect(errorOf(() => refuseGrant(user, { roles: [], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: Object.create(null) }))).toBe(
      NOT_GRANTABLE('test/Orders', 'addGrant', 'the construct test/Existing'));
  });
});
