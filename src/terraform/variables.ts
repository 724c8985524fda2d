/**
 * Values for the input variables of a document that has none given: a plan needs a value for every
 * variable without a default, and an offline plan through the stand-ins needs no real one (the
 * credentials of a provider block reach a stand-in, which reads nothing). Not part of the jsii API.
 */

/** A placeholder of a variable's type (`string` when it has none). */
export function placeholderFor(type: unknown): unknown {
  const t = (typeof type === 'string' ? type : 'string').replace(/\s/g, '');
  if (t === 'number') return 1;
  if (t === 'bool') return true;
  if (/^(list|set|tuple)/.test(t)) return [];
  if (/^(map|object)/.test(t)) return {};
  return 'placeholder';
}

/** A placeholder for every variable of `doc` (Terraform JSON) that has no default. */
export function placeholderVariables(doc: any): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries<any>(doc?.variable ?? {})) {
    if (v?.default === undefined) out[name] = placeholderFor(v?.type);
  }
  return out;
}
