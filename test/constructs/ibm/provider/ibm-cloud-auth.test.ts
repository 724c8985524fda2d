/**
 * IbmCloudAuth: each way to authenticate binds to the provider arguments it renders, its secrets
 * apart (the provider L2 judges them), and refuses options that are missing, empty or unknown.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { IbmCloudAuth } from '../../../../src/constructs/ibm/provider/ibm-cloud-auth';
import { BindContext, throwIfProblems } from '../../../../src/core/l2';

function bind(auth: IbmCloudAuth): { value: unknown; error?: string } {
  const target = new Construct(new TerraformStack(new App(), 'test'), 'Target');
  const ctx = new BindContext(target);
  const value = auth._bind(ctx, 'auth');
  try {
    throwIfProblems(target, ctx.problems);
    return { value };
  } catch (e) {
    return { value, error: (e as Error).message };
  }
}

describe('IbmCloudAuth', () => {
  test('an API key is a secret input', () => {
    expect(bind(IbmCloudAuth.apiKey('k'))).toEqual({ value: { inputs: {}, secrets: [{ input: 'ibmcloudApiKey', field: 'auth', value: 'k' }] } });
  });

  test('an IAM token with or without its refresh token', () => {
    expect(bind(IbmCloudAuth.iamToken({ token: 't', refreshToken: 'r' })).value).toEqual({
      inputs: {}, secrets: [{ input: 'iamToken', field: 'auth.token', value: 't' }, { input: 'iamRefreshToken', field: 'auth.refreshToken', value: 'r' }],
    });
    expect(bind(IbmCloudAuth.iamToken({ token: 't' })).value).toEqual({ inputs: {}, secrets: [{ input: 'iamToken', field: 'auth.token', value: 't' }] });
  });

  test('a trusted profile by id or by name, with or without the API key that assumes it', () => {
    expect(bind(IbmCloudAuth.trustedProfile({ profileId: 'Profile-1' })).value).toEqual({ inputs: { iamProfileId: 'Profile-1' }, secrets: [] });
    expect(bind(IbmCloudAuth.trustedProfile({ profileId: 'Profile-1', apiKey: 'k' })).value).toEqual({
      inputs: { iamProfileId: 'Profile-1' }, secrets: [{ input: 'ibmcloudApiKey', field: 'auth.apiKey', value: 'k' }],
    });
    expect(bind(IbmCloudAuth.trustedProfileName({ name: 'deployer', accountId: 'abc' })).value).toEqual({ inputs: { iamProfileName: 'deployer', ibmcloudAccountId: 'abc' }, secrets: [] });
  });

  test('the environment renders nothing', () => {
    expect(bind(IbmCloudAuth.fromEnvironment())).toEqual({ value: { inputs: {}, secrets: [] } });
  });

  test('a token reference is taken as it is', () => {
    const s = new TerraformStack(new App(), 'refs');
    const token = new TerraformVariable(s, 'token', { type: 'string', sensitive: true }).stringValue;
    expect(bind(IbmCloudAuth.iamToken({ token })).error).toBeUndefined();
  });

  test('an empty or missing key, token or profile is refused; a secret is never shown', () => {
    expect(bind(IbmCloudAuth.apiKey('')).error).toBe(
      "[test/Target] auth: is empty. Received: a string (not shown: the field is sensitive). Allowed: an IBM Cloud API key, as a reference. Fix: pass the API key as a reference, e.g. new TerraformVariable(this, 'ibmcloudApiKey', { type: 'string', sensitive: true }).stringValue.");
    expect(bind(IbmCloudAuth.iamToken({ token: 42 as any, refreshToken: '' })).error).toBe('[test/Target] 2 problems:\n'
      + "  - auth.token: expected a string. Received: a number (not shown: the field is sensitive). Allowed: an IAM access token, as a reference. Fix: pass the token as a reference, e.g. token: new TerraformVariable(this, 'iamToken', { type: 'string', sensitive: true }).stringValue.\n"
      + "  - auth.refreshToken: is empty. Received: a string (not shown: the field is sensitive). Allowed: an IAM refresh token, as a reference. Fix: remove refreshToken, or pass it as a reference, e.g. refreshToken: new TerraformVariable(this, 'iamRefreshToken', { type: 'string', sensitive: true }).stringValue.");
    expect(bind(IbmCloudAuth.trustedProfile({ profileId: '', apiKey: ' ' })).error).toBe('[test/Target] 2 problems:\n'
      + '  - auth.profileId: is empty. Received: "". Allowed: the id of an IAM trusted profile, e.g. Profile-9ac6d4b1-2bd5-4f5e-9b2c-2ef0cbd3c7a4. Fix: set profileId.\n'
      + "  - auth.apiKey: is empty. Received: a string (not shown: the field is sensitive). Allowed: an IBM Cloud API key, as a reference. Fix: remove apiKey (the provider reads IC_API_KEY), or pass the API key as a reference, e.g. new TerraformVariable(this, 'ibmcloudApiKey', { type: 'string', sensitive: true }).stringValue.");
    expect(bind(IbmCloudAuth.trustedProfileName({ name: 'deployer' } as any)).error).toBe(
      '[test/Target] auth.accountId: is required. Received: undefined. Allowed: the id of the account that owns the profile (the provider needs it with a profile name). Fix: set accountId.');
    expect(bind(IbmCloudAuth.trustedProfile(undefined as any)).error).toBe(
      '[test/Target] auth: was made by IbmCloudAuth.trustedProfile with no options object. Received: undefined. Allowed: an object (struct). Fix: pass the options, e.g. IbmCloudAuth.trustedProfile({ ... }).');
    expect(bind(IbmCloudAuth.iamToken({ token: 't', refresh: 'r' } as any)).error).toBe(
      "[test/Target] auth.refresh: unknown option; did you mean refreshToken? Received: the key 'refresh'. Allowed: the options of IamTokenOptions: token, refreshToken. Fix: write 'refreshToken' instead of 'refresh'.");
  });
});
