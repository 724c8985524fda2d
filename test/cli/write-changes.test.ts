/**
 * Writing the changes of migrate and convert (src/cli/write-changes.ts): new and modified files
 * written, unchanged ones left alone; every refusal (outside the root by `..`, through a symbolic
 * link, a dangling link, a folder in the way, the same file twice, a file changed since it was
 * read, an existing file a new one would replace, a relative path, a missing root) with its exact
 * message, and nothing written when one change is refused.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FileChange } from '../../src/cli/report';
import { writeChanges, WriteRefusedError } from '../../src/cli/write-changes';
import { errorOf } from '../util';

let dir: string;
let root: string;
beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-write-')));
  root = path.join(dir, 'project');
  fs.mkdirSync(path.join(root, 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'main.ts'), 'old\n');
  fs.writeFileSync(path.join(root, 'src', 'same.ts'), 'same\n');
});
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');

test('writes new and modified files (folders made), leaves a file whose text is already the new text', () => {
  const same = path.join(root, 'src', 'same.ts');
  const mtime = fs.statSync(same).mtimeMs;
  const result = writeChanges([
    { path: path.join(root, 'main.ts'), before: 'old\n', after: 'new\n' },
    { path: same, before: 'same\n', after: 'same\n' },
    { path: path.join(root, 'lib', 'deep', 'made.ts'), after: 'made\n' },
  ], root);
  expect(result).toEqual({ written: ['main.ts', 'lib/deep/made.ts'], unchanged: ['src/same.ts'] });
  expect([read('main.ts'), read('lib/deep/made.ts')]).toEqual(['new\n', 'made\n']);
  expect(fs.statSync(same).mtimeMs).toBe(mtime);
  // A second run of the same changes: everything is already written.
  expect(writeChanges([{ path: path.join(root, 'lib', 'deep', 'made.ts'), after: 'made\n' }], root)).toEqual({ written: [], unchanged: ['lib/deep/made.ts'] });
});

test('a link inside the root to a file inside the root is written through', () => {
  fs.symlinkSync(path.join(root, 'main.ts'), path.join(root, 'alias.ts'));
  expect(writeChanges([{ path: path.join(root, 'alias.ts'), before: 'old\n', after: 'via link\n' }], root).written).toEqual(['alias.ts']);
  expect(read('main.ts')).toBe('via link\n');
});

describe('refusals: one bad change and nothing is written', () => {
  const good = (): FileChange => ({ path: path.join(root, 'main.ts'), before: 'old\n', after: 'new\n' });
  const refused = (bad: FileChange, options = {}) => {
    let error: unknown;
    try {
      writeChanges([good(), bad], root, options);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WriteRefusedError);
    expect(read('main.ts')).toBe('old\n');
    return (error as Error).message;
  };

  test('a path outside the root by ..', () => {
    expect(refused({ path: path.join(root, '..', 'outside.ts'), after: 'x' })).toBe(`${path.join(root, '..', 'outside.ts')}: outside the folder the command writes into. `
      + `Received: '${path.join(root, '..', 'outside.ts')}'. Allowed: files under ${root}. Fix: run the command from the project's folder (the root holds every file it writes). Nothing was written.`);
    expect(fs.existsSync(path.join(dir, 'outside.ts'))).toBe(false);
    expect(refused({ path: root, after: 'x' })).toMatch(/^.*project: outside the folder the command writes into\./);
    expect(refused({ path: path.join(dir, 'x.ts'), after: 'x' }, { fixOutside: 'pass --out inside the working folder, e.g. --out main.ts.' }))
      .toMatch(/Fix: pass --out inside the working folder, e\.g\. --out main\.ts\. Nothing was written\.$/);
  });

  test('through a symbolic link to a folder outside the root, for a new and for an existing file', () => {
    fs.mkdirSync(path.join(dir, 'elsewhere'));
    fs.writeFileSync(path.join(dir, 'elsewhere', 'x.ts'), 'x\n');
    fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(root, 'linked'));
    expect(refused({ path: path.join(root, 'linked', 'new', 'y.ts'), after: 'y' })).toBe('linked/new/y.ts: a symbolic link leads outside the folder the command writes into. '
      + `Received: 'linked/new/y.ts' resolves to '${path.join(dir, 'elsewhere', 'new', 'y.ts')}'. Allowed: files under ${root}. `
      + 'Fix: replace the link with a folder or file of its own, or run the command in the folder the link points to. Nothing was written.');
    expect(refused({ path: path.join(root, 'linked', 'x.ts'), before: 'x\n', after: 'y' })).toMatch(/^linked\/x\.ts: a symbolic link leads outside/);
    expect(fs.existsSync(path.join(dir, 'elsewhere', 'new'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'elsewhere', 'x.ts'), 'utf8')).toBe('x\n');
  });

  test('a file that is a link to a file outside, and a dangling link', () => {
    fs.writeFileSync(path.join(dir, 'secret.ts'), 's\n');
    fs.symlinkSync(path.join(dir, 'secret.ts'), path.join(root, 'out.ts'));
    expect(refused({ path: path.join(root, 'out.ts'), before: 's\n', after: 'x' })).toMatch(/^out\.ts: a symbolic link leads outside the folder the command writes into\. Received: 'out\.ts' resolves to '.*secret\.ts'\./);
    fs.symlinkSync(path.join(root, 'gone.ts'), path.join(root, 'dangling.ts'));
    expect(refused({ path: path.join(root, 'dangling.ts'), after: 'x' })).toBe(`dangling.ts: a symbolic link to a file that does not exist. Received: 'dangling.ts' -> '${path.join(root, 'gone.ts')}'. `
      + 'Allowed: a file, or no file. Fix: remove the link (rm dangling.ts) and run the command again. Nothing was written.');
    expect(fs.existsSync(path.join(root, 'gone.ts'))).toBe(false);
  });

  test('a folder where the file goes; the same file twice', () => {
    expect(refused({ path: path.join(root, 'src'), after: 'x' })).toBe("src: a folder is where the file goes. Received: the folder 'src'. Allowed: a file, or no file. Fix: choose another file name, or move the folder. Nothing was written.");
    expect(refused({ path: path.join(root, 'src', '..', 'main.ts'), before: 'old\n', after: 'other\n' }))
      .toBe("main.ts: the same file twice in one run. Received: two changes of 'main.ts'. Allowed: one change per file. Fix: this is a bug of the command: report it. Nothing was written.");
  });

  test('a file changed since it was read, removed since, or present where the command makes a new one', () => {
    expect(refused({ path: path.join(root, 'src', 'same.ts'), before: 'what it read\n', after: 'x' }))
      .toBe('src/same.ts: the file changed since the command read it. Received: other text. Allowed: the text the command read. Fix: run the command again. Nothing was written.');
    expect(refused({ path: path.join(root, 'src', 'none.ts'), before: 'what it read\n', after: 'x' })).toMatch(/^src\/none\.ts: the file changed since the command read it\. Received: no file\./);
    expect(refused({ path: path.join(root, 'src', 'same.ts'), after: 'x' })).toBe("src/same.ts: the file exists and would be replaced. Received: an existing 'src/same.ts' of 2 line(s). "
      + 'Allowed: a new file. Fix: move it away (mv src/same.ts src/same.ts.orig), or write to another file. Nothing was written.');
  });

  test('a relative path; a root that does not exist', () => {
    expect(refused({ path: 'main.ts', after: 'x' })).toBe("A file to write has a relative path. Received: 'main.ts'. Allowed: an absolute path under the root. Fix: resolve it against the root first (this is a bug of the command: report it). Nothing was written.");
    expect(errorOf(() => writeChanges([], path.join(dir, 'nope')))).toBe(`The folder to write into does not exist. Received: '${path.join(dir, 'nope')}'. Allowed: an existing folder. Fix: create it, or run the command from the project's folder. Nothing was written.`);
  });
});
