/**
 * IRouteFilter: every implementation gives the route filter's id.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

const { RouteFilter } = equinix;

test('RouteFilter and what fromRouteFilterAttributes returns give routeFilterId', () => {
  const s = equinixStack();
  const all: equinix.IRouteFilter[] = [
    new RouteFilter(s, 'Made', { name: 'rf', projectId: 'p', rules: [{ prefix: '192.168.0.0/24' }] }),
    RouteFilter.fromRouteFilterAttributes(s, 'Existing', { routeFilterId: 'rf' }),
  ];
  for (const r of all) expect(typeof r.routeFilterId).toBe('string');
  expect(all[1].routeFilterId).toBe('rf');
});
