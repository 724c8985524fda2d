/**
 * Where each value of cdk.tf.json is (src/terraform/json-index.ts): Terraform reports a
 * diagnostic at a byte of the file, and the path of the value there leads to its block and its
 * construct.
 */
import { JsonIndex, PathKey } from '../../src/terraform/json-index';

const doc = {
  resource: { mongodbatlas_custom_db_role: { reader: { project_id: 'p', actions: [{ action: 'FIND' }, { action: 'INSERT' }] } } },
  output: { ünï: { value: '${var.x}', sensitive: true } },
  variable: { x: {} },
};
const text = JSON.stringify(doc, null, 2);
const index = new JsonIndex(text);
/** The byte offset of the first `needle` in the text (after `after`, when given). */
const byteOf = (needle: string, after = '') => Buffer.byteLength(text.slice(0, text.indexOf(needle, text.indexOf(after))), 'utf8');

test('pass: the path of the innermost value at a byte: a key, a value, an array element, a value after multi-byte characters', () => {
  const cases: Array<[number, PathKey[]]> = [
    [byteOf('"project_id"'), ['resource', 'mongodbatlas_custom_db_role', 'reader', 'project_id']],
    [byteOf('"p"'), ['resource', 'mongodbatlas_custom_db_role', 'reader', 'project_id']],
    [byteOf('"INSERT"'), ['resource', 'mongodbatlas_custom_db_role', 'reader', 'actions', 1, 'action']],
    [byteOf('{', '"actions"'), ['resource', 'mongodbatlas_custom_db_role', 'reader', 'actions', 0]],
    [byteOf('true'), ['output', 'ünï', 'sensitive']],
    [byteOf('{}'), ['variable', 'x']],
  ];
  expect(cases.map(([offset]) => index.pathAt(offset))).toEqual(cases.map(([, p]) => p));
});

test('a document as JSON.stringify writes it without spaces, escapes in keys and strings included', () => {
  const compact = JSON.stringify({ a: { 'k"e\\y': ['x\\"y', 1.25, null, false] }, b: 'z' });
  const i = new JsonIndex(compact);
  expect(i.pathAt(compact.indexOf('1.25'))).toEqual(['a', 'k"e\\y', 1]);
  expect(i.pathAt(compact.indexOf('false'))).toEqual(['a', 'k"e\\y', 3]);
  expect(i.pathAt(compact.indexOf('"z"'))).toEqual(['b']);
});

test('fail: a byte outside every value is the document itself', () => {
  expect([index.pathAt(0), index.pathAt(Buffer.byteLength(text)), index.pathAt(-1)]).toEqual([[], [], []]);
  expect(index.pathAt(byteOf('"resource"') - 1)).toEqual([]);
});
