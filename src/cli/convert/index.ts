/**
 * `terrain-constructs convert`: the `.tf` files of one module to one TypeScript file with an App,
 * a stack and `app.synth()`, on this library's L1s (an escape hatch for types it does not
 * generate), with a report per block and, unless turned off, the oracle: the converted stack is
 * synthesized and compared with the HCL's own JSON form (oracle.ts). The command (src/cli/main.ts)
 * writes `changes`; this writes nothing. Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { pascalCase } from '../../core/base/naming';
import { PROVIDERS } from '../../generated/providers';
import { CommandReport, FileChange, OracleResult, ReportEntry } from '../report';
import { synthesizeSources } from '../synth-source';
import { Emitter } from './emit';
import { ConvertError, HclBlock, readModule } from './hcl';
import { compare, mergeHcl } from './oracle';
import { typeInfo } from './schema';
import { addressOf, Symbols, subjectOf } from './symbols';
import { otherBlocks, terraformBlock } from './terraform-block';

export { ConvertError };

export interface ConvertOptions {
  /** Absolute paths of the .tf files (one module: they are read together). */
  readonly files: readonly string[];
  /** The working folder: report paths are relative to it. */
  readonly cwd: string;
  /** Absolute path of the .ts file to produce (e.g. <cwd>/main.ts). */
  readonly out: string;
  /** @default 'main' */
  readonly stackName?: string;
  /** Synthesize the result and compare it with the HCL's JSON form. @default true */
  readonly oracle?: boolean;
  /** Passed to synthesizeSources. */
  readonly modules?: Record<string, unknown>;
  /** Passed to synthesizeSources. @default cwd */
  readonly resolveFrom?: string;
}

const CDKTN_NAMES = ['Token', 'TerraformVariable', 'TerraformLocal', 'TerraformOutput', 'TerraformResource', 'TerraformDataSource', 'TerraformIterator', 'TerraformHclModule'];

/** Converts the files; throws ConvertError on a file that cannot be read or parsed. */
export async function convert(o: ConvertOptions): Promise<CommandReport> {
  const stackName = o.stackName ?? 'main';
  const files = o.files.map((f) => {
    if (!f.endsWith('.tf')) throw new ConvertError(`${rel(o.cwd, f)}: not a .tf file. Received: '${path.basename(f)}'. Allowed: HCL files ending in .tf. Fix: pass the module's .tf files, e.g. terrain-constructs convert *.tf.`);
    try {
      return { path: f, text: fs.readFileSync(f, 'utf8') };
    } catch (e) {
      throw new ConvertError(`${rel(o.cwd, f)}: cannot be read (${(e as Error).message}). Received: that path. Allowed: a readable .tf file. Fix: check the path.`);
    }
  });
  const { text, entries, docs } = await convertText(files, o.cwd, stackName);
  const before = fs.existsSync(o.out) ? fs.readFileSync(o.out, 'utf8') : undefined;
  const change: FileChange = { path: o.out, after: text, ...(before !== undefined ? { before } : {}) };
  const oracle = o.oracle === false ? undefined : runOracle(o, text, stackName, docs);
  return { command: 'convert', root: o.cwd, entries, changes: [change], ...(oracle ? { oracle } : {}) };
}

/** The TypeScript of the files, the report entries, and each file's HCL JSON (for the oracle). */
export async function convertText(files: ReadonlyArray<{ path: string; text: string }>, cwd: string, stackName = 'main') {
  const { blocks, docs } = await readModule(files, cwd);
  const entries: ReportEntry[] = [];
  const symbols = new Symbols(blocks);
  for (const b of symbols.duplicates) {
    const first = symbols.byAddress.get(addressOf(b))?.block;
    entries.push({ file: b.file, line: b.line, rule: 'convert/duplicate', outcome: 'manual', subject: subjectOf(b), message: `${subjectOf(b)} is declared again (first at ${first ? `${first.file}:${first.line}` : 'another file'}); Terraform refuses the module, and only the first is converted.`, suggestion: 'Rename or remove one of the two blocks.' });
  }
  // Two passes: the first finds which constants other blocks refer to, the second writes them.
  let emitter = new Emitter(symbols);
  for (let pass = 0; pass < 2; pass++) {
    for (const s of symbols.ordered) s.declared = false;
    emitter = new Emitter(symbols);
    const head = terraformBlock(blocks.filter((b) => b.kind === 'terraform'), emitter);
    head.push(...defaultProviders(symbols, emitter));
    for (const s of symbols.ordered) emitter.emit(s);
    emitter.out.statements.unshift(...head);
    emitter.out.statements.push(...otherBlocks(blocks.filter((x) => x.kind === 'other'), emitter));
  }
  entries.push(...emitter.out.entries);
  entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  const text = fileText(emitter.out.statements, emitter.out.cdktn, emitter.out.namespaces, stackName, files.map((f) => rel(cwd, f.path)));
  return { text, entries, docs, blocks };
}

/**
 * Terraform configures a provider that no block configures with its defaults; cdktn wants a
 * provider construct for every provider its resources use. Such a provider gets an empty one.
 */
function defaultProviders(symbols: Symbols, e: Emitter): string[] {
  const configured = new Set([...symbols.byAddress.values()].filter((s) => s.block.kind === 'provider').map((s) => s.block.name));
  const out: string[] = [];
  for (const s of symbols.ordered) {
    const p = s.info?.provider;
    if (!p || s.block.kind === 'provider' || configured.has(p.name)) continue;
    configured.add(p.name);
    const info = typeInfo('provider', p.name);
    if (!info) continue;
    e.out.namespaces.add(p.name);
    out.push(`new ${p.name}.${info.className}(this, '${p.name}');`);
    e.entry({ ...s.block, kind: 'provider', name: p.name, type: p.name, body: {} }, 'convert/provider', 'converted',
      `no provider "${p.name}" block: Terraform configures it with its defaults, and the stack gets an empty ${p.name}.${info.className} (cdktn wants one), first used by ${subjectOf(s.block)}.`);
  }
  return out;
}

function fileText(
  statements: readonly string[], used: ReadonlySet<string>, namespaces: ReadonlySet<string>, stackName: string, sources: readonly string[],
): string {
  const body = statements.join('\n');
  const cdktn = [...new Set(['App', 'TerraformStack', ...used, ...CDKTN_NAMES.filter((n) => new RegExp(`\\b${n}\\b`).test(body))])].sort();
  const ns = [...namespaces].sort();
  const cls = `${pascalCase(stackName.replace(/[^A-Za-z0-9_]+/g, '_')) || 'Main'}Stack`.replace(/^(?=[0-9])/, 'S');
  const indented = statements.map((s) => s.split('\n').map((l) => (l ? `    ${l}` : l)).join('\n')).join('\n');
  return [
    `// Converted from HCL by terrain-constructs convert (${sources.join(', ')}).`,
    "import { Construct } from 'constructs';",
    `import { ${cdktn.join(', ')} } from 'cdktn';`,
    ...(ns.length ? [`import { ${ns.join(', ')} } from 'terrain-constructs';`] : []),
    '',
    `class ${cls} extends TerraformStack {`,
    '  constructor(scope: Construct, id: string) {',
    '    super(scope, id);',
    ...(indented ? [indented] : []),
    '  }',
    '}',
    '',
    'const app = new App();',
    `new ${cls}(app, '${stackName.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}');`,
    'app.synth();',
    '',
  ].join('\n');
}

function runOracle(o: ConvertOptions, text: string, stackName: string, docs: ReadonlyArray<Record<string, any>>): OracleResult {
  let stacks: Record<string, Record<string, unknown>>;
  try {
    stacks = synthesizeSources({ files: [{ path: o.out, text }], entry: o.out, modules: o.modules, resolveFrom: o.resolveFrom ?? o.cwd });
  } catch (e) {
    return { ran: false, reason: `the converted stack could not be synthesized: ${(e as Error).message}`, differences: [], addressesRemoved: [], addressesAdded: [], passed: false };
  }
  const synth = stacks[stackName];
  if (!synth) return { ran: false, reason: `the converted app wrote no stack '${stackName}' (it wrote: ${Object.keys(stacks).join(', ') || 'none'}).`, differences: [], addressesRemoved: [], addressesAdded: [], passed: false };
  return compare(mergeHcl(docs), synth as Record<string, any>, new Set(PROVIDERS.map((p) => p.name)));
}

function rel(cwd: string, f: string): string {
  return path.relative(cwd, f).split(path.sep).join('/');
}

export type { HclBlock };
