import type { BoundCloudAccess } from './private/bindings';
import { OPTIONS } from './private/option-keys.generated';
import { BindContext, bindOptions, describedAs } from '../../core/l2';

/**
 * Options of an AWS access (`CloudAccessProvider.aws`).
 */
export interface AwsAccessOptions {
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
 * Options of an Azure access (`CloudAccessProvider.azure`). The ids are UUIDs.
 */
export interface AzureAccessOptions {
  /** Id (UUID) of the Atlas application in Azure Active Directory. */
  readonly atlasAzureAppId: string;
  /** Id (UUID) of the service principal of the Atlas application in your tenant. */
  readonly servicePrincipalId: string;
  /** Id (UUID) of your Azure Active Directory tenant. */
  readonly tenantId: string;
}

/**
 * Options of a Google Cloud access (`CloudAccessProvider.gcp`): none yet; Atlas makes its own service
 * account (`serviceAccountForAtlas`).
 */
export interface GcpAccessOptions {}

/** The ids an Azure access needs, and what each is. */
const AZURE_IDS: { readonly [field in keyof AzureAccessOptions]: string } = {
  atlasAzureAppId: 'the UUID of the Atlas application in Azure Active Directory',
  servicePrincipalId: 'the UUID of the service principal Atlas uses',
  tenantId: 'the UUID of the Azure Active Directory tenant',
};

/**
 * The cloud of a cloud provider access role: AWS (Atlas assumes an IAM role of your account),
 * Azure (a service principal of the Atlas application in your tenant) or Google Cloud (a service
 * account of Atlas, to which you grant access). Each factory takes only what its cloud needs; the
 * options are checked when the access is made, with its construct path.
 */
export abstract class CloudAccessProvider {
  /**
   * AWS: Atlas assumes an IAM role of your account.
   * @param options the IAM role's ARN, if it is already defined
   */
  public static aws(options: AwsAccessOptions = {}): CloudAccessProvider {
    return new CloudAccess('AWS', 'aws', options);
  }

  /**
   * Azure: Atlas uses a service principal of its application in your tenant.
   * @param options the Azure ids
   */
  public static azure(options: AzureAccessOptions): CloudAccessProvider {
    return new CloudAccess('AZURE', 'azure', options);
  }

  /**
   * Google Cloud: Atlas uses a service account of its own (`serviceAccountForAtlas`), to which you
   * grant access.
   * @param options none yet
   */
  public static gcp(options: GcpAccessOptions = {}): CloudAccessProvider {
    return new CloudAccess('GCP', 'gcp', options);
  }

  /** The cloud: `AWS`, `AZURE` or `GCP`. */
  public abstract readonly provider: string;

  /**
   * @internal Checks the options (their problems go to `ctx`, under `field`, where the access took
   * the provider) and says what the access renders.
   */
  public abstract _bind(ctx: BindContext, field: string): BoundCloudAccess;
}

/** The access of one cloud, with the options its factory recorded. */
class CloudAccess extends CloudAccessProvider {
  constructor(public readonly provider: string, private readonly factory: string, private readonly options: object) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundCloudAccess {
    if (this.provider === 'GCP') {
      bindOptions(ctx, OPTIONS, this.options as GcpAccessOptions, 'GcpAccessOptions', field, 'CloudAccessProvider.gcp');
      return {};
    }
    if (this.provider === 'AWS') {
      const o = bindOptions(ctx, OPTIONS, this.options as AwsAccessOptions, 'AwsAccessOptions', field, 'CloudAccessProvider.aws');
      return { iamAssumedRoleArn: o.iamAssumedRoleArn };
    }
    const o = bindOptions(ctx, OPTIONS, this.options as AzureAccessOptions, 'AzureAccessOptions', field, `CloudAccessProvider.${this.factory}`);
    for (const f of Object.keys(AZURE_IDS) as Array<keyof AzureAccessOptions>) {
      const v = o[f];
      if (v === undefined || v === null) {
        ctx.problems.add(`${field}.${f}`, 'is required for an AZURE access.', { id: 'mongodbatlas:azure-access-id-required', received: v, allowed: AZURE_IDS[f], fix: `set ${f}.` });
      }
    }
    return { azure: { atlasAzureAppId: o.atlasAzureAppId, servicePrincipalId: o.servicePrincipalId, tenantId: o.tenantId } };
  }
}
describedAs(CloudAccess, 'CloudAccessProvider');
