/**
 * How a `NotificationTarget` is bound where an alert takes it: the options its factory recorded are
 * checked (an object with the keys of its struct; the timing, in whole minutes), and rendered as the
 * provider's notification block, with the fields of its type only. Not part of the public API.
 */
import { OPTIONS } from './option-keys.generated';
import { addLiteralSecret, LITERAL_SECRET, SecretsBindContext, sensitiveVariable } from './secrets';
import { bindOptions, describeValue, Duration, wholeDurationOf } from '../../../core/l2';
import { MIN_NOTIFICATION_INTERVAL_MINUTES } from '../../../facts/mongodbatlas/alerts';
import type { MongodbatlasAlertConfigurationNotification } from '../../../generated/mongodbatlas/alert-configuration';

/** The fields of the provider's notification block that one type renders. */
export type NotificationFields = Partial<MongodbatlasAlertConfigurationNotification>;

/** The options structs of the factories, for the check of their keys. */
export type NotificationOptionsStruct = 'SlackNotificationOptions' | 'DatadogNotificationOptions' | 'OpsGenieNotificationOptions'
| 'PagerDutyNotificationOptions' | 'VictorOpsNotificationOptions' | 'WebhookNotificationOptions' | 'MicrosoftTeamsNotificationOptions'
| 'EmailNotificationOptions' | 'SmsNotificationOptions' | 'TeamNotificationOptions' | 'GroupNotificationOptions' | 'OrgNotificationOptions'
| 'UserNotificationOptions';

/** One notification type: its factory, its options and what it renders of them. */
export interface NotificationKind {
  /** The factory, e.g. `slack` (`NotificationTarget.slack`). */
  readonly factory: string;
  /** The provider's `type_name`, e.g. `SLACK`. */
  readonly typeName: string;
  readonly struct: NotificationOptionsStruct;
  /** Whether the type repeats while the alert stays open (takes an `interval`). */
  readonly repeats: boolean;
  /** The fields of the type, from its checked options. */
  readonly fields: (options: any) => NotificationFields;
  /** The options that hold a field the provider marks sensitive (`apiKey`, `url`, ...). */
  readonly secrets: readonly string[];
}

/** The timing every notification takes (`delay`), and the repeat interval of those that repeat. */
interface Timing {
  readonly delay?: Duration;
  readonly interval?: Duration;
}

/**
 * Checks the options of a notification of `kind` (the problems go to `ctx`, under `field`, where
 * the alert took the target) and returns the provider's notification block (unset fields left out;
 * none of the type's fields when its options have problems).
 */
export function bindNotification(
  ctx: SecretsBindContext, field: string, kind: NotificationKind, options: object | undefined,
): MongodbatlasAlertConfigurationNotification {
  const before = ctx.problemCount;
  let given = options as Timing | undefined;
  if (!kind.repeats && given !== null && typeof given === 'object' && given.interval !== undefined && given.interval !== null) {
    // A JavaScript caller can pass it; TypeScript's options have no interval here. Said in
    // these words rather than as an unknown option. enforcedBy:
    // internal/service/alertconfiguration/validator_interval_min.go: IntervalMinValidator.
    ctx.problems.addRendered(`${field}.interval`,
      `is not available for ${kind.typeName}: the provider refuses interval_min for ${kind.typeName} notifications, whose API payload has no such field.`,
      given.interval instanceof Duration ? given.interval.toString() : describeValue(given.interval), {
        id: 'mongodbatlas:notification-interval-not-taken',
        allowed: 'no interval',
        fix: `remove interval, and set the repeat interval in the ${kind.typeName} service itself.`,
      });
    const { interval: _interval, ...rest } = given;
    given = rest;
  }
  const o = bindOptions(ctx, OPTIONS, given, kind.struct, field, `NotificationTarget.${kind.factory}`);
  // enforcedBy: internal/service/alertconfiguration/resource.go (interval_min, delay_min: Int64
  // attributes) and the API spec's AlertsNotificationRootForGroup.intervalMin (minimum 5).
  const delayMin = wholeDurationOf(ctx.problems, `${field}.delay`, o.delay, { unit: 'minutes', example: 'Duration.minutes(15)' });
  const intervalMin = kind.repeats
    ? wholeDurationOf(ctx.problems, `${field}.interval`, o.interval, { unit: 'minutes', example: 'Duration.minutes(15)', min: MIN_NOTIFICATION_INTERVAL_MINUTES })
    : undefined;
  // Product policy: a literal in a field the provider marks sensitive fails synth unless acknowledged.
  for (const name of kind.secrets) {
    const option = name.charAt(0).toUpperCase() + name.slice(1);
    addLiteralSecret(ctx.literalSecrets, `${field}.${name}`, (o as Record<string, unknown>)[name], `NotificationTarget.${kind.factory}({ ..., ${name}: ${sensitiveVariable(option)} })`, LITERAL_SECRET);
  }
  const block: NotificationFields = { typeName: kind.typeName, ...(ctx.problemCount > before ? {} : kind.fields(o)), delayMin, intervalMin };
  for (const k of Object.keys(block) as Array<keyof NotificationFields>) if (block[k] === undefined) delete block[k];
  return block as MongodbatlasAlertConfigurationNotification;
}
