/**
 * What Terraform prints in a run of `TerrainTesting.validate` / `plan` (run.ts), read back: the
 * `-json` output of validate (one document) and plan (one message a line: diagnostics, planned
 * changes, outputs, the change summary that says it finished), and the message of a failed run.
 * Not part of the jsii API.
 */
import { TerraformDiagnostic, TerraformPlannedChange } from './types';

/** How a Terraform command ended, and what it printed. */
export interface Output { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

export interface RawDiagnostic {
  severity: string;
  summary: string;
  detail?: string;
  address?: string;
  range?: { filename: string; start: { line: number; byte: number } };
}
export interface Parsed { diagnostics: RawDiagnostic[]; changes: TerraformPlannedChange[]; outputs: string[]; complete: boolean }

export function parseValidate(stdout: string): Parsed {
  try {
    const r = JSON.parse(stdout);
    return { diagnostics: r.diagnostics ?? [], changes: [], outputs: [], complete: typeof r.valid === 'boolean' };
  } catch {
    return { diagnostics: [], changes: [], outputs: [], complete: false };
  }
}

export function parsePlan(stdout: string): Parsed {
  const out: Parsed = { diagnostics: [], changes: [], outputs: [], complete: false };
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    let m: any;
    try {
      m = JSON.parse(line);
    } catch {
      continue;
    }
    if (m.type === 'diagnostic' && m.diagnostic) {out.diagnostics.push({ ...m.diagnostic, address: m.diagnostic.address });} else if (m.type === 'planned_change' && m.change?.resource) {
      const c = m.change;
      out.changes.push({
        address: c.resource.addr,
        resourceType: c.resource.resource_type,
        action: c.action === 'noop' ? 'no-op' : c.action,
        importId: c.importing?.id,
        movedFrom: c.previous_resource?.addr,
      });
    } else if (m.type === 'outputs' && m.outputs) {out.outputs.push(...Object.keys(m.outputs));} else if (m.type === 'change_summary') {out.complete = true;}
  }
  return out;
}

/** The message of a failed run; `place` says what Terraform judged (a stack by default). */
export function failure(who: string, version: string, stackPath: string, errors: TerraformDiagnostic[], out: Output, log: string,
  place = `stack '${stackPath}'`): string {
  const lines = [`${who}: Terraform ${version} found ${errors.length || 'an'} error${errors.length === 1 || !errors.length ? '' : 's'} in ${place}:`];
  for (const e of errors) {
    const where = [e.documentPath, e.line !== undefined ? `cdk.tf.json line ${e.line}` : undefined].filter(Boolean).join(', ');
    lines.push(`  - [${e.constructPath ?? stackPath}] ${e.summary}${where ? ` (${where})` : ''}`);
    if (e.detail) lines.push(...e.detail.split('\n').map((l) => `    ${l}`));
  }
  if (!errors.length) lines.push(`  terraform exited with ${out.signal ?? `code ${out.code}`} and reported no diagnostic.`);
  if (log) lines.push('Stand-in providers:', ...log.split('\n').map((l) => `  ${l}`));
  if (out.stderr.trim()) lines.push("Terraform's stderr:", ...out.stderr.trim().split('\n').map((l) => `  ${l}`));
  return lines.join('\n');
}
