/**
 * Fuzzing of `terrain-constructs convert` (src/cli/convert) on random HCL modules of the four
 * providers (hcl-module.ts). Every module must convert without a crash, twice to the same text,
 * with a report entry for each block; then either the oracle runs and passes (the synthesized
 * stack equals the HCL's JSON form up to the explained differences, every address kept), or the
 * converted stack is refused at synth by a check of ours, and the report says which construct
 * and field (a value the provider refuses: the module would fail at apply).
 * FUZZ_SEED and FUZZ_RUNS as in harness.ts; a failure prints the module.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as fc from 'fast-check';
import { RUNS, SEED } from './harness';
import { hclModule, HclModule } from './hcl-module';
import { convert } from '../../src/cli/convert';

const ROOT = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const modules = { 'terrain-constructs': require('../../src') };
/** Cases in CI. */
const CI_RUNS = 40;

let dir: string;
beforeAll(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-fuzz-')); });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function convertModule(m: HclModule, n: number) {
  const file = path.join(dir, `m${n}.tf`);
  fs.writeFileSync(file, m.text);
  return convert({ files: [file], cwd: dir, out: path.join(dir, `m${n}.ts`), modules, resolveFrom: ROOT });
}

test(`convert: random HCL modules (seed ${SEED})`, async () => {
  const outcomes = { passed: 0, refused: 0 };
  let n = 0;
  await fc.assert(fc.asyncProperty(hclModule(), async (m) => {
    n++;
    const report = await convertModule(m, n);
    const again = await convertModule(m, n);
    expect(again.changes[0].after).toBe(report.changes[0].after);
    // Every block is in the report.
    for (const a of m.addresses) expect(report.entries.map((e) => e.subject)).toContainEqual(expect.stringContaining(a.replace(/^data\./, '')));
    const oracle = report.oracle!;
    if (oracle.ran) {
      const unexplained = oracle.differences.filter((d) => !d.explainedBy);
      expect({ unexplained, removed: oracle.addressesRemoved, added: oracle.addressesAdded }).toEqual({ unexplained: [], removed: [], added: [] });
      expect(oracle.passed).toBe(true);
      outcomes.passed++;
    } else {
      // Refused by one of our checks: the reason names a construct of the stack and a field.
      expect(oracle.reason).toMatch(/could not be synthesized: .*\[main\/[^\]]+\] ([a-z_A-Z0-9.[\]"]+:|\d+ problems:\n *- [a-z_A-Z0-9.[\]"]+:)/s);
      outcomes.refused++;
    }
  }), { seed: SEED, numRuns: RUNS ?? CI_RUNS, endOnFailure: true });
  // Most modules hold values our checks refuse (random strings where an enum belongs); the part
  // that converts must not be empty, or the oracle is never exercised.
  console.log(`convert fuzz (seed ${SEED}): ${JSON.stringify(outcomes)}`);
  expect(outcomes.passed).toBeGreaterThan(0);
});
