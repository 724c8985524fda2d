/**
 * Labels of a resource, for the production matchers: a map of strings (`tags = { env = "prod" }`),
 * a list of key/value blocks (`tags { key = "env" value = "prod" }`), or a list of maps, each
 * either a key/value pair (`{ key = "env", value = "prod" }`) or labels of its own. Values that
 * are tokens are left out. Not part of the public API.
 */
import { items, obj, str } from '../core/runtime/type-rules';

/**
 * The known labels in `values`, later ones winning. Keys are data: an own `__proto__` or
 * `constructor` label is a label (the result has no prototype; the engine hands matchers a copy).
 */
export function labelsOf(...values: unknown[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const v of values) {
    if (Array.isArray(v)) {
      for (const [item] of items(v)) add(out, item);
    } else {
      const o = obj(v);
      if (o) add(out, o);
    }
  }
  return out;
}

function add(out: Record<string, string>, o: Record<string, any>): void {
  const keys = Object.keys(o);
  if (keys.includes('key') && keys.every((k) => k === 'key' || k === 'value')) {
    const k = str(o.key);
    const v = str(o.value);
    if (k !== undefined && v !== undefined) out[k] = v;
    return;
  }
  for (const k of keys) {
    const v = str(o[k]);
    if (v !== undefined) out[k] = v;
  }
}

/** `environment=production, team=payments`, for messages. */
export function labelText(labels: Readonly<Record<string, string>>): string {
  const keys = Object.keys(labels);
  return keys.length ? keys.map((k) => `${k}=${labels[k]}`).join(', ') : 'no labels';
}
