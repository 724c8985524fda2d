import { clusterStack, PROJECT } from './cluster-util';
import { resolvedAttributes } from './ref-util';
import { CustomDbRole, DatabaseRole, ICustomDbRole } from '../../../src/constructs/mongodbatlas';

const ATTRIBUTES: Array<keyof ICustomDbRole & string> = ['projectId', 'roleName'];

describe('ICustomDbRole: every implementation gives each attribute', () => {
  test('CustomDbRole, fromLookup and fromCustomDbRoleAttributes: the project and name they were given', () => {
    const stack = clusterStack();
    const roles: ICustomDbRole[] = [
      new CustomDbRole(stack, 'Defined', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.read('orders')] }),
      CustomDbRole.fromLookup(stack, 'Looked', { projectId: PROJECT, roleName: 'auditor' }),
      CustomDbRole.fromCustomDbRoleAttributes(stack, 'Imported', { projectId: PROJECT, roleName: 'auditor' }),
    ];
    for (const role of roles) expect(resolvedAttributes(role, ATTRIBUTES)).toEqual({ projectId: PROJECT, roleName: 'auditor' });
  });

  test('each is a role a user or another role can be given (DatabaseRole.custom names it on admin)', () => {
    const stack = clusterStack();
    const imported = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Imported', { projectId: PROJECT, roleName: 'reader' });
    expect([DatabaseRole.custom(imported).roleName, DatabaseRole.custom(imported).databaseName, DatabaseRole.custom(imported).customRole]).toEqual(['reader', 'admin', imported]);
  });
});
