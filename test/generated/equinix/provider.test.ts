/**
 * The equinix provider configuration (spec section 5.4): its 12 arguments, the secrets among them
 * and the EQUINIX_ environment variables the provider falls back to.
 */
import * as fs from 'fs';
import * as path from 'path';
import { equinix } from '../../../src';
import { expectSnakeCaseOnly, LITERAL_SECRET, secret, stack, synth } from '../../util';

const REQUIRED_PROVIDERS = { equinix: { source: 'equinix/equinix', version: '~> 5.1' } };
describe('equinix provider', () => {
  test('provider: client credentials from variables render as the provider block, with required_providers equinix/equinix ~> 5.1', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {
        clientId: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ',
        clientSecret: secret(s, 'equinix_client_secret'),
        endpoint: 'https://api.equinix.com',
        requestTimeout: 60,
      });
    });
    expect(equinix.EquinixProvider.tfResourceType).toBe('equinix');
    expect(doc.terraform.required_providers).toEqual(REQUIRED_PROVIDERS);
    expect(doc.terraform.required_providers.equinix.version.startsWith('~> 5.')).toBe(true);
    expect(doc.provider).toEqual({
      equinix: [{
        client_id: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ',
        client_secret: '${var.equinix_client_secret}',
        endpoint: 'https://api.equinix.com',
        request_timeout: 60,
      }],
    });
    expect(doc.variable.equinix_client_secret).toEqual({ type: 'string', sensitive: true });
    expectSnakeCaseOnly(doc.provider);
    expect(warnings).toEqual([]);
  });

  test('provider: a literal client_secret warns and names the field; the client id does not', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {
        clientId: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ',
        clientSecret: 'Qm9vZ2xlQ2xpZW50U2VjcmV0MTIz',
      });
    });
    expect(doc.provider.equinix).toEqual([{ client_id: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ', client_secret: 'Qm9vZ2xlQ2xpZW50U2VjcmV0MTIz' }]);
    expect(warnings).toEqual([`test/equinix: [terrain:literal-secret] clientSecret ${LITERAL_SECRET}`]);
  });

  test('provider: a bearer token from a sensitive variable does not warn; a literal token and subject token do', () => {
    const fromVar = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', { token: secret(s, 'equinix_token') });
    });
    expect(fromVar.doc.provider.equinix).toEqual([{ token: '${var.equinix_token}' }]);
    expect(fromVar.warnings).toEqual([]);

    const literal = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {
        token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmYWJyaWMtY2kifQ.c2lnbmF0dXJl',
        tokenExchangeSubjectToken: 'eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJzdHMuZXF1aW5peC5jb20ifQ.c2ln',
      });
    });
    expect(literal.warnings).toEqual([
      `test/equinix: [terrain:literal-secret] token ${LITERAL_SECRET}`,
      `test/equinix: [terrain:literal-secret] tokenExchangeSubjectToken ${LITERAL_SECRET}`,
    ]);
  });

  test('provider: all 12 arguments of provider 5.x render under their Terraform names', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {
        clientId: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ',
        clientSecret: secret(s, 'client_secret'),
        token: secret(s, 'token'),
        endpoint: 'https://api.equinix.com',
        stsEndpoint: 'https://sts.eqix.equinix.com',
        tokenExchangeScope: 'roleassignments:240217000987654',
        tokenExchangeSubjectToken: secret(s, 'oidc_token'),
        tokenExchangeSubjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN',
        requestTimeout: 30,
        maxRetries: 10,
        maxRetryWaitSeconds: 30,
        responseMaxPageSize: 500,
      });
    });
    const body = doc.provider.equinix[0];
    expect(body).toEqual({
      client_id: 'kZ7mQ2xVb9RtL4nW8pYc3HfJ',
      client_secret: '${var.client_secret}',
      token: '${var.token}',
      endpoint: 'https://api.equinix.com',
      sts_endpoint: 'https://sts.eqix.equinix.com',
      token_exchange_scope: 'roleassignments:240217000987654',
      token_exchange_subject_token: '${var.oidc_token}',
      token_exchange_subject_token_env_var: 'TFC_WORKLOAD_IDENTITY_TOKEN',
      request_timeout: 30,
      max_retries: 10,
      max_retry_wait_seconds: 30,
      response_max_page_size: 500,
    });
    expect(Object.keys(body)).toHaveLength(12);
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('provider: an alias renders next to the arguments', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', { token: secret(s, 'token') });
      new equinix.EquinixProvider(s, 'equinix_sandbox', { alias: 'sandbox', endpoint: 'https://sandboxapi.equinix.com', token: secret(s, 'sandbox_token') });
    });
    expect(doc.provider.equinix).toEqual([
      { token: '${var.token}' },
      { alias: 'sandbox', endpoint: 'https://sandboxapi.equinix.com', token: '${var.sandbox_token}' },
    ]);
  });

  test('provider: auth_token (bare metal, removed in 5.0.0) and wrong types are rejected at construction', () => {
    expect(() => new equinix.EquinixProvider(stack(), 'equinix', { authToken: 'x' } as any))
      .toThrow(/authToken: unknown key/);
    expect(() => new equinix.EquinixProvider(stack(), 'equinix', { requestTimeout: '30' } as any))
      .toThrow(/requestTimeout: expected a number/);
  });

  test('provider: the docs name the EQUINIX_ environment variable of each argument and flag the secrets', () => {
    const src = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'src', 'generated', 'equinix', 'provider', 'index.ts'), 'utf8');
    const docOf = (prop: string) => {
      const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*readonly ${prop}\\?:`).exec(src);
      if (!m) throw new Error(`no doc comment for ${prop}`);
      return m[1];
    };
    const env: Record<string, string> = {
      clientId: 'EQUINIX_API_CLIENTID',
      clientSecret: 'EQUINIX_API_CLIENTSECRET',
      token: 'EQUINIX_API_TOKEN',
      endpoint: 'EQUINIX_API_ENDPOINT',
      requestTimeout: 'EQUINIX_API_TIMEOUT',
      stsEndpoint: 'EQUINIX_STS_ENDPOINT',
      tokenExchangeScope: 'EQUINIX_TOKEN_EXCHANGE_SCOPE',
      tokenExchangeSubjectToken: 'EQUINIX_TOKEN_EXCHANGE_SUBJECT_TOKEN',
      tokenExchangeSubjectTokenEnvVar: 'EQUINIX_TOKEN_EXCHANGE_SUBJECT_TOKEN_ENV_VAR',
    };
    for (const [prop, name] of Object.entries(env)) {
      expect(docOf(prop)).toContain(`When unset, the provider reads the environment variable \`${name}\`.`);
    }
    for (const prop of ['maxRetries', 'maxRetryWaitSeconds', 'responseMaxPageSize']) {
      expect(docOf(prop)).not.toContain('environment variable');
    }
    for (const prop of ['clientSecret', 'token', 'tokenExchangeSubjectToken']) {
      expect(docOf(prop)).toContain('Sensitive: pass a token');
    }
    for (const prop of ['clientId', 'endpoint', 'tokenExchangeSubjectTokenEnvVar']) {
      expect(docOf(prop)).not.toContain('Sensitive');
    }
  });

  test('provider: no bare-metal type is generated, and the overlay notes why', () => {
    const root = path.join(__dirname, '..', '..', '..');
    const overlay = JSON.parse(fs.readFileSync(path.join(root, 'spec', 'equinix', 'overlay.json'), 'utf8'));
    const schema = fs.readFileSync(path.join(root, 'spec', 'equinix', 'schema.json'), 'utf8');
    expect(schema).not.toContain('equinix_metal_');
    expect(Object.keys(equinix).filter((k) => /Metal/.test(k))).toEqual([]);
    const note = (overlay.provider.notes as string[]).find((n) => n.includes('equinix_metal_'));
    expect(note).toBeDefined();
    expect(note).toContain('2026-06-30');
    expect(note).toContain('5.0.0');
    expect(note).toContain('auth_token');
    expect(overlay.provider.versionConstraint).toBe('~> 5.1');
  });
});
