import {
  ACCESS_PROVIDERS, CIPHER_MODES, DEDICATED_PROVIDERS, KEY_MANAGEMENT_PROVIDERS, isDedicatedTier, isNvme, maxDiskGb, PROVIDERS,
  TENANT_TIERS, tierNumber, TIER_RAM_GB, TLS_PROTOCOLS,
} from '../../../src/facts/mongodbatlas/atlas';

test('providers, TLS versions and cipher modes', () => {
  expect(PROVIDERS).toEqual([...DEDICATED_PROVIDERS, 'TENANT', 'FLEX']);
  // The clouds of access roles and of key management: the dedicated ones, in the order messages list them.
  expect([ACCESS_PROVIDERS, KEY_MANAGEMENT_PROVIDERS]).toEqual([['AWS', 'AZURE', 'GCP'], ['AWS', 'AZURE', 'GCP']]);
  expect([...ACCESS_PROVIDERS].sort()).toEqual([...DEDICATED_PROVIDERS].sort());
  expect([TLS_PROTOCOLS, CIPHER_MODES]).toEqual([['TLS1_2', 'TLS1_3'], ['CUSTOM', 'DEFAULT']]);
});

describe('tiers', () => {
  test('dedicated tiers: their number, NVMe, and 50 times their RAM of disk', () => {
    expect(['M10', 'R40', 'M40_NVME'].map(tierNumber)).toEqual([10, 40, 40]);
    expect(['M10', 'R40', 'M40_NVME'].filter(isDedicatedTier)).toHaveLength(3);
    expect([isNvme('M40_NVME'), isNvme('M40')]).toEqual([true, false]);
    expect([maxDiskGb('M10'), maxDiskGb('M400_NVME')]).toEqual([100, 25600]);
  });
  test('tenant tiers, FLEX, prototype keys and values that are no strings are not dedicated; no disk limit for them', () => {
    expect([...TENANT_TIERS, 'FLEX', 'constructor', 'toString', 'm10', 30, undefined].filter(isDedicatedTier)).toEqual([]);
    expect([maxDiskGb('M0'), maxDiskGb('constructor'), tierNumber('FLEX')]).toEqual([undefined, undefined, undefined]);
    expect(Object.keys(TIER_RAM_GB).filter((t) => TENANT_TIERS.includes(t))).toEqual([]);
  });
});
