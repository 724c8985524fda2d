import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { clusterStack, PROJECT, synthDoc } from './cluster-util';
import { Duration, mongodbatlas } from '../../../src';
import {
  AlertConfiguration, AlertMatcher, HostType, MatcherOperator, NotificationTarget, ProjectRole, ThresholdOperator, ThresholdUnits,
} from '../../../src/constructs/mongodbatlas';
import { RULES } from '../../../src/rules/mongodbatlas/alert-configuration';
import { errorOf, expectSnakeCaseOnly, resource, secret, stack, synth } from '../../util';

const projectId = '5f1b2c3d4e5f6a7b8c9d0e1f';
const owners = () => NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER] });

function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'p');
    build(s);
  });
}

/** The message of a synth-time validation failure, without cdktn's closing hint. */
function synthError(build: (s: TerraformStack) => void): string {
  return errorOf(() => withProvider(build)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

function alertBody(build: (s: TerraformStack) => void, id = 'Lag'): any {
  return resource(withProvider(build).doc, 'mongodbatlas_alert_configuration', id);
}

describe('AlertConfiguration', () => {
  test('renders the alert, its metric threshold with mode AVERAGE, and notifications added later', () => {
    let lag!: AlertConfiguration;
    const { doc, warnings } = withProvider((s) => {
      lag = new AlertConfiguration(s, 'ReplicationLag', {
        projectId,
        eventType: 'OUTSIDE_METRIC_THRESHOLD',
        metricThreshold: { metricName: 'OPLOG_REPLICATION_LAG_TIME', operator: ThresholdOperator.GREATER_THAN, threshold: 60, units: ThresholdUnits.SECONDS },
        notifications: [
          NotificationTarget.slack({ apiToken: secret(s, 'slack_token'), channelName: '#db-alerts' }),
          NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER], emailEnabled: true, interval: Duration.minutes(15) }),
        ],
      });
      lag.addNotification(NotificationTarget.pagerDuty({ serviceKey: secret(s, 'pd_key'), delay: Duration.minutes(5) }));
      new TerraformOutput(s, 'id', { value: lag.alertConfigurationId });
    });
    const body = resource(doc, 'mongodbatlas_alert_configuration', 'ReplicationLag');
    expect(body).toEqual({
      project_id: projectId,
      event_type: 'OUTSIDE_METRIC_THRESHOLD',
      enabled: true,
      metric_threshold_config: { metric_name: 'OPLOG_REPLICATION_LAG_TIME', mode: 'AVERAGE', operator: 'GREATER_THAN', threshold: 60, units: 'SECONDS' },
      notification: [
        { type_name: 'SLACK', api_token: '${var.slack_token}', channel_name: '#db-alerts' },
        { type_name: 'GROUP', roles: ['GROUP_OWNER'], email_enabled: true, interval_min: 15 },
        { type_name: 'PAGER_DUTY', service_key: '${var.pd_key}', delay_min: 5 },
      ],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(lag.resource.node.path).toBe('test/ReplicationLag/Default');
    expect(lag.node.defaultChild).toBe(lag.resource);
    expect(lag.projectId).toBe(projectId);
    expect(doc.output.id.value).toBe('${mongodbatlas_alert_configuration.ReplicationLag.alert_configuration_id}');
  });

  test('enabled, severityOverride and a threshold on the event value', () => {
    const body = alertBody((s) => new AlertConfiguration(s, 'Lag', {
      projectId,
      eventType: 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT',
      enabled: false,
      severityOverride: 'CRITICAL',
      threshold: { operator: ThresholdOperator.LESS_THAN, threshold: 1, units: ThresholdUnits.HOURS },
      notifications: [owners()],
    }));
    expect(body.enabled).toBe(false);
    expect(body.severity_override).toBe('CRITICAL');
    expect(body.threshold_config).toEqual({ operator: 'LESS_THAN', threshold: 1, units: 'HOURS' });
    expect(body.metric_threshold_config).toBeUndefined();
    expect(body.matcher).toBeUndefined();
  });

  describe('notifications', () => {
    test('an alert without notifications fails synth in the construct\'s words', () => {
      expect(synthError((s) => new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY' }))).toBe(
        'Validation failed with the following errors:\n'
        + '  [test/Lag] notifications: is empty: an alert configuration sends at least one notification. Received: an empty list. '
        + 'Allowed: at least one NotificationTarget. Fix: pass notifications, or call addNotification(NotificationTarget.group({ ... })).');
    });

    test('notifications added after construction count', () => {
      const body = alertBody((s) => {
        const a = new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: [] });
        a.addNotification(owners());
        a.addNotification(NotificationTarget.email({ emailAddress: 'dba@example.com' }));
      });
      expect(body.notification).toEqual([{ type_name: 'GROUP', roles: ['GROUP_OWNER'] }, { type_name: 'EMAIL', email_address: 'dba@example.com' }]);
    });

    test('while the construct reports its own problem, the L1 rules stay quiet', () => {
      // The matcher is wrong for a replica set alert too, but only the missing notification is reported.
      expect(synthError((s) => new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', matchers: [AlertMatcher.hostType(HostType.SECONDARY)] })))
        .toBe('Validation failed with the following errors:\n'
          + '  [test/Lag] notifications: is empty: an alert configuration sends at least one notification. Received: an empty list. '
          + 'Allowed: at least one NotificationTarget. Fix: pass notifications, or call addNotification(NotificationTarget.group({ ... })).');
    });

    test('the L1 rules judge what the targets render: a credential or an integration is required', () => {
      expect(synthError((s) => new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.slack({ channelName: '#db' })] }))).toBe(
        'Validation failed with the following errors:\n'
        + "  [test/Lag/Default] [rule:mongodbatlas_alert_configuration/notification-required-fields] notification[0].apiToken: is required when typeName is SLACK. Received: typeName 'SLACK' without apiToken. "
        + "Allowed: typeName SLACK with apiToken and channelName set. Fix: set apiToken on this notification (or integrationId, to use an existing integration's credentials).");
      const body = alertBody((s) => new AlertConfiguration(s, 'Lag', {
        projectId, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.slack({ channelName: '#db', integrationId: '6a1b2c3d4e5f6a7b8c9d0e1f' })],
      }));
      expect(body.notification).toEqual([{ type_name: 'SLACK', channel_name: '#db', integration_id: '6a1b2c3d4e5f6a7b8c9d0e1f' }]);
    });

    test('the L1 rules judge roles: project roles on an organization notification (documented only: a warning)', () => {
      const { warnings } = withProvider((s) => new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.org({ roles: [ProjectRole.GROUP_OWNER] })] }));
      expect(warnings).toEqual([
        "test/Lag/Default: [rule:mongodbatlas_alert_configuration/notification-roles-match-type] notification[0].roles: holds project roles, but an ORG notification goes to organization roles. Received: 'GROUP_OWNER'. "
        + 'Allowed: ORG_* roles only (organization roles). Fix: use ORG_* roles, or send the notification with typeName GROUP.',
      ]);
    });
  });

  describe('matchers', () => {
    test('render with EQUALS by default, or the operator given', () => {
      const body = alertBody((s) => {
        const a = new AlertConfiguration(s, 'Lag', {
          projectId,
          eventType: 'HOST_DOWN',
          matchers: [AlertMatcher.hostType(HostType.SECONDARY), AlertMatcher.hostname('orders-', MatcherOperator.STARTS_WITH), AlertMatcher.port(27017)],
          notifications: [owners()],
        });
        a.addMatcher(AlertMatcher.replicaSetName('atlas-.*-shard-0', MatcherOperator.REGEX));
        a.addMatcher(AlertMatcher.hostnameAndPort('h:27017', MatcherOperator.NOT_EQUAL_TO));
      });
      expect(body.matcher).toEqual([
        { field_name: 'TYPE_NAME', operator: 'EQUALS', value: 'SECONDARY' },
        { field_name: 'HOSTNAME', operator: 'STARTS_WITH', value: 'orders-' },
        { field_name: 'PORT', operator: 'EQUALS', value: '27017' },
        { field_name: 'REPLICA_SET_NAME', operator: 'REGEX', value: 'atlas-.*-shard-0' },
        { field_name: 'HOSTNAME_AND_PORT', operator: 'NOT_EQUALS', value: 'h:27017' },
      ]);
    });

    test('cluster and shard matchers on a sharded cluster alert', () => {
      const body = alertBody((s) => new AlertConfiguration(s, 'Lag', {
        projectId,
        eventType: 'CLUSTER_MONGOS_IS_MISSING',
        matchers: [AlertMatcher.clusterName('orders'), AlertMatcher.shardName('orders-shard-1', MatcherOperator.NOT_CONTAINS)],
        notifications: [owners()],
      }));
      expect(body.matcher).toEqual([
        { field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' },
        { field_name: 'SHARD_NAME', operator: 'NOT_CONTAINS', value: 'orders-shard-1' },
      ]);
    });

    test('a matcher the alert kind does not support fails synth (L1 rule)', () => {
      expect(synthError((s) => new AlertConfiguration(s, 'Lag', {
        projectId, eventType: 'OUTSIDE_METRIC_THRESHOLD', matchers: [AlertMatcher.clusterName('orders')], notifications: [owners()],
      }))).toBe('Validation failed with the following errors:\n'
        + "  [test/Lag/Default] [rule:mongodbatlas_alert_configuration/matcher-field-by-kind] matcher[0].fieldName: is not supported by host alerts (eventType 'OUTSIDE_METRIC_THRESHOLD'); it matches replica set alerts and sharded cluster alerts and auto-scaling alerts. Received: \"CLUSTER_NAME\". "
        + 'Allowed: for host alerts: TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME, ATLAS_NODE_TYPE. Fix: use one of TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME, ATLAS_NODE_TYPE, or remove this matcher.');
    });

    test('a host type that is not a process type fails synth (L1 rule)', () => {
      expect(synthError((s) => new AlertConfiguration(s, 'Lag', {
        projectId, eventType: 'HOST_DOWN', matchers: [AlertMatcher.hostType('arbiter')], notifications: [owners()],
      }))).toBe('Validation failed with the following errors:\n'
        + '  [test/Lag/Default] [rule:mongodbatlas_alert_configuration/matcher-type-name-value] matcher[0].value: is not a process type, which a TYPE_NAME matcher needs. Received: "arbiter". '
        + "Allowed: PRIMARY, SECONDARY, STANDALONE, CONFIG, MONGOS, ARBITER, MONGOT. Fix: set value to 'ARBITER'.");
    });

    test('ARBITER and MONGOT are host types (the API\'s MatcherHostType); HostType spells every one the L1\'s rule takes', () => {
      // After TestAccConfigRSAlertConfiguration_withMatchers (TYPE_NAME EQUALS SECONDARY, CONTAINS MONGOS), with the two
      // process types the API added.
      const { doc, warnings } = withProvider((s) => new AlertConfiguration(s, 'Hosts', {
        projectId,
        eventType: 'HOST_DOWN',
        matchers: [
          AlertMatcher.hostType(HostType.ARBITER),
          AlertMatcher.hostType(HostType.MONGOT, MatcherOperator.NOT_EQUAL_TO),
          AlertMatcher.hostType(HostType.MONGOS, MatcherOperator.CONTAINS),
        ],
        notifications: [owners()],
      }));
      expect(resource(doc, 'mongodbatlas_alert_configuration', 'Hosts').matcher).toEqual([
        { field_name: 'TYPE_NAME', operator: 'EQUALS', value: 'ARBITER' },
        { field_name: 'TYPE_NAME', operator: 'NOT_EQUALS', value: 'MONGOT' },
        { field_name: 'TYPE_NAME', operator: 'CONTAINS', value: 'MONGOS' },
      ]);
      expect(warnings).toEqual([]);
      const summary = RULES.find((r) => r.id === 'rule:mongodbatlas_alert_configuration/matcher-type-name-value')!.summary;
      const listed = /matches one of (.*)\.$/.exec(summary)![1].split(', ');
      expect(Object.values(HostType).sort()).toEqual([...listed].sort());
    });

    test('matchers on an event type that takes none warn through the L1\'s rule matchers-not-supported (documented only), once', () => {
      const { warnings } = withProvider((s) => new AlertConfiguration(s, 'Snapshots', {
        projectId, eventType: 'CPS_SNAPSHOT_FAILED', matchers: [AlertMatcher.clusterName('orders')], notifications: [owners()],
      }));
      expect(warnings).toEqual(["test/Snapshots/Default: [rule:mongodbatlas_alert_configuration/matchers-not-supported] matcher: is not supported by eventType 'CPS_SNAPSHOT_FAILED': "
        + 'only host, replica set, sharded cluster, auto-scaling, stream processor and App Services alerts take matchers. Received: 1 matcher on eventType \'CPS_SNAPSHOT_FAILED\'. '
        + 'Allowed: no matcher on this event type. Fix: remove the matchers (the alert applies to the whole project), or choose an event type of a kind that takes them.']);
    });

    test('a port that is no port is the matcher\'s own error where the alert takes it, never \'[object Object]\' or \'NaN\'', () => {
      const portError = (port: unknown) => errorOf(() => new AlertConfiguration(stack(), 'Lag', {
        projectId, eventType: 'HOST_DOWN', matchers: [AlertMatcher.port(port as number)], notifications: [owners()],
      }));
      const tail = 'Allowed: a whole number from 1 to 65535, e.g. 27017, or a number token. Fix: pass the port as a number: AlertMatcher.port(27017).';
      expect(portError(Object.create(null))).toBe(`[test/Lag] matchers[0].value: expected a port number. Received: an empty object. ${tail}`);
      expect(portError({})).toBe(`[test/Lag] matchers[0].value: expected a port number. Received: an empty object. ${tail}`);
      expect(portError(null)).toBe(`[test/Lag] matchers[0].value: expected a port number. Received: null. ${tail}`);
      expect(portError('27017')).toBe(`[test/Lag] matchers[0].value: expected a port number. Received: "27017". ${tail}`);
      expect(portError(NaN)).toBe(`[test/Lag] matchers[0].value: is not a port: no host listens on it. Received: NaN. ${tail}`);
      expect(portError(70000)).toBe(`[test/Lag] matchers[0].value: is not a port: no host listens on it. Received: 70000. ${tail}`);
      expect(AlertMatcher.port(Object.create(null)).value).toBe('an empty object');
      const { doc } = withProvider((s) => {
        const port = new TerraformVariable(s, 'port', { type: 'number' }).numberValue;
        new AlertConfiguration(s, 'Lag', { projectId, eventType: 'HOST_DOWN', matchers: [AlertMatcher.port(port)], notifications: [owners()] });
      });
      expect(resource(doc, 'mongodbatlas_alert_configuration', 'Lag').matcher).toEqual([{ field_name: 'PORT', operator: 'EQUALS', value: '${var.port}' }]);
    });
  });

  describe('forCluster', () => {
    const cluster = { projectId, clusterName: 'orders' };

    test('replica set and sharded cluster alerts match CLUSTER_NAME', () => {
      const { doc } = withProvider((s) => {
        AlertConfiguration.forCluster(s, 'NoPrimary', cluster, { eventType: 'NO_PRIMARY', notifications: [owners()] });
        AlertConfiguration.forCluster(s, 'Mongos', cluster, { eventType: 'CLUSTER_MONGOS_IS_MISSING', matchers: [AlertMatcher.shardName('s1')], notifications: [owners()] });
      });
      const noPrimary = resource(doc, 'mongodbatlas_alert_configuration', 'NoPrimary');
      expect(noPrimary.project_id).toBe(projectId);
      expect(noPrimary.matcher).toEqual([{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }]);
      expect(resource(doc, 'mongodbatlas_alert_configuration', 'Mongos').matcher).toEqual([
        { field_name: 'SHARD_NAME', operator: 'EQUALS', value: 's1' },
        { field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' },
      ]);
    });

    test('a cluster construct works as the target', () => {
      const { doc } = withProvider((s) => {
        const c = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { projectId, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
        AlertConfiguration.forCluster(c, 'Lag', c, { eventType: 'PRIMARY_ELECTED', notifications: [owners()] });
      });
      const [body] = Object.values<any>(doc.resource.mongodbatlas_alert_configuration);
      expect(body.matcher).toEqual([{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }]);
    });

    test('host alerts match REPLICA_SET_NAME, which must then be given', () => {
      const body = alertBody((s) => AlertConfiguration.forCluster(s, 'Lag', cluster, {
        eventType: 'HOST_DOWN', replicaSetName: 'atlas-abc123-shard-0', notifications: [owners()],
      }));
      expect(body.matcher).toEqual([{ field_name: 'REPLICA_SET_NAME', operator: 'EQUALS', value: 'atlas-abc123-shard-0' }]);
      expect(errorOf(() => AlertConfiguration.forCluster(stack(), 'Lag', cluster, { eventType: 'OUTSIDE_METRIC_THRESHOLD', notifications: [owners()] }))).toBe(
        "[test/Lag] replicaSetName: is required: host alerts (eventType 'OUTSIDE_METRIC_THRESHOLD') cannot match on the cluster name, only on the replica set name. Received: undefined. "
        + "Allowed: the cluster's replica set name, e.g. 'atlas-abc123-shard-0' (replicaSet= in its connection string). Fix: set replicaSetName, or use a replica set event type such as NO_PRIMARY.");
    });

    test('an event type of no known kind cannot be limited to a cluster', () => {
      expect(errorOf(() => AlertConfiguration.forCluster(stack(), 'Lag', cluster, { eventType: 'JOINED_GROUP', notifications: [owners()] }))).toBe(
        '[test/Lag] eventType: is not an event of a known alert kind, so no matcher is known to limit it to a cluster. Received: "JOINED_GROUP". '
        + 'Allowed: a replica set alert (NO_PRIMARY, PRIMARY_ELECTED, REPLICATION_OPLOG_WINDOW_RUNNING_OUT, TOO_MANY_ELECTIONS), a sharded cluster alert (CLUSTER_MONGOS_IS_MISSING) '
        + 'or a host alert (HOST_*, OUTSIDE_METRIC_THRESHOLD). Fix: use one of those event types, or create the alert with new AlertConfiguration(...) and the matchers it supports.');
    });
  });

  describe('existing alert configurations', () => {
    test('fromAlertConfigurationAttributes: given attributes read back, others are an error that names them', () => {
      const s = stack();
      const a = AlertConfiguration.fromAlertConfigurationAttributes(s, 'Existing', { alertConfigurationId: '6a1b2c3d4e5f6a7b8c9d0e1f' });
      expect(a.alertConfigurationId).toBe('6a1b2c3d4e5f6a7b8c9d0e1f');
      expect(errorOf(() => a.projectId)).toBe(
        '[test/Existing] projectId: is unknown: this construct was made with AlertConfiguration.fromAlertConfigurationAttributes, which was not given projectId. '
        + 'Fix: pass projectId in the attributes, or read it from the construct that defines the resource.');
      const b = AlertConfiguration.fromAlertConfigurationAttributes(s, 'Other', { projectId });
      expect(b.projectId).toBe(projectId);
      expect(errorOf(() => b.alertConfigurationId)).toContain('[test/Other] alertConfigurationId: is unknown');
    });

    test('fromLookup reads through the data source', () => {
      const { doc } = withProvider((s) => {
        const a = AlertConfiguration.fromLookup(s, 'Existing', { projectId, alertConfigurationId: '6a1b2c3d4e5f6a7b8c9d0e1f' });
        expect(a.projectId).toBe(projectId);
        expect(a.alertConfigurationId).toBe('6a1b2c3d4e5f6a7b8c9d0e1f');
        new TerraformOutput(s, 'event', { value: a.eventType });
      });
      const [body] = Object.values<any>(doc.data.mongodbatlas_alert_configuration);
      expect(body).toEqual({ project_id: projectId, alert_configuration_id: '6a1b2c3d4e5f6a7b8c9d0e1f' });
      expect(doc.output.event.value).toMatch(/^\$\{data\.mongodbatlas_alert_configuration\.Existing_Lookup_[0-9A-F]+\.event_type\}$/);
    });
  });

  describe('what JavaScript callers can get wrong', () => {
    test('no props, or props without projectId and eventType', () => {
      expect(errorOf(() => new (AlertConfiguration as any)(stack(), 'Lag'))).toBe(
        "[test/Lag] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
      expect(errorOf(() => new AlertConfiguration(stack(), 'Lag', {} as any))).toBe([
        '[test/Lag] 2 problems:',
        '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
        '  - eventType: is required. Received: undefined. Allowed: an Atlas event type, e.g. OUTSIDE_METRIC_THRESHOLD. Fix: set eventType.',
      ].join('\n'));
    });

    test('plain objects instead of targets and matchers', () => {
      expect(errorOf(() => new AlertConfiguration(stack(), 'Lag', {
        projectId, eventType: 'NO_PRIMARY', notifications: [{ typeName: 'SLACK' } as any], matchers: AlertMatcher.clusterName('x') as any,
      }))).toBe([
        '[test/Lag] 2 problems:',
        '  - notifications[0]: expected a NotificationTarget. Received: an object with keys typeName. Allowed: a NotificationTarget, e.g. NotificationTarget.slack({ ... }). '
        + 'Fix: create it with a NotificationTarget factory, e.g. NotificationTarget.slack({ ... }).',
        '  - matchers: expected a list. Received: an AlertMatcher. Allowed: a list of AlertMatcher. Fix: wrap it in [ ].',
      ].join('\n'));
      const s = stack();
      const a = new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY' });
      expect(errorOf(() => a.addNotification({ typeName: 'GROUP' } as any))).toBe(
        '[test/Lag] addNotification(target): expected a NotificationTarget. Received: an object with keys typeName. Allowed: a NotificationTarget, e.g. NotificationTarget.slack({ ... }). '
        + 'Fix: create it with a NotificationTarget factory, e.g. NotificationTarget.slack({ ... }).');
    });
  });
});

test('forCluster: a misspelled key of the cluster target is refused with the closest key (JavaScript)', () => {
  expect(errorOf(() => withProvider((s) => {
    AlertConfiguration.forCluster(s, 'A', { projectId, clusterName: 'orders', clusterNam: 'other' } as any, { eventType: 'NO_PRIMARY', notifications: [owners()] });
  }))).toBe("[test] A.cluster.clusterNam: unknown option; did you mean clusterName? Received: the key 'clusterNam'. Allowed: the options of AlertClusterTarget: projectId, clusterName. Fix: write 'clusterName' instead of 'clusterNam'.");
});

describe('fromAlertConfigurationAttributes', () => {
  const ALERT = '64b1c2d3e4f5a6b7c8d9e0f1';
  const unknown = (path: string, name: string) => `[${path}] ${name}: is unknown: this construct was made with AlertConfiguration.fromAlertConfigurationAttributes, `
    + `which was not given ${name}. Fix: pass ${name} in the attributes, or read it from the construct that defines the resource.`;

  test('knows what it was given, renders nothing', () => {
    const s = clusterStack();
    const alert = AlertConfiguration.fromAlertConfigurationAttributes(s, 'Lag', { projectId: PROJECT, alertConfigurationId: ALERT });
    expect(alert).not.toBeInstanceOf(AlertConfiguration);
    expect([alert.projectId, alert.alertConfigurationId, alert.node.path]).toEqual([PROJECT, ALERT, 'test/Lag']);
    expect(synthDoc(s).resource?.mongodbatlas_alert_configuration).toBeUndefined();
  });

  test('every attribute is optional: reading one that was not given is an error that names it', () => {
    const alert = AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Lag', { alertConfigurationId: ALERT });
    expect(alert.alertConfigurationId).toBe(ALERT);
    expect(errorOf(() => alert.projectId)).toBe(unknown('test/Lag', 'projectId'));
    // No attributes at all (JavaScript) is the same: nothing known.
    const bare = AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Bare', undefined as any);
    expect(errorOf(() => bare.alertConfigurationId)).toBe(unknown('test/Bare', 'alertConfigurationId'));
  });

  test('JavaScript: a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Typo', { projectid: PROJECT } as any))).toBe(
      "[test/Typo] projectid: unknown option; did you mean projectId? Received: the key 'projectid'. Allowed: the options of AlertConfigurationAttributes: projectId, alertConfigurationId. "
      + "Fix: write 'projectId' instead of 'projectid'.");
  });
});
