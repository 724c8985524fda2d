/**
 * Helpers of the policy tests (not a test file itself): a stack judged by packs, and its findings
 * as lines that name the construct path, the rule id and the whole message.
 */
import * as fs from 'fs';
import * as path from 'path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { App, TerraformStack, Testing } from 'cdktn';
import { IPolicyPack, Policies, PolicyFinding, TerrainTesting } from '../../src';

export interface Judged {
  readonly app: App;
  readonly stack: TerraformStack;
  /** Every finding of the synth, suppressed ones included. */
  readonly findings: PolicyFinding[];
  /** The message of the validation failure, when synth failed. */
  readonly error?: string;
  /** Every warning of the stack, `<path>: <message>`. */
  readonly warnings: string[];
}

/** Builds a stack in an app that has `packs`, and synthesizes it with validations (cdktn's Testing.synth). */
export function judge(packs: IPolicyPack[], build: (stack: TerraformStack) => void): Judged {
  const app = Testing.app();
  for (const p of packs) Policies.of(app).add(p);
  const stack = new TerraformStack(app, 'test');
  build(stack);
  let error: string | undefined;
  try {
    Testing.synth(stack, true);
  } catch (e: any) {
    error = e.message;
  }
  return { app, stack, findings: Policies.of(app).findings(), error, warnings: TerrainTesting.warnings(stack) };
}

/** The findings of one rule, as `[<path>] [<id>] <message>` (suppressed ones marked). */
export function findingsOf(j: Judged, ruleId: string): string[] {
  return j.findings.filter((f) => f.ruleId === ruleId).map((f) => `[${f.constructPath}] [${f.ruleId}] ${f.message}${f.suppressed ? ` (suppressed: ${f.suppressionReason})` : ''}`);
}

/** A validator of the official SARIF 2.1.0 schema (fixtures/, offline). */
export function sarifValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'sarif-schema-2.1.0.json'), 'utf8')));
}
