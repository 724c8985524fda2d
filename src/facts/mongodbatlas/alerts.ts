/**
 * Facts of Atlas alert configurations that both the type rules of
 * `mongodbatlas_alert_configuration` (src/rules/mongodbatlas/alert-configuration.ts) and the alert
 * L2s (`AlertConfiguration.forCluster`, `NotificationTarget`) read. Not part of the public API.
 */
import { alertKind } from './alert-kinds';

/**
 * The shortest notification interval, in minutes: the Atlas Admin API spec the provider ships
 * (tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml:
 * AlertsNotificationRootForGroup.intervalMin, minimum 5).
 */
export const MIN_NOTIFICATION_INTERVAL_MINUTES = 5;

/** The alert kinds that can be limited to one cluster by a matcher. */
export type ClusterAlertKind = 'host' | 'replica set' | 'sharded cluster';

/**
 * The kind of an event type among the three that an alert limited to one cluster matches on (host
 * alerts by replica set name, replica set and sharded cluster alerts by cluster name), from the
 * alert kinds of the API spec (`alert-kinds.ts`); undefined for any other event type.
 */
export function clusterAlertKind(eventType: string): ClusterAlertKind | undefined {
  const name = alertKind(eventType)?.name;
  return name === 'host' || name === 'replica set' || name === 'sharded cluster' ? name : undefined;
}
