/**
 * The ibm provider needs no type rule (SPEC 5.3): visibility and privateEndpointType are generated
 * value checks, and the deprecated arguments warn through terrain:deprecated-attribute. This file
 * pins both, so that a type rule is added if either ever stops covering the spec.
 */
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

  test('a deprecated argument (SPEC 5.3 legacy and old-infrastructure variables) warns and names its replacement', () => {
    expect(make({ bluemixTimeout: 60, generation: 2 }).warnings).toEqual([
      'test/ibm: [terrain:deprecated-attribute] bluemixTimeout is deprecated by the provider. Use `ibmcloudTimeout` (Terraform `ibmcloud_timeout`) instead; when both are set, it wins.',
      'test/ibm: [terrain:deprecated-attribute] generation is deprecated by the provider. It has no effect (no code of the provider reads it); remove it.',
    ]);
  });
});
