/**
 * The table of warning ids renamed when construct warnings got their provider
 * (`terrain:<name>` → `mongodbatlas:<name>`). How an acknowledgement with an old id works is
 * Checks' behaviour (test/core/api/checks.test.ts); here, the table itself.
 */
import * as fs from 'fs';
import * as path from 'path';
import { RENAMED_WARNING_IDS } from '../../../src/core/base/renamed-ids';

const CONSTRUCTS = path.join(__dirname, '..', '..', '..', 'src', 'constructs');

/** Every text of the hand-written L2 sources. */
function l2Sources(dir = CONSTRUCTS): string {
  return fs.readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? l2Sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? fs.readFileSync(path.join(dir, e.name), 'utf8') : ''))
    .join('\n');
}

test('each old id is terrain:<name>, and its new id the same name with its provider', () => {
  expect(Object.entries(RENAMED_WARNING_IDS)).toEqual([
    ['terrain:compliance-policy-retained', 'mongodbatlas:compliance-policy-retained'],
    ['terrain:copy-without-oplogs', 'mongodbatlas:copy-without-oplogs'],
    ['terrain:custom-role-grants-nothing', 'mongodbatlas:custom-role-grants-nothing'],
    ['terrain:database-user-atlas-admin', 'mongodbatlas:database-user-atlas-admin'],
    ['terrain:database-user-unscoped', 'mongodbatlas:database-user-unscoped'],
    ['terrain:disk-size-raised', 'mongodbatlas:disk-size-raised'],
    ['terrain:encryption-access-keys', 'mongodbatlas:encryption-access-keys'],
    ['terrain:legacy-deprecated-field', 'mongodbatlas:legacy-deprecated-field'],
  ]);
});

test('each new id is a warning an L2 still gives (an id no construct warns with any more is stale)', () => {
  const text = l2Sources();
  expect(Object.values(RENAMED_WARNING_IDS).filter((id) => !text.includes(`'${id}'`))).toEqual([]);
});

test('the table is data only: no prototype, so that an id such as constructor or __proto__ is no renamed id; frozen', () => {
  expect(['constructor', '__proto__', 'toString', 'terrain:renamed-id'].map((id) => RENAMED_WARNING_IDS[id])).toEqual([undefined, undefined, undefined, undefined]);
  expect(Object.getPrototypeOf(RENAMED_WARNING_IDS)).toBeNull();
  expect(Object.isFrozen(RENAMED_WARNING_IDS)).toBe(true);
});
