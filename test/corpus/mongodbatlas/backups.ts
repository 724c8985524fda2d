/**
 * Backup schedules (policy items, copy settings to other regions, exports) and the backup compliance
 * policy, modelled on the provider's cloud backup schedule and compliance policy acceptance tests.
 */
import { atlasApp, input, PROJECT_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

export const APPS: CorpusApp[] = [
  atlasApp('a full schedule: every frequency, copies to two regions, monthly exports', 'internal/service/cloudbackupschedule/resource_cloud_backup_schedule_test.go', (s) => {
    const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(s, 'cluster', {
      projectId: PROJECT_ID,
      name: 'orders',
      clusterType: 'REPLICASET',
      backupEnabled: true,
      pitEnabled: true,
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } }] }],
    });
    new mongodbatlas.MongodbatlasCloudBackupSchedule(s, 'schedule', {
      projectId: cluster.projectId,
      clusterName: cluster.name,
      referenceHourOfDay: 3,
      referenceMinuteOfHour: 45,
      restoreWindowDays: 4,
      autoExportEnabled: true,
      useOrgAndGroupNamesInExportPrefix: true,
      updateSnapshots: false,
      policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 4 },
      policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
      policyItemWeekly: [{ frequencyInterval: 6, retentionUnit: 'weeks', retentionValue: 4 }, { frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 5 }],
      policyItemMonthly: [{ frequencyInterval: 40, retentionUnit: 'months', retentionValue: 12 }],
      policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 3 }],
      copySettings: [
        { cloudProvider: 'AWS', regionName: 'US_WEST_2', frequencies: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'ON_DEMAND'], shouldCopyOplogs: true, zoneId: input(s, 'zone_id') },
        { cloudProvider: 'AWS', regionName: 'EU_WEST_1', frequencies: ['DAILY'], shouldCopyOplogs: false, zoneId: input(s, 'zone_id_2') },
      ],
      exportAttribute: { exportBucketId: input(s, 'export_bucket_id'), frequencyType: 'monthly' },
    });
  }),
  atlasApp('a minimal daily schedule that keeps the defaults', 'internal/service/cloudbackupschedule/resource_cloud_backup_schedule_test.go', (s) => {
    new mongodbatlas.MongodbatlasCloudBackupSchedule(s, 'daily', {
      projectId: PROJECT_ID,
      clusterName: 'orders',
      skipDestroy: true,
      policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 14 },
    });
  }),
  atlasApp('a backup compliance policy with every policy item', 'internal/service/backupcompliancepolicy/resource_backup_compliance_policy_test.go', (s) => {
    new mongodbatlas.MongodbatlasBackupCompliancePolicy(s, 'compliance', {
      projectId: PROJECT_ID,
      authorizedEmail: 'compliance@example.com',
      authorizedUserFirstName: 'Ada',
      authorizedUserLastName: 'Lovelace',
      copyProtectionEnabled: false,
      pitEnabled: false,
      encryptionAtRestEnabled: false,
      restoreWindowDays: 7,
      onDemandPolicyItem: { frequencyInterval: 0, retentionUnit: 'days', retentionValue: 3 },
      policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
      policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
      policyItemWeekly: [{ frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 4 }],
      policyItemMonthly: [{ frequencyInterval: 5, retentionUnit: 'months', retentionValue: 12 }],
      policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 1 }],
    });
  }),
];
