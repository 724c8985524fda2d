/**
 * The equinix provider block, in the credential styles of the provider's docs/index.md: an API
 * client id and secret, a bearer token, workload identity federation (token exchange), and two
 * organizations side by side under aliases. Credentials always come from sensitive variables.
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input, sensitive } from '../corpus';

/** The API client credentials most configurations use. */
export function fabricProvider(scope: Construct, id = 'equinix', alias?: string): equinix.EquinixProvider {
  return new equinix.EquinixProvider(scope, id, {
    alias,
    clientId: sensitive(scope, `${id}_client_id`, 'Client id of the Equinix API client (Developer Platform > Apps).'),
    clientSecret: sensitive(scope, `${id}_client_secret`, 'Client secret of the Equinix API client.'),
  });
}

/** Client credentials, with the retry, timeout and paging settings of a busy CI runner. */
class ClientCredentials extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new equinix.EquinixProvider(this, 'equinix', {
      clientId: sensitive(this, 'client_id', 'Client id of the Equinix API client.'),
      clientSecret: sensitive(this, 'client_secret', 'Client secret of the Equinix API client.'),
      endpoint: 'https://api.equinix.com',
      requestTimeout: 60,
      responseMaxPageSize: 500,
      maxRetries: 5,
      maxRetryWaitSeconds: 30,
    });
  }
}

/** A bearer token minted by the pipeline (client id and secret are then ignored). */
class BearerToken extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new equinix.EquinixProvider(this, 'equinix', { token: sensitive(this, 'equinix_token', 'OAuth2 access token of the Equinix API.') });
  }
}

/** Workload identity federation in HCP Terraform: the run's identity token is exchanged at the STS. */
class WorkloadIdentity extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const org = input(this, 'organization_id', 'Equinix organization whose role assignments the token carries.', '123456');
    new equinix.EquinixProvider(this, 'equinix', {
      tokenExchangeScope: `roleassignments:${org}`,
      tokenExchangeSubjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN',
      stsEndpoint: 'https://sts.eqix.equinix.com',
    });
    // A second provider scoped by an access policy ERN, and one given the subject token directly.
    new equinix.EquinixProvider(this, 'readonly', {
      alias: 'readonly',
      tokenExchangeScope: 'ern:equinix:iam:accesspolicy:5ab3f2c7-3d2b-4a49-9a0d-1c2b3a4d5e6f',
      tokenExchangeSubjectToken: sensitive(this, 'oidc_token', 'OIDC id token trusted by the Equinix STS.'),
    });
  }
}

/** Two organizations (production and lab) managed from one stack. */
class TwoOrganizations extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this, 'equinix');
    fabricProvider(this, 'lab', 'lab');
  }
}

/** A role assignment scope written without its organization separator: documented, not validated, so it warns. */
class MisspeltScope extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new equinix.EquinixProvider(this, 'equinix', { tokenExchangeScope: 'roleassignment:123456', tokenExchangeSubjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN' });
  }
}

export const APPS: CorpusApp[] = [
  { name: 'client id and secret with retries and paging', after: 'docs/index.md (client credentials)', build: (s, id) => new ClientCredentials(s, id) },
  { name: 'bearer token', after: 'docs/index.md (Token Authentication)', build: (s, id) => new BearerToken(s, id) },
  { name: 'workload identity federation', after: 'docs/index.md (Workload Identity Federation)', build: (s, id) => new WorkloadIdentity(s, id) },
  { name: 'two organizations under aliases', after: 'docs/index.md (client credentials)', build: (s, id) => new TwoOrganizations(s, id) },
  {
    name: 'a misspelt role assignment scope',
    after: 'equinix/provider.go (token_exchange_scope description)',
    build: (s, id) => new MisspeltScope(s, id),
    warnings: [
      "corpus/equinix: [rule:equinix.provider/token-exchange-scope-format] tokenExchangeScope: is not of the form roleassignments:<org_id>. Received: \"roleassignment:123456\". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: write 'roleassignments:123456'.",
    ],
  },
];
