import { ProviderAuth } from './provider-auth';
import {
  BindContext, Construct, Duration, errorUnlessAcknowledged, isKnown, Problems, providerAliasOf, setInput, throwIfProblems,
  wholeDurationOf, wholeNumberOf,
} from '../../../core/l2/index';
import { EquinixProvider } from '../../../generated/equinix/provider/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Properties of `FabricProvider.configure`. */
export interface FabricProviderProps {
  /** How the provider authenticates: `ProviderAuth.clientCredentials`, `bearerToken`, `tokenExchange` or `fromEnvironment`. */
  readonly auth: ProviderAuth;
  /**
   * How long an API request may take before it is canceled (whole seconds, at least 1).
   * @default - the provider's: 30 seconds, or EQUINIX_API_TIMEOUT
   */
  readonly requestTimeout?: Duration;
  /**
   * The most records in one page of a paginated response (a whole number, at least 100).
   * @default - the API client's
   */
  readonly responseMaxPageSize?: number;
  /**
   * How many times a request that failed because of the network is retried (a whole number).
   * @default - the provider's: 10
   */
  readonly maxRetries?: number;
  /**
   * The longest wait before a retry (whole seconds).
   * @default - the provider's: 30 seconds
   */
  readonly maxRetryWait?: Duration;
  /**
   * The base URL of the Equinix API.
   * @default - the provider's: https://api.equinix.com, or EQUINIX_API_ENDPOINT
   */
  readonly endpoint?: string;
  /**
   * The alias of this configuration, for several configurations of the provider in one stack.
   * @default - the default configuration
   */
  readonly alias?: string;
}

/** Keys of provider 4.x that provider 5.x removed with Equinix Metal. */
const METAL_KEYS = ['authToken', 'auth_token'];

/**
 * The configuration of the Equinix provider for Equinix Fabric, in the L2s' words: one way to
 * authenticate (`ProviderAuth`), timeouts as Durations, and what provider 5.x no longer takes
 * (the Equinix Metal `auth_token`) refused with what to use instead.
 *
 * ```ts
 * FabricProvider.configure(this, 'Equinix', {
 *   auth: ProviderAuth.clientCredentials({ clientId: clientId.stringValue, clientSecret: clientSecret.stringValue }),
 *   requestTimeout: Duration.seconds(60),
 * });
 * ```
 *
 * It returns the L1 `EquinixProvider` (the construct `id` under `scope`), for overrides. A literal
 * client secret, token or subject token is an error at synth unless acknowledged
 * (`Checks.of(scope).acknowledge('equinix:literal-credential', reason)`).
 *
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs
 */
export class FabricProvider {
  /**
   * Configures the Equinix provider in `scope`.
   * @param scope the scope (a stack, or a construct in it)
   * @param id the construct id of the provider configuration
   * @param props how it authenticates, and its timeouts
   */
  public static configure(scope: Construct, id: string, props: FabricProviderProps): EquinixProvider {
    const given: unknown = props;
    const alias = given !== null && typeof given === 'object' && typeof props.alias === 'string' ? props.alias : undefined;
    const provider = new EquinixProvider(scope, id, alias !== undefined ? { alias } : {});
    const fail = (p: Problems) => {
      if (!p.length) return;
      scope.node.tryRemoveChild(id);
      throwIfProblems(provider, p);
    };
    const p = new Problems();
    if (given !== null && typeof given === 'object') {
      for (const key of METAL_KEYS.filter((k) => k in (given as object))) {
        p.add(key, 'is the Equinix Metal API key of provider 4.x: Equinix Metal reached end of life on 2026-06-30, and provider 5.x removed its resources and this argument (Terraform refuses it).', {
          id: 'equinix:provider-auth-token',
          received: (given as Record<string, unknown>)[key],
          sensitive: true,
          allowed: 'auth: ProviderAuth.clientCredentials, bearerToken, tokenExchange or fromEnvironment (Equinix Fabric)',
          fix: `remove ${key}, and authenticate to Fabric, e.g. auth: ProviderAuth.fromEnvironment() with EQUINIX_API_CLIENTID and EQUINIX_API_CLIENTSECRET set.`,
        });
      }
    }
    fail(p);
    try {
      OPTIONS.props(provider, props, 'FabricProviderProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const ctx = new BindContext(provider, p);
    p.required(props, ['auth'], { auth: 'ProviderAuth.clientCredentials({ clientId, clientSecret }), bearerToken, tokenExchange or fromEnvironment' });
    p.strings(props, { endpoint: 'the base URL of the Equinix API', alias: 'the alias of the configuration' });
    providerAliasOf(p, 'alias', props.alias);
    let auth;
    if (props.auth !== undefined && props.auth !== null) {
      if (props.auth instanceof ProviderAuth) {
        auth = props.auth._bind(ctx, 'auth');
      } else {
        p.add('auth', 'expected a ProviderAuth.', {
          id: 'l2:expected-variant', received: props.auth, allowed: 'ProviderAuth.clientCredentials, bearerToken, tokenExchange or fromEnvironment', fix: 'write auth: ProviderAuth.fromEnvironment(), or another ProviderAuth.',
        });
      }
    }
    const timeout = seconds(p, 'requestTimeout', props.requestTimeout, 1, 'equinix:provider-request-timeout', 'Duration.seconds(30)');
    const pageSize = wholeNumberOf(p, 'responseMaxPageSize', props.responseMaxPageSize);
    if (typeof pageSize === 'number' && isKnown(pageSize) && pageSize < 100) {
      p.add('responseMaxPageSize', 'is below 100, the least page size the provider takes.', {
        id: 'equinix:provider-page-size', received: pageSize, allowed: 'a whole number, 100 or more', fix: 'set responseMaxPageSize: 100 or more, or remove it (the API client\'s default).',
      });
    }
    const retries = wholeNumberOf(p, 'maxRetries', props.maxRetries);
    const retryWait = seconds(p, 'maxRetryWait', props.maxRetryWait, 0, undefined, 'Duration.seconds(30)');
    fail(p);
    const set = <T>(input: string, v: T | undefined) => {
      if (v !== undefined && v !== null) setInput(provider, input, v);
    };
    Object.entries(auth!.inputs).forEach(([input, v]) => set(input, v));
    set('requestTimeout', timeout);
    set('responseMaxPageSize', pageSize);
    set('maxRetries', retries);
    set('maxRetryWaitSeconds', retryWait);
    set('endpoint', props.endpoint);
    // Quiet: a literal secret is this L2's error (unless acknowledged), not also the L1's warning.
    auth!.secrets.forEach((s) => setInput(provider, s.input, s.value, { quiet: true }));
    const literals = auth!.secrets.filter((s) => isKnown(s.value));
    if (literals.length) {
      errorUnlessAcknowledged(provider, 'equinix:literal-credential', () => {
        const own = new Problems();
        for (const s of literals) {
          own.add(s.field, 'is a literal secret: it would be stored in the Terraform configuration.', {
            id: 'equinix:literal-credential',
            received: s.value,
            sensitive: true,
            allowed: 'a reference: a sensitive variable\'s stringValue',
            fix: 'pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge(\'equinix:literal-credential\', reason).',
          });
        }
        return own.list;
      });
    }
    return provider;
  }

  private constructor() {}
}

/** A Duration given at `field` as whole seconds, at least `min` (a problem under `id` below it). */
function seconds(p: Problems, field: string, d: unknown, min: number, id: string | undefined, example: string): number | undefined {
  const n = wholeDurationOf(p, field, d, { unit: 'seconds', example });
  if (n === undefined || n >= min) return n;
  p.addRendered(field, `is below ${min} second, the least the provider takes.`, (d as Duration).toString(), {
    id: id ?? 'l2:duration-minimum', allowed: `at least ${min} second`, fix: `set ${field}: Duration.seconds(${min}) or more.`,
  });
  return undefined;
}
