/**
 * test/ mirrors src/: every hand-written source file under src/ (src/generated and `*.generated.ts`
 * left out: the generator's tests cover them) has its test file at the mirrored path,
 * `src/a/b.ts` → `test/a/b.test.ts`. Moving a source file moves its test with it.
 *
 * The files without one are listed in EXCEPTIONS below, each with its reason, at most
 * MAX_EXCEPTIONS of them: a barrel or a file of types only is no exception by itself (a contract
 * is tested through its implementations, an index through what it exports). The entries are
 * globs relative to src/ (`**` matches any folders, so an entry keeps matching when its file moves
 * into a subfolder), and each must match a file that has no test yet: an entry whose file got a
 * test, or that matches nothing, fails the test, so the list only shrinks.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..');
const SRC = path.join(ROOT, 'src');

/** Why a test is not yet written, for every entry of the TODO part of EXCEPTIONS. */
const TODO = 'test not yet written';

/**
 * Source files without a test at the mirrored path, by glob relative to src/, with the reason.
 * Keep each reason specific; `TODO` marks the gap still to close (a real test, then remove the entry).
 */
const EXCEPTIONS: Record<string, string> = {
  'constructs/mongodbatlas/cluster-props.ts': 'types only: the props of the advanced clusters, which the compiler checks; every prop is exercised by the tests of ReplicaSetCluster, ShardedCluster and GlobalCluster',
  'constructs/mongodbatlas/legacy-cluster-props.ts': 'types only: the props of LegacyCluster, which the compiler checks; every prop is exercised by legacy-cluster.test.ts',
  'constructs/mongodbatlas/private/bindings.ts': 'types only: what the variants render once bound, checked by the compiler where they are rendered',
  'cli/report.ts': 'types only: the report shapes migrate and convert share, exercised by the tests of report-render.ts and of both commands',
  'core/base/schema-facts.ts': 'types only: the format of the generated schema facts, read by Conformance.check and the stand-in providers, whose tests read real facts',
  'core/runtime/index.ts': 'a barrel of the L1 runtime for the generated code; every name it exports is used by the generated L1s, whose tests (test/generated) fail when one is missing',
  'policy/index.ts': 'a barrel of the policy API; its names are asserted with the package\'s public API in test/index.test.ts',
};

/** The most files without a test at the mirrored path. */
const MAX_EXCEPTIONS = 8;

// Whether `file` matches `glob`: `**` followed by a slash matches any folders (none included), `*` any part of a name.
export function matches(file: string, glob: string): boolean {
  const escape = (text: string) => text.replace(/[.*+?^$(){}|[\]\\]/g, (c) => `\\${c}`);
  const parts = glob.split(/(\*\*\/|\*)/).map((part) => {
    if (part === '**/') return '(?:[^/]+/)*';
    if (part === '*') return '[^/]*';
    return escape(part);
  });
  return new RegExp(`^${parts.join('')}$`).test(file);
}

/** Every hand-written .ts file under src/, relative to src/, with `/` separators. */
function sourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    const rel = path.relative(SRC, full).split(path.sep).join('/');
    if (e.isDirectory()) {
      if (rel !== 'generated') out.push(...sourceFiles(full));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.generated.ts')) {
      out.push(rel);
    }
  }
  return out.sort();
}

/** The test file of a source file: `a/b.ts` → `test/a/b.test.ts` (relative to the repository). */
export function mirrored(rel: string): string {
  return `test/${rel.replace(/\.ts$/, '.test.ts')}`;
}

/** `barrel`: imports and re-exports only; `types`: no runtime statement; `runtime`: the rest. */
export type FileKind = 'barrel' | 'types' | 'runtime';

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

/** Whether a top-level statement has no effect at run time (or only re-exports). */
function statementKind(s: ts.Statement): 'reexport' | 'type' | 'runtime' {
  if (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEmptyStatement(s)) return 'type';
  if (hasModifier(s, ts.SyntaxKind.DeclareKeyword)) return 'type';
  // An import runs the imported module: a bare `import './x'` is there for that; others are bindings.
  if (ts.isImportDeclaration(s)) return s.importClause ? 'type' : 'runtime';
  if (ts.isImportEqualsDeclaration(s)) return s.isTypeOnly ? 'type' : 'runtime';
  if (ts.isExportDeclaration(s)) return s.isTypeOnly ? 'type' : (s.moduleSpecifier ? 'reexport' : 'type');
  return 'runtime';
}

/** The kind of a file, from its top-level statements. */
export function fileKind(text: string, fileName = 'x.ts'): FileKind {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const kinds = sf.statements.map(statementKind);
  if (kinds.includes('runtime')) return 'runtime';
  return kinds.includes('reexport') ? 'barrel' : 'types';
}

const files = sourceFiles();
const kinds = new Map(files.map((f) => [f, fileKind(fs.readFileSync(path.join(SRC, f), 'utf8'), f)]));
const hasTest = (f: string) => fs.existsSync(path.join(ROOT, mirrored(f)));
const exceptionOf = (f: string) => Object.keys(EXCEPTIONS).find((glob) => matches(f, glob));

test('the scan sees src/ (a sanity check) and leaves generated files out', () => {
  expect(files).toEqual(expect.arrayContaining(['core/base/errors.ts', 'constructs/mongodbatlas/cluster.ts', 'policy/engine.ts']));
  expect(files.filter((f) => f.startsWith('generated/') || f.endsWith('.generated.ts'))).toEqual([]);
});

test('every hand-written source file under src/ has a test at its mirrored path (or a listed exception)', () => {
  const missing = files.filter((f) => !hasTest(f) && !exceptionOf(f))
    .map((f) => `src/${f}: no ${mirrored(f)}`);
  expect(missing).toEqual([]);
});

test('every exception matches a runtime file that has no test (the list only shrinks)', () => {
  const stale = Object.keys(EXCEPTIONS).flatMap((glob) => {
    const matched = files.filter((f) => matches(f, glob));
    if (!matched.length) return [`${glob}: matches no file under src/ (moved or removed? update the entry)`];
    return matched.flatMap((f) => (hasTest(f) ? [`${glob}: src/${f} has ${mirrored(f)} now; remove the entry`] : []));
  });
  expect(stale).toEqual([]);
});

test(`at most ${MAX_EXCEPTIONS} files are without a test, each a barrel or types only`, () => {
  expect(Object.keys(EXCEPTIONS).length).toBeLessThanOrEqual(MAX_EXCEPTIONS);
  const matched = Object.keys(EXCEPTIONS).flatMap((glob) => files.filter((f) => matches(f, glob)));
  expect(matched.filter((f) => kinds.get(f) === 'runtime')).toEqual([]);
});

test('every exception says why', () => {
  expect(Object.entries(EXCEPTIONS).filter(([, reason]) => reason.trim().length < 10).map(([glob]) => glob)).toEqual([]);
});

test('what is exempt without a list, and the gap', () => {
  const count = (k: FileKind) => files.filter((f) => kinds.get(f) === k).length;
  const todo = files.filter((f) => EXCEPTIONS[exceptionOf(f) ?? ''] === TODO).map((f) => `src/${f}`);
  // Printed for the record (the lead reads the gap here); the assertions above enforce the rule.
  process.stderr.write(`structure: ${files.length} source files: ${count('runtime')} with runtime code, ${count('barrel')} barrels, `
    + `${count('types')} type-only; ${todo.length} without a test yet (${TODO})\n`);
  expect(count('runtime')).toBeGreaterThan(0);
});

describe('fileKind (the AST judgement of exemptions)', () => {
  test('re-exports only make a barrel', () => {
    expect(fileKind("export * from './a';\nexport * as b from './b';\nexport { c } from './c';\n")).toBe('barrel');
  });
  test('interfaces, type aliases, type imports and declarations are type-only', () => {
    expect(fileKind("import type { A } from './a';\nimport { B } from './b';\nexport interface C extends A { b: B }\nexport type D = C;\ndeclare const e: number;\nexport type { F } from './f';\n")).toBe('types');
  });
  test('a class, a function, a constant, an enum or a bare import is runtime code', () => {
    expect(fileKind('export class A {}')).toBe('runtime');
    expect(fileKind('export function a() { return 1; }')).toBe('runtime');
    expect(fileKind("export const A = 'a';")).toBe('runtime');
    expect(fileKind('export enum A { B }')).toBe('runtime');
    expect(fileKind("import './side-effect';")).toBe('runtime');
    expect(fileKind("export * from './a';\nexport const b = 1;")).toBe('runtime');
  });
  test('the mirrored path of a source file', () => {
    expect(mirrored('core/runtime/l1-runtime.ts')).toBe('test/core/runtime/l1-runtime.test.ts');
  });
  test('an entry with ** keeps matching a file moved into a subfolder', () => {
    expect(matches('core/runtime/stack-hooks.ts', 'core/**/stack-hooks.ts')).toBe(true);
    expect(matches('core/stack-hooks.ts', 'core/**/stack-hooks.ts')).toBe(true);
    expect(matches('core/stack-hooks.test.ts', 'core/**/stack-hooks.ts')).toBe(false);
    expect(matches('policy/atlas/rules/atlas-c1.ts', 'policy/*/rules/*.ts')).toBe(true);
    expect(matches('policy/atlas/x/rules/atlas-c1.ts', 'policy/*/rules/*.ts')).toBe(false);
  });
});
