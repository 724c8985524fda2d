import { RegionList, ZoneList } from '../../../../src/constructs/mongodbatlas/private/topology';

const r = (region: string) => ({ provider: 'AWS', region, electableNodes: 3 });

describe('topologies', () => {
  test('a region list: one spec per shard, a change after binding is reported', () => {
    const list = new RegionList([r('US_EAST_1')], 2);
    let renders = 0;
    list.add(r('US_WEST_2')); // before binding: nothing to tell
    list.bind(() => renders++);
    expect(renders).toBe(1);
    list.add(r('EU_WEST_1'));
    expect(renders).toBe(2);
    expect(list.specs()).toEqual([{ regions: [r('US_EAST_1'), r('US_WEST_2'), r('EU_WEST_1')] }, { regions: [r('US_EAST_1'), r('US_WEST_2'), r('EU_WEST_1')] }]);
    expect(list.layouts()).toEqual([{ path: 'regions', regions: [r('US_EAST_1'), r('US_WEST_2'), r('EU_WEST_1')], specs: { first: 0, count: 2 } }]);
  });

  test('zones: one spec per shard of each zone, with its name; no zone is an empty layout', () => {
    const zones = new ZoneList();
    expect(zones.layouts()).toEqual([{ path: 'zones', regions: [], specs: { first: 0, count: 0 } }]);
    zones.add({ name: 'A', regions: [r('US_EAST_1')], shards: 2 });
    zones.add({ name: 'B', regions: [r('EU_WEST_1')] });
    expect(zones.indexOf('B')).toBe(1);
    expect(zones.specs().map((s) => s.zoneName)).toEqual(['A', 'A', 'B']);
    expect(zones.layouts().map((l) => [l.path, l.specs])).toEqual([['zones[0].regions', { first: 0, count: 2 }], ['zones[1].regions', { first: 2, count: 1 }]]);
  });
});
