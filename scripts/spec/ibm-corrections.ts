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

/** Provenance of each values.json key of ibm that holds a checked fact. */
export const IBM_PROVENANCE: Record<string, Provenance> = {
  'provider.visibility': { enforcedBy: 'ibm/provider/provider.go: Provider (visibility validate.ValidateAllowedStringValues)' },
  'provider.private_endpoint_type': { enforcedBy: 'ibm/provider/provider.go: Provider (private_endpoint_type validate.ValidateAllowedStringValues)' },
  'ibm_app_config_feature.type': { enforcedBy: 'ibm/service/appconfiguration/resource_ibm_app_config_feature.go: ResourceIBMAppConfigFeatureValidator (type ValidateAllowedStringValue)' },
  'ibm_app_config_feature.format': { enforcedBy: `${FORMAT_VALUE} (type STRING takes TEXT, JSON or YAML; called by resourceIbmIbmAppConfigFeatureCreate and Update)` },
  'ibm_app_config_property.type': { enforcedBy: `${FORMAT_VALUE} (any other type: "invalid configuration of type and format"; called by resourceIbmIbmAppConfigPropertyCreate and Update)` },
  'ibm_app_config_property.format': { enforcedBy: `${FORMAT_VALUE} (type STRING takes TEXT, JSON or YAML; called by resourceIbmIbmAppConfigPropertyCreate and Update)` },
};

/** None: the reference's lists are the provider's. */
export const IBM_VALUE_CORRECTIONS: Record<string, ValueCorrection> = {};
