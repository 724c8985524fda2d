/**
 * Helpers of the tests of the barrels (test/index.test.ts, test/namespaces/*.test.ts), on the
 * TypeScript sources:
 * - `valueExports`: the names a module exports at run time, read from its source (and from the
 *   sources it re-exports), so that a barrel's exports can be compared with what its source
 *   indexes say, whatever those indexes hold today;
 * - `lazyBarrel`: a barrel transpiled as the build does, made lazy by scripts/lazify.js (what the
 *   build runs after tsc), with each module it loads replaced by a stub that records its loading,
 *   and driven in a fresh node process: what loads when the barrel is required, listed, and read.
 * The compiled package itself is tested in test/lazy-loading.test.ts.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

export const ROOT = path.join(__dirname, '..');
export const SRC = path.join(ROOT, 'src');

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

/** The source file a relative module specifier of `from` names (`./x` → x.ts or x/index.ts). */
export function resolveSource(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const found = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve '${spec}'`);
  return found;
}

/** One re-export statement of a barrel: `export * from`, `export * as name from`, `export { a } from`. */
export interface ReExport {
  readonly kind: 'star' | 'namespace' | 'named';
  /** The specifier as written (`../generated/ibm`). */
  readonly spec: string;
  /** The source file it names. */
  readonly target: string;
  /** `namespace`: the name; `named`: the names exported (after `as`). */
  readonly names: readonly string[];
}

/** The re-exports of a module with runtime effect (type-only ones left out), in order. */
export function reExports(file: string): ReExport[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: ReExport[] = [];
  for (const s of sf.statements) {
    if (!ts.isExportDeclaration(s) || s.isTypeOnly || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const spec = s.moduleSpecifier.text;
    const target = resolveSource(file, spec);
    if (!s.exportClause) out.push({ kind: 'star', spec, target, names: [] });
    else if (ts.isNamespaceExport(s.exportClause)) out.push({ kind: 'namespace', spec, target, names: [s.exportClause.name.text] });
    else out.push({ kind: 'named', spec, target, names: s.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text) });
  }
  return out;
}

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The names a module exports at run time, read from its source: exported classes, functions,
 * enums and variables, and what it re-exports (followed into the sources it names). Interfaces,
 * type aliases and type-only exports have no run-time name and are left out.
 */
export function valueExports(file: string): ReadonlySet<string> {
  const hit = cache.get(file);
  if (hit) return hit;
  const names = new Set<string>();
  cache.set(file, names); // a cycle reads what is known so far
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  for (const s of sf.statements) {
    if (ts.isExportDeclaration(s)) continue; // below
    if (!hasModifier(s, ts.SyntaxKind.ExportKeyword) || hasModifier(s, ts.SyntaxKind.DeclareKeyword)) continue;
    if (hasModifier(s, ts.SyntaxKind.DefaultKeyword)) {
      names.add('default');
    } else if ((ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name) {
      names.add(s.name.text);
    } else if (ts.isEnumDeclaration(s) && !hasModifier(s, ts.SyntaxKind.ConstKeyword)) {
      names.add(s.name.text);
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) throw new Error(`${path.relative(ROOT, file)}: a destructured export is not read here`);
        names.add(d.name.text);
      }
    }
  }
  for (const s of sf.statements) {
    if (!ts.isExportDeclaration(s) || s.isTypeOnly || !s.moduleSpecifier || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const target = resolveSource(file, s.moduleSpecifier.text);
    if (!s.exportClause) {
      for (const n of valueExports(target)) if (n !== 'default') names.add(n);
    } else if (ts.isNamespaceExport(s.exportClause)) {
      names.add(s.exportClause.name.text);
    } else {
      // `export { a as b } from`: a value when the target exports `a` as a value.
      const values = valueExports(target);
      for (const e of s.exportClause.elements) if (!e.isTypeOnly && values.has((e.propertyName ?? e.name).text)) names.add(e.name.text);
    }
  }
  return names;
}

/** `src/a/b.ts` → `a/b` (the path a stub records when it loads). */
export function moduleId(file: string): string {
  return path.relative(SRC, file).split(path.sep).join('/').replace(/\.ts$/, '');
}

function outPath(dir: string, file: string): string {
  return path.join(dir, path.relative(SRC, file).replace(/\.ts$/, '.js'));
}

/** tsc's CommonJS output of a source, with the project's options (module CommonJS, as `npx projen compile` emits it). */
function transpile(file: string): string {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, ROOT);
  return ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { ...options, module: ts.ModuleKind.CommonJS, declaration: false, noEmit: false, outDir: undefined, rootDir: undefined },
  }).outputText;
}

/** A stand-in for a module a barrel loads: it exports the module's run-time names (each a distinct function). */
function stub(file: string): string {
  return [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    ...[...valueExports(file)].map((n) => `exports[${JSON.stringify(n)}] = function ${/^[A-Za-z_$][\w$]*$/.test(n) ? n : 'x'}() {};`),
    '',
  ].join('\n');
}

/**
 * Writes `barrel` (a source under src/) transpiled into a temporary folder, with the barrels it
 * re-exports from that are listed in `alsoBarrels` transpiled too, and every other module they
 * load as a stub; runs scripts/lazify.js on the folder. Returns the folder.
 */
export function lazyBarrel(barrel: string, alsoBarrels: readonly string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-barrel-'));
  const barrels = new Set([barrel, ...alsoBarrels]);
  const write = (file: string, text: string) => {
    const out = outPath(dir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
  };
  for (const b of barrels) {
    write(b, transpile(b));
    for (const r of reExports(b)) if (!barrels.has(r.target)) write(r.target, stub(r.target));
  }
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'lazify.js'), dir], { encoding: 'utf8' });
  return dir;
}

/**
 * Runs `script` in a fresh node process with `barrel` (compiled by `lazyBarrel` into `dir`)
 * required as `m`, and in scope `loaded()` (the modules of `dir` loaded so far, by `moduleId`,
 * sorted), `kind(o, name)` (`getter` or `value`) and `done(result)`; returns the result.
 */
export function drive<T>(dir: string, barrel: string, script: string): T {
  const out = execFileSync(process.execPath, ['-e', `
    const path = require('path');
    const dir = ${JSON.stringify(dir + path.sep)};
    const loaded = () => Object.keys(require.cache).filter((k) => k.startsWith(dir))
      .map((k) => k.slice(dir.length).split(path.sep).join('/').replace(/\\.js$/, '')).sort();
    const kind = (o, n) => ('value' in Object.getOwnPropertyDescriptor(o, n) ? 'value' : 'getter');
    const done = (v) => process.stdout.write(JSON.stringify(v));
    const m = require(${JSON.stringify(outPath(dir, barrel))});
    ${script}`], { encoding: 'utf8' });
  return JSON.parse(out);
}

/** Which module of `barrel`'s re-exports holds `name` (by `moduleId`). */
export function holderOf(barrel: string, name: string): string {
  const r = reExports(barrel).find((x) => (x.kind === 'star' ? valueExports(x.target).has(name) : x.names.includes(name)));
  if (!r) throw new Error(`${moduleId(barrel)} does not export ${name}`);
  return moduleId(r.target);
}

/**
 * The tests of a namespace barrel, `src/namespaces/<ns>.ts`: what it re-exports, that it exports
 * exactly the names of its provider's generated index and L2 index (read from their sources), and
 * that, made lazy as the build makes it, it loads a module only when one of its exports is read.
 */
export function describeNamespace(ns: string): void {
  const file = path.join(SRC, 'namespaces', `${ns}.ts`);
  const generated = path.join(SRC, 'generated', ns, 'index.ts');
  const constructs = path.join(SRC, 'constructs', ns, 'index.ts');
  const hasL2 = fs.existsSync(constructs);
  const pascal = ns.charAt(0).toUpperCase() + ns.slice(1);
  const l1 = [...valueExports(generated)].sort();
  const l2 = hasL2 ? [...valueExports(constructs)].sort() : [];

  describe(`the ${ns} namespace (src/namespaces/${ns}.ts)`, () => {
    test(`re-exports the generated index of its provider${hasL2 ? ' and its L2 index' : ''}, and nothing else`, () => {
      expect(reExports(file).map((r) => [r.kind, moduleId(r.target)])).toEqual([
        ['star', `generated/${ns}/index`],
        ...(hasL2 ? [['star', `constructs/${ns}/index`]] : []),
      ]);
    });

    test('the generated index holds the L1 classes of the provider (data sources included), the L2 index hand-written constructs; no name is in both', () => {
      expect(l1).toContain(`${pascal}Provider`);
      expect(l1.filter((n) => n.startsWith(`Data${pascal}`)).length).toBeGreaterThan(0);
      expect(l1.filter((n) => !new RegExp(`^(Data)?${pascal}[A-Z]`).test(n))).toEqual([]);
      if (hasL2) expect(l2.length).toBeGreaterThan(10);
      expect(l2.filter((n) => l1.includes(n))).toEqual([]);
    });

    test('exports exactly those names, each a defined value; the L1 names are classes', () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require(file) as Record<string, unknown>;
      expect(Object.keys(m).sort()).toEqual([...l1, ...l2].sort());
      expect(Object.keys(m).filter((n) => m[n] === undefined)).toEqual([]);
      expect(l1.filter((n) => typeof m[n] !== 'function' || !/^class\b/.test(Function.prototype.toString.call(m[n])))).toEqual([]);
    });

    test('made lazy as the build makes it: requiring it loads nothing else, listing its names neither, reading one loads its module only, once', () => {
      const dir = lazyBarrel(file, hasL2 ? [generated, constructs] : [generated]);
      try {
        const provider = `${pascal}Provider`;
        const l2Name = l2[0];
        const r = drive<Record<string, unknown>>(dir, file, `
          const required = loaded();
          const names = Object.keys(m).sort();
          const listed = loaded();
          const before = kind(m, ${JSON.stringify(provider)});
          const first = m[${JSON.stringify(provider)}];
          const read = loaded();
          const after = kind(m, ${JSON.stringify(provider)});
          const same = m[${JSON.stringify(provider)}] === first;
          const again = loaded();
          ${l2Name ? `m[${JSON.stringify(l2Name)}];` : ''}
          done({ required, names, listed, before, read, after, same, again, l2: loaded() });`);
        const base = `namespaces/${ns}`;
        const providerModule = holderOf(generated, provider);
        expect(r).toEqual({
          required: [base],
          names: [...l1, ...l2].sort(),
          listed: [base],
          before: 'getter',
          read: [`generated/${ns}/index`, providerModule, base].sort(),
          after: 'value',
          same: true,
          again: [`generated/${ns}/index`, providerModule, base].sort(),
          l2: (l2Name ? [`generated/${ns}/index`, providerModule, base, `constructs/${ns}/index`, holderOf(constructs, l2Name)] : [`generated/${ns}/index`, providerModule, base]).sort(),
        });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
