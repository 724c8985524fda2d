/**
 * Reads the `.tf` files of one module with `@cdktn/hcl2json` (HCL's JSON form: blocks as arrays of
 * objects, expressions as `${...}` strings) into a list of top-level blocks, each with the file
 * and line of its header for the report. Not part of the jsii API.
 */
import * as path from 'path';

/** What a top-level block is. `local` is one entry of a `locals` block. */
export type BlockKind = 'resource' | 'data' | 'provider' | 'variable' | 'local' | 'output' | 'module' | 'terraform' | 'other';

export interface HclBlock {
  readonly kind: BlockKind;
  /** The resource or data source type, the provider's local name; undefined for the others. */
  readonly type?: string;
  /** The block's name (label), the local's name; the keyword for `terraform` and unknown blocks. */
  readonly name: string;
  /** The body in HCL's JSON form. */
  readonly body: Record<string, any>;
  /** The file, relative to the working folder, with `/`. */
  readonly file: string;
  /** 1-based line of the header (of the `name =` line for a local). */
  readonly line: number;
}

/** A file convert cannot read: what, where, and how to fix. */
export class ConvertError extends Error {}

export interface HclFile { readonly path: string; readonly text: string }

/** Parses the files into blocks (and each file's JSON form); throws ConvertError (with file:line) on a parse error. */
export async function readModule(files: readonly HclFile[], cwd: string): Promise<{ blocks: HclBlock[]; docs: Array<Record<string, any>> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const hcl2json: { parse(name: string, text: string): Promise<Record<string, any>> } = require('@cdktn/hcl2json');
  const blocks: HclBlock[] = [];
  const docs: Array<Record<string, any>> = [];
  for (const f of files) {
    const rel = path.relative(cwd, f.path).split(path.sep).join('/');
    let doc: Record<string, any>;
    try {
      doc = await hcl2json.parse(rel, f.text);
    } catch (e) {
      throw parseError(rel, e);
    }
    docs.push(doc);
    blocks.push(...blocksOf(doc, rel, f.text));
  }
  return { blocks, docs };
}

/** `parse config: [main.tf:2,6-3,1: Invalid expression; ...]` as `main.tf:2: ...`. */
function parseError(rel: string, e: unknown): ConvertError {
  const text = e instanceof Error ? e.message : String(e);
  const m = /\[?([^\s[\]]+):(\d+),(\d+)(?:-\d+(?:,\d+)?)?: ([^\]]*)\]?/.exec(text);
  const where = m ? `${rel}:${m[2]}:${m[3]}` : rel;
  const what = (m ? m[4]! : text.replace(/^parse config: /, '')).trim();
  return new ConvertError(`${where}: HCL that does not parse: ${what} Received: a file Terraform would refuse too. Allowed: HCL that \`terraform validate\` accepts. Fix: correct the file at ${where}, then run convert again.`);
}

function blocksOf(doc: Record<string, any>, file: string, text: string): HclBlock[] {
  const out: HclBlock[] = [];
  const lines = new LineFinder(text);
  const add = (kind: BlockKind, name: string, body: any, line: number, type?: string) => out.push({ kind, type, name, body: body ?? {}, file, line });
  for (const [keyword, value] of Object.entries(doc)) {
    switch (keyword) {
      case 'resource':
      case 'data':
        for (const [type, byName] of Object.entries(value as Record<string, any[]>)) {
          for (const [name, bodies] of Object.entries(byName)) {
            for (const body of bodies) add(keyword, name, body, lines.header(keyword, [type, name]), type);
          }
        }
        break;
      case 'provider':
        for (const [name, bodies] of Object.entries(value as Record<string, any[]>)) {
          for (const body of bodies) add('provider', name, body, lines.header('provider', [name]), name);
        }
        break;
      case 'variable':
      case 'output':
      case 'module':
        for (const [name, bodies] of Object.entries(value as Record<string, any[]>)) {
          for (const body of bodies) add(keyword, name, body, lines.header(keyword, [name]));
        }
        break;
      case 'locals':
        for (const body of value as Array<Record<string, unknown>>) {
          for (const [name, v] of Object.entries(body)) add('local', name, { value: v }, lines.local(name));
        }
        break;
      case 'terraform':
        for (const body of value as any[]) add('terraform', 'terraform', body, lines.header('terraform', []));
        break;
      default:
        if (Array.isArray(value)) {
          for (const body of value) add('other', keyword, body, lines.header(keyword, []));
        } else {
          // A labelled block (check "name" {...}): one block per label, its body keyed by the label.
          for (const [label, body] of Object.entries(value as Record<string, unknown>)) add('other', keyword, { [label]: body }, lines.header(keyword, [label]));
        }
    }
  }
  // In the order of the file (hcl2json orders by keyword).
  return out.sort((a, b) => a.line - b.line);
}

/** Finds the lines of block headers; the n-th header of the same words is the n-th block. */
class LineFinder {
  private readonly lines: string[];
  private readonly seen = new Map<string, number>();
  constructor(text: string) {
    this.lines = text.split(/\r?\n/);
  }

  public header(keyword: string, labels: readonly string[]): number {
    const label = (l: string) => `(?:"${escape(l)}"|${escape(l)})`;
    const re = new RegExp(`^\\s*${escape(keyword)}${labels.map((l) => `\\s+${label(l)}`).join('')}\\s*\\{`);
    return this.nth(`${keyword} ${labels.join(' ')}`, (l) => re.test(l));
  }

  /** The line of `name =` inside a `locals` block. */
  public local(name: string): number {
    const re = new RegExp(`^\\s*(?:"${escape(name)}"|${escape(name)})\\s*=`);
    let inLocals = false;
    let depth = 0;
    const matches: number[] = [];
    this.lines.forEach((l, i) => {
      if (!inLocals && /^\s*locals\s*\{/.test(l)) {
        inLocals = true;
        depth = 0;
      }
      if (inLocals && depth === 1 && re.test(l)) matches.push(i + 1);
      if (inLocals) {
        depth += (l.match(/\{/g) ?? []).length - (l.match(/\}/g) ?? []).length;
        if (depth <= 0) inLocals = false;
      }
    });
    const n = this.seen.get(`local ${name}`) ?? 0;
    this.seen.set(`local ${name}`, n + 1);
    return matches[n] ?? matches[0] ?? 1;
  }

  private nth(k: string, test: (line: string) => boolean): number {
    const n = this.seen.get(k) ?? 0;
    this.seen.set(k, n + 1);
    let found = 0;
    for (let i = 0; i < this.lines.length; i++) {
      if (test(this.lines[i]!)) {
        if (found === n) return i + 1;
        found++;
      }
    }
    return 1;
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
