/** Atlas-C3: a minimum TLS version below 1.2. */
import { str } from '../../../core/runtime/type-rules';
import { TLS_PROTOCOLS } from '../../../facts/mongodbatlas/atlas';
import { ResourceRuleBody } from '../../rule';
import { advancedConfiguration, CLUSTER_TYPES } from '../cluster';

const OLD = ['TLS1_0', 'TLS1_1'];

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'The minimum TLS version of a cluster is below TLS 1.2.',
  explanation: 'TLS 1.0 and 1.1 are deprecated (RFC 8996) and lack the cipher suites current clients expect; a cluster that accepts '
    + 'them lets a client, or an attacker downgrading one, connect with weak encryption. Unset is not judged: Atlas then applies its default.',
  fix: "Set advancedConfiguration.minimumEnabledTlsProtocol to 'TLS1_2' (or 'TLS1_3' once every client supports it).",
  types: CLUSTER_TYPES,
  check: (input, _type, report) => {
    const ac = advancedConfiguration(input);
    const v = str(ac?.config.minimum_enabled_tls_protocol);
    if (!ac || v === undefined || !OLD.includes(v)) return;
    report(`${ac.path}.minimum_enabled_tls_protocol`, 'allows TLS versions below 1.2, which are deprecated and weak.', {
      received: v,
      allowed: TLS_PROTOCOLS.map((t) => `'${t}'`).join(' or '),
      fix: "set minimumEnabledTlsProtocol to 'TLS1_2' (or 'TLS1_3' once every client supports it).",
    });
  },
};
