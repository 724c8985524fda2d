/**
 * README snippets come from the examples: every line of a snippet marked
 * `<!-- snippet: <file> -->` must appear in that file, which the examples test synthesizes (a
 * ```mermaid snippet comes from a diagram that test/topology pins).
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const snippets = [...readme.matchAll(/<!-- snippet: (\S+) -->\n```(?:ts|mermaid)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1], code: m[2] }));

test('the README has snippets', () => {
  expect(snippets.length).toBeGreaterThan(0);
});

test.each(snippets.map((s, i) => [i, s.file, s.code]))('snippet %i comes from %s', (_i, file, code) => {
  const source = fs.readFileSync(path.join(ROOT, file as string), 'utf8').split('\n').map((l) => l.trim());
  const missing = (code as string).split('\n').map((l) => l.trim()).filter((l) => l && !source.includes(l));
  expect(missing).toEqual([]);
});
