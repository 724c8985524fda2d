/**
 * equinix_fabric_connection: a port-to-cloud connection (port with a DOT1Q VLAN tag on the A side,
 * the AWS Direct Connect service profile on the Z side), and the shape of the deeply nested access
 * points: every max-items-1 block is written as one object, which Terraform JSON accepts for a
 * list or set block and the conformance check accepts too. Also the connection's additional_info
 * (a list of { key, value } objects) and the range of the VLAN tags (2 to 4092).
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const SECONDARY_PORT_UUID = 'fb57e4e2-a123-4dc7-b6f0-76439177c2af';
const AWS_PROFILE_UUID = '69ee618d-be52-468d-bc99-00566f2dd2b9';

/** A port-to-AWS connection, the AWS account id (authentication key) from a sensitive variable. */
function awsConnection(s: TerraformStack, id = 'aws_primary', extra: Partial<equinix.EquinixFabricConnectionConfig> = {}) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const awsAccountId = new TerraformVariable(s, 'aws_account_id', { type: 'string', sensitive: true });
  return new equinix.EquinixFabricConnection(s, id, {
    name: 'sv-aws-dx-primary',
    type: 'EVPL_VC',
    bandwidth: 50,
    description: 'SV port to AWS us-west-1 (Direct Connect)',
    notifications: [{ type: 'ALL', emails: ['netops@example.com', 'noc@example.com'] }],
    order: { purchaseOrderNumber: '1-129105284100' },
    project: { projectId: PROJECT_ID },
    aSide: {
      accessPoint: {
        type: 'COLO',
        port: { uuid: PORT_UUID },
        linkProtocol: { type: 'DOT1Q', vlanTag: 1976 },
      },
    },
    zSide: {
      accessPoint: {
        type: 'SP',
        authenticationKey: awsAccountId.stringValue,
        sellerRegion: 'us-west-1',
        profile: { type: 'L2_PROFILE', uuid: AWS_PROFILE_UUID },
        location: { metroCode: 'SV' },
      },
    },
    ...extra,
  });
}

describe('equinix_fabric_connection', () => {
  test('equinix_fabric_connection: port (DOT1Q) to AWS Direct Connect renders the exact body, nested access points as single objects', () => {
    const { doc, warnings } = synth((s) => awsConnection(s));
    expect(equinix.EquinixFabricConnection.tfResourceType).toBe('equinix_fabric_connection');
    const body = resource(doc, 'equinix_fabric_connection', 'aws_primary');
    expect(body).toEqual({
      name: 'sv-aws-dx-primary',
      type: 'EVPL_VC',
      bandwidth: 50,
      description: 'SV port to AWS us-west-1 (Direct Connect)',
      notifications: [{ type: 'ALL', emails: ['netops@example.com', 'noc@example.com'] }],
      order: { purchase_order_number: '1-129105284100' },
      project: { project_id: PROJECT_ID },
      a_side: {
        access_point: {
          type: 'COLO',
          port: { uuid: PORT_UUID },
          link_protocol: { type: 'DOT1Q', vlan_tag: 1976 },
        },
      },
      z_side: {
        access_point: {
          type: 'SP',
          authentication_key: '${var.aws_account_id}',
          seller_region: 'us-west-1',
          profile: { type: 'L2_PROFILE', uuid: AWS_PROFILE_UUID },
          location: { metro_code: 'SV' },
        },
      },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.terraform.required_providers.equinix).toEqual({ source: 'equinix/equinix', version: '~> 5.1' });
  });

  test('equinix_fabric_connection: the runtime\'s single objects and the reference\'s one-item arrays both conform; other shapes do not', () => {
    const { doc } = synth((s) => awsConnection(s));
    expect(Conformance.check(doc)).toEqual([]);
    // Terraform JSON writes a set block as an array of objects; the same body in that form conforms too.
    const asArrays = JSON.parse(JSON.stringify(doc));
    const b = asArrays.resource.equinix_fabric_connection.aws_primary;
    const ap = b.a_side.access_point;
    b.a_side = [{ access_point: [{ ...ap, port: [ap.port], link_protocol: [ap.link_protocol] }] }];
    b.order = [b.order];
    expect(Conformance.check(asArrays)).toEqual([]);
    // Two items in a max-items-1 block, and a required block that is missing, do not conform.
    const bad = JSON.parse(JSON.stringify(doc));
    const c = bad.resource.equinix_fabric_connection.aws_primary;
    c.a_side.access_point.port = [{ uuid: PORT_UUID }, { uuid: SECONDARY_PORT_UUID }];
    delete c.z_side;
    expect(Conformance.check(bad)).toEqual([
      { path: 'resource.equinix_fabric_connection.aws_primary.a_side.access_point.port', message: 'too many items: 2, at most 1 allowed' },
      { path: 'resource.equinix_fabric_connection.aws_primary.z_side', message: 'required block is missing (at least 1)' },
    ]);
  });

  test('equinix_fabric_connection: a max-items-1 block given as an array is rejected at construction, with the fix', () => {
    const msg = errorOf(() => awsConnection(stack(), 'aws_primary', {
      aSide: { accessPoint: [{ type: 'COLO', port: { uuid: PORT_UUID } }] as any },
    }));
    expect(msg).toContain('aSide.accessPoint: expected a single object (struct), not a list.');
    expect(msg).toContain('remove the surrounding [ ].');
  });

  test('equinix_fabric_connection: computed outputs resolve to references through tolist() of the set blocks', () => {
    const { doc } = synth((s) => {
      const c = awsConnection(s);
      new TerraformOutput(s, 'connection_id', { value: c.id });
      new TerraformOutput(s, 'provider_connection_id', { value: c.zSide.accessPoint.providerConnectionId });
      new TerraformOutput(s, 'equinix_status', { value: c.operation.get(0).equinixStatus });
      new TerraformOutput(s, 'port_priority', { value: c.aSide.accessPoint.port.redundancy.get(0).priority });
      new TerraformOutput(s, 'vlan_tag', { value: c.aSide.accessPoint.linkProtocol.vlanTag });
      new TerraformOutput(s, 'created_at', { value: c.changeLog.get(0).createdDateTime });
    });
    expect(doc.output).toEqual({
      connection_id: { value: '${equinix_fabric_connection.aws_primary.id}' },
      provider_connection_id: { value: '${tolist(tolist(equinix_fabric_connection.aws_primary.z_side).0.access_point).0.provider_connection_id}' },
      equinix_status: { value: '${tolist(equinix_fabric_connection.aws_primary.operation).0.equinix_status}' },
      port_priority: { value: '${tolist(tolist(tolist(tolist(equinix_fabric_connection.aws_primary.a_side).0.access_point).0.port).0.redundancy).0.priority}' },
      vlan_tag: { value: '${tolist(tolist(tolist(equinix_fabric_connection.aws_primary.a_side).0.access_point).0.link_protocol).0.vlan_tag}' },
      created_at: { value: '${tolist(equinix_fabric_connection.aws_primary.change_log).0.created_date_time}' },
    });
  });

  test('equinix_fabric_connection: a redundant secondary joins the primary\'s redundancy group', () => {
    const { doc } = synth((s) => {
      const primary = awsConnection(s, 'aws_primary', { redundancy: { priority: 'PRIMARY' } });
      new equinix.EquinixFabricConnection(s, 'aws_secondary', {
        name: 'sv-aws-dx-secondary',
        type: 'EVPL_VC',
        bandwidth: 50,
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        redundancy: { priority: 'SECONDARY', group: primary.redundancy.group },
        aSide: { accessPoint: { type: 'COLO', port: { uuid: SECONDARY_PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 1977 } } },
        zSide: {
          accessPoint: {
            type: 'SP',
            authenticationKey: new TerraformVariable(s, 'aws_account_id_secondary', { type: 'string', sensitive: true }).stringValue,
            sellerRegion: 'us-west-1',
            profile: { type: 'L2_PROFILE', uuid: AWS_PROFILE_UUID },
            location: { metroCode: 'SV' },
          },
        },
      });
    });
    expect(resource(doc, 'equinix_fabric_connection', 'aws_primary').redundancy).toEqual({ priority: 'PRIMARY' });
    const secondary = resource(doc, 'equinix_fabric_connection', 'aws_secondary');
    expect(secondary).toEqual({
      name: 'sv-aws-dx-secondary',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      redundancy: { priority: 'SECONDARY', group: '${tolist(equinix_fabric_connection.aws_primary.redundancy).0.group}' },
      a_side: { access_point: { type: 'COLO', port: { uuid: SECONDARY_PORT_UUID }, link_protocol: { type: 'DOT1Q', vlan_tag: 1977 } } },
      z_side: {
        access_point: {
          type: 'SP',
          authentication_key: '${var.aws_account_id_secondary}',
          seller_region: 'us-west-1',
          profile: { type: 'L2_PROFILE', uuid: AWS_PROFILE_UUID },
          location: { metro_code: 'SV' },
        },
      },
    });
    expectSnakeCaseOnly(secondary);
  });

  test('equinix_fabric_connection: a literal authentication key warns (it is a credential); the deprecated gateway warns', () => {
    const { warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      new equinix.EquinixFabricConnection(s, 'azure', {
        name: 'sv-azure-er',
        type: 'EVPL_VC',
        bandwidth: 100,
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'QINQ', vlanSTag: 2010, vlanCTag: 20 } } },
        zSide: {
          accessPoint: {
            type: 'SP',
            authenticationKey: '1ae4ee82-b2e4-4643-94ed-369105ce80b6',
            peeringType: 'PRIVATE',
            profile: { type: 'L2_PROFILE', uuid: 'a1390b22-bbe0-4e93-ad37-85beef9d254d' },
            location: { metroCode: 'SV' },
          },
        },
      });
      new equinix.EquinixFabricConnection(s, 'via_gateway', {
        name: 'sv-gw-to-port',
        type: 'IP_VC',
        bandwidth: 50,
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        aSide: { accessPoint: { type: 'CLOUD_ROUTER', gateway: { uuid: 'ae94abea-07d7-4433-9ffa-29728babaf0a' } } },
        zSide: { accessPoint: { type: 'COLO', port: { uuid: SECONDARY_PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 300 } } },
      });
    });
    expect(warnings).toEqual([
      'test/azure: [terrain:literal-secret] zSide.accessPoint.authenticationKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
        + 'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.',
      'test/via_gateway: [terrain:deprecated-attribute] aSide.accessPoint.gateway is deprecated by the provider. Use `router` instead.',
    ]);
  });

  test('equinix_fabric_connection: missing required fields and computed-only keys are rejected at construction', () => {
    const msg = errorOf(() => new equinix.EquinixFabricConnection(stack(), 'c', {
      name: 'sv-aws-dx-primary',
      type: 'EVPL_VC',
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, providerConnectionId: 'dxcon-fgq8xx7d' } as any },
      zSide: { accessPoint: { type: 'SP', profile: { uuid: AWS_PROFILE_UUID } as any } },
    } as any));
    expect(msg).toContain('aSide.accessPoint.providerConnectionId: unknown key.');
    expect(msg).toContain('zSide.accessPoint.profile.type: is required.');
    expect(msg).toContain('bandwidth: is required.');
  });

  test('equinix_fabric_connection: additional_info is a list of { key, value } objects, as examples/resources/equinix_fabric_connection/port_to_aws.tf passes the AWS keys', () => {
    const { doc, warnings } = synth((s) => {
      const accessKey = new TerraformVariable(s, 'aws_access_key', { type: 'string', sensitive: true });
      const secretKey = new TerraformVariable(s, 'aws_secret_key', { type: 'string', sensitive: true });
      awsConnection(s, 'port2aws', {
        aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'QINQ', vlanSTag: 2019, vlanCTag: 2112 } } },
        additionalInfo: [
          { key: 'accessKey', value: accessKey.stringValue },
          { key: 'secretKey', value: secretKey.stringValue },
        ],
      });
    });
    const body = resource(doc, 'equinix_fabric_connection', 'port2aws');
    expect(body.a_side).toEqual({ access_point: { type: 'COLO', port: { uuid: PORT_UUID }, link_protocol: { type: 'QINQ', vlan_s_tag: 2019, vlan_c_tag: 2112 } } });
    expect(body.additional_info).toEqual([
      { key: 'accessKey', value: '${var.aws_access_key}' },
      { key: 'secretKey', value: '${var.aws_secret_key}' },
    ]);
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_connection: an additional_info item that is a map of other keys is refused (the provider reads key and value only)', () => {
    // internal/resources/fabric/connection/models.go: additionalInfoTerraformToGo asserts each item's
    // "key" and "value" as strings; an item like { environment = "production" } has neither.
    const msg = errorOf(() => awsConnection(stack(), 'port2aws', { additionalInfo: [{ environment: 'production' } as any] }));
    expect(msg).toBe('[test/port2aws] 3 problems:\n'
      + '  - additionalInfo[0].environment: unknown key. Received: "environment". Allowed: key, value. Fix: remove the key, or check its spelling against the struct.\n'
      + '  - additionalInfo[0].key: is required. Received: undefined. Allowed: a string. Fix: set \'key\'.\n'
      + '  - additionalInfo[0].value: is required. Received: undefined. Allowed: a string. Fix: set \'value\'.');
    expect(errorOf(() => awsConnection(stack(), 'port2aws', { additionalInfo: [{ key: 'ASN', value: '1111' }, { key: 'Global' } as any] })))
      .toContain('additionalInfo[1].value: is required.');
  });

  test('equinix_fabric_connection: VLAN tags of a link protocol are 2 to 4092 (the API\'s SimplifiedLinkProtocol)', () => {
    const withTags = (linkProtocol: equinix.EquinixFabricConnectionASideAccessPointLinkProtocol) => synth((s) => awsConnection(s, 'aws_primary', {
      aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol } },
    }));
    expect(withTags({ type: 'DOT1Q', vlanTag: 4092 }).warnings).toEqual([]);
    expect(withTags({ type: 'DOT1Q', vlanTag: 2 }).warnings).toEqual([]);
    expect(errorLines(errorOf(() => withTags({ type: 'DOT1Q', vlanTag: 5000 })))).toEqual([
      '[test/aws_primary] [value:equinix_fabric_connection.a_side.access_point.link_protocol.vlan_tag] aSide.accessPoint.linkProtocol.vlanTag: is out of range. Received: 5000. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 4092.',
    ]);
    expect(errorLines(errorOf(() => withTags({ type: 'QINQ', vlanSTag: 2019, vlanCTag: 1 })))).toEqual([
      '[test/aws_primary] [value:equinix_fabric_connection.a_side.access_point.link_protocol.vlan_c_tag] aSide.accessPoint.linkProtocol.vlanCTag: is out of range. Received: 1. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 2.',
    ]);
  });

  test('equinix_fabric_connection: generateConfigForImport writes an import block for an existing connection uuid', () => {
    const { doc } = synth((s) => {
      const p = new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricConnection.generateConfigForImport(s, 'legacy_dx', '16b02b60-a34c-4fcc-9094-70a09fe481b0', p);
    });
    expect(doc.import).toEqual([{ id: '16b02b60-a34c-4fcc-9094-70a09fe481b0', to: 'equinix_fabric_connection.legacy_dx', provider: 'equinix' }]);
  });
});
