import { CloudAccessProvider } from './cloud-access-provider';
import type { CloudProviderAccessAttributes, ICloudProviderAccess } from './cloud-provider-access-ref';
import { OPTIONS } from './private/option-keys.generated';
import { BindContext, Construct, dependable, describedAs, instanceOf, isKnown, ItemType, ITerraformDependable, memberOf, oneOf, Problems, RemovalPolicy, setInput, StatefulConstruct, throwIfProblems, validateAtSynth } from '../../core/l2';
import { ACCESS_PROVIDERS } from '../../facts/mongodbatlas/atlas';
import { MongodbatlasCloudProviderAccessAuthorization } from '../../generated/mongodbatlas/cloud-provider-access-authorization';
import { MongodbatlasCloudProviderAccessSetup } from '../../generated/mongodbatlas/cloud-provider-access-setup';

/**
 * Properties of a `CloudProviderAccess`.
 */
export interface CloudProviderAccessProps {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * The cloud and what it needs: `CloudAccessProvider.aws()` (optionally with the IAM role's ARN),
   * `CloudAccessProvider.azure({ atlasAzureAppId, servicePrincipalId, tenantId })` or
   * `CloudAccessProvider.gcp()`.
   */
  readonly provider: CloudAccessProvider;
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

const PROVIDER: ItemType<CloudAccessProvider> = {
  name: 'CloudAccessProvider',
  example: 'CloudAccessProvider.aws()',
  is: (x): x is CloudAccessProvider => x instanceof CloudAccessProvider,
};

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
 * const access = new CloudProviderAccess(stack, 'Aws', { projectId, provider: CloudAccessProvider.aws() });
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
 * @resource mongodbatlas_cloud_provider_access_authorization
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cloud_provider_access_setup
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/cloud_provider_access_authorization
 */
export class CloudProviderAccess extends StatefulConstruct implements ICloudProviderAccess {
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

  constructor(scope: Construct, id: string, props: CloudProviderAccessProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'CloudProviderAccessProps');
    const ctx = new BindContext(this);
    ctx.problems.required(props, ['projectId', 'provider'], { projectId: 'the id of the Atlas project', provider: 'CloudAccessProvider.aws(), azure({ ... }) or gcp()' });
    const bound = instanceOf(ctx.problems, 'provider', props.provider, PROVIDER)?._bind(ctx, 'provider');
    throwIfProblems(this, ctx.problems);
    this.projectId = props.projectId;
    this.provider = props.provider.provider;
    this.iamAssumedRoleArn = bound!.iamAssumedRoleArn;

    const azure = bound!.azure;
    this.resource = new MongodbatlasCloudProviderAccessSetup(this, 'Default', {
      projectId: props.projectId,
      providerName: this.provider,
      azureConfig: azure ? [{ ...azure }] : undefined,
    });
    this.authorization = new MongodbatlasCloudProviderAccessAuthorization(this, 'Authorization', {
      projectId: props.projectId,
      roleId: this.resource.roleId,
      aws: bound!.iamAssumedRoleArn !== undefined ? { iamAssumedRoleArn: bound!.iamAssumedRoleArn } : undefined,
      azure: azure ? { ...azure } : undefined,
    });
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource, this.authorization]);

    validateAtSynth(this, () => {
      const own = new Problems();
      if (this.provider === 'AWS' && this.iamAssumedRoleArn === undefined) {
        own.add('provider.iamAssumedRoleArn', 'is required for an AWS access: the authorization names the IAM role Atlas assumes.', {
          id: 'mongodbatlas:aws-access-role-required',
          received: undefined,
          allowed: 'the ARN of an IAM role whose trust policy names atlasAwsAccountArn and atlasAssumedRoleExternalId',
          fix: 'define the IAM role from access.atlasAwsAccountArn and access.atlasAssumedRoleExternalId, then call access.authorizeAwsRole(role.arn) (or pass it as CloudAccessProvider.aws({ iamAssumedRoleArn })).',
        });
      }
      return own.list;
    }, this.authorization);
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
    this.only('AWS', 'atlasAwsAccountArn', 'CloudAccessProvider.aws()');
    return this.resource.awsConfig.get(0).atlasAwsAccountArn;
  }

  /** AWS only: the external id Atlas passes when it assumes the role (`sts:ExternalId` in the trust policy). */
  public get atlasAssumedRoleExternalId(): string {
    this.only('AWS', 'atlasAssumedRoleExternalId', 'CloudAccessProvider.aws()');
    return this.resource.awsConfig.get(0).atlasAssumedRoleExternalId;
  }

  /** Google Cloud only: the service account Atlas uses, to which you grant access (e.g. to a KMS key). */
  public get serviceAccountForAtlas(): string {
    this.only('GCP', 'serviceAccountForAtlas', 'CloudAccessProvider.gcp()');
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
      p.add('iamAssumedRoleArn', 'is required.', { id: 'mongodbatlas:aws-access-role-arn-missing', received: iamAssumedRoleArn, allowed: 'the ARN of an IAM role', fix: 'pass the role\'s ARN, e.g. authorizeAwsRole(role.arn).' });
    } else if (this.provider !== 'AWS') {
      p.add('iamAssumedRoleArn', `is valid only for an AWS access; this access is for ${this.provider}.`, {
        id: 'mongodbatlas:aws-access-role-not-aws',
        received: iamAssumedRoleArn,
        allowed: "an IAM role ARN with provider 'AWS' only",
        fix: 'authorize the role on an AWS access (provider: CloudAccessProvider.aws()).',
      });
    } else if (this.iamAssumedRoleArn !== undefined) {
      p.add('iamAssumedRoleArn', 'is already set: an access authorizes one IAM role.', {
        id: 'mongodbatlas:aws-access-role-twice',
        received: iamAssumedRoleArn,
        allowed: `one role (already ${describeArn(this.iamAssumedRoleArn)})`,
        fix: 'define one CloudProviderAccess per IAM role.',
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
    const p = new Problems();
    dependencies.forEach((d, i) => {
      if (d === null || typeof d !== 'object' || typeof (d as { fqn?: unknown }).fqn !== 'string') {
        p.add(`authorizeAfter(dependencies[${i}])`, 'expected a resource, data source or module to wait for.', {
          id: 'mongodbatlas:access-dependency',
          received: d,
          allowed: 'an ITerraformDependable, e.g. a resource construct',
          fix: 'pass the construct itself, not its id or name.',
        });
      }
    });
    throwIfProblems(this, p);
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
        id: 'mongodbatlas:access-import-role-id',
        received: roleId,
        allowed: 'the Atlas id of the role (24 hexadecimal digits)',
        fix: 'pass the role id, e.g. importExisting(\'5f1b2c3d4e5f6a7b8c9d0e1f\').',
      });
      throwIfProblems(this, p);
    }
    this.resource.importFrom(`${this.projectId}-${this.provider}-${roleId}`);
  }

  /** Throws when an attribute of one provider's variant is read on another's (a token provider is not judged). */
  private only(provider: string, attribute: string, factory: string): void {
    if (this.provider === provider) return;
    const p = new Problems();
    p.add(attribute, `exists only for ${provider === 'GCP' ? 'a' : 'an'} ${provider} access; this access is for ${this.provider}.`, {
      id: 'mongodbatlas:access-attribute-of-other-cloud',
      received: this.provider,
      allowed: `provider '${provider}'`,
      fix: `read ${attribute} from a CloudProviderAccess made with provider: ${factory}.`,
    });
    throwIfProblems(this, p);
  }
}

/** An ARN for a message: the literal, or `(a token)`. */
function describeArn(arn: string): string {
  return isKnown(arn) ? arn : '(a token)';
}

/**
 * An existing cloud provider access role known by its attributes (nothing is read from Atlas):
 * what `CloudProviderAccess.fromCloudProviderAccessAttributes` returns.
 */
class ImportedCloudProviderAccess extends Construct implements ICloudProviderAccess {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Atlas id of the role. */
  public readonly roleId: string;
  /** Cloud provider of the role. */
  public readonly provider: string;

  constructor(scope: Construct, id: string, attrs: CloudProviderAccessAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CloudProviderAccessAttributes');
    const p = new Problems();
    const allowed = { projectId: 'the id of the Atlas project', roleId: 'the Atlas id of the role (24 hexadecimal digits)', provider: oneOf(ACCESS_PROVIDERS) };
    // The provider is checked against its list below.
    p.required(attrs, ['provider'], allowed);
    p.requiredStrings(attrs, ['projectId', 'roleId'], allowed);
    // The provider, when known, is one Atlas sets roles up for.
    memberOf(p, 'provider', attrs.provider, { values: ACCESS_PROVIDERS }, {
      problem: 'is not a cloud provider Atlas sets up access roles for.', fix: 'use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.',
    });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.roleId = attrs.roleId;
    this.provider = attrs.provider;
  }
}
describedAs(ImportedCloudProviderAccess, 'ICloudProviderAccess');
