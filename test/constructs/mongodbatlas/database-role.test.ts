import { clusterStack, PROJECT } from './cluster-util';
import { CustomDbRole, DatabaseRole, RoleResource } from '../../../src/constructs/mongodbatlas';

const fields = (r: DatabaseRole) => [r.roleName, r.databaseName, r.collectionName, r.customRole];

describe('DatabaseRole', () => {
  test('built-in factories: role, database and collection', () => {
    expect(fields(DatabaseRole.read('orders'))).toEqual(['read', 'orders', undefined, undefined]);
    expect(fields(DatabaseRole.read('orders', 'items'))).toEqual(['read', 'orders', 'items', undefined]);
    expect(fields(DatabaseRole.readWrite('orders'))).toEqual(['readWrite', 'orders', undefined, undefined]);
    expect(fields(DatabaseRole.readWrite('orders', 'items'))).toEqual(['readWrite', 'orders', 'items', undefined]);
    expect(fields(DatabaseRole.dbAdmin('orders'))).toEqual(['dbAdmin', 'orders', undefined, undefined]);
    expect(fields(DatabaseRole.readAnyDatabase())).toEqual(['readAnyDatabase', 'admin', undefined, undefined]);
    expect(fields(DatabaseRole.atlasAdmin())).toEqual(['atlasAdmin', 'admin', undefined, undefined]);
    expect(fields(DatabaseRole.builtIn('clusterMonitor', 'admin'))).toEqual(['clusterMonitor', 'admin', undefined, undefined]);
  });

  test('custom uses the role name on admin and keeps the role', () => {
    const stack = clusterStack();
    const role = new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', actions: [{ action: 'FIND', resources: [RoleResource.database('orders')] }] });
    const imported = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Ops', { projectId: PROJECT, roleName: 'ops' });
    expect(fields(DatabaseRole.custom(role))).toEqual(['auditor', 'admin', undefined, role]);
    expect(fields(DatabaseRole.custom(imported))).toEqual(['ops', 'admin', undefined, imported]);
    // A JavaScript caller that passes nothing gets a value the constructs report (no crash here).
    expect(fields(DatabaseRole.custom(undefined as any))).toEqual([undefined, 'admin', undefined, undefined]);
  });

  test('sameAs compares role, database and collection', () => {
    const stack = clusterStack();
    const imported = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Ops', { projectId: PROJECT, roleName: 'ops' });
    expect(DatabaseRole.read('orders').sameAs(DatabaseRole.read('orders'))).toBe(true);
    expect(DatabaseRole.read('orders').sameAs(DatabaseRole.builtIn('read', 'orders'))).toBe(true);
    expect(DatabaseRole.read('orders', 'items').sameAs(DatabaseRole.read('orders', 'items'))).toBe(true);
    expect(DatabaseRole.custom(imported).sameAs(DatabaseRole.builtIn('ops', 'admin'))).toBe(true);
    expect(DatabaseRole.read('orders').sameAs(DatabaseRole.readWrite('orders'))).toBe(false);
    expect(DatabaseRole.read('orders').sameAs(DatabaseRole.read('catalog'))).toBe(false);
    expect(DatabaseRole.read('orders').sameAs(DatabaseRole.read('orders', 'items'))).toBe(false);
    expect(DatabaseRole.read('orders', 'items').sameAs(DatabaseRole.read('orders', 'other'))).toBe(false);
  });
});
