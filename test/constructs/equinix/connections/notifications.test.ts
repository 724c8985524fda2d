/**
 * Notifications: the addresses, with type ALL unless another is given.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { bind, equinixStack } from '../equinix-util';

const { Notifications, NotificationType } = equinix;

describe('Notifications', () => {
  test('emails with type ALL by default, as the examples write them', () => {
    expect(bind((ctx) => Notifications.emails(['example@equinix.com', 'test1@equinix.com'])._bind(ctx, 'notifications')).value)
      .toEqual([{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }]);
    expect(bind((ctx) => Notifications.emails(['noc@example.com'], NotificationType.CONNECTION_APPROVAL)._bind(ctx, 'notifications')).value)
      .toEqual([{ type: 'CONNECTION_APPROVAL', emails: ['noc@example.com'] }]);
  });

  test('no address is an error (equinix:notification-emails-empty)', () => {
    expect(bind((ctx) => Notifications.emails([])._bind(ctx, 'notifications')).error).toBe(
      "[test/Target] notifications.emails: is empty: nobody would be notified. Received: an empty list. Allowed: one email address or more. Fix: write Notifications.emails(['noc@example.com']).");
  });

  test('JavaScript: no list, an address that is no string, a type that is no NotificationType', () => {
    expect(bind((ctx) => Notifications.emails(undefined as any)._bind(ctx, 'n')).error).toBe(
      "[test/Target] n.emails: is required. Received: undefined. Allowed: one email address or more. Fix: write Notifications.emails(['noc@example.com']).");
    expect(bind((ctx) => Notifications.emails([1 as any])._bind(ctx, 'n')).error).toBe(
      '[test/Target] n.emails[0]: expected an email address (a string). Received: 1. Allowed: an email address, e.g. noc@example.com. Fix: write the address as a string.');
    expect(bind((ctx) => Notifications.emails(['a@b.c'], 'all' as any)._bind(ctx, 'n')).error).toBe(
      "[test/Target] n.type: is not a NotificationType. Received: \"all\". Allowed: ALL, CONNECTION_APPROVAL, SALES_REP_NOTIFICATIONS or NOTIFICATIONS. Fix: use NotificationType.ALL ('ALL').");
  });

  test('a list token is taken as it is', () => {
    const v = new TerraformVariable(equinixStack(), 'emails', { type: 'list(string)' }).listValue;
    expect(bind((ctx) => Notifications.emails(v)._bind(ctx, 'n')).value).toEqual([{ type: 'ALL', emails: v }]);
  });
});
