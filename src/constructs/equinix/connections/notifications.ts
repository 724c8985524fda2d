import { BindContext, describedAs, isUnresolved, listOf, memberOf } from '../../../core/l2/index';
import type { EquinixFabricConnectionNotifications } from '../../../generated/equinix/fabric-connection/index';

/** What Equinix notifies the addresses of, for `Notifications.emails`. */
export enum NotificationType {
  /** Every notification (the default). */
  ALL = 'ALL',
  /** Requests to approve the connection. */
  CONNECTION_APPROVAL = 'CONNECTION_APPROVAL',
  /** Notifications for the sales representative. */
  SALES_REP_NOTIFICATIONS = 'SALES_REP_NOTIFICATIONS',
  /** Changes of the connection's state. */
  NOTIFICATIONS = 'NOTIFICATIONS',
}

/**
 * Who Equinix notifies of a Fabric connection's changes: `Notifications.emails(['noc@example.com'])`
 * (every notification), or one kind of them (`NotificationType.CONNECTION_APPROVAL`).
 */
export abstract class Notifications {
  /**
   * Email addresses that receive the notifications.
   * @param emails one address or more (a list token is taken as it is)
   * @param type what they are notified of
   * @default type NotificationType.ALL
   */
  public static emails(emails: string[], type?: NotificationType): Notifications {
    return new Emails(emails, type);
  }

  /** @internal Checks the addresses (problems under `field`) and returns the provider's notifications list, or undefined. */
  public abstract _bind(ctx: BindContext, field: string): EquinixFabricConnectionNotifications[] | undefined;
}

/** Addresses and a type. */
class Emails extends Notifications {
  constructor(private readonly addresses: unknown, private readonly type: unknown) {
    super();
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionNotifications[] | undefined {
    const before = ctx.problemCount;
    const p = ctx.problems;
    const type = this.type === undefined || this.type === null ? NotificationType.ALL : memberOf(p, `${field}.type`, this.type, { values: NotificationType, enumName: 'NotificationType' });
    const emails = listOf(p, `${field}.emails`, this.addresses as string[], { of: 'email addresses', allowed: 'a list of email addresses, e.g. [\'noc@example.com\']' });
    if (emails !== undefined && !isUnresolved(emails)) {
      if (emails.length === 0) {
        p.add(`${field}.emails`, 'is empty: nobody would be notified.', {
          id: 'equinix:notification-emails-empty', received: emails, allowed: 'one email address or more', fix: 'write Notifications.emails([\'noc@example.com\']).',
        });
      }
      emails.forEach((e, i) => {
        if (typeof e === 'string' || isUnresolved(e)) return;
        p.add(`${field}.emails[${i}]`, 'expected an email address (a string).', {
          id: 'l2:expected-string', received: e, allowed: 'an email address, e.g. noc@example.com', fix: 'write the address as a string.',
        });
      });
    } else if (emails === undefined && (this.addresses === undefined || this.addresses === null)) {
      p.add(`${field}.emails`, 'is required.', { id: 'l2:required', received: this.addresses, allowed: 'one email address or more', fix: 'write Notifications.emails([\'noc@example.com\']).' });
    }
    if (ctx.problemCount > before || emails === undefined || type === undefined) return undefined;
    return [{ type, emails }];
  }
}
describedAs(Emails, 'Notifications');
