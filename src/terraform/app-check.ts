/**
 * `TerrainTesting.validateApp`: Terraform validate and plan of every stack of an app, offline,
 * through the stand-in providers, one stack after another, with a line per stack (what Terraform
 * said, with the construct paths) and the notes of the run. What an app's `npm run validate`
 * (written by `terrain-constructs init`) calls. Not part of the jsii API.
 */
import { App, TerraformStack } from 'cdktn';
import { plan, validate } from './run';
import type { AppValidation, AppValidationOptions, StackValidation, TerraformDiagnostic } from './types';
import { placeholderVariables } from './variables';

/** Validates (and plans) each stack of `app`; a stack that fails does not stop the others. */
export async function validateApp(app: App, options: AppValidationOptions): Promise<AppValidation> {
  const { plan: planToo = true, print: printIt = true, ...check } = options;
  const write = printIt ? (line: string) => process.stdout.write(`${line}\n`) : () => undefined;
  const stacks = app.node.findAll().filter((c): c is TerraformStack => TerraformStack.isStack(c));
  const out: StackValidation[] = [];
  for (const stack of stacks) {
    const stackPath = stack.node.path;
    try {
      const v = await validate(stack, check);
      let result: StackValidation = { stackPath, ok: true, diagnostics: v.diagnostics, changes: [], notes: v.notes };
      if (planToo) {
        const variables = { ...placeholderVariables(stack.toTerraform()), ...check.variables };
        const p = await plan(stack, { ...check, variables });
        const fromPlan = p.diagnostics.filter((d) => !v.diagnostics.some((w) => sameDiagnostic(w, d)));
        result = { ...result, diagnostics: [...v.diagnostics, ...fromPlan], changes: p.changes };
      }
      out.push(result);
      const planned = planToo ? `; plan: ${summary(result.changes.map((c) => c.action))}` : '';
      write(`ok ${stackPath}: validate${result.diagnostics.length ? `: ${result.diagnostics.length} warning(s)` : ''}${planned}`);
      for (const d of result.diagnostics) write(`  warning ${diagnosticLine(d)}`);
      for (const n of result.notes) write(`  note: ${n}`);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      out.push({ stackPath, ok: false, diagnostics: [], changes: [], notes: [], error: message });
      write(`FAILED ${stackPath}:`);
      for (const line of message.split('\n')) write(`  ${line}`);
    }
  }
  const ok = out.every((s) => s.ok);
  write(ok ? `${out.length} stack(s): Terraform found no error.` : `${out.filter((s) => !s.ok).length} of ${out.length} stack(s) failed.`);
  return { ok, stacks: out };
}

/** `3 to create, 1 to read` (or `no change`). */
function summary(actions: string[]): string {
  const counts = new Map<string, number>();
  for (const a of actions) counts.set(a, (counts.get(a) ?? 0) + 1);
  return counts.size ? [...counts].map(([a, n]) => `${n} to ${a}`).join(', ') : 'no change';
}

function diagnosticLine(d: TerraformDiagnostic): string {
  const where = d.constructPath ?? d.address;
  return `${where ? `[${where}] ` : ''}${d.summary}${d.detail ? `: ${d.detail.split('\n')[0]}` : ''}`;
}

function sameDiagnostic(a: TerraformDiagnostic, b: TerraformDiagnostic): boolean {
  return a.summary === b.summary && a.detail === b.detail && a.address === b.address;
}
