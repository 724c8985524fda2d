/**
 * Fuzz target of the equinix provider L2: `FabricProvider.configure` with random props (every way
 * to authenticate, as a call with random options, timeouts as Durations in and out of the
 * provider's bounds, page sizes, the Metal `authToken` of provider 4.x now and then). Besides the
 * harness's criteria, a configuration that synthesizes has a request timeout of at least 1 and a
 * page size of at least 100 (equinix/provider.go: Provider), and never both a subject token and the
 * variable that holds it.
 */
import * as fc from 'fast-check';
import { RUNS } from './equinix-connections';
import { Duration, equinix } from '../../../src';
import { callOf } from '../equinix';
import { CaseFailure, oddNumber, oddString, opt, props, req, str, Target, tok, wrong } from '../harness';

const secret = fc.oneof({ weight: 4, arbitrary: fc.constant(tok('string')) }, { weight: 1, arbitrary: fc.constantFrom('someEquinixAPIClientSecret', '') });
const auth = fc.oneof(
  { weight: 3, arbitrary: callOf('ProviderAuth.clientCredentials', props({ clientId: req(str(fc.constantFrom('someEquinixAPIClientID')), fc.constant('')), clientSecret: req(secret, oddString) })) },
  { weight: 1, arbitrary: callOf('ProviderAuth.bearerToken', fc.oneof(secret, wrong)) },
  {
    weight: 2,
    arbitrary: callOf('ProviderAuth.tokenExchange', props({
      scope: req(str(fc.constantFrom('roleassignments:123456', 'ern:accesspolicy:1')), fc.constantFrom('', 'roleassignments')),
      subjectToken: opt(secret, oddString),
      subjectTokenEnvVar: opt(str(fc.constantFrom('TFC_WORKLOAD_IDENTITY_TOKEN')), oddString),
      stsEndpoint: opt(str(fc.constantFrom('https://sts.eqix.equinix.com')), oddString),
    })),
  },
  { weight: 1, arbitrary: callOf('ProviderAuth.fromEnvironment') },
);
const seconds = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(1, 30, 60).map((n) => Duration.seconds(n)) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1.5).map((n) => Duration.seconds(n)) },
);

export const TARGETS: Target<any>[] = [
  {
    name: 'FabricProvider',
    covers: ['FabricProvider.configure', 'ProviderAuth.clientCredentials', 'ProviderAuth.bearerToken', 'ProviderAuth.tokenExchange', 'ProviderAuth.fromEnvironment'],
    runs: RUNS,
    providers: [],
    plan: fc.record({
      props: props({
        auth: req(auth, wrong),
        requestTimeout: opt(seconds, fc.oneof(fc.constant(30), wrong)),
        responseMaxPageSize: opt(fc.oneof(fc.constantFrom(100, 500), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constantFrom(50, 99, 100.5))),
        maxRetries: opt(fc.constantFrom(0, 3, 10), oddNumber),
        maxRetryWait: opt(seconds, wrong),
        endpoint: opt(str(fc.constantFrom('https://api.equinix.com')), oddString),
        alias: opt(str(fc.constantFrom('fabric')), oddString),
      }),
      metal: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('metal-key', '') }),
    }),
    build: (c, plan: { props: unknown; metal: string | undefined }) => {
      const given = c.val(plan.props);
      const withMetal = plan.metal !== undefined && given !== null && typeof given === 'object' ? { ...(given as object), authToken: plan.metal } : given;
      equinix.FabricProvider.configure(c.stack, 'Target', withMetal as equinix.FabricProviderProps);
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const doc = c.stack.toTerraform() as any;
      for (const p of (doc.provider?.equinix ?? []) as any[]) {
        if ('auth_token' in p) throw new CaseFailure('a provider configuration synthesized with auth_token');
        if (typeof p.request_timeout === 'number' && p.request_timeout < 1) throw new CaseFailure(`request_timeout ${p.request_timeout}`);
        if (typeof p.response_max_page_size === 'number' && p.response_max_page_size < 100) throw new CaseFailure(`response_max_page_size ${p.response_max_page_size}`);
        if (p.token_exchange_subject_token !== undefined && p.token_exchange_subject_token_env_var !== undefined) throw new CaseFailure('a subject token and its variable both');
      }
    },
  },
];
