/**
 * No import cycles in src/, type imports included. eslint's import/no-cycle (on in .eslintrc)
 * does not follow `import type` and `import('...')` types, so two modules that name each other's
 * types pass it; this test reads every import the TypeScript preprocessor sees (`import`,
 * `import type`, `export ... from`, `import('...')`, `require('...')`) between hand-written files
 * of src/ (src/generated imports only the runtime) and fails on any strongly connected group.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const SRC = path.join(__dirname, '..', 'src');

function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === path.join(SRC, 'generated') ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The files of `files` that `file` imports, by any kind of import. */
function importsOf(file: string, files: ReadonlySet<string>): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName).filter((n) => n.startsWith('.')).flatMap((n) => {
    const base = path.resolve(path.dirname(file), n);
    return [`${base}.ts`, path.join(base, 'index.ts')].filter((c) => files.has(c)).slice(0, 1);
  });
}

/** The groups of more than one node (or a node importing itself) that reach each other (Tarjan). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do { w = stack.pop()!; on.delete(w); group.push(w); } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

test('no import cycle among the hand-written files of src/, type imports included', () => {
  const files = sourceFiles();
  const set = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f, set)]));
  expect(files.length).toBeGreaterThan(100);
  expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
  expect(cycles(graph).map((g) => g.map((f) => path.relative(SRC, f).split(path.sep).join('/')))).toEqual([]);
});

test('the cycle finder sees a cycle of type imports, a self-import, and nothing in a tree', () => {
  expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  expect(cycles(new Map([['a', ['a']], ['b', []]]))).toEqual([['a']]);
  expect(cycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
  fs.writeFileSync(path.join(dir, 'b.ts'), "export type B = import('./a').A;\n");
  const files = new Set([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
  expect(cycles(new Map([...files].map((f) => [f, importsOf(f, files)]))).length).toBe(1);
  fs.rmSync(dir, { recursive: true, force: true });
});
