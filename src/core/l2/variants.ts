/**
 * Variants: the one pattern for every choice among kinds (how a database user authenticates,
 * which key service encrypts a project, where an alert sends its notifications). As in aws-cdk's
 * `TableEncryptionV2` and the SNS subscriptions:
 *
 * - an abstract class, public, with one static factory per kind (`NotificationTarget.slack({...})`),
 *   each taking only the options its kind has;
 * - a factory only records what it was given: it checks nothing and throws nothing, because it has
 *   no construct to name;
 * - the owning construct calls the variant's internal `_bind(scope, field)` once it has one: the
 *   variant checks its options there (`bindOptions`: an object, no unknown key, then its own rules),
 *   throws a ValidationError that names the construct path and the field where it was passed
 *   (`notifications[1].interval`), and returns what the construct renders.
 *
 * A variant holds no construct, so one value can be bound to several constructs.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import type { OptionKeys } from './options';
import type { Problems } from './problems';

/**
 * The options a factory recorded, checked at `_bind`: they must be an object (a JavaScript caller
 * can pass anything) with no key their struct does not have. Returns the options to read (an empty
 * object when they are unusable; the problems say why).
 * @param p where the problems go
 * @param keys the option keys of the provider's L2s
 * @param options what the factory was given
 * @param struct the options struct, e.g. `SlackNotificationOptions`
 * @param field where the variant was passed, e.g. `notifications[0]`
 * @param factory the factory, for the fix, e.g. `NotificationTarget.slack`
 */
export function bindOptions<S extends string, T extends object>(
  p: Problems, keys: OptionKeys<S>, options: T | undefined, struct: S, field: string, factory: string,
): T {
  if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) {
    p.add(field, `was made by ${factory} with no options object.`, { received: options, allowed: 'an object (struct)', fix: `pass the options, e.g. ${factory}({ ... }).` });
    return {} as T;
  }
  keys.check(p, options, struct, field);
  return options;
}
