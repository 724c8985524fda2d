import { ADMIN_ONLY_ROLES, COLLECTION_ROLES, DATABASE_SCOPED_ROLES, isBuiltInRole } from '../../../../src/rules/mongodbatlas/shared/db-roles';

test('built-in roles: the database-scoped ones, the admin-only ones, none in both', () => {
  expect(DATABASE_SCOPED_ROLES).toEqual(['read', 'readWrite', 'dbAdmin', 'dbOwner', 'userAdmin']);
  expect(ADMIN_ONLY_ROLES.filter((r) => DATABASE_SCOPED_ROLES.includes(r))).toEqual([]);
  expect(COLLECTION_ROLES.every((r) => DATABASE_SCOPED_ROLES.includes(r))).toBe(true);
  expect(['read', 'atlasAdmin', 'readWriteAnyDatabase', 'directShardOperations'].filter(isBuiltInRole)).toHaveLength(4);
});

test('any other name is a custom role (names are case-sensitive)', () => {
  expect(['reader', 'ReadWrite', 'ATLASADMIN', ''].filter(isBuiltInRole)).toEqual([]);
});
