import { cipherModeRule, tlsVersionRule } from '../../../../src/constructs/mongodbatlas/private/advanced-configuration-rules';
import { formatProblem } from '../../../../src/core/errors';
import { checkRules } from '../../../../src/core/l2';

interface Props { readonly advancedConfiguration?: { readonly minimumEnabledTlsProtocol?: string; readonly tlsCipherConfigMode?: string } }
const RULES = [tlsVersionRule<Props>('is not a TLS version Atlas accepts.'), cipherModeRule<Props>("use 'CUSTOM' with a cipher list, or 'DEFAULT'.")];
const problems = (props: Props) => checkRules(RULES, props).list.map(formatProblem);

test('pass: the TLS versions and cipher modes Atlas has; unset; a Terraform expression (F5: judged before the fix of isKnown)', () => {
  expect(RULES.map((r) => r.name)).toEqual(['TLS versions', 'cipher modes']);
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_3', tlsCipherConfigMode: 'DEFAULT' } })).toEqual([]);
  expect(problems({})).toEqual([]);
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: '${var.tls}' } })).toEqual([]);
});

test('fail: another value, with the allowed ones and the fix each family gives', () => {
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_0', tlsCipherConfigMode: 'custom' } })).toEqual([
    "advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version Atlas accepts. Received: \"TLS1_0\". Allowed: TLS1_2 or TLS1_3. Fix: use 'TLS1_2' (or 'TLS1_3' if every client supports it).",
    "advancedConfiguration.tlsCipherConfigMode: is not a cipher mode. Received: \"custom\". Allowed: CUSTOM or DEFAULT. Fix: use 'CUSTOM' with a cipher list, or 'DEFAULT'.",
  ]);
});
