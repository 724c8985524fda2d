/**
 * Secrets-S1: a literal value at a sensitive path, in any resource, data source or provider this
 * library generated (all four providers). The sensitive flags come from the provider schemas
 * (src/generated/<provider>/*: `f: 2`); the rule reads the synthesized input, so it also sees a
 * literal set through an L2, `addOverride` or a `Lazy` value, which the construction-time warning
 * (`terrain:literal-secret`) cannot.
 */
import { Field, SENSITIVE, Struct, TypeRef } from '../../../core/runtime';
import { displayPath, known } from '../../../core/runtime/type-rules';
import { Report, ResourceRuleBody } from '../../rule';


/** What was received, never the secret itself. */
function shape(v: unknown): string {
  if (typeof v === 'string') return `a literal string of ${v.length} character${v.length === 1 ? '' : 's'}`;
  if (Array.isArray(v)) return `a literal list of ${v.length} item${v.length === 1 ? '' : 's'}`;
  if (v !== null && typeof v === 'object') return 'a literal object';
  return `a literal ${typeof v}`;
}

/** Whether a value holds a literal anywhere (a token or an expression string is not one; an empty string is not a secret). */
function literal(v: unknown): boolean {
  if (v === undefined || v === null || !known(v)) return false;
  if (typeof v === 'string') return v !== '';
  if (Array.isArray(v)) return v.some(literal);
  if (typeof v === 'object') return Object.values(v as object).some(literal);
  return true;
}

function visitStruct(s: Struct, v: unknown, path: string, report: Report): void {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || !known(v)) return;
  const o = v as Record<string, unknown>;
  for (const f of s.f) {
    const x = o[f.t];
    if (x === undefined || x === null) continue;
    visitField(f, x, path ? `${path}.${f.t}` : f.t, report);
  }
}

function visitField(f: Field, v: unknown, path: string, report: Report): void {
  // eslint-disable-next-line no-bitwise
  if (f.f !== undefined && (f.f & SENSITIVE) !== 0) {
    if (!literal(v)) return;
    const name = displayPath(path);
    report(path, 'is sensitive but holds a literal value: it ends up in plain text in cdk.tf.json, in version control and in the state.', {
      receivedText: shape(v),
      allowed: 'a token: a sensitive TerraformVariable, a reference to a secret store, or an attribute of another resource',
      fix: `pass ${name} as new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value (or read it from a secret store) instead of the literal.`,
    });
    return;
  }
  visitRef(f.y, v, path, report);
}

function visitRef(y: TypeRef, v: unknown, path: string, report: Report): void {
  if (typeof y === 'string' || !known(v)) return;
  if (Array.isArray(y)) {
    const inner = y[1] as TypeRef;
    if (typeof inner === 'string') return;
    if (Array.isArray(v)) v.forEach((x, i) => visitRef(inner, x, `${path}[${i}]`, report));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) visitRef(inner, x, `${path}.${k}`, report);
    return;
  }
  const n = y as { k: string; s: Struct };
  if (n.k === 'm') {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) visitStruct(n.s, x, `${path}.${k}`, report);
    return;
  }
  if (Array.isArray(v)) v.forEach((x, i) => visitStruct(n.s, x, `${path}[${i}]`, report));
  else visitStruct(n.s, v, path, report);
}

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'A sensitive argument (a password, a key, a token) holds a literal value, in any resource, data source or provider of the four providers.',
  explanation: 'A literal secret is written in plain text into cdk.tf.json, into whatever keeps the code, and into the Terraform state. '
    + 'The sensitive flags are the provider schemas\'; the rule reads the synthesized input, so it also catches a literal set through an '
    + 'L2, an override or a lazy value. An empty string is not judged.',
  fix: "Pass a token instead: new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value, or a reference to a secret store.",
  types: ['*'],
  check: (input, _type, report, context) => {
    if (context.schema) visitStruct(context.schema, input, '', report);
  },
};
