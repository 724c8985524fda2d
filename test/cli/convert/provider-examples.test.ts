/**
 * `terrain-constructs convert` on the providers' own examples at the pinned tags (read from the
 * mirrors of their repositories, see fixtures/provider-examples.ts; a provider whose mirror is
 * absent is skipped with the reason): every `resource` or `data` block of a type we generate
 * converts, or is reported with its line and the reason (a report entry `partial` or `manual` at
 * that line; a file that does not parse is refused with its file:line). Each module with such a
 * block is converted with the oracle on, and counted by what the oracle said: passed; refused by
 * the L1 checks (the examples' placeholders, e.g. `expand = "expand"`, named at their construct
 * and field); or failed (printed with the reason: convert's own shortcomings). The table per
 * provider is asserted here (the choice over a generated page: the numbers change with convert,
 * and a failing assertion names what changed); it is printed when the test runs.
 */
import * as fs from 'fs';
import * as path from 'path';
import { declaredBlocks, DeclaredBlock, ExampleModule, mirrorOf, modulesOf, SOURCES, writeModule } from './fixtures/provider-examples';
import { convert, ConvertError } from '../../../src/cli/convert';
import type { OracleResult, ReportEntry } from '../../../src/cli/report';

/** What became of the blocks of our types in one provider's examples, and of the modules that hold them. */
interface Row {
  modules: number;
  /** resource and data blocks of types we generate */
  blocks: number;
  converted: number;
  /** a `partial` or `manual` entry at the block's line */
  reported: number;
  /** in a file convert refuses as HCL that does not parse (the error names file:line) */
  unparsed: number;
  /** no entry at the block's line, or convert failed without saying where */
  failures: number;
  /** modules with a block of our types that convert: their stack synthesizes and passes the oracle */
  oraclePassed: number;
  /** ... or the L1 checks refuse a value of the example at synth (a placeholder such as "<project_id>"), naming the construct and field */
  refusedByChecks: number;
  /** ... or the oracle fails otherwise (convert's own shortcoming; the test prints each with its reason) */
  oracleFailed: number;
}

/**
 * The numbers at the pinned tags. What the mirrors decide (modules, blocks of our types, blocks in
 * files that do not parse) is exact; what convert decides is a floor (modules whose oracle passes)
 * or a ceiling (modules whose oracle fails): a regression fails, an improvement passes and is
 * printed (then raise the floor). Whether a block is converted or reported is convert's to say
 * (the test asks that it be one of them, at the block's line), so it has no bound here.
 */
const EXPECTED: Record<string, { exact: Pick<Row, 'modules' | 'blocks' | 'unparsed'>; atLeast: Pick<Row, 'oraclePassed'>; atMost: Pick<Row, 'oracleFailed'> }> = {
  mongodbatlas: { exact: { modules: 194, blocks: 151, unparsed: 0 }, atLeast: { oraclePassed: 90 }, atMost: { oracleFailed: 0 } },
  incident: { exact: { modules: 33, blocks: 75, unparsed: 0 }, atLeast: { oraclePassed: 31 }, atMost: { oracleFailed: 0 } },
  equinix: { exact: { modules: 111, blocks: 58, unparsed: 5 }, atLeast: { oraclePassed: 36 }, atMost: { oracleFailed: 1 } },
  ibm: { exact: { modules: 23, blocks: 24, unparsed: 0 }, atLeast: { oraclePassed: 21 }, atMost: { oracleFailed: 0 } },
};

const ROOT = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MODULES = { 'terrain-constructs': require('../../../src') };

function ourTypes(provider: string): { resources: Record<string, number>; dataSources: Record<string, number> } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return JSON.parse((require(`../../../src/generated/${provider}/schema-facts`) as { SCHEMA_FACTS: string }).SCHEMA_FACTS);
}

type Converted = { entries: readonly ReportEntry[]; oracle?: OracleResult } | { error: Error };

/** Converts one module in a temporary folder, with the oracle. */
async function convertModule(m: ExampleModule): Promise<Converted> {
  const { dir, files } = writeModule(m);
  try {
    const report = await convert({ files, cwd: dir, out: path.join(dir, 'main.ts'), modules: MODULES, resolveFrom: ROOT });
    return { entries: report.entries, oracle: report.oracle };
  } catch (e) {
    return { error: e as Error };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the oracle made of a converted module: passed; refused by the L1 checks (every error of the
 * synth is at a construct, `[main/<id>] ...`: a value of the example the checks refuse); or failed.
 */
function oracleFate(o: OracleResult | undefined): 'oraclePassed' | 'refusedByChecks' | 'oracleFailed' {
  if (o?.passed) return 'oraclePassed';
  const m = /main\.ts failed: (?:Validation failed with the following errors:\n)?([^]*)$/.exec(o && !o.ran ? o.reason ?? '' : '');
  const errors = m ? m[1].split('\n').filter((l) => /^\s*\[main[\]/]/.test(l)) : [];
  if (errors.length && errors.every((l) => /^\s*\[main\/[^\]]+\] /.test(l))) return 'refusedByChecks';
  return 'oracleFailed';
}

function oracleWhy(o: OracleResult | undefined): string {
  if (!o) return 'no oracle ran';
  if (!o.ran) return (o.reason ?? '').replace(/running \S*main\.ts/, 'running main.ts').split('\n')[0];
  const unexplained = o.differences.filter((d) => !d.explainedBy).map((d) => d.path);
  return [unexplained.length ? `unexplained differences at ${unexplained.join(', ')}` : '', o.addressesRemoved.length ? `removed ${o.addressesRemoved.join(', ')}` : '',
    o.addressesAdded.length ? `added ${o.addressesAdded.join(', ')}` : ''].filter(Boolean).join('; ');
}

/** The fate of one block: converted, reported (with the entry), unparsed, or a failure with why. */
function judge(b: DeclaredBlock, result: Converted): { fate: 'converted' | 'reported' | 'unparsed' | 'failures'; why?: string } {
  if ('error' in result) {
    // A file of the module that does not parse: convert refuses the module, naming the file and line.
    if (result.error instanceof ConvertError && /^[^\s:]+\.tf:\d+(:\d+)?: HCL that does not parse: /.test(result.error.message)) return { fate: 'unparsed' };
    return { fate: 'failures', why: `convert failed: ${result.error.message}` };
  }
  const subject = b.kind === 'data' ? `data.${b.type}.${b.name}` : `${b.type}.${b.name}`;
  const at = result.entries.filter((e) => e.file === b.file && e.line === b.line && e.subject === subject);
  if (!at.length) return { fate: 'failures', why: `no report entry at ${b.file}:${b.line} for ${subject}` };
  if (at.every((e) => e.outcome === 'converted')) return { fate: 'converted' };
  const unexplained = at.find((e) => e.outcome !== 'converted' && !e.message.trim());
  if (unexplained) return { fate: 'failures', why: `entry ${unexplained.rule} at ${b.file}:${b.line} gives no reason` };
  return { fate: 'reported' };
}

describe.each(SOURCES.map((s) => [s.provider, s] as const))('the examples of %s at the pinned tag', (provider, source) => {
  const mirror = mirrorOf(source);
  if (!('dir' in mirror)) {
    test.skip(`skipped: ${mirror.missing}`, () => undefined);
    return;
  }

  test(`every block of a type we generate converts or is reported with its line and reason (${source.tag})`, async () => {
    const types = ourTypes(provider);
    const row: Row = {
      modules: 0, blocks: 0, converted: 0, reported: 0, unparsed: 0, failures: 0, oraclePassed: 0, refusedByChecks: 0, oracleFailed: 0,
    };
    const failures: string[] = [];
    const oracleFailures: string[] = [];
    for (const m of modulesOf(source, mirror.dir)) {
      row.modules++;
      const blocks = m.files.flatMap((f) => declaredBlocks(f.name, f.text))
        .filter((b) => (b.kind === 'resource' ? types.resources : types.dataSources)[b.type] !== undefined);
      if (!blocks.length) continue;
      const result = await convertModule(m);
      for (const b of blocks) {
        row.blocks++;
        const { fate, why } = judge(b, result);
        row[fate]++;
        if (why) failures.push(`${m.name}: ${why}`);
      }
      if (!('error' in result)) {
        const fate = oracleFate(result.oracle);
        row[fate]++;
        if (fate === 'oracleFailed') oracleFailures.push(`  ${m.name}: ${oracleWhy(result.oracle)}`);
      }
    }
    process.stdout.write(`${provider} ${source.tag}: ${JSON.stringify(row)}\n${oracleFailures.length ? `the oracle failed on:\n${oracleFailures.join('\n')}\n` : ''}`);
    expect(failures).toEqual([]);
    expect(row.failures).toBe(0);
    expect(row.converted + row.reported + row.unparsed).toBe(row.blocks);
    const { exact, atLeast, atMost } = EXPECTED[provider];
    expect({ modules: row.modules, blocks: row.blocks, unparsed: row.unparsed }).toEqual(exact);
    const worse = [
      ...Object.entries(atLeast).filter(([k, floor]) => row[k as keyof Row] < floor).map(([k, floor]) => `${k} ${row[k as keyof Row]}, below ${floor}`),
      ...Object.entries(atMost).filter(([k, ceiling]) => row[k as keyof Row] > ceiling).map(([k, ceiling]) => `${k} ${row[k as keyof Row]}, above ${ceiling}`),
    ];
    expect(worse).toEqual([]);
  }, 600_000);
});
