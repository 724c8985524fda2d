import { clusterStack, PROJECT } from './cluster-util';
import { CustomDbRole, DatabaseRole, RoleResource } from '../../../src/constructs/mongodbatlas';
import { Problems } from '../../../src/core/l2';

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
    // A JavaScript caller that passes nothing, or a name, gets a value the constructs report (no crash here).
    expect(fields(DatabaseRole.custom(undefined as any))).toEqual([undefined, 'admin', undefined, undefined]);
    expect(fields(DatabaseRole.custom('auditor' as any))).toEqual([undefined, 'admin', undefined, 'auditor']);
  });

  test('_checkIn: a role made by custom with no custom role is a problem where it is passed; any other role is none', () => {
    const stack = clusterStack();
    const imported = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Ops', { projectId: PROJECT, roleName: 'ops' });
    const p = new Problems();
    for (const r of [DatabaseRole.read('orders'), DatabaseRole.builtIn('auditor', 'admin'), DatabaseRole.custom(imported)]) r._checkIn(p, 'roles[0]');
    expect(p.list).toEqual([]);
    DatabaseRole.custom('auditor' as any)._checkIn(p, 'roles[1]');
    DatabaseRole.custom({ roleName: 'ops', projectId: PROJECT } as any)._checkIn(p, 'roles[2]');
    DatabaseRole.custom("it's" as any)._checkIn(p, 'roles[3]');
    expect(p.list.map((x) => [x.id, x.field, x.received])).toEqual([
      ['mongodbatlas:custom-role-not-a-role', 'roles[1]', '"auditor"'],
      ['mongodbatlas:custom-role-not-a-role', 'roles[2]', 'an object with keys roleName, projectId'],
      ['mongodbatlas:custom-role-not-a-role', 'roles[3]', '"it\'s"'],
    ]);
    expect(p.list[1].problem).not.toContain('not its name');
    expect(p.list[2].fix).toContain("roleName: 'it\\'s'");
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
