/**
 * The provider configuration of an instance: the given one, the default one of its region, or an
 * aliased one made once per stack and region.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { ibm } from '../../../../../src';
import { providerFor, regionOf } from '../../../../../src/constructs/ibm/instance/private/instance-provider';
import { Problems } from '../../../../../src/core/l2';

test('the default configuration of the region; else one aliased configuration per region, with the default\'s variables as references', () => {
  const stack = new TerraformStack(new App(), 'test');
  const key = new TerraformVariable(stack, 'key', { type: 'string', sensitive: true });
  const byDefault = new ibm.IbmProvider(stack, 'ibm', { region: 'us-south', ibmcloudApiKey: key.stringValue });
  const p = new Problems();
  expect(providerFor(stack, 'us-south', undefined, p)).toBe(byDefault);
  const eu = providerFor(stack, 'eu-gb', undefined, p)!;
  expect(providerFor(stack, 'eu-gb', undefined, p)).toBe(eu);
  expect([eu.alias, regionOf(eu), p.length]).toEqual(['app-configuration-eu-gb', 'eu-gb', 0]);
  expect(stack.toTerraform().provider.ibm[1]).toEqual({ alias: 'app-configuration-eu-gb', region: 'eu-gb', ibmcloud_api_key: '${var.key}' });
});

test('without a default configuration, an aliased one is made; no region known, nothing is made', () => {
  const stack = new TerraformStack(new App(), 'test');
  const p = new Problems();
  expect(providerFor(stack, 'jp-tok', undefined, p)?.alias).toBe('app-configuration-jp-tok');
  const region = new TerraformVariable(stack, 'region', { type: 'string' }).stringValue;
  expect(providerFor(stack, region, undefined, p)).toBeUndefined();
});

test('something else than an IbmProvider is refused', () => {
  const stack = new TerraformStack(new App(), 'test');
  const p = new Problems();
  expect(providerFor(stack, 'us-south', 'ibm', p)).toBeUndefined();
  expect(p.list.map((x) => [x.id, x.field, x.problem])).toEqual([['l2:expected-instance', 'provider', 'expected an ibm provider configuration.']]);
});
