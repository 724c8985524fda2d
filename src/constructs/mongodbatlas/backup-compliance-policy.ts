import { Construct, IConstruct } from 'constructs';
import { BackupPolicyItems, OnDemandBackupPolicy } from './backup-policy-items';
import { checkPolicyItems, policiesOf, registerPolicy, renderPolicyItems } from './private/backup-policy';
import { addWarning } from '../../core/annotations';
import { importedAttribute } from '../../core/imported';
import { IRemovable, markRemovable, RemovalPolicy, RemovalPolicyBinding } from '../../core/removal-policy';
import { addValidations, isKnown, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import { MongodbatlasBackupCompliancePolicy } from '../../generated/mongodbatlas/backup-compliance-policy';
import { DataMongodbatlasBackupCompliancePolicy } from '../../generated/mongodbatlas/data-backup-compliance-policy';

/**
 * A backup compliance policy, defined here or existing.
 */
export interface IBackupCompliancePolicy extends IConstruct {
  /** Id of the Atlas project the policy applies to. */
  readonly projectId: string;
  /** Id of the policy. */
  readonly policyId: string;
  /** State of the policy, e.g. ACTIVE. */
  readonly state: string;
}

/**
 * Properties of a backup compliance policy. The policy items are the minimum every backup
 * schedule of the project must meet.
 */
export interface BackupCompliancePolicyProps extends BackupPolicyItems {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Email address of the person authorized to update the policy (through MongoDB support). */
  readonly authorizedEmail: string;
  /** First name of the authorized person. */
  readonly authorizedUserFirstName: string;
  /** Last name of the authorized person. */
  readonly authorizedUserLastName: string;
  /**
   * Whether snapshots copied to other regions cannot be deleted before their retention ends.
   * @default - not set (Atlas: false)
   */
  readonly copyProtectionEnabled?: boolean;
  /**
   * Whether every cluster of the project must use encryption at rest with a customer key.
   * @default - not set (Atlas: false)
   */
  readonly encryptionAtRestEnabled?: boolean;
  /**
   * Whether every cluster of the project must have point-in-time restore (continuous cloud backup).
   * @default - not set (Atlas: false)
   */
  readonly pitEnabled?: boolean;
  /**
   * Days of the point-in-time restore window every cluster must keep (a whole number, 1 or more).
   * @default - not set (Atlas decides)
   */
  readonly restoreWindowDays?: number;
  /**
   * How long on-demand snapshots are kept at least.
   * @default - none
   */
  readonly onDemand?: OnDemandBackupPolicy;
  /**
   * What happens when the policy is removed from the configuration. A compliance policy cannot
   * be turned off without MongoDB support: once applied, deleting it fails until support has
   * approved its disablement, and then the delete turns it off. RETAIN (the default) renders
   * `lifecycle.prevent_destroy` so that Terraform refuses before the API does.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Attributes of an existing backup compliance policy, for `fromBackupCompliancePolicyAttributes`.
 * Only what is given can be read.
 */
export interface BackupCompliancePolicyAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * Id of the policy.
   * @default - unknown: reading `policyId` is an error
   */
  readonly policyId?: string;
  /**
   * State of the policy.
   * @default - unknown: reading `state` is an error
   */
  readonly state?: string;
}

/**
 * Options of `BackupCompliancePolicy.fromLookup`.
 */
export interface BackupCompliancePolicyLookupOptions {
  /** Id of the Atlas project whose policy to read. */
  readonly projectId: string;
}

const METHOD = 'BackupCompliancePolicy.fromBackupCompliancePolicyAttributes';

/**
 * An existing backup compliance policy known by its attributes (nothing is read from Atlas).
 */
export class ImportedBackupCompliancePolicy extends Construct implements IBackupCompliancePolicy {
  /** Id of the Atlas project. */
  public readonly projectId: string;

  constructor(scope: Construct, id: string, private readonly attrs: BackupCompliancePolicyAttributes) {
    super(scope, id);
    requireProps(this, attrs);
    const p = new Problems();
    p.required(attrs, ['projectId'], { projectId: 'the id of the Atlas project' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
  }

  /** Id of the policy (if given). */
  public get policyId(): string { return importedAttribute(this, METHOD, 'policyId', this.attrs.policyId); }
  /** State of the policy (if given). */
  public get state(): string { return importedAttribute(this, METHOD, 'state', this.attrs.state); }
}

/**
 * An existing backup compliance policy, read through the
 * `mongodbatlas_backup_compliance_policy` data source.
 */
export class BackupCompliancePolicyLookup extends Construct implements IBackupCompliancePolicy {
  /** The underlying data source: every attribute of the policy, e.g. its policy items. */
  public readonly dataSource: DataMongodbatlasBackupCompliancePolicy;
  /** Id of the Atlas project. */
  public readonly projectId: string;

  constructor(scope: Construct, id: string, options: BackupCompliancePolicyLookupOptions) {
    super(scope, id);
    requireProps(this, options);
    this.projectId = options.projectId;
    this.dataSource = new DataMongodbatlasBackupCompliancePolicy(this, 'Lookup', { projectId: options.projectId });
  }

  /** Id of the policy. */
  public get policyId(): string { return this.dataSource.id; }
  /** State of the policy. */
  public get state(): string { return this.dataSource.state; }
}

/**
 * The backup compliance policy of an Atlas project (`mongodbatlas_backup_compliance_policy`): the
 * minimum backup policy of every cluster in the project. Policy items are typed per kind
 * (`hourly: { every: 6, retainDays: 7 }`, `monthly: [{ dayOfMonth: 40, retainMonths: 12 }]`); the
 * construct renders the provider's frequency and retention fields.
 *
 * A compliance policy cannot be turned off without MongoDB support (provider PRs 1790 and 3409).
 * Its removal policy is therefore RETAIN by default (`lifecycle.prevent_destroy`), and synth warns
 * `terrain:compliance-policy-retained` once per policy, so that nobody is surprised at destroy.
 *
 * Every `CloudBackupSchedule` of the same project (a known id) in the same app is checked against
 * this policy at synth, whatever the order in which they were made.
 *
 * @resource mongodbatlas_backup_compliance_policy
 */
export class BackupCompliancePolicy extends Construct implements IBackupCompliancePolicy, IRemovable {
  /**
   * Refers to an existing policy by its attributes, without reading Atlas. Reading an attribute
   * that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromBackupCompliancePolicyAttributes(scope: Construct, id: string, attrs: BackupCompliancePolicyAttributes): IBackupCompliancePolicy {
    return new ImportedBackupCompliancePolicy(scope, id, attrs);
  }

  /**
   * Reads the policy of an existing project through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param options the project id
   */
  public static fromLookup(scope: Construct, id: string, options: BackupCompliancePolicyLookupOptions): BackupCompliancePolicyLookup {
    return new BackupCompliancePolicyLookup(scope, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasBackupCompliancePolicy;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  private readonly removal: RemovalPolicyBinding;

  constructor(scope: Construct, id: string, props: BackupCompliancePolicyProps) {
    super(scope, id);
    requireProps(this, props);
    markRemovable(this);
    const p = new Problems();
    p.required(props, ['projectId', 'authorizedEmail', 'authorizedUserFirstName', 'authorizedUserLastName'], {
      projectId: 'the id of the Atlas project',
      authorizedEmail: 'the email address of the person authorized to update the policy',
      authorizedUserFirstName: 'a first name',
      authorizedUserLastName: 'a last name',
    });
    checkPolicyItems(p, props, props.onDemand?.retainDays);
    const rw = props.restoreWindowDays;
    if (isKnown(rw) && !(Number.isInteger(rw) && rw >= 1)) {
      p.add('restoreWindowDays', 'is not a whole number of days, 1 or more.', { received: rw, allowed: 'a whole number of days, 1 or more', fix: 'set the number of days of the restore window, e.g. 7.' });
    }
    throwIfProblems(this, p);
    this.projectId = props.projectId;

    this.resource = new MongodbatlasBackupCompliancePolicy(this, 'Default', {
      projectId: props.projectId,
      authorizedEmail: props.authorizedEmail,
      authorizedUserFirstName: props.authorizedUserFirstName,
      authorizedUserLastName: props.authorizedUserLastName,
      copyProtectionEnabled: props.copyProtectionEnabled,
      encryptionAtRestEnabled: props.encryptionAtRestEnabled,
      pitEnabled: props.pitEnabled,
      restoreWindowDays: props.restoreWindowDays,
      onDemandPolicyItem: props.onDemand ? { frequencyInterval: 0, retentionUnit: 'days', retentionValue: props.onDemand.retainDays } : undefined,
      ...renderPolicyItems(props),
    });
    // No provider-side guard exists: the API itself refuses to turn the policy off without support.
    this.removal = new RemovalPolicyBinding(this.resource, props.removalPolicy, RemovalPolicy.RETAIN, () => undefined);

    registerPolicy(this, {
      path: this.node.path,
      projectId: props.projectId,
      items: { hourly: props.hourly, daily: props.daily, weekly: props.weekly, monthly: props.monthly, yearly: props.yearly },
      pitEnabled: props.pitEnabled,
      restoreWindowDays: props.restoreWindowDays,
    });

    addValidations(this, () => {
      if (this.removal.policy === RemovalPolicy.RETAIN) {
        addWarning(this, 'terrain:compliance-policy-retained', 'a backup compliance policy cannot be turned off without MongoDB support: '
          + 'destroying it fails until support has approved its disablement (provider PRs 1790 and 3409). '
          + 'It is rendered with lifecycle.prevent_destroy (removalPolicy RETAIN); to take it down, have support approve the disablement, then set removalPolicy: RemovalPolicy.DESTROY.');
      }
      const own = new Problems();
      const others = policiesOf(this, this.projectId).filter((r) => r.path !== this.node.path);
      if (others.length) {
        own.add('projectId', `already has a backup compliance policy in this app (${others.map((r) => r.path).join(', ')}); a project has one.`, {
          received: this.projectId, allowed: 'one BackupCompliancePolicy per project', fix: 'merge the policies into one: Atlas keeps only one per project, and the last applied would win.',
        });
      }
      return ownProblemsFirst(own.list, this.resource);
    });
  }

  /** Id of the policy. */
  public get policyId(): string { return this.resource.id; }
  /** State of the policy, e.g. ACTIVE. */
  public get state(): string { return this.resource.state; }

  /** The removal policy this policy renders. */
  public get removalPolicy(): RemovalPolicy { return this.removal.policy; }
  /** Whether the removal policy was chosen explicitly, in props. */
  public get removalPolicyIsExplicit(): boolean { return this.removal.isExplicit; }

  /**
   * Sets the removal policy. `RemovalPolicies` calls this; it does not make the choice explicit.
   * @param policy the policy
   */
  public applyRemovalPolicy(policy: RemovalPolicy): void {
    this.removal.apply(policy);
  }
}
