/**
 * ICloudRouter: every implementation gives the cloud router's id.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

const { CloudRouter, CloudRouterPackage, Notifications } = equinix;

test('CloudRouter and what fromCloudRouterAttributes returns give cloudRouterId', () => {
  const s = equinixStack();
  const made = new CloudRouter(s, 'Made', {
    name: 'Router-SV', package: CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications: Notifications.emails(['noc@example.com']),
  });
  const all: equinix.ICloudRouter[] = [made, CloudRouter.fromCloudRouterAttributes(s, 'Existing', { cloudRouterId: 'r' })];
  for (const r of all) expect(typeof r.cloudRouterId).toBe('string');
  expect(all[1].cloudRouterId).toBe('r');
});
