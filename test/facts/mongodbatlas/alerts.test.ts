import { clusterAlertKind, MIN_NOTIFICATION_INTERVAL_MINUTES } from '../../../src/facts/mongodbatlas/alerts';

test('the shortest notification interval is 5 minutes (the API spec\'s intervalMin minimum)', () => {
  expect(MIN_NOTIFICATION_INTERVAL_MINUTES).toBe(5);
});

test('clusterAlertKind: the three kinds an alert on one cluster matches on, and nothing for the rest', () => {
  expect(clusterAlertKind('HOST_DOWN')).toBe('host');
  expect(clusterAlertKind('OUTSIDE_METRIC_THRESHOLD')).toBe('host');
  expect(clusterAlertKind('REPLICATION_OPLOG_WINDOW_RUNNING_OUT')).toBe('replica set');
  expect(clusterAlertKind('CLUSTER_MONGOS_IS_MISSING')).toBe('sharded cluster');
  // A kind that takes matchers, but none of the three (serverless metrics), an event without matchers, and an unknown one.
  expect([clusterAlertKind('OUTSIDE_SERVERLESS_METRIC_THRESHOLD'), clusterAlertKind('JOINED_GROUP'), clusterAlertKind('toString')]).toEqual([undefined, undefined, undefined]);
});
