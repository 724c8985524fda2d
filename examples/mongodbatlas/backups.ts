/**
 * A project's backup compliance policy and the backup schedule of one of its clusters, which
 * synth checks against the policy (same project id, known at synth): every kind of snapshot the
 * policy has, at least as often and kept at least as long, and the point-in-time restore window.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';

export class BackupsStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      publicKey: new TerraformVariable(this, 'atlas_public_key', { type: 'string' }).stringValue,
      privateKey: new TerraformVariable(this, 'atlas_private_key', { type: 'string', sensitive: true }).stringValue,
    });
    // A literal project id: the schedule is checked against the policy at synth.
    const projectId = '5f1b2c3d4e5f6a7b8c9d0e1f';

    // Retained by default (warning mongodbatlas:compliance-policy-retained): only MongoDB support can turn it off.
    new mongodbatlas.BackupCompliancePolicy(this, 'Compliance', {
      projectId,
      authorizedEmail: 'sec@example.com',
      authorizedUserFirstName: 'Sec',
      authorizedUserLastName: 'Ops',
      copyProtectionEnabled: true,
      encryptionAtRestEnabled: true,
      pitEnabled: true,
      restoreWindowDays: 7,
      hourly: { every: 6, retainDays: 7 },
      daily: { retainDays: 14 },
      weekly: [{ dayOfWeek: mongodbatlas.BackupDayOfWeek.SUNDAY, retainWeeks: 8 }],
      monthly: [{ dayOfMonth: mongodbatlas.BackupDayOfMonth.LAST, retainMonths: 12 }],
      yearly: [{ month: 1, retainYears: 7 }],
      onDemand: { retainDays: 3 },
    });

    const orders = new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId,
      name: 'orders',
      instanceSize: 'M30',
      backupEnabled: true,
      pitEnabled: true,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    });

    // Names the cluster, knows it has point-in-time restore, follows its removal policy.
    orders.addBackupSchedule({
      referenceHourOfDay: 3,
      restoreWindowDays: 7,
      hourly: { every: 4, retainDays: 7 },
      daily: { retainDays: 30 },
      weekly: [{ dayOfWeek: mongodbatlas.BackupDayOfWeek.SUNDAY, retainWeeks: 8 }],
      monthly: [{ dayOfMonth: mongodbatlas.BackupDayOfMonth.LAST, retainMonths: 12 }],
      yearly: [{ month: 1, retainYears: 7 }],
      copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: [mongodbatlas.BackupCopyFrequency.DAILY], copyOplogs: true }],
    });
  }
}
