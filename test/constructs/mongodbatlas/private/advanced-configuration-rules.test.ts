import { App, TerraformStack } from 'cdktn';
import { TerrainTesting } from '../../../../src';
import { cipherModeRule, tlsVersionRules } from '../../../../src/constructs/mongodbatlas/private/advanced-configuration-rules';
import { formatProblem } from '../../../../src/core/base/errors';
import { adviseRules, checkRules } from '../../../../src/core/l2';

interface Props { readonly advancedConfiguration?: { readonly minimumEnabledTlsProtocol?: string; readonly tlsCipherConfigMode?: string } }
const RULES = [
  ...tlsVersionRules<Props>('is not a TLS version Atlas accepts.', 'the API enum', 'docs/resources/advanced_cluster.md'),
  cipherModeRule<Props>("use 'CUSTOM' with a cipher list, or 'DEFAULT'.", 'the API enum'),
];
const problems = (props: Props) => checkRules(RULES, props).list.map(formatProblem);
const warnings = (props: Props) => {
  const s = new TerraformStack(new App(), 's');
  adviseRules(s, RULES, props);
  TerrainTesting.synth(s);
  return TerrainTesting.warnings(s);
};

test('pass: the TLS versions and cipher modes Atlas has; unset; a Terraform expression (F5: judged before the fix of isKnown)', () => {
  expect(RULES.map((r) => r.name)).toEqual(['TLS versions', 'documented TLS versions', 'cipher modes']);
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_3', tlsCipherConfigMode: 'DEFAULT' } })).toEqual([]);
  expect(problems({})).toEqual([]);
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: '${var.tls}' } })).toEqual([]);
  expect(warnings({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_2' } })).toEqual([]);
});

test('fail: a value outside the enums, with the allowed ones and the fix each family gives', () => {
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_9', tlsCipherConfigMode: 'custom' } })).toEqual([
    "advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version Atlas accepts. Received: \"TLS1_9\". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use 'TLS1_2' (or 'TLS1_3' if every client supports it).",
    "advancedConfiguration.tlsCipherConfigMode: is not a cipher mode. Received: \"custom\". Allowed: CUSTOM or DEFAULT. Fix: use 'CUSTOM' with a cipher list, or 'DEFAULT'.",
  ]);
});

test('warn: a TLS version the enum has but the documentation no longer lists', () => {
  expect(problems({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_0' } })).toEqual([]);
  expect(warnings({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_0' } })).toEqual([
    's: [mongodbatlas:tls-version] advancedConfiguration.minimumEnabledTlsProtocol: is a TLS version the provider no longer documents; it lists TLS1_2 or TLS1_3. '
    + "Received: \"TLS1_0\". Allowed: TLS1_2 or TLS1_3. Fix: use 'TLS1_2' (or 'TLS1_3' if every client supports it).",
  ]);
});
