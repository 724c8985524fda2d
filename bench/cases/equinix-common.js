/**
 * What every equinix variant builds (issue 26): N redundant pairs of port-to-AWS Direct Connect
 * connections, 50 Mbps, DOT1Q, pair i on VLAN 2 + i of two ports, the secondary in the primary's
 * redundancy group. The ports and the AWS service profile are known by uuid (no data source), so
 * the document holds the 2N connections and the provider only. `catalogCase` times the build.
 */
const ACCOUNT_ID = '123456789012';
const PROFILE_UUID = '69ee618d-be52-468d-bc99-00566f2dd2b9';
const PORTS = ['c4d9350e-783c-83cd-1ce0-306a5c00a600', 'c4d9350e-77e2-7ce2-1ce0-306a5c00a600'];
const EMAILS = ['noc@example.com'];

/** The name and VLAN tag of pair `i`. */
function pair(i) {
  return { name: `aws-${String(i).padStart(4, '0')}`, vlanTag: 2 + (i % 4000) };
}

/** The L1 config of one leg (camelCase) on port `port`, with the given redundancy. */
function l1Leg(i, port, name, redundancy) {
  return {
    name,
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: [{ type: 'ALL', emails: EMAILS }],
    redundancy,
    aSide: { accessPoint: { type: 'COLO', port: { uuid: port }, linkProtocol: { type: 'DOT1Q', vlanTag: pair(i).vlanTag } } },
    zSide: {
      accessPoint: {
        type: 'SP',
        authenticationKey: ACCOUNT_ID,
        sellerRegion: 'us-west-1',
        location: { metroCode: 'SV' },
        profile: { type: 'L2_PROFILE', uuid: PROFILE_UUID },
      },
    },
  };
}

module.exports = { ACCOUNT_ID, PROFILE_UUID, PORTS, EMAILS, pair, l1Leg };
