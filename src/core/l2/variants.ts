/**
 * Variants: the one pattern for every choice among kinds (how a database user authenticates,
 * which key service encrypts a project, where an alert sends its notifications, what a condition
 * compares). As in aws-cdk's `TableEncryptionV2` and the SNS subscriptions:
 *
 * - an abstract class, public, with one static factory per kind (`NotificationTarget.slack({...})`),
 *   each taking only the options its kind has;
 * - a factory only records what it was given: it checks nothing and throws nothing, because it has
 *   no construct to name;
 * - the owning construct binds the variant once it has one, with one signature in every family:
 *   `_bind(ctx, field)`. The `BindContext` holds the construct and the problems; `field` is where
 *   the variant was passed (`notifications[1]`). The variant checks its options there
 *   (`bindOptions`: an object, no unknown key, then its own rules), adds its problems under
 *   `field`, and returns what the construct renders (undefined when it is unusable). The construct
 *   throws them all at once (`throwIfProblems(ctx.scope, ctx.problems)`).
 *
 * What a family's variants need besides (the expressions a resource defines, the urgency of an
 * escalation level, the project of a key) goes in a subclass of `BindContext`, made by the owner.
 * A variant holds no construct, so one value can be bound to several constructs.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct } from 'constructs';
import type { OptionKeys } from './options';
import { Problems, warn } from './problems';

/**
 * What a variant is bound with: the construct that owns it, where problems go, and (in a
 * subclass) what its family needs besides.
 */
export class BindContext {
  /**
   * @param scope the construct that renders the variant (warnings go to it; messages name its path)
   * @param problems where the problems go
   */
  constructor(public readonly scope: IConstruct, public readonly problems: Problems = new Problems()) {}

  /** How many problems there are so far (to see whether a bind added any). */
  public get problemCount(): number {
    return this.problems.length;
  }

  /** Adds advice with a stable id to the construct (see `warn`). */
  public warn(id: string, message: string): void {
    warn(this.scope, id, message);
  }
}

/**
 * A variant: what the owning construct binds. `C` is the context its family binds with, `R` what it
 * renders.
 */
export interface Variant<C extends BindContext, R> {
  /** @internal */
  _bind(ctx: C, field: string): R;
}

/**
 * The options a factory recorded, checked at `_bind`: they must be an object (a JavaScript caller
 * can pass anything) with no key their struct does not have. Returns the options to read (an empty
 * object when they are unusable; the problems say why).
 * @param ctx the bind context
 * @param keys the option keys of the provider's L2s
 * @param options what the factory was given
 * @param struct the options struct, e.g. `SlackNotificationOptions`
 * @param field where the variant was passed, e.g. `notifications[0]`
 * @param factory the factory, for the fix, e.g. `NotificationTarget.slack`
 */
export function bindOptions<S extends string, T extends object>(
  ctx: BindContext, keys: OptionKeys<S>, options: T | undefined, struct: S, field: string, factory: string,
): T {
  if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) {
    ctx.problems.add(field, `was made by ${factory} with no options object.`, {
      id: 'l2:no-options-object', received: options, allowed: 'an object (struct)', fix: `pass the options, e.g. ${factory}({ ... }).`,
    });
    return {} as T;
  }
  keys.check(ctx.problems, options, struct, field);
  return options;
}
