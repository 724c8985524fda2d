/**
 * Addresses and subnets of the routing protocols: parsing, membership, the network of a subnet.
 */
import { inSubnet, parseAddress, parseCidr, subnetOf } from '../../../../../src/constructs/equinix/routing/private/addresses';

test('IPv4 and IPv6 addresses, and what is none', () => {
  expect(parseAddress('190.1.1.2')).toEqual({ version: 4, value: 0xbe010102n });
  expect(parseAddress('::1')).toEqual({ version: 6, value: 1n });
  expect(parseAddress('190::1:2')?.version).toBe(6);
  expect(parseAddress('2001:db8:c59b:0:0:0:0:1')).toEqual(parseAddress('2001:db8:c59b::1'));
  for (const bad of ['190.1.1', '190.1.1.256', '1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', 'x', '', '12345::1']) expect([bad, parseAddress(bad)]).toEqual([bad, undefined]);
});

test('interface addresses with a prefix length', () => {
  expect(parseCidr('190.1.1.1/30')).toEqual({ version: 4, value: 0xbe010101n, prefix: 30 });
  expect(parseCidr('190::1:1/126')?.prefix).toBe(126);
  for (const bad of ['190.1.1.1', '190.1.1.1/33', '::1/129', '190.1.1.1/x']) expect([bad, parseCidr(bad)]).toEqual([bad, undefined]);
});

test('membership and the network of a subnet', () => {
  const v4 = parseCidr('190.1.1.1/30')!;
  expect(inSubnet(v4, parseAddress('190.1.1.2')!)).toBe(true);
  expect(inSubnet(v4, parseAddress('190.1.1.4')!)).toBe(false);
  expect(inSubnet(v4, parseAddress('190::1:2')!)).toBe(false);
  const v6 = parseCidr('190::1:1/126')!;
  expect(inSubnet(v6, parseAddress('190::1:2')!)).toBe(true);
  expect(inSubnet(v6, parseAddress('190::1:5')!)).toBe(false);
  expect([subnetOf(v4), subnetOf(v6), subnetOf(parseCidr('10.0.0.9/0')!)]).toEqual(['190.1.1.0/30', '190::1:0/126', '0.0.0.0/0']);
  expect(subnetOf(parseCidr('1:2:3:4:5:6:7:8/128')!)).toBe('1:2:3:4:5:6:7:8/128');
  expect(subnetOf(parseCidr('1:0:0:4:0:0:0:8/128')!)).toBe('1:0:0:4::8/128');
});
