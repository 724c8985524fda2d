/**
 * Dead relative links in markdown: `[text](path)`, `[text](path#anchor)`, `[text](#anchor)` and
 * `<a href="...">`. The file must exist; an anchor must be a heading of the target (GitHub's slug,
 * with its `-1`, `-2` for repeated headings) or an `id`/`name` attribute in it. Links inside code
 * are not links. External links (`https:`, `mailto:`) are not checked.
 */
import * as fs from 'fs';
import * as path from 'path';
import { slug } from './markdown';

/** Text without fenced code blocks and code spans (replaced by blanks, so offsets stay). */
function withoutCode(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(`+)[^`\n]*?\1/g, (m) => ' '.repeat(m.length));
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a markdown file defines. */
export function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set<string>();
  const text = fs.readFileSync(file, 'utf8');
  const counts = new Map<string, number>();
  for (const m of text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1].replace(/`/g, ''));
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  for (const m of text.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  anchorCache.set(file, anchors);
  return anchors;
}

export interface DeadLink {
  /** The file with the link, relative to the root. */
  readonly file: string;
  readonly line: number;
  readonly link: string;
  readonly problem: string;
}

/** The dead relative links of one markdown file. */
export function deadLinks(root: string, rel: string, options: { anchors?: boolean } = {}): DeadLink[] {
  const file = path.join(root, rel);
  const text = withoutCode(fs.readFileSync(file, 'utf8'));
  const out: DeadLink[] = [];
  const links = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ link: m[1], at: m.index! })),
    ...[...text.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => ({ link: m[1], at: m.index! })),
  ];
  for (const { link, at } of links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
    const line = text.slice(0, at).split('\n').length;
    const [target, anchor] = link.split('#', 2);
    const targetFile = target ? path.join(path.dirname(file), decodeURIComponent(target)) : file;
    if (!fs.existsSync(targetFile)) {
      out.push({ file: rel, line, link, problem: 'no such file' });
      continue;
    }
    if ((options.anchors ?? true) && anchor && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(decodeURIComponent(anchor))) {
      out.push({ file: rel, line, link, problem: `no anchor #${anchor} in ${path.relative(root, targetFile)}` });
    }
  }
  return out;
}

/** Markdown files under a folder, relative to the root. */
export function markdownFiles(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const p = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : markdownFiles(root, p);
    return e.name.endsWith('.md') ? [p] : [];
  });
}
