/**
 * The ids of one App Configuration instance in the app: environment, collection, segment, feature
 * and property ids are unique in their instance, and the API refuses a second create with an id
 * it has (a feature or a property exists in every environment of the instance, so a second one
 * with the same id, in any environment, is such a create). Entries are kept per app and judged at
 * synth, whatever the order the constructs were made in.
 */
import { article, describeValue, IConstruct, inTree, isKnown, sameValue, ValidationProblem } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** What kind of object an id names. */
export type IdKind = 'environment' | 'collection' | 'segment' | 'feature flag' | 'property';

interface IdEntry {
  readonly scope: IConstruct;
  readonly instance: IAppConfiguration;
  readonly kind: IdKind;
  readonly id: string;
  /** The field the id was given at, e.g. `flagId`. */
  readonly field: string;
  /** The environment it was made in (flags and properties), for the message. */
  readonly environmentId?: string;
}

/**
 * The entries of each app (by its root), indexed by kind and id: a synth of many flags looks up
 * only those that share an id, never the whole list.
 */
const BY_APP = new WeakMap<IConstruct, Map<string, IdEntry[]>>();
/** Every entry of each app (ids that are tokens included), in the order they were made. */
const ALL = new WeakMap<IConstruct, IdEntry[]>();
/** Each construct's own entry. */
const OWN = new WeakMap<IConstruct, IdEntry>();

const keyOf = (e: IdEntry) => `${e.kind}\u0000${e.id}`;

/** Whether two instance handles name one instance: the same construct, or the same known guid. */
export function sameInstance(a: IAppConfiguration, b: IAppConfiguration): boolean {
  return a === b || sameValue(a.guid, b.guid);
}

/** Records an id of an instance; `duplicateOf` judges it at synth. */
export function registerId(entry: IdEntry): void {
  OWN.set(entry.scope, entry);
  const all = ALL.get(entry.scope.node.root);
  if (all) all.push(entry);
  else ALL.set(entry.scope.node.root, [entry]);
  if (!isKnown(entry.id)) return;
  const root = entry.scope.node.root;
  let index = BY_APP.get(root);
  if (!index) BY_APP.set(root, index = new Map());
  const key = keyOf(entry);
  const list = index.get(key);
  if (list) list.push(entry);
  else index.set(key, [entry]);
}

/** The problem of an id another construct of the same instance already has, if any. */
export function duplicateOf(scope: IConstruct): ValidationProblem[] {
  const own = OWN.get(scope);
  if (!own || !isKnown(own.id)) return [];
  const first = (BY_APP.get(scope.node.root)?.get(keyOf(own)) ?? []).find((e) => inTree(e.scope) && sameInstance(e.instance, own.instance));
  if (!first || first.scope === scope) return [];
  const everywhere = own.kind === 'feature flag' || own.kind === 'property';
  const where = everywhere && first.environmentId !== undefined && own.environmentId !== undefined && first.environmentId !== own.environmentId
    ? ` A ${own.kind} exists in every environment of its instance; only its values are per environment, and this L2 keeps each ${own.kind} in the one environment it was made in until the provider's handling of one ${own.kind} in several environments is verified.`
    : '';
  return [{
    id: 'ibm:duplicate-id',
    field: own.field,
    problem: `is the id of ${first.scope.node.path}, ${article(own.kind)} ${own.kind} of the same App Configuration instance: the API refuses a second ${own.kind} with one id.${where}`,
    received: describeValue(own.id),
    allowed: `${article(own.kind)} ${own.kind} id not used by another ${own.kind} of the instance`,
    fix: everywhere ? `give this ${own.kind} another ${own.field}, or set its values in the environment of ${first.scope.node.path} only.` : `give it another ${own.field}, or use ${first.scope.node.path}.`,
  }];
}

/** The constructs of one kind an instance has in the app (still in the tree), whichever handle or scope made them. */
export function objectsOf(scope: IConstruct, kind: IdKind, instance: IAppConfiguration): IConstruct[] {
  return (ALL.get(scope.node.root) ?? []).filter((e) => e.kind === kind && sameInstance(e.instance, instance) && inTree(e.scope)).map((e) => e.scope);
}
