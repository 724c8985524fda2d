/**
 * The contract of an App Configuration Event Notifications integration
 * (`IEventNotificationsIntegration`) and the attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The integration of an App Configuration instance with Event Notifications, defined here or existing. */
export interface IEventNotificationsIntegration extends IConstruct {
  /** The instance the integration belongs to. */
  readonly instance: IAppConfiguration;
  /** The integration id, e.g. `en` (not the resource's `id`, which is `<guid>/<integration id>`). */
  readonly integrationId: string;
}

/** Attributes of an existing Event Notifications integration, for `EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes`. */
export interface EventNotificationsIntegrationAttributes {
  /** The instance the integration belongs to. */
  readonly instance: IAppConfiguration;
  /** The integration id, e.g. `en`. */
  readonly integrationId: string;
}
