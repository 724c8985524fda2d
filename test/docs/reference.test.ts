/**
 * docs/ is generated from spec/ (through the L1 generator's model) and from the L2 sources in
 * src/constructs/: regenerating it in memory must give it back byte for byte. After a spec, rule
 * or L2 change: `npx projen docs` (scripts/docs/generate.ts) and commit docs/.
 */
import * as path from 'path';
import { checkDocs, DocFile, generateDocs } from '../../scripts/docs/generate';

const ROOT = path.join(__dirname, '..', '..');
/** Pages are read in a browser: keep each one small. */
const MAX_PAGE_BYTES = 60 * 1024;

let files: DocFile[];
beforeAll(() => {
  files = generateDocs(ROOT);
}, 120_000);

test('docs/ matches what scripts/docs/generate.ts makes (run `npx projen docs` if not)', () => {
  expect(checkDocs(files, ROOT)).toEqual([]);
});

test(`every page is under ${MAX_PAGE_BYTES / 1024} KB`, () => {
  const big = files.filter((f) => Buffer.byteLength(f.content) > MAX_PAGE_BYTES).map((f) => `${f.path}: ${Buffer.byteLength(f.content)} bytes`);
  expect(big).toEqual([]);
});

test('one page per resource, data source and provider of every spec, and an index per provider', () => {
  const paths = new Set(files.map((f) => f.path));
  expect(paths.has('README.md')).toBe(true);
  for (const p of ['mongodbatlas', 'incident', 'ibm', 'equinix']) {
    expect(paths.has(`${p}/README.md`)).toBe(true);
    expect(paths.has(`${p}/provider.md`)).toBe(true);
  }
  expect(paths.has('mongodbatlas/resources/mongodbatlas_advanced_cluster.md')).toBe(true);
  expect(paths.has('mongodbatlas/data-sources/mongodbatlas_advanced_cluster.md')).toBe(true);
  expect(paths.has('mongodbatlas/l2/replica-set-cluster.md')).toBe(true);
});

test('a resource page has its description, inputs with Terraform names, outputs, import id and a synthesized example', () => {
  const page = files.find((f) => f.path === 'mongodbatlas/resources/mongodbatlas_database_user.md')!.content;
  expect(page).toContain('| `authDatabaseName` | `auth_database_name` | `string` | required |');
  expect(page).toMatch(/Allowed values: `admin`, `\$external`/);
  expect(page).toContain('## Outputs');
  expect(page).toContain('Import id: `<project_id>-<username>-<auth_database_name>`');
  expect(page).toContain("new mongodbatlas.MongodbatlasDatabaseUser(this, 'example', {");
  expect(page).toContain('"mongodbatlas_database_user": {');
});
