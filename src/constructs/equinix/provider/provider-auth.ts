import type { BoundProviderAuth } from './private/provider-rules';
import { BindContext, bindOptions, describedAs, idOf, isKnown } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Options of `ProviderAuth.clientCredentials`. */
export interface ClientCredentialsOptions {
  /** The client id (consumer key) of your app in the Equinix developer portal. */
  readonly clientId: string;
  /**
   * The client secret (consumer secret) of the app. A secret: pass a reference, e.g. a sensitive
   * variable's `stringValue` (a literal is an error unless acknowledged,
   * `Checks.of(scope).acknowledge('equinix:literal-credential', reason)`).
   */
  readonly clientSecret: string;
}

/** Options of `ProviderAuth.tokenExchange`. */
export interface TokenExchangeOptions {
  /** The scope of the token: an access policy ERN, or `roleassignments:<org_id>`. */
  readonly scope: string;
  /**
   * The OIDC ID token to exchange, issued by an identity provider Equinix STS trusts. A secret:
   * pass a reference (a literal is an error unless `equinix:literal-credential` is acknowledged).
   * @default - read from the environment variable `subjectTokenEnvVar` names
   */
  readonly subjectToken?: string;
  /**
   * The name of the environment variable that holds the subject token, e.g. `TFC_WORKLOAD_IDENTITY_TOKEN`.
   * @default - the provider's: EQUINIX_TOKEN_EXCHANGE_SUBJECT_TOKEN
   */
  readonly subjectTokenEnvVar?: string;
  /**
   * The URL of the security token service.
   * @default - the provider's: https://sts.eqix.equinix.com
   */
  readonly stsEndpoint?: string;
}

/**
 * How the Equinix provider authenticates to Equinix Fabric: client credentials, a bearer token, a
 * token exchange (workload identity federation, an alpha feature of the provider), or what the
 * environment holds. One of them per provider configuration: the provider prefers a token exchange
 * to a token and a token to client credentials, so a configuration that sets several uses one and
 * ignores the others (use provider aliases for several).
 */
export abstract class ProviderAuth {
  /**
   * A client id and secret (the OAuth 2.0 client credentials flow): `client_id` and `client_secret`.
   * @param options the client id and secret
   */
  public static clientCredentials(options: ClientCredentialsOptions): ProviderAuth {
    return new ClientCredentials(options);
  }

  /**
   * A bearer token got from the OAuth 2.0 API (`token`). A secret: pass a reference, e.g. a
   * sensitive variable's `stringValue` (a literal is an error unless `equinix:literal-credential`
   * is acknowledged).
   * @param token the token
   */
  public static bearerToken(token: string): ProviderAuth {
    return new BearerToken(token);
  }

  /**
   * A token exchange with Equinix STS (`token_exchange_scope` and the subject token); an alpha
   * feature of the provider, not available to every user.
   * @param options the scope and where the subject token comes from
   */
  public static tokenExchange(options: TokenExchangeOptions): ProviderAuth {
    return new TokenExchange(options);
  }

  /**
   * What the environment holds: the provider reads `EQUINIX_API_CLIENTID` and
   * `EQUINIX_API_CLIENTSECRET`, or `EQUINIX_API_TOKEN` (nothing is written to the configuration).
   */
  public static fromEnvironment(): ProviderAuth {
    return new FromEnvironment();
  }

  /** @internal Checks the options (problems under `field`); what the provider configuration takes, or undefined. */
  public abstract _bind(ctx: BindContext, field: string): BoundProviderAuth | undefined;
}

/** A secret given at `field`: the problem of no string or an empty one, else the value. */
function secretOf(ctx: BindContext, field: string, v: unknown, allowed: string, fix: string): string | undefined {
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (typeof v === 'string' && !isKnown(v)) return v;
  ctx.problems.add(field, v === undefined || v === null ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
    id: v === undefined || v === null ? 'l2:required' : typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
    received: v,
    sensitive: true,
    allowed,
    fix,
  });
  return undefined;
}

class ClientCredentials extends ProviderAuth {
  constructor(private readonly options: ClientCredentialsOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundProviderAuth | undefined {
    const o = bindOptions(ctx, OPTIONS, this.options, 'ClientCredentialsOptions', field, 'ProviderAuth.clientCredentials');
    const before = ctx.problemCount;
    const unset = (v: unknown) => v === undefined || v === null;
    if (unset(o.clientId) !== unset(o.clientSecret)) {
      const missing = unset(o.clientId) ? 'clientId' : 'clientSecret';
      const given = missing === 'clientId' ? 'clientSecret' : 'clientId';
      ctx.problems.add(`${field}.${missing}`, `is required with ${given}: the provider authenticates with both.`, {
        id: 'equinix:provider-client-credentials',
        received: undefined,
        allowed: 'a client id and a client secret, both',
        fix: `set ${missing}, or read both from EQUINIX_API_CLIENTID and EQUINIX_API_CLIENTSECRET: auth: ProviderAuth.fromEnvironment().`,
      });
      return undefined;
    }
    const clientId = idOf(ctx.problems, `${field}.clientId`, o.clientId, 'the client id of your app in the Equinix developer portal');
    const clientSecret = secretOf(ctx, `${field}.clientSecret`, o.clientSecret, 'the client secret of your app, as a reference', 'pass the client secret as a reference, e.g. clientSecret: new TerraformVariable(this, \'equinixClientSecret\', { sensitive: true }).stringValue.');
    if (ctx.problemCount > before) return undefined;
    return { inputs: { clientId: clientId! }, secrets: [{ input: 'clientSecret', field: `${field}.clientSecret`, value: clientSecret! }] };
  }
}

class BearerToken extends ProviderAuth {
  constructor(private readonly token: string) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundProviderAuth | undefined {
    const token = secretOf(ctx, field, this.token, 'an API token, as a reference', 'pass the token as a reference, e.g. ProviderAuth.bearerToken(new TerraformVariable(this, \'equinixToken\', { sensitive: true }).stringValue).');
    return token === undefined ? undefined : { inputs: {}, secrets: [{ input: 'token', field, value: token }] };
  }
}

class TokenExchange extends ProviderAuth {
  constructor(private readonly options: TokenExchangeOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundProviderAuth | undefined {
    const o = bindOptions(ctx, OPTIONS, this.options, 'TokenExchangeOptions', field, 'ProviderAuth.tokenExchange');
    const before = ctx.problemCount;
    const scope = idOf(ctx.problems, `${field}.scope`, o.scope, "an access policy ERN, or 'roleassignments:<org_id>'");
    ctx.problems.strings(o, { subjectTokenEnvVar: 'the name of an environment variable', stsEndpoint: 'the URL of the security token service' });
    const set = (v: unknown): v is string => v !== undefined && v !== null;
    const subjectToken = set(o.subjectToken) ? secretOf(ctx, `${field}.subjectToken`, o.subjectToken, 'an OIDC ID token, as a reference', 'remove subjectToken (the provider reads EQUINIX_TOKEN_EXCHANGE_SUBJECT_TOKEN), or pass it as a reference.') : undefined;
    if (set(o.subjectToken) && set(o.subjectTokenEnvVar)) {
      ctx.problems.add(`${field}.subjectTokenEnvVar`, 'is set together with subjectToken, which the provider uses first: the variable would never be read.', {
        id: 'equinix:provider-subject-token',
        received: o.subjectTokenEnvVar,
        allowed: 'subjectToken or subjectTokenEnvVar, not both',
        fix: 'remove subjectTokenEnvVar, or remove subjectToken.',
      });
    }
    if (ctx.problemCount > before) return undefined;
    return {
      inputs: {
        tokenExchangeScope: scope!,
        ...(set(o.subjectTokenEnvVar) ? { tokenExchangeSubjectTokenEnvVar: o.subjectTokenEnvVar } : {}),
        ...(set(o.stsEndpoint) ? { stsEndpoint: o.stsEndpoint } : {}),
      },
      secrets: subjectToken === undefined ? [] : [{ input: 'tokenExchangeSubjectToken', field: `${field}.subjectToken`, value: subjectToken }],
    };
  }
}

class FromEnvironment extends ProviderAuth {
  public _bind(_ctx: BindContext, _field: string): BoundProviderAuth {
    return { inputs: {}, secrets: [] };
  }
}

describedAs(ClientCredentials, 'ProviderAuth');
describedAs(BearerToken, 'ProviderAuth');
describedAs(TokenExchange, 'ProviderAuth');
describedAs(FromEnvironment, 'ProviderAuth');
