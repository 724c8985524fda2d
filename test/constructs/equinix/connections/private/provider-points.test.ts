/**
 * The service provider access points alone (Oracle, IBM, internet access, any profile): which key
 * is no secret, which is internet access, and options that are no object.
 */
import { equinix } from '../../../../../src';
import { ServiceProviderPoint } from '../../../../../src/constructs/equinix/connections/private/provider-points';
import { ServiceProfileType } from '../../../../../src/constructs/equinix/connections/service-provider-options';
import { bind, equinixStack } from '../../equinix-util';

test('an OCID and an IBM account id are no secrets; a key of any profile may be one', () => {
  expect(['oracle', 'ibm', 'internet', 'custom'].map((x) => new ServiceProviderPoint(x as any, {}).keyIsNoSecret)).toEqual([true, true, false, false]);
});

test('internet access: the factory, or any profile of type IA_PROFILE', () => {
  expect([
    new ServiceProviderPoint('internet', { metro: 'SY' }).internetAccess,
    new ServiceProviderPoint('custom', { profileType: ServiceProfileType.IA_PROFILE }).internetAccess,
    new ServiceProviderPoint('custom', { profileType: ServiceProfileType.L3_PROFILE }).internetAccess,
    new ServiceProviderPoint('custom', null).internetAccess,
    new ServiceProviderPoint('oracle', { profileType: ServiceProfileType.IA_PROFILE }).internetAccess,
  ]).toEqual([true, true, false, false, false]);
});

test('a layer 3 profile renders its type; options that are no object are a problem, not a crash', () => {
  const s = equinixStack();
  const profile = equinix.ServiceProfile.fromUuid(s, 'P', 'p');
  expect(bind((ctx) => new ServiceProviderPoint('custom', { profile, metro: 'SV', profileType: ServiceProfileType.L3_PROFILE })._bind(ctx, 'zSide')).value)
    .toEqual({ accessPoint: { type: 'SP', profile: { type: 'L3_PROFILE', uuid: 'p' }, location: { metroCode: 'SV' } } });
  expect(bind((ctx) => new ServiceProviderPoint('ibm', 'x')._bind(ctx, 'zSide')).error).toContain(
    'zSide: was made by AccessPoint.ibmDirectLink with no options object. Received: "x".');
});
