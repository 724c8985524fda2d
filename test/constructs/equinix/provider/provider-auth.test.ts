/**
 * ProviderAuth: each way to authenticate renders the provider inputs the provider reads
 * (equinix/provider.go and internal/config/config.go at v5.1.0: newAuthClient,
 * resolveSourceToken), its secrets apart; client credentials are both or neither; a token
 * exchange takes its subject token or the variable that holds it, not both.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { BindContext, throwIfProblems } from '../../../../src/core/l2';
import { equinixStack, errorOf } from '../equinix-util';

const { ProviderAuth } = equinix;

function bind(auth: equinix.ProviderAuth) {
  const s = equinixStack();
  const ctx = new BindContext(s);
  const out = auth._bind(ctx, 'auth');
  throwIfProblems(s, ctx.problems);
  return out;
}

describe('ProviderAuth', () => {
  test('client credentials: the id an input, the secret a secret input', () => {
    expect(bind(ProviderAuth.clientCredentials({ clientId: 'id', clientSecret: 'secret' }))).toEqual({
      inputs: { clientId: 'id' }, secrets: [{ input: 'clientSecret', field: 'auth.clientSecret', value: 'secret' }],
    });
  });

  test('client credentials are both or neither (equinix:provider-client-credentials); an empty secret is refused without showing it', () => {
    expect(errorOf(() => bind(ProviderAuth.clientCredentials({ clientId: 'id' } as any)))).toBe(
      '[test] auth.clientSecret: is required with clientId: the provider authenticates with both. Received: undefined. Allowed: a client id and a client secret, both. '
      + 'Fix: set clientSecret, or read both from EQUINIX_API_CLIENTID and EQUINIX_API_CLIENTSECRET: auth: ProviderAuth.fromEnvironment().');
    expect(errorOf(() => bind(ProviderAuth.clientCredentials({ clientSecret: 's' } as any)))).toBe(
      '[test] auth.clientId: is required with clientSecret: the provider authenticates with both. Received: undefined. Allowed: a client id and a client secret, both. '
      + 'Fix: set clientId, or read both from EQUINIX_API_CLIENTID and EQUINIX_API_CLIENTSECRET: auth: ProviderAuth.fromEnvironment().');
    expect(errorOf(() => bind(ProviderAuth.clientCredentials({ clientId: 'id', clientSecret: '' })))).toBe(
      "[test] auth.clientSecret: is empty. Received: a string (not shown: the field is sensitive). Allowed: the client secret of your app, as a reference. Fix: pass the client secret as a reference, e.g. clientSecret: new TerraformVariable(this, 'equinixClientSecret', { sensitive: true }).stringValue.");
    expect(errorOf(() => bind(ProviderAuth.clientCredentials(undefined as any)))).toMatch(
      /^\[test\] 3 problems:\n {2}- auth: was made by ProviderAuth\.clientCredentials with no options object\. /);
  });

  test('a bearer token is a secret input; an empty one is refused', () => {
    expect(bind(ProviderAuth.bearerToken('t'))).toEqual({ inputs: {}, secrets: [{ input: 'token', field: 'auth', value: 't' }] });
    expect(errorOf(() => bind(ProviderAuth.bearerToken('')))).toBe(
      "[test] auth: is empty. Received: a string (not shown: the field is sensitive). Allowed: an API token, as a reference. Fix: pass the token as a reference, e.g. ProviderAuth.bearerToken(new TerraformVariable(this, 'equinixToken', { sensitive: true }).stringValue).");
  });

  test('a token exchange: the scope and the variable as inputs, the subject token a secret; both sources is refused (equinix:provider-subject-token)', () => {
    expect(bind(ProviderAuth.tokenExchange({ scope: 'roleassignments:1', subjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN', stsEndpoint: 'https://sts.eqix.equinix.com' }))).toEqual({
      inputs: { tokenExchangeScope: 'roleassignments:1', tokenExchangeSubjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN', stsEndpoint: 'https://sts.eqix.equinix.com' }, secrets: [],
    });
    const s = equinixStack();
    const token = new TerraformVariable(s, 'oidc', { type: 'string', sensitive: true }).stringValue;
    expect(bind(ProviderAuth.tokenExchange({ scope: 'roleassignments:1', subjectToken: token }))?.secrets).toEqual([{ input: 'tokenExchangeSubjectToken', field: 'auth.subjectToken', value: token }]);
    expect(errorOf(() => bind(ProviderAuth.tokenExchange({ scope: 'roleassignments:1', subjectToken: token, subjectTokenEnvVar: 'X' })))).toBe(
      '[test] auth.subjectTokenEnvVar: is set together with subjectToken, which the provider uses first: the variable would never be read. Received: "X". Allowed: subjectToken or subjectTokenEnvVar, not both. Fix: remove subjectTokenEnvVar, or remove subjectToken.');
    expect(errorOf(() => bind(ProviderAuth.tokenExchange({ subjectTokenEnvVar: 'X' } as any)))).toBe(
      "[test] auth.scope: is required. Received: undefined. Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: set scope.");
  });

  test('the environment renders nothing', () => {
    expect(bind(ProviderAuth.fromEnvironment())).toEqual({ inputs: {}, secrets: [] });
  });
});
