/**
 * The synthesized input of one element, as cdk.tf.json will hold it, for the policy rules.
 *
 * cdktn's own resolution walks every value of every element through its token machinery, which at
 * N = 5000 clusters costs about a fifth of synth. Nearly all of an input is plain data already
 * (generated L1s render their inputs at construction), so this copies plain data as it is and
 * hands only the values that are tokens to `Tokenization.resolve`: a string, list or map holding
 * a token marker, a number in the token range, or an object that resolves itself (a `Lazy`, an
 * L2's deferred value, an expression). The result is what cdktn writes, minus undefined values
 * and the `//` metadata. Not part of the public API.
 */
import { DefaultTokenResolver, StringConcat, Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';

const RESOLVER = new DefaultTokenResolver(new StringConcat());
/** The markers cdktn encodes string (`${`), list (`#{`) and map (`&{`) tokens with. */
const MARKER = '{TfToken[';

/**
 * `value` with every token resolved against `scope`, the stack. Copy on write: a subtree without
 * tokens (nearly all of an input) is returned as it is, not copied, so rules must not change
 * what they read.
 */
export function resolveInput(scope: IConstruct, value: unknown): any {
  switch (typeof value) {
    case 'string':
      return value.includes(MARKER) ? resolveToken(scope, value) : value;
    case 'number':
      // cdktn encodes a number token as a double of magnitude about 1e289.
      return (value >= 1e280 || value <= -1e280) && Token.isUnresolved(value) ? resolveToken(scope, value) : value;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        let out: unknown[] | undefined;
        for (let i = 0; i < value.length; i++) {
          const x = value[i];
          if (typeof x === 'string' && x.includes(MARKER)) return resolveToken(scope, value); // a list token
          const r = resolveInput(scope, x);
          if (r !== x && !out) out = value.slice(0, i);
          if (out) out.push(r);
        }
        return out ?? value;
      }
      const proto = Object.getPrototypeOf(value);
      if ((proto !== Object.prototype && proto !== null) || typeof (value as { resolve?: unknown }).resolve === 'function') return resolveToken(scope, value);
      const o = value as Record<string, unknown>;
      const keys = Object.keys(o);
      let out: Record<string, unknown> | undefined;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key.includes(MARKER)) return resolveToken(scope, value); // a map token
        const v = o[key];
        const r = key === '//' || v === undefined ? undefined : resolveInput(scope, v);
        if (r !== v || key === '//') {
          if (!out) {
            out = {};
            for (let j = 0; j < i; j++) setOwn(out, keys[j], o[keys[j]]);
          }
        }
        if (out && r !== undefined) setOwn(out, key, r);
      }
      return out ?? value;
    }
    default:
      return value;
  }
}

function resolveToken(scope: IConstruct, value: unknown): any {
  return Tokenization.resolve(value, { scope, resolver: RESOLVER });
}

/** `o[key] = v`, also for the key `__proto__` (a map key such as a tag is data, not the prototype). */
function setOwn(o: Record<string, unknown>, key: string, v: unknown): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
  else o[key] = v;
}
