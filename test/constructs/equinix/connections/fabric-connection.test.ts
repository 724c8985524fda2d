/**
 * FabricConnection: each factory fixes the connection type from its ends and renders what the
 * provider's examples (docs/resources/fabric_connection.md of terraform-provider-equinix v5.1.0) and
 * Equinix's modules (modules/port-connection of terraform-equinix-fabric) configure, field by field.
 */
import { Lazy, TerraformStack, TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc, synthError, warningsOf } from '../equinix-util';

const { AccessPoint, AzurePeering, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, PortToPortType } = equinix;
const { ServiceProfile, TermLength } = equinix;

const notifications = Notifications.emails(['example@equinix.com', 'test1@equinix.com']);
const NOTIFIED = [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }];

function connection(doc: any, key = 'Target'): any {
  return doc.resource.equinix_fabric_connection[key];
}

describe('FabricConnection.portToProvider', () => {
  test('AWS: the provider\'s "Port to AWS EVPL_VC Connection" example, field by field', () => {
    const s = equinixStack();
    const c = FabricConnection.portToProvider(s, 'Target', {
      name: 'ConnectionName',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      purchaseOrderNumber: '1-323929',
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', '<aside_port_uuid>'), { linkProtocol: LinkProtocol.qinq(2019, 2112) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, 'P', '<service_profile_uuid>') }),
      additionalInfo: { secretKey: '<aws_secret_key>', accessKey: '<aws_access_key>' },
    });
    expect(connection(synthDoc(s))).toEqual({
      name: 'ConnectionName',
      type: 'EVPL_VC',
      notifications: NOTIFIED,
      bandwidth: 50,
      redundancy: { priority: 'PRIMARY' },
      order: { purchase_order_number: '1-323929' },
      a_side: { access_point: { type: 'COLO', port: { uuid: '<aside_port_uuid>' }, link_protocol: { type: 'QINQ', vlan_s_tag: 2019, vlan_c_tag: 2112 } } },
      z_side: { access_point: { type: 'SP', authentication_key: '123456789012', seller_region: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '<service_profile_uuid>' }, location: { metro_code: 'SV' } } },
      additional_info: [{ key: 'accessKey', value: '<aws_access_key>' }, { key: 'secretKey', value: '<aws_secret_key>' }],
    });
    expect(c.connectionType).toBe('EVPL_VC');
    expect(c.resource.node.id).toBe('Default');
    // The AWS account id is no secret: the L1, which marks authentication_key sensitive for every
    // cloud, does not warn of it here (the L2 judges the key; a literal Azure service key is its error).
    expect(warningsOf(s).filter((w) => w.includes('literal-secret'))).toEqual([]);
  });

  test('an L1 written by hand with a literal authentication key still warns: only the L2 knows the cloud', () => {
    const s = equinixStack();
    new equinix.EquinixFabricConnection(s, 'L1', {
      name: 'ConnectionName',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: [{ type: 'ALL', emails: ['noc@example.com'] }],
      aSide: { accessPoint: { type: 'COLO', port: { uuid: '<aside_port_uuid>' }, linkProtocol: { type: 'DOT1Q', vlanTag: 2019 } } },
      zSide: { accessPoint: { type: 'SP', authenticationKey: '123456789012', sellerRegion: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '<service_profile_uuid>' }, location: { metroCode: 'SV' } } },
    });
    expect(warningsOf(s).filter((w) => w.includes('literal-secret'))).toEqual([
      expect.stringContaining('zSide.accessPoint.authenticationKey is sensitive but holds a literal value'),
    ]);
  });

  test('the connection answers only for an AWS account id: given as a token that resolves to it, no warning; a Google pairing key keeps the L1\'s warning', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'A', '<aside_port_uuid>');
    const aSide = AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(2019) });
    const otherVlan = AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(2020) });
    FabricConnection.portToProvider(s, 'Aws', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      aSide,
      zSide: AccessPoint.awsDirectConnect({ accountId: Lazy.stringValue({ produce: () => '123456789012' }), region: 'us-west-1', metro: 'SV' }),
    });
    FabricConnection.portToProvider(s, 'Google', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      aSide: otherVlan,
      zSide: AccessPoint.googlePartnerInterconnect({ pairingKey: '<pairing key>', region: 'us-west1', metro: 'SV' }),
    });
    expect(connection(synthDoc(s), 'Aws').z_side.access_point.authentication_key).toBe('123456789012');
    expect(warningsOf(s).filter((w) => w.includes('literal-secret'))).toEqual([
      'test/Google/Default: [terrain:literal-secret] zSide.accessPoint.authenticationKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });

  test('Google, with the port looked up by name, a term and a project (port-2-google-connection)', () => {
    const s = equinixStack();
    FabricConnection.portToProvider(s, 'Target', {
      name: 'Port_2_google',
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['example@equinix.com']),
      termLength: TermLength.ONE_YEAR,
      projectId: 'project-uuid',
      aSide: AccessPoint.port(Port.fromName(s, 'A', 'sit-tb1-dc-e5.tlab,10GSMF,A,001,201257, 21951980'), { linkProtocol: LinkProtocol.qinq(2032, 2033) }),
      zSide: AccessPoint.googlePartnerInterconnect({ pairingKey: '<Google Auth Key>', region: 'us-west1', metro: 'SV' }),
    });
    const doc = synthDoc(s);
    const c = connection(doc);
    expect(c.order).toEqual({ term_length: 12 });
    expect(c.project).toEqual({ project_id: 'project-uuid' });
    expect(c.a_side.access_point.port.uuid).toBe('${data.equinix_fabric_ports.A.data[0].uuid}');
    expect(c.z_side.access_point).toEqual({
      type: 'SP',
      authentication_key: '<Google Auth Key>',
      seller_region: 'us-west1',
      location: { metro_code: 'SV' },
      profile: { type: 'L2_PROFILE', uuid: expect.stringMatching(/^\$\{data\.equinix_fabric_service_profiles\.Target_ZSideProfile_.*\.data\[0\]\.uuid\}$/) },
    });
  });

  test('the Z side must be a cloud\'s hosted connection, the A side a port (equinix:connection-z-side, equinix:connection-a-side)', () => {
    const s = equinixStack();
    const port = AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) });
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: AccessPoint.network('n'), zSide: port }))).toBe(
      '[test/Target] 2 problems:\n'
      + '  - aSide: is a Fabric network; this kind of connection takes a port or a service token here. Received: an AccessPoint. Allowed: a port of yours or a service token: AccessPoint.port(port, { linkProtocol }) or AccessPoint.serviceToken(uuid). Fix: write aSide: AccessPoint.port(port, { linkProtocol }) (no factory connects the two ends as given).\n'
      + '  - zSide: is a port; this kind of connection takes a service provider here. Received: an AccessPoint. Allowed: a service provider: AccessPoint.awsDirectConnect, azureExpressRoute, googlePartnerInterconnect, oracleFastConnect, ibmDirectLink or serviceProvider. Fix: write zSide: AccessPoint.awsDirectConnect({ accountId, region, metro }) (no factory connects the two ends as given).');
    // Nothing is left behind.
    expect(s.node.tryFindChild('Target')).toBeUndefined();
  });

  test('values that are not the classes they name (equinix:connection-value), missing props, unknown keys', () => {
    const s = equinixStack();
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: 50 as any, notifications: ['a@b.c'] as any } as any))).toBe(
      '[test/Target] 4 problems:\n'
      + '  - aSide: is required. Received: undefined. Allowed: AccessPoint.port(port, { linkProtocol }). Fix: set aSide.\n'
      + '  - zSide: is required. Received: undefined. Allowed: a service provider: AccessPoint.awsDirectConnect, azureExpressRoute, googlePartnerInterconnect, oracleFastConnect, ibmDirectLink or serviceProvider. Fix: set zSide.\n'
      + '  - bandwidth: expected a Bandwidth. Received: 50. Allowed: a Bandwidth, e.g. Bandwidth.mbps(50). Fix: write bandwidth: Bandwidth.mbps(50).\n'
      + "  - notifications: expected a Notifications. Received: a list of 1 item. Allowed: a Notifications, e.g. Notifications.emails(['noc@example.com']). Fix: write notifications: Notifications.emails(['noc@example.com']).");
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      projectId: 7 as any,
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a')),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
    }))).toBe("[test/Target] projectId: expected a string. Received: 7. Allowed: the id of the Fabric project. Fix: pass projectId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', { nmae: 'n' } as any))).toBe(
      "[test/Target] nmae: unknown option; did you mean name? Received: the key 'nmae'. Allowed: the options of FabricConnectionProps: name, bandwidth, notifications, termLength, purchaseOrderNumber, projectId, additionalInfo, aSide, zSide. Fix: write 'name' instead of 'nmae'.");
  });

  test('the L1\'s value check judges a VLAN tag out of range', () => {
    const t = equinixStack();
    FabricConnection.portToProvider(t, 'Target', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      aSide: AccessPoint.port(Port.fromUuid(t, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(5000) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
    });
    expect(synthError(t)).toMatch(/\[test\/Target\/Default\].*a_side\.access_point\.link_protocol\.vlan_tag/);
  });
});

describe('FabricConnection bandwidth: a cloud\'s list of speeds (equinix:bandwidth-tier), the Fabric API\'s bounds elsewhere', () => {
  const AWS = 'https://docs.aws.amazon.com/directconnect/latest/UserGuide/hosted_connection.html';
  const AWS_SPEEDS = '50 Mbps, 100 Mbps, 200 Mbps, 300 Mbps, 400 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps or 25 Gbps';

  function toCloud(speed: equinix.Bandwidth | ((s: TerraformStack) => equinix.Bandwidth), cloud: 'aws' | 'azure' | 'google'): string[] {
    const s = equinixStack();
    const bandwidth = typeof speed === 'function' ? speed(s) : speed;
    const zSide = cloud === 'aws' ? AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' })
      : cloud === 'google' ? AccessPoint.googlePartnerInterconnect({ pairingKey: '<pairing key>', region: 'us-west1', metro: 'SV' })
        : AccessPoint.azureExpressRoute({ serviceKey: new TerraformVariable(s, 'key', { type: 'string', sensitive: true }).stringValue, peering: AzurePeering.PRIVATE, metro: 'SV' });
    FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth, notifications, aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }), zSide });
    return warningsOf(s).filter((w) => w.includes('equinix:bandwidth-tier'));
  }

  test('a speed AWS sells passes without a warning: 100 Mbps, 25 Gbps', () => {
    expect(toCloud(Bandwidth.mbps(100), 'aws')).toEqual([]);
    expect(toCloud(Bandwidth.gbps(25), 'aws')).toEqual([]);
  });

  test('150 Mbps to AWS warns, with AWS\'s list, the nearest speed above and the page', () => {
    expect(toCloud(Bandwidth.mbps(150), 'aws')).toEqual([
      `test/Target: [equinix:bandwidth-tier] bandwidth: 150 Mbps is no speed of AWS Direct Connect hosted connections (${AWS_SPEEDS}; ${AWS}); `
      + 'the nearest speed above is 200 Mbps. The connection is sent with 150 Mbps as written: the service profile decides whether it takes it, at apply.',
    ]);
  });

  test('above the fastest speed of the cloud, the warning names the fastest', () => {
    expect(toCloud(Bandwidth.gbps(50), 'aws')).toEqual([
      `test/Target: [equinix:bandwidth-tier] bandwidth: 50 Gbps is no speed of AWS Direct Connect hosted connections (${AWS_SPEEDS}; ${AWS}); `
      + 'the fastest is 25 Gbps. The connection is sent with 50 Gbps as written: the service profile decides whether it takes it, at apply.',
    ]);
  });

  test('300 Mbps to Azure warns (Azure has no 300 Mbps circuit); 500 Mbps passes', () => {
    expect(toCloud(Bandwidth.mbps(300), 'azure')).toEqual([
      'test/Target: [equinix:bandwidth-tier] bandwidth: 300 Mbps is no speed of Azure ExpressRoute circuits through a provider '
      + '(50 Mbps, 100 Mbps, 200 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps or 10 Gbps; https://learn.microsoft.com/azure/expressroute/expressroute-faqs); '
      + 'the nearest speed above is 500 Mbps. The connection is sent with 300 Mbps as written: the service profile decides whether it takes it, at apply.',
    ]);
    expect(toCloud(Bandwidth.mbps(500), 'azure')).toEqual([]);
  });

  test('20 Gbps to Google passes; 25 Gbps warns', () => {
    expect(toCloud(Bandwidth.gbps(20), 'google')).toEqual([]);
    expect(toCloud(Bandwidth.gbps(25), 'google')).toEqual([
      'test/Target: [equinix:bandwidth-tier] bandwidth: 25 Gbps is no speed of Google Cloud Partner Interconnect VLAN attachments '
      + '(50 Mbps, 100 Mbps, 200 Mbps, 300 Mbps, 400 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps, 20 Gbps or 50 Gbps; https://cloud.google.com/network-connectivity/docs/interconnect/concepts/partner-overview); '
      + 'the nearest speed above is 50 Gbps. The connection is sent with 25 Gbps as written: the service profile decides whether it takes it, at apply.',
    ]);
  });

  test('a number token to a cloud is not judged', () => {
    expect(toCloud((s) => Bandwidth.mbps(new TerraformVariable(s, 'speed', { type: 'number' }).numberValue), 'aws')).toEqual([]);
  });

  test('1234 Mbps port to port, to a network or to a service token passes with no warning, as written', () => {
    const s = equinixStack();
    const a = () => AccessPoint.port(Port.fromUuid(s, `A${s.node.children.length}`, 'a'), { linkProtocol: LinkProtocol.dot1q(100 + s.node.children.length) });
    FabricConnection.portToPort(s, 'Port', { name: 'n', bandwidth: Bandwidth.mbps(1234), notifications, aSide: a(), zSide: AccessPoint.port(Port.fromUuid(s, 'Z', 'z'), { linkProtocol: LinkProtocol.dot1q(200) }) });
    FabricConnection.portToPort(s, 'Token', { name: 'n', bandwidth: Bandwidth.mbps(1234), notifications, aSide: a(), zSide: AccessPoint.serviceToken('<token uuid>') });
    FabricConnection.portToNetwork(s, 'Network', { name: 'n', bandwidth: Bandwidth.gbps(100), notifications, aSide: a(), zSide: AccessPoint.network('<network uuid>') });
    expect(warningsOf(s)).toEqual([]);
    const doc = synthDoc(s);
    expect(['Port', 'Token', 'Network'].map((k) => connection(doc, k).bandwidth)).toEqual([1234, 1234, 100000]);
  });

  test('200 Gbps port to port is an error (equinix:bandwidth-max); 0 and 1.5 Mbps stay errors', () => {
    const s = equinixStack();
    const make = (id: string, bandwidth: equinix.Bandwidth) => () => FabricConnection.portToPort(s, id, {
      name: 'n', bandwidth, notifications, aSide: AccessPoint.port(Port.fromUuid(s, `A${id}`, 'a'), { linkProtocol: LinkProtocol.dot1q(100) }), zSide: AccessPoint.port(Port.fromUuid(s, `Z${id}`, 'z'), { linkProtocol: LinkProtocol.dot1q(200) }),
    });
    expect(errorOf(make('Max', Bandwidth.gbps(200)))).toBe(
      "[test/Max] bandwidth: is 200 Gbps: the Fabric API takes at most 100 Gbps (100000 Mbps) for a connection. Received: \"Bandwidth.gbps(200)\". Allowed: more than 0 Mbps and at most 100 Gbps. Fix: write at most Bandwidth.gbps(100) (the L1 takes any integer: resource.addOverride('bandwidth', 200000)).");
    expect(errorOf(make('Zero', Bandwidth.mbps(0)))).toBe(
      '[test/Zero] bandwidth: is 0 Mbps: a connection carries more than 0. Received: "Bandwidth.mbps(0)". Allowed: more than 0 Mbps and at most 100 Gbps. Fix: write the speed of the connection, e.g. Bandwidth.mbps(50).');
    expect(errorOf(make('Fraction', Bandwidth.mbps(1.5)))).toBe(
      '[test/Fraction] bandwidth: is 1.5 Mbps, not a whole number of Mbps. Received: "Bandwidth.mbps(1.5)". Allowed: a whole number of Mbps. Fix: write Bandwidth.mbps(2).');
    expect(['Max', 'Zero', 'Fraction'].map((id) => s.node.tryFindChild(id))).toEqual([undefined, undefined, undefined]);
  });
});

describe('FabricConnection.portToPort', () => {
  test('EVPL_VC by default: the provider\'s "Port to Port EVPL_VC Connection" example', () => {
    const s = equinixStack();
    FabricConnection.portToPort(s, 'Target', {
      name: 'ConnectionName',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      purchaseOrderNumber: '1-323292',
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', '<aside_port_uuid>'), { linkProtocol: LinkProtocol.qinq(1976) }),
      zSide: AccessPoint.port(Port.fromUuid(s, 'Z', '<zside_port_uuid>'), { linkProtocol: LinkProtocol.qinq(3711), metro: 'SV' }),
    });
    const c = connection(synthDoc(s));
    expect(c.type).toBe('EVPL_VC');
    expect(c.a_side).toEqual({ access_point: { type: 'COLO', port: { uuid: '<aside_port_uuid>' }, link_protocol: { type: 'QINQ', vlan_s_tag: 1976 } } });
    expect(c.z_side).toEqual({ access_point: { type: 'COLO', port: { uuid: '<zside_port_uuid>' }, link_protocol: { type: 'QINQ', vlan_s_tag: 3711 }, location: { metro_code: 'SV' } } });
  });

  test('EPL_VC without link protocols, and ACCESS_EPL_VC tagged on the A side only (the provider\'s examples)', () => {
    const s = equinixStack();
    const a = Port.fromUuid(s, 'A', '<aside_port_uuid>');
    const z = Port.fromUuid(s, 'Z', '<zside_port_uuid>');
    FabricConnection.portToPort(s, 'Epl', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, type: PortToPortType.EPL_VC, aSide: AccessPoint.port(a), zSide: AccessPoint.port(z, { metro: 'SV' }) });
    FabricConnection.portToPort(s, 'Access', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      type: PortToPortType.ACCESS_EPL_VC,
      aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.qinq(1976) }),
      zSide: AccessPoint.port(z, { metro: 'SV' }),
    });
    const doc = synthDoc(s);
    expect(connection(doc, 'Epl').type).toBe('EPL_VC');
    expect(connection(doc, 'Epl').a_side).toEqual({ access_point: { type: 'COLO', port: { uuid: '<aside_port_uuid>' } } });
    expect(connection(doc, 'Access').type).toBe('ACCESS_EPL_VC');
    expect(connection(doc, 'Access').a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 1976 });
  });

  test('a link protocol on a side an EPL type takes whole is an error (equinix:epl-link-protocol)', () => {
    const s = equinixStack();
    const a = Port.fromUuid(s, 'A', 'a');
    const z = Port.fromUuid(s, 'Z', 'z');
    expect(errorOf(() => FabricConnection.portToPort(s, 'Target', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      type: PortToPortType.ACCESS_EPL_VC,
      aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.qinq(1976) }),
      zSide: AccessPoint.port(z, { linkProtocol: LinkProtocol.dot1q(300) }),
    }))).toBe(
      '[test/Target] zSide.linkProtocol: is set, but a ACCESS_EPL_VC connection takes the whole port on this side: it has no link protocol. Received: a LinkProtocol. '
      + 'Allowed: no linkProtocol on the Z side of ACCESS_EPL_VC. Fix: remove linkProtocol from the Z side (ACCESS_EPL_VC takes the whole port there), '
      + 'or keep it with type: PortToPortType.EVPL_VC, a tagged connection; to send it as written all the same, make the connection without it and override the L1: '
      + "connection.resource.addOverride('z_side.access_point.link_protocol', { type: 'DOT1Q', vlan_tag: 300 }).");
    // The fix, pasted: the L1 sends the link protocol the user gave, in the provider's names.
    const pasted = FabricConnection.portToPort(s, 'Pasted', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, type: PortToPortType.ACCESS_EPL_VC, aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.qinq(1976) }), zSide: AccessPoint.port(z),
    });
    pasted.resource.addOverride('z_side.access_point.link_protocol', { type: 'DOT1Q', vlan_tag: 300 });
    expect(synthDoc(s).resource.equinix_fabric_connection.Pasted.z_side.access_point).toEqual({ type: 'COLO', port: { uuid: 'z' }, link_protocol: { type: 'DOT1Q', vlan_tag: 300 } });
    expect(errorOf(() => FabricConnection.portToPort(s, 'Target', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      type: PortToPortType.EPL_VC,
      aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.untagged() }),
      zSide: AccessPoint.port(z),
    }))).toContain("aSide.linkProtocol: is set, but a EPL_VC connection takes the whole port on this side: it has no link protocol. Received: a LinkProtocol. Allowed: no linkProtocol on the A side of EPL_VC. Fix: remove linkProtocol from the A side (EPL_VC takes the whole port there), or keep it with type: PortToPortType.EVPL_VC, a tagged connection; to send it as written all the same, make the connection without it and override the L1: connection.resource.addOverride('a_side.access_point.link_protocol', { type: 'UNTAGGED' }).");
    // A tag that is a token cannot be printed: the fix says what to do, without an override to paste.
    const tag = new TerraformVariable(s, 'Tag', { type: 'number' });
    expect(errorOf(() => FabricConnection.portToPort(s, 'Target', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, type: PortToPortType.EPL_VC, aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.qinq(tag.numberValue, 2112) }), zSide: AccessPoint.port(z),
    }))).toContain('Fix: remove linkProtocol from the A side (EPL_VC takes the whole port there), or keep it with type: PortToPortType.EVPL_VC, a tagged connection.');
    expect(errorOf(() => FabricConnection.portToPort(s, 'Target', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, type: 'EPL' as any, aSide: AccessPoint.port(a), zSide: AccessPoint.port(z),
    }))).toBe('[test/Target] type: is not a PortToPortType. Received: "EPL". Allowed: EVPL_VC, EPL_VC or ACCESS_EPL_VC. Fix: use a PortToPortType, e.g. PortToPortType.EVPL_VC.');
  });
});

describe('FabricConnection.portToNetwork', () => {
  test('EPLAN_VC from an untagged port side, EVPLAN_VC from a tagged one (the provider\'s examples)', () => {
    const s = equinixStack();
    const a = Port.fromUuid(s, 'A', '<aside_port_uuid>');
    const whole = FabricConnection.portToNetwork(s, 'Eplan', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: AccessPoint.port(a), zSide: AccessPoint.network('<network_uuid>') });
    const tagged = FabricConnection.portToNetwork(s, 'Evplan', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.dot1q(1976) }), zSide: AccessPoint.network('<network_uuid>'),
    });
    expect([whole.connectionType, tagged.connectionType]).toEqual(['EPLAN_VC', 'EVPLAN_VC']);
    expect(connection(synthDoc(s), 'Eplan').z_side).toEqual({ access_point: { type: 'NETWORK', network: { uuid: '<network_uuid>' } } });
  });
});

describe('FabricConnection.cloudRouterToPort and cloudRouterToProvider', () => {
  const router = (s: TerraformStack) => new equinix.CloudRouter(s, 'Router', {
    name: 'Router-SV', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications,
  });

  test('IP_VC from a router to a port: the provider\'s "Cloud Router to Port Connection" example, field by field', () => {
    const s = equinixStack();
    const c = FabricConnection.cloudRouterToPort(s, 'Target', {
      name: 'ConnectionName',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      purchaseOrderNumber: '1-323292',
      aSide: AccessPoint.cloudRouter(router(s)),
      zSide: AccessPoint.port(Port.fromUuid(s, 'Z', '<port_uuid>'), { linkProtocol: LinkProtocol.dot1q(2711), metro: 'SV' }),
    });
    expect(connection(synthDoc(s))).toEqual({
      name: 'ConnectionName',
      type: 'IP_VC',
      notifications: NOTIFIED,
      bandwidth: 50,
      redundancy: { priority: 'PRIMARY' },
      order: { purchase_order_number: '1-323292' },
      a_side: { access_point: { type: 'CLOUD_ROUTER', router: { uuid: '${equinix_fabric_cloud_router.Router.id}' } } },
      z_side: { access_point: { type: 'COLO', port: { uuid: '<port_uuid>' }, link_protocol: { type: 'DOT1Q', vlan_tag: 2711 }, location: { metro_code: 'SV' } } },
    });
    expect(c.connectionType).toBe('IP_VC');
  });

  test('IP_VC from a router to Azure: the provider\'s "Cloud Router to Azure Connection" example, field by field', () => {
    const s = equinixStack();
    const key = new TerraformVariable(s, 'key', { type: 'string', sensitive: true });
    FabricConnection.cloudRouterToProvider(s, 'Target', {
      name: 'ConnectionName',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      purchaseOrderNumber: '1-323292',
      aSide: AccessPoint.cloudRouter(equinix.CloudRouter.fromCloudRouterAttributes(s, 'R', { cloudRouterId: '<cloud_router_uuid>' })),
      zSide: AccessPoint.azureExpressRoute({ serviceKey: key.stringValue, peering: AzurePeering.PRIVATE, metro: 'SV', profile: ServiceProfile.fromUuid(s, 'P', '<Azure_Service_Profile_UUID>') }),
    });
    const c = connection(synthDoc(s));
    expect(c.type).toBe('IP_VC');
    expect(c.a_side).toEqual({ access_point: { type: 'CLOUD_ROUTER', router: { uuid: '<cloud_router_uuid>' } } });
    expect(c.z_side).toEqual({
      access_point: {
        type: 'SP', authentication_key: '${var.key}', peering_type: 'PRIVATE', profile: { type: 'L2_PROFILE', uuid: '<Azure_Service_Profile_UUID>' }, location: { metro_code: 'SV' },
      },
    });
  });

  test('a port on the A side of a router\'s connection, a router on the A side of a port\'s (equinix:connection-a-side)', () => {
    const s = equinixStack();
    const port = AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) });
    const fcr = AccessPoint.cloudRouter(router(s));
    expect(errorOf(() => FabricConnection.cloudRouterToPort(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port, zSide: AccessPoint.network('n') }))).toBe(
      '[test/Target] 2 problems:\n'
      + "  - aSide: is a port; this kind of connection takes a Fabric Cloud Router here. Received: an AccessPoint. Allowed: a Fabric Cloud Router: AccessPoint.cloudRouter(router). Fix: use the factory named for the connection's ends (FabricConnection.portToNetwork), or pass the other access point.\n"
      + "  - zSide: is a Fabric network; this kind of connection takes a port here. Received: an AccessPoint. Allowed: a port: AccessPoint.port(port, { linkProtocol }). Fix: use the factory named for the connection's ends (FabricConnection.portToNetwork), or pass the other access point.");
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: fcr, zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
    }))).toBe(
      '[test/Target] aSide: is a Fabric Cloud Router; this kind of connection takes a port or a service token here. Received: an AccessPoint. Allowed: a port of yours or a service token: AccessPoint.port(port, { linkProtocol }) or AccessPoint.serviceToken(uuid). '
      + "Fix: use the factory named for the connection's ends (FabricConnection.cloudRouterToProvider), or pass the other access point.");
    expect(errorOf(() => FabricConnection.cloudRouterToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: fcr, zSide: port }))).toBe(
      '[test/Target] zSide: is a port; this kind of connection takes a service provider here. Received: an AccessPoint. Allowed: a service provider: AccessPoint.awsDirectConnect, azureExpressRoute, googlePartnerInterconnect, oracleFastConnect, ibmDirectLink or serviceProvider. '
      + "Fix: use the factory named for the connection's ends (FabricConnection.cloudRouterToPort), or pass the other access point.");
    expect(s.node.tryFindChild('Target')).toBeUndefined();
  });
});

describe('FabricConnection.redundantPair', () => {
  test('Azure: two connections on two ports, one service key, the secondary in the primary\'s group (port-2-azure-redundant-connections)', () => {
    const s = equinixStack();
    const key = new TerraformVariable(s, 'serviceKey', { type: 'string', sensitive: true }).stringValue;
    const pair = FabricConnection.redundantPair(s, 'Azure', {
      name: 'Port2Azure',
      secondaryName: 'Port2Azure_2ndary',
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['example@equinix.com']),
      primaryASide: AccessPoint.port(Port.fromName(s, 'Primary', '200001-SV1-CX-Primary-01'), { linkProtocol: LinkProtocol.qinq(2867, 2098) }),
      secondaryASide: AccessPoint.port(Port.fromName(s, 'Secondary', '200001-SV5-CX-Secondary-02'), { linkProtocol: LinkProtocol.qinq(2453, 3444) }),
      zSide: AccessPoint.azureExpressRoute({ serviceKey: key, peering: AzurePeering.PRIVATE, metro: 'SV' }),
    });
    expect(pair.primary.node.path).toBe('test/Azure/Primary');
    expect(pair.secondary.node.path).toBe('test/Azure/Secondary');
    const all = synthDoc(s).resource.equinix_fabric_connection;
    const [primaryKey, secondaryKey] = Object.keys(all).sort();
    const primary = all[primaryKey];
    const secondary = all[secondaryKey];
    expect(primary.redundancy).toEqual({ priority: 'PRIMARY' });
    // The primary's computed group, as the modules write it: one(<primary>.redundancy).group.
    expect(secondary.redundancy).toEqual({ priority: 'SECONDARY', group: `\${tolist(equinix_fabric_connection.${primaryKey}.redundancy).0.group}` });
    expect([primary.name, secondary.name]).toEqual(['Port2Azure', 'Port2Azure_2ndary']);
    expect([primary.type, secondary.type, primary.bandwidth, secondary.bandwidth]).toEqual(['EVPL_VC', 'EVPL_VC', 50, 50]);
    expect(primary.z_side.access_point.authentication_key).toBe('${var.serviceKey}');
    expect(secondary.z_side.access_point.authentication_key).toBe('${var.serviceKey}');
    expect(primary.z_side.access_point.peering_type).toBe('PRIVATE');
    expect(primary.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 2867, vlan_c_tag: 2098 });
    expect(secondary.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 2453, vlan_c_tag: 3444 });
    expect(pair.secondary.redundancyGroup).toMatch(/^\$\{TfToken/);
  });

  test('the secondary name defaults to the name with -secondary', () => {
    const s = equinixStack();
    FabricConnection.redundantPair(s, 'Pair', {
      name: 'Port2Aws',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      primaryASide: AccessPoint.port(Port.fromUuid(s, 'P', 'p'), { linkProtocol: LinkProtocol.dot1q(100) }),
      secondaryASide: AccessPoint.port(Port.fromUuid(s, 'S', 's'), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
    });
    expect(Object.values(synthDoc(s).resource.equinix_fabric_connection).map((c: any) => c.name).sort()).toEqual(['Port2Aws', 'Port2Aws-secondary']);
  });

  test('the same port for both is an error (equinix:redundant-pair-same-port); nothing is left behind', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'P', 'port-uuid');
    const zSide = AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' });
    expect(errorOf(() => FabricConnection.redundantPair(s, 'Pair', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      zSide,
      primaryASide: AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) }),
      secondaryASide: AccessPoint.port(Port.fromUuid(s, 'Again', 'port-uuid'), { linkProtocol: LinkProtocol.dot1q(101) }),
    }))).toBe(
      "[test/Pair] secondaryASide: is on the primary's port: a redundant pair needs two ports, so that one can fail. Received: the IPort 'test/Again' (uuid port-uuid). Allowed: a port other than the primary's, e.g. the secondary port of the pair. Fix: pass AccessPoint.port(secondaryPort, { linkProtocol }) with the other port, or make two connections with portToProvider.");
    expect(s.node.tryFindChild('Pair')).toBeUndefined();
    expect(errorOf(() => FabricConnection.redundantPair(s, 'Pair', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, zSide } as any))).toBe(
      '[test/Pair] 2 problems:\n'
      + '  - primaryASide: is required. Received: undefined. Allowed: AccessPoint.port(primaryPort, { linkProtocol }). Fix: set primaryASide.\n'
      + '  - secondaryASide: is required. Received: undefined. Allowed: AccessPoint.port(secondaryPort, { linkProtocol }). Fix: set secondaryASide.');
  });

  test('a literal Azure service key is an error on each connection unless acknowledged', () => {
    const s = equinixStack();
    FabricConnection.redundantPair(s, 'Pair', {
      name: 'n',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      primaryASide: AccessPoint.port(Port.fromUuid(s, 'P', 'p'), { linkProtocol: LinkProtocol.dot1q(100) }),
      secondaryASide: AccessPoint.port(Port.fromUuid(s, 'S', 's'), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: AccessPoint.azureExpressRoute({ serviceKey: 'S3cr3t', peering: AzurePeering.PRIVATE, metro: 'SV' }),
    });
    const e = errorOf(() => synthDoc(s));
    expect(e).toContain('[test/Pair/Primary] [equinix:literal-service-key] zSide.serviceKey: is a literal secret');
    expect(e).toContain('[test/Pair/Secondary] [equinix:literal-service-key] zSide.serviceKey: is a literal secret');
    expect(e).not.toContain('S3cr3t');
  });
});

describe('FabricConnection.fromFabricConnectionAttributes', () => {
  test('knows what it was given; an unknown redundancy group is an error that names it', () => {
    const s = equinixStack();
    const c = FabricConnection.fromFabricConnectionAttributes(s, 'Existing', { connectionId: 'conn-uuid', redundancyGroup: 'group-uuid' });
    expect([c.connectionId, c.redundancyGroup]).toEqual(['conn-uuid', 'group-uuid']);
    const bare = FabricConnection.fromFabricConnectionAttributes(s, 'Bare', { connectionId: 'conn-uuid' });
    expect(errorOf(() => bare.redundancyGroup)).toBe(
      '[test/Bare] redundancyGroup: is unknown: this construct was made with FabricConnection.fromFabricConnectionAttributes, which was not given redundancyGroup. Fix: pass redundancyGroup in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => FabricConnection.fromFabricConnectionAttributes(s, 'None', {} as any))).toBe(
      '[test/None] connectionId: is required. Received: undefined. Allowed: the id (uuid) of the connection. Fix: set connectionId.');
  });
});

describe('FabricConnection#addDirectRouting and #addBgpRouting', () => {
  function routerConnection(s: TerraformStack, id = 'Fcr', tag = 100) {
    const router = new equinix.CloudRouter(s, `${id}Router`, { name: 'r', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications });
    return router.connect(id, { name: id, bandwidth: Bandwidth.mbps(50), notifications, zSide: AccessPoint.port(Port.fromUuid(s, `${id}Port`, 'z'), { linkProtocol: LinkProtocol.dot1q(tag) }) });
  }

  test('the connection owns its routing: direct first, then BGP over it (depends_on), as children of the connection', () => {
    const s = equinixStack();
    const fcr = routerConnection(s);
    const direct = fcr.addDirectRouting('Direct', { ipv4: '190.1.1.1/30', ipv6: '190::1:1/126' });
    const bgp = fcr.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2', customerPeerIpv6: '190::1:2' });
    expect([direct.node.path, bgp.node.path]).toEqual(['test/FcrRouter/Fcr/Direct', 'test/FcrRouter/Fcr/Bgp']);
    const doc = synthDoc(s);
    const directKey = s.getLogicalId(direct.resource);
    const b = doc.resource.equinix_fabric_routing_protocol[s.getLogicalId(bgp.resource)];
    expect(b.depends_on).toEqual([`equinix_fabric_routing_protocol.${directKey}`]);
    expect(b.connection_uuid).toBe(`\${equinix_fabric_connection.${s.getLogicalId(fcr.resource)}.id}`);
  });

  test('BGP without a direct routing protocol on the connection is refused, naming what to call; a direct made with RoutingProtocol.direct counts', () => {
    const s = equinixStack();
    const fcr = routerConnection(s);
    expect(errorOf(() => fcr.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2' }))).toBe(
      '[test/FcrRouter/Fcr] direct: is missing: BGP runs over the direct routing protocol of the connection, which comes first. Received: no direct routing protocol on this connection. '
      + "Allowed: a direct routing protocol on this connection. Fix: call connection.addDirectRouting('Direct', { ipv4: '190.1.1.1/30' }) first.");
    equinix.RoutingProtocol.direct(s, 'Outside', { connection: fcr, ipv4: '190.1.1.1/30' });
    expect(fcr.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2' }).node.path).toBe('test/FcrRouter/Fcr/Bgp');
  });

  test('a connection or direct given in the options is refused, not replaced; the routing protocol\'s own rules apply (a port-to-port connection is no router\'s)', () => {
    const s = equinixStack();
    const fcr = routerConnection(s);
    expect(errorOf(() => fcr.addDirectRouting('D', { ipv4: '190.1.1.1/30', connection: fcr } as any))).toBe(
      "[test/FcrRouter/Fcr] connection: is this connection: addDirectRouting sets it. Received: the FabricConnection 'test/FcrRouter/Fcr'. Allowed: no connection. Fix: remove connection.");
    const p2p = FabricConnection.portToPort(s, 'P2p', {
      name: 'p',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: AccessPoint.port(Port.fromUuid(s, 'Z', 'z2'), { linkProtocol: LinkProtocol.dot1q(101) }),
    });
    expect(errorOf(() => p2p.addDirectRouting('Direct', { ipv4: '190.1.1.1/30' }))).toMatch(/^\[test\/P2p\/Direct\] connection: is an EVPL_VC connection; routing protocols are those of a Fabric Cloud Router's connections \(IP_VC, IPWAN_VC\)\./);
  });
});
