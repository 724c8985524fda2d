/**
 * Where the policy settings of each scope are kept: packs, suppressions, strict secrets. Not part
 * of the public API.
 */
import { IConstruct } from 'constructs';
import { PackDefinition } from './pack';

/** A pack added on a scope. */
export interface PackEntry {
  readonly scope: IConstruct;
  readonly pack: PackDefinition;
  /** The depth of the scope in the tree: with two packs of one name, the deeper one applies. */
  readonly depth: number;
}

/** A suppression made on a scope. */
export interface Suppression {
  readonly scope: IConstruct;
  readonly ruleId: string;
  readonly reason: string;
  /** Construct paths (absolute, or relative to the scope) or construct ids; undefined: every resource in the scope. */
  readonly resources?: readonly string[];
  /** Per stack, whether its last pass used the suppression (for the unused-suppression warning). */
  readonly used: Map<IConstruct, boolean>;
  /** Per stack, the entries of `resources` its last pass used (a typo in one entry is reported). */
  readonly usedResources: Map<IConstruct, Set<string>>;
}

/** The settings of one scope. */
export interface ScopeState {
  readonly packs: PackEntry[];
  readonly suppressions: Suppression[];
  strictSecrets: boolean;
}

const STATE = new WeakMap<IConstruct, ScopeState>();
/** The scopes with settings, per app (root). */
const SCOPES = new WeakMap<IConstruct, Set<IConstruct>>();

/** The settings of a scope, created on first use. */
export function stateOf(scope: IConstruct): ScopeState {
  let s = STATE.get(scope);
  if (!s) {
    STATE.set(scope, s = { packs: [], suppressions: [], strictSecrets: false });
    const root = scope.node.root;
    let set = SCOPES.get(root);
    if (!set) SCOPES.set(root, set = new Set());
    set.add(scope);
  }
  return s;
}

/** The settings of a scope, if it has any. */
export function stateIfAny(scope: IConstruct): ScopeState | undefined {
  return STATE.get(scope);
}

/** The scopes of an app that have settings. */
export function scopesWithSettings(root: IConstruct): ReadonlySet<IConstruct> | undefined {
  return SCOPES.get(root);
}
