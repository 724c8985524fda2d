import { Aspects, IAspect } from 'cdktn';
import { IConstruct } from 'constructs';
import { ArgumentProblems, BOOLEAN, constructArg, readOptions } from '../base/arguments';

/**
 * What happens to a stateful resource when it is removed from the configuration or the stack is
 * destroyed.
 */
export enum RemovalPolicy {
  /**
   * Keep the resource: Terraform refuses to destroy it (`lifecycle.prevent_destroy`), and the
   * provider-side guards are switched on where the resource has them (each stateful construct
   * names its own, e.g. a deletion-protection flag). A provider-side guard also holds when the
   * resource is deleted from the configuration, which `prevent_destroy` does not.
   */
  RETAIN = 'RETAIN',
  /**
   * Allow destruction, but keep what the provider can keep of the data after it (each stateful
   * construct says what, e.g. a database cluster's backups); where the provider keeps nothing,
   * the same as DESTROY.
   */
  SNAPSHOT = 'SNAPSHOT',
  /**
   * Allow destruction, keep nothing. For development stacks.
   */
  DESTROY = 'DESTROY',
}

/**
 * A construct whose removal policy can be set after construction, e.g. by `RemovalPolicies`.
 */
export interface IRemovable extends IConstruct {
  /**
   * The removal policy the construct will render.
   */
  readonly removalPolicy: RemovalPolicy;
  /**
   * Whether the removal policy was chosen explicitly, in the construct's props.
   */
  readonly removalPolicyIsExplicit: boolean;
  /**
   * Sets the removal policy. `RemovalPolicies` calls this; it does not make the choice explicit.
   * @param policy the policy
   */
  applyRemovalPolicy(policy: RemovalPolicy): void;
}

const POLICIES: readonly RemovalPolicy[] = [RemovalPolicy.RETAIN, RemovalPolicy.SNAPSHOT, RemovalPolicy.DESTROY];

const REMOVABLE = Symbol.for('terrain-constructs.IRemovable');

/**
 * Marks a construct as removable, so that RemovalPolicies finds it. The mark goes on the class
 * (its prototype), once: a property defined on each instance would give every instance a hidden
 * class of its own, which costs memory and slows every walk over the construct tree.
 */
export function markRemovable(x: IRemovable): void {
  const proto = Object.getPrototypeOf(x);
  if (proto[REMOVABLE] !== true) Object.defineProperty(proto, REMOVABLE, { value: true });
}

function isRemovable(x: IConstruct): x is IRemovable {
  return (x as any)[REMOVABLE] === true;
}

/**
 * Options of `RemovalPolicies`.
 */
export interface RemovalPoliciesOptions {
  /**
   * Also override removal policies chosen explicitly on a construct.
   * @default false - an explicit choice on a construct always wins
   */
  readonly overwrite?: boolean;
}

class RemovalPolicyAspect implements IAspect {
  constructor(private readonly policy: RemovalPolicy, private readonly overwrite: boolean) {}

  public visit(node: IConstruct): void {
    if (!isRemovable(node)) return;
    if (node.removalPolicyIsExplicit && !this.overwrite) return;
    node.applyRemovalPolicy(this.policy);
  }
}

/**
 * Sets the removal policy of every stateful construct under a scope, e.g. `destroy()` for a
 * development stack. It never overrides a policy chosen explicitly on a construct, unless asked to.
 */
export class RemovalPolicies {
  /**
   * The removal policies of everything under `scope`.
   * @param scope the scope, usually a stack
   */
  public static of(scope: IConstruct): RemovalPolicies {
    return new RemovalPolicies(constructArg('RemovalPolicies.of', 'scope', scope));
  }

  private constructor(private readonly scope: IConstruct) {}

  /**
   * Destroy everything on removal (development stacks).
   * @param options whether to overwrite explicit choices
   */
  public destroy(options: RemovalPoliciesOptions = {}): void {
    this.add('destroy', RemovalPolicy.DESTROY, options);
  }

  /**
   * Keep only the backups on removal.
   * @param options whether to overwrite explicit choices
   */
  public snapshot(options: RemovalPoliciesOptions = {}): void {
    this.add('snapshot', RemovalPolicy.SNAPSHOT, options);
  }

  /**
   * Retain everything on removal (the default).
   * @param options whether to overwrite explicit choices
   */
  public retain(options: RemovalPoliciesOptions = {}): void {
    this.add('retain', RemovalPolicy.RETAIN, options);
  }

  /**
   * Apply a removal policy.
   * @param policy the policy
   * @param options whether to overwrite explicit choices
   */
  public apply(policy: RemovalPolicy, options: RemovalPoliciesOptions = {}): void {
    this.add('apply', policy, options);
  }

  private add(method: string, policy: unknown, options: unknown): void {
    const p = new ArgumentProblems(`RemovalPolicies.${method}`);
    const args = method === 'apply' ? 'policy, options' : 'options';
    if (method === 'apply' && !POLICIES.includes(policy as RemovalPolicy)) {
      const near = typeof policy === 'string' ? POLICIES.find((x) => x === policy.trim().toUpperCase()) : undefined;
      p.add('policy', 'is not a removal policy.', policy, 'RemovalPolicy.RETAIN, RemovalPolicy.SNAPSHOT or RemovalPolicy.DESTROY',
        near ? `write RemovalPolicy.${near}.` : 'pass one of the RemovalPolicy values.');
    }
    const o = readOptions(p, args, options, { overwrite: BOOLEAN });
    p.throwIfAnyOn(this.scope);
    Aspects.of(this.scope).add(new RemovalPolicyAspect(policy as RemovalPolicy, o.overwrite ?? false));
  }
}

