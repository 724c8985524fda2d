/**
 * Golden files of the topology tests (test/topology/golden/<name>.md): a diagram is compared
 * byte for byte with the reviewed file. After a deliberate change of the pictures, rewrite them
 * with `UPDATE_GOLDEN=1 npx jest test/topology`, look at each changed one (GitHub renders them),
 * and say in the commit what changed.
 */
import * as fs from 'fs';
import * as path from 'path';

export const GOLDEN_DIR = path.join(__dirname, 'golden');

/** Expects `markdown` to be the golden file `name`.md (written first under UPDATE_GOLDEN). */
export function expectGolden(name: string, markdown: string): void {
  const file = path.join(GOLDEN_DIR, `${name}.md`);
  if (process.env.UPDATE_GOLDEN) {
    fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    fs.writeFileSync(file, markdown);
  }
  expect(markdown).toBe(fs.readFileSync(file, 'utf8'));
}
