import {
  changeStreamVersionRule, checkPin, customCiphersRule, defaultMaxTimeRule, pinnedFcvRules, pitBackupRule,
} from '../../../../src/rules/mongodbatlas/shared/advanced-configuration';
import { collector, findingsOf, NOW } from '../../type-rule-util';

const T = 'demo_cluster';
const DOCS = 'docs/resources/demo.md';

describe('customCiphersRule', () => {
  const rule = customCiphersRule(T, ['custom_openssl_cipher_config_tls12'], DOCS);
  const ac = (advanced_configuration: Record<string, unknown>) => ({ advanced_configuration });
  test('pass: CUSTOM mode, a mode only Terraform knows, an empty list', () => {
    expect([rule.id, rule.level]).toEqual(['rule:demo_cluster/custom-ciphers-need-custom-mode', 'warning']);
    expect(findingsOf(rule, ac({ tls_cipher_config_mode: 'CUSTOM', custom_openssl_cipher_config_tls12: ['TLS_AES_256_GCM_SHA384'] }))).toEqual([]);
    expect(findingsOf(rule, ac({ tls_cipher_config_mode: '${var.mode}', custom_openssl_cipher_config_tls12: ['X'] }))).toEqual([]);
    expect(findingsOf(rule, ac({ custom_openssl_cipher_config_tls12: [] }))).toEqual([]);
  });
  test('fail: ciphers with the mode unset or DEFAULT', () => {
    expect(findingsOf(rule, ac({ tls_cipher_config_mode: 'DEFAULT', custom_openssl_cipher_config_tls12: ['X'] }))).toEqual([
      "advancedConfiguration.customOpensslCipherConfigTls12: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode 'DEFAULT'. "
      + "Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls12.",
    ]);
  });
});

describe('pinnedFcvRules and checkPin', () => {
  const [window, expired] = pinnedFcvRules(T, DOCS);
  const pin = (expiration_date: string) => ({ pinned_fcv: { expiration_date } });
  test('an error for the 4-week window (enforced by the API), a warning for a pin run out (documented)', () => {
    expect([window.id, window.level, expired.id, expired.level]).toEqual(['rule:demo_cluster/pinned-fcv-window', undefined, 'rule:demo_cluster/pinned-fcv-expired', 'warning']);
  });
  test('pass: within 4 weeks of synth time; no pin; a malformed date (the value check reports it)', () => {
    expect([...findingsOf(window, pin('2026-12-01T00:00:00Z')), ...findingsOf(expired, pin('2026-12-01T00:00:00Z'))]).toEqual([]);
    expect(findingsOf(window, {})).toEqual([]);
    const c = collector();
    checkPin(pin('soon'), c.report, NOW, false);
    expect(c.found).toEqual([]);
  });
  test('fail: more than 4 weeks ahead; already past', () => {
    expect(findingsOf(window, pin('2027-06-01T00:00:00Z'))).toEqual([
      'pinnedFcv.expirationDate: is more than 4 weeks after synth time (2026-11-22T12:00:00.000Z). Received: "2027-06-01T00:00:00Z". '
      + 'Allowed: at most 2026-12-20T12:00:00.000Z. Fix: pin for at most 4 weeks, and renew the pin before it expires.',
    ]);
    expect(findingsOf(expired, pin('2025-01-01T00:00:00Z'))).toEqual([
      'pinnedFcv.expirationDate: is not in the future (synth time 2026-11-22T12:00:00.000Z): the pin has run out. Received: "2025-01-01T00:00:00Z". '
      + 'Allowed: after the synth time and at most 2026-12-20T12:00:00.000Z. Fix: renew the pin for at most 4 weeks from now, or remove pinnedFcv to unpin.',
    ]);
  });
});

describe('the server-version rules', () => {
  const maxTime = defaultMaxTimeRule(T, { enforcedBy: 'internal/demo.go: plan modifier' });
  const changeStream = changeStreamVersionRule(T, 6, { documentedIn: DOCS }, true);
  test('their ids and levels follow where they hold', () => {
    expect([maxTime.id, maxTime.level, changeStream.id, changeStream.level]).toEqual([
      'rule:demo_cluster/default-max-time-needs-8', 'error', 'rule:demo_cluster/change-stream-retention-needs-6', 'warning',
    ]);
  });
  test('pass: the version is high enough, or unknown', () => {
    expect(findingsOf(maxTime, { mongo_db_major_version: '8.0', advanced_configuration: { default_max_time_ms: 100 } })).toEqual([]);
    expect(findingsOf(maxTime, { advanced_configuration: { default_max_time_ms: 100 } })).toEqual([]);
  });
  test('fail: a lower version (and, where the provider drops the value, that it is ignored)', () => {
    expect(findingsOf(maxTime, { mongo_db_major_version: '7.0', advanced_configuration: { default_max_time_ms: 100 } })).toEqual([
      "advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. "
      + "Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.",
    ]);
    const old = { mongo_db_major_version: '5.0', advanced_configuration: { change_stream_options_pre_and_post_images_expire_after_seconds: 60 } };
    expect(findingsOf(changeStream, old)).toEqual([
      'advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: needs server version 6.0 or later; below it the provider does not send it, so it is silently ignored. '
      + "Received: mongoDbMajorVersion '5.0'. Allowed: mongoDbMajorVersion '6.0' or later. Fix: set mongoDbMajorVersion: '6.0' (or later), or remove changeStreamOptionsPreAndPostImagesExpireAfterSeconds.",
    ]);
  });
});

describe('pitBackupRule', () => {
  const rule = pitBackupRule(T, 'cloud_backup', DOCS);
  test('pass: with cloud backup, or without point-in-time restore', () => {
    expect(rule.id).toBe('rule:demo_cluster/pit-needs-cloud-backup');
    expect(findingsOf(rule, { pit_enabled: true, cloud_backup: true })).toEqual([]);
    expect(findingsOf(rule, { pit_enabled: false, cloud_backup: false })).toEqual([]);
  });
  test('fail: point-in-time restore with cloud backup off', () => {
    expect(findingsOf(rule, { pit_enabled: true, cloud_backup: false })).toEqual([
      'pitEnabled: needs cloud backup: continuous cloud backup (point-in-time restore) works on top of it, and cloudBackup is false. '
      + 'Received: pitEnabled true with cloudBackup false. Allowed: pitEnabled true with cloudBackup true, or pitEnabled false. Fix: set cloudBackup: true, or set pitEnabled: false.',
    ]);
  });
});
