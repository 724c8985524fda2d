import { dependable, ITerraformDependable } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { setInput } from '../../core/l1-runtime';
import { IRemovable, markRemovable, RemovalPolicy, RemovalPolicyBinding } from '../../core/removal-policy';
import { addValidations, isKnown, oneOf, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import { MongodbatlasCloudProviderAccessAuthorization } from '../../generated/mongodbatlas/cloud-provider-access-authorization';
import { MongodbatlasCloudProviderAccessSetup } from '../../generated/mongodbatlas/cloud-provider-access-setup';

/**
 * A cloud provider access role of an Atlas project, defined here or existing: what encryption at
 * rest and other constructs need to name the role.
 */
export interface ICloudProviderAccess extends IConstruct {
  /** Id of the Atlas project the role belongs to. */
  readonly projectId: string;
  /** Atlas id of the role (24 hexadecimal digits). */
  readonly roleId: string;
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}

/** The providers a cloud provider access role is set up for. */
const PROVIDERS = ['AWS', 'AZURE', 'GCP'];

/** The Azure ids of an AZURE access, in props order. */
const AZURE_FIELDS = ['atlasAzureAppId', 'servicePrincipalId', 'tenantId'] as const;
const AZURE_MEANING: { [field: string]: string } = {
  atlasAzureAppId: 'the UUID of the Atlas application in Azure Active Directory',
  servicePrincipalId: 'the UUID of the service principal Atlas uses',
  tenantId: 'the UUID of the Azure Active Directory tenant',
};

/**
 * Options common to every cloud provider access.
 */
export interface CloudProviderAccessOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * What happens when the access is removed from the configuration or the stack is destroyed.
   * Encryption at rest, and any other Atlas feature that uses the role, stops working once the
   * role is deauthorized or deleted (clusters can no longer read their keys). RETAIN renders
   * `lifecycle.prevent_destroy` on the setup and on the authorization; SNAPSHOT and DESTROY render
   * neither (there is nothing to snapshot).
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Properties of an AWS access (`CloudProviderAccess.aws`).
 */
export interface AwsCloudProviderAccessProps extends CloudProviderAccessOptions {
  /**
   * ARN of the IAM role Atlas assumes. Its trust policy names `atlasAwsAccountArn` as the
   * principal and `atlasAssumedRoleExternalId` as the external id, which exist only once the setup
   * is created; so the role is usually defined after the access, and given with
   * `authorizeAwsRole(role.arn)`.
   * @default - none here: call `authorizeAwsRole(arn)` (an AWS access without a role fails synth)
   */
  readonly iamAssumedRoleArn?: string;
}

/**
 * Properties of an Azure access (`CloudProviderAccess.azure`). The ids are UUIDs.
 */
export interface AzureCloudProviderAccessProps extends CloudProviderAccessOptions {
  /** Id (UUID) of the Atlas application in Azure Active Directory. */
  readonly atlasAzureAppId: string;
  /** Id (UUID) of the service principal of the Atlas application in your tenant. */
  readonly servicePrincipalId: string;
  /** Id (UUID) of your Azure Active Directory tenant. */
  readonly tenantId: string;
}

/**
 * Properties of a Google Cloud access (`CloudProviderAccess.gcp`).
 */
export interface GcpCloudProviderAccessProps extends CloudProviderAccessOptions {}

/**
 * Properties of a `CloudProviderAccess`: the provider and what its variant needs.
 */
export interface CloudProviderAccessProps extends CloudProviderAccessOptions {
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP` (see `CloudProvider`). */
  readonly provider: string;
  /**
   * AWS only: ARN of the IAM role Atlas assumes (see `AwsCloudProviderAccessProps`).
   * @default - none here: an AWS access gets it from `authorizeAwsRole(arn)`
   */
  readonly iamAssumedRoleArn?: string;
  /**
   * AZURE only (required there): id (UUID) of the Atlas application in Azure Active Directory.
   * @default - none (not AZURE)
   */
  readonly atlasAzureAppId?: string;
  /**
   * AZURE only (required there): id (UUID) of the service principal of the Atlas application.
   * @default - none (not AZURE)
   */
  readonly servicePrincipalId?: string;
  /**
   * AZURE only (required there): id (UUID) of your Azure Active Directory tenant.
   * @default - none (not AZURE)
   */
  readonly tenantId?: string;
}

/**
 * Attributes of an existing role, for `fromCloudProviderAccessAttributes`.
 */
export interface CloudProviderAccessAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Atlas id of the role (24 hexadecimal digits). */
  readonly roleId: string;
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}

/**
 * An existing cloud provider access role known by its attributes (nothing is read from Atlas).
 */
export class ImportedCloudProviderAccess extends Construct implements ICloudProviderAccess {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Atlas id of the role. */
  public readonly roleId: string;
  /** Cloud provider of the role. */
  public readonly provider: string;

  constructor(scope: Construct, id: string, attrs: CloudProviderAccessAttributes) {
    super(scope, id);
    requireProps(this, attrs);
    const p = new Problems();
    p.required(attrs, ['projectId', 'roleId', 'provider'], {
      projectId: 'the id of the Atlas project',
      roleId: 'the Atlas id of the role (24 hexadecimal digits)',
      provider: oneOf(PROVIDERS),
    });
    checkProvider(p, attrs.provider);
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.roleId = attrs.roleId;
    this.provider = attrs.provider;
  }
}

/**
 * A cloud provider access role of an Atlas project: the role Atlas uses to reach your AWS, Azure
 * or Google Cloud account, e.g. for encryption at rest with your keys. One construct renders both
 * steps, in the order Atlas needs them:
 *
 * 1. `mongodbatlas_cloud_provider_access_setup` (construct id `Default`, `resource`) registers the
 *    role. For AWS it returns `atlasAwsAccountArn` and `atlasAssumedRoleExternalId`, which the
 *    trust policy of your IAM role names; for Google Cloud, `serviceAccountForAtlas`, to which
 *    you grant access.
 * 2. `mongodbatlas_cloud_provider_access_authorization` (construct id `Authorization`) authorizes
 *    the role: for AWS with the IAM role's ARN, for Azure with the same ids as the setup. Its
 *    `role_id` references the setup's, so Terraform creates it after the setup; an AWS
 *    authorization also references the IAM role's ARN, so it waits for the role, which itself
 *    waits for the setup's outputs: setup, then IAM role, then authorization, with no cycle.
 *
 * ```ts
 * const access = CloudProviderAccess.aws(stack, 'Aws', { projectId });
 * const role = new IamRole(stack, 'AtlasKms', { assumeRolePolicy: trustPolicy(access.atlasAwsAccountArn, access.atlasAssumedRoleExternalId) });
 * access.authorizeAwsRole(role.arn);
 * ```
 *
 * `roleId` is read from the authorization, so whatever uses it (encryption at rest) waits until
 * the role is authorized.
 *
 * Bringing an existing role under management: the setup can be imported
 * (`importExisting(roleId)`, import id `<project_id>-<provider_name>-<role_id>`); the
 * authorization cannot be imported, and is created again, which has no adverse effect on a role
 * that is already authorized.
 *
 * @resource mongodbatlas_cloud_provider_access_setup
 */
export class CloudProviderAccess extends Construct implements ICloudProviderAccess, IRemovable {
  /**
   * An AWS access: Atlas assumes an IAM role of your account.
   * @param scope the scope
   * @param id a scoped id
   * @param props the project and, if it is already defined, the IAM role's ARN
   */
  public static aws(scope: Construct, id: string, props: AwsCloudProviderAccessProps): CloudProviderAccess {
    return new CloudProviderAccess(scope, id, { ...objectOrEmpty(props), provider: 'AWS' });
  }

  /**
   * An Azure access: Atlas uses a service principal of its application in your tenant.
   * @param scope the scope
   * @param id a scoped id
   * @param props the project and the Azure ids
   */
  public static azure(scope: Construct, id: string, props: AzureCloudProviderAccessProps): CloudProviderAccess {
    return new CloudProviderAccess(scope, id, { ...objectOrEmpty(props), provider: 'AZURE' });
  }

  /**
   * A Google Cloud access: Atlas uses a service account of its own (`serviceAccountForAtlas`),
   * to which you grant access.
   * @param scope the scope
   * @param id a scoped id
   * @param props the project
   */
  public static gcp(scope: Construct, id: string, props: GcpCloudProviderAccessProps): CloudProviderAccess {
    return new CloudProviderAccess(scope, id, { ...objectOrEmpty(props), provider: 'GCP' });
  }

  /**
   * Refers to an existing role by its attributes, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project, the role id and the provider
   */
  public static fromCloudProviderAccessAttributes(scope: Construct, id: string, attrs: CloudProviderAccessAttributes): ICloudProviderAccess {
    return new ImportedCloudProviderAccess(scope, id, attrs);
  }

  /** The setup (`mongodbatlas_cloud_provider_access_setup`, construct id `Default`), for overrides. */
  public readonly resource: MongodbatlasCloudProviderAccessSetup;
  /** The authorization (`mongodbatlas_cloud_provider_access_authorization`, construct id `Authorization`), for overrides. */
  public readonly authorization: MongodbatlasCloudProviderAccessAuthorization;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP`. */
  public readonly provider: string;
  private iamAssumedRoleArn?: string;
  private readonly removal: RemovalPolicyBinding;

  constructor(scope: Construct, id: string, props: CloudProviderAccessProps) {
    super(scope, id);
    requireProps(this, props);
    markRemovable(this);
    const p = new Problems();
    p.required(props, ['projectId', 'provider'], { projectId: 'the id of the Atlas project', provider: oneOf(PROVIDERS) });
    checkProvider(p, props.provider);
    checkVariant(p, props);
    throwIfProblems(this, p);
    this.projectId = props.projectId;
    this.provider = props.provider;
    this.iamAssumedRoleArn = props.iamAssumedRoleArn;

    // A token provider: the variant follows the fields given.
    const azure = props.provider === 'AZURE' || (!isKnown(props.provider) && AZURE_FIELDS.some((f) => props[f] !== undefined))
      ? { atlasAzureAppId: props.atlasAzureAppId!, servicePrincipalId: props.servicePrincipalId!, tenantId: props.tenantId! }
      : undefined;
    this.resource = new MongodbatlasCloudProviderAccessSetup(this, 'Default', {
      projectId: props.projectId,
      providerName: props.provider,
      azureConfig: azure ? [azure] : undefined,
    });
    this.authorization = new MongodbatlasCloudProviderAccessAuthorization(this, 'Authorization', {
      projectId: props.projectId,
      roleId: this.resource.roleId,
      aws: props.iamAssumedRoleArn !== undefined ? { iamAssumedRoleArn: props.iamAssumedRoleArn } : undefined,
      azure: azure ? { ...azure } : undefined,
    });
    this.removal = new RemovalPolicyBinding(this.resource, props.removalPolicy, RemovalPolicy.RETAIN, (policy) => {
      const next = { ...this.authorization.lifecycle, preventDestroy: policy === RemovalPolicy.RETAIN ? true : undefined };
      this.authorization.lifecycle = Object.values(next).some((v) => v !== undefined) ? next : undefined;
    });

    addValidations(this, () => {
      const own = new Problems();
      if (this.provider === 'AWS' && this.iamAssumedRoleArn === undefined) {
        own.add('iamAssumedRoleArn', 'is required for an AWS access: the authorization names the IAM role Atlas assumes.', {
          received: undefined,
          allowed: 'the ARN of an IAM role whose trust policy names atlasAwsAccountArn and atlasAssumedRoleExternalId',
          fix: 'define the IAM role from access.atlasAwsAccountArn and access.atlasAssumedRoleExternalId, then call access.authorizeAwsRole(role.arn) (or pass iamAssumedRoleArn in the props).',
        });
      }
      return ownProblemsFirst(own.list, this.authorization);
    });
  }

  /**
   * Atlas id of the role, read from the authorization: whatever uses it waits until the role is
   * authorized.
   */
  public get roleId(): string {
    return this.authorization.roleId;
  }

  /** AWS only: ARN of the Atlas AWS account, the principal of the IAM role's trust policy. */
  public get atlasAwsAccountArn(): string {
    this.only('AWS', 'atlasAwsAccountArn', 'CloudProviderAccess.aws');
    return this.resource.awsConfig.get(0).atlasAwsAccountArn;
  }

  /** AWS only: the external id Atlas passes when it assumes the role (`sts:ExternalId` in the trust policy). */
  public get atlasAssumedRoleExternalId(): string {
    this.only('AWS', 'atlasAssumedRoleExternalId', 'CloudProviderAccess.aws');
    return this.resource.awsConfig.get(0).atlasAssumedRoleExternalId;
  }

  /** Google Cloud only: the service account Atlas uses, to which you grant access (e.g. to a KMS key). */
  public get serviceAccountForAtlas(): string {
    this.only('GCP', 'serviceAccountForAtlas', 'CloudProviderAccess.gcp');
    return this.resource.gcpConfig.get(0).serviceAccountForAtlas;
  }

  /**
   * AWS only: authorizes the IAM role Atlas assumes, when it was not given in the props (the usual
   * order: the role's trust policy needs `atlasAwsAccountArn` and `atlasAssumedRoleExternalId`).
   * @param iamAssumedRoleArn the ARN of the IAM role
   */
  public authorizeAwsRole(iamAssumedRoleArn: string): void {
    const p = new Problems();
    if (iamAssumedRoleArn === undefined || iamAssumedRoleArn === null) {
      p.add('iamAssumedRoleArn', 'is required.', { received: iamAssumedRoleArn, allowed: 'the ARN of an IAM role', fix: 'pass the role\'s ARN, e.g. authorizeAwsRole(role.arn).' });
    } else if (isKnown(this.provider) && this.provider !== 'AWS') {
      p.add('iamAssumedRoleArn', `is valid only for an AWS access; this access is for ${this.provider}.`, {
        received: iamAssumedRoleArn, allowed: "an IAM role ARN with provider 'AWS' only", fix: 'authorize the role on an AWS access (CloudProviderAccess.aws).',
      });
    } else if (this.iamAssumedRoleArn !== undefined) {
      p.add('iamAssumedRoleArn', 'is already set: an access authorizes one IAM role.', {
        received: iamAssumedRoleArn, allowed: `one role (already ${describeArn(this.iamAssumedRoleArn)})`, fix: 'define one CloudProviderAccess per IAM role.',
      });
    }
    throwIfProblems(this, p);
    this.iamAssumedRoleArn = iamAssumedRoleArn;
    setInput(this.authorization, 'aws', { iamAssumedRoleArn });
  }

  /**
   * Makes the authorization wait for other resources, e.g. the grants of the Google Cloud KMS key
   * to `serviceAccountForAtlas` (Atlas checks its access when the role is authorized). An AWS
   * authorization already waits for the IAM role whose ARN it names.
   * @param dependencies the resources to wait for
   */
  public authorizeAfter(...dependencies: ITerraformDependable[]): void {
    this.authorization.dependsOn = [...(this.authorization.dependsOn ?? []), ...dependencies.map((d) => dependable(d))];
  }

  /**
   * Brings an existing role under management: the setup is imported (import id
   * `<project_id>-<provider_name>-<role_id>`, the role id as Atlas shows it in the project's
   * integrations). The authorization cannot be imported; Terraform creates it again, which does
   * no harm to a role that is already authorized. Give the same provider and Azure ids the role
   * has.
   * @param roleId the Atlas id of the existing role
   */
  public importExisting(roleId: string): void {
    if (roleId === undefined || roleId === null || roleId === '' || typeof roleId !== 'string') {
      const p = new Problems();
      p.add('roleId', typeof roleId === 'string' || roleId === undefined || roleId === null ? 'is required to import an existing role.' : 'expected a string.', {
        received: roleId, allowed: 'the Atlas id of the role (24 hexadecimal digits)', fix: 'pass the role id, e.g. importExisting(\'5f1b2c3d4e5f6a7b8c9d0e1f\').',
      });
      throwIfProblems(this, p);
    }
    this.resource.importFrom(`${this.projectId}-${this.provider}-${roleId}`);
  }

  /** The removal policy this access renders. */
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

  /** Throws when an attribute of one provider's variant is read on another's (a token provider is not judged). */
  private only(provider: string, attribute: string, factory: string): void {
    if (!isKnown(this.provider) || this.provider === provider) return;
    const p = new Problems();
    p.add(attribute, `exists only for ${provider === 'GCP' ? 'a' : 'an'} ${provider} access; this access is for ${this.provider}.`, {
      received: this.provider,
      allowed: `provider '${provider}'`,
      fix: `read ${attribute} from a CloudProviderAccess made with provider '${provider}' (${factory}).`,
    });
    throwIfProblems(this, p);
  }
}

/** The provider, when known, is one Atlas sets roles up for. */
function checkProvider(p: Problems, provider: unknown): void {
  if (!isKnown(provider) || (typeof provider === 'string' && PROVIDERS.includes(provider))) return;
  const upper = typeof provider === 'string' ? provider.toUpperCase() : undefined;
  p.add('provider', 'is not a cloud provider Atlas sets up access roles for.', {
    received: provider,
    allowed: oneOf(PROVIDERS),
    fix: upper !== undefined && PROVIDERS.includes(upper) ? `write '${upper}'.` : 'use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.',
  });
}

/** What each variant needs and refuses (a token provider is not judged). */
function checkVariant(p: Problems, props: CloudProviderAccessProps): void {
  const provider = props.provider;
  if (!isKnown(provider) || !PROVIDERS.includes(provider)) return;
  if (provider !== 'AWS' && props.iamAssumedRoleArn !== undefined) {
    p.add('iamAssumedRoleArn', `is valid only for an AWS access; this access is for ${provider}.`, {
      received: props.iamAssumedRoleArn, allowed: "iamAssumedRoleArn with provider 'AWS' only", fix: "remove iamAssumedRoleArn, or set provider to 'AWS'.",
    });
  }
  for (const f of AZURE_FIELDS) {
    const v = props[f];
    if (provider === 'AZURE' && (v === undefined || v === null)) {
      p.add(f, 'is required for an AZURE access.', { received: v, allowed: AZURE_MEANING[f], fix: `set ${f}.` });
    } else if (provider !== 'AZURE' && v !== undefined) {
      p.add(f, `is valid only for an AZURE access; this access is for ${provider}.`, { received: v, allowed: `${f} with provider 'AZURE' only`, fix: `remove ${f}, or set provider to 'AZURE'.` });
    }
  }
}

/** An ARN for a message: the literal, or `(a token)`. */
function describeArn(arn: string): string {
  return isKnown(arn) ? arn : '(a token)';
}

/** The props object, or `{}` for a JavaScript caller that passed none (requireProps then names the mistake). */
function objectOrEmpty<T extends object>(props: T): T {
  return props !== null && typeof props === 'object' && !Array.isArray(props) ? props : ({} as T);
}
