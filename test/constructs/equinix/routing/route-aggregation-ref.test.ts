/**
 * IRouteAggregation: every implementation gives the route aggregation's id.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

const { RouteAggregation } = equinix;

test('RouteAggregation and what fromRouteAggregationAttributes returns give routeAggregationId', () => {
  const s = equinixStack();
  const all: equinix.IRouteAggregation[] = [
    new RouteAggregation(s, 'Made', { name: 'ra', projectId: 'p', rules: [{ name: 'r', prefix: '192.168.0.0/24' }] }),
    RouteAggregation.fromRouteAggregationAttributes(s, 'Existing', { routeAggregationId: 'ra' }),
  ];
  for (const r of all) expect(typeof r.routeAggregationId).toBe('string');
  expect(all[1].routeAggregationId).toBe('ra');
});
