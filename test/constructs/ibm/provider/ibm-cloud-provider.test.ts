/**
 * IbmCloudProvider.configure: renders the provider's documented configurations (website/docs/
 * index.html.markdown of terraform-provider-ibm v2.5.0: an API key with a region; private
 * endpoints of type vpe) into the L1 `IbmProvider`; refuses the deprecated arguments of
 * provider.go with their replacement, a retry count or timeout the provider would replace
 * silently, and a literal secret unless acknowledged.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Checks, Duration, TerrainTesting } from '../../../../src';
import { IbmCloudAuth } from '../../../../src/constructs/ibm/provider/ibm-cloud-auth';
import { IbmCloudProvider, PrivateEndpointType, Visibility } from '../../../../src/constructs/ibm/provider/ibm-cloud-provider';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

const stack = () => new TerraformStack(new App(), 'test');
const doc = (s: TerraformStack) => TerrainTesting.synthToObject(s) as any;
const warnings = (s: TerraformStack) => {
  TerrainTesting.synthToObject(s);
  return TerrainTesting.warnings(s);
};
function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('IbmCloudProvider.configure', () => {
  test('an API key from a sensitive variable, with the region, endpoints and timeouts, field by field', () => {
    const s = stack();
    const key = new TerraformVariable(s, 'ibmcloud_api_key', { type: 'string', sensitive: true });
    const provider = IbmCloudProvider.configure(s, 'Ibm', {
      auth: IbmCloudAuth.apiKey(key.stringValue),
      region: 'eu-de',
      zone: 'eu-de-1',
      resourceGroup: 'a1b2c3',
      visibility: Visibility.PRIVATE,
      privateEndpointType: PrivateEndpointType.VPE,
      maxRetries: 3,
      timeout: Duration.minutes(2),
      endpointsFilePath: 'endpoints.json',
      alias: 'eu',
    });
    expect(provider).toBeInstanceOf(IbmProvider);
    expect(provider.node.path).toBe('test/Ibm');
    expect(doc(s).provider.ibm).toEqual([{
      alias: 'eu',
      ibmcloud_api_key: '${var.ibmcloud_api_key}',
      region: 'eu-de',
      zone: 'eu-de-1',
      resource_group: 'a1b2c3',
      visibility: 'private',
      private_endpoint_type: 'vpe',
      max_retries: 3,
      ibmcloud_timeout: 120,
      endpoints_file_path: 'endpoints.json',
    }]);
    expect(warnings(s)).toEqual([]);
  });

  test('each way to authenticate renders its arguments only', () => {
    const s = stack();
    const v = (n: string) => new TerraformVariable(s, n, { type: 'string', sensitive: true }).stringValue;
    IbmCloudProvider.configure(s, 'Token', { auth: IbmCloudAuth.iamToken({ token: v('t'), refreshToken: v('r') }), region: 'us-south', alias: 'token' });
    IbmCloudProvider.configure(s, 'BareToken', { auth: IbmCloudAuth.iamToken({ token: v('t2') }), region: 'us-south', alias: 'bare' });
    IbmCloudProvider.configure(s, 'Profile', { auth: IbmCloudAuth.trustedProfile({ profileId: 'Profile-9ac6d4b1', apiKey: v('k') }), region: 'us-south', alias: 'profile' });
    IbmCloudProvider.configure(s, 'ProfileEnv', { auth: IbmCloudAuth.trustedProfile({ profileId: 'Profile-9ac6d4b1' }), region: 'us-south', alias: 'profileenv' });
    IbmCloudProvider.configure(s, 'Named', { auth: IbmCloudAuth.trustedProfileName({ name: 'deployer', accountId: 'abc123' }), region: 'us-south', alias: 'named' });
    IbmCloudProvider.configure(s, 'Env', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-east' });
    expect(doc(s).provider.ibm).toEqual([
      { alias: 'token', iam_token: '${var.t}', iam_refresh_token: '${var.r}', region: 'us-south' },
      { alias: 'bare', iam_token: '${var.t2}', region: 'us-south' },
      { alias: 'profile', iam_profile_id: 'Profile-9ac6d4b1', ibmcloud_api_key: '${var.k}', region: 'us-south' },
      { alias: 'profileenv', iam_profile_id: 'Profile-9ac6d4b1', region: 'us-south' },
      { alias: 'named', iam_profile_name: 'deployer', ibmcloud_account_id: 'abc123', region: 'us-south' },
      { region: 'us-east' },
    ]);
    expect(warnings(s)).toEqual([]);
  });

  test('a deprecated argument is passed on with a warning that names its replacement (ibm:provider-deprecated-argument); a literal deprecated key is an error unless acknowledged, never shown', () => {
    const s = stack();
    const key = new TerraformVariable(s, 'old', { type: 'string', sensitive: true }).stringValue;
    IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', bluemixApiKey: key, bluemix_timeout: 90, softlayerUsername: 'SL123', generation: 2 } as any);
    expect(doc(s).provider.ibm).toEqual([{ region: 'us-south', bluemix_api_key: '${var.old}', bluemix_timeout: 90, softlayer_username: 'SL123', generation: 2 }]);
    expect(warnings(s)).toMatchInlineSnapshot(`
[
  "test/Ibm: [ibm:provider-deprecated-argument] bluemixApiKey: is the provider's deprecated bluemix_api_key: use auth: IbmCloudAuth.apiKey (ibmcloud_api_key). Fix: remove bluemixApiKey, and write auth: IbmCloudAuth.apiKey(new TerraformVariable(this, 'ibmcloudApiKey', { type: 'string', sensitive: true }).stringValue).",
  "test/Ibm: [ibm:provider-deprecated-argument] bluemix_timeout: is the provider's deprecated bluemix_timeout: use timeout (ibmcloud_timeout). Fix: remove bluemixTimeout, and write timeout: Duration.seconds(90).",
  "test/Ibm: [ibm:provider-deprecated-argument] softlayerUsername: is the provider's deprecated softlayer_username: use iaas_classic_username (classic infrastructure, which IbmCloudProvider does not configure). Fix: remove softlayerUsername, and set iaas_classic_username on the configuration configure returns: provider.addOverride('iaas_classic_username', "SL123").",
  "test/Ibm: [ibm:provider-deprecated-argument] generation: is the provider's deprecated generation: use nothing (provider 2.x reads it nowhere). Fix: remove generation.",
]
`);
    const t = stack();
    IbmCloudProvider.configure(t, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', softlayerApiKey: 'sl-key' } as any);
    const message = errorOf(() => doc(t));
    expect(message).toContain('[test/Ibm] [ibm:literal-credential] softlayerApiKey: is a literal secret: it would be stored in the Terraform configuration.');
    expect(message).not.toContain('sl-key');
  });

  test('the fix that moves a classic setting is code that renders it', () => {
    const s = stack();
    const provider = IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south' });
    provider.addOverride('iaas_classic_username', 'SL123');
    expect(doc(s).provider.ibm).toEqual([{ region: 'us-south', iaas_classic_username: 'SL123' }]);
  });

  test('a retry count or timeout the provider would replace, fractions (ibm:provider-max-retries, ibm:provider-timeout)', () => {
    const s = stack();
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', maxRetries: 0, timeout: Duration.seconds(0) }))).toBe(
      '[test/Ibm] 2 problems:\n'
      + '  - maxRetries: is 0: the provider takes a count of 0 as unset and retries 10 times. Received: 0. Allowed: a whole number, 1 or more. Fix: set maxRetries: 1 or more, or remove it (10 retries).\n'
      + '  - timeout: is below 1 second: the provider takes 0 as unset (60 seconds). Received: 0s. Allowed: at least 1 second. Fix: set timeout: Duration.seconds(1) or more, or remove it (60 seconds).');
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', maxRetries: -1, timeout: Duration.seconds(1.5) }))).toBe(
      '[test/Ibm] 2 problems:\n'
      + '  - maxRetries: is -1: the provider takes no negative count: its API clients retry as many times as their own default. Received: -1. Allowed: a whole number, 1 or more. Fix: set maxRetries: 1 or more, or remove it (10 retries).\n'
      + '  - timeout: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).');
    expect(IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', maxRetries: 1, timeout: Duration.seconds(1) }).node.path).toBe('test/Ibm');
  });

  test('no region, no auth, a misspelt visibility or endpoint type, an unknown key', () => {
    const s = stack();
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', { visibility: 'Private', privateEndpointType: 'cse' } as any))).toBe(
      '[test/Ibm] 4 problems:\n'
      + '  - auth: is required. Received: undefined. Allowed: IbmCloudAuth.apiKey(key), iamToken, trustedProfile, trustedProfileName or fromEnvironment. Fix: set auth.\n'
      + '  - region: is required. Received: undefined. Allowed: an IBM Cloud region, e.g. us-south. Fix: set region.\n'
      + "  - visibility: is not a Visibility. Received: \"Private\". Allowed: public, private or public-and-private. Fix: use Visibility.PRIVATE ('private').\n"
      + '  - privateEndpointType: is not a PrivateEndpointType. Received: "cse". Allowed: vpe. Fix: use a PrivateEndpointType, e.g. PrivateEndpointType.VPE.');
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', { auth: 'key', region: 'us-south' } as any))).toBe(
      '[test/Ibm] auth: expected an IbmCloudAuth. Received: "key". Allowed: IbmCloudAuth.apiKey, iamToken, trustedProfile, trustedProfileName or fromEnvironment. Fix: write auth: IbmCloudAuth.fromEnvironment(), or another IbmCloudAuth.');
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', profileId: 'Profile-1' } as any))).toBe(
      "[test/Ibm] profileId: belongs in auth: it is an option of IbmCloudAuth.trustedProfile. Received: the key 'profileId'. "
      + 'Allowed: the options of IbmCloudProviderProps: auth, region, zone, resourceGroup, visibility, privateEndpointType, maxRetries, timeout, endpointsFilePath, alias. '
      + "Fix: move 'profileId' into auth, e.g. auth: IbmCloudAuth.trustedProfile({ profileId, ... }).");
    expect(errorOf(() => IbmCloudProvider.configure(s, 'Ibm', undefined as any))).toBe(
      "[test/Ibm] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    expect(s.node.tryFindChild('Ibm')).toBeUndefined();
  });

  test('a private endpoint type with public visibility warns (ibm:provider-endpoint-type-public, the documentation); with private visibility it does not', () => {
    const s = stack();
    IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', visibility: Visibility.PUBLIC, privateEndpointType: PrivateEndpointType.VPE });
    expect(warnings(s)).toEqual([expect.stringContaining(
      '[ibm:provider-endpoint-type-public] privateEndpointType is vpe with Visibility.PUBLIC: the provider calls private endpoints only with Visibility.PRIVATE or PUBLIC_AND_PRIVATE (its documentation). '
      + 'Fix: set visibility: Visibility.PRIVATE, or remove privateEndpointType.')]);
    const t = stack();
    IbmCloudProvider.configure(t, 'Ibm', { auth: IbmCloudAuth.fromEnvironment(), region: 'us-south', visibility: Visibility.PUBLIC_AND_PRIVATE, privateEndpointType: PrivateEndpointType.VPE });
    expect(warnings(t)).toEqual([]);
  });

  test('a literal API key or token is an error at synth unless acknowledged (ibm:literal-credential); its value is never shown', () => {
    const s = stack();
    IbmCloudProvider.configure(s, 'Ibm', { auth: IbmCloudAuth.iamToken({ token: 'literal-token', refreshToken: 'literal-refresh' }), region: 'us-south' });
    const message = errorOf(() => TerrainTesting.synthToObject(s));
    expect(message).toContain('auth.token: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). '
      + "Allowed: a reference: a sensitive variable's stringValue. Fix: pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge('ibm:literal-credential', reason).");
    expect(message).toContain('auth.refreshToken: is a literal secret');
    expect(message).not.toContain('literal-token');
    // A directive without a reference renders text: a literal too.
    const d = stack();
    IbmCloudProvider.configure(d, 'Ibm', { auth: IbmCloudAuth.apiKey('%{ if true }key%{ endif }'), region: 'us-south' });
    expect(errorOf(() => TerrainTesting.synthToObject(d))).toContain('auth: is a literal secret');
    const t = stack();
    IbmCloudProvider.configure(t, 'Ibm', { auth: IbmCloudAuth.apiKey('literal-key'), region: 'us-south' });
    Checks.of(t).acknowledge('ibm:literal-credential', 'a throwaway sandbox key');
    expect(doc(t).provider.ibm).toEqual([{ ibmcloud_api_key: 'literal-key', region: 'us-south' }]);
    const w = warnings(t);
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('auth: is a literal secret');
    expect(w[0]).toContain('a throwaway sandbox key');
  });
});
