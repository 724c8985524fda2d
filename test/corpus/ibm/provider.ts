/**
 * The ibm provider block in the credential styles of the provider's website/docs/index.html.markdown:
 * an API key with a region, private (VPE) endpoints, IAM access and refresh tokens, a trusted
 * profile by id or by name (with its account), classic infrastructure credentials beside the API
 * key, and several regions under aliases. Credentials come from sensitive variables.
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../../../src';
import { CorpusApp, input, sensitive } from '../corpus';

/** The API key most configurations use, in the region of the App Configuration instance. */
export function ibmProvider(scope: Construct, region = 'us-south', id = 'ibm', alias?: string): ibm.IbmProvider {
  return new ibm.IbmProvider(scope, id, {
    alias,
    region,
    ibmcloudApiKey: sensitive(scope, `${id}_api_key`, 'IBM Cloud API key (IAM > API keys).'),
  });
}

class ApiKey extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {
      ibmcloudApiKey: sensitive(this, 'ibmcloud_api_key', 'IBM Cloud API key.'),
      region: 'eu-de',
      zone: 'eu-de-1',
      resourceGroup: input(this, 'resource_group_id', 'Resource group the stack deploys into.'),
      ibmcloudTimeout: 120,
      maxRetries: 5,
    });
  }
}

class PrivateEndpoints extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {
      ibmcloudApiKey: sensitive(this, 'ibmcloud_api_key', 'IBM Cloud API key.'),
      region: 'us-south',
      visibility: 'private',
      privateEndpointType: 'vpe',
      endpointsFilePath: '/etc/ibmcloud/endpoints.json',
    });
  }
}

class IamTokens extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {
      iamToken: sensitive(this, 'iam_token', 'IAM access token (Bearer ...) of the pipeline.'),
      iamRefreshToken: sensitive(this, 'iam_refresh_token', 'IAM refresh token that goes with it.'),
      region: 'us-south',
    });
  }
}

/** Trusted profiles: one assumed by id, one by name in the account that owns it (IamAssumeAuthenticator). */
class TrustedProfiles extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {
      ibmcloudApiKey: sensitive(this, 'ibmcloud_api_key', 'API key of the enterprise root account.'),
      iamProfileId: input(this, 'trusted_profile_id', 'Trusted profile to assume (Profile-...).'),
      region: 'us-south',
    });
    new ibm.IbmProvider(this, 'child', {
      alias: 'child',
      ibmcloudApiKey: sensitive(this, 'child_api_key', 'API key of the enterprise root account.'),
      iamProfileName: 'terraform-deployer',
      ibmcloudAccountId: input(this, 'child_account_id', 'Child account that owns the trusted profile.'),
      region: 'us-south',
    });
  }
}

class ClassicInfrastructure extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {
      ibmcloudApiKey: sensitive(this, 'ibmcloud_api_key', 'IBM Cloud API key.'),
      iaasClassicUsername: input(this, 'iaas_classic_username', 'Classic infrastructure user name (VPN user).'),
      iaasClassicApiKey: sensitive(this, 'iaas_classic_api_key', 'Classic infrastructure API key.'),
      iaasClassicTimeout: 90,
    });
  }
}

/** Credentials from IC_API_KEY in the environment; two regions under aliases. */
class EnvironmentAndRegions extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', {});
    new ibm.IbmProvider(this, 'frankfurt', { alias: 'frankfurt', region: 'eu-de' });
    ibmProvider(this, 'jp-tok', 'tokyo', 'tokyo');
  }
}

/** The deprecated bluemix_api_key: it still works, and warns with its replacement. */
class LegacyApiKey extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', { bluemixApiKey: sensitive(this, 'bluemix_api_key', 'IBM Cloud API key.'), region: 'us-south' });
  }
}

export const APPS: CorpusApp[] = [
  { name: 'API key, region, zone and resource group', after: 'website/docs/index.html.markdown (Static credentials)', build: (s, id) => new ApiKey(s, id) },
  { name: 'private VPE endpoints', after: 'website/docs/index.html.markdown (VPE endpoints support)', build: (s, id) => new PrivateEndpoints(s, id) },
  { name: 'IAM access and refresh tokens', after: 'ibm/conns/config.go (iam_token and iam_refresh_token)', build: (s, id) => new IamTokens(s, id) },
  { name: 'trusted profiles by id and by name', after: 'website/docs/index.html.markdown (IAMAssume Authenticator Support)', build: (s, id) => new TrustedProfiles(s, id) },
  { name: 'classic infrastructure credentials', after: 'website/docs/index.html.markdown (Static credentials)', build: (s, id) => new ClassicInfrastructure(s, id) },
  { name: 'credentials from the environment, three regions', after: 'website/docs/index.html.markdown (Environment variables)', build: (s, id) => new EnvironmentAndRegions(s, id) },
  {
    name: 'the deprecated bluemix API key',
    after: 'ibm/provider/provider.go (bluemix_api_key: Deprecated)',
    build: (s, id) => new LegacyApiKey(s, id),
    warnings: ['corpus/ibm: [terrain:deprecated-attribute] bluemixApiKey is deprecated by the provider. Use `ibmcloudApiKey` (Terraform `ibmcloud_api_key`) instead; when both are set, it wins.'],
  },
];
