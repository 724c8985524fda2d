/**
 * FabricProvider.configure: renders the provider's documented configurations (docs/index.md of
 * terraform-provider-equinix v5.1.0: client credentials; a token exchange with the Terraform Cloud
 * workload identity token) into the L1 `EquinixProvider`; refuses the Equinix Metal auth_token of
 * provider 4.x, a request timeout below 1 second and a page size below 100 (what provider.go
 * validates), and a literal secret unless acknowledged.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Checks, Duration, equinix } from '../../../../src';
import { errorOf, synthDoc, synthError, warningsOf } from '../equinix-util';

const { FabricProvider, ProviderAuth } = equinix;

const stack = () => new TerraformStack(new App(), 'test');

describe('FabricProvider.configure', () => {
  test('client credentials from sensitive variables, with the timeouts and page size, field by field', () => {
    const s = stack();
    const id = new TerraformVariable(s, 'equinix_client_id', { type: 'string' });
    const secret = new TerraformVariable(s, 'equinix_client_secret', { type: 'string', sensitive: true });
    const provider = FabricProvider.configure(s, 'Equinix', {
      auth: ProviderAuth.clientCredentials({ clientId: id.stringValue, clientSecret: secret.stringValue }),
      requestTimeout: Duration.minutes(1),
      responseMaxPageSize: 100,
      maxRetries: 3,
      maxRetryWait: Duration.seconds(10),
      endpoint: 'https://api.equinix.com',
      alias: 'fabric',
    });
    expect(provider).toBeInstanceOf(equinix.EquinixProvider);
    expect(provider.node.path).toBe('test/Equinix');
    expect(synthDoc(s).provider.equinix).toEqual([{
      alias: 'fabric',
      client_id: '${var.equinix_client_id}',
      client_secret: '${var.equinix_client_secret}',
      request_timeout: 60,
      response_max_page_size: 100,
      max_retries: 3,
      max_retry_wait_seconds: 10,
      endpoint: 'https://api.equinix.com',
    }]);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a token exchange with the workload identity token (docs/index.md), and what the environment holds', () => {
    const s = stack();
    FabricProvider.configure(s, 'Equinix', {
      auth: ProviderAuth.tokenExchange({ scope: 'roleassignments:123456', subjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN' }),
    });
    FabricProvider.configure(s, 'FromEnv', { auth: ProviderAuth.fromEnvironment(), alias: 'env' });
    expect(synthDoc(s).provider.equinix).toEqual([
      { token_exchange_scope: 'roleassignments:123456', token_exchange_subject_token_env_var: 'TFC_WORKLOAD_IDENTITY_TOKEN' },
      { alias: 'env' },
    ]);
  });

  test('the Equinix Metal auth_token is refused with why and what to use (equinix:provider-auth-token); its value is never shown', () => {
    const s = stack();
    const message = errorOf(() => FabricProvider.configure(s, 'Equinix', { auth: ProviderAuth.fromEnvironment(), authToken: 'metal-key' } as any));
    expect(message).toBe(
      '[test/Equinix] authToken: is the Equinix Metal API key of provider 4.x: Equinix Metal reached end of life on 2026-06-30, and provider 5.x removed its resources and this argument (Terraform refuses it). '
      + 'Received: a string (not shown: the field is sensitive). Allowed: auth: ProviderAuth.clientCredentials, bearerToken, tokenExchange or fromEnvironment (Equinix Fabric). '
      + 'Fix: remove authToken, and authenticate to Fabric, e.g. auth: ProviderAuth.fromEnvironment() with EQUINIX_API_CLIENTID and EQUINIX_API_CLIENTSECRET set.');
    expect(message).not.toContain('metal-key');
    expect(s.node.tryFindChild('Equinix')).toBeUndefined();
  });

  test('a request timeout below 1 second, a page size below 100, fractions (equinix:provider-request-timeout, equinix:provider-page-size)', () => {
    const s = stack();
    expect(errorOf(() => FabricProvider.configure(s, 'Equinix', {
      auth: ProviderAuth.fromEnvironment(),
      requestTimeout: Duration.seconds(0),
      responseMaxPageSize: 50,
      maxRetries: 1.5,
      maxRetryWait: Duration.seconds(1.5),
    }))).toBe(
      '[test/Equinix] 4 problems:\n'
      + '  - requestTimeout: is below 1 second, the least the provider takes. Received: 0s. Allowed: at least 1 second. Fix: set requestTimeout: Duration.seconds(1) or more.\n'
      + "  - responseMaxPageSize: is below 100, the least page size the provider takes. Received: 50. Allowed: a whole number, 100 or more. Fix: set responseMaxPageSize: 100 or more, or remove it (the API client's default).\n"
      + '  - maxRetries: is not a whole number. Received: 1.5. Allowed: a whole number. Fix: write a whole number.\n'
      + '  - maxRetryWait: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).');
    expect(s.node.tryFindChild('Equinix')).toBeUndefined();
    FabricProvider.configure(s, 'Equinix', { auth: ProviderAuth.fromEnvironment(), requestTimeout: Duration.seconds(1), responseMaxPageSize: 100 });
    expect(synthDoc(s).provider.equinix).toEqual([{ request_timeout: 1, response_max_page_size: 100 }]);
  });

  test('no auth, an auth that is no ProviderAuth, a client option given beside auth', () => {
    const s = stack();
    expect(errorOf(() => FabricProvider.configure(s, 'Equinix', {} as any))).toBe(
      '[test/Equinix] auth: is required. Received: undefined. Allowed: ProviderAuth.clientCredentials({ clientId, clientSecret }), bearerToken, tokenExchange or fromEnvironment. Fix: set auth.');
    expect(errorOf(() => FabricProvider.configure(s, 'Equinix', { auth: 'token' as any }))).toBe(
      '[test/Equinix] auth: expected a ProviderAuth. Received: "token". Allowed: ProviderAuth.clientCredentials, bearerToken, tokenExchange or fromEnvironment. Fix: write auth: ProviderAuth.fromEnvironment(), or another ProviderAuth.');
    expect(errorOf(() => FabricProvider.configure(s, 'Equinix', { auth: ProviderAuth.fromEnvironment(), clientId: 'a' } as any))).toBe(
      "[test/Equinix] clientId: belongs in auth: it is an option of ProviderAuth.clientCredentials. Received: the key 'clientId'. Allowed: the options of FabricProviderProps: auth, requestTimeout, responseMaxPageSize, maxRetries, maxRetryWait, endpoint, alias. "
      + "Fix: move 'clientId' into auth, e.g. auth: ProviderAuth.clientCredentials({ clientId, ... }).");
    expect(errorOf(() => FabricProvider.configure(s, 'Equinix', null as any))).toMatch(/^\[test\/Equinix\] /);
    expect(s.node.tryFindChild('Equinix')).toBeUndefined();
  });

  test('a literal client secret is an error unless acknowledged (equinix:literal-credential), without the L1\'s warning; its value is never shown', () => {
    const s = stack();
    FabricProvider.configure(s, 'Equinix', { auth: ProviderAuth.clientCredentials({ clientId: 'someEquinixAPIClientID', clientSecret: 'someEquinixAPIClientSecret' }) });
    const message = synthError(s);
    expect(message).toContain(
      "[test/Equinix] [equinix:literal-credential] auth.clientSecret: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). Allowed: a reference: a sensitive variable's stringValue. "
      + "Fix: pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge('equinix:literal-credential', reason).");
    expect(message).not.toContain('someEquinixAPIClientSecret');
    const t = stack();
    FabricProvider.configure(t, 'Equinix', { auth: ProviderAuth.bearerToken('lab-token') });
    Checks.of(t).acknowledge('equinix:literal-credential', 'a lab account');
    expect(warningsOf(t)).toEqual([
      "test/Equinix: [equinix:literal-credential] auth: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). Allowed: a reference: a sensitive variable's stringValue. "
      + "Fix: pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge('equinix:literal-credential', reason). Acknowledged: a lab account",
    ]);
    expect(synthDoc(t).provider.equinix).toEqual([{ token: 'lab-token' }]);
  });
});
