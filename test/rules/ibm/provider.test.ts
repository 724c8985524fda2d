/**
 * The ibm provider: visibility and privateEndpointType are generated value checks (validators of
 * ibm/provider/provider.go), the deprecated arguments warn through terrain:deprecated-attribute, and
 * two type rules hold the trusted-profile relations of the schema (ConflictsWith, RequiredWith).
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { errorOf, secret, synth } from '../../util';
import { errorLines } from '../findings';

type Config = ibm.IbmProviderConfig;
const make = (config: Config) => synth((s) => { new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: secret(s, 'api_key'), ...config }); });

describe('ibm provider value checks and deprecations', () => {
  test('visibility and privateEndpointType take the documented values', () => {
    expect(make({ visibility: 'private', privateEndpointType: 'vpe' }).warnings).toEqual([]);
    expect(make({ visibility: 'public-and-private' }).warnings).toEqual([]);
    expect(errorLines(errorOf(() => make({ visibility: 'Private' })))).toEqual([
      '[test/ibm] [value:ibm.provider.visibility] visibility: is not an allowed value. Received: "Private". Allowed: \'public\', \'private\' or \'public-and-private\'. Fix: write \'private\' instead of \'Private\'.',
    ]);
    expect(errorLines(errorOf(() => make({ visibility: 'private', privateEndpointType: 'vpc' })))).toEqual([
      '[test/ibm] [value:ibm.provider.private_endpoint_type] privateEndpointType: is not an allowed value. Received: "vpc". Allowed: \'vpe\'. Fix: write \'vpe\' instead of \'vpc\'.',
    ]);
  });

  test('a deprecated argument (the legacy and classic-infrastructure arguments the provider marks Deprecated) warns and names its replacement', () => {
    expect(make({ bluemixTimeout: 60, generation: 2 }).warnings).toEqual([
      'test/ibm: [terrain:deprecated-attribute] bluemixTimeout is deprecated by the provider. Use `ibmcloudTimeout` (Terraform `ibmcloud_timeout`) instead; when both are set, it wins.',
      'test/ibm: [terrain:deprecated-attribute] generation is deprecated by the provider. It has no effect (no code of the provider reads it); remove it.',
    ]);
  });

  test('one-trusted-profile: a trusted profile named by id and by name fails (iam_profile_id ConflictsWith iam_profile_name)', () => {
    expect(make({ iamProfileId: 'Profile-9b3f4a1c-2d5e-4f60-8a7b-1c2d3e4f5a6b' }).warnings).toEqual([]);
    expect(errorLines(errorOf(() => make({ iamProfileId: 'Profile-9b3f4a1c-2d5e-4f60-8a7b-1c2d3e4f5a6b', iamProfileName: 'terraform-deployer', ibmcloudAccountId: 'b1f7e2c93d4a4f5e8a6b7c8d9e0f1a2b' })))).toEqual([
      '[test/ibm] [rule:ibm.provider/one-trusted-profile] iamProfileName: conflicts with iamProfileId. Received: both iamProfileId and iamProfileName. Allowed: one of iamProfileId and iamProfileName. Fix: keep iamProfileId (the profile id, Profile-...) and remove iamProfileName, or keep iamProfileName with ibmcloudAccountId and remove iamProfileId.',
    ]);
  });

  test('profile-name-with-account-id: iamProfileName and ibmcloudAccountId go together (RequiredWith, both ways)', () => {
    expect(make({ iamProfileName: 'terraform-deployer', ibmcloudAccountId: 'b1f7e2c93d4a4f5e8a6b7c8d9e0f1a2b' }).warnings).toEqual([]);
    expect(errorLines(errorOf(() => make({ iamProfileName: 'terraform-deployer' })))).toEqual([
      '[test/ibm] [rule:ibm.provider/profile-name-with-account-id] ibmcloudAccountId: is unset; iamProfileName needs it. Received: iamProfileName without ibmcloudAccountId. Allowed: iamProfileName together with ibmcloudAccountId. Fix: set ibmcloudAccountId to the id of the account that owns the trusted profile (the IC_ACCOUNT_ID environment variable does not count), or name the profile by iamProfileId instead.',
    ]);
    expect(errorLines(errorOf(() => make({ ibmcloudAccountId: 'b1f7e2c93d4a4f5e8a6b7c8d9e0f1a2b' })))).toEqual([
      '[test/ibm] [rule:ibm.provider/profile-name-with-account-id] iamProfileName: is unset; ibmcloudAccountId is only taken together with it. Received: ibmcloudAccountId without iamProfileName. Allowed: ibmcloudAccountId together with iamProfileName. Fix: set iamProfileName to the trusted profile to assume, or remove ibmcloudAccountId.',
    ]);
  });

  test('the trusted-profile rules judge no token (a variable may be null)', () => {
    const r = synth((s) => {
      const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
      new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: secret(s, 'api_key'), iamProfileId: v('profile_id'), iamProfileName: 'terraform-deployer', ibmcloudAccountId: v('account') });
      new ibm.IbmProvider(s, 'other', { alias: 'other', ibmcloudApiKey: secret(s, 'api_key2'), iamProfileName: v('profile_name') });
    });
    expect(r.warnings).toEqual([]);
  });
});
