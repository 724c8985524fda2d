/**
 * Rules the advanced cluster and the legacy cluster share (the advancedConfiguration and
 * pinnedFcv blocks, the backup flags): one definition, one id per type. Each type passes where the
 * provider enforces the rule for it, or where only documentation states it: the two resources are
 * implemented apart (the advanced cluster in the plugin framework with its own plan modifiers, the
 * legacy cluster in SDKv2), so one rule can be an error for one and a warning for the other.
 */
import { displayPath, known, obj, Report, str, TypeRule } from '../../../core/runtime/type-rules';
import { API_SPEC } from '../../../facts/mongodbatlas/provenance';

/** Where a rule holds: enforced (an error) or only documented (a warning). */
export type Where = { readonly enforcedBy: string } | { readonly documentedIn: string };

function level(where: Where): 'error' | 'warning' {
  return 'enforcedBy' in where ? 'error' : 'warning';
}

/** Custom cipher lists are valid only with `tls_cipher_config_mode` `CUSTOM` (documented; the provider sends them as they are). */
export function customCiphersRule(tfType: string, fields: readonly string[], documentedIn: string): TypeRule {
  return {
    id: `rule:${tfType}/custom-ciphers-need-custom-mode`,
    level: 'warning',
    summary: 'Custom TLS cipher lists are used only when tlsCipherConfigMode is CUSTOM.',
    documentedIn,
    check: (input, report: Report) => {
      const ac = obj(input.advanced_configuration);
      if (!ac) return;
      const mode = ac.tls_cipher_config_mode;
      if (mode !== undefined && str(mode) === undefined) return; // a token: not judged
      if (mode === 'CUSTOM') return;
      for (const f of fields) {
        // Only a list known at synth: a token may resolve to null or [].
        if (!known(ac[f]) || (Array.isArray(ac[f]) && ac[f].length === 0)) continue;
        report(`advanced_configuration.${f}`, 'is used only when tlsCipherConfigMode is CUSTOM.', {
          receivedText: mode === undefined ? 'tlsCipherConfigMode unset' : `tlsCipherConfigMode '${mode}'`,
          allowed: "tlsCipherConfigMode: 'CUSTOM'",
          fix: `set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove ${displayPath(f)}.`,
        });
      }
    },
  };
}

/** Four weeks: the longest an FCV can be pinned (the API's PinFCVView.expirationDate). */
const MAX_PIN_MS = 28 * 86400_000;

/**
 * The pinned FCV: more than 4 weeks after synth time is an error (the API refuses an expiration
 * date more than 4 weeks from the pinned date; the pin is made at apply, so synth time is the
 * earliest it can be); a date already past is a warning, since an unchanged app must still
 * synthesize after its pin ran out, and the provider documents that an expired pin must be removed.
 */
export function pinnedFcvRules(tfType: string, documentedIn: string): TypeRule[] {
  return [
    {
      id: `rule:${tfType}/pinned-fcv-window`,
      summary: 'pinnedFcv.expirationDate is at most 4 weeks after synth time (the context terrain-constructs:synthTime fixes that time).',
      enforcedBy: `${API_SPEC}: PinFCVView.expirationDate ("cannot exceed 4 weeks from the pinned date")`,
      check: (input, report, context) => {
        if (input.pinned_fcv !== undefined) checkPin(input, report, context.now, false);
      },
    },
    {
      id: `rule:${tfType}/pinned-fcv-expired`,
      level: 'warning',
      summary: 'pinnedFcv.expirationDate already lies in the past at synth time: the pin has run out.',
      documentedIn,
      check: (input, report, context) => {
        if (input.pinned_fcv !== undefined) checkPin(input, report, context.now, true);
      },
    },
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

/** A process argument that needs a minimum server version, judged when mongoDbMajorVersion is set. */
function versionRule(tfType: string, name: string, field: string, min: number, summary: string, where: Where, ignored: boolean): TypeRule {
  return {
    id: `rule:${tfType}/${name}`,
    level: level(where),
    summary,
    ...where,
    check: (input, report) => {
      const ac = obj(input.advanced_configuration);
      if (!ac || ac[field] === undefined || ac[field] === null) return;
      const v = str(input.mongo_db_major_version);
      if (v === undefined || !(parseFloat(v) < min)) return;
      const want = `${min.toFixed(1)}`;
      report(`advanced_configuration.${field}`, ignored
        ? `needs server version ${want} or later; below it the provider does not send it, so it is silently ignored.`
        : `needs server version ${want} or later.`, {
        receivedText: `mongoDbMajorVersion '${v}'`,
        allowed: `mongoDbMajorVersion '${want}' or later`,
        fix: `set mongoDbMajorVersion: '${want}' (or later), or remove ${displayPath(field)}.`,
      });
    },
  };
}

/** advancedConfiguration.defaultMaxTimeMs needs a server version of 8.0 or later, when the version is known. */
export function defaultMaxTimeRule(tfType: string, where: Where): TypeRule {
  return versionRule(tfType, 'default-max-time-needs-8', 'default_max_time_ms', 8,
    'advancedConfiguration.defaultMaxTimeMs needs server version 8.0 or later (judged when mongoDbMajorVersion is set).', where, false);
}

/**
 * advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds needs a minimum server
 * version: 7.0 for the advanced cluster (its plan modifier refuses less), 6.0 for the legacy
 * cluster (whose provider code drops the value below 6.0 without a word).
 */
export function changeStreamVersionRule(tfType: string, min: number, where: Where, ignored = false): TypeRule {
  return versionRule(tfType, `change-stream-retention-needs-${min}`, 'change_stream_options_pre_and_post_images_expire_after_seconds', min,
    `advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds needs server version ${min.toFixed(1)} or later (judged when mongoDbMajorVersion is set).`, where, ignored);
}

/** pitEnabled (continuous cloud backup) needs cloud backup on: `backupField` false with pitEnabled true. */
export function pitBackupRule(tfType: string, backupField: 'backup_enabled' | 'cloud_backup', documentedIn: string): TypeRule {
  const name = displayPath(backupField);
  return {
    id: `rule:${tfType}/pit-needs-cloud-backup`,
    level: 'warning',
    summary: `pitEnabled (continuous cloud backup) is true only with ${name} true.`,
    documentedIn,
    check: (input, report) => {
      if (input.pit_enabled !== true || input[backupField] !== false) return;
      report('pit_enabled', `needs cloud backup: continuous cloud backup (point-in-time restore) works on top of it, and ${name} is false.`, {
        receivedText: `pitEnabled true with ${name} false`,
        allowed: `pitEnabled true with ${name} true, or pitEnabled false`,
        fix: `set ${name}: true, or set pitEnabled: false.`,
      });
    },
  };
}
