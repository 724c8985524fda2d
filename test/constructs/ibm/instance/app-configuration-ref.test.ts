/**
 * IAppConfiguration: what every App Configuration L2 reads of its instance.
 */
import { ibm } from '../../../../src';
import { GUID, instanceStack } from '../ibm-util';

test('AppConfiguration gives the guid, the region, the plan and the provider configuration', () => {
  const { appConfig, stack } = instanceStack(ibm.AppConfigurationPlan.ENTERPRISE);
  const i: ibm.IAppConfiguration = appConfig;
  expect([i.guid, i.region, i.plan, i.provider]).toEqual([GUID, 'us-south', 'enterprise', stack.node.findChild('ibm')]);
  expect(Object.values(ibm.AppConfigurationPlan)).toEqual(['lite', 'basic', 'standardv2', 'enterprise']);
});
