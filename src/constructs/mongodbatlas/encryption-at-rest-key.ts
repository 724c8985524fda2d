import type { ICloudProviderAccess } from './cloud-provider-access-ref';
import type { BoundKey } from './private/bindings';
import { OPTIONS } from './private/option-keys.generated';
import { OptionProblems } from './private/option-problems';
import type { ProjectBindContext } from './private/project-context';
import { addLiteralSecret, LITERAL_SECRET, sensitiveVariable } from './private/secrets';
import { bindOptions, describedAs, isConstruct, knownDifferent } from '../../core/l2';

/**
 * A key in AWS KMS (`EncryptionAtRestKey.awsKms`). Atlas reaches the key with a role: give
 * `access` (or the role's `roleId`). The access-key form (`accessKeyId`, `secretAccessKey`) still
 * exists, and warns.
 */
export interface AwsKmsKeyOptions {
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
   * AWS access key id. A secret: pass a token (a literal fails synth unless
   * `mongodbatlas:literal-secret` is acknowledged). Long-lived keys are discouraged (synth warns);
   * use a role.
   * @default - none
   */
  readonly accessKeyId?: string;
  /**
   * AWS secret access key, with `accessKeyId`. A secret: pass a token (a literal fails synth unless
   * `mongodbatlas:literal-secret` is acknowledged).
   * @default - none
   */
  readonly secretAccessKey?: string;
  /**
   * Id (or ARN) of the AWS KMS customer master key. A secret: pass a token (a literal fails synth
   * unless `mongodbatlas:literal-secret` is acknowledged).
   */
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
 * A key in Azure Key Vault (`EncryptionAtRestKey.azureKeyVault`). Atlas reaches the vault with a
 * cloud provider access role (`access` or `roleId`) or with an application's credentials
 * (`clientId`, `secret`, `tenantId`).
 */
export interface AzureKeyVaultKeyOptions {
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
   * Client id of the Azure application. A secret: pass a token (a literal fails synth unless
   * `mongodbatlas:literal-secret` is acknowledged).
   * @default - none
   */
  readonly clientId?: string;
  /**
   * Client secret of the Azure application, with `clientId`. A secret: pass a token (a literal
   * fails synth unless `mongodbatlas:literal-secret` is acknowledged).
   * @default - none
   */
  readonly secret?: string;
  /**
   * Id of the Azure Active Directory tenant; required with `clientId`. A secret: pass a token (a
   * literal fails synth unless `mongodbatlas:literal-secret` is acknowledged).
   * @default - none (a role's tenant)
   */
  readonly tenantId?: string;
  /**
   * Id of the Azure subscription that holds the key vault. A secret: pass a token (a literal fails
   * synth unless `mongodbatlas:literal-secret` is acknowledged).
   */
  readonly subscriptionId: string;
  /** Name of the resource group that holds the key vault. */
  readonly resourceGroupName: string;
  /** Name of the key vault. */
  readonly keyVaultName: string;
  /**
   * Web address of the key in the vault, with its version. A secret: pass a token (a literal fails
   * synth unless `mongodbatlas:literal-secret` is acknowledged).
   */
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
 * A key in Google Cloud KMS (`EncryptionAtRestKey.googleCloudKms`). Atlas reaches the key with a
 * cloud provider access role (`access` or `roleId`) or with a service account key.
 */
export interface GoogleCloudKmsKeyOptions {
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
   * variable (a literal fails synth unless `mongodbatlas:literal-secret` is acknowledged).
   * @default - none
   */
  readonly serviceAccountKey?: string;
  /**
   * Resource id of the key version, e.g.
   * `projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1`. A secret: pass a token (a
   * literal fails synth unless `mongodbatlas:literal-secret` is acknowledged).
   */
  readonly keyVersionResourceId: string;
}

/** What each factory renders and checks. */
interface KeyService {
  readonly provider: string;
  readonly factory: string;
  readonly words: string;
  /** The credentials other than a role, in props words, e.g. `accessKeyId with secretAccessKey`. */
  readonly credentials: string;
  readonly struct: 'AwsKmsKeyOptions' | 'AzureKeyVaultKeyOptions' | 'GoogleCloudKmsKeyOptions';
  /** The options the service requires, and what each is. */
  readonly needs: { readonly [option: string]: string };
  /** The options the provider marks sensitive. */
  readonly secrets: ReadonlyArray<keyof AnyOptions & string>;
}

const AWS: KeyService = {
  provider: 'AWS',
  factory: 'awsKms',
  words: 'AWS KMS',
  credentials: 'accessKeyId with secretAccessKey',
  struct: 'AwsKmsKeyOptions',
  needs: { customerMasterKeyId: 'the id or ARN of the AWS KMS key', region: 'the Atlas name of the key\'s AWS region, e.g. US_EAST_1' },
  secrets: ['accessKeyId', 'secretAccessKey', 'customerMasterKeyId'],
};
const AZURE: KeyService = {
  provider: 'AZURE',
  factory: 'azureKeyVault',
  words: 'Azure Key Vault',
  credentials: 'clientId with secret and tenantId',
  struct: 'AzureKeyVaultKeyOptions',
  needs: {
    subscriptionId: 'the id of the Azure subscription of the key vault',
    resourceGroupName: 'the name of the resource group of the key vault',
    keyVaultName: 'the name of the key vault',
    keyIdentifier: 'the web address of the key, with its version',
  },
  secrets: ['clientId', 'secret', 'tenantId', 'subscriptionId', 'keyIdentifier'],
};
const GCP: KeyService = {
  provider: 'GCP',
  factory: 'googleCloudKms',
  words: 'Google Cloud KMS',
  credentials: 'serviceAccountKey',
  struct: 'GoogleCloudKmsKeyOptions',
  needs: { keyVersionResourceId: 'the resource id of the key version in Google Cloud KMS' },
  secrets: ['serviceAccountKey', 'keyVersionResourceId'],
};

/** The options of any factory, as a JavaScript caller may pass them. */
type AnyOptions = AwsKmsKeyOptions & AzureKeyVaultKeyOptions & GoogleCloudKmsKeyOptions;

/**
 * The customer key that encrypts a project's data at rest, and how Atlas reaches it: AWS KMS, Azure
 * Key Vault or Google Cloud KMS. Each factory takes what its service needs; the options are checked
 * when `EncryptionAtRest` takes the key, with its construct path.
 *
 * Atlas reaches the key with a cloud provider access role (`access`, a `CloudProviderAccess`, or
 * its `roleId`); the older credential forms exist (AWS access keys warn
 * `mongodbatlas:encryption-access-keys`). The options the provider marks sensitive (the key ids and
 * the credentials: "A secret" below) take tokens, e.g. a sensitive `TerraformVariable`'s
 * `stringValue`: a literal fails synth (`mongodbatlas:literal-secret`) unless acknowledged.
 */
export abstract class EncryptionAtRestKey {
  /**
   * A key in AWS KMS.
   * @param options the key, its region, and the role (or access keys) Atlas uses
   */
  public static awsKms(options: AwsKmsKeyOptions): EncryptionAtRestKey {
    return new Key(AWS, options);
  }

  /**
   * A key in Azure Key Vault.
   * @param options the vault, the key, and the role (or application credentials) Atlas uses
   */
  public static azureKeyVault(options: AzureKeyVaultKeyOptions): EncryptionAtRestKey {
    return new Key(AZURE, options);
  }

  /**
   * A key in Google Cloud KMS.
   * @param options the key version, and the role (or service account key) Atlas uses
   */
  public static googleCloudKms(options: GoogleCloudKmsKeyOptions): EncryptionAtRestKey {
    return new Key(GCP, options);
  }

  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  public abstract readonly provider: string;
  /** The service in words, e.g. `AWS KMS`. */
  public abstract readonly serviceName: string;

  /**
   * @internal Checks the options (their problems go to `ctx`, under `field`, where the encryption
   * at rest took the key; the role must be of the project of `ctx`) and says what the encryption at
   * rest renders.
   */
  public abstract _bind(ctx: ProjectBindContext, field: string): BoundKey;
}

/** A key of one service, with the options its factory recorded. */
class Key extends EncryptionAtRestKey {
  public readonly provider: string;
  public readonly serviceName: string;

  constructor(private readonly service: KeyService, private readonly options: object) {
    super();
    this.provider = service.provider;
    this.serviceName = service.words;
  }

  public _bind(ctx: ProjectBindContext, field: string): BoundKey {
    const v = this.service;
    // `enabled` is no option of a key: refused like any unknown key (the EncryptionAtRest renders
    // enabled: true; to disable encryption at rest, remove the construct).
    const o = bindOptions(ctx, OPTIONS, this.options as AnyOptions, v.struct, field, `EncryptionAtRestKey.${v.factory}`);
    const p = new OptionProblems(field);
    const roleId = checkCredentials(p, v, o, ctx.projectId);
    p.required(o, Object.keys(v.needs) as Array<keyof AnyOptions & string>, v.needs);
    p.report(ctx);
    // Product policy: a literal in a field the provider marks sensitive fails synth unless acknowledged.
    for (const name of v.secrets) {
      const option = name.charAt(0).toUpperCase() + name.slice(1);
      addLiteralSecret(ctx.literalSecrets, `${field}.${name}`, o[name], `EncryptionAtRestKey.${v.factory}({ ..., ${name}: ${sensitiveVariable(option)} })`, LITERAL_SECRET);
    }
    if (v === AWS) {
      if (o.accessKeyId !== undefined || o.secretAccessKey !== undefined) {
        ctx.warn('mongodbatlas:encryption-access-keys', 'accessKeyId and secretAccessKey give Atlas long-lived AWS credentials, which are kept in the Terraform state. '
          + 'Prefer a role: pass access (a CloudProviderAccess made with CloudAccessProvider.aws()) or its roleId, and allow the IAM role to use the key.');
      }
      return {
        awsKmsConfig: {
          enabled: true,
          customerMasterKeyId: o.customerMasterKeyId,
          region: o.region,
          roleId,
          accessKeyId: o.accessKeyId,
          secretAccessKey: o.secretAccessKey,
          requirePrivateNetworking: o.requirePrivateNetworking,
        },
        requirePrivateNetworking: o.requirePrivateNetworking,
      };
    }
    if (v === AZURE) {
      return {
        azureKeyVaultConfig: {
          enabled: true,
          azureEnvironment: o.azureEnvironment ?? 'AZURE',
          subscriptionId: o.subscriptionId,
          resourceGroupName: o.resourceGroupName,
          keyVaultName: o.keyVaultName,
          keyIdentifier: o.keyIdentifier,
          roleId,
          clientId: o.clientId,
          secret: o.secret,
          tenantId: o.tenantId,
          requirePrivateNetworking: o.requirePrivateNetworking,
        },
        requirePrivateNetworking: o.requirePrivateNetworking,
      };
    }
    return { googleCloudKmsConfig: { enabled: true, keyVersionResourceId: o.keyVersionResourceId, roleId, serviceAccountKey: o.serviceAccountKey } };
  }
}
describedAs(Key, 'EncryptionAtRestKey');

/**
 * The one way Atlas reaches the key: a cloud provider access (`access`), its `roleId`, or the
 * variant's credentials. Returns the role id to render, if any.
 */
function checkCredentials(p: OptionProblems, v: KeyService, props: AnyOptions, projectId: string): string | undefined {
  const given = (x: unknown) => x !== undefined && x !== null;
  const creds: Array<readonly [string, unknown]> = v === AWS ? [['accessKeyId', props.accessKeyId], ['secretAccessKey', props.secretAccessKey]]
    : v === AZURE ? [['clientId', props.clientId], ['secret', props.secret]]
      : [['serviceAccountKey', props.serviceAccountKey]];
  const forms: string[] = [];
  if (given(props.access)) forms.push('access');
  if (given(props.roleId)) forms.push('roleId');
  const credNames = creds.filter(([, x]) => given(x)).map(([n]) => n);
  if (credNames.length) forms.push(credNames[0]);

  // enforcedBy: tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: AWSKMSConfiguration,
  // AzureKeyVault ("To use ..., MongoDB Cloud requires all the fields"): a role, or the credentials
  // together (and Azure's tenantId with them).
  if (forms.length === 0) {
    p.add('access', `is required (or roleId, or ${v.credentials}): Atlas needs a way to reach the key in ${v.words}.`, {
      id: 'mongodbatlas:encryption-key-access-required',
      received: undefined,
      allowed: `a CloudProviderAccess for ${v.provider}, a roleId, or ${v.credentials}`,
      fix: `pass access: a CloudProviderAccess with CloudAccessProvider.${v.provider.toLowerCase()}(...), the role that Atlas uses to reach the key.`,
    });
  } else if (forms.length > 1) {
    // The received values are not shown: credentials are secrets. access and roleId together:
    // the construct's contract (it renders one role id). A role with the credentials: enforcedBy
    // internal/common/validate/aws_kms_config_validator.go: AwsKmsConfigValidator for AWS; for
    // Azure and Google Cloud only the documentation has one way or the other, so it warns.
    const both = `both ${forms[0]} and ${forms[1]}`;
    const parts = { id: 'mongodbatlas:encryption-key-access-once', allowed: `one of access, roleId, or ${v.credentials}`, fix: `keep ${forms[0] === 'access' || forms[1] === 'access' ? 'access' : 'roleId'} and remove the rest.` };
    if (v === AWS || forms[1] === 'roleId') {
      p.addRendered(forms[1], `cannot be set together with ${forms[0]}: Atlas reaches the key one way.`, both, parts);
    } else {
      p.adviceOf('mongodbatlas:encryption-role-and-credentials').addRendered(forms[1],
        `is set together with ${forms[0]}: the provider documents one way for Atlas to reach the key, a role or ${v.credentials}.`, both, { ...parts, id: 'mongodbatlas:encryption-role-and-credentials' });
    }
  }
  // The credentials go together.
  if (credNames.length && credNames.length < creds.length) {
    const missing = creds.filter(([, x]) => !given(x)).map(([n]) => n);
    for (const m of missing) p.add(m, `is required with ${credNames.join(' and ')}.`, { id: 'mongodbatlas:encryption-key-credentials-together', received: undefined, allowed: `${v.credentials}, all set`, fix: `set ${m}, or use a role (access) instead.` });
  }
  if (v === AZURE && credNames.length && !given(props.tenantId)) {
    p.add('tenantId', 'is required with clientId and secret: it names the tenant of the application.', { id: 'mongodbatlas:encryption-key-tenant-required', received: undefined, allowed: 'the id of the Azure Active Directory tenant', fix: 'set tenantId, or use a role (access) instead.' });
  }

  // The construct's consistency: a role serves the provider and the project it was made for (Atlas
  // refuses another at apply, as a role it does not know).
  const access = props.access;
  if (!given(access)) return props.roleId;
  // A construct: an object with the same keys (a JavaScript caller's look-alike) is not one.
  if (!isConstruct(access) || typeof (access as ICloudProviderAccess).roleId !== 'string') {
    p.add('access', 'expected a cloud provider access.', { id: 'mongodbatlas:encryption-key-access-construct', received: access, allowed: 'a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes)', fix: 'pass the construct, not its id; or pass roleId.' });
    return undefined;
  }
  const a = access as ICloudProviderAccess;
  if (typeof a.provider === 'string' && a.provider !== v.provider) {
    p.addRendered('access', `is a ${a.provider} cloud provider access; ${v.words} needs ${v === GCP ? 'a' : 'an'} ${v.provider} one.`, `${a.node.path} (provider ${a.provider})`, {
      id: 'mongodbatlas:encryption-key-access-provider',
      allowed: `a CloudProviderAccess with provider ${v.provider}`,
      fix: `pass the ${v.provider} access, e.g. one made with CloudAccessProvider.${v.provider.toLowerCase()}(...).`,
    });
  }
  if (knownDifferent(a.projectId, projectId)) {
    p.addRendered('access', `belongs to project ${a.projectId}, not to project ${projectId}: a role serves its own project.`, `${a.node.path} (project ${a.projectId})`, {
      id: 'mongodbatlas:encryption-key-access-project',
      allowed: `a cloud provider access of project ${projectId}`,
      fix: 'pass the access of this project, or set projectId to the access\'s project.',
    });
  }
  return a.roleId;
}
