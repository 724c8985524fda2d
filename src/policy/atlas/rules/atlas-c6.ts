/** Atlas-C6: no encryption at rest with the customer's key on a cluster of M10 and above. */
import { str } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';
import { CLUSTER_TYPES, instanceSizes, largestTier } from '../cluster';

const PROVIDERS = ['AWS', 'AZURE', 'GCP'];

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A cluster of M10 and above does not encrypt at rest with a customer-managed key (encryptionAtRestProvider unset or NONE).',
  explanation: 'Atlas encrypts storage by default, with keys it holds. Encryption at rest with a key in your cloud KMS lets you audit '
    + 'and revoke access to the data, which many compliance regimes ask for. It is available from M10; tenant and flex tiers are not judged.',
  fix: "Configure encryption at rest for the project (new EncryptionAtRest(...) with an EncryptionAtRestKey), then set the cluster's encryptionAtRestProvider "
    + "to 'AWS', 'AZURE' or 'GCP' (EncryptionAtRestProvider.AWS, ...).",
  types: CLUSTER_TYPES,
  check: (input, type, report) => {
    const tier = largestTier(instanceSizes(input, type));
    if (tier === undefined || tier < 10) return;
    const v = input.encryption_at_rest_provider;
    const s = str(v);
    if (v !== undefined && (s === undefined || s !== 'NONE')) return; // a provider, or a token
    report('encryption_at_rest_provider', `is ${s === 'NONE' ? 'NONE' : 'unset'} on an M${tier} cluster: the data is not encrypted with a key the project controls.`, {
      received: v,
      allowed: PROVIDERS.map((p) => `'${p}'`).join(', '),
      fix: 'configure encryption at rest for the project (new EncryptionAtRest(...) with an EncryptionAtRestKey), then set the cluster\'s encryptionAtRestProvider '
        + "to its cloud ('AWS', 'AZURE' or 'GCP'; EncryptionAtRestProvider.AWS, ...).",
    });
  },
};
