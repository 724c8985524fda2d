/**
 * Fuzz target of the ibm provider L2: `IbmCloudProvider.configure` with random props (every way to
 * authenticate, as a call with random options; timeouts as Durations in and out of bounds; retry
 * counts; the provider's deprecated arguments now and then). Besides the harness's criteria, a
 * configuration that synthesizes has a timeout and a retry count of at least 1 (what
 * providerConfigure would otherwise replace), a deprecated argument only with its warning
 * (ibm:provider-deprecated-argument), and never a trusted profile by id and by name both
 * (provider.go: ConflictsWith).
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { Duration } from '../../../src';
import { IbmCloudAuth } from '../../../src/constructs/ibm/provider/ibm-cloud-auth';
import { IbmCloudProvider, PrivateEndpointType, Visibility } from '../../../src/constructs/ibm/provider/ibm-cloud-provider';
import { call, Call, CaseFailure, oddNumber, oddString, opt, props, registerCallables, req, str, Target, tok, wrong } from '../harness';

/** Cases per target in CI. */
export const RUNS = 500;

/** The classes these targets exercise, by name (the ibm index is not scanned yet). */
export const CLASSES: Record<string, any> = { IbmCloudProvider, IbmCloudAuth };
for (const [name, cls] of Object.entries(CLASSES)) registerCallables(name, cls);

const callOf = (fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> => fc.tuple(...args).map((a) => call(fn, ...a));
const secret = fc.oneof({ weight: 4, arbitrary: fc.constant(tok('string')) }, { weight: 1, arbitrary: fc.constantFrom('someIbmCloudApiKey', '') });
const auth = fc.oneof(
  { weight: 3, arbitrary: callOf('IbmCloudAuth.apiKey', fc.oneof(secret, wrong)) },
  { weight: 2, arbitrary: callOf('IbmCloudAuth.iamToken', props({ token: req(secret, oddString), refreshToken: opt(secret, oddString) })) },
  { weight: 2, arbitrary: callOf('IbmCloudAuth.trustedProfile', props({ profileId: req(str(fc.constantFrom('Profile-9ac6d4b1')), fc.constant('')), apiKey: opt(secret, oddString) })) },
  {
    weight: 2,
    arbitrary: callOf('IbmCloudAuth.trustedProfileName', props({
      name: req(str(fc.constantFrom('deployer')), fc.constant('')), accountId: req(str(fc.constantFrom('abc123')), fc.constant('')), apiKey: opt(secret, oddString),
    })),
  },
  { weight: 1, arbitrary: callOf('IbmCloudAuth.fromEnvironment') },
);
const seconds = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(1, 60, 120).map((n) => Duration.seconds(n)) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1.5).map((n) => Duration.seconds(n)) },
);
const DEPRECATED = ['bluemixApiKey', 'bluemix_timeout', 'softlayerUsername', 'softlayer_api_key', 'functionNamespace', 'generation', 'riaasEndpoint'];
/** The deprecated argument each case passed, by its stack. */
const GIVEN_OLD = new WeakMap<TerraformStack, string | undefined>();
const DEPRECATED_TF = ['bluemix_api_key', 'bluemix_timeout', 'softlayer_api_key', 'softlayer_username', 'softlayer_endpoint_url', 'softlayer_timeout', 'function_namespace', 'generation', 'riaas_endpoint'];

export const TARGETS: Target<any>[] = [
  {
    name: 'IbmCloudProvider',
    covers: ['IbmCloudProvider.configure', 'IbmCloudAuth.apiKey', 'IbmCloudAuth.iamToken', 'IbmCloudAuth.trustedProfile', 'IbmCloudAuth.trustedProfileName', 'IbmCloudAuth.fromEnvironment'],
    runs: RUNS,
    providers: [],
    plan: fc.record({
      props: props({
        auth: req(auth, wrong),
        region: req(str(fc.constantFrom('us-south', 'eu-de')), fc.constantFrom('', ' ')),
        zone: opt(str(fc.constantFrom('us-south-1')), oddString),
        resourceGroup: opt(str(fc.constantFrom('a1b2c3')), oddString),
        visibility: opt(fc.constantFrom(Visibility.PUBLIC, Visibility.PRIVATE, Visibility.PUBLIC_AND_PRIVATE), fc.constantFrom('Private', 'PUBLIC')),
        privateEndpointType: opt(fc.constant(PrivateEndpointType.VPE), fc.constantFrom('cse', 'VPE')),
        maxRetries: opt(fc.oneof(fc.constantFrom(1, 3, 10), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constantFrom(0, -1, 2.5))),
        timeout: opt(seconds, fc.oneof(fc.constant(60), wrong)),
        endpointsFilePath: opt(str(fc.constantFrom('endpoints.json')), oddString),
        alias: opt(str(fc.constantFrom('eu')), oddString),
      }),
      deprecated: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...DEPRECATED), fc.constantFrom<unknown>('old', 90, '')) }),
    }),
    build: (c, plan: { props: unknown; deprecated: [string, unknown] | undefined }) => {
      const given = c.val(plan.props);
      const withOld = plan.deprecated !== undefined && given !== null && typeof given === 'object' ? { ...(given as object), [plan.deprecated[0]]: plan.deprecated[1] } : given;
      GIVEN_OLD.set(c.stack, plan.deprecated?.[0]);
      IbmCloudProvider.configure(c.stack, 'Target', withOld);
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const doc = c.stack.toTerraform() as any;
      // The deprecated argument the case passed is passed on (with its warning); no other one.
      const given = GIVEN_OLD.get(c.stack);
      const allowed = given === undefined ? undefined : given.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);
      for (const p of (doc.provider?.ibm ?? []) as any[]) {
        const old = DEPRECATED_TF.filter((k) => k in p && k !== allowed);
        if (old.length) throw new CaseFailure(`a provider configuration synthesized with ${old.join(', ')}, which the case did not pass`);
        if (typeof p.ibmcloud_timeout === 'number' && p.ibmcloud_timeout < 1) throw new CaseFailure(`ibmcloud_timeout ${p.ibmcloud_timeout}`);
        if (typeof p.max_retries === 'number' && p.max_retries < 1) throw new CaseFailure(`max_retries ${p.max_retries}`);
        if (p.iam_profile_id !== undefined && p.iam_profile_name !== undefined) throw new CaseFailure('a trusted profile by id and by name both');
        if (p.iam_profile_name !== undefined && p.ibmcloud_account_id === undefined) throw new CaseFailure('a profile name without its account');
      }
    },
  },
];
