/**
 * Markdown helpers of the reference pages: escaping for table cells and headings, GitHub heading
 * anchors, and relative links between pages.
 */
import * as fs from 'fs';
import * as path from 'path';

/** Inline text for a table cell or a list item: one line, `|` escaped, HTML-like `<x>` shown as text. */
export function inline(s: string | undefined): string {
  if (!s) return '';
  const oneLine = s.replace(/\r?\n\s*\r?\n/g, ' ').replace(/\s*\r?\n\s*/g, ' ').trim();
  // Outside code spans, `<word>` would be read as an HTML tag and vanish.
  return oneLine.split(/(`[^`]*`)/).map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;'))).join('').replace(/\|/g, '\\|');
}

/** Text for a paragraph: kept as written, with HTML-like `<x>` outside code shown as text. */
export function paragraph(s: string | undefined): string {
  if (!s) return '';
  return s.trim().split(/(```[\s\S]*?```|`[^`\n]*`)/).map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;'))).join('');
}

/** A code span that survives any content (backticks inside are doubled around). */
export function code(v: unknown): string {
  const s = String(v);
  const fence = s.includes('`') ? '`` ' : '`';
  return `${fence}${s}${fence.split('').reverse().join('')}`;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to dashes. */
export function slug(heading: string): string {
  return heading.trim().toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A relative link from one page to another, both given relative to the same root. */
export function rel(from: string, to: string): string {
  const r = path.posix.relative(path.posix.dirname(from), to);
  return r === '' ? path.posix.basename(to) : r;
}

/** A table: header cells, then rows of cells (already inline text). */
export function table(header: string[], rows: string[][]): string[] {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

/** A fenced code block. */
export function fenced(lang: string, body: string): string[] {
  return ['```' + lang, body.replace(/\n+$/, ''), '```'];
}

/** File size in a short human form. */
export function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The address of a file of the repository on its host (package.json `repository`, branch main):
 * for links from pages that ship in the package (docs/) to files that do not (src/).
 * test/docs/links.test.ts checks that the file exists in the repository.
 */
export function repoUrl(file: string, root = path.join(__dirname, '..', '..')): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const url = String(typeof pkg.repository === 'string' ? pkg.repository : pkg.repository.url).replace(/^git\+/, '').replace(/\.git$/, '');
  return `${url}/blob/main/${file}`;
}
