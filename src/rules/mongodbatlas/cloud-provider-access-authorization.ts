/**
 * Type rules of `mongodbatlas_cloud_provider_access_authorization` (provider v2.16.0
 * internal/service/cloudprovideraccess, whose schema leaves the blocks optional; the rules are the
 * provider's documentation). The UUID format of the Azure ids is a value check of the
 * generated L1.
 *
 * Whether the block matches the provider of the role (`role_id` names a
 * `mongodbatlas_cloud_provider_access_setup`, whose `provider_name` says AWS, AZURE or GCP) is not
 * a rule of this type alone: the role is another resource, usually a token here.
 */
import { items, TypeRule } from '../../core/runtime/type-rules';

const T = 'mongodbatlas_cloud_provider_access_authorization';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/one-provider-block`,
    summary: 'An authorization has the aws block or the azure block, not both (a GCP role has neither).',
    level: 'warning',
    documentedIn: 'docs/resources/cloud_provider_access_authorization.md',
    check: (input, report) => {
      if (!items(input.aws).length || !items(input.azure).length) return;
      report('azure', 'cannot be set together with aws: a role belongs to one cloud provider.', {
        receivedText: 'both aws and azure',
        allowed: 'aws for an AWS role, azure for an AZURE role, neither for a GCP role',
        fix: 'keep only the block of the provider the role was set up for (its providerName), and remove the other.',
      });
    },
  },
];
