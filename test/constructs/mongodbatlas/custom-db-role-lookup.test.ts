import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { CustomDbRole, CustomDbRoleLookup, DatabaseRole } from '../../../src/constructs/mongodbatlas';

describe('CustomDbRoleLookup (CustomDbRole.fromLookup)', () => {
  test('reads the role through the data source, and serves as a custom role to inherit', () => {
    const stack = clusterStack();
    const reader = CustomDbRole.fromLookup(stack, 'Reader', { projectId: PROJECT, roleName: 'reader' });
    expect(reader).toBeInstanceOf(CustomDbRoleLookup);
    new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(reader)] });
    const doc = synthDoc(stack);
    expect(doc.data.mongodbatlas_custom_db_role).toEqual({ Reader_Lookup_1F137EF4: { project_id: PROJECT, role_name: 'reader' } });
    expect([reader.projectId, reader.roleName]).toEqual([PROJECT, 'reader']);
    expect(doc.resource.mongodbatlas_custom_db_role.Auditor.inherited_roles).toEqual([{ role_name: 'reader', database_name: 'admin' }]);
  });

  test('JavaScript: missing options are named; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => CustomDbRole.fromLookup(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - roleName: is required. Received: undefined. Allowed: the name of the custom role. Fix: set roleName.',
    ].join('\n'));
    expect(errorOf(() => CustomDbRole.fromLookup(clusterStack(), 'Typo', { projectId: PROJECT, rolename: 'reader' } as any))).toBe(
      "[test/Typo] rolename: unknown option; did you mean roleName? Received: the key 'rolename'. Allowed: the options of CustomDbRoleLookupOptions: projectId, roleName. "
      + "Fix: write 'roleName' instead of 'rolename'.");
    expect(errorOf(() => CustomDbRole.fromLookup(clusterStack(), 'Other', { projectId: PROJECT, name: 'reader' } as any))).toBe(
      "[test/Other] name: unknown option; did you mean roleName? Received: the key 'name'. Allowed: the options of CustomDbRoleLookupOptions: projectId, roleName. "
      + "Fix: write 'roleName' instead of 'name'.");
  });
});
