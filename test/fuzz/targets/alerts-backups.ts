/**
 * Fuzz targets of the alert and backup L2s: AlertConfiguration (its constructor, forCluster and the
 * existing ones), with random notifications and matchers and calls of addNotification and
 * addMatcher; CloudBackupSchedule and BackupCompliancePolicy, alone and together.
 */
import * as fc from 'fast-check';
import { mongodbatlas } from '../../../src';
import {
  alertMatcher, alertOptionFields, atlasProvider, backupScheduleFields, clusterAlertOptions, hex24, listOf, notificationTarget, op, opt,
  P1, policyItemFields, projectId, props, ref, removalPolicy, req, str, word, wrong,
} from '../atlas';
import { Target } from '../harness';

/** Cases per target in CI. */
export const RUNS = 1000;

const aCluster = { projectId: P1, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] };

export const TARGETS: Target[] = [
  {
    name: 'AlertConfiguration',
    covers: ['AlertConfiguration', 'AlertConfiguration#addNotification', 'AlertConfiguration#addMatcher',
      ...['slack', 'datadog', 'opsGenie', 'pagerDuty', 'victorOps', 'webhook', 'microsoftTeams', 'email', 'sms', 'team', 'group', 'org', 'user'].map((m) => `NotificationTarget.${m}`),
      ...['hostType', 'hostname', 'port', 'hostnameAndPort', 'replicaSetName', 'shardName', 'clusterName'].map((m) => `AlertMatcher.${m}`)],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      props: props({ ...alertOptionFields, projectId: req(fc.constant(P1), projectId) }),
      ops: fc.array(fc.oneof(
        op('addNotification', fc.oneof({ weight: 4, arbitrary: notificationTarget }, { weight: 1, arbitrary: wrong })),
        op('addMatcher', fc.oneof({ weight: 4, arbitrary: alertMatcher }, { weight: 1, arbitrary: wrong })),
      ), { maxLength: 3 }),
    }),
    build: (c, plan) => {
      const alert = new mongodbatlas.AlertConfiguration(c.stack, 'Target', c.val(plan.props));
      c.ops(alert, plan.ops);
    },
  },
  {
    name: 'AlertConfiguration.forCluster and existing alerts',
    covers: ['AlertConfiguration.forCluster', 'AlertConfiguration.fromLookup', 'AlertConfiguration.fromAlertConfigurationAttributes', 'AlertConfigurationLookup'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      cluster: fc.oneof(
        { weight: 3, arbitrary: fc.constant(ref('cluster')) },
        { weight: 1, arbitrary: props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()) }) },
        { weight: 1, arbitrary: wrong },
      ),
      options: clusterAlertOptions,
      lookup: props({ projectId: req(fc.constant(P1), projectId), alertConfigurationId: req(hex24, str()) }),
      attrs: props({ projectId: opt(fc.constant(P1), projectId), alertConfigurationId: opt(hex24, str()) }),
    }),
    build: (c, plan) => {
      c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', aCluster));
      mongodbatlas.AlertConfiguration.forCluster(c.stack, 'Target', c.val(plan.cluster), c.val(plan.options));
      mongodbatlas.AlertConfiguration.fromLookup(c.stack, 'Lookup', c.val(plan.lookup));
      const imported = mongodbatlas.AlertConfiguration.fromAlertConfigurationAttributes(c.stack, 'Imported', c.val(plan.attrs));
      // Reading what was not given is an error that names it; reading what was given is not.
      const attrs = c.val(plan.attrs);
      if (attrs !== null && typeof attrs === 'object' && typeof attrs.projectId === 'string') void imported.projectId;
    },
  },
  {
    name: 'CloudBackupSchedule',
    covers: ['CloudBackupSchedule', 'CloudBackupSchedule#applyRemovalPolicy', 'CloudBackupSchedule.fromLookup', 'CloudBackupSchedule.fromCloudBackupScheduleAttributes',
      'CloudBackupScheduleLookup'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      target: fc.oneof(
        { weight: 2, arbitrary: fc.record({ cluster: fc.constant(ref('cluster')) }) },
        { weight: 2, arbitrary: props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()) }) },
        { weight: 1, arbitrary: props({ cluster: req(fc.constant(ref('cluster')), wrong), projectId: opt(fc.constant(undefined), projectId), clusterName: opt(fc.constant(undefined), str()) }) },
      ),
      props: props(backupScheduleFields),
      policy: fc.option(props({ projectId: req(fc.constant(P1)), authorizedEmail: req(fc.constant('a@example.com')), authorizedUserFirstName: req(word), authorizedUserLastName: req(word), pitEnabled: opt(fc.boolean()), restoreWindowDays: opt(fc.integer({ min: 1, max: 7 })), ...policyItemFields }), { nil: undefined }),
      removal: fc.option(fc.oneof(removalPolicy, wrong), { nil: undefined }),
      lookup: props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()) }),
      attrs: props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()), clusterId: opt(hex24), policyId: opt(hex24) }),
    }),
    build: (c, plan) => {
      c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', aCluster));
      if (plan.policy !== undefined) new mongodbatlas.BackupCompliancePolicy(c.stack, 'Policy', c.val(plan.policy));
      const t = c.val(plan.target);
      const p = c.val(plan.props);
      const schedule = new mongodbatlas.CloudBackupSchedule(c.stack, 'Target', p !== null && typeof p === 'object' && t !== null && typeof t === 'object' ? { ...p, ...t } : p);
      if (plan.removal !== undefined) schedule.applyRemovalPolicy(c.val(plan.removal));
      mongodbatlas.CloudBackupSchedule.fromLookup(c.stack, 'Lookup', c.val(plan.lookup));
      mongodbatlas.CloudBackupSchedule.fromCloudBackupScheduleAttributes(c.stack, 'Imported', c.val(plan.attrs));
    },
  },
  {
    name: 'BackupCompliancePolicy',
    covers: ['BackupCompliancePolicy', 'BackupCompliancePolicy#applyRemovalPolicy', 'BackupCompliancePolicy.fromLookup', 'BackupCompliancePolicy.fromBackupCompliancePolicyAttributes',
      'BackupCompliancePolicyLookup'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      props: props({
        projectId: req(fc.constant(P1), projectId),
        authorizedEmail: req(fc.constant('owner@example.com'), str()),
        authorizedUserFirstName: req(word, str()),
        authorizedUserLastName: req(word, str()),
        copyProtectionEnabled: opt(fc.boolean()),
        encryptionAtRestEnabled: opt(fc.boolean()),
        pitEnabled: opt(fc.boolean()),
        restoreWindowDays: opt(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, -1, 1.5)),
        onDemand: opt(props({ retainDays: req(fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, -1)) })),
        removalPolicy: opt(removalPolicy, wrong),
        ...policyItemFields,
      }),
      schedule: fc.option(props(backupScheduleFields), { nil: undefined }),
      removal: fc.option(fc.oneof(removalPolicy, wrong), { nil: undefined }),
      second: fc.boolean(),
      lookup: props({ projectId: req(fc.constant(P1), projectId) }),
      attrs: props({ projectId: req(fc.constant(P1), projectId), policyId: opt(hex24), state: opt(fc.constant('ACTIVE')) }),
    }),
    build: (c, plan) => {
      const policy = new mongodbatlas.BackupCompliancePolicy(c.stack, 'Target', c.val(plan.props));
      if (plan.removal !== undefined) policy.applyRemovalPolicy(c.val(plan.removal));
      if (plan.schedule !== undefined) {
        const cluster = new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', { ...aCluster, pitEnabled: true });
        cluster.addBackupSchedule(c.val(plan.schedule));
      }
      if (plan.second) new mongodbatlas.BackupCompliancePolicy(c.stack, 'Second', c.val(plan.props));
      mongodbatlas.BackupCompliancePolicy.fromLookup(c.stack, 'Lookup', c.val(plan.lookup));
      mongodbatlas.BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(c.stack, 'Imported', c.val(plan.attrs));
    },
  },
];

export { listOf };
