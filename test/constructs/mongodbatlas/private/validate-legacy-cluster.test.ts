import { Errors } from '../../../../src';
import { LegacyCluster } from '../../../../src/constructs/mongodbatlas';
import { LegacyClusterProps } from '../../../../src/constructs/mongodbatlas/legacy-cluster-props';
import {
  deprecatedLegacyFields, LEGACY_DEPRECATED_FIELDS, LEGACY_PROP_RULES, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions,
} from '../../../../src/constructs/mongodbatlas/private/validate-legacy-cluster';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';
import {
  adviceOf, atlasStack, base as legacyBase, body, constructionError, DEPRECATED_TYPE, priorities, synthAtlas, synthCluster, synthErrorOf,
  synthWarningsOf, threeNodes, VALIDATION,
} from '../legacy-cluster-util';

const base: LegacyClusterProps = { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'legacy', provider: 'AWS', instanceSize: 'M10', regions: [] };
const TIERS = 'M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, R40, R50, R60, R80, R200, R300, R400, R600, R700, '
  + 'M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M300_NVME, M400_NVME, M600_NVME; '
  + 'Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME '
  + 'with the suffix _GEN_2 (e.g. M30_GEN_2)';

/** What the documented-only rules of the table say (adviseRules warns it under each warning id). */
function advice(props: LegacyClusterProps): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of LEGACY_PROP_RULES.filter((x) => x.documentedIn !== undefined)) {
    const p = new Problems();
    r.check!(props, p);
    if (p.list.length) out[r.warningId!] = p.list.map(formatProblem);
  }
  return out;
}

test('legacyPriorities: 7 for the first region with electable nodes, one less for each next one, 0 without', () => {
  expect(legacyPriorities([{ region: 'A', electableNodes: 3 }, { region: 'B', readOnlyNodes: 1 }, { region: 'C', electableNodes: 2 }])).toEqual([7, 0, 6]);
  expect(legacyPriorities([{ region: 'A', electableNodes: '${var.n}' as any }, { region: 'B', electableNodes: -1 }])).toEqual([7, 0]);
});

test('deprecatedLegacyFields: the deprecated fields that are set', () => {
  expect(LEGACY_DEPRECATED_FIELDS).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  expect(deprecatedLegacyFields({ defaultReadConcern: 'local', failIndexKeyTooLong: false, javascriptEnabled: true })).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  expect([deprecatedLegacyFields({ javascriptEnabled: true }), deprecatedLegacyFields(undefined)]).toEqual([[], []]);
});

describe('validateLegacyClusterProps', () => {
  test('pass: a dedicated cluster, a Gen2 tier; tokens; what only the documentation states (it warns: below)', () => {
    expect(validateLegacyClusterProps(base)).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, instanceSize: 'M30_GEN_2' })).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, provider: '${var.p}', instanceSize: '${var.size}', numShards: undefined })).toEqual([]);
    const documented = { sampleSizeBiConnector: 0, changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 0 };
    expect(validateLegacyClusterProps({ ...base, advancedConfiguration: documented })).toEqual([]);
  });
  test('fail: every prop rule that fails synth, all at once', () => {
    expect(validateLegacyClusterProps({ ...base, provider: 'TENANT', instanceSize: 'M0', numShards: 0, tags: 'x' as any })
      .map(formatProblem)).toEqual([
      "provider: is not a cloud provider of a legacy cluster. Received: \"TENANT\". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.",
      `instanceSize: is not a dedicated Atlas tier. Received: "M0". Allowed: ${TIERS}. Fix: choose a dedicated tier such as M10 or M30.`,
      'numShards: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: use 1 for a replica set, or the number of shards of a sharded cluster.',
      "tags: expected a map of strings. Received: \"x\". Allowed: an object such as { team: 'orders' }. Fix: pass the tags as an object, key to value.",
    ]);
  });
});

describe('the documented-only prop rules (warnings by id)', () => {
  const props = (retention: number, sampleSize: number): LegacyClusterProps => ({
    ...base, advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: retention, sampleSizeBiConnector: sampleSize },
  });
  test('pass: -1 or a positive retention; positive whole numbers', () => {
    expect([advice(props(-1, 100)), advice(props(3600, 1))]).toEqual([{}, {}]);
  });
  test('fail: a retention of 0; a sample size of 0', () => {
    expect(advice(props(0, 0))).toEqual({
      'mongodbatlas:change-stream-retention': [
        'advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: should be -1 (retention follows the oplog) or a positive whole number of seconds, '
        + 'as the provider documents. Received: 0. Allowed: -1, 1, 2, 3, ... Fix: use -1 to follow the oplog, or the minimum retention in seconds.',
      ],
      'mongodbatlas:positive-whole-number': [
        'advancedConfiguration.sampleSizeBiConnector: should be a positive whole number, as the provider documents. Received: 0. Allowed: 1, 2, 3, ... '
        + 'Fix: set sampleSizeBiConnector to a whole number of 1 or more, or leave it out for the default.',
      ],
    });
  });
});

describe('validateLegacyRegions', () => {
  test('pass: 3 electable nodes; 5 across regions with read-only ones', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }])).toEqual([]);
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_WEST_2', electableNodes: 2, readOnlyNodes: 1 }])).toEqual([]);
  });
  test('fail: an even electable total (the L2s\' invariant; the type rule electable-total of mongodbatlas_cluster only warns, for hand-written L1s)', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 2 }, { region: 'US_WEST_2', electableNodes: 2 }]).map((x) => `${x.id} ${formatProblem(x)}`)).toEqual([
      'mongodbatlas:electable-total regions: has 4 electable nodes: a shard has 3, 5 or 7, an odd number of voting members, so that the members left after an outage of a minority '
      + 'still elect a primary. Received: 4 (US_EAST_1: 2, US_WEST_2: 2). Allowed: 3, 5 or 7. Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, '
      + "write US_EAST_1: 1 (a total of 3) and override the count on the L1: cluster.resource.addOverride('replication_specs.0.regions_config.0.electable_nodes', 2).",
    ]);
  });
  test('fail: none; a region twice, a region without nodes', () => {
    expect(validateLegacyRegions([]).map(formatProblem)).toEqual([
      'regions: has no regions. Received: an empty list. Allowed: at least one region. Fix: list the regions in preference order, or call addRegion.',
    ]);
    expect(validateLegacyRegions([{ region: 'A', electableNodes: 2 }, { region: 'A', electableNodes: 1 }, { region: 'B' }]).map(formatProblem)).toEqual([
      'regions[1]: repeats region A, already at regions[0]; a region appears at most once. Received: "A". Allowed: each region once. Fix: merge the node counts into one region entry.',
      'regions[2]: has no nodes (B). Received: 0. Allowed: at least one electable, read-only or analytics node. Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.',
    ]);
  });
});

// The rules through the construct: where each is reported, in its words.
describe('rule: a region appears once', () => {
  test('distinct regions pass', () => {
    expect(priorities(synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_EAST_2', readOnlyNodes: 1 }] })))
      .toEqual([['US_EAST_1', 7], ['US_EAST_2', 0]]);
  });

  test('a region listed twice fails, also when added later', () => {
    expect(synthErrorOf({}, (c) => c.addRegion({ region: 'US_EAST_1', readOnlyNodes: 1 }))).toBe(VALIDATION
      + '[test/Orders] regions[1]: repeats region US_EAST_1, already at regions[0]; a region appears at most once. Received: "US_EAST_1". '
      + 'Allowed: each region once. Fix: merge the node counts into one region entry.');
  });
});

describe('rule: every region holds nodes', () => {
  test('a region with only analytics nodes passes', () => {
    expect(priorities(synthCluster({}, (c) => c.addRegion({ region: 'EU_WEST_1', analyticsNodes: 1 })))).toEqual([['US_EAST_1', 7], ['EU_WEST_1', 0]]);
  });

  test('a region without any node fails', () => {
    expect(synthErrorOf({}, (c) => c.addRegion({ region: 'US_WEST_2', electableNodes: 0 }))).toBe(VALIDATION
      + '[test/Orders] regions[1]: has no nodes (US_WEST_2). Received: 0. Allowed: at least one electable, read-only or analytics node. '
      + 'Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.');
  });

  test('a region written the cloud provider\'s way fails with the Atlas spelling (the provider\'s StringIsUppercase); the L1\'s rule stays silent', () => {
    expect(synthErrorOf({ regions: [{ region: 'us-east-1', electableNodes: 3 }] }, (c) => c.addRegion({ region: 'ap-southeast-2', readOnlyNodes: 1 }))).toBe(VALIDATION
      + '[test/Orders] regions[0].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "us-east-1". '
      + "Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set region to 'US_EAST_1'.\n  "
      + '[test/Orders] regions[1].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "ap-southeast-2". '
      + "Allowed: 'AP_SOUTHEAST_2' (the Atlas name of this region). Fix: set region to 'AP_SOUTHEAST_2'.");
  });

  test('an empty region name fails', () => {
    expect(synthErrorOf({ regions: [{ region: '', electableNodes: 3 }] })).toBe(`${VALIDATION}[test/Orders] regions[0].region: is empty. Received: "". Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider's Atlas region name, e.g. 'US_EAST_1'.`);
  });
});

describe('rule: node counts are whole numbers, 0 or more', () => {
  test('explicit zeros pass', () => {
    const b = synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: 3, readOnlyNodes: 0, analyticsNodes: 0 }] });
    expect(b.replication_specs[0].regions_config[0]).toEqual({ region_name: 'US_EAST_1', priority: 7, electable_nodes: 3, read_only_nodes: 0, analytics_nodes: 0 });
  });

  test('negative and fractional counts fail, without a misleading total', () => {
    expect(synthErrorOf({ regions: [{ region: 'US_EAST_1', electableNodes: 2.5 }, { region: 'US_WEST_2', electableNodes: 1, readOnlyNodes: -1, analyticsNodes: 1 }] })).toBe(VALIDATION
      + '[test/Orders] regions[0].electableNodes: is not a whole number, 0 or more. Received: 2.5. Allowed: a whole number, 0 or more. Fix: set electableNodes to a count of nodes, or leave it out for none.\n  '
      + '[test/Orders] regions[1].readOnlyNodes: is not a whole number, 0 or more. Received: -1. Allowed: a whole number, 0 or more. Fix: set readOnlyNodes to a count of nodes, or leave it out for none.');
  });
});

describe('rule: provider', () => {
  test.each(['AWS', 'GCP', 'AZURE'])('%s passes', (provider) => {
    expect(synthCluster({ provider }).provider_name).toBe(provider);
  });

  test.each(['aws', 'TENANT'])('%s fails at construction with a ValidationError naming the construct path and field', (provider) => {
    let caught: unknown;
    try {
      new LegacyCluster(atlasStack(), 'Orders', { ...legacyBase, provider, regions: threeNodes });
    } catch (e) {
      caught = e;
    }
    expect(Errors.isValidationError(caught)).toBe(true);
    expect((caught as Error).message).toBe(
      `[test/Orders] provider: is not a cloud provider of a legacy cluster. Received: "${provider}". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.`);
  });
});

describe('rule: instanceSize', () => {
  test.each(['M10', 'R40', 'M40_NVME', 'M30_GEN_2', 'R40_GEN_2'])('tier %s passes', (instanceSize) => {
    expect(synthCluster({ instanceSize }).provider_instance_size_name).toBe(instanceSize);
  });

  test('an unknown tier fails', () => {
    expect(constructionError({ instanceSize: 'M35' })).toMatch(
      /^\[test\/Orders\] instanceSize: is not a dedicated Atlas tier\. Received: "M35"\. Allowed: M10, M20, M30, .*, M700, R40, .*; Gen2: M30, .* with the suffix _GEN_2 \(e\.g\. M30_GEN_2\)\. Fix: choose a dedicated tier such as M10 or M30\.$/);
  });
});

describe('rule: numShards', () => {
  test('a whole number from 1 passes', () => {
    expect(synthCluster({ numShards: 1 }).cluster_type).toBe('REPLICASET');
    expect(synthCluster({ numShards: 2 }).num_shards).toBe(2);
  });

  test.each([0, 1.5, -2])('%d fails', (numShards) => {
    expect(constructionError({ numShards })).toBe(
      `[test/Orders] numShards: is not a whole number, 1 or more. Received: ${numShards}. Allowed: a whole number, 1 or more. Fix: use 1 for a replica set, or the number of shards of a sharded cluster.`);
  });
});

describe('advanced configuration', () => {
  test.each(['TLS1_2', 'TLS1_3'])('minimumEnabledTlsProtocol %s passes', (minimumEnabledTlsProtocol) => {
    expect(synthCluster({ advancedConfiguration: { minimumEnabledTlsProtocol } }).advanced_configuration)
      .toEqual({ minimum_enabled_tls_protocol: minimumEnabledTlsProtocol });
  });

  test('minimumEnabledTlsProtocol outside the API\'s enum fails; TLS1_0 and TLS1_1, which the provider no longer documents, warn', () => {
    expect(constructionError({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_4' } })).toBe(
      '[test/Orders] advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version the legacy cluster accepts. Received: "TLS1_4". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).');
    expect(adviceOf({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_1' } })).toEqual([
      'test/Orders: [mongodbatlas:tls-version] advancedConfiguration.minimumEnabledTlsProtocol: is a TLS version the provider no longer documents; it lists TLS1_2 or TLS1_3. '
      + 'Received: "TLS1_1". Allowed: TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).',
    ]);
  });

  test('tlsCipherConfigMode takes CUSTOM or DEFAULT; custom ciphers without a mode render CUSTOM; with DEFAULT the L2 refuses them (documented; the L1 rule only warns)', () => {
    expect(synthCluster({ advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT' } }).advanced_configuration).toEqual({ tls_cipher_config_mode: 'DEFAULT' });
    expect(constructionError({ advancedConfiguration: { tlsCipherConfigMode: 'STRICT', customOpensslCipherConfigTls12: ['TLS_X'] } })).toBe(
      '[test/Orders] advancedConfiguration.tlsCipherConfigMode: is not a cipher mode. Received: "STRICT". Allowed: CUSTOM or DEFAULT. Fix: use \'CUSTOM\' with a cipher list, or \'DEFAULT\' for the server\'s ciphers.');
    expect(synthCluster({ advancedConfiguration: { customOpensslCipherConfigTls12: ['TLS_X'] } }).advanced_configuration)
      .toEqual({ tls_cipher_config_mode: 'CUSTOM', custom_openssl_cipher_config_tls12: ['TLS_X'] });
    expect(constructionError({ advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['TLS_X'] } })).toBe("[test/Orders] advancedConfiguration.customOpensslCipherConfigTls12: is set with tlsCipherConfigMode 'DEFAULT': the cipher lists are used only in the CUSTOM mode, so Atlas would use its default ciphers. Received: a list of 1 item. Allowed: cipher lists with tlsCipherConfigMode 'CUSTOM' (or left unset: the construct renders CUSTOM), or no lists with 'DEFAULT'. Fix: remove tlsCipherConfigMode (the construct renders CUSTOM), or remove customOpensslCipherConfigTls12 to keep the default ciphers; to send both as they are, override the L1: cluster.resource.addOverride('advanced_configuration.tls_cipher_config_mode', 'DEFAULT').");
  });

  test.each([-1, 1, 86400])('change stream retention %d passes', (v) => {
    expect(synthCluster({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } }).advanced_configuration)
      .toEqual({ change_stream_options_pre_and_post_images_expire_after_seconds: v });
  });

  test.each([0, -5, 1.5])('change stream retention %d warns (documented only) and is rendered', (v) => {
    expect(synthCluster({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } }).advanced_configuration)
      .toEqual({ change_stream_options_pre_and_post_images_expire_after_seconds: v });
    expect(adviceOf({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } })).toEqual([
      `test/Orders: [mongodbatlas:change-stream-retention] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: should be -1 (retention follows the oplog) or a positive whole number of seconds, as the provider documents. Received: ${v}. Allowed: -1, 1, 2, 3, ... Fix: use -1 to follow the oplog, or the minimum retention in seconds.`,
    ]);
  });

  test('change stream retention on a server below 6.0, which the provider drops without a word, warns through the L1\'s rule change-stream-retention-needs-6', () => {
    expect(adviceOf({ mongoDbMajorVersion: '5.0', advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 } })).toEqual([
      'test/Orders/Default: [rule:mongodbatlas_cluster/change-stream-retention-needs-6] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: '
      + 'needs server version 6.0 or later; below it the provider does not send it, so it is silently ignored. Received: mongoDbMajorVersion \'5.0\'. '
      + "Allowed: mongoDbMajorVersion '6.0' or later. Fix: set mongoDbMajorVersion: '6.0' (or later), or remove changeStreamOptionsPreAndPostImagesExpireAfterSeconds.",
    ]);
    expect(adviceOf({ mongoDbMajorVersion: '6.0', advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 } })).toEqual([]);
  });

  test('BI connector sampling and transaction lifetime take positive whole numbers', () => {
    const ones = { sampleRefreshIntervalBiConnector: 1, sampleSizeBiConnector: 1, transactionLifetimeLimitSeconds: 1 };
    expect(synthCluster({ advancedConfiguration: ones }).advanced_configuration)
      .toEqual({ sample_refresh_interval_bi_connector: 1, sample_size_bi_connector: 1, transaction_lifetime_limit_seconds: 1 });
    // Documented only: each warns, and the values are rendered.
    const bad = { sampleRefreshIntervalBiConnector: 0, sampleSizeBiConnector: -100, transactionLifetimeLimitSeconds: 0.5 };
    expect(adviceOf({ advancedConfiguration: bad })).toEqual([
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.sampleRefreshIntervalBiConnector: should be a positive whole number, as the provider documents. Received: 0. Allowed: 1, 2, 3, ... Fix: set sampleRefreshIntervalBiConnector to a whole number of 1 or more, or leave it out for the default.',
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.sampleSizeBiConnector: should be a positive whole number, as the provider documents. Received: -100. Allowed: 1, 2, 3, ... Fix: set sampleSizeBiConnector to a whole number of 1 or more, or leave it out for the default.',
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.transactionLifetimeLimitSeconds: should be a positive whole number, as the provider documents. Received: 0.5. Allowed: 1, 2, 3, ... Fix: set transactionLifetimeLimitSeconds to a whole number of 1 or more, or leave it out for the default.',
    ]);
  });

  test('defaultMaxTimeMs needs server version 8.0 or later: the L1 type rule warns at synth (the legacy resource does not check it)', () => {
    expect(synthCluster({ mongoDbMajorVersion: '8.0', advancedConfiguration: { defaultMaxTimeMs: 100 } }).advanced_configuration).toEqual({ default_max_time_ms: 100 });
    expect(synthWarningsOf({ mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 100 } })).toContain(
      "test/Orders/Default: [rule:mongodbatlas_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.");
  });

  test('problems found at construction are reported together, as a numbered list', () => {
    expect(constructionError({ provider: 'OCI', numShards: 0, advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } })).toBe('[test/Orders] 3 problems:\n'
      + "  - provider: is not a cloud provider of a legacy cluster. Received: \"OCI\". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.\n"
      + '  - numShards: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: use 1 for a replica set, or the number of shards of a sharded cluster.\n'
      + '  - advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version the legacy cluster accepts. Received: "SSL3". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).');
  });
});

describe('warnings: deprecated advanced-configuration fields', () => {
  test('defaultReadConcern warns once, on the construct, and is still rendered', () => {
    const { doc, warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...legacyBase, regions: threeNodes, advancedConfiguration: { defaultReadConcern: 'available' } }));
    expect(warnings).toEqual([
      "test/Orders: [mongodbatlas:legacy-deprecated-field] advancedConfiguration.defaultReadConcern is deprecated by the provider. Remove it from advancedConfiguration; the server's default applies.",
      DEPRECATED_TYPE,
    ]);
    expect(body(doc).advanced_configuration).toEqual({ default_read_concern: 'available' });
  });

  test('failIndexKeyTooLong warns, also when false', () => {
    const { doc, warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...legacyBase, regions: threeNodes, advancedConfiguration: { failIndexKeyTooLong: false, javascriptEnabled: true } }));
    expect(warnings).toEqual([
      "test/Orders: [mongodbatlas:legacy-deprecated-field] advancedConfiguration.failIndexKeyTooLong is deprecated by the provider. Remove it from advancedConfiguration; the server's default applies.",
      DEPRECATED_TYPE,
    ]);
    expect(body(doc).advanced_configuration).toEqual({ fail_index_key_too_long: false, javascript_enabled: true });
  });

  test('the other fields do not warn', () => {
    const { warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...legacyBase, regions: threeNodes, advancedConfiguration: { defaultWriteConcern: 'majority', transactionLifetimeLimitSeconds: 60 } }));
    expect(warnings).toEqual([DEPRECATED_TYPE]);
  });
});

describe('pure rule functions (no synth)', () => {
  test('legacyPriorities: 7 downward for electable regions in the order given, 0 for the rest', () => {
    expect(legacyPriorities([
      { region: 'A', readOnlyNodes: 1 },
      { region: 'B', electableNodes: 2 },
      { region: 'C', electableNodes: 0, analyticsNodes: 1 },
      { region: 'D', electableNodes: 1 },
      { region: 'E', electableNodes: 2 },
    ])).toEqual([0, 7, 0, 6, 5]);
    expect(legacyPriorities([])).toEqual([]);
  });

  test('validateLegacyRegions returns every problem with its field path', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_WEST_2', electableNodes: 2 }])).toEqual([]);
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 2 }, { region: 'US_EAST_1', readOnlyNodes: 1 }, { region: 'eu-west-1' }]).map((p) => p.field))
      .toEqual(['regions[1]', 'regions[2].region', 'regions[2]', 'regions']);
  });

  test('validateLegacyClusterProps returns every problem with its field path', () => {
    expect(validateLegacyClusterProps({ ...legacyBase, regions: [] })).toEqual([]);
    expect(validateLegacyClusterProps({ ...legacyBase, provider: 'IBM', instanceSize: 'M1', numShards: 0, regions: [], advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } }).map((p) => p.field))
      .toEqual(['provider', 'instanceSize', 'numShards', 'advancedConfiguration.minimumEnabledTlsProtocol']);
  });

  test('a rule that fails synth says where the provider enforces it; a documented one warns under its own id', () => {
    for (const r of LEGACY_PROP_RULES) {
      if (r.documentedIn !== undefined) {
        expect([r.name, r.documentedIn]).toEqual([r.name, 'docs/resources/cluster.md']);
        if (r.level !== 'error') expect(r.warningId).toMatch(/^mongodbatlas:[a-z0-9-]+$/);
      } else if (r.contract !== undefined) {
        expect([r.name, r.enforcedBy]).toEqual([r.name, undefined]);
      } else {
        expect([r.name, r.enforcedBy]).toEqual([r.name, expect.stringMatching(/^(internal|tools)\/[\w./-]+: /)]);
      }
    }
    // The construct's own contract: it renders one { key, value } per entry; the invariant of 3, 5 or 7 electable nodes.
    expect(LEGACY_PROP_RULES.filter((r) => r.contract !== undefined).map((r) => r.name)).toEqual(['labels and tags are maps written in code', 'electable total']);
    expect(LEGACY_PROP_RULES.filter((r) => r.documentedIn !== undefined && r.level !== 'error').map((r) => r.name)).toEqual(['documented TLS versions', 'change stream retention', 'positive whole numbers']);
    expect(LEGACY_PROP_RULES.filter((r) => r.documentedIn !== undefined && r.level === 'error').map((r) => r.name)).toEqual(['custom ciphers need the CUSTOM mode']);
  });

  test('deprecatedLegacyFields lists the deprecated fields that are set', () => {
    expect(deprecatedLegacyFields(undefined)).toEqual([]);
    expect(deprecatedLegacyFields({ defaultWriteConcern: 'majority' })).toEqual([]);
    expect(deprecatedLegacyFields({ failIndexKeyTooLong: true, defaultReadConcern: 'local' })).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  });
});
