import type { BackupCompliancePolicyLookup } from './backup-compliance-policy-lookup';
import type { BackupCompliancePolicyAttributes, BackupCompliancePolicyLookupOptions, IBackupCompliancePolicy } from './backup-compliance-policy-ref';
import { BackupPolicyItems, OnDemandBackupPolicy } from './backup-policy-items';
import { checkPolicyItems, policiesOf, registerPolicy, renderPolicyItems } from './private/backup-policy';
import { OPTIONS } from './private/option-keys.generated';
import { Construct, describedAs, importedAttribute, literalText, Problems, RemovalPolicy, StatefulConstruct, throwIfProblems, validateAtSynth, warn, wholeNumberOf } from '../../core/l2';
import { MongodbatlasBackupCompliancePolicy } from '../../generated/mongodbatlas/backup-compliance-policy';

/**
 * Properties of a backup compliance policy. The policy items are the minimum every backup
 * schedule of the project must meet.
 */
export interface BackupCompliancePolicyProps extends BackupPolicyItems {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * Email address of the person authorized to update the policy (through MongoDB support). Literal
   * text: it reaches the provider as written (`${` and `%{` included); pass a reference as a token,
   * e.g. a variable's `stringValue`.
   */
  readonly authorizedEmail: string;
  /**
   * First name of the authorized person. Literal text: it reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly authorizedUserFirstName: string;
  /**
   * Last name of the authorized person. Literal text: it reaches the provider as written (`${` and
   * `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
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
 * The backup compliance policy of an Atlas project (`mongodbatlas_backup_compliance_policy`): the
 * minimum backup policy of every cluster in the project. Policy items are typed per kind
 * (`hourly: { every: 6, retainDays: 7 }`, `monthly: [{ dayOfMonth: 40, retainMonths: 12 }]`); the
 * construct renders the provider's frequency and retention fields.
 *
 * A compliance policy cannot be turned off without MongoDB support (provider PRs 1790 and 3409).
 * Its removal policy is therefore RETAIN by default (`lifecycle.prevent_destroy`), and synth warns
 * `mongodbatlas:compliance-policy-retained` once per policy, so that nobody is surprised at destroy.
 *
 * Every `CloudBackupSchedule` of the same project (a known id) in the same app is checked against
 * this policy at synth, whatever the order in which they were made.
 *
 * @resource mongodbatlas_backup_compliance_policy
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/backup_compliance_policy
 */
export class BackupCompliancePolicy extends StatefulConstruct implements IBackupCompliancePolicy {
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
    const { BackupCompliancePolicyLookup: Lookup } = require('./backup-compliance-policy-lookup') as typeof import('./backup-compliance-policy-lookup');
    return new Lookup(scope, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasBackupCompliancePolicy;
  /** Id of the Atlas project. */
  public readonly projectId: string;

  constructor(scope: Construct, id: string, props: BackupCompliancePolicyProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'BackupCompliancePolicyProps');
    const p = new Problems();
    p.required(props, ['projectId', 'authorizedEmail', 'authorizedUserFirstName', 'authorizedUserLastName'], {
      projectId: 'the id of the Atlas project',
      authorizedEmail: 'the email address of the person authorized to update the policy',
      authorizedUserFirstName: 'a first name',
      authorizedUserLastName: 'a last name',
    });
    checkPolicyItems(p, props, props.onDemand?.retainDays, 'policy');
    wholeNumberOf(p, 'restoreWindowDays', props.restoreWindowDays, { min: 1, unit: 'days', fix: 'set the number of days of the restore window, e.g. 7.' });
    throwIfProblems(this, p);
    this.projectId = props.projectId;

    this.resource = new MongodbatlasBackupCompliancePolicy(this, 'Default', {
      projectId: props.projectId,
      authorizedEmail: literalText(props.authorizedEmail),
      authorizedUserFirstName: literalText(props.authorizedUserFirstName),
      authorizedUserLastName: literalText(props.authorizedUserLastName),
      copyProtectionEnabled: props.copyProtectionEnabled,
      encryptionAtRestEnabled: props.encryptionAtRestEnabled,
      pitEnabled: props.pitEnabled,
      restoreWindowDays: props.restoreWindowDays,
      onDemandPolicyItem: props.onDemand ? { frequencyInterval: 0, retentionUnit: 'days', retentionValue: props.onDemand.retainDays } : undefined,
      ...renderPolicyItems(props),
    });
    // No provider-side guard exists: the API itself refuses to turn the policy off without support.
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource]);

    registerPolicy({
      scope: this,
      projectId: props.projectId,
      items: { hourly: props.hourly, daily: props.daily, weekly: props.weekly, monthly: props.monthly, yearly: props.yearly },
      pitEnabled: props.pitEnabled,
      restoreWindowDays: props.restoreWindowDays,
    });

    validateAtSynth(this, () => {
      if (this.removalPolicy === RemovalPolicy.RETAIN) {
        warn(this, 'mongodbatlas:compliance-policy-retained', 'a backup compliance policy cannot be turned off without MongoDB support: '
          + 'destroying it fails until support has approved its disablement (provider PRs 1790 and 3409). '
          + 'It is rendered with lifecycle.prevent_destroy (removalPolicy RETAIN); to take it down, have support approve the disablement, then set removalPolicy: RemovalPolicy.DESTROY.');
      }
      const own = new Problems();
      const others = policiesOf(this, this.projectId).filter((r) => r.scope !== this);
      if (others.length) {
        own.add('projectId', `already has a backup compliance policy in this app (${others.map((r) => r.scope.node.path).join(', ')}); a project has one.`, {
          id: 'mongodbatlas:compliance-policy-twice',
          received: this.projectId,
          allowed: 'one BackupCompliancePolicy per project',
          fix: 'merge the policies into one: Atlas keeps only one per project, and the last applied would win.',
        });
      }
      return own.list;
    }, this.resource);
  }

  /** Id of the policy. */
  public get policyId(): string { return this.resource.id; }
  /** State of the policy, e.g. ACTIVE. */
  public get state(): string { return this.resource.state; }
}

const ATTRIBUTES_METHOD = 'BackupCompliancePolicy.fromBackupCompliancePolicyAttributes';

/**
 * An existing backup compliance policy known by its attributes (nothing is read from Atlas): what
 * `BackupCompliancePolicy.fromBackupCompliancePolicyAttributes` returns.
 */
class ImportedBackupCompliancePolicy extends Construct implements IBackupCompliancePolicy {
  /** Id of the Atlas project. */
  public readonly projectId: string;

  private readonly attrs: BackupCompliancePolicyAttributes;

  constructor(scope: Construct, id: string, attrs: BackupCompliancePolicyAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'BackupCompliancePolicyAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId'], { projectId: 'the id of the Atlas project' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
  }

  /** Id of the policy (if given). */
  public get policyId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'policyId', this.attrs.policyId); }
  /** State of the policy (if given). */
  public get state(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'state', this.attrs.state); }
}
describedAs(ImportedBackupCompliancePolicy, 'IBackupCompliancePolicy');
