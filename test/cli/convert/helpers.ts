/**
 * Test helpers of convert's tests: a module of inline `.tf` files in a temporary folder, converted
 * with terrain-constructs answered by src/, and a strict type-check of the TypeScript it writes
 * (the TypeScript compiler on this repository's sources).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';
import { convert } from '../../../src/cli/convert';
import { CommandReport } from '../../../src/cli/report';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const MODULES = { 'terrain-constructs': require('../../../src') };

/** A folder with the files; returns it. */
export function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-test-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** Converts the files (all of them, in the order given) with the oracle unless `oracle: false`. */
export async function convertFiles(
  files: Record<string, string>, options: { oracle?: boolean; stackName?: string } = {},
): Promise<CommandReport & { dir: string; text: string }> {
  const dir = folderWith(files);
  const report = await convert({
    files: Object.keys(files).map((f) => path.join(dir, f)),
    cwd: dir,
    out: path.join(dir, 'main.ts'),
    modules: MODULES,
    resolveFrom: ROOT,
    ...options,
  });
  return { ...report, dir, text: report.changes[0]!.after };
}

/** The oracle's differences no rule explains, as `path: before -> after`. */
export function unexplained(r: CommandReport): string[] {
  return (r.oracle?.differences ?? []).filter((d) => !d.explainedBy).map((d) => `${d.path}: ${JSON.stringify(d.before)} -> ${JSON.stringify(d.after)}`);
}

/** The diagnostics of a strict type-check of `text` as an app's main.ts importing terrain-constructs (this repository's src). */
export function typeCheck(text: string): string[] {
  const file = path.join(ROOT, 'convert-typecheck', 'main.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    skipLibCheck: true,
    noUnusedLocals: true,
    baseUrl: ROOT,
    paths: { 'terrain-constructs': ['src/index.ts'] },
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, l, ...rest) => (path.resolve(f) === file ? ts.createSourceFile(f, text, l) : getSourceFile(f, l, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => path.resolve(f) === file || fileExists(f);
  const program = ts.createProgram([file], options, host);
  const sf = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]
    .map((d) => `${d.start !== undefined ? sf.getLineAndCharacterOfPosition(d.start).line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
