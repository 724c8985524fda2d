/**
 * Rules the advanced cluster and the legacy cluster share (SPEC 2.1 advancedConfiguration and
 * pinnedFcv; the legacy cluster has the same blocks): one definition, one id per type.
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

/** Four weeks: the longest an FCV can be pinned (SPEC 2.1 pinnedFcv, 8). */
const MAX_PIN_MS = 28 * 86400_000;

/** `pinned_fcv.expiration_date` lies in the future and at most 4 weeks after synth time. */
export function pinnedFcvRule(tfType: string): TypeRule {
  return {
    id: `rule:${tfType}/pinned-fcv-window`,
    summary: 'pinnedFcv.expirationDate lies in the future and at most 4 weeks after synth time (the context terrain-constructs:synthTime fixes that time).',
    source: 'SPEC 2.1 pinnedFcv (expirationDate); 8 Limits',
    check: (input, report, context) => {
      if (input.pinned_fcv !== undefined) checkPin(input, report, context.now);
    },
  };
}

/** The pinned FCV window, judged against `now`. */
export function checkPin(input: Readonly<Record<string, any>>, report: Report, now: number): void {
  const exp = str(obj(input.pinned_fcv)?.expiration_date);
  if (exp === undefined) return;
  const t = Date.parse(exp);
  if (Number.isNaN(t)) return; // the value check reports a malformed timestamp
  const latest = new Date(now + MAX_PIN_MS).toISOString();
  if (t <= now) {
    report('pinned_fcv.expiration_date', `is not in the future (synth time ${new Date(now).toISOString()}).`, { received: exp, allowed: `after the synth time and at most ${latest}`, fix: 'pin for at most 4 weeks from now, or remove pinnedFcv to unpin.' });
  } else if (t > now + MAX_PIN_MS) {
    report('pinned_fcv.expiration_date', `is more than 4 weeks after synth time (${new Date(now).toISOString()}).`, { received: exp, allowed: `at most ${latest}`, fix: 'pin for at most 4 weeks, and renew the pin before it expires.' });
  }
}
