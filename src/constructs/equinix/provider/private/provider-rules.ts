/**
 * The rules of the provider L2 (`FabricProvider.configure` and `ProviderAuth`), one record each, on
 * whose word, and what an authentication renders into the configuration. Each rule is checked
 * where the value is bound or the configuration is built, so none carries a `check`. The form of
 * the token exchange scope is the provider's type rule (src/rules/equinix/provider.ts), never
 * repeated here.
 */
import type { PropRule } from '../../../../core/l2/index';

/** A secret input of the provider configuration. */
export interface BoundSecret {
  /** The L1's config key, e.g. `clientSecret`. */
  readonly input: string;
  /** Where the L2 was given it, e.g. `auth.clientSecret`. */
  readonly field: string;
  /** The value. */
  readonly value: string;
}

/**
 * What a `ProviderAuth` renders (`_bind`'s result): its inputs, and the secrets among them, which
 * the L2 judges (a literal is an error unless acknowledged) and sets without the L1's warning.
 */
export interface BoundProviderAuth {
  /** Provider inputs (the L1's config keys) that are no secret. */
  readonly inputs: { readonly [input: string]: string };
  /** Provider inputs that are secrets. */
  readonly secrets: readonly BoundSecret[];
}

/** Every rule of the provider L2, with its id (the problem or warning id it reports under). */
export const PROVIDER_RULES: ReadonlyArray<PropRule<unknown> & { readonly id: string }> = [
  {
    id: 'equinix:provider-auth-token',
    name: 'no Equinix Metal auth_token on provider 5.x',
    enforcedBy: 'equinix/provider.go: Provider at v5.1.0 (the schema has no auth_token: Terraform refuses it as an unexpected argument); '
      + 'at v4.16.1 it was Deprecated (deprecations.MetalDeprecationMessage: Equinix Metal reaches end of life on 2026-06-30, its resources and auth_token removed in 5.0.0)',
  },
  {
    id: 'equinix:provider-request-timeout',
    name: 'the request timeout is a whole number of seconds, at least 1',
    enforcedBy: 'equinix/provider.go: Provider (request_timeout: schema.TypeInt, ValidateFunc validation.IntAtLeast(1))',
  },
  {
    id: 'equinix:provider-page-size',
    name: 'the response page size is a whole number, at least 100',
    enforcedBy: 'equinix/provider.go: Provider (response_max_page_size: schema.TypeInt, ValidateFunc validation.IntAtLeast(100))',
  },
  {
    id: 'equinix:provider-client-credentials',
    name: 'a client id and secret are given both or neither',
    documentedIn: 'docs/index.md of the provider at v5.1.0 ("either token or client_id and client_secret must be defined through arguments or environment settings"); '
      + 'internal/config/config.go: newAuthClient (the client credentials flow takes ClientID and ClientSecret together)',
    level: 'error',
  },
  {
    id: 'equinix:provider-subject-token',
    name: 'a token exchange takes its subject token or the variable that holds it, not both',
    documentedIn: 'internal/config/config.go: resolveSourceToken (the configured token first; the variable token_exchange_subject_token_env_var names is read only without one); '
      + 'equinix/provider.go: Provider (token_exchange_subject_token: "If not set, the provider will use the environment variable specified in token_exchange_subject_token_env_var")',
    level: 'error',
  },
  {
    id: 'equinix:literal-credential',
    name: 'a client secret, token or subject token is no literal',
    contract: 'product policy (an error unless acknowledged): the provider marks none of them sensitive at v5.1.0 (equinix/provider.go: Provider); the L1 treats client_secret, token and token_exchange_subject_token as secrets',
  },
];
