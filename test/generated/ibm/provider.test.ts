/**
 * The ibm provider configuration (spec section 5.3): its 27 arguments, the credentials that are
 * secret here although the provider does not flag them, the nine deprecated arguments and what
 * replaces them, the environment-variable fallbacks, and `required_providers` (IBM-Cloud/ibm).
 */
import * as fs from 'fs';
import * as path from 'path';
import { ibm } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, secret, stack, synth } from '../../util';

const ROOT = path.join(__dirname, '..', '..', '..');
const ACCOUNT_ID = 'b8f16fa3e64f4e6b9a0bd1c2f0e3a4d5';
const RESOURCE_GROUP_ID = '5d4b2c8e1f3a4b6c9d0e7f8a1b2c3d4e';

/** The doc comment of a property of IbmProviderConfig. */
function docOf(prop: string): string {
  const src = fs.readFileSync(path.join(ROOT, 'src', 'generated', 'ibm', 'provider', 'index.ts'), 'utf8');
  const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*readonly ${prop}\\?:`).exec(src);
  if (!m) throw new Error(`no doc comment for ${prop}`);
  return m[1];
}

describe('ibm provider', () => {
  test('provider: IAM API key from a sensitive variable, region and timeouts; required_providers IBM-Cloud/ibm ~> 2.x', () => {
    const { doc, warnings } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        ibmcloudApiKey: secret(s, 'ibmcloud_api_key'),
        region: 'us-south',
        resourceGroup: RESOURCE_GROUP_ID,
        ibmcloudTimeout: 120,
        maxRetries: 5,
        visibility: 'public-and-private',
      });
    });
    expect(ibm.IbmProvider.tfResourceType).toBe('ibm');
    expect(doc.terraform.required_providers).toEqual({ ibm: { source: 'IBM-Cloud/ibm', version: '~> 2.5' } });
    expect(doc.terraform.required_providers.ibm.version.startsWith('~> 2.')).toBe(true);
    expect(doc.provider).toEqual({
      ibm: [{
        ibmcloud_api_key: '${var.ibmcloud_api_key}',
        region: 'us-south',
        resource_group: RESOURCE_GROUP_ID,
        ibmcloud_timeout: 120,
        max_retries: 5,
        visibility: 'public-and-private',
      }],
    });
    expect(doc.variable.ibmcloud_api_key).toEqual({ type: 'string', sensitive: true });
    expectSnakeCaseOnly(doc.provider);
    expect(warnings).toEqual([]);
  });

  test('provider: a literal ibmcloud_api_key warns, naming the field and pointing to a sensitive TerraformVariable', () => {
    const { doc, warnings } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: 'Xq8vTn2LpR5wZk9cHj3mFb7sYd4gKe6uAa1oBi0rCt_Q', region: 'eu-de' });
    });
    expect(doc.provider.ibm).toEqual([{ ibmcloud_api_key: 'Xq8vTn2LpR5wZk9cHj3mFb7sYd4gKe6uAa1oBi0rCt_Q', region: 'eu-de' }]);
    expect(warnings).toEqual([`test/ibm: [terrain:literal-secret] ibmcloudApiKey ${LITERAL_SECRET}`]);
    expect(warnings[0]).toContain('ibmcloudApiKey');
    expect(warnings[0]).toContain('new TerraformVariable(');
    expect(warnings[0]).toContain('sensitive: true');
  });

  test('provider: IAM token, refresh token and classic infrastructure API key are secret too; user names and profile ids are not', () => {
    const literal = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        iamToken: 'eyJraWQiOiIyMDI0MDUwMTA4MzEiLCJhbGciOiJSUzI1NiJ9.eyJpYW1faWQiOiJJQk1pZC0yNzAwMDdBQkNEIn0.c2lnbmF0dXJl',
        iamRefreshToken: 'OKBfX0wVb4Yd0Rr8kH3cG5sT1mQ9nZ2pJ7vW6xE',
        iaasClassicUsername: '1234567_ops@example.com',
        iaasClassicApiKey: '3f6e9a2b8c1d4e7f0a5b2c9d6e3f1a8b4c7d0e2f5a9b1c6d3e8f0a4b7c2d5e9f',
        iamProfileId: 'iam-Profile-2f9a1c3e-7b5d-4e8f-a6c0-1d2b3e4f5a6b',
        region: 'us-east',
      });
    });
    expect(literal.doc.provider.ibm).toEqual([{
      iam_token: 'eyJraWQiOiIyMDI0MDUwMTA4MzEiLCJhbGciOiJSUzI1NiJ9.eyJpYW1faWQiOiJJQk1pZC0yNzAwMDdBQkNEIn0.c2lnbmF0dXJl',
      iam_refresh_token: 'OKBfX0wVb4Yd0Rr8kH3cG5sT1mQ9nZ2pJ7vW6xE',
      iaas_classic_username: '1234567_ops@example.com',
      iaas_classic_api_key: '3f6e9a2b8c1d4e7f0a5b2c9d6e3f1a8b4c7d0e2f5a9b1c6d3e8f0a4b7c2d5e9f',
      iam_profile_id: 'iam-Profile-2f9a1c3e-7b5d-4e8f-a6c0-1d2b3e4f5a6b',
      region: 'us-east',
    }]);
    expect(literal.warnings).toEqual([
      `test/ibm: [terrain:literal-secret] iamToken ${LITERAL_SECRET}`,
      `test/ibm: [terrain:literal-secret] iamRefreshToken ${LITERAL_SECRET}`,
      `test/ibm: [terrain:literal-secret] iaasClassicApiKey ${LITERAL_SECRET}`,
    ]);

    const fromVars = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        iamToken: secret(s, 'iam_token'),
        iamRefreshToken: secret(s, 'iam_refresh_token'),
        iaasClassicUsername: '1234567_ops@example.com',
        iaasClassicApiKey: secret(s, 'classic_api_key'),
      });
    });
    expect(fromVars.doc.provider.ibm).toEqual([{
      iam_token: '${var.iam_token}',
      iam_refresh_token: '${var.iam_refresh_token}',
      iaas_classic_username: '1234567_ops@example.com',
      iaas_classic_api_key: '${var.classic_api_key}',
    }]);
    expect(fromVars.warnings).toEqual([]);
  });

  test('provider: a trusted profile by name with its account id renders without warnings', () => {
    const { doc, warnings } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        iamProfileName: 'terraform-deployer',
        ibmcloudAccountId: ACCOUNT_ID,
        region: 'jp-tok',
        zone: 'jp-tok-1',
        privateEndpointType: 'vpe',
        visibility: 'private',
        endpointsFilePath: '/etc/ibmcloud/endpoints.json',
        iaasClassicEndpointUrl: 'https://api.service.softlayer.com/rest/v3',
        iaasClassicTimeout: 90,
      });
    });
    const body = doc.provider.ibm[0];
    expect(body).toEqual({
      iam_profile_name: 'terraform-deployer',
      ibmcloud_account_id: ACCOUNT_ID,
      region: 'jp-tok',
      zone: 'jp-tok-1',
      private_endpoint_type: 'vpe',
      visibility: 'private',
      endpoints_file_path: '/etc/ibmcloud/endpoints.json',
      iaas_classic_endpoint_url: 'https://api.service.softlayer.com/rest/v3',
      iaas_classic_timeout: 90,
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('provider: a deprecated argument warns and names its replacement', () => {
    const { doc, warnings } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        bluemixApiKey: secret(s, 'bluemix_api_key'),
        softlayerUsername: '1234567_ops@example.com',
        region: 'us-south',
      });
    });
    expect(doc.provider.ibm).toEqual([{
      bluemix_api_key: '${var.bluemix_api_key}',
      softlayer_username: '1234567_ops@example.com',
      region: 'us-south',
    }]);
    expect(warnings).toEqual([
      'test/ibm: [terrain:deprecated-attribute] bluemixApiKey is deprecated by the provider. '
        + 'Use `ibmcloudApiKey` (Terraform `ibmcloud_api_key`) instead; when both are set, it wins.',
      'test/ibm: [terrain:deprecated-attribute] softlayerUsername is deprecated by the provider. '
        + 'Use `iaasClassicUsername` (Terraform `iaas_classic_username`) instead; when both are set, it wins.',
    ]);
  });

  test('provider: a literal deprecated key warns twice (secret and deprecated); every deprecated argument warns', () => {
    const { doc, warnings } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', {
        softlayerApiKey: '3f6e9a2b8c1d4e7f0a5b2c9d6e3f1a8b4c7d0e2f5a9b1c6d3e8f0a4b7c2d5e9f',
        softlayerEndpointUrl: 'https://api.softlayer.com/rest/v3',
        softlayerTimeout: 60,
        bluemixTimeout: 60,
        functionNamespace: 'Default',
        riaasEndpoint: 'us-south.iaas.cloud.ibm.com',
        generation: 2,
      });
    });
    expect(doc.provider.ibm).toEqual([{
      softlayer_api_key: '3f6e9a2b8c1d4e7f0a5b2c9d6e3f1a8b4c7d0e2f5a9b1c6d3e8f0a4b7c2d5e9f',
      softlayer_endpoint_url: 'https://api.softlayer.com/rest/v3',
      softlayer_timeout: 60,
      bluemix_timeout: 60,
      function_namespace: 'Default',
      riaas_endpoint: 'us-south.iaas.cloud.ibm.com',
      generation: 2,
    }]);
    const dep = (field: string, msg: string) => `test/ibm: [terrain:deprecated-attribute] ${field} is deprecated by the provider. ${msg}`;
    expect(warnings).toEqual([
      `test/ibm: [terrain:literal-secret] softlayerApiKey ${LITERAL_SECRET}`,
      dep('softlayerApiKey', 'Use `iaasClassicApiKey` (Terraform `iaas_classic_api_key`) instead; when both are set, it wins.'),
      dep('softlayerEndpointUrl', 'Use `iaasClassicEndpointUrl` (Terraform `iaas_classic_endpoint_url`) instead; when both are set, it wins.'),
      dep('softlayerTimeout', 'Use `iaasClassicTimeout` (Terraform `iaas_classic_timeout`) instead; when both are set, it wins.'),
      dep('bluemixTimeout', 'Use `ibmcloudTimeout` (Terraform `ibmcloud_timeout`) instead; when both are set, it wins.'),
      dep('functionNamespace', 'The provider deprecates it without a replacement; remove it.'),
      dep('riaasEndpoint', 'The replacement the provider names, `generation`, is itself deprecated and has no effect; remove the argument.'),
      dep('generation', 'It has no effect (no code of the provider reads it); remove it.'),
    ]);
  });

  test('provider: an alias renders next to the arguments', () => {
    const { doc } = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: secret(s, 'api_key'), region: 'us-south' });
      new ibm.IbmProvider(s, 'ibm_eu', { alias: 'eu', ibmcloudApiKey: secret(s, 'api_key_eu'), region: 'eu-de' });
    });
    expect(doc.provider.ibm).toEqual([
      { ibmcloud_api_key: '${var.api_key}', region: 'us-south' },
      { alias: 'eu', ibmcloud_api_key: '${var.api_key_eu}', region: 'eu-de' },
    ]);
  });

  test('provider: spec names (vendorcloudApiKey), snake_case keys and wrong types are rejected at construction', () => {
    expect(errorOf(() => new ibm.IbmProvider(stack(), 'ibm', { vendorcloudApiKey: 'x' } as any)))
      .toContain('vendorcloudApiKey: unknown key.');
    expect(errorOf(() => new ibm.IbmProvider(stack(), 'ibm', { ibmcloud_api_key: 'x' } as any)))
      .toContain("Fix: write 'ibmcloudApiKey' instead of 'ibmcloud_api_key'.");
    expect(errorOf(() => new ibm.IbmProvider(stack(), 'ibm', { ibmcloudTimeout: '60' } as any)))
      .toContain('ibmcloudTimeout: expected a number.');
  });

  test('provider: all 27 arguments are in the schema, described, and the 9 deprecated ones carry a message', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', 'ibm', 'schema.json'), 'utf8'));
    const block = Object.values<any>(schema.provider_schemas)[0].provider.block;
    const args = Object.keys(block.attributes).sort();
    expect(args).toHaveLength(27);
    const overlay = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', 'ibm', 'overlay.json'), 'utf8'));
    const described = overlay.types.provider.attributes;
    expect(Object.keys(described).sort()).toEqual(args);
    const deprecated = args.filter((a) => block.attributes[a].deprecated);
    expect(deprecated).toEqual(['bluemix_api_key', 'bluemix_timeout', 'function_namespace', 'generation', 'riaas_endpoint',
      'softlayer_api_key', 'softlayer_endpoint_url', 'softlayer_timeout', 'softlayer_username']);
    for (const a of deprecated) {
      expect(described[a].deprecated).toMatch(/\S/);
      expect(described[a].deprecated).not.toBe('Deprecated by the provider.');
    }
    for (const a of args.filter((x) => !block.attributes[x].deprecated)) expect(described[a].deprecated).toBeUndefined();
    // Environment fallbacks are said once, per argument (the generator rejects any other place).
    expect(args.filter((a) => described[a].environment).length).toBe(25);
    expect(overlay.provider.environment).toBeUndefined();
    expect(overlay.provider.source).toBe('IBM-Cloud/ibm');
  });

  test('provider: the docs name the environment-variable fallbacks and defaults, flag the secrets and the deprecations', () => {
    expect(docOf('ibmcloudApiKey')).toContain('When unset, the provider reads the environment variables `IC_API_KEY`, `IBMCLOUD_API_KEY`.');
    expect(docOf('region')).toContain('`IC_REGION`, `IBMCLOUD_REGION`, `BM_REGION`, `BLUEMIX_REGION`');
    expect(docOf('region')).toContain('@default "us-south"');
    expect(docOf('ibmcloudTimeout')).toContain('@default 60');
    expect(docOf('maxRetries')).toContain('`MAX_RETRIES`');
    expect(docOf('iaasClassicApiKey')).toContain('`SL_API_KEY`, `SOFTLAYER_API_KEY`, `IAAS_CLASSIC_API_KEY`');
    expect(docOf('iamToken')).toContain('`IC_IAM_TOKEN`, `IBMCLOUD_IAM_TOKEN`');
    expect(docOf('visibility')).toContain('Allowed values: `public`, `private`, `public-and-private` (the provider enforces them).');
    expect(docOf('riaasEndpoint')).not.toContain('environment variable');
    for (const prop of ['ibmcloudApiKey', 'bluemixApiKey', 'iaasClassicApiKey', 'softlayerApiKey', 'iamToken', 'iamRefreshToken']) {
      expect(docOf(prop)).toContain('Sensitive: pass a token');
    }
    for (const prop of ['ibmcloudAccountId', 'iamProfileId', 'iamProfileName', 'iaasClassicUsername', 'region', 'resourceGroup']) {
      expect(docOf(prop)).not.toContain('Sensitive');
    }
    expect(docOf('softlayerApiKey')).toContain('@deprecated Use `iaasClassicApiKey` (Terraform `iaas_classic_api_key`) instead');
    expect(docOf('generation')).toContain('@deprecated It has no effect');
    expect(docOf('ibmcloudApiKey')).not.toContain('@deprecated');
  });
});
