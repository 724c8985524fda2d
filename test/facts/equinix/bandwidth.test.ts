import {
  AWS_DIRECT_CONNECT_SPEEDS, AZURE_EXPRESSROUTE_SPEEDS, FABRIC_API_SPEC, GOOGLE_PARTNER_INTERCONNECT_SPEEDS, MAX_BANDWIDTH_MBPS,
} from '../../../src/facts/equinix/bandwidth';

const CLOUDS = [AWS_DIRECT_CONNECT_SPEEDS, AZURE_EXPRESSROUTE_SPEEDS, GOOGLE_PARTNER_INTERCONNECT_SPEEDS];

test("the Fabric API's bound of a connection's bandwidth, by its spec", () => {
  expect(MAX_BANDWIDTH_MBPS).toBe(100000);
  expect(FABRIC_API_SPEC).toBe('equinix-sdk-go v0.66.0, spec/services/fabricv4/oas3.patched/openapi.yaml');
});

test('the speeds each cloud documents, in Mbps', () => {
  expect(AWS_DIRECT_CONNECT_SPEEDS.mbps).toEqual([50, 100, 200, 300, 400, 500, 1000, 2000, 5000, 10000, 25000]);
  expect(AZURE_EXPRESSROUTE_SPEEDS.mbps).toEqual([50, 100, 200, 500, 1000, 2000, 5000, 10000]);
  expect(GOOGLE_PARTNER_INTERCONNECT_SPEEDS.mbps).toEqual([50, 100, 200, 300, 400, 500, 1000, 2000, 5000, 10000, 20000, 50000]);
  expect(CLOUDS.map((c) => c.source)).toEqual([
    'https://docs.aws.amazon.com/directconnect/latest/UserGuide/hosted_connection.html',
    'https://learn.microsoft.com/azure/expressroute/expressroute-faqs',
    'https://cloud.google.com/network-connectivity/docs/interconnect/concepts/partner-overview',
  ]);
});

test("each list ascends, in whole Mbps within the API's bounds", () => {
  for (const c of CLOUDS) {
    expect(c.mbps.every((m, i) => Number.isSafeInteger(m) && m > 0 && m <= MAX_BANDWIDTH_MBPS && (i === 0 || m > c.mbps[i - 1]))).toBe(true);
  }
});
