import type { BoundIbmCloudAuth, BoundSecret } from './private/provider-rules';
import { BindContext, bindOptions, describedAs, idOf, isKnown } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Options of `IbmCloudAuth.iamToken`. */
export interface IamTokenOptions {
  /**
   * The IAM access token (a bearer token; a leading `Bearer ` is taken off by the provider). A
   * secret: pass a reference, e.g. a sensitive variable's `stringValue` (a literal is an error
   * unless acknowledged, `Checks.of(scope).acknowledge('ibm:literal-credential', reason)`).
   */
  readonly token: string;
  /**
   * The IAM refresh token, with which the provider gets a new access token when the current one
   * expires (an access token alone lasts about an hour). A secret: pass a reference.
   * @default - none: the access token is used until it expires
   */
  readonly refreshToken?: string;
}

/** Options of `IbmCloudAuth.trustedProfile`. */
export interface TrustedProfileOptions {
  /** The id of the IAM trusted profile to assume, e.g. `Profile-9ac6d4b1-2bd5-4f5e-9b2c-2ef0cbd3c7a4`. */
  readonly profileId: string;
  /**
   * The IBM Cloud API key of the identity that assumes the profile: the provider gets a token with
   * it, then exchanges that token for the profile's. A secret: pass a reference (a literal is an
   * error unless `ibm:literal-credential` is acknowledged).
   * @default - read from IC_API_KEY or IBMCLOUD_API_KEY (the provider assumes a profile only with an API key: without one it does not use the profile)
   */
  readonly apiKey?: string;
}

/** Options of `IbmCloudAuth.trustedProfileName`. */
export interface TrustedProfileNameOptions {
  /** The name of the IAM trusted profile to assume. */
  readonly name: string;
  /** The id of the account that owns the profile (the profile is looked up by name in it). */
  readonly accountId: string;
  /**
   * The IBM Cloud API key of the identity that assumes the profile. A secret: pass a reference.
   * @default - read from IC_API_KEY or IBMCLOUD_API_KEY (the provider assumes a profile only with an API key: without one it does not use the profile)
   */
  readonly apiKey?: string;
}

/**
 * How the IBM Cloud provider authenticates: an API key, an IAM access token (with its refresh
 * token), a trusted profile (by id or by name) assumed with an API key, or what the environment
 * holds. One of them per provider configuration (use provider aliases for several).
 */
export abstract class IbmCloudAuth {
  /**
   * An IBM Cloud API key (`ibmcloud_api_key`), exchanged for IAM tokens. A secret: pass a
   * reference, e.g. a sensitive variable's `stringValue` (a literal is an error unless
   * `ibm:literal-credential` is acknowledged).
   * @param key the API key
   */
  public static apiKey(key: string): IbmCloudAuth {
    return new ApiKey(key);
  }

  /**
   * An IAM access token (`iam_token`) and, to renew it, its refresh token (`iam_refresh_token`).
   * @param options the access token and the refresh token
   */
  public static iamToken(options: IamTokenOptions): IbmCloudAuth {
    return new IamToken(options);
  }

  /**
   * A trusted profile by id (`iam_profile_id`), assumed with an API key.
   * @param options the profile id and, unless the environment holds it, the API key
   */
  public static trustedProfile(options: TrustedProfileOptions): IbmCloudAuth {
    return new TrustedProfile(options);
  }

  /**
   * A trusted profile by name (`iam_profile_name`) in an account (`ibmcloud_account_id`), assumed
   * with an API key.
   * @param options the profile name, its account and, unless the environment holds it, the API key
   */
  public static trustedProfileName(options: TrustedProfileNameOptions): IbmCloudAuth {
    return new TrustedProfileName(options);
  }

  /**
   * What the environment holds: the provider reads `IC_API_KEY` or `IBMCLOUD_API_KEY`, or
   * `IC_IAM_TOKEN` and `IC_IAM_REFRESH_TOKEN`, or a trusted profile from `IC_IAM_PROFILE_ID`
   * (nothing is written to the configuration).
   */
  public static fromEnvironment(): IbmCloudAuth {
    return new FromEnvironment();
  }

  /** @internal Checks the options (problems under `field`); what the provider configuration takes, or undefined. */
  public abstract _bind(ctx: BindContext, field: string): BoundIbmCloudAuth | undefined;
}

/** A secret given at `field`: the problem of no string or an empty one, else the value. */
function secretOf(ctx: BindContext, field: string, v: unknown, allowed: string, fix: string): string | undefined {
  if (typeof v === 'string' && (v.trim() !== '' || !isKnown(v))) return v;
  ctx.problems.add(field, v === undefined || v === null ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
    id: v === undefined || v === null ? 'l2:required' : typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
    received: v,
    sensitive: true,
    allowed,
    fix,
  });
  return undefined;
}

/** The options of a factory as bound (an object, no unknown key), or undefined when they are no object (one problem says so). */
function optionsOf<T extends object>(ctx: BindContext, options: T, struct: 'IamTokenOptions' | 'TrustedProfileOptions' | 'TrustedProfileNameOptions', field: string, factory: string): T | undefined {
  const o = bindOptions(ctx, OPTIONS, options, struct, field, factory);
  return options !== null && typeof options === 'object' && !Array.isArray(options) ? o : undefined;
}

const API_KEY_FIX = 'pass the API key as a reference, e.g. new TerraformVariable(this, \'ibmcloudApiKey\', { type: \'string\', sensitive: true }).stringValue.';

/** The optional API key of a trusted profile, as a secret of the configuration. */
function profileKey(ctx: BindContext, field: string, v: unknown): BoundSecret[] | undefined {
  if (v === undefined || v === null) return [];
  const key = secretOf(ctx, `${field}.apiKey`, v, 'an IBM Cloud API key, as a reference', `remove apiKey (the provider reads IC_API_KEY), or ${API_KEY_FIX}`);
  return key === undefined ? undefined : [{ input: 'ibmcloudApiKey', field: `${field}.apiKey`, value: key }];
}

class ApiKey extends IbmCloudAuth {
  constructor(private readonly key: string) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundIbmCloudAuth | undefined {
    const key = secretOf(ctx, field, this.key, 'an IBM Cloud API key, as a reference', API_KEY_FIX);
    return key === undefined ? undefined : { inputs: {}, secrets: [{ input: 'ibmcloudApiKey', field, value: key }] };
  }
}

class IamToken extends IbmCloudAuth {
  constructor(private readonly options: IamTokenOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundIbmCloudAuth | undefined {
    const o = optionsOf(ctx, this.options, 'IamTokenOptions', field, 'IbmCloudAuth.iamToken');
    if (o === undefined) return undefined;
    const before = ctx.problemCount;
    const token = secretOf(ctx, `${field}.token`, o.token, 'an IAM access token, as a reference',
      'pass the token as a reference, e.g. token: new TerraformVariable(this, \'iamToken\', { type: \'string\', sensitive: true }).stringValue.');
    const given = o.refreshToken !== undefined && o.refreshToken !== null;
    const refresh = given ? secretOf(ctx, `${field}.refreshToken`, o.refreshToken, 'an IAM refresh token, as a reference',
      'remove refreshToken, or pass it as a reference, e.g. refreshToken: new TerraformVariable(this, \'iamRefreshToken\', { type: \'string\', sensitive: true }).stringValue.') : undefined;
    if (ctx.problemCount > before) return undefined;
    return {
      inputs: {},
      secrets: [
        { input: 'iamToken', field: `${field}.token`, value: token! },
        ...(refresh !== undefined ? [{ input: 'iamRefreshToken', field: `${field}.refreshToken`, value: refresh }] : []),
      ],
    };
  }
}

class TrustedProfile extends IbmCloudAuth {
  constructor(private readonly options: TrustedProfileOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundIbmCloudAuth | undefined {
    const o = optionsOf(ctx, this.options, 'TrustedProfileOptions', field, 'IbmCloudAuth.trustedProfile');
    if (o === undefined) return undefined;
    const before = ctx.problemCount;
    const profileId = idOf(ctx.problems, `${field}.profileId`, o.profileId, 'the id of an IAM trusted profile, e.g. Profile-9ac6d4b1-2bd5-4f5e-9b2c-2ef0cbd3c7a4');
    const secrets = profileKey(ctx, field, o.apiKey);
    if (ctx.problemCount > before) return undefined;
    return { inputs: { iamProfileId: profileId! }, secrets: secrets! };
  }
}

class TrustedProfileName extends IbmCloudAuth {
  constructor(private readonly options: TrustedProfileNameOptions) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundIbmCloudAuth | undefined {
    const o = optionsOf(ctx, this.options, 'TrustedProfileNameOptions', field, 'IbmCloudAuth.trustedProfileName');
    if (o === undefined) return undefined;
    const before = ctx.problemCount;
    const name = idOf(ctx.problems, `${field}.name`, o.name, 'the name of an IAM trusted profile');
    const accountId = idOf(ctx.problems, `${field}.accountId`, o.accountId, 'the id of the account that owns the profile (the provider needs it with a profile name)');
    const secrets = profileKey(ctx, field, o.apiKey);
    if (ctx.problemCount > before) return undefined;
    return { inputs: { iamProfileName: name!, ibmcloudAccountId: accountId! }, secrets: secrets! };
  }
}

class FromEnvironment extends IbmCloudAuth {
  public _bind(_ctx: BindContext, _field: string): BoundIbmCloudAuth {
    return { inputs: {}, secrets: [] };
  }
}

describedAs(ApiKey, 'IbmCloudAuth');
describedAs(IamToken, 'IbmCloudAuth');
describedAs(TrustedProfile, 'IbmCloudAuth');
describedAs(TrustedProfileName, 'IbmCloudAuth');
describedAs(FromEnvironment, 'IbmCloudAuth');
