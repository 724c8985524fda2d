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
import { Token } from 'cdktn';

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
