/**
 * Suppressions of policy rules: which suppression covers a construct (the nearest scope's, by rule
 * id and, if given, by resources), and which suppressions matched nothing in a synth
 * (`terrain:unused-suppression`). Not part of the public API.
 */
import { TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { stateIfAny, Suppression } from './state';
import { addWarning } from '../core/base/annotations';
import { nearestStack } from '../core/runtime/acknowledgements';

/** A suppression that matched no finding. */
export interface UnusedSuppression {
  readonly ruleId: string;
  readonly scopePath: string;
  readonly reason: string;
}

/** The id of the warning about a suppression that matched nothing. */
export const UNUSED_SUPPRESSION = 'terrain:unused-suppression';

/** The suppression of `ruleId` nearest to `construct` that covers it, marked used. */
export function suppressionFor(stack: IConstruct, ruleId: string, construct: IConstruct): Suppression | undefined {
  const chain = construct.node.scopes;
  for (let i = chain.length - 1; i >= 0; i--) {
    const st = stateIfAny(chain[i]);
    if (!st) continue;
    for (const sup of st.suppressions) {
      if (sup.ruleId !== ruleId) continue;
      const entry = covering(sup, construct, chain, i);
      if (entry === undefined) continue;
      sup.used.set(stack, true);
      if (entry !== true) sup.usedResources.get(stack)?.add(entry);
      return sup;
    }
  }
  return undefined;
}


/**
 * The suppressions that no finding used, judged by the pass of the last stack they reach, once
 * every stack they reach has had a pass. A warning goes on the scope of the suppression, or on
 * this stack when the scope lies above every stack (the app), so that the CLI shows it.
 */
export function unusedSuppressions(stack: IConstruct, suppressions: readonly Suppression[]): UnusedSuppression[] {
  const stacks = stack.node.root.node.findAll().filter((c) => TerraformStack.isStack(c));
  const out: UnusedSuppression[] = [];
  for (const sup of suppressions) {
    const reached = stacks.filter((s) => reaches(sup.scope, s));
    if (reached[reached.length - 1] !== stack || !reached.every((s) => sup.used.has(s))) continue;
    const where = nearestStack(sup.scope) ? sup.scope : stack;
    const resources = sup.resources ? `, { resources: ${JSON.stringify(sup.resources)} }` : '';
    if (reached.some((s) => sup.used.get(s))) {
      // Used, but maybe not by every entry of resources: an entry that matched nothing is likely a typo.
      const idle = (sup.resources ?? []).filter((r) => !reached.some((s) => sup.usedResources.get(s)?.has(r)));
      if (idle.length) {
        addWarning(where, UNUSED_SUPPRESSION, `Policies.of(${scopeName(sup.scope.node.path)}).suppress('${sup.ruleId}', ...${resources}): `
          + `${idle.map((r) => `'${r}'`).join(', ')} matched no finding in this synth. Fix: remove ${idle.length === 1 ? 'that entry' : 'those entries'}, or check ${idle.length === 1 ? 'it' : 'them'} for a typo (a construct id, or a path from the scope).`);
        out.push({ ruleId: sup.ruleId, scopePath: sup.scope.node.path, reason: sup.reason });
      }
      continue;
    }
    addWarning(where, UNUSED_SUPPRESSION, `Policies.of(${scopeName(sup.scope.node.path)}).suppress('${sup.ruleId}', ...${resources}) matched no finding in this synth. `
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.');
    out.push({ ruleId: sup.ruleId, scopePath: sup.scope.node.path, reason: sup.reason });
  }
  return out;
}

/** Whether `a` is `b` or one of its ancestors. */
export function isAncestorOrSelf(a: IConstruct, b: IConstruct): boolean {
  if (a === b) return true;
  const pa = a.node.path;
  return pa === '' || b.node.path.startsWith(`${pa}/`);
}

/** Whether settings made on `scope` reach `stack`: the scope is above it, or inside it (and not in a stack inside it). */
export function reaches(scope: IConstruct, stack: IConstruct): boolean {
  return isAncestorOrSelf(scope, stack) || nearestStack(scope) === stack;
}

/** Whether a suppression on `chain[i]` covers `construct` (chain = construct's scopes, root first). */
export function covering(sup: Suppression, construct: IConstruct, chain: readonly IConstruct[], i: number): string | true | undefined {
  if (!sup.resources) return true;
  const path = construct.node.path;
  const base = sup.scope.node.path;
  for (const r of sup.resources) {
    for (const p of base && !r.startsWith(`${base}/`) && r !== base ? [r, `${base}/${r}`] : [r]) {
      if (path === p || path.startsWith(`${p}/`)) return r;
    }
    for (let j = i + 1; j < chain.length; j++) if (chain[j].node.id === r) return r;
  }
  return undefined;
}

/** How a scope is named in messages, from its path: `'<path>'`, or `app`. */
export function scopeName(scopePath: string): string {
  return scopePath === '' ? 'app' : `'${scopePath}'`;
}

