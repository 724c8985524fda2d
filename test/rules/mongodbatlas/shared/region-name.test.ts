import { checkRegionNames, regionNameRule } from '../../../../src/rules/mongodbatlas/shared/region-name';
import { collector, findingsOf } from '../../type-rule-util';

const inputs = (input: Readonly<Record<string, any>>): Array<[unknown, string]> => (input.regions ?? []).map((r: any, i: number) => [r.region_name, `regions[${i}].region_name`]);

test('regionNameRule: an error where the provider enforces it, a warning where only documentation states it', () => {
  const enforced = regionNameRule('demo_cluster', inputs, { enforcedBy: 'internal/demo.go: validate' });
  const documented = regionNameRule('demo_cluster', inputs, { documentedIn: 'docs/resources/demo.md' }, 'provider-region-name');
  expect([enforced.id, enforced.level, enforced.enforcedBy]).toEqual(['rule:demo_cluster/atlas-region-name', 'error', 'internal/demo.go: validate']);
  expect([documented.id, documented.level, documented.documentedIn]).toEqual(['rule:demo_cluster/provider-region-name', 'warning', 'docs/resources/demo.md']);
});

test('pass: Atlas spellings, and tokens, are not reported', () => {
  const c = collector();
  checkRegionNames({ regions: [{ region_name: 'US_EAST_1' }, { region_name: '${var.region}' }, {}] }, inputs, c.report);
  expect(c.found).toEqual([]);
});

test("fail: the cloud's spelling, with the Atlas name when there is one", () => {
  const rule = regionNameRule('demo_cluster', inputs, { enforcedBy: 'internal/demo.go: validate' });
  expect(findingsOf(rule, { regions: [{ region_name: 'us-east-1' }, { region_name: 'us-central1' }] })).toEqual([
    "regions[0].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"us-east-1\". "
    + "Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set regionName to 'US_EAST_1'.",
    "regions[1].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"us-central1\". "
    + "Allowed: an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'. "
    + 'Fix: use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in regionName.',
  ]);
});
