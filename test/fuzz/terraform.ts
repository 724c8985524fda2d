/**
 * Terraform's judgement of a sample of what the fuzz accepts (not a test file itself): of the
 * documents a target synthesizes without error, the first and then one in `EVERY`
 * (FUZZ_TERRAFORM_EVERY, default 50; 0 switches it off) are validated by Terraform against the
 * stand-in providers (`TerrainTesting.validate`) after the target's cases ran. A Terraform error
 * fails the target's test with Terraform's message and the replay of the case: FUZZ_SEED,
 * FUZZ_TARGET and FUZZ_PATH (the case's run index) with FUZZ_RUNS=1, which validates that one case.
 *
 * Without terraform on PATH nothing is sampled (one line says so, once per jest run): the fuzz
 * costs what it did.
 */
import { TerraformStack } from 'cdktn';
import { TerrainTesting } from '../../src';

/** One in how many synthesized documents Terraform validates; 0 = none. */
export const EVERY = (() => {
  const v = process.env.FUZZ_TERRAFORM_EVERY;
  if (v === undefined || v === '') return 50;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`FUZZ_TERRAFORM_EVERY must be a whole number (0 = off), got '${v}'`);
  return n;
})();

/** Whether this run samples: terraform on PATH (checked once, on first use) and EVERY > 0. */
let enabled: boolean | undefined;
function terraformHere(): boolean {
  if (enabled === undefined) {
    enabled = false;
    if (EVERY > 0) {
      // Loaded only here: the check spawns `terraform version` once per test file.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const util = require('../terraform/util') as typeof import('../terraform/util');
      if (util.TERRAFORM) {
        util.compileStandIn();
        enabled = true;
      } else {
        util.skipped('the fuzz sample');
      }
    }
  }
  return enabled;
}

/** Stops the stand-ins the sample started (at the end of a fuzz file). */
export function stopStandIns(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (enabled) (require('../terraform/util') as typeof import('../terraform/util')).stopStandIns();
}

interface Sampled {
  readonly index: number | string;
  readonly stack: TerraformStack;
}

/** The sample of one target's run. */
export class TerraformSample {
  private readonly sampled: Sampled[] = [];
  private synthesized = 0;
  private calls = 0;

  /**
   * @param file the fuzz test file (for the replay command)
   * @param target the target's name
   * @param seed the seed of the run
   * @param path FUZZ_PATH of a replay: then every synthesized case is validated
   */
  constructor(private readonly file: string, private readonly target: string, private readonly seed: number, private readonly path?: string) {}

  /** Whether cases are offered at all (terraform on PATH, sampling on). */
  public get active(): boolean {
    return terraformHere();
  }

  /**
   * Called once per case, in run order, with the case's stack when it synthesized. The run index
   * of the case is its position in the run (plus the FUZZ_PATH it started at, in a replay).
   */
  public offer(stack: TerraformStack | undefined): void {
    const call = this.calls++;
    if (!stack || !this.active) return;
    if (this.path === undefined) {
      if (this.synthesized++ % EVERY === 0) this.sampled.push({ index: call, stack });
      return;
    }
    // A replay starts at the run index FUZZ_PATH names (a path with shrink steps is named as it is).
    this.sampled.push({ index: /^\d+$/.test(this.path) ? Number(this.path) + call : this.path, stack });
  }

  /** How many documents were sampled. */
  public get size(): number {
    return this.sampled.length;
  }

  /**
   * Has Terraform validate the sample. Throws one error that lists every document it refused, each
   * with its replay, unless each error of a document is a known finding (`KNOWN`): those are
   * counted and returned, as `<id> x <count>`.
   */
  public async check(): Promise<string[]> {
    const failures: string[] = [];
    const known = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < this.sampled.length) {
        const s = this.sampled[next++];
        try {
          await TerrainTesting.validate(s.stack, { conformance: false, printWarnings: false });
        } catch (e) {
          const r = refusal(s.stack, e);
          if (r.known) {
            known.set(r.known, (known.get(r.known) ?? 0) + 1);
            continue;
          }
          failures.push(`case ${s.index}: ${(e as Error).message}\n${r.values}`
            + `Replay: FUZZ_SEED=${this.seed} FUZZ_TARGET='${this.target}' FUZZ_PATH='${s.index}' FUZZ_RUNS=1 npx jest ${this.file}`);
        }
      }
    };
    await Promise.all([worker(), worker()]);
    this.sampled.length = 0;
    if (failures.length) {
      throw new Error(`fuzz target ${this.target}: Terraform refused ${failures.length} synthesized document(s) (seed ${this.seed}):\n\n${failures.join('\n\n')}`);
    }
    return [...known].map(([id, n]) => `${id} x ${n}`);
  }
}

/** A Terraform error of a sampled document: where it points, and what the document holds there. */
interface Refused {
  readonly summary: string;
  readonly path?: string;
  readonly value: unknown;
}

/**
 * Terraform errors the library does not prevent yet. Each has its `test.failing` in
 * test/terraform/findings.test.ts (named by its id): a sampled document that Terraform refuses for
 * known findings only does not fail the fuzz (the commit-seeded pass of CI explores new cases).
 */
const KNOWN: ReadonlyArray<{ readonly id: string; matches(r: Refused): boolean }> = [
  // TF-5: a literal string is a Terraform template (cdktn's way to write an expression), also as a
  // map key. An incomplete one (`${`) is refused at synth now; a complete one that refers to what
  // the document does not declare (`${foo}`) is a reference, which the library never judges.
  { id: 'TF-5 (a reference in a literal string to what is not declared)', matches: (r) => templateSyntax(r.path?.slice(r.path.lastIndexOf('.') + 1)) || templateSyntax(r.value) },
];

/** A string with `${` or `%{` besides the references the harness makes (`${var.v3}`, `${var.lazy}`). */
function templateSyntax(v: unknown): boolean {
  return typeof v === 'string' && /[$%]\{/.test(v.replace(/\$\{var\.(v\d+|lazy)\}/g, ''));
}

/** The known finding every error of a refused document is (if any), and what the document holds where the errors point. */
function refusal(stack: TerraformStack, e: unknown): { known?: string; values: string } {
  const diagnostics = ((e as { diagnostics?: Array<{ severity: string; summary: string; documentPath?: string }> }).diagnostics ?? []).filter((d) => d.severity === 'error');
  let doc: any;
  try {
    doc = stack.toTerraform();
  } catch {
    doc = undefined;
  }
  const refused: Refused[] = diagnostics.map((d) => {
    let v = doc;
    for (const step of d.documentPath?.split(/\.|(?=\[)/) ?? []) v = v?.[step.startsWith('[') ? Number(step.slice(1, -1)) : step];
    return { summary: d.summary, path: d.documentPath, value: d.documentPath ? v : undefined };
  });
  const ids = refused.map((r) => KNOWN.find((k) => k.matches(r))?.id);
  const known = ids.length && ids.every((id) => id !== undefined && id === ids[0]) ? ids[0] : undefined;
  const values = [...new Map(refused.filter((r) => r.path).map((r) => [r.path, `  ${r.path} = ${JSON.stringify(r.value)?.slice(0, 400)}\n`])).values()].join('');
  return { known, values };
}
