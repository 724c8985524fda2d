import type { BackupCopySetting, BackupExport } from './backup-copy-settings';
import { BackupPolicyItems } from './backup-policy-items';
import type { CloudBackupScheduleLookup } from './cloud-backup-schedule-lookup';
import type { CloudBackupScheduleAttributes, CloudBackupScheduleLookupOptions, ICloudBackupSchedule } from './cloud-backup-schedule-ref';
import type { ICluster } from './cluster-ref';
import { checkPolicyItems, compareWithPolicy, otherSchedulesOf, policiesOf, registerSchedule, renderPolicyItems } from './private/backup-policy';
import { OPTIONS } from './private/option-keys.generated';
import { Construct, dependOn, describedAs, importedAttribute, IRemovable, isKnown, isObjectLiteral, listOf, Problems, RemovalPolicy, StatefulConstruct, textOf, throwIfProblems, validateAtSynth, warn } from '../../core/l2';
import { MongodbatlasCloudBackupSchedule } from '../../generated/mongodbatlas/cloud-backup-schedule';

/**
 * Properties of a cloud backup schedule. Name the cluster with `cluster`, or with `projectId` and
 * `clusterName`.
 */
export interface CloudBackupScheduleProps extends BackupPolicyItems {
  /**
   * The cluster whose schedule this is: a cluster construct (`ReplicaSetCluster`, ...), a
   * looked-up or imported one. The schedule then follows the cluster's removal policy, unless
   * `removalPolicy` is set, and is created after the cluster.
   * @default - `projectId` and `clusterName` name the cluster
   */
  readonly cluster?: ICluster;
  /**
   * Id of the Atlas project, when no `cluster` is given.
   * @default - the cluster's
   */
  readonly projectId?: string;
  /**
   * Name of the cluster, when no `cluster` is given.
   * @default - the cluster's
   */
  readonly clusterName?: string;
  /**
   * Whether the cluster has point-in-time restore (its `pitEnabled`). Not rendered: the schedule
   * has no such input. It tells the checks what they cannot see on an `ICluster`: copies without
   * oplogs warn, and a compliance policy that requires point-in-time restore fails on `false`.
   * @default - unknown; a compliance policy of the project with `pitEnabled: true` implies it
   */
  readonly clusterPitEnabled?: boolean;
  /**
   * Hour of the day (UTC, 0 to 23) of the daily and longer snapshots.
   * @default - not set (Atlas decides)
   */
  readonly referenceHourOfDay?: number;
  /**
   * Minute of the hour (0 to 59) of the snapshots.
   * @default - not set (Atlas decides)
   */
  readonly referenceMinuteOfHour?: number;
  /**
   * Days of the point-in-time restore window.
   * @default - not set (Atlas decides)
   */
  readonly restoreWindowDays?: number;
  /**
   * Copies of the snapshots in other regions.
   * @default - none
   */
  readonly copyTo?: BackupCopySetting[];
  /**
   * Export of snapshots to a bucket. Turns `autoExportEnabled` on unless it is set.
   * @default - none
   */
  readonly exportTo?: BackupExport;
  /**
   * Whether snapshots are exported automatically to `exportTo`.
   * @default - true with `exportTo`, otherwise not set
   */
  readonly autoExportEnabled?: boolean;
  /**
   * Whether export paths start with the organization and project names instead of their ids.
   * @default - not set (Atlas: false)
   */
  readonly useOrgAndGroupNamesInExportPrefix?: boolean;
  /**
   * Whether retention changes apply to the snapshots already taken.
   * @default - not set (Atlas: false)
   */
  readonly updateSnapshots?: boolean;
  /**
   * What happens when the schedule is removed from the configuration (removing it deletes the
   * cluster's backup policy items). RETAIN renders `lifecycle.prevent_destroy`.
   * @default - the cluster's removal policy when `cluster` has one (a cluster construct), otherwise RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The cluster's removal policy, if it is a construct with one (IRemovable). */
function removableOf(cluster: ICluster | undefined): IRemovable | undefined {
  const c = cluster as Partial<IRemovable> | undefined;
  return c && typeof c.applyRemovalPolicy === 'function' && c.removalPolicy !== undefined ? (c as IRemovable) : undefined;
}

/**
 * The backup schedule of one cluster (`mongodbatlas_cloud_backup_schedule`): when snapshots are
 * taken and how long they are kept, copies to other regions and exports. Policy items are typed
 * per kind, as in `BackupCompliancePolicy`.
 *
 * Name the cluster with `cluster` (a cluster construct, looked-up or imported cluster) or with
 * `projectId` and `clusterName`. With a cluster construct, the schedule is created after the
 * cluster and follows its removal policy unless `removalPolicy` is set; otherwise it is RETAIN.
 *
 * When a `BackupCompliancePolicy` of the same project (a known id) is in the same app, synth
 * checks that this schedule meets it: every kind of snapshot the policy has, at least as often
 * (hourly) and kept at least as long, and the point-in-time restore window.
 *
 * @resource mongodbatlas_cloud_backup_schedule
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cloud_backup_schedule
 */
export class CloudBackupSchedule extends StatefulConstruct implements ICloudBackupSchedule {
  /**
   * Refers to an existing schedule by its attributes, without reading Atlas. Reading an
   * attribute that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromCloudBackupScheduleAttributes(scope: Construct, id: string, attrs: CloudBackupScheduleAttributes): ICloudBackupSchedule {
    return new ImportedCloudBackupSchedule(scope, id, attrs);
  }

  /**
   * Reads the schedule of an existing cluster through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param options the project id and the cluster name
   */
  public static fromLookup(scope: Construct, id: string, options: CloudBackupScheduleLookupOptions): CloudBackupScheduleLookup {
    const { CloudBackupScheduleLookup: Lookup } = require('./cloud-backup-schedule-lookup') as typeof import('./cloud-backup-schedule-lookup');
    return new Lookup(scope, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasCloudBackupSchedule;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, props: CloudBackupScheduleProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'CloudBackupScheduleProps');
    const p = new Problems();
    const cluster = props.cluster;
    if (cluster !== undefined && cluster !== null) {
      for (const f of ['projectId', 'clusterName'] as const) {
        if (props[f] !== undefined) {
          p.add(f, 'is given together with cluster, which names the cluster already.', { id: 'mongodbatlas:schedule-cluster-and-names', received: props[f], allowed: 'either cluster, or projectId and clusterName', fix: `remove ${f}, or remove cluster.` });
        }
      }
    } else {
      p.required(props, ['projectId', 'clusterName'], {
        projectId: 'the id of the Atlas project (or give cluster instead)',
        clusterName: 'the name of the cluster (or give cluster instead)',
      });
    }
    checkPolicyItems(p, props);
    const copies = checkCopies(p, props.copyTo);
    throwIfProblems(this, p);
    this.projectId = cluster ? cluster.projectId : props.projectId!;
    this.clusterName = cluster ? cluster.clusterName : props.clusterName!;

    const exp = props.exportTo;
    this.resource = new MongodbatlasCloudBackupSchedule(this, 'Default', {
      projectId: this.projectId,
      clusterName: this.clusterName,
      referenceHourOfDay: props.referenceHourOfDay,
      referenceMinuteOfHour: props.referenceMinuteOfHour,
      restoreWindowDays: props.restoreWindowDays,
      ...renderPolicyItems(props),
      copySettings: copies.length ? copies.map((c) => ({
        cloudProvider: c.provider,
        regionName: c.region,
        frequencies: c.frequencies,
        shouldCopyOplogs: c.copyOplogs,
        zoneId: c.zoneId,
      })) : undefined,
      exportAttribute: exp ? { exportBucketId: exp.bucketId, frequencyType: exp.frequency } : undefined,
      autoExportEnabled: props.autoExportEnabled ?? (exp ? true : undefined),
      useOrgAndGroupNamesInExportPrefix: props.useOrgAndGroupNamesInExportPrefix,
      updateSnapshots: props.updateSnapshots,
    });
    dependOn(this.resource, cluster);

    // Without a policy of its own, the schedule follows its cluster's (when the cluster has one).
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource], undefined, removableOf(cluster));

    registerSchedule({ scope: this, projectId: this.projectId, clusterName: this.clusterName });
    validateAtSynth(this, () => {
      // The cluster's removal policy may have changed after construction (RemovalPolicies runs
      // as an aspect, before validation): render the one in force now.
      this._renderRemoval();
      const policies = policiesOf(this, this.projectId);
      const own = new Problems();
      const twins = otherSchedulesOf(this, this.projectId, this.clusterName);
      if (twins.length) {
        own.add('clusterName', `already has a backup schedule in this app (${twins.join(', ')}); a cluster has one, and the last applied would win.`, {
          id: 'mongodbatlas:backup-schedule-twice',
          received: this.clusterName,
          allowed: 'one CloudBackupSchedule per cluster',
          fix: 'merge the schedules into one.',
        });
      }
      for (const policy of policies) {
        compareWithPolicy(own, { items: props, restoreWindowDays: props.restoreWindowDays, clusterPitEnabled: props.clusterPitEnabled }, policy);
      }
      const pit = props.clusterPitEnabled ?? (policies.some((x) => x.pitEnabled === true) ? true : undefined);
      if (pit === true) {
        copies.forEach((c, i) => {
          if (c.copyOplogs === true || !isKnown(c.region)) return;
          const why = props.clusterPitEnabled === true ? 'the cluster has point-in-time restore (clusterPitEnabled)' : 'the backup compliance policy of the project requires point-in-time restore';
          warn(this, 'mongodbatlas:copy-without-oplogs', `copyTo[${i}].copyOplogs: ${why}, but the copies in ${textOf(c.region)} are made without the oplogs, `
            + 'so they cannot be restored to a point in time. Fix: set copyOplogs: true on this copy setting.');
        });
      }
      return own.list;
    }, this.resource);
  }

  /** Atlas id of the cluster. */
  public get clusterId(): string { return this.resource.clusterId; }
  /** Id of the cluster's backup policy. */
  public get policyId(): string { return this.resource.idPolicy; }
  /** When the next snapshot is taken (UTC). */
  public get nextSnapshot(): string { return this.resource.nextSnapshot; }
}

const COPY_NEEDS: { [field: string]: string } = {
  provider: 'AWS, AZURE or GCP',
  region: 'a region of the provider, e.g. US_WEST_2',
  frequencies: 'one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND',
};

/** Checks the copy settings the L2 owns: a list of objects, where, at least one frequency each. */
function checkCopies(p: Problems, copyTo: BackupCopySetting[] | undefined): BackupCopySetting[] {
  const copies = listOf(p, 'copyTo', copyTo, {
    allowed: 'a list of { provider, region, frequencies }', knownFix: 'write the copy settings in code: the construct checks each one.',
  }) ?? [];
  copies.forEach((c, i) => {
    if (!isObjectLiteral(c)) {
      p.add(`copyTo[${i}]`, 'expected an object.', {
        id: 'mongodbatlas:copy-setting-object', received: c, allowed: '{ provider, region, frequencies, copyOplogs?, zoneId? }', fix: 'write the copy setting as an object literal.',
      });
      return;
    }
    for (const f of Object.keys(COPY_NEEDS) as Array<keyof BackupCopySetting>) {
      if (c[f] === undefined || c[f] === null) {
        p.add(`copyTo[${i}].${f}`, 'is required: a copy setting says where (provider, region) and which snapshots (frequencies) to copy.', {
          id: 'mongodbatlas:copy-setting-required',
          received: undefined,
          allowed: COPY_NEEDS[f],
          fix: `set ${f} on this copy setting.`,
        });
      }
    }
    if (Array.isArray(c.frequencies) && c.frequencies.length === 0) {
      p.addRendered(`copyTo[${i}].frequencies`, 'is empty: a copy setting copies nothing without a frequency.', 'an empty list', {
        id: 'mongodbatlas:copy-setting-frequency',
        allowed: COPY_NEEDS.frequencies,
        fix: "list the snapshots to copy, e.g. frequencies: ['DAILY'].",
      });
    }
    // zoneId: the L1's value check (24 hexadecimal digits) reports it, once.
  });
  return copies;
}

const ATTRIBUTES_METHOD = 'CloudBackupSchedule.fromCloudBackupScheduleAttributes';

/**
 * An existing cloud backup schedule known by its attributes (nothing is read from Atlas): what
 * `CloudBackupSchedule.fromCloudBackupScheduleAttributes` returns.
 */
class ImportedCloudBackupSchedule extends Construct implements ICloudBackupSchedule {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  private readonly attrs: CloudBackupScheduleAttributes;

  constructor(scope: Construct, id: string, attrs: CloudBackupScheduleAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'CloudBackupScheduleAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
  }

  /** Atlas id of the cluster (if given). */
  public get clusterId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'clusterId', this.attrs.clusterId); }
  /** Id of the backup policy (if given). */
  public get policyId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'policyId', this.attrs.policyId); }
}
describedAs(ImportedCloudBackupSchedule, 'ICloudBackupSchedule');
