/**
 * Type rules of `mongodbatlas_cloud_provider_access_setup` (provider v2.16.0
 * internal/service/cloudprovideraccess, whose schema leaves the blocks optional; the rules are the
 * provider's documentation). The UUID format of the Azure ids is a value check of the generated L1.
 */
import { items, known, str, TypeRule } from '../../core/runtime/type-rules';

const T = 'mongodbatlas_cloud_provider_access_setup';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/azure-config-matches-provider`,
    summary: 'azureConfig is set when providerName is AZURE, and only then.',
    level: 'warning',
    documentedIn: 'docs/resources/cloud_provider_access_setup.md',
    check: (input, report) => {
      const provider = str(input.provider_name);
      if (provider === undefined) return;
      const cfg = input.azure_config;
      if (cfg !== undefined && cfg !== null && !known(cfg)) return; // a token list: not judged
      const count = Array.isArray(cfg) ? cfg.length : items(cfg).length;
      if (provider === 'AZURE' && count === 0) {
        report('azure_config', 'is required when providerName is AZURE.', {
          receivedText: "providerName 'AZURE' without azureConfig",
          allowed: 'one azureConfig with atlasAzureAppId, servicePrincipalId and tenantId',
          fix: 'add azureConfig: [{ atlasAzureAppId, servicePrincipalId, tenantId }].',
        });
      } else if (provider !== 'AZURE' && count > 0) {
        report('azure_config', 'is valid only when providerName is AZURE.', {
          receivedText: `azureConfig with providerName '${provider}'`,
          allowed: "azureConfig only with providerName 'AZURE'",
          fix: 'remove azureConfig, or set providerName to \'AZURE\'.',
        });
      }
    },
  },
];
