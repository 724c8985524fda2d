/**
 * The options of the AccessPoint factories: the enums hold the provider's spellings, and each
 * options struct is known to the option-keys check (an unknown key is refused where it is bound).
 */
import { equinix } from '../../../../src';
import { OPTIONS } from '../../../../src/constructs/equinix/private/option-keys.generated';
import { Problems } from '../../../../src/core/l2';
import { bind } from '../equinix-util';

test('the enums are the provider\'s spellings', () => {
  expect(Object.values(equinix.VirtualDeviceInterfaceType)).toEqual(['CLOUD', 'NETWORK']);
  expect(Object.values(equinix.ServiceProfileType)).toEqual(['L2_PROFILE', 'L3_PROFILE', 'IA_PROFILE']);
  expect(Object.values(equinix.PeeringType)).toEqual(['PRIVATE', 'MICROSOFT', 'PUBLIC', 'MANUAL']);
  expect(Object.values(equinix.AzurePeering)).toEqual(['PRIVATE', 'MICROSOFT']);
});

test('each options struct is known by its keys; a misspelt key names the closest', () => {
  const p = new Problems();
  OPTIONS.check(p, { interfaceType: 'CLOUD', interfaceId: 7 }, 'VirtualDeviceOptions');
  OPTIONS.check(p, { virtualCircuitId: 'x', region: 'r', metro: 'DC', profile: undefined }, 'OracleFastConnectOptions');
  OPTIONS.check(p, { accountId: 'x', region: 'r', metro: 'SV', profile: undefined }, 'DirectLinkOptions');
  OPTIONS.check(p, { metro: 'SY', profile: undefined }, 'InternetAccessOptions');
  OPTIONS.check(p, { profile: undefined, metro: 'SV', profileType: 'L2_PROFILE', authenticationKey: 'k', sellerRegion: 'r', peeringType: 'PRIVATE' }, 'ServiceProviderOptions');
  expect(p.length).toBe(0);
  OPTIONS.check(p, { metro: 'SY', region: 'r' }, 'InternetAccessOptions');
  expect(p.list.map((x) => x.field)).toEqual(['region']);
  expect(bind((ctx) => equinix.AccessPoint.oracleFastConnect({ virtualCircuitID: 'x', region: 'r', metro: 'DC' } as any)._bind(ctx, 'zSide')).error).toContain(
    "zSide.virtualCircuitID: unknown option; did you mean virtualCircuitId? Received: the key 'virtualCircuitID'.");
});
