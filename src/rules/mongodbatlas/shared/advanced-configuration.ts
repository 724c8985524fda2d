/**
 * Rules the advanced cluster and the legacy cluster share (SPEC 2.1 advancedConfiguration and
 * pinnedFcv; the legacy cluster has the same blocks): one definition, one id per type.
 */
import { displayPath, known, obj, Report, str, TypeRule } from '../../../core/type-rules';

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
        // Only a list known at synth: a token may resolve to null or [].
        if (!known(ac[f]) || (Array.isArray(ac[f]) && ac[f].length === 0)) continue;
        report(`advanced_configuration.${f}`, 'is valid only when tlsCipherConfigMode is CUSTOM.', {
          receivedText: mode === undefined ? 'tlsCipherConfigMode unset' : `tlsCipherConfigMode '${mode}'`,
          allowed: "tlsCipherConfigMode: 'CUSTOM'",
          fix: `set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove ${displayPath(f)}.`,
        });
      }
    },
  };
}

/** Four weeks: the longest an FCV can be pinned (SPEC 2.1 pinnedFcv, 8). */
const MAX_PIN_MS = 28 * 86400_000;

/**
 * The pinned FCV: at most 4 weeks after synth time is an error (SPEC: "must not exceed 4 weeks from
 * the pinned date"; the pin is made at apply, so synth time is the earliest it can be); a date
 * already past is a warning, since an unchanged app must still synthesize after its pin ran out.
 */
export function pinnedFcvRules(tfType: string): TypeRule[] {
  const rule = (name: string, level: 'error' | 'warning', summary: string, expired: boolean): TypeRule => ({
    id: `rule:${tfType}/${name}`,
    level,
    summary,
    source: expired ? 'SPEC 2.1 pinnedFcv (expirationDate); an expired pin is inferred to be a mistake, not forbidden' : 'SPEC 2.1 pinnedFcv (expirationDate); 8 Limits',
    check: (input, report, context) => {
      if (input.pinned_fcv !== undefined) checkPin(input, report, context.now, expired);
    },
  });
  return [
    rule('pinned-fcv-window', 'error', 'pinnedFcv.expirationDate is at most 4 weeks after synth time (the context terrain-constructs:synthTime fixes that time).', false),
    rule('pinned-fcv-expired', 'warning', 'pinnedFcv.expirationDate already lies in the past at synth time: the pin has run out.', true),
  ];
}

/** One half of the pinned FCV window, judged against `now`: `expired` the past, else the 4 weeks. */
export function checkPin(input: Readonly<Record<string, any>>, report: Report, now: number, expired: boolean): void {
  const exp = str(obj(input.pinned_fcv)?.expiration_date);
  if (exp === undefined) return;
  const t = Date.parse(exp);
  if (Number.isNaN(t)) return; // the value check reports a malformed timestamp
  const latest = new Date(now + MAX_PIN_MS).toISOString();
  if (expired && t <= now) {
    report('pinned_fcv.expiration_date', `is not in the future (synth time ${new Date(now).toISOString()}): the pin has run out.`, { received: exp, allowed: `after the synth time and at most ${latest}`, fix: 'renew the pin for at most 4 weeks from now, or remove pinnedFcv to unpin.' });
  } else if (!expired && t > now + MAX_PIN_MS) {
    report('pinned_fcv.expiration_date', `is more than 4 weeks after synth time (${new Date(now).toISOString()}).`, { received: exp, allowed: `at most ${latest}`, fix: 'pin for at most 4 weeks, and renew the pin before it expires.' });
  }
}

/** advancedConfiguration.defaultMaxTimeMs needs a server version of 8.0 or later, when the version is known. */
export function defaultMaxTimeRule(tfType: string): TypeRule {
  return {
    id: `rule:${tfType}/default-max-time-needs-8`,
    summary: 'advancedConfiguration.defaultMaxTimeMs needs server version 8.0 or later (judged when mongoDbMajorVersion is set).',
    source: 'SPEC 2.1 advancedConfiguration (defaultMaxTimeMs)',
    check: (input, report) => {
      const ac = obj(input.advanced_configuration);
      if (!ac || ac.default_max_time_ms === undefined || ac.default_max_time_ms === null) return;
      const v = str(input.mongo_db_major_version);
      if (v !== undefined && parseFloat(v) < 8) {
        report('advanced_configuration.default_max_time_ms', 'needs server version 8.0 or later.', { receivedText: `mongoDbMajorVersion '${v}'`, allowed: "mongoDbMajorVersion '8.0' or later", fix: "set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs." });
      }
    },
  };
}
