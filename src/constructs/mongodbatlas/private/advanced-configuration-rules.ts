/**
 * The closed value sets of `advancedConfiguration` that both cluster families check at
 * construction, in their props' words: one definition, used by both rule tables.
 */
import { oneOf, oneOfRule, PropRule } from '../../../core/l2';
import { CIPHER_MODES, TLS_PROTOCOLS } from '../../../facts/mongodbatlas/atlas';

interface WithAdvancedConfiguration {
  readonly advancedConfiguration?: {
    readonly minimumEnabledTlsProtocol?: string;
    readonly tlsCipherConfigMode?: string;
    readonly customOpensslCipherConfigTls12?: string[];
    readonly customOpensslCipherConfigTls13?: string[];
  };
}

/** The TLS versions the API's enum still takes that the provider's documentation no longer lists. */
const UNDOCUMENTED_TLS = ['TLS1_0', 'TLS1_1'];

/**
 * `advancedConfiguration.minimumEnabledTlsProtocol`: two rules. A value outside the API's enum
 * (ClusterDescriptionProcessArgs20240805.minimumEnabledTlsProtocol: TLS1_0 to TLS1_3) fails; TLS1_0
 * and TLS1_1, which the enum still has but the provider's documentation no longer lists (it lists
 * TLS1_2 and TLS1_3), warn (`mongodbatlas:tls-version`).
 * @param problem the message of a value outside the enum
 * @param enforcedBy where the enum is enforced
 * @param documentedIn the documentation page of the cluster's resource
 */
export function tlsVersionRules<P extends WithAdvancedConfiguration>(problem: string, enforcedBy: string, documentedIn: string): PropRule<P>[] {
  const field = 'advancedConfiguration.minimumEnabledTlsProtocol';
  const value = (props: P) => props.advancedConfiguration?.minimumEnabledTlsProtocol;
  const fix = "use 'TLS1_2' (or 'TLS1_3' if every client supports it).";
  return [
    oneOfRule('TLS versions', field, value, [...UNDOCUMENTED_TLS, ...TLS_PROTOCOLS], problem, fix, enforcedBy),
    {
      name: 'documented TLS versions',
      documentedIn,
      warningId: 'mongodbatlas:tls-version',
      check: (props, p) => {
        const v = value(props);
        if (typeof v !== 'string' || !UNDOCUMENTED_TLS.includes(v)) return;
        p.add(field, `is a TLS version the provider no longer documents; it lists ${oneOf(TLS_PROTOCOLS)}.`, { id: 'mongodbatlas:tls-version', received: v, allowed: oneOf(TLS_PROTOCOLS), fix });
      },
    },
  ];
}

/** `advancedConfiguration.tlsCipherConfigMode` is CUSTOM or DEFAULT (the API's enum). */
export function cipherModeRule<P extends WithAdvancedConfiguration>(fix: string, enforcedBy: string): PropRule<P> {
  return oneOfRule('cipher modes', 'advancedConfiguration.tlsCipherConfigMode', (props: P) => props.advancedConfiguration?.tlsCipherConfigMode,
    CIPHER_MODES, 'is not a cipher mode.', fix, enforcedBy);
}

/**
 * Custom cipher lists with `tlsCipherConfigMode: 'DEFAULT'` contradict each other: the provider's
 * documentation says the lists are valid only with `CUSTOM` (the provider sends them as they are,
 * and Atlas uses its default ciphers). The L2 refuses it, in its props' words; the L1 rule
 * custom-ciphers-need-custom-mode only warns (documented only). With the mode unset the L2 renders
 * `CUSTOM` itself (cipher-mode.ts).
 * @param fields the cipher lists of the family, e.g. `customOpensslCipherConfigTls12`
 * @param documentedIn the documentation page of the cluster's resource
 * @param resource how the fix names the L1's attribute path, e.g. `advanced_configuration.tls_cipher_config_mode`
 */
export function customCiphersModeRule<P extends WithAdvancedConfiguration>(
  fields: ReadonlyArray<'customOpensslCipherConfigTls12' | 'customOpensslCipherConfigTls13'>, documentedIn: string, resource: string,
): PropRule<P> {
  return {
    name: 'custom ciphers need the CUSTOM mode',
    documentedIn,
    level: 'error',
    check: (props, p) => {
      const ac = props.advancedConfiguration;
      if (ac?.tlsCipherConfigMode !== 'DEFAULT') return;
      for (const f of fields) {
        const list = ac[f];
        if (!Array.isArray(list) || list.length === 0) continue;
        p.add(`advancedConfiguration.${f}`, "is set with tlsCipherConfigMode 'DEFAULT': the cipher lists are used only in the CUSTOM mode, so Atlas would use its default ciphers.", {
          id: 'mongodbatlas:custom-ciphers-need-custom-mode',
          received: list,
          allowed: "cipher lists with tlsCipherConfigMode 'CUSTOM' (or left unset: the construct renders CUSTOM), or no lists with 'DEFAULT'",
          fix: `remove tlsCipherConfigMode (the construct renders CUSTOM), or remove ${f} to keep the default ciphers; to send both as they are, override the L1: `
            + `cluster.resource.addOverride('${resource}', 'DEFAULT').`,
        });
      }
    },
  };
}
