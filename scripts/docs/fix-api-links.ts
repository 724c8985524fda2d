/**
 * Runs after `jsii-docgen -o API.md --split-by-submodule`: API.md links each namespace to
 * `./<namespace>.md`, a file of several MB that is neither committed nor shipped. This points those
 * links at the generated reference of the namespace, `docs/<namespace>/README.md`, so API.md stays
 * small and links only to files that exist.
 *
 * Usage: ts-node --transpile-only --project scripts/tsconfig.json scripts/docs/fix-api-links.ts [file.md ...]
 * (default API.md). Running it twice changes nothing.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * Rewrites links to `./<name>.md` (with or without an anchor) that name no file next to the
 * document, when `docs/<name>/README.md` exists.
 * @param text the markdown
 * @param dir the folder of the document, relative to `root`
 */
export function fixApiLinks(text: string, root = ROOT, dir = '.'): string {
  return text.replace(/\]\((?:\.\/)?([A-Za-z0-9_-]+)\.md(#[^)\s]*)?\)/g, (whole, name: string) => {
    if (fs.existsSync(path.join(root, dir, `${name}.md`)) && !isIgnoredNamespaceFile(root, name)) return whole;
    const target = path.posix.join('docs', name, 'README.md');
    if (!fs.existsSync(path.join(root, target))) return whole;
    return `](${path.posix.relative(dir, target)})`;
  });
}

/** A namespace file jsii-docgen wrote locally (gitignored, not shipped): exists here, not in a clone. */
function isIgnoredNamespaceFile(root: string, name: string): boolean {
  const gitignore = path.join(root, '.gitignore');
  return fs.existsSync(gitignore) && fs.readFileSync(gitignore, 'utf8').split('\n').includes(`/${name}.md`);
}

function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const f of files.length ? files : ['API.md']) {
    const file = path.resolve(f);
    if (!fs.existsSync(file)) continue;
    const before = fs.readFileSync(file, 'utf8');
    const after = fixApiLinks(before, ROOT, path.relative(ROOT, path.dirname(file)) || '.');
    if (after !== before) fs.writeFileSync(file, after);
    console.log(`${path.relative(process.cwd(), file)}: namespace links ${after === before ? 'already point' : 'now point'} at docs/<namespace>/README.md`);
  }
}

if (require.main === module) main();
