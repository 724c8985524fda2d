/** Every Fabric data source (test/corpus/equinix/data-sources.ts). */
import { App } from 'cdktn';
import { TerrainTesting } from '../../../src';
import { describeApps } from '../corpus';
import { APPS, CloudRouterSearchWithLike } from './data-sources';

describeApps('equinix corpus: data sources', APPS, (synthesized) => {
  test('searches render their filters, pagination and sort as the provider reads them', () => {
    const routers = synthesized('cloud routers by id and by search').doc.data.equinix_fabric_cloud_routers.search;
    expect(routers.filter[2]).toEqual({ property: '/package/code', operator: '=', values: ['STANDARD'], or: true });
    expect(routers.pagination).toEqual({ offset: 0, limit: 20 });
    const connections = synthesized('connections by id and by a grouped search').doc.data.equinix_fabric_connections.search;
    expect(connections.outer_operator).toBe('AND');
    expect(connections.filter[3]).toEqual({ group: 'OR_group1', property: '/redundancy/priority', operator: '=', values: ['SECONDARY'] });
    const policies = synthesized('route aggregations, rules and attachments').doc.data.equinix_fabric_route_aggregations.search;
    expect(policies.sort).toEqual({ property: '/changeLog/updatedDateTime', direction: 'DESC' });
  });

  test('a cloud router search with plain LIKE fails, as the provider\'s validator does', () => {
    const stack = new CloudRouterSearchWithLike(new App(), 'corpus');
    expect(() => TerrainTesting.synth(stack)).toThrow(
      "[value:data.equinix_fabric_cloud_routers.filter.operator] filter[0].operator: is not an allowed value. Received: \"LIKE\". Allowed: '=', '!=', '>', '>=', '<', '<=', '[NOT] BETWEEN', '[NOT] LIKE' or '[NOT] IN'. Fix: use one of the allowed values.",
    );
  });
});
