/**
 * Type rules of the equinix provider: the documented form of token_exchange_scope (equinix/provider.go
 * states it; nothing validates it, so the rule warns), and the whole-number facts of its retry,
 * timeout and paging settings (schema.TypeInt, which the SDK enforces).
 */
import { TerraformVariable } from 'cdktn';
import { Checks, equinix } from '../../../src';
import { errorOf, secret, synth } from '../../util';
import { errorLines } from '../findings';

type Config = equinix.EquinixProviderConfig;
const RULE = 'rule:equinix.provider/token-exchange-scope-format';

function make(config: Config, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new equinix.EquinixProvider(s, 'equinix', config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));
/** Workload identity federation: the scope, and the subject token from an environment variable. */
const wif = (tokenExchangeScope: string): Config => ({ tokenExchangeScope, tokenExchangeSubjectTokenEnvVar: 'TFC_WORKLOAD_IDENTITY_TOKEN' });

describe('equinix provider type rules', () => {
  test('token-exchange-scope-format: a role assignment of an organization or an access policy ERN passes', () => {
    expect(make(wif('roleassignments:123456')).warnings).toEqual([]);
    expect(make(wif('ern:equinix:iam:accesspolicy:5ab3f2c7-3d2b-4a49-9a0d-1c2b3a4d5e6f')).warnings).toEqual([]);
  });

  test('token-exchange-scope-format: a misspelt or incomplete role assignment warns (nothing validates it before the provider authenticates), with the corrected value', () => {
    expect(make(wif('roleassignment:123456')).warnings).toEqual([
      `test/equinix: [${RULE}] tokenExchangeScope: is not of the form roleassignments:<org_id>. Received: "roleassignment:123456". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: write 'roleassignments:123456'.`,
    ]);
    expect(make(wif('RoleAssignments: 123456')).warnings).toEqual([
      `test/equinix: [${RULE}] tokenExchangeScope: is not of the form roleassignments:<org_id>. Received: "RoleAssignments: 123456". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: write 'roleassignments:123456'.`,
    ]);
    expect(make(wif('roleassignments:')).warnings).toEqual([
      `test/equinix: [${RULE}] tokenExchangeScope: is not of the form roleassignments:<org_id>. Received: "roleassignments:". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: write 'roleassignments:' followed by your organization id, e.g. 'roleassignments:123456'.`,
    ]);
  });

  test('token-exchange-scope-format: an empty scope warns', () => {
    expect(make(wif(' ')).warnings).toEqual([
      `test/equinix: [${RULE}] tokenExchangeScope: is empty. Received: " ". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: set the scope, or remove tokenExchangeScope.`,
    ]);
  });

  test('token-exchange-scope-format: a token is not judged', () => {
    const r = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', wif(new TerraformVariable(s, 'scope', { type: 'string' }).stringValue));
    });
    expect(r.warnings).toEqual([]);
  });

  test('token-exchange-scope-format: an acknowledged rule warns with the reason', () => {
    const r = make(wif('roleassignments'), (s) => Checks.of(s).acknowledge(RULE, 'the STS of our tenant accepts the bare form'));
    expect(r.warnings).toEqual([
      "test/equinix: [rule:equinix.provider/token-exchange-scope-format] tokenExchangeScope: is not of the form roleassignments:<org_id>. Received: \"roleassignments\". Allowed: an access policy ERN, or 'roleassignments:<org_id>'. Fix: write 'roleassignments:' followed by your organization id, e.g. 'roleassignments:123456'. Acknowledged: the STS of our tenant accepts the bare form",
    ]);
  });

  test('retries, retry wait, request timeout and page size are whole numbers', () => {
    const ok = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', { clientSecret: secret(s, 'secret'), maxRetries: 5, maxRetryWaitSeconds: 30, requestTimeout: 60, responseMaxPageSize: 500 });
    });
    expect(ok.doc.provider.equinix).toEqual([{ client_secret: '${var.secret}', max_retries: 5, max_retry_wait_seconds: 30, request_timeout: 60, response_max_page_size: 500 }]);
    expect(ok.warnings).toEqual([]);
    expect(errorLines(fails({ maxRetries: 2.5 }))).toEqual([
      '[test/equinix] [value:equinix.provider.max_retries] maxRetries: must be a whole number. Received: 2.5. Allowed: an integer. Fix: use 3.',
    ]);
    expect(errorLines(fails({ maxRetryWaitSeconds: 0.5 }))).toEqual([
      '[test/equinix] [value:equinix.provider.max_retry_wait_seconds] maxRetryWaitSeconds: must be a whole number. Received: 0.5. Allowed: an integer. Fix: use 1.',
    ]);
    expect(errorLines(fails({ requestTimeout: 30.5 }))).toEqual([
      '[test/equinix] [value:equinix.provider.request_timeout] requestTimeout: must be a whole number. Received: 30.5. Allowed: an integer. Fix: use 31.',
    ]);
    expect(errorLines(fails({ responseMaxPageSize: 100.5 }))).toEqual([
      '[test/equinix] [value:equinix.provider.response_max_page_size] responseMaxPageSize: must be a whole number. Received: 100.5. Allowed: an integer. Fix: use 101.',
    ]);
  });
});
