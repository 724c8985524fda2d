/**
 * Type rules of `mongodbatlas_advanced_cluster` (SPEC 2.1 and 8): they run for every instance, an
 * L1 the user made or one a cluster L2 rendered.
 */
import { TypeRule } from '../../core/type-rules';
import { customCiphersRule } from './shared/advanced-configuration';

const T = 'mongodbatlas_advanced_cluster';

export const RULES: TypeRule[] = [
  customCiphersRule(T, ['custom_openssl_cipher_config_tls12', 'custom_openssl_cipher_config_tls13']),
];
