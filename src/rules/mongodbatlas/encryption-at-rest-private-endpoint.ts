/**
 * Type rules of `mongodbatlas_encryption_at_rest_private_endpoint`, audited against provider
 * v2.16.0 (internal/service/encryptionatrestprivateendpoint) and the Atlas Admin API spec it ships.
 */
import { regionNameRule } from './shared/region-name';
import { TypeRule } from '../../core/runtime/type-rules';
import { API_SPEC } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_encryption_at_rest_private_endpoint';

export const RULES: TypeRule[] = [
  regionNameRule(T, (input) => [[input.region_name, 'region_name']],
    { enforcedBy: `${API_SPEC}: EARPrivateEndpoint.regionName (enum of the Azure and AWS region names)` }),
];
