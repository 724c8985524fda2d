import { dedicatedTierNames, tierFix } from '../../../../src/constructs/mongodbatlas/private/tier-names';

test('the dedicated tiers for a reader: M, then R, then NVMe tiers, each by size; then the Gen2 ones, by the suffix', () => {
  const names = dedicatedTierNames();
  expect(names.startsWith('M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, R40, ')).toBe(true);
  expect(names).toContain('R700, M40_NVME, ');
  expect(names.endsWith('; Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, '
    + 'M80_NVME, M200_NVME, M400_NVME with the suffix _GEN_2 (e.g. M30_GEN_2)')).toBe(true);
});

test('tierFix: the tier a value spells in other case or with spaces or dashes; otherwise the fallback', () => {
  expect(['m30', ' M30 ', 'm40-nvme', 'flex', 'm0'].map((t) => tierFix(t, 'fallback'))).toEqual([
    "write 'M30'.", "write 'M30'.", "write 'M40_NVME'.", "write 'FLEX'.", "write 'M0'.",
  ]);
  expect(['M30', 'M31', 42, undefined].map((t) => tierFix(t, 'fallback'))).toEqual(['fallback', 'fallback', 'fallback', 'fallback']);
});
