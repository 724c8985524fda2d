/**
 * What `spec/ibm/values.json` takes from IBM-Cloud/terraform-provider-ibm at v2.5.0 (commit
 * 9f9b7ecfc4324c50bb461cd20eb9cd1a63ddf953) beyond the reference facts: where each value fact is
 * enforced. Read by `scripts/spec/import-reference.ts`; every entry names the provider file (and
 * the function) that backs it.
 *
 * - The provider arguments and the feature type are plan-time validators.
 * - The property type and the feature and property formats have no validator, but the provider's
 *   own code refuses any other value at apply, before it calls the API: `formatValue` (used by
 *   the create and the update of both resources, for the values and each segment rule's value)
 *   fails with "invalid configuration of type and format" for a type other than BOOLEAN,
 *   NUMERIC, SECRETREF or STRING, and for type STRING with a format other than TEXT, JSON or
 *   YAML. (For the other types the format is passed to the API as it is.)
 */
import type { Provenance, ValueCorrection } from './import-reference';

const FORMAT_VALUE = 'ibm/service/appconfiguration/utils.go: formatValue';
/** Where the rollout percentages' range is stated: the API documents it, the provider sends any number. */
const ROLLOUT_DOCUMENTED = 'github.com/IBM/appconfiguration-go-admin-sdk/appconfigurationv1/app_configuration_v1.go: FeatureSegmentRule.RolloutPercentage and CreateFeatureOptions.RolloutPercentage ("Rollout percentage associated with feature flag"; the rollout\'s percentages "Must be an integer between 0 and 100 (inclusive)", StopFeatureRolloutOptions); the provider sends it as written';

/** Provenance of each values.json key of ibm that holds a checked fact. */
export const IBM_PROVENANCE: Record<string, Provenance> = {
  'provider.visibility': { enforcedBy: 'ibm/provider/provider.go: Provider (visibility validate.ValidateAllowedStringValues)' },
  'provider.private_endpoint_type': { enforcedBy: 'ibm/provider/provider.go: Provider (private_endpoint_type validate.ValidateAllowedStringValues)' },
  'ibm_app_config_feature.type': { enforcedBy: 'ibm/service/appconfiguration/resource_ibm_app_config_feature.go: ResourceIBMAppConfigFeatureValidator (type ValidateAllowedStringValue)' },
  'ibm_app_config_feature.format': { enforcedBy: `${FORMAT_VALUE} (type STRING takes TEXT, JSON or YAML; called by resourceIbmIbmAppConfigFeatureCreate and Update)` },
  'ibm_app_config_property.type': { enforcedBy: `${FORMAT_VALUE} (any other type: "invalid configuration of type and format"; called by resourceIbmIbmAppConfigPropertyCreate and Update)` },
  'ibm_app_config_feature.rollout_percentage': { documentedIn: ROLLOUT_DOCUMENTED },
  'ibm_app_config_feature.segment_rules.rollout_percentage': { documentedIn: ROLLOUT_DOCUMENTED },
  'ibm_app_config_property.format': { enforcedBy: `${FORMAT_VALUE} (type STRING takes TEXT, JSON or YAML; called by resourceIbmIbmAppConfigPropertyCreate and Update)` },
};


/**
 * The reference's lists are the provider's; it lacks the range of the rollout percentages
 * (issue 27), which the API documents (0 to 100) and the provider does not check.
 */
export const IBM_VALUE_CORRECTIONS: Record<string, ValueCorrection> = {
  'ibm_app_config_feature.rollout_percentage': { facts: { min: 0, max: 100 }, why: 'The API documents a rollout percentage as 0 to 100.', added: true },
  'ibm_app_config_feature.segment_rules.rollout_percentage': { facts: { min: 0, max: 100 }, why: 'The API documents a rollout percentage as 0 to 100.', added: true },
};
