/**
 * Rules on `advanced_configuration`, which the advanced cluster and the legacy cluster share (spec
 * 2.1, advancedConfiguration; the legacy cluster has the same block): one definition, two ids.
 */
import { obj, Report, str, TypeRule } from '../../../core/type-rules';

/** Custom cipher lists are valid only with `tls_cipher_config_mode` `CUSTOM`. */
export function customCiphersRule(tfType: string, fields: readonly string[]): TypeRule {
  return {
    id: `rule:${tfType}/custom-ciphers-need-custom-mode`,
    summary: 'Custom TLS cipher lists are valid only when tlsCipherConfigMode is CUSTOM.',
    source: 'SPEC 2.1 advancedConfiguration (customOpensslCipherConfigTls12s, Tls13s)',
    check: (input, report: Report) => {
      const ac = obj(input.advanced_configuration);
      if (!ac) return;
      const mode = ac.tls_cipher_config_mode;
      if (mode !== undefined && str(mode) === undefined) return; // a token: not judged
      if (mode === 'CUSTOM') return;
      for (const f of fields) {
        if (ac[f] === undefined || ac[f] === null || (Array.isArray(ac[f]) && ac[f].length === 0)) continue;
        report(`advanced_configuration.${f}`, 'is valid only when tlsCipherConfigMode is CUSTOM.', {
          receivedText: mode === undefined ? 'tlsCipherConfigMode unset' : `tlsCipherConfigMode '${mode}'`,
          allowed: "tlsCipherConfigMode: 'CUSTOM'",
          fix: `set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove ${f.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase())}.`,
        });
      }
    },
  };
}
