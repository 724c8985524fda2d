import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { AlertConfiguration, AlertMatcher, HostType, MatcherOperator, NotificationTarget, ProjectRole } from '../../../src/constructs/mongodbatlas';

const owners = () => NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER] });

test('each factory matches its field; EQUALS unless told otherwise; a port renders as text', () => {
  const matchers = [
    AlertMatcher.hostType(HostType.PRIMARY), AlertMatcher.hostname('db-1', MatcherOperator.STARTS_WITH), AlertMatcher.port(27017),
    AlertMatcher.hostnameAndPort('db-1:27017'), AlertMatcher.replicaSetName('rs0', MatcherOperator.REGEX),
  ];
  expect(matchers.map((m) => `${m.fieldName} ${m.operator} ${m.value}`)).toEqual([
    'TYPE_NAME EQUALS PRIMARY', 'HOSTNAME STARTS_WITH db-1', 'PORT EQUALS 27017', 'HOSTNAME_AND_PORT EQUALS db-1:27017', 'REPLICA_SET_NAME REGEX rs0',
  ]);
  expect([AlertMatcher.shardName('s0').fieldName, AlertMatcher.clusterName('orders').fieldName]).toEqual(['SHARD_NAME', 'CLUSTER_NAME']);
  const stack = clusterStack();
  new AlertConfiguration(stack, 'Host', { projectId: PROJECT, eventType: 'HOST_DOWN', matchers: matchers.slice(1, 3), notifications: [owners()] });
  expect(synthDoc(stack).resource.mongodbatlas_alert_configuration.Host.matcher).toEqual([
    { field_name: 'HOSTNAME', operator: 'STARTS_WITH', value: 'db-1' },
    { field_name: 'PORT', operator: 'EQUALS', value: '27017' },
  ]);
});

test('JavaScript: a value or an operator of the wrong type is refused where the matcher was passed', () => {
  expect(errorOf(() => new AlertConfiguration(clusterStack(), 'Host', {
    projectId: PROJECT, eventType: 'HOST_DOWN', matchers: [AlertMatcher.port(27017), AlertMatcher.hostname(5 as any, 7 as any)], notifications: [owners()],
  }))).toBe([
    '[test/Host] 2 problems:',
    '  - matchers[1].value: expected a string. Received: 5. Allowed: the text to compare with. Fix: pass a string to the AlertMatcher factory.',
    '  - matchers[1].operator: expected a MatcherOperator. Received: 7. Allowed: a MatcherOperator, e.g. MatcherOperator.EQUAL_TO. '
    + 'Fix: pass a MatcherOperator constant, or leave the operator out for EQUALS.',
  ].join('\n'));
  expect(errorOf(() => new AlertConfiguration(clusterStack(), 'Host', {
    projectId: PROJECT, eventType: 'HOST_DOWN', matchers: [AlertMatcher.port(true as any)], notifications: [owners()],
  }))).toBe('[test/Host] matchers[0].value: expected a port number. Received: true. Allowed: a whole number from 1 to 65535, e.g. 27017, or a number token. '
    + 'Fix: pass the port as a number: AlertMatcher.port(27017).');
});
