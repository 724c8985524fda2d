/**
 * References into the items of sets, as the generated L1s' output classes read them. Not part of
 * the public API.
 *
 * cdktn's `ComplexObject` reads an attribute of an item of a set as
 * `propertyAccess(tolist(<set>), [index, property])`, which is right while `property` is one name.
 * But the objects nested in that item ask their parent for a whole path: a list item asks for
 * `access_point_selectors[0].network`, a single nested object for `network.uuid`, a list of lists
 * for `cidrs[1]`. `propertyAccess` writes such a string as one quoted map key
 * (`tolist(...).0["access_point_selectors[0].network"]`), which Terraform refuses. Here the path
 * is split into its steps first, so it renders `tolist(...).0.access_point_selectors.0.network`.
 */
import * as cdktn from 'cdktn';

/** One step of a path: an attribute name, a list index, a map key, or `*` (a splat). */
type Step = string | number;

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*/;
const SPLAT = '*';

/**
 * The steps of a path that cdktn or a generated class builds: names joined by `.`, list indexes
 * `[0]` (a number, or a number token's encoded value), map keys `["key"]` (JSON-quoted or plain),
 * and splats `.*` / `[*]`. Undefined when the text is not such a path (the caller then keeps it
 * whole, as cdktn does).
 */
export function pathSteps(path: string): Step[] | undefined {
  const steps: Step[] = [];
  let i = 0;
  while (i < path.length) {
    const dotted = steps.length > 0 && path[i] === '.';
    if (dotted) i++;
    if (dotted && path[i] === SPLAT) {
      steps.push(SPLAT);
      i++;
    } else if (!dotted && steps.length > 0) {
      const step = path[i] === '[' ? bracketStep(path, i) : undefined;
      if (!step) return undefined;
      steps.push(step.value);
      i = step.end;
    } else {
      const name = NAME.exec(path.slice(i));
      if (!name) return undefined;
      steps.push(name[0]);
      i += name[0].length;
    }
  }
  return steps.length > 0 ? steps : undefined;
}

/** The step in brackets opening at `start` (`[0]`, `["key"]`, `[*]`) and the index after it. */
function bracketStep(path: string, start: number): { value: Step; end: number } | undefined {
  if (path[start + 1] === '"') {
    let j = start + 2;
    for (; j < path.length && path[j] !== '"'; j++) if (path[j] === '\\') j++;
    if (path[j + 1] !== ']') return undefined;
    const quoted = path.slice(start + 1, j + 1);
    let key: unknown;
    try {
      key = JSON.parse(quoted);
    } catch {
      key = quoted.slice(1, -1); // a key cdktn quoted without escaping (StringMap.lookup)
    }
    return typeof key === 'string' ? { value: key, end: j + 2 } : undefined;
  }
  const close = path.indexOf(']', start);
  if (close < 0) return undefined;
  const inner = path.slice(start + 1, close);
  if (inner === SPLAT) return { value: SPLAT, end: close + 1 };
  const index = Number(inner);
  // A number token is encoded as a number: `String` then `Number` gives back the same value.
  return inner.trim() !== '' && !Number.isNaN(index) ? { value: index, end: close + 1 } : undefined;
}

/**
 * The reference to `property` of the item at `index` of the set `attribute` of `parent`:
 * `tolist(<parent>.<attribute>)[index]` followed by the steps of `property`.
 * @param parent the resource or object that holds the set
 * @param attribute the Terraform name of the set
 * @param index the position of the item in the set, read through `tolist`
 * @param property the path an attribute or a nested object asks for (`uuid`, `selectors[0].network`)
 */
export function setItemAttribute(
  parent: cdktn.IInterpolatingParent, attribute: string, index: number | string | undefined, property: string,
): cdktn.IResolvable {
  const steps = pathSteps(property) ?? [property];
  return cdktn.propertyAccess(cdktn.Fn.tolist(parent.interpolationForAttribute(attribute)), [index, ...steps]);
}
