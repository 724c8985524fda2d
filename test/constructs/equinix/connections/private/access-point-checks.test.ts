/**
 * The checks of what an access point is given, alone, and the default profiles looked up once per
 * construct and field.
 */
import { Construct } from 'constructs';
import { equinix } from '../../../../../src';
import { AWS_ACCOUNT_ID, DEFAULT_PROFILES, PROFILE_NAMES, portUuidOf, profileUuidOf, requiredText } from '../../../../../src/constructs/equinix/connections/private/access-point-checks';
import { Problems } from '../../../../../src/core/l2';
import { equinixStack, synthDoc } from '../../equinix-util';

test('the AWS account id is 12 digits', () => {
  expect(['123456789012', '1234567890123', '1234-5678-9012', '12345678901a'].map((x) => AWS_ACCOUNT_ID.test(x))).toEqual([true, false, false, false]);
});

test('a default profile is looked up once per construct and field, by the name of Equinix\'s examples', () => {
  const s = equinixStack();
  const target = new Construct(s, 'Target');
  DEFAULT_PROFILES.aws(target, 'zSide');
  DEFAULT_PROFILES.aws(target, 'zSide');
  expect(target.node.children).toHaveLength(1);
  DEFAULT_PROFILES.azure(target, 'secondary.zSide');
  expect(target.node.children.map((c) => c.node.id)).toEqual(['ZSideProfile', 'SecondaryzSideProfile']);
  expect(PROFILE_NAMES).toEqual({ aws: 'AWS Direct Connect', azure: 'Azure ExpressRoute', google: 'Google Cloud Partner Interconnect Zone 1' });
  expect(Object.keys(synthDoc(s).data.equinix_fabric_service_profiles)).toHaveLength(2);
});

test('ports and profiles by their contracts; a bare string says how to refer to one', () => {
  const s = equinixStack();
  const p = new Problems();
  expect(portUuidOf(p, 'port', equinix.Port.fromUuid(s, 'P', 'port-uuid'))).toBe('port-uuid');
  expect(profileUuidOf(p, 'profile', equinix.ServiceProfile.fromUuid(s, 'S', 'profile-uuid'))).toBe('profile-uuid');
  expect(requiredText(p, 'metro', 'SV', 'a metro')).toBe('SV');
  expect(p.length).toBe(0);
  expect(portUuidOf(p, 'port', 'port-uuid')).toBeUndefined();
  expect(profileUuidOf(p, 'profile', { serviceProfileUuid: 'x' })).toBeUndefined();
  expect(profileUuidOf(p, 'profile', 'AWS Direct Connect')).toBeUndefined();
  expect(portUuidOf(p, 'port', undefined)).toBeUndefined();
  expect(p.list.map((x) => `${x.id} ${x.field}: ${x.problem}`)).toEqual([
    'l2:expected-contract port: expected an IPort, not a uuid.',
    'l2:expected-contract profile: expected an IServiceProfile.',
    'l2:expected-contract profile: expected an IServiceProfile, not a name or uuid.',
    'l2:required port: is required.',
  ]);
});
