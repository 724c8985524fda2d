/**
 * No dead relative link in README.md, API.md or the markdown under docs/ (and the other committed
 * folders with markdown): every linked file exists, and every anchor is a heading or an id in it.
 * API.md's namespace links point at docs/<namespace>/README.md (scripts/docs/fix-api-links.ts runs
 * after jsii-docgen).
 */
import * as fs from 'fs';
import * as path from 'path';
import { deadLinks, markdownFiles } from '../../scripts/docs/links';

const ROOT = path.join(__dirname, '..', '..');
const files = [
  ...['README.md', 'API.md'].filter((f) => fs.existsSync(path.join(ROOT, f))),
  ...['docs', 'examples', 'scripts', 'bench', 'test'].flatMap((d) => markdownFiles(ROOT, d)),
];

test('there are pages to check', () => {
  expect(files).toContain('README.md');
  expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(50);
});

test('no dead relative link in README.md, API.md and docs/', () => {
  const dead = files.flatMap((f) => deadLinks(ROOT, f)).map((d) => `${d.file}:${d.line}: ${d.link} (${d.problem})`);
  expect(dead).toEqual([]);
});

test('links from docs/ to the repository\'s own address (files the package does not ship, e.g. src/) name files that exist', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const base = `${String(pkg.repository.url).replace(/\.git$/, '')}/blob/main/`;
  const links = files.filter((f) => f.startsWith('docs/')).flatMap((f) => [...fs.readFileSync(path.join(ROOT, f), 'utf8').matchAll(/\]\((https:[^)\s#]+)/g)]
    .map((m) => m[1]!).filter((l) => l.startsWith(base)).map((l) => ({ f, file: l.slice(base.length) })));
  expect(links.length).toBeGreaterThan(20);
  expect(links.filter((l) => !fs.existsSync(path.join(ROOT, l.file))).map((l) => `${l.f}: ${l.file}`)).toEqual([]);
});

test('API.md links no namespace file that is not committed', () => {
  const api = fs.readFileSync(path.join(ROOT, 'API.md'), 'utf8');
  expect(api).not.toMatch(/\]\(\.\/(mongodbatlas|incident|ibm|equinix)\.md/);
});
