import { Construct, IConstruct } from 'constructs';
import type { ICloudProviderAccess } from './cloud-provider-access';
import { encryptionsOf, registerEncryption } from './private/encryption-registry';
import { addWarning } from '../../core/annotations';
import { Duration } from '../../core/duration';
import { IRemovable, markRemovable, RemovalPolicy, RemovalPolicyBinding } from '../../core/removal-policy';
import { addValidations, isKnown, knownDifferent, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import {
  MongodbatlasEncryptionAtRest, MongodbatlasEncryptionAtRestAwsKmsConfig, MongodbatlasEncryptionAtRestAzureKeyVaultConfig,
  MongodbatlasEncryptionAtRestGoogleCloudKmsConfig,
} from '../../generated/mongodbatlas/encryption-at-rest';
import { MongodbatlasEncryptionAtRestPrivateEndpoint } from '../../generated/mongodbatlas/encryption-at-rest-private-endpoint';

/**
 * The key management service of a cluster's encryption at rest (`encryptionAtRestProvider` of
 * the cluster props).
 */
export class EncryptionAtRestProvider {
  /** AWS KMS (`EncryptionAtRest.aws`). */
  public static readonly AWS = 'AWS';
  /** Azure Key Vault (`EncryptionAtRest.azure`). */
  public static readonly AZURE = 'AZURE';
  /** Google Cloud KMS (`EncryptionAtRest.gcp`). */
  public static readonly GCP = 'GCP';
  /** No customer key management: Atlas's own encryption of the storage only. */
  public static readonly NONE = 'NONE';

  private constructor() {}
}

/**
 * Encryption at rest with customer key management of a project, defined here or elsewhere.
 */
export interface IEncryptionAtRest extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}

/**
 * Options of every key management service.
 */
export interface EncryptionAtRestOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * Whether the customer key also encrypts the search nodes of the project.
   * @default - not set (Atlas: false)
   */
  readonly enabledForSearchNodes?: boolean;
  /**
   * What happens when the construct is removed from the configuration or the stack is destroyed.
   * Removing encryption at rest disables it for the project, which clusters that use it cannot
   * survive. RETAIN renders `lifecycle.prevent_destroy` on the resource and on its private
   * endpoints; SNAPSHOT and DESTROY render neither.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Properties of encryption at rest with AWS KMS (`EncryptionAtRest.aws`). Atlas reaches the key
 * with a role: give `access` (or the role's `roleId`). The access-key form
 * (`accessKeyId`, `secretAccessKey`) still exists, and warns.
 */
export interface AwsKmsEncryptionAtRestProps extends EncryptionAtRestOptions {
  /**
   * The AWS cloud provider access whose IAM role may use the key. Encryption at rest then waits
   * until the role is authorized.
   * @default - none: give roleId, or the access keys
   */
  readonly access?: ICloudProviderAccess;
  /**
   * Atlas id of an AWS cloud provider access role (24 hexadecimal digits), when the role is not
   * defined in this app.
   * @default - none: give access, or the access keys
   */
  readonly roleId?: string;
  /**
   * AWS access key id. A secret: pass a token. Long-lived keys are discouraged (synth warns);
   * use a role.
   * @default - none
   */
  readonly accessKeyId?: string;
  /**
   * AWS secret access key, with `accessKeyId`. A secret: pass a token.
   * @default - none
   */
  readonly secretAccessKey?: string;
  /** Id (or ARN) of the AWS KMS customer master key. A secret: pass a token. */
  readonly customerMasterKeyId: string;
  /** Atlas name of the AWS region of the key, e.g. `US_EAST_1`. */
  readonly region: string;
  /**
   * Whether Atlas reaches the key over AWS PrivateLink only; add the endpoint with
   * `addPrivateEndpoint(region)`.
   * @default - not set (Atlas: false)
   */
  readonly requirePrivateNetworking?: boolean;
}

/**
 * Properties of encryption at rest with Azure Key Vault (`EncryptionAtRest.azure`). Atlas reaches
 * the vault with a cloud provider access role (`access` or `roleId`) or with an application's
 * credentials (`clientId`, `secret`, `tenantId`).
 */
export interface AzureKeyVaultEncryptionAtRestProps extends EncryptionAtRestOptions {
  /**
   * The AZURE cloud provider access Atlas uses to reach the vault.
   * @default - none: give roleId, or clientId, secret and tenantId
   */
  readonly access?: ICloudProviderAccess;
  /**
   * Atlas id of an AZURE cloud provider access role (24 hexadecimal digits).
   * @default - none: give access, or clientId, secret and tenantId
   */
  readonly roleId?: string;
  /**
   * Client id of the Azure application. A secret: pass a token.
   * @default - none
   */
  readonly clientId?: string;
  /**
   * Client secret of the Azure application, with `clientId`. A secret: pass a token.
   * @default - none
   */
  readonly secret?: string;
  /**
   * Id of the Azure Active Directory tenant; required with `clientId`. A secret: pass a token.
   * @default - none (a role's tenant)
   */
  readonly tenantId?: string;
  /** Id of the Azure subscription that holds the key vault. A secret: pass a token. */
  readonly subscriptionId: string;
  /** Name of the resource group that holds the key vault. */
  readonly resourceGroupName: string;
  /** Name of the key vault. */
  readonly keyVaultName: string;
  /** Web address of the key in the vault, with its version. A secret: pass a token. */
  readonly keyIdentifier: string;
  /**
   * The Azure cloud of the vault, e.g. `AZURE`, `AZURE_CHINA` or `AZURE_GERMANY`.
   * @default 'AZURE'
   */
  readonly azureEnvironment?: string;
  /**
   * Whether Atlas reaches the vault over Azure Private Link only; add the endpoint with
   * `addPrivateEndpoint(region)` and approve its connection on the vault.
   * @default - not set (Atlas: false)
   */
  readonly requirePrivateNetworking?: boolean;
}

/**
 * Properties of encryption at rest with Google Cloud KMS (`EncryptionAtRest.gcp`). Atlas reaches
 * the key with a cloud provider access role (`access` or `roleId`) or with a service account key.
 */
export interface GoogleCloudKmsEncryptionAtRestProps extends EncryptionAtRestOptions {
  /**
   * The GCP cloud provider access whose service account (`serviceAccountForAtlas`) may use the key.
   * @default - none: give roleId, or serviceAccountKey
   */
  readonly access?: ICloudProviderAccess;
  /**
   * Atlas id of a GCP cloud provider access role (24 hexadecimal digits).
   * @default - none: give access, or serviceAccountKey
   */
  readonly roleId?: string;
  /**
   * The service account key file (JSON, as a string). A secret: pass a token, e.g. a sensitive
   * variable.
   * @default - none
   */
  readonly serviceAccountKey?: string;
  /**
   * Resource id of the key version, e.g.
   * `projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1`. A secret: pass a token.
   */
  readonly keyVersionResourceId: string;
}

/**
 * Options of `addPrivateEndpoint`.
 */
export interface EncryptionAtRestPrivateEndpointOptions {
  /**
   * How long Terraform waits for the endpoint to be created.
   * @default Duration.hours(3)
   */
  readonly createTimeout?: Duration;
  /**
   * How long Terraform waits for the endpoint to be deleted.
   * @default Duration.hours(3)
   */
  readonly deleteTimeout?: Duration;
}

/** What each factory renders and checks. */
interface Variant {
  readonly provider: string;
  readonly factory: string;
  readonly words: string;
  /** The credentials other than a role, in props words, e.g. `accessKeyId with secretAccessKey`. */
  readonly credentials: string;
}

const AWS: Variant = { provider: 'AWS', factory: 'aws', words: 'AWS KMS', credentials: 'accessKeyId with secretAccessKey' };
const AZURE: Variant = { provider: 'AZURE', factory: 'azure', words: 'Azure Key Vault', credentials: 'clientId with secret and tenantId' };
const GCP: Variant = { provider: 'GCP', factory: 'gcp', words: 'Google Cloud KMS', credentials: 'serviceAccountKey' };

/** The props of any factory, as a JavaScript caller may pass them. */
type AnyProps = AwsKmsEncryptionAtRestProps & AzureKeyVaultEncryptionAtRestProps & GoogleCloudKmsEncryptionAtRestProps & { enabled?: unknown };

/** The key management config of one variant. */
interface KmsConfig {
  readonly awsKmsConfig?: MongodbatlasEncryptionAtRestAwsKmsConfig;
  readonly azureKeyVaultConfig?: MongodbatlasEncryptionAtRestAzureKeyVaultConfig;
  readonly googleCloudKmsConfig?: MongodbatlasEncryptionAtRestGoogleCloudKmsConfig;
}

/** The default timeouts of a private endpoint (the spec: 3h each). */
const ENDPOINT_TIMEOUT = Duration.hours(3);

/**
 * Encryption at rest with customer key management for an Atlas project
 * (`mongodbatlas_encryption_at_rest`, construct id `Default`): Atlas encrypts the data of the
 * project's clusters with your key in AWS KMS, Azure Key Vault or Google Cloud KMS. Make it with
 * `EncryptionAtRest.aws`, `.azure` or `.gcp`.
 *
 * - Atlas reaches the key with a cloud provider access role (`access`, a `CloudProviderAccess`,
 *   or its `roleId`); the older credential forms exist (AWS access keys warn
 *   `terrain:encryption-access-keys`). Secrets are meant to be tokens: a literal warns
 *   `terrain:literal-secret`.
 * - It always renders `enabled: true`. Setting `enabled` to false can leave encryption at rest in
 *   an inconsistent state, so it is refused: to disable encryption at rest, remove the construct.
 * - Removal policy RETAIN by default (`lifecycle.prevent_destroy`).
 * - A project has one encryption-at-rest configuration: two of the same project in one app fail
 *   synth.
 * - A cluster declares that it uses it with `encryptionAtRestProvider`; it is checked against
 *   the EncryptionAtRest of its project in the app, and in the same stack it gets `depends_on`
 *   it, so that Terraform configures the key before the cluster uses it.
 *
 * Import an existing configuration with `importExisting()` (import id `<project_id>`).
 *
 * @resource mongodbatlas_encryption_at_rest
 */
export class EncryptionAtRest extends Construct implements IEncryptionAtRest, IRemovable {
  /**
   * Encryption at rest with AWS KMS.
   * @param scope the scope
   * @param id a scoped id
   * @param props the key, its region, and the role (or access keys) Atlas uses
   */
  public static aws(scope: Construct, id: string, props: AwsKmsEncryptionAtRestProps): EncryptionAtRest {
    return new EncryptionAtRest(scope, id, AWS, props);
  }

  /**
   * Encryption at rest with Azure Key Vault.
   * @param scope the scope
   * @param id a scoped id
   * @param props the vault, the key, and the role (or application credentials) Atlas uses
   */
  public static azure(scope: Construct, id: string, props: AzureKeyVaultEncryptionAtRestProps): EncryptionAtRest {
    return new EncryptionAtRest(scope, id, AZURE, props);
  }

  /**
   * Encryption at rest with Google Cloud KMS.
   * @param scope the scope
   * @param id a scoped id
   * @param props the key version, and the role (or service account key) Atlas uses
   */
  public static gcp(scope: Construct, id: string, props: GoogleCloudKmsEncryptionAtRestProps): EncryptionAtRest {
    return new EncryptionAtRest(scope, id, GCP, props);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasEncryptionAtRest;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  public readonly provider: string;
  private readonly variant: Variant;
  private readonly requirePrivateNetworking?: boolean;
  private readonly endpoints: MongodbatlasEncryptionAtRestPrivateEndpoint[] = [];
  private readonly endpointRegions = new Map<string, string>();
  private readonly removal: RemovalPolicyBinding;

  private constructor(scope: Construct, id: string, variant: Variant, props: EncryptionAtRestOptions) {
    super(scope, id);
    requireProps(this, props);
    markRemovable(this);
    this.variant = variant;
    const all = props as AnyProps;
    const p = new Problems();
    p.required(props, ['projectId'], { projectId: 'the id of the Atlas project' });
    if (all.enabled === false) {
      p.add('enabled', 'cannot be false: setting enabled to false can leave encryption at rest in an inconsistent state.', {
        received: false,
        allowed: 'true, or leave it out (the construct always renders enabled: true)',
        fix: 'to disable encryption at rest, remove the EncryptionAtRest construct (and so the resource) instead.',
      });
    }
    const roleId = checkCredentials(p, variant, all);
    let config: KmsConfig;
    if (variant === AWS) {
      p.required(all, ['customerMasterKeyId', 'region'], { customerMasterKeyId: 'the id or ARN of the AWS KMS key', region: 'the Atlas name of the key\'s AWS region, e.g. US_EAST_1' });
      config = {
        awsKmsConfig: {
          enabled: true,
          customerMasterKeyId: all.customerMasterKeyId,
          region: all.region,
          roleId,
          accessKeyId: all.accessKeyId,
          secretAccessKey: all.secretAccessKey,
          requirePrivateNetworking: all.requirePrivateNetworking,
        },
      };
    } else if (variant === AZURE) {
      p.required(all, ['subscriptionId', 'resourceGroupName', 'keyVaultName', 'keyIdentifier'], {
        subscriptionId: 'the id of the Azure subscription of the key vault',
        resourceGroupName: 'the name of the resource group of the key vault',
        keyVaultName: 'the name of the key vault',
        keyIdentifier: 'the web address of the key, with its version',
      });
      config = {
        azureKeyVaultConfig: {
          enabled: true,
          azureEnvironment: all.azureEnvironment ?? 'AZURE',
          subscriptionId: all.subscriptionId,
          resourceGroupName: all.resourceGroupName,
          keyVaultName: all.keyVaultName,
          keyIdentifier: all.keyIdentifier,
          roleId,
          clientId: all.clientId,
          secret: all.secret,
          tenantId: all.tenantId,
          requirePrivateNetworking: all.requirePrivateNetworking,
        },
      };
    } else {
      p.required(all, ['keyVersionResourceId'], { keyVersionResourceId: 'the resource id of the key version in Google Cloud KMS' });
      if (all.requirePrivateNetworking !== undefined) {
        p.add('requirePrivateNetworking', 'is not available for Google Cloud KMS: private networking to the key exists for AWS KMS and Azure Key Vault only.', {
          received: all.requirePrivateNetworking, allowed: 'requirePrivateNetworking with EncryptionAtRest.aws or EncryptionAtRest.azure only', fix: 'remove requirePrivateNetworking.',
        });
      }
      config = {
        googleCloudKmsConfig: { enabled: true, keyVersionResourceId: all.keyVersionResourceId, roleId, serviceAccountKey: all.serviceAccountKey },
      };
    }
    throwIfProblems(this, p);
    this.projectId = props.projectId;
    this.provider = variant.provider;
    this.requirePrivateNetworking = all.requirePrivateNetworking;

    if (variant === AWS && (all.accessKeyId !== undefined || all.secretAccessKey !== undefined)) {
      addWarning(this, 'terrain:encryption-access-keys', 'accessKeyId and secretAccessKey give Atlas long-lived AWS credentials, which are kept in the Terraform state. '
        + 'Prefer a role: pass access (a CloudProviderAccess made with CloudProviderAccess.aws(...)) or its roleId, and allow the IAM role to use the key.');
    }

    this.resource = new MongodbatlasEncryptionAtRest(this, 'Default', {
      projectId: props.projectId,
      enabledForSearchNodes: props.enabledForSearchNodes,
      ...config,
    });
    this.removal = new RemovalPolicyBinding(this.resource, props.removalPolicy, RemovalPolicy.RETAIN, (policy) => {
      for (const e of this.endpoints) retain(e, policy);
    });
    registerEncryption(this, { path: this.node.path, projectId: this.projectId, provider: this.provider, resource: this.resource });

    addValidations(this, () => {
      const own = new Problems();
      const others = encryptionsOf(this, this.projectId).filter((r) => r.path !== this.node.path);
      if (others.length) {
        own.add('projectId', `already has encryption at rest in this app (${others.map((r) => r.path).join(', ')}); a project has one encryption-at-rest configuration.`, {
          received: this.projectId,
          allowed: 'one EncryptionAtRest per project',
          fix: 'keep one EncryptionAtRest for the project: each would overwrite the other\'s configuration, and removing one disables encryption at rest for the project.',
        });
      }
      return ownProblemsFirst(own.list, this.resource);
    });
  }

  /**
   * Adds a private endpoint through which Atlas reaches the key
   * (`mongodbatlas_encryption_at_rest_private_endpoint`, construct id `PrivateEndpoint<region>`),
   * for AWS KMS and Azure Key Vault with `requirePrivateNetworking: true`. It depends on the
   * encryption at rest, and follows its removal policy. An Azure endpoint's connection is then
   * approved on the key vault (`privateEndpointConnectionName`).
   * @param region Atlas name of the region of the endpoint, e.g. `US_EAST_1`
   * @param options the timeouts (3 hours each by default)
   */
  public addPrivateEndpoint(region: string, options: EncryptionAtRestPrivateEndpointOptions = {}): MongodbatlasEncryptionAtRestPrivateEndpoint {
    const p = new Problems();
    const v = this.variant;
    if (v === GCP) {
      p.add('addPrivateEndpoint', 'is not available for Google Cloud KMS: private endpoints for encryption at rest exist for AWS KMS and Azure Key Vault only.', {
        received: region, allowed: 'a private endpoint of EncryptionAtRest.aws or EncryptionAtRest.azure', fix: 'remove the addPrivateEndpoint call.',
      });
    } else if (this.requirePrivateNetworking !== true && !(this.requirePrivateNetworking !== undefined && !isKnown(this.requirePrivateNetworking))) {
      p.add('requirePrivateNetworking', 'is not true: a private endpoint for the key needs requirePrivateNetworking: true.', {
        received: this.requirePrivateNetworking,
        allowed: 'true',
        fix: `set requirePrivateNetworking: true in the props of EncryptionAtRest.${v.factory}(...), then add the endpoint.`,
      });
    }
    if (region === undefined || region === null || region === '') {
      p.add('region', 'is required.', { received: region, allowed: `the Atlas name of a region of ${v.words}, e.g. US_EAST_1`, fix: 'pass the region, e.g. addPrivateEndpoint(\'US_EAST_1\').' });
    } else if (isKnown(region) && this.endpointRegions.has(region)) {
      p.add('region', `already has a private endpoint (${this.endpointRegions.get(region)}).`, { received: region, allowed: 'one private endpoint per region', fix: 'add each region once.' });
    }
    const o = options ?? {};
    for (const k of ['createTimeout', 'deleteTimeout'] as const) {
      if (o[k] !== undefined && !(o[k] instanceof Duration)) {
        p.add(k, 'expected a Duration.', { received: o[k], allowed: 'a Duration, e.g. Duration.hours(3)', fix: `write ${k}: Duration.hours(n).` });
      }
    }
    throwIfProblems(this, p);

    // A region that is no string gets a numbered id; the L1 reports it (regionName).
    const id = typeof region === 'string' && isKnown(region) && /^[A-Za-z0-9_-]+$/.test(region) ? `PrivateEndpoint${region}` : `PrivateEndpoint${this.endpoints.length + 1}`;
    const endpoint = new MongodbatlasEncryptionAtRestPrivateEndpoint(this, id, {
      projectId: this.projectId,
      cloudProvider: v.provider,
      regionName: region,
      timeouts: {
        create: (o.createTimeout ?? ENDPOINT_TIMEOUT).toTerraformString(),
        delete: (o.deleteTimeout ?? ENDPOINT_TIMEOUT).toTerraformString(),
      },
      dependsOn: [this.resource],
    });
    retain(endpoint, this.removal.policy);
    this.endpoints.push(endpoint);
    if (isKnown(region)) this.endpointRegions.set(region, endpoint.node.path);
    return endpoint;
  }

  /** The private endpoints added with `addPrivateEndpoint`. */
  public get privateEndpoints(): MongodbatlasEncryptionAtRestPrivateEndpoint[] {
    return [...this.endpoints];
  }

  /**
   * Brings the project's existing encryption at rest under management (import id `<project_id>`).
   * Give the configuration Atlas has; the next plan shows what differs.
   */
  public importExisting(): void {
    this.resource.importFrom(this.projectId);
  }

  /** The removal policy this encryption at rest renders. */
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

/** `prevent_destroy` on a private endpoint for RETAIN, merged with the rest of its lifecycle. */
function retain(endpoint: MongodbatlasEncryptionAtRestPrivateEndpoint, policy: RemovalPolicy): void {
  const next = { ...endpoint.lifecycle, preventDestroy: policy === RemovalPolicy.RETAIN ? true : undefined };
  endpoint.lifecycle = Object.values(next).some((v) => v !== undefined) ? next : undefined;
}

/**
 * The one way Atlas reaches the key: a cloud provider access (`access`), its `roleId`, or the
 * variant's credentials. Returns the role id to render, if any.
 */
function checkCredentials(p: Problems, v: Variant, props: AnyProps): string | undefined {
  const given = (x: unknown) => x !== undefined && x !== null;
  const creds: Array<readonly [string, unknown]> = v === AWS ? [['accessKeyId', props.accessKeyId], ['secretAccessKey', props.secretAccessKey]]
    : v === AZURE ? [['clientId', props.clientId], ['secret', props.secret]]
      : [['serviceAccountKey', props.serviceAccountKey]];
  const forms: string[] = [];
  if (given(props.access)) forms.push('access');
  if (given(props.roleId)) forms.push('roleId');
  const credNames = creds.filter(([, x]) => given(x)).map(([n]) => n);
  if (credNames.length) forms.push(credNames[0]);

  if (forms.length === 0) {
    p.add('access', `is required (or roleId, or ${v.credentials}): Atlas needs a way to reach the key in ${v.words}.`, {
      received: undefined,
      allowed: `a CloudProviderAccess for ${v.provider}, a roleId, or ${v.credentials}`,
      fix: `pass access: CloudProviderAccess.${v.factory}(...), the role that Atlas uses to reach the key.`,
    });
  } else if (forms.length > 1) {
    // The received values are not shown: credentials are secrets.
    p.addRendered(forms[1], `cannot be set together with ${forms[0]}: Atlas reaches the key one way.`, `both ${forms[0]} and ${forms[1]}`, {
      allowed: `one of access, roleId, or ${v.credentials}`,
      fix: `keep ${forms[0] === 'access' || forms[1] === 'access' ? 'access' : 'roleId'} and remove the rest.`,
    });
  }
  // The credentials go together.
  if (credNames.length && credNames.length < creds.length) {
    const missing = creds.filter(([, x]) => !given(x)).map(([n]) => n);
    for (const m of missing) p.add(m, `is required with ${credNames.join(' and ')}.`, { received: undefined, allowed: `${v.credentials}, all set`, fix: `set ${m}, or use a role (access) instead.` });
  }
  if (v === AZURE && credNames.length && !given(props.tenantId)) {
    p.add('tenantId', 'is required with clientId and secret: it names the tenant of the application.', { received: undefined, allowed: 'the id of the Azure Active Directory tenant', fix: 'set tenantId, or use a role (access) instead.' });
  }

  const access = props.access;
  if (!given(access)) return props.roleId;
  // A construct: an object with the same keys (a JavaScript caller's look-alike) is not one.
  if (!Construct.isConstruct(access) || typeof (access as ICloudProviderAccess).roleId !== 'string') {
    p.add('access', 'expected a cloud provider access.', { received: access, allowed: 'a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes)', fix: 'pass the construct, not its id; or pass roleId.' });
    return undefined;
  }
  const a = access as ICloudProviderAccess;
  if (isKnown(a.provider) && a.provider !== v.provider) {
    p.addRendered('access', `is a ${a.provider} cloud provider access; ${v.words} needs ${v === GCP ? 'a' : 'an'} ${v.provider} one.`, `${a.node.path} (provider ${a.provider})`, {
      allowed: `a CloudProviderAccess with provider ${v.provider}`, fix: `pass the ${v.provider} access, e.g. CloudProviderAccess.${v.factory}(...).`,
    });
  }
  if (knownDifferent(a.projectId, props.projectId)) {
    p.addRendered('access', `belongs to project ${a.projectId}, not to project ${props.projectId}: a role serves its own project.`, `${a.node.path} (project ${a.projectId})`, {
      allowed: `a cloud provider access of project ${props.projectId}`, fix: 'pass the access of this project, or set projectId to the access\'s project.',
    });
  }
  return a.roleId;
}
