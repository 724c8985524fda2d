import { EncryptionAtRestKey } from './encryption-at-rest-key';
import type { EncryptionAtRestAttributes, IEncryptionAtRest } from './encryption-at-rest-ref';
import { encryptionsOf, registerEncryption } from './private/encryption-registry';
import { OPTIONS } from './private/option-keys.generated';
import { ProjectBindContext } from './private/project-context';
import { LITERAL_SECRET, reportLiteralSecrets } from './private/secrets';
import { advise, Construct, describedAs, Duration, durationOf, instanceOf, isKnown, ItemType, memberOf, oneOf, Problems, RemovalPolicy, setInput, StatefulConstruct, throwIfProblems, validateAtSynth } from '../../core/l2';
import { KEY_MANAGEMENT_PROVIDERS } from '../../facts/mongodbatlas/atlas';
import { regionSpelling } from '../../facts/mongodbatlas/region-name';
import { MongodbatlasEncryptionAtRest } from '../../generated/mongodbatlas/encryption-at-rest';
import { MongodbatlasEncryptionAtRestPrivateEndpoint } from '../../generated/mongodbatlas/encryption-at-rest-private-endpoint';

/**
 * Properties of a project's encryption at rest.
 */
export interface EncryptionAtRestProps {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * The customer key and how Atlas reaches it: `EncryptionAtRestKey.awsKms({ ... })`,
   * `.azureKeyVault({ ... })` or `.googleCloudKms({ ... })`.
   */
  readonly key: EncryptionAtRestKey;
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

/** The default timeouts of a private endpoint (provider docs: 3h each). */
const ENDPOINT_TIMEOUT = Duration.hours(3);

const KEY: ItemType<EncryptionAtRestKey> = {
  name: 'EncryptionAtRestKey',
  example: 'EncryptionAtRestKey.awsKms({ customerMasterKeyId, region, access })',
  is: (x): x is EncryptionAtRestKey => x instanceof EncryptionAtRestKey,
};

/**
 * Encryption at rest with customer key management for an Atlas project
 * (`mongodbatlas_encryption_at_rest`, construct id `Default`): Atlas encrypts the data of the
 * project's clusters with your key in AWS KMS, Azure Key Vault or Google Cloud KMS (`key`:
 * `EncryptionAtRestKey.awsKms`, `.azureKeyVault` or `.googleCloudKms`).
 *
 * - Atlas reaches the key with a cloud provider access role (`access`, a `CloudProviderAccess`,
 *   or its `roleId`); the older credential forms exist (AWS access keys warn
 *   `mongodbatlas:encryption-access-keys`). The fields the provider marks sensitive (the key ids,
 *   the credentials) take tokens: a literal fails synth (`mongodbatlas:literal-secret`) unless
 *   acknowledged (`Checks.of(scope).acknowledge('mongodbatlas:literal-secret', reason)`, then it
 *   warns with the reason).
 * - It renders `enabled: true`. The provider documents that `enabled: false` can leave encryption
 *   at rest in an inconsistent state: a JavaScript caller's `enabled: false` is rendered and warns
 *   (`rule:mongodbatlas_encryption_at_rest/disable-by-removing`); to disable encryption at rest,
 *   remove the construct.
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
 * @resource mongodbatlas_encryption_at_rest_private_endpoint
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/encryption_at_rest
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/encryption_at_rest_private_endpoint
 */
export class EncryptionAtRest extends StatefulConstruct implements IEncryptionAtRest {
  /**
   * Refers to an existing encryption at rest by its project and key service, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and the key management service
   */
  public static fromEncryptionAtRestAttributes(scope: Construct, id: string, attrs: EncryptionAtRestAttributes): IEncryptionAtRest {
    return new ImportedEncryptionAtRest(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasEncryptionAtRest;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  public readonly provider: string;
  private readonly key: EncryptionAtRestKey;
  private readonly requirePrivateNetworking?: boolean;
  private readonly endpoints: MongodbatlasEncryptionAtRestPrivateEndpoint[] = [];
  private readonly endpointRegions = new Map<string, string>();

  constructor(scope: Construct, id: string, props: EncryptionAtRestProps) {
    super(scope, id);
    const all = props as EncryptionAtRestProps & { enabled?: unknown };
    // A JavaScript caller's `enabled` (no prop of the struct): false is rendered into the key's
    // config, where the L1's type rule disable-by-removing warns (documented only); true is what
    // the construct renders anyway.
    OPTIONS.props(this, all?.enabled === undefined ? props : (() => { const { enabled: _e, ...rest } = all; return rest as EncryptionAtRestProps; })(), 'EncryptionAtRestProps');
    const ctx = new ProjectBindContext(this, props.projectId);
    ctx.problems.required(props, ['projectId', 'key'], { projectId: 'the id of the Atlas project', key: 'the customer key, e.g. EncryptionAtRestKey.awsKms({ ... })' });
    const bound = instanceOf(ctx.problems, 'key', props.key, KEY)?._bind(ctx, 'key');
    throwIfProblems(this, ctx.problems);
    this.projectId = props.projectId;
    this.key = props.key;
    this.provider = props.key.provider;
    this.requirePrivateNetworking = bound!.requirePrivateNetworking;

    const { requirePrivateNetworking: _r, ...config } = bound!;
    const off = <T extends object>(c: T | undefined): T | undefined => (c && all.enabled === false ? { ...c, enabled: false } : c);
    this.resource = new MongodbatlasEncryptionAtRest(this, 'Default', {
      projectId: props.projectId,
      enabledForSearchNodes: props.enabledForSearchNodes,
    });
    // Quiet: a literal secret of the key is this construct's error (mongodbatlas:literal-secret,
    // unless acknowledged), not also the L1's literal-secret warning.
    const configs = {
      awsKmsConfig: off(config.awsKmsConfig),
      azureKeyVaultConfig: off(config.azureKeyVaultConfig),
      googleCloudKmsConfig: off(config.googleCloudKmsConfig),
    };
    for (const [name, value] of Object.entries(configs)) if (value) setInput(this.resource, name, value, { quiet: true });
    reportLiteralSecrets(this, LITERAL_SECRET, ctx.literalSecrets);
    this._initRemoval(props.removalPolicy, RemovalPolicy.RETAIN, () => [this.resource, ...this.endpoints]);
    registerEncryption({ scope: this, projectId: this.projectId, provider: this.provider, resource: this.resource });

    validateAtSynth(this, () => {
      const own = new Problems();
      const others = encryptionsOf(this, this.projectId).filter((r) => r.scope !== this);
      if (others.length) {
        own.add('projectId', `already has encryption at rest in this app (${others.map((r) => r.scope.node.path).join(', ')}); a project has one encryption-at-rest configuration.`, {
          id: 'mongodbatlas:encryption-at-rest-twice',
          received: this.projectId,
          allowed: 'one EncryptionAtRest per project',
          fix: 'keep one EncryptionAtRest for the project: each would overwrite the other\'s configuration, and removing one disables encryption at rest for the project.',
        });
      }
      return own.list;
    }, this.resource);
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
    const words = this.key.serviceName;
    const advice = new Problems();
    if (this.provider === 'GCP') {
      // enforcedBy: tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: EARPrivateEndpoint
      // (cloudProvider AZURE or AWS, and their regions).
      p.add('addPrivateEndpoint', 'is not available for Google Cloud KMS: private endpoints for encryption at rest exist for AWS KMS and Azure Key Vault only.', {
        id: 'mongodbatlas:private-endpoint-gcp',
        received: region,
        allowed: 'a private endpoint of encryption at rest with EncryptionAtRestKey.awsKms or EncryptionAtRestKey.azureKeyVault',
        fix: 'remove the addPrivateEndpoint call.',
      });
    } else if (this.requirePrivateNetworking !== true && !(this.requirePrivateNetworking !== undefined && !isKnown(this.requirePrivateNetworking))) {
      // Documented only (docs/resources/encryption_at_rest_private_endpoint.md: a prerequisite): a warning.
      advice.add('key.requirePrivateNetworking', 'is not true: the provider documents requirePrivateNetworking: true as a prerequisite of a private endpoint for the key.', {
        id: 'mongodbatlas:private-endpoint-without-private-networking',
        received: this.requirePrivateNetworking,
        allowed: 'true',
        fix: 'set requirePrivateNetworking: true in the options of the key, then add the endpoint.',
      });
    }
    // enforcedBy: the schema (region_name, required), and the API's EARPrivateEndpoint.regionName
    // (an enum of Atlas region names, none in the cloud provider's spelling; one endpoint per region).
    const spelling = regionSpelling(region, 'region');
    if (region === undefined || region === null || region === '') {
      p.add('region', 'is required.', { id: 'mongodbatlas:private-endpoint-region-missing', received: region, allowed: `the Atlas name of a region of ${words}, e.g. US_EAST_1`, fix: 'pass the region, e.g. addPrivateEndpoint(\'US_EAST_1\').' });
    } else if (spelling) {
      p.add('region', spelling.problem, { id: 'mongodbatlas:region-spelling', received: region, allowed: spelling.allowed, fix: spelling.fix.replace(/^set region to (.*)\.$/, 'pass $1: addPrivateEndpoint($1).') });
    } else if (isKnown(region) && this.endpointRegions.has(region)) {
      p.add('region', `already has a private endpoint (${this.endpointRegions.get(region)}).`, { id: 'mongodbatlas:private-endpoint-twice', received: region, allowed: 'one private endpoint per region', fix: 'add each region once.' });
    }
    const o = options ?? {};
    OPTIONS.check(p, o, 'EncryptionAtRestPrivateEndpointOptions');
    const createTimeout = durationOf(p, 'createTimeout', o.createTimeout, 'Duration.hours(3)');
    const deleteTimeout = durationOf(p, 'deleteTimeout', o.deleteTimeout, 'Duration.hours(3)');
    throwIfProblems(this, p);
    advise(this, 'mongodbatlas:private-endpoint-without-private-networking', advice);

    // A region that is no string gets a numbered id; the L1 reports it (regionName).
    const id = typeof region === 'string' && isKnown(region) && /^[A-Za-z0-9_-]+$/.test(region) ? `PrivateEndpoint${region}` : `PrivateEndpoint${this.endpoints.length + 1}`;
    const endpoint = new MongodbatlasEncryptionAtRestPrivateEndpoint(this, id, {
      projectId: this.projectId,
      cloudProvider: this.provider,
      regionName: region,
      timeouts: {
        create: (createTimeout ?? ENDPOINT_TIMEOUT).toTerraformString(),
        delete: (deleteTimeout ?? ENDPOINT_TIMEOUT).toTerraformString(),
      },
      dependsOn: [this.resource],
    });
    this.endpoints.push(endpoint);
    this._renderRemoval();
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
}

/**
 * An existing encryption at rest known by its attributes (nothing is read from Atlas): what
 * `EncryptionAtRest.fromEncryptionAtRestAttributes` returns.
 */
class ImportedEncryptionAtRest extends Construct implements IEncryptionAtRest {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  public readonly provider: string;

  constructor(scope: Construct, id: string, attrs: EncryptionAtRestAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'EncryptionAtRestAttributes');
    const p = new Problems();
    const allowed = { projectId: 'the id of the Atlas project', provider: oneOf(KEY_MANAGEMENT_PROVIDERS) };
    // The provider is checked against its list below.
    p.requiredStrings(attrs, ['projectId'], allowed);
    p.required(attrs, ['provider'], allowed);
    memberOf(p, 'provider', attrs.provider, { values: KEY_MANAGEMENT_PROVIDERS }, {
      problem: 'is not a key management service of encryption at rest.', fix: 'use EncryptionAtRestProvider.AWS, .AZURE or .GCP.',
    });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.provider = attrs.provider;
  }
}
describedAs(ImportedEncryptionAtRest, 'IEncryptionAtRest');
