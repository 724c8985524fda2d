import { RULE } from '../../../../src/policy/atlas/rules/atlas-c3';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TOKEN } from '../inputs';

test('Atlas-C3 states an error rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C3', 'error');
});

test('pass: TLS 1.2 or 1.3, unset (Atlas applies its default), a token', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ advanced_configuration: { minimum_enabled_tls_protocol: 'TLS1_3' } }))).toEqual([]);
  expect(reported(RULE, advanced({ advanced_configuration: undefined }))).toEqual([]);
  expect(reported(RULE, advanced({ advanced_configuration: { minimum_enabled_tls_protocol: TOKEN } }))).toEqual([]);
});

test('fail: TLS 1.0 or 1.1, on the advanced cluster (an object) and on the legacy one (a block list)', () => {
  const message = (field: string, v: string) => `${field}: allows TLS versions below 1.2, which are deprecated and weak. Received: "${v}". Allowed: 'TLS1_2' or 'TLS1_3'. `
    + "Fix: set minimumEnabledTlsProtocol to 'TLS1_2' (or 'TLS1_3' once every client supports it).";
  expect(reported(RULE, advanced({ advanced_configuration: { minimum_enabled_tls_protocol: 'TLS1_0' } }))).toEqual([
    message('advancedConfiguration.minimumEnabledTlsProtocol', 'TLS1_0'),
  ]);
  expect(reported(RULE, legacy({ advanced_configuration: [{ minimum_enabled_tls_protocol: 'TLS1_1' }] }), 'mongodbatlas_cluster')).toEqual([
    message('advancedConfiguration[0].minimumEnabledTlsProtocol', 'TLS1_1'),
  ]);
});
