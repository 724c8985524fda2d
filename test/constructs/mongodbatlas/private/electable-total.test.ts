import { checkElectableTotal, ELECTABLE_TOTALS } from '../../../../src/constructs/mongodbatlas/private/electable-total';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';

const ADVANCED = { path: (n: number | string, r: number | string) => `replication_specs.${n}.region_configs.${r}.electable_specs.node_count`, specs: { first: 0, count: 1 } };
const check = (regions: Array<[string, number]>, override = ADVANCED, zone?: string) => {
  const p = new Problems();
  checkElectableTotal(p, 'regions', regions.map(([name, count]) => ({ name, count })), override, zone);
  return p.list.map((x) => `${x.id} ${formatProblem(x)}`);
};
const PROBLEM = 'a shard has 3, 5 or 7, an odd number of voting members, so that the members left after an outage of a minority still elect a primary.';

describe('checkElectableTotal', () => {
  test('3, 5 and 7 pass, however spread', () => {
    expect(ELECTABLE_TOTALS).toEqual([3, 5, 7]);
    expect([check([['A', 3]]), check([['A', 2], ['B', 2], ['C', 1]]), check([['A', 1], ['B', 1], ['C', 1], ['D', 1], ['E', 1], ['F', 1], ['G', 1]])]).toEqual([[], [], []]);
  });

  test('another total: the counts, and the override of the first region\'s count that deploys it (nearest valid total, the first region kept at one node or more)', () => {
    expect(check([['AWS/US_EAST_1', 3], ['GCP/CENTRAL_US', 1]])).toEqual([
      `mongodbatlas:electable-total regions: has 4 electable nodes: ${PROBLEM} Received: 4 (AWS/US_EAST_1: 3, GCP/CENTRAL_US: 1). Allowed: 3, 5 or 7. `
      + 'Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, write AWS/US_EAST_1: 2 (a total of 3) '
      + "and override the count on the L1: cluster.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 3).",
    ]);
    expect(check([['A', 1]])[0]).toContain("write A: 3 (a total of 3) and override the count on the L1: cluster.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 1).");
    expect(check([['A', 9]])[0]).toContain('write A: 7 (a total of 7)');
    expect(check([['A', 6]])[0]).toContain('write A: 5 (a total of 5)');
  });

  test('several shards: the override names each replication spec; a zone is named in the problem', () => {
    expect(check([['A', 4]], { ...ADVANCED, specs: { first: 2, count: 3 } }, 'Europe')[0]).toBe(
      `mongodbatlas:electable-total regions: has 4 electable nodes (zone Europe): ${PROBLEM} Received: 4 (A: 4). Allowed: 3, 5 or 7. `
      + 'Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, write A: 3 (a total of 3) and override the count on the L1: '
      + "cluster.resource.addOverride('replication_specs.N.region_configs.0.electable_specs.node_count', 4) for N = 2 to 4 (one replication spec per shard).");
  });

  test('no electable region, or a first region too small to take the difference', () => {
    expect(check([])).toEqual([
      `mongodbatlas:electable-total regions: has 0 electable nodes: ${PROBLEM} Received: 0. Allowed: 3, 5 or 7. `
      + 'Fix: give the first region electable nodes (electableNodes: 3): a shard without electable nodes has no primary.',
    ]);
    expect(check([['A', 1], ['B', 7]])[0]).toContain('Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 8 as it is, write counts that total 3, 5 or 7 and override each count '
      + "that differs on the L1, region i in the rendered order (by priority, A first): cluster.resource.addOverride('replication_specs.0.region_configs.<i>.electable_specs.node_count', <count>).");
  });
});
