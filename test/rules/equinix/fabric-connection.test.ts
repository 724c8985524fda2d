/**
 * Type rules of equinix_fabric_connection: the VLAN tags of each side's link protocol belong to its
 * type, as internal/resources/fabric/connection/resource_schema.go documents (accessPointLinkProtocolSch)
 * and nothing validates; and the generated value checks this type relies on (whole-number tags and
 * interface ids, duration timeouts, term lengths, the access point, profile, peering, token and
 * redundancy values).
 */
import { TerraformVariable } from 'cdktn';
import { Checks, equinix } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = equinix.EquinixFabricConnectionConfig;
type LinkProtocol = equinix.EquinixFabricConnectionASideAccessPointLinkProtocol;
const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const Z_PORT_UUID = 'fb57e4e2-a123-4dc7-b6f0-76439177c2af';
const TAGS = 'rule:equinix_fabric_connection/vlan-tags-match-link-protocol';
const MISSING = 'rule:equinix_fabric_connection/link-protocol-needs-vlan-tag';

/** A port-to-port (COLO to COLO) connection with the given link protocols on the A and Z sides. */
function portToPort(a: LinkProtocol, z: LinkProtocol = { type: 'DOT1Q', vlanTag: 300 }, extra: Partial<Config> = {}): Config {
  return {
    name: 'sv-dc1-to-dc2',
    type: 'EVPL_VC',
    bandwidth: 100,
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    project: { projectId: PROJECT_ID },
    aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: a } },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: Z_PORT_UUID }, linkProtocol: z } },
    ...extra,
  };
}

function make(config: Config, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new equinix.EquinixProvider(s, 'equinix', {});
    new equinix.EquinixFabricConnection(s, 'conn', config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));

describe('equinix_fabric_connection type rules', () => {
  test('vlan-tags-match-link-protocol: each type with its own tags passes', () => {
    expect(make(portToPort({ type: 'DOT1Q', vlanTag: 1976 })).warnings).toEqual([]);
    expect(make(portToPort({ type: 'QINQ', vlanSTag: 1976, vlanCTag: 20 }, { type: 'QINQ', vlanSTag: 2001 })).warnings).toEqual([]);
    expect(make(portToPort({ type: 'UNTAGGED' }, { type: 'EVPN_VXLAN' })).warnings).toEqual([]);
    // The provider accepts the type in any letter case; so do the value check and the rule.
    expect(make(portToPort({ type: 'dot1q', vlanTag: 1976 })).warnings).toEqual([]);
  });

  test('vlan-tags-match-link-protocol: a tag of another type warns (documented, not validated), and says where it belongs', () => {
    expect(make(portToPort({ type: 'qinq', vlanSTag: 1976, vlanTag: 100 })).warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanTag: is documented for link protocol type 'DOT1Q' only; the API may ignore or refuse it with type 'QINQ'. Received: vlanTag 100 with type 'QINQ'. Allowed: type 'QINQ' takes vlanSTag and vlanCTag. Fix: remove vlanTag (QINQ uses vlanSTag and vlanCTag), or set type to 'DOT1Q'.`,
    ]);
    expect(make(portToPort({ type: 'DOT1Q', vlanTag: 1976 }, { type: 'DOT1Q', vlanTag: 300, vlanCTag: 20 })).warnings).toEqual([
      `test/conn: [${TAGS}] zSide.accessPoint.linkProtocol.vlanCTag: is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'DOT1Q'. Received: vlanCTag 20 with type 'DOT1Q'. Allowed: type 'DOT1Q' takes vlanTag. Fix: remove vlanCTag (DOT1Q uses vlanTag), or set type to 'QINQ'.`,
    ]);
    expect(make(portToPort({ type: 'UNTAGGED', vlanSTag: 1976 })).warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanSTag: is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'UNTAGGED'. Received: vlanSTag 1976 with type 'UNTAGGED'. Allowed: type 'UNTAGGED' takes no VLAN tag. Fix: remove vlanSTag, or set type to 'QINQ'.`,
    ]);
    expect(make(portToPort({ type: 'EVPN_VXLAN', vlanTag: 5 })).warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanTag: is documented for link protocol type 'DOT1Q' only; the API may ignore or refuse it with type 'EVPN_VXLAN'. Received: vlanTag 5 with type 'EVPN_VXLAN'. Allowed: type 'EVPN_VXLAN' takes no VLAN tag. Fix: remove vlanTag, or set type to 'DOT1Q'.`,
    ]);
    // A QINQ tag in place of the DOT1Q tag (or the reverse): the fix moves the value to the documented tag.
    expect(make(portToPort({ type: 'QINQ', vlanTag: 1976 })).warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanTag: is documented for link protocol type 'DOT1Q' only; the API may ignore or refuse it with type 'QINQ'. Received: vlanTag 1976 with type 'QINQ'. Allowed: type 'QINQ' takes vlanSTag and vlanCTag. Fix: write vlanSTag: 1976 instead of vlanTag (QINQ uses vlanSTag), or set type to 'DOT1Q'.`,
    ]);
  });

  test('vlan-tags-match-link-protocol: the configurations of the provider\'s own examples (vlanSTag with DOT1Q) synthesize, with one warning each', () => {
    // examples/resources/equinix_fabric_connection/port_to_vd.tf: a virtual device to a DOT1Q port, tagged with vlan_s_tag.
    const vdToPort: Config = {
      name: 'vd-sv-to-dc-port',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      order: { purchaseOrderNumber: '1-323292' },
      aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: PORT_UUID }, interfaceAttribute: { type: 'NETWORK', id: 7 } } },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: Z_PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanSTag: 3711 }, location: { metroCode: 'SV' } } },
    };
    expect(make(vdToPort).warnings).toEqual([
      `test/conn: [${TAGS}] zSide.accessPoint.linkProtocol.vlanSTag: is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'DOT1Q'. Received: vlanSTag 3711 with type 'DOT1Q'. Allowed: type 'DOT1Q' takes vlanTag. Fix: write vlanTag: 3711 instead of vlanSTag (DOT1Q uses vlanTag), or set type to 'QINQ'.`,
    ]);
    // examples/resources/equinix_fabric_connection/port_to_network_evplan.tf: a DOT1Q port to an EVPLAN network, tagged with vlan_s_tag.
    const portToNetwork: Config = {
      name: 'dc-port-to-evplan',
      type: 'EVPLAN_VC',
      bandwidth: 50,
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanSTag: 1976 } } },
      zSide: { accessPoint: { type: 'NETWORK', network: { uuid: Z_PORT_UUID } } },
    };
    expect(make(portToNetwork).warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanSTag: is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'DOT1Q'. Received: vlanSTag 1976 with type 'DOT1Q'. Allowed: type 'DOT1Q' takes vlanTag. Fix: write vlanTag: 1976 instead of vlanSTag (DOT1Q uses vlanTag), or set type to 'QINQ'.`,
    ]);
  });

  test('link-protocol-needs-vlan-tag: DOT1Q without vlanTag and QINQ without vlanSTag warn', () => {
    expect(make(portToPort({ type: 'DOT1Q' })).warnings).toEqual([
      "test/conn: [rule:equinix_fabric_connection/link-protocol-needs-vlan-tag] aSide.accessPoint.linkProtocol.vlanTag: is missing; link protocol type 'DOT1Q' carries it. Received: type 'DOT1Q' without vlanTag. Allowed: a VLAN tag (a whole number) with type 'DOT1Q'. Fix: set vlanTag to the VLAN tag of the connection.",
    ]);
    expect(make(portToPort({ type: 'DOT1Q', vlanTag: 1976 }, { type: 'QINQ', vlanCTag: 20 })).warnings).toEqual([
      "test/conn: [rule:equinix_fabric_connection/link-protocol-needs-vlan-tag] zSide.accessPoint.linkProtocol.vlanSTag: is missing; link protocol type 'QINQ' carries it. Received: type 'QINQ' without vlanSTag. Allowed: a VLAN tag (a whole number) with type 'QINQ'. Fix: set vlanSTag to the VLAN tag of the connection (and vlanCTag to the inner tag, if any).",
    ]);
  });

  test('tokens are not judged: a token tag, a token type and a token link protocol', () => {
    const r = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const tag = new TerraformVariable(s, 'tag', { type: 'number' }).numberValue;
      const type = new TerraformVariable(s, 'type', { type: 'string' }).stringValue;
      new equinix.EquinixFabricConnection(s, 'a', portToPort({ type: 'QINQ', vlanSTag: 10, vlanTag: tag }));
      new equinix.EquinixFabricConnection(s, 'b', portToPort({ type, vlanTag: 10, vlanSTag: 20 }, { type: 'DOT1Q', vlanTag: tag }, { name: 'b' }));
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule keeps warning, with the reason', () => {
    const r = make(portToPort({ type: 'UNTAGGED', vlanTag: 7 }), (s) => Checks.of(s).acknowledge(TAGS, 'the port is being converted to DOT1Q in this change'));
    expect(r.warnings).toEqual([
      `test/conn: [${TAGS}] aSide.accessPoint.linkProtocol.vlanTag: is documented for link protocol type 'DOT1Q' only; the API may ignore or refuse it with type 'UNTAGGED'. Received: vlanTag 7 with type 'UNTAGGED'. Allowed: type 'UNTAGGED' takes no VLAN tag. Fix: remove vlanTag, or set type to 'DOT1Q'. Acknowledged: the port is being converted to DOT1Q in this change`,
    ]);
    const w = make(portToPort({ type: 'DOT1Q' }), (s) => Checks.of(s).acknowledge(MISSING, 'the tag is assigned by the port owner'));
    expect(w.warnings).toEqual([
      "test/conn: [rule:equinix_fabric_connection/link-protocol-needs-vlan-tag] aSide.accessPoint.linkProtocol.vlanTag: is missing; link protocol type 'DOT1Q' carries it. Received: type 'DOT1Q' without vlanTag. Allowed: a VLAN tag (a whole number) with type 'DOT1Q'. Fix: set vlanTag to the VLAN tag of the connection. Acknowledged: the tag is assigned by the port owner",
    ]);
  });

  test('value checks: VLAN tags and interface ids are whole numbers, timeouts are durations', () => {
    expect(make(portToPort({ type: 'DOT1Q', vlanTag: 1976 }, undefined, { timeouts: { create: '20m', update: '1h30m', delete: '90s', read: '5m' } })).warnings).toEqual([]);
    expect(errorLines(fails(portToPort({ type: 'DOT1Q', vlanTag: 19.5 })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.a_side.access_point.link_protocol.vlan_tag] aSide.accessPoint.linkProtocol.vlanTag: must be a whole number. Received: 19.5. Allowed: an integer. Fix: use 20.',
    ]);
    expect(errorLines(fails(portToPort({ type: 'DOT1Q', vlanTag: 10 }, { type: 'QINQ', vlanSTag: 2.5, vlanCTag: 2 })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.access_point.link_protocol.vlan_s_tag] zSide.accessPoint.linkProtocol.vlanSTag: must be a whole number. Received: 2.5. Allowed: an integer. Fix: use 3.',
    ]);
    expect(errorLines(fails(portToPort({ type: 'DOT1Q', vlanTag: 10 }, { type: 'QINQ', vlanSTag: 2, vlanCTag: 2.25 })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.access_point.link_protocol.vlan_c_tag] zSide.accessPoint.linkProtocol.vlanCTag: must be a whole number. Received: 2.25. Allowed: an integer. Fix: use 2.',
    ]);
    const vd = portToPort({ type: 'DOT1Q', vlanTag: 10 });
    const withInterface = (id: number): Config => ({ ...vd, aSide: { accessPoint: { type: 'VD', virtualDevice: { uuid: PORT_UUID, type: 'EDGE' }, interfaceAttribute: { id, type: 'CLOUD' } } } });
    expect(make(withInterface(7)).warnings).toEqual([]);
    expect(errorLines(fails(withInterface(7.5)))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.a_side.access_point.interface.id] aSide.accessPoint.interfaceAttribute.id: must be a whole number. Received: 7.5. Allowed: an integer. Fix: use 8.',
    ]);
    expect(errorLines(fails(portToPort({ type: 'DOT1Q', vlanTag: 10 }, undefined, { timeouts: { create: '20' } })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.timeouts.create] timeouts.create: is not a duration string. Received: "20". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
    expect(errorLines(fails(portToPort({ type: 'DOT1Q', vlanTag: 10 }, undefined, { timeouts: { delete: '1 hour' } })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.timeouts.delete] timeouts.delete: is not a duration string. Received: "1 hour". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
  });

  test('existing value checks cover the access point, profile, peering, service token, redundancy and term length values', () => {
    const base = portToPort({ type: 'DOT1Q', vlanTag: 10 });
    expect(errorLines(fails(portToPort({ type: 'VLAN' as any, vlanTag: 10 })))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.a_side.access_point.link_protocol.type] aSide.accessPoint.linkProtocol.type: is not an allowed value. Received: "VLAN". Allowed: \'UNTAGGED\', \'DOT1Q\', \'QINQ\' or \'EVPN_VXLAN\'. Fix: use one of the allowed values.',
    ]);
    expect(errorLines(fails({ ...base, redundancy: { priority: 'TERTIARY' } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.redundancy.priority] redundancy.priority: is not an allowed value. Received: "TERTIARY". Allowed: \'PRIMARY\' or \'SECONDARY\'. Fix: use one of the allowed values.',
    ]);
    expect(errorLines(fails({ ...base, zSide: { serviceToken: { type: 'VD_TOKEN', uuid: PORT_UUID } } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.service_token.type] zSide.serviceToken.type: is not an allowed value. Received: "VD_TOKEN". Allowed: \'VC_TOKEN\'. Fix: write \'VC_TOKEN\' instead of \'VD_TOKEN\'.',
    ]);
    expect(errorLines(fails({ ...base, zSide: { accessPoint: { type: 'SP', peeringType: 'PRIVAT', profile: { type: 'L2_PROFILE', uuid: PORT_UUID } } } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.access_point.peering_type] zSide.accessPoint.peeringType: is not an allowed value. Received: "PRIVAT". Allowed: \'PRIVATE\', \'MICROSOFT\', \'PUBLIC\' or \'MANUAL\'. Fix: write \'PRIVATE\' instead of \'PRIVAT\'.',
    ]);
    expect(errorLines(fails({ ...base, zSide: { accessPoint: { type: 'SP', profile: { type: 'L4_PROFILE', uuid: PORT_UUID } } } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.access_point.profile.type] zSide.accessPoint.profile.type: is not an allowed value. Received: "L4_PROFILE". Allowed: \'L2_PROFILE\', \'L3_PROFILE\', \'ECIA_PROFILE\', \'ECMC_PROFILE\' or \'IA_PROFILE\'. Fix: write \'L2_PROFILE\' instead of \'L4_PROFILE\'.',
    ]);
    expect(errorLines(fails({ ...base, zSide: { accessPoint: { type: 'PORT' } } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.z_side.access_point.type] zSide.accessPoint.type: is not an allowed value. Received: "PORT". Allowed: \'COLO\', \'VD\', \'VG\', \'SP\', \'IGW\', \'SUBNET\', \'CLOUD_ROUTER\', \'NETWORK\' or \'METAL_NETWORK\'. Fix: use one of the allowed values.',
    ]);
    // The provider validates only 1..36 and the API refuses other terms: 6 months warns, 48 is out of range.
    expect(make({ ...base, order: { termLength: 12 } }).warnings).toEqual([]);
    expect(make({ ...base, order: { termLength: 6 } }).warnings).toEqual([
      'test/conn: [terrain:unlisted-value] [value:equinix_fabric_connection.order.term_length] order.termLength: is not in the list of values the provider documents (value:equinix_fabric_connection.order.term_length); the remote API may refuse it at apply. Received: 6. Allowed: 1, 12, 24 or 36. Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:equinix_fabric_connection.order.term_length with the reason.',
    ]);
    expect(make({ ...base, notifications: [{ type: 'EVERYTHING', emails: ['netops@example.com'] }] }).warnings).toEqual([
      'test/conn: [terrain:unlisted-value] [value:equinix_fabric_connection.notifications.type] notifications[0].type: is not in the list of values the provider documents (value:equinix_fabric_connection.notifications.type); the remote API may refuse it at apply. Received: "EVERYTHING". Allowed: \'ALL\', \'CONNECTION_APPROVAL\', \'SALES_REP_NOTIFICATIONS\', \'NOTIFICATIONS\', \'NOTIFICATION\', \'BANDWIDTH_ALERT\', \'PROFILE_LIFECYCLE\', \'TECHNICAL\' or \'ORDERING\'. Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:equinix_fabric_connection.notifications.type with the reason.',
    ]);
  });

  test('term length: the provider validates 1 to 36 (an error outside), the list 1, 12, 24, 36 is only documented (a warning)', () => {
    const base = portToPort({ type: 'DOT1Q', vlanTag: 10 });
    expect(errorLines(fails({ ...base, order: { termLength: 48 } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.order.term_length] order.termLength: is out of range. Received: 48. Allowed: 1 to 36. Fix: use a value of 1 to 36, e.g. 36.',
    ]);
    expect(errorLines(fails({ ...base, order: { termLength: 0 } }))).toEqual([
      '[test/conn] [value:equinix_fabric_connection.order.term_length] order.termLength: is out of range. Received: 0. Allowed: 1 to 36. Fix: use a value of 1 to 36, e.g. 1.',
    ]);
    expect(make({ ...base, order: { termLength: 24 } }).warnings).toEqual([]);
  });

  test('the API\'s notification types beyond the documented four, and a redundancy priority in any case (the validator ignores case), pass', () => {
    const base = portToPort({ type: 'DOT1Q', vlanTag: 10 });
    expect(make({ ...base, notifications: [{ type: 'BANDWIDTH_ALERT', emails: ['netops@example.com'] }, { type: 'TECHNICAL', emails: ['noc@example.com'] }] }).warnings).toEqual([]);
    expect(make({ ...base, redundancy: { priority: 'secondary', group: '${equinix_fabric_connection.primary.redundancy[0].group}' } }).warnings).toEqual([]);
  });
});
