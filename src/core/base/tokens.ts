/**
 * `Token.isUnresolved`, with the answer for the common values worked out without cdktn: the
 * renderer and the checks ask it for every value of every instance at every synth, and cdktn's own
 * test runs a regular expression on every string and decodes every number.
 *
 * - A string token holds `${TfToken[...]}`: a string without `TfToken[` is none.
 * - cdktn encodes a number token as a double of magnitude about 1e289: a smaller number is none.
 * - `undefined`, `null` and booleans are never tokens.
 *
 * Anything else (a list, a map, an object, a very large number, a string with the marker) is
 * asked of cdktn. It never throws: an object cdktn cannot inspect (a revoked proxy, a getter that
 * throws) is no token. Not part of the public API.
 */
import { Token, Tokenization } from 'cdktn';

export function isUnresolved(v: unknown): boolean {
  switch (typeof v) {
    case 'string': return v.includes('TfToken[') && Token.isUnresolved(v);
    case 'number': return (v >= 1e280 || v <= -1e280) && Token.isUnresolved(v);
    case 'undefined':
    case 'boolean': return false;
    default:
      if (v === null) return false;
      try {
        return Token.isUnresolved(v);
      } catch {
        return false;
      }
  }
}

/** Whether a value is known at synth (set, not an unresolved token, not a string holding a Terraform expression or directive). */
export function isKnown<T>(v: T | undefined): v is T {
  return v !== undefined && v !== null && !isUnresolved(v) && !(typeof v === 'string' && (v.includes('${') || v.includes('%{')));
}

/**
 * Whether two ids (of projects, say) are known to differ: both strings known at synth. A value
 * that is no string is not compared (it is reported where it is checked, by the L1 at the latest),
 * so a message that names both never renders an object a JavaScript caller passed.
 */
export function knownDifferent(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && isKnown(a) && isKnown(b) && a !== b;
}

/**
 * Whether two values name the same thing: equal, or strings made of the same literal text and
 * references to the same Terraform expression of the same stack. Reading `variable.stringValue`
 * or `resource.id` twice gives two different token strings for one reference; registries that
 * match constructs by project id compare with this.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'string' || typeof b !== 'string' || !isUnresolved(a) || !isUnresolved(b)) return false;
  const ka = referenceKey(a);
  return ka !== undefined && ka === referenceKey(b);
}

/** The literal text and reference identifiers of a token string, or undefined when a token is not a plain reference. */
function referenceKey(s: string): string | undefined {
  const fragments = (Tokenization.reverseString(s) as unknown as { fragments?: Array<{ type: string; lit?: unknown; token?: unknown }> }).fragments;
  if (!Array.isArray(fragments)) return undefined;
  let key = '';
  for (const f of fragments) {
    if (f.type === 'literal') {
      key += `L${JSON.stringify(f.lit)}`;
    } else if (f.type === 'token') {
      const t = f.token as { identifier?: unknown; originStack?: { node?: { path?: string } } } | undefined;
      if (typeof t?.identifier !== 'string') return undefined;
      key += `R${JSON.stringify([t.originStack?.node?.path ?? '', t.identifier])}`;
    } else {
      return undefined;
    }
  }
  return key;
}
