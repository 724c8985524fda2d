import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { CustomDbRole, DatabaseRole, ImportedCustomDbRole } from '../../../src/constructs/mongodbatlas';

describe('ImportedCustomDbRole (CustomDbRole.fromCustomDbRoleAttributes)', () => {
  test('an existing role by project and name: renders nothing, and can be inherited', () => {
    const stack = clusterStack();
    const reader = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Reader', { projectId: PROJECT, roleName: 'reader' });
    expect(reader).toBeInstanceOf(ImportedCustomDbRole);
    expect([reader.projectId, reader.roleName]).toEqual([PROJECT, 'reader']);
    new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(reader)] });
    expect(synthDoc(stack).resource.mongodbatlas_custom_db_role).toEqual({
      Auditor: { project_id: PROJECT, role_name: 'auditor', inherited_roles: [{ role_name: 'reader', database_name: 'admin' }] },
    });
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => CustomDbRole.fromCustomDbRoleAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - roleName: is required. Received: undefined. Allowed: the name of the custom role. Fix: set roleName.',
    ].join('\n'));
    expect(errorOf(() => CustomDbRole.fromCustomDbRoleAttributes(clusterStack(), 'Typo', { projectId: PROJECT, rolename: 'x' } as any))).toBe(
      "[test/Typo] rolename: unknown option; did you mean roleName? Received: the key 'rolename'. Allowed: the options of CustomDbRoleAttributes: projectId, roleName. "
      + "Fix: write 'roleName' instead of 'rolename'.");
  });
});
