/**
 * src/generated is never edited by hand: regenerating from spec/ must give it back byte for byte.
 * (The same check runs as `npx projen gen:check` before every compile.)
 */
import * as fs from 'fs';
import * as path from 'path';
import { generate, rulesOf } from '../../scripts/gen/generate';

const ROOT = path.join(__dirname, '..', '..');
const SPEC = path.join(ROOT, 'spec');
const providers = fs.readdirSync(SPEC).filter((p) => fs.existsSync(path.join(SPEC, p, 'schema.json'))).sort();

test.each(providers)('src/generated/%s matches spec/%s', (provider) => {
  const files = generate(SPEC, provider, { rules: rulesOf(ROOT, provider) });
  const dir = path.join(ROOT, 'src', 'generated', provider);
  const differing = files.filter((f) => !fs.existsSync(path.join(dir, f.path)) || fs.readFileSync(path.join(dir, f.path), 'utf8') !== f.content).map((f) => f.path);
  expect(differing).toEqual([]);
});
