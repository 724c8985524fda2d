/**
 * Writes the files migrate and convert produce (FileChange[], src/cli/report.ts) under a root,
 * and nowhere else: every change is checked before any is written, and one bad change writes
 * nothing. Refused: a path that is not absolute, one outside the root once `..` and symbolic
 * links are resolved (a link inside the project to a folder outside it is outside), a folder or a
 * dangling link where the file goes, the same file twice, and a file that is not what the command
 * read (changed on disk since, or present when the command made it anew: it would be lost). A
 * file whose text is already the new text is left alone. Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { FileChange } from './report';

/** A change that may not be written: nothing was. Printed as one line, exit code 2. */
export class WriteRefusedError extends Error {}

export interface WriteResult {
  /** The files written, relative to the root with `/`, in the order of the changes. */
  readonly written: readonly string[];
  /** The files whose text was already the new text (not rewritten). */
  readonly unchanged: readonly string[];
}

export interface WriteOptions {
  /** What to tell the user who asked for a file outside the root (e.g. convert's `--out`). */
  readonly fixOutside?: string;
}

function refuse(what: string, received: string, allowed: string, fix: string): WriteRefusedError {
  return new WriteRefusedError(`${what} Received: ${received}. Allowed: ${allowed}. Fix: ${fix} Nothing was written.`);
}

/** `file` relative to `root` with `/`, or undefined when it is not strictly inside. */
function inside(root: string, file: string): string | undefined {
  const rel = path.relative(root, file);
  if (!rel || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

function lstat(p: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(p);
  } catch {
    return undefined;
  }
}

/** The real path of `file`: its nearest existing ancestor resolved (links followed), the rest appended. */
function realTarget(file: string): string {
  const rest: string[] = [];
  let p = file;
  while (!fs.existsSync(p)) {
    rest.unshift(path.basename(p));
    const up = path.dirname(p);
    if (up === p) break;
    p = up;
  }
  return path.join(fs.realpathSync(p), ...rest);
}

/** Checks every change, then writes those whose text differs from the file's. */
export function writeChanges(changes: readonly FileChange[], root: string, options: WriteOptions = {}): WriteResult {
  const absRoot = path.resolve(root);
  const rootStat = fs.existsSync(absRoot) ? fs.statSync(absRoot) : undefined;
  if (!rootStat?.isDirectory()) {
    throw refuse('The folder to write into does not exist.', `'${absRoot}'`, 'an existing folder', 'create it, or run the command from the project\'s folder.');
  }
  const realRoot = fs.realpathSync(absRoot);
  const fixOutside = options.fixOutside ?? 'run the command from the project\'s folder (the root holds every file it writes).';
  const seen = new Set<string>();
  const plan: { change: FileChange; rel: string; write: boolean }[] = [];
  for (const change of changes) {
    if (!path.isAbsolute(change.path)) {
      throw refuse('A file to write has a relative path.', `'${change.path}'`, 'an absolute path under the root', 'resolve it against the root first (this is a bug of the command: report it).');
    }
    const file = path.resolve(change.path);
    const rel = inside(absRoot, file);
    if (rel === undefined) {
      throw refuse(`${change.path}: outside the folder the command writes into.`, `'${change.path}'`, `files under ${absRoot}`, fixOutside);
    }
    const real = realTarget(file);
    if (inside(realRoot, real) === undefined) {
      throw refuse(`${rel}: a symbolic link leads outside the folder the command writes into.`, `'${rel}' resolves to '${real}'`, `files under ${realRoot}`,
        'replace the link with a folder or file of its own, or run the command in the folder the link points to.');
    }
    if (seen.has(real)) throw refuse(`${rel}: the same file twice in one run.`, `two changes of '${rel}'`, 'one change per file', 'this is a bug of the command: report it.');
    seen.add(real);
    const st = lstat(file);
    if (st?.isSymbolicLink() && !fs.existsSync(file)) {
      throw refuse(`${rel}: a symbolic link to a file that does not exist.`, `'${rel}' -> '${fs.readlinkSync(file)}'`, 'a file, or no file', `remove the link (rm ${rel}) and run the command again.`);
    }
    const current = st && fs.existsSync(file) ? fs.statSync(file) : undefined;
    if (current?.isDirectory()) throw refuse(`${rel}: a folder is where the file goes.`, `the folder '${rel}'`, 'a file, or no file', 'choose another file name, or move the folder.');
    const text = current ? fs.readFileSync(file, 'utf8') : undefined;
    if (change.before === undefined && text !== undefined && text !== change.after) {
      throw refuse(`${rel}: the file exists and would be replaced.`, `an existing '${rel}' of ${text.split('\n').length} line(s)`, 'a new file',
        `move it away (mv ${rel} ${rel}.orig), or write to another file.`);
    }
    if (change.before !== undefined && text !== change.before) {
      throw refuse(`${rel}: the file changed since the command read it.`, text === undefined ? 'no file' : 'other text', 'the text the command read', 'run the command again.');
    }
    plan.push({ change, rel, write: text !== change.after });
  }
  for (const p of plan) {
    if (!p.write) continue;
    fs.mkdirSync(path.dirname(p.change.path), { recursive: true });
    fs.writeFileSync(p.change.path, p.change.after);
  }
  return { written: plan.filter((p) => p.write).map((p) => p.rel), unchanged: plan.filter((p) => !p.write).map((p) => p.rel) };
}
