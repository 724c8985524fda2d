/**
 * The rules of the provider L2 (`IbmCloudProvider.configure` and `IbmCloudAuth`), one record each,
 * on whose word, and what an authentication renders into the configuration. Each rule is checked
 * where the value is bound or the configuration is built, so none carries a `check`. The trusted
 * profile arguments' schema rules (`iam_profile_id` ConflictsWith `iam_profile_name`, RequiredWith
 * `ibmcloud_account_id`) are the L1's type rules (src/rules/ibm/provider.ts): an `IbmCloudAuth`
 * renders one way to authenticate, so it never triggers them.
 */
import type { PropRule } from '../../../../core/l2/index';

/** A secret input of the provider configuration. */
export interface BoundSecret {
  /** The L1's config key, e.g. `ibmcloudApiKey`. */
  readonly input: string;
  /** Where the L2 was given it, e.g. `auth.apiKey`. */
  readonly field: string;
  /** The value. */
  readonly value: string;
}

/**
 * What an `IbmCloudAuth` renders (`_bind`'s result): its inputs, and the secrets among them, which
 * the L2 judges (a literal is an error unless acknowledged) and sets without the L1's warning.
 */
export interface BoundIbmCloudAuth {
  /** Provider inputs (the L1's config keys) that are no secret. */
  readonly inputs: { readonly [input: string]: string };
  /** Provider inputs that are secrets. */
  readonly secrets: readonly BoundSecret[];
}

const CONFIGURE = 'ibm/provider/provider.go: providerConfigure';

/** Every rule of the provider L2, with its id (the problem or warning id it reports under). */
export const PROVIDER_RULES: ReadonlyArray<PropRule<unknown> & { readonly id: string }> = [
  {
    id: 'ibm:provider-deprecated-argument',
    name: 'no deprecated argument (bluemix_*, softlayer_*, function_namespace, generation, riaas_endpoint)',
    documentedIn: 'ibm/provider/provider.go: Provider at v2.5.0 (Deprecated: bluemix_api_key "please use ibmcloud_api_key", bluemix_timeout "please use ibmcloud_timeout", '
      + 'softlayer_api_key, softlayer_username, softlayer_endpoint_url, softlayer_timeout "please use iaas_classic_...", function_namespace "will be deprecated soon", '
      + 'riaas_endpoint "deprecated use generation", generation "will be removed")',
    level: 'error',
  },
  {
    id: 'ibm:provider-timeout',
    name: 'the timeout is a whole number of seconds, at least 1',
    contract: `the L2 refuses what the provider would replace silently: ${CONFIGURE} takes an ibmcloud_timeout of 0 as unset (IC_TIMEOUT, IBMCLOUD_TIMEOUT or 60 seconds); the schema (TypeInt) takes whole seconds only`,
  },
  {
    id: 'ibm:provider-max-retries',
    name: 'the retry count is a whole number, at least 1',
    contract: `the L2 refuses what the provider would replace silently: ${CONFIGURE} takes a max_retries of 0 as unset (MAX_RETRIES or 10 retries); a negative count is passed to the API clients' EnableRetries (ibm/conns/config.go: ClientSession), which keep their own default for a count below 1 (IBM/go-sdk-core: BaseService.EnableRetries, if maxRetries > 0)`,
  },
  {
    id: 'ibm:provider-endpoint-type-public',
    name: 'a private endpoint type is for private visibility',
    documentedIn: 'website/docs/index.html.markdown ("By default provider targets to cse endpoints when the visibility is set to private. If you want to target to vpe private endpoints, set private_endpoint_type to vpe")',
    level: 'warning',
    warningId: 'ibm:provider-endpoint-type-public',
  },
  {
    id: 'ibm:literal-credential',
    name: 'an API key, IAM token or refresh token is no literal',
    contract: 'product policy (an error unless acknowledged): the provider marks none of them sensitive at v2.5.0 (ibm/provider/provider.go: Provider); the L1 treats ibmcloud_api_key, iam_token and iam_refresh_token as secrets (spec/ibm/overlay.json)',
  },
];
