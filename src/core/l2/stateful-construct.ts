/**
 * The base of every stateful L2 (one that stands for data or access a user cannot get back: a
 * cluster, a backup schedule, encryption at rest): its removal policy members, written once.
 *
 * A stateful L2 extends `StatefulConstruct` and calls `_initRemoval` once its L1s exist:
 *
 * ```ts
 * this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource], (policy) => {
 *   setInput(this.resource, 'terminationProtectionEnabled', policy === RemovalPolicy.RETAIN ? true : undefined);
 * });
 * ```
 *
 * RETAIN renders `lifecycle.prevent_destroy` on every resource `protect` returns (merged with the
 * rest of the user's lifecycle); the `guards` callback renders the provider-side guards of a
 * policy. `RemovalPolicies.of(scope)` finds the construct and calls `applyRemovalPolicy`, which
 * never turns a choice made in the props into an implicit one.
 *
 * The class is a hidden base (jsii copies its members into each subclass); part of the L2 kit
 * (`src/core/l2`), not of the public API.
 *
 * @internal
 */
import { TerraformResourceLifecycle } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { IRemovable, markRemovable, RemovalPolicy } from '../api/removal-policy';

interface RemovalState {
  policy: RemovalPolicy;
  readonly explicit: boolean;
  /** Another construct whose policy this one takes, while it has none of its own. */
  readonly follows?: IRemovable;
  readonly protect: () => ReadonlyArray<{ lifecycle?: TerraformResourceLifecycle }>;
  readonly guards?: (policy: RemovalPolicy) => void;
}

/**
 * A construct with a removal policy.
 * @internal
 */
export abstract class StatefulConstruct extends Construct implements IRemovable {
  private _removalState?: RemovalState;

  protected constructor(scope: IConstruct, id: string) {
    super(scope as Construct, id);
    markRemovable(this);
  }

  /** The removal policy the construct renders. */
  public get removalPolicy(): RemovalPolicy {
    const s = this.removalState();
    return s.follows ? s.follows.removalPolicy : s.policy;
  }

  /** Whether the removal policy was chosen explicitly, in the construct's props. */
  public get removalPolicyIsExplicit(): boolean {
    return this.removalState().explicit;
  }

  /**
   * Sets the removal policy. `RemovalPolicies` calls this; it does not make the choice explicit. A
   * construct that follows another one's policy keeps following it.
   * @param policy the policy
   */
  public applyRemovalPolicy(policy: RemovalPolicy): void {
    this.removalState().policy = policy;
    this._renderRemoval();
  }

  /**
   * Sets up the removal policy: the one chosen in the props, or `fallback`; rendered now.
   * @param chosen the policy from the props, if any
   * @param fallback the policy when none was chosen
   * @param protect the L1s that get `lifecycle.prevent_destroy` under RETAIN (read at every render)
   * @param guards renders the provider-side guards of a policy (called at every render)
   * @param follows without a chosen policy, take this construct's (read at every render), e.g. a
   * backup schedule its cluster's
   * @internal
   */
  protected _initRemoval(
    chosen: RemovalPolicy | undefined, fallback: RemovalPolicy,
    protect: () => ReadonlyArray<{ lifecycle?: TerraformResourceLifecycle }>, guards?: (policy: RemovalPolicy) => void,
    follows?: IRemovable,
  ): void {
    const explicit = chosen !== undefined;
    this._removalState = { policy: chosen ?? fallback, explicit, protect, guards, follows: explicit ? undefined : follows };
    this._renderRemoval();
  }

  /**
   * Renders the policy again (after an L1 was added to what `protect` returns).
   * @internal
   */
  protected _renderRemoval(): void {
    const s = this.removalState();
    const policy = this.removalPolicy;
    s.guards?.(policy);
    for (const resource of s.protect()) preventDestroy(resource, policy === RemovalPolicy.RETAIN);
  }

  private removalState(): RemovalState {
    if (!this._removalState) throw new Error(`${this.node.path}: the removal policy is read before the construct set it up (a bug in terrain-constructs).`);
    return this._removalState;
  }
}

/** Sets or clears `lifecycle.prevent_destroy`, keeping the rest of the lifecycle the user set. */
function preventDestroy(resource: { lifecycle?: TerraformResourceLifecycle }, on: boolean): void {
  const next: TerraformResourceLifecycle = { ...resource.lifecycle, preventDestroy: on ? true : undefined };
  resource.lifecycle = Object.values(next).some((v) => v !== undefined) ? next : undefined;
}
