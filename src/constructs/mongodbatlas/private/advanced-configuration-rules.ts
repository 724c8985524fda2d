/**
 * The closed value sets of `advancedConfiguration` that both cluster families check at
 * construction, in their props' words: one definition, used by both rule tables.
 */
import { oneOfRule, PropRule } from '../../../core/l2';
import { CIPHER_MODES, TLS_PROTOCOLS } from '../../../rules/mongodbatlas/shared/atlas';

interface WithAdvancedConfiguration {
  readonly advancedConfiguration?: { readonly minimumEnabledTlsProtocol?: string; readonly tlsCipherConfigMode?: string };
}

/** `advancedConfiguration.minimumEnabledTlsProtocol` is TLS1_2 or TLS1_3. */
export function tlsVersionRule<P extends WithAdvancedConfiguration>(problem: string): PropRule<P> {
  return oneOfRule('TLS versions', 'advancedConfiguration.minimumEnabledTlsProtocol', (props: P) => props.advancedConfiguration?.minimumEnabledTlsProtocol,
    TLS_PROTOCOLS, problem, "use 'TLS1_2' (or 'TLS1_3' if every client supports it).");
}

/** `advancedConfiguration.tlsCipherConfigMode` is CUSTOM or DEFAULT. */
export function cipherModeRule<P extends WithAdvancedConfiguration>(fix: string): PropRule<P> {
  return oneOfRule('cipher modes', 'advancedConfiguration.tlsCipherConfigMode', (props: P) => props.advancedConfiguration?.tlsCipherConfigMode,
    CIPHER_MODES, 'is not a cipher mode.', fix);
}
