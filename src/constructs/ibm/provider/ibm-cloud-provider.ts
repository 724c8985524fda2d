import { IbmCloudAuth } from './ibm-cloud-auth';
import {
  BindContext, Construct, Duration, errorUnlessAcknowledged, idOf, isKnown, isUnresolved, memberOf, Problems, providerAliasOf, setInput,
  throwIfProblems, warn,
  wholeDurationOf, wholeNumberOf,
} from '../../../core/l2/index';
import { IbmProvider } from '../../../generated/ibm/provider/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Which service endpoints the provider calls (`visibility`). */
export enum Visibility {
  /** The public endpoints (the provider's default). */
  PUBLIC = 'public',
  /** The private endpoints only; a service without one fails (a VRF-enabled account is needed from classic infrastructure). */
  PRIVATE = 'private',
  /** The private endpoints where a service has one, else the public ones. */
  PUBLIC_AND_PRIVATE = 'public-and-private',
}

/** The kind of private endpoint the provider calls with private visibility (`private_endpoint_type`). */
export enum PrivateEndpointType {
  /** Virtual Private Endpoints (without it, the provider calls the cloud service endpoints, CSE). */
  VPE = 'vpe',
}

/** Properties of `IbmCloudProvider.configure`. */
export interface IbmCloudProviderProps {
  /**
   * How the provider authenticates: `IbmCloudAuth.apiKey`, `iamToken`, `trustedProfile`,
   * `trustedProfileName` or `fromEnvironment`.
   */
  readonly auth: IbmCloudAuth;
  /**
   * The IBM Cloud region, e.g. `us-south`. For App Configuration it must be the instance's region:
   * every call goes to `https://<region>.apprapp.cloud.ibm.com`.
   */
  readonly region: string;
  /**
   * The zone of the region, e.g. `us-south-1` (Power Systems resources).
   * @default - none, or IC_ZONE
   */
  readonly zone?: string;
  /**
   * The id of the default resource group.
   * @default - none, or IC_RESOURCE_GROUP
   */
  readonly resourceGroup?: string;
  /**
   * Which service endpoints the provider calls. The App Configuration calls do not follow it: they
   * go to the region's public URL (or IBMCLOUD_APP_CONFIG_API_ENDPOINT).
   * @default - the provider's: Visibility.PUBLIC, or IC_VISIBILITY
   */
  readonly visibility?: Visibility;
  /**
   * The kind of private endpoint, with `Visibility.PRIVATE` or `PUBLIC_AND_PRIVATE`.
   * @default - the cloud service endpoints (CSE)
   */
  readonly privateEndpointType?: PrivateEndpointType;
  /**
   * How many times an API call that failed (a network error, a rate limit) is retried: a whole
   * number, at least 1 (the provider takes 0 as unset).
   * @default - the provider's: 10, or MAX_RETRIES
   */
  readonly maxRetries?: number;
  /**
   * How long an IBM Cloud API call may take (whole seconds, at least 1: the provider takes 0 as unset).
   * @default - the provider's: 60 seconds, or IC_TIMEOUT
   */
  readonly timeout?: Duration;
  /**
   * The path of a JSON file that maps services and regions to their private and public endpoints.
   * @default - the built-in endpoints, or IC_ENDPOINTS_FILE_PATH
   */
  readonly endpointsFilePath?: string;
  /**
   * The alias of this configuration, for several configurations of the provider in one stack.
   * @default - the default configuration
   */
  readonly alias?: string;
}

const SECRET_VARIABLE = (name: string) => `new TerraformVariable(this, '${name}', { type: 'string', sensitive: true }).stringValue`;

/** An argument the provider deprecates: its L1 and Terraform names, what to use instead, how to move. */
interface Deprecated {
  readonly keys: readonly string[];
  readonly tf: string;
  readonly sensitive?: boolean;
  readonly instead: string;
  readonly fix: (v: unknown) => string;
}

/** Whether `v` can be written back as a literal in a fix (a number, or a string that is no token). */
const printable = (v: unknown): v is string | number => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && isKnown(v));
const classic = (key: string, tf: string): Deprecated => ({
  keys: [key, `softlayer_${tf}`],
  tf: `softlayer_${tf}`,
  sensitive: tf === 'api_key',
  instead: `iaas_classic_${tf} (classic infrastructure, which IbmCloudProvider does not configure)`,
  fix: (v) => `remove ${key}, and set iaas_classic_${tf} on the configuration configure returns: `
    + `provider.addOverride('iaas_classic_${tf}', ${tf === 'api_key' ? SECRET_VARIABLE('iaasClassicApiKey') : printable(v) ? JSON.stringify(v) : tf === 'timeout' ? '60' : `new TerraformVariable(this, 'iaasClassic${tf === 'username' ? 'Username' : 'EndpointUrl'}', { type: 'string' }).stringValue`}).`,
});

/** The deprecated arguments of provider.go (Provider, v2.5.0): passed on, each with a warning that names its replacement. */
const DEPRECATED: readonly Deprecated[] = [
  {
    keys: ['bluemixApiKey', 'bluemix_api_key'],
    tf: 'bluemix_api_key',
    sensitive: true,
    instead: 'auth: IbmCloudAuth.apiKey (ibmcloud_api_key)',
    fix: () => `remove bluemixApiKey, and write auth: IbmCloudAuth.apiKey(${SECRET_VARIABLE('ibmcloudApiKey')}).`,
  },
  {
    keys: ['bluemixTimeout', 'bluemix_timeout'],
    tf: 'bluemix_timeout',
    instead: 'timeout (ibmcloud_timeout)',
    fix: (v) => `remove bluemixTimeout, and write timeout: Duration.seconds(${typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 60}).`,
  },
  classic('softlayerApiKey', 'api_key'),
  classic('softlayerUsername', 'username'),
  classic('softlayerEndpointUrl', 'endpoint_url'),
  classic('softlayerTimeout', 'timeout'),
  { keys: ['functionNamespace', 'function_namespace'], tf: 'function_namespace', instead: 'nothing (the provider deprecates it without a replacement)', fix: () => 'remove functionNamespace.' },
  { keys: ['generation'], tf: 'generation', instead: 'nothing (provider 2.x reads it nowhere)', fix: () => 'remove generation.' },
  { keys: ['riaasEndpoint', 'riaas_endpoint'], tf: 'riaas_endpoint', instead: 'nothing (its replacement, generation, is deprecated too)', fix: () => 'remove riaasEndpoint.' },
];

/**
 * The configuration of the IBM Cloud provider (`IBM-Cloud/ibm`) in the L2s' words: one way to
 * authenticate (`IbmCloudAuth`), the region every App Configuration call goes to, the timeout as a
 * Duration, and the provider's deprecated arguments passed on with a warning that names their replacement.
 *
 * ```ts
 * const apiKey = new TerraformVariable(this, 'ibmcloudApiKey', { type: 'string', sensitive: true });
 * IbmCloudProvider.configure(this, 'Ibm', {
 *   auth: IbmCloudAuth.apiKey(apiKey.stringValue),
 *   region: 'us-south',
 *   timeout: Duration.seconds(120),
 * });
 * ```
 *
 * It returns the L1 `IbmProvider` (the construct `id` under `scope`), for overrides. A literal API
 * key, IAM token or refresh token is an error at synth unless acknowledged
 * (`Checks.of(scope).acknowledge('ibm:literal-credential', reason)`).
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs
 */
export class IbmCloudProvider {
  /**
   * Configures the IBM Cloud provider in `scope`.
   * @param scope the scope (a stack, or a construct in it)
   * @param id the construct id of the provider configuration
   * @param props how it authenticates, its region, endpoints and timeouts
   */
  public static configure(scope: Construct, id: string, props: IbmCloudProviderProps): IbmProvider {
    const given: unknown = props;
    const isObject = given !== null && typeof given === 'object';
    const alias = isObject && typeof props.alias === 'string' ? props.alias : undefined;
    const provider = new IbmProvider(scope, id, alias !== undefined ? { alias } : {});
    const fail = (p: Problems) => {
      if (!p.length) return;
      scope.node.tryRemoveChild(id);
      throwIfProblems(provider, p);
    };
    const p = new Problems();
    // A JavaScript caller's deprecated arguments: the provider 2.5 still takes them, so they are
    // passed on, each with a warning that names its replacement (not checked as options).
    const deprecated: Array<{ key: string; value: unknown; d: Deprecated }> = [];
    if (isObject) {
      const record = given as Record<string, unknown>;
      for (const d of DEPRECATED) for (const key of d.keys.filter((k) => k in record)) deprecated.push({ key, value: record[key], d });
    }
    const options = deprecated.length
      ? Object.fromEntries(Object.entries(given as object).filter(([k]) => !deprecated.some((x) => x.key === k))) as IbmCloudProviderProps
      : props;
    try {
      OPTIONS.props(provider, options, 'IbmCloudProviderProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const ctx = new BindContext(provider, p);
    p.required(props, ['auth'], { auth: 'IbmCloudAuth.apiKey(key), iamToken, trustedProfile, trustedProfileName or fromEnvironment' });
    const region = idOf(p, 'region', props.region, 'an IBM Cloud region, e.g. us-south');
    p.strings(props, { zone: 'a zone of the region, e.g. us-south-1', resourceGroup: 'the id of a resource group', endpointsFilePath: 'the path of an endpoints file', alias: 'the alias of the configuration' });
    providerAliasOf(p, 'alias', props.alias);
    let auth;
    if (props.auth !== undefined && props.auth !== null) {
      if (props.auth instanceof IbmCloudAuth) {
        auth = props.auth._bind(ctx, 'auth');
      } else {
        p.add('auth', 'expected an IbmCloudAuth.', {
          id: 'l2:expected-variant', received: props.auth, allowed: 'IbmCloudAuth.apiKey, iamToken, trustedProfile, trustedProfileName or fromEnvironment', fix: 'write auth: IbmCloudAuth.fromEnvironment(), or another IbmCloudAuth.',
        });
      }
    }
    const visibility = memberOf(p, 'visibility', props.visibility, { values: Visibility, enumName: 'Visibility' });
    const endpointType = memberOf(p, 'privateEndpointType', props.privateEndpointType, { values: PrivateEndpointType, enumName: 'PrivateEndpointType' });
    const retries = wholeNumberOf(p, 'maxRetries', props.maxRetries);
    if (typeof retries === 'number' && isKnown(retries) && retries < 1) {
      const taken = retries === 0 ? 'a count of 0 as unset and retries 10 times' : 'no negative count: its API clients retry as many times as their own default';
      p.add('maxRetries', `is ${retries}: the provider takes ${taken}.`, {
        id: 'ibm:provider-max-retries', received: retries, allowed: 'a whole number, 1 or more', fix: 'set maxRetries: 1 or more, or remove it (10 retries).',
      });
    }
    const timeout = wholeDurationOf(p, 'timeout', props.timeout, { unit: 'seconds', example: 'Duration.seconds(60)' });
    if (timeout !== undefined && timeout < 1) {
      p.addRendered('timeout', 'is below 1 second: the provider takes 0 as unset (60 seconds).', (props.timeout as Duration).toString(), {
        id: 'ibm:provider-timeout', allowed: 'at least 1 second', fix: 'set timeout: Duration.seconds(1) or more, or remove it (60 seconds).',
      });
    }
    fail(p);
    if (endpointType !== undefined && visibility === Visibility.PUBLIC) {
      warn(provider, 'ibm:provider-endpoint-type-public', `privateEndpointType is ${endpointType} with Visibility.PUBLIC: the provider calls private endpoints only with Visibility.PRIVATE or PUBLIC_AND_PRIVATE (its documentation). `
        + 'Fix: set visibility: Visibility.PRIVATE, or remove privateEndpointType.');
    }
    const set = (input: string, v: unknown) => {
      if (v !== undefined && v !== null) setInput(provider, input, v);
    };
    Object.entries(auth!.inputs).forEach(([input, v]) => set(input, v));
    set('region', region);
    set('zone', props.zone);
    set('resourceGroup', props.resourceGroup);
    set('visibility', visibility);
    set('privateEndpointType', endpointType);
    set('maxRetries', retries);
    set('ibmcloudTimeout', timeout);
    set('endpointsFilePath', props.endpointsFilePath);
    for (const { key, value, d } of deprecated) {
      if (value === undefined || value === null) continue;
      warn(provider, 'ibm:provider-deprecated-argument', `${key}: is the provider's deprecated ${d.tf}: use ${d.instead}. Fix: ${d.fix(d.sensitive ? undefined : value)}`);
      setInput(provider, d.tf.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value, { quiet: true });
    }
    // Quiet: a literal secret is this L2's error (unless acknowledged), not also the L1's warning.
    auth!.secrets.forEach((s) => setInput(provider, s.input, s.value, { quiet: true }));
    // A literal to Terraform: no token and no reference (a directive alone, `%{ if ... }`, renders text).
    const secrets = [
      ...auth!.secrets,
      ...deprecated.filter((x) => x.d.sensitive && typeof x.value === 'string').map((x) => ({ field: x.key, value: x.value as string })),
    ];
    const literals = secrets.filter((s) => !isUnresolved(s.value) && !s.value.includes('${'));
    if (literals.length) {
      errorUnlessAcknowledged(provider, 'ibm:literal-credential', () => {
        const own = new Problems();
        for (const s of literals) {
          own.add(s.field, 'is a literal secret: it would be stored in the Terraform configuration.', {
            id: 'ibm:literal-credential',
            received: s.value,
            sensitive: true,
            allowed: 'a reference: a sensitive variable\'s stringValue',
            fix: 'pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge(\'ibm:literal-credential\', reason).',
          });
        }
        return own.list;
      });
    }
    return provider;
  }

  private constructor() {}
}
