/**
 * A generated section of the README, between two marker comments: the test compares it with what
 * the code makes, and `UPDATE_README=1` rewrites it. Shared by the README table tests.
 */
import * as fs from 'fs';
import * as path from 'path';

const README = path.join(__dirname, '..', '..', 'README.md');

/**
 * Asserts that the README holds `expected` (which starts with `start` and ends with `end`) between
 * its markers; with UPDATE_README set, writes it there first.
 */
export function expectReadmeSection(start: string, end: string, expected: string): void {
  const readme = fs.readFileSync(README, 'utf8');
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  expect(a).toBeGreaterThan(0);
  expect(b).toBeGreaterThan(a);
  if (process.env.UPDATE_README) fs.writeFileSync(README, readme.slice(0, a) + expected + readme.slice(b + end.length));
  expect(fs.readFileSync(README, 'utf8').slice(a, a + expected.length)).toBe(expected);
}
