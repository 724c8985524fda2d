/**
 * Props and options: what a caller passes to an L2's constructor, factory or `add*` method. A
 * TypeScript caller cannot misspell a key; a JavaScript caller (and one who builds props at run
 * time) can, and a misspelled key would be dropped without a word (`{ pitEnable: true }` leaves
 * point-in-time restore off). So every props and options object is checked against the keys of
 * its struct, recursively into nested structs, with the closest known key:
 *
 *   `pitEnable: unknown option; did you mean pitEnabled?`
 *
 * The keys come from a table that `scripts/gen/options.ts` generates from the TypeScript
 * interfaces of each provider's L2s (`src/constructs/<provider>/private/option-keys.generated.ts`),
 * so there is no hand-written list to forget.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { oneOf, Problems, throwIfProblems } from './problems';
import { nearestKey } from '../base/spelling';

/**
 * What a key of a struct holds: `0` for anything that is not a struct of the table (a string, a
 * class, a map of strings), `'Name'` for a struct, `'Name[]'` for a list of structs, `'{Name}'` for
 * a map of structs.
 */
export type OptionKind = 0 | string;

/** The keys of each props and options struct of a provider's L2s. */
export interface OptionTable {
  readonly [struct: string]: { readonly [key: string]: OptionKind };
}

/**
 * Keys that belong to the options of a variant held by a struct, by struct: `{ DatabaseUserProps:
 * { username: 'authentication: DatabaseUserAuthentication.password, ...' } }` (the field, then the
 * factories whose options have the key).
 */
export interface OptionHints {
  readonly [struct: string]: { readonly [key: string]: string };
}

/** The props and options structs of one provider's L2s, and the checks of their keys. */
export class OptionKeys<S extends string> {
  constructor(private readonly table: OptionTable, private readonly hints: OptionHints = {}) {}

  /**
   * The props of a construct: they must be an object, with no key its struct does not have.
   * Throws one ValidationError naming every problem.
   * @param scope the construct
   * @param props what the caller passed
   * @param struct the props struct, e.g. `ClusterProps`
   */
  public props<T>(scope: IConstruct, props: T, struct: S): T {
    const p = new Problems();
    if (props === null || typeof props !== 'object' || Array.isArray(props)) {
      p.add('(props)', 'expected an object with the construct\'s props.', { id: 'l2:props-not-object', received: props, allowed: 'an object (struct)', fix: 'pass the props as the third argument of the constructor.' });
    } else {
      this.check(p, props, struct);
    }
    throwIfProblems(scope, p);
    return props;
  }

  /**
   * Adds a problem for each key of `value` (and of the structs nested in it) that `struct` does not
   * have. Anything that is not a plain object is left to the checks of its field.
   * @param p where the problems go
   * @param value the object
   * @param struct its struct, e.g. `SlackNotificationOptions`
   * @param path the field path of `value`, e.g. `regions[1]` (empty for the props themselves)
   */
  public check(p: Problems, value: unknown, struct: S, path = ''): void {
    this.walk(p, value, struct, path, 0);
  }

  /**
   * Whether an object has a key `struct` does not have (a quick test for a variant that picks its
   * kind from the keys given).
   */
  public hasUnknownKey(value: unknown, struct: S): boolean {
    const keys = this.table[struct];
    return isObject(value) && Object.keys(value as object).some((k) => (value as Record<string, unknown>)[k] !== undefined && !hasOwn(keys, k));
  }

  private walk(p: Problems, value: unknown, struct: string, path: string, depth: number): void {
    const keys = this.table[struct];
    if (!keys || !isObject(value) || depth > 20) return;
    const v = value as Record<string, unknown>;
    for (const key of Object.keys(v)) {
      if (v[key] === undefined) continue;
      const known = hasOwn(keys, key);
      // Most keys are known and hold no struct: their path is never written.
      if (known && keys[key] === 0) continue;
      const at = join(path, key);
      if (!known) {
        const hint = this.hints[struct];
        if (hint && hasOwn(hint, key)) {
          const [field, list] = hint[key].split(': ');
          const factories = list.split(', ');
          p.addRendered(at, `belongs in ${field}: it is an option of ${oneOf(factories)}.`, `the key '${key}'`, {
            id: 'l2:option-of-variant',
            allowed: `the options of ${struct}: ${Object.keys(keys).join(', ')}`,
            fix: `move '${key}' into ${field}, e.g. ${field}: ${factories[0]}({ ${key}, ... }).`,
          });
          continue;
        }
        const near = nearestKey(key, Object.keys(keys));
        // The value is not shown: a misspelt key may hold a secret (`apiKy: token`).
        p.addRendered(at, near ? `unknown option; did you mean ${near}?` : 'unknown option.', `the key '${key}'`, {
          id: 'l2:unknown-option',
          allowed: `the options of ${struct}: ${Object.keys(keys).join(', ') || 'none'}`,
          fix: near ? `write '${near}' instead of '${key}'.` : `remove '${key}', or check its spelling against ${struct}.`,
        });
        continue;
      }
      const kind = keys[key] as string;
      const item = v[key];
      if (kind.endsWith('[]')) {
        if (Array.isArray(item)) item.forEach((x, i) => this.walk(p, x, kind.slice(0, -2), `${at}[${i}]`, depth + 1));
      } else if (kind.startsWith('{')) {
        if (isObject(item)) for (const k of Object.keys(item as object)) this.walk(p, (item as Record<string, unknown>)[k], kind.slice(1, -1), `${at}.${k}`, depth + 1);
      } else {
        this.walk(p, item, kind, at, depth + 1);
      }
    }
  }
}

/** A plain object (or one without a prototype), not a token, a list or a class instance. */
function isObject(v: unknown): boolean {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || Tokenization.isResolvable(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function hasOwn(o: object | undefined, k: string): boolean {
  return o !== undefined && Object.prototype.hasOwnProperty.call(o, k);
}

function join(path: string, key: string): string {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return path ? (k.startsWith('"') ? `${path}[${k}]` : `${path}.${k}`) : k;
}
