/**
 * The read-only lookups of ports and service profiles: equinix_fabric_port(s) as
 * equinix/data_source_fabric_port_acc_test.go (v5.1.0) and examples/data-sources/equinix_fabric_ports
 * write them, equinix_fabric_service_profile(s) as equinix/data_source_fabric_service_profile_acc_test.go
 * and examples/data-sources/equinix_fabric_service_profiles do. Their results are sets and lists of
 * objects that resolve to Terraform references.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { dataSource, errorOf, expectSnakeCaseOnly, stack, synth } from '../../util';

const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const PROFILE_UUID = '69ee618d-be52-468d-bc99-00566f2dd2b9';

function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    build(s);
  });
}

describe('port and service profile lookups', () => {
  test('data.equinix_fabric_port: reads a port by uuid (the data source example\'s outputs)', () => {
    const { doc, warnings } = withProvider((s) => {
      const port = new equinix.DataEquinixFabricPort(s, 'port_data_name', { uuid: PORT_UUID });
      new TerraformOutput(s, 'account_name', { value: port.account.get(0).accountName });
      new TerraformOutput(s, 'used_bandwidth', { value: port.usedBandwidth });
      new TerraformOutput(s, 'encapsulation_type', { value: port.encapsulation.get(0).type });
      new TerraformOutput(s, 'ibx', { value: port.location.get(0).ibx });
    });
    expect(equinix.DataEquinixFabricPort.tfResourceType).toBe('equinix_fabric_port');
    const body = dataSource(doc, 'equinix_fabric_port', 'port_data_name');
    expect(body).toEqual({ uuid: PORT_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      account_name: { value: '${tolist(data.equinix_fabric_port.port_data_name.account).0.account_name}' },
      used_bandwidth: { value: '${data.equinix_fabric_port.port_data_name.used_bandwidth}' },
      encapsulation_type: { value: '${tolist(data.equinix_fabric_port.port_data_name.encapsulation).0.type}' },
      ibx: { value: '${tolist(data.equinix_fabric_port.port_data_name.location).0.ibx}' },
    });
    expect(errorOf(() => new equinix.DataEquinixFabricPort(stack(), 'p', { name: 'eqx-sv5-port-1' } as any))).toContain('uuid: is required.');
  });

  test('data.equinix_fabric_ports: a filter by name (property, operator and one value), as the acceptance test searches', () => {
    const { doc, warnings } = withProvider((s) => {
      const ports = new equinix.DataEquinixFabricPorts(s, 'ports_data_name', {
        filter: [{ property: '/name', operator: '=', value: 'ops-user100-CX-SV1-NL-Qinq-BO-10G-PRI-JP-395' }],
      });
      new TerraformOutput(s, 'first_port_uuid', { value: ports.data.get(0).uuid });
      new TerraformOutput(s, 'metro_code', { value: ports.data.get(0).location.get(0).metroCode });
    });
    expect(equinix.DataEquinixFabricPorts.tfResourceType).toBe('equinix_fabric_ports');
    const body = dataSource(doc, 'equinix_fabric_ports', 'ports_data_name');
    expect(body).toEqual({ filter: [{ property: '/name', operator: '=', value: 'ops-user100-CX-SV1-NL-Qinq-BO-10G-PRI-JP-395' }] });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      first_port_uuid: { value: '${data.equinix_fabric_ports.ports_data_name.data[0].uuid}' },
      metro_code: { value: '${tolist(data.equinix_fabric_ports.ports_data_name.data[0].location).0.metro_code}' },
    });
    // A filter takes one value (not the values list of the other searches), and all three keys.
    const msg = errorOf(() => new equinix.DataEquinixFabricPorts(stack(), 'p', { filter: [{ property: '/name', values: ['eqx-sv5-port-1'] }] } as any));
    expect(msg).toContain('filter[0].values: unknown key.');
    expect(msg).toContain('filter[0].operator: is required.');
    expect(msg).toContain('filter[0].value: is required.');
  });

  test('data.equinix_fabric_ports: the docs example\'s filters { name } still renders (one object) but warns that it is deprecated', () => {
    const { doc, warnings } = withProvider((s) => {
      new equinix.DataEquinixFabricPorts(s, 'ports_data_name', { filters: { name: 'ops-user100-CX-SV1' } });
    });
    expect(dataSource(doc, 'equinix_fabric_ports', 'ports_data_name')).toEqual({ filters: { name: 'ops-user100-CX-SV1' } });
    expect(warnings).toEqual([
      'test/ports_data_name: [terrain:deprecated-attribute] filters is deprecated by the provider. Use `filter` instead.',
    ]);
  });

  test('data.equinix_fabric_service_profile: reads a service profile by uuid (the data source example\'s outputs)', () => {
    const { doc, warnings } = withProvider((s) => {
      const sp = new equinix.DataEquinixFabricServiceProfile(s, 'service_profile_data_name', { uuid: PROFILE_UUID });
      new TerraformOutput(s, 'visibility', { value: sp.visibility });
      new TerraformOutput(s, 'org_name', { value: sp.account.get(0).organizationName });
      new TerraformOutput(s, 'access_point_type', { value: sp.accessPointTypeConfigs.get(0).type });
    });
    expect(equinix.DataEquinixFabricServiceProfile.tfResourceType).toBe('equinix_fabric_service_profile');
    const body = dataSource(doc, 'equinix_fabric_service_profile', 'service_profile_data_name');
    expect(body).toEqual({ uuid: PROFILE_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      visibility: { value: '${data.equinix_fabric_service_profile.service_profile_data_name.visibility}' },
      org_name: { value: '${tolist(data.equinix_fabric_service_profile.service_profile_data_name.account).0.organization_name}' },
      access_point_type: { value: '${data.equinix_fabric_service_profile.service_profile_data_name.access_point_type_configs[0].type}' },
    });
  });

  test('data.equinix_fabric_service_profiles: and_filters, two filters, pagination and sort (the data source example)', () => {
    const { doc, warnings } = withProvider((s) => {
      const found = new equinix.DataEquinixFabricServiceProfiles(s, 'test', {
        andFilters: true,
        filter: [
          { property: '/type', operator: '=', values: ['L2_PROFILE'] },
          { property: '/name', operator: '=', values: ['SP_ResourceCreation_PFCR'] },
        ],
        pagination: { offset: 0, limit: 5 },
        sort: [{ direction: 'ASC', property: '/name' }],
      });
      new TerraformOutput(s, 'first_service_profile_uuid', { value: found.data.get(0).uuid });
    });
    expect(equinix.DataEquinixFabricServiceProfiles.tfResourceType).toBe('equinix_fabric_service_profiles');
    const body = dataSource(doc, 'equinix_fabric_service_profiles', 'test');
    expect(body).toEqual({
      and_filters: true,
      filter: [
        { property: '/type', operator: '=', values: ['L2_PROFILE'] },
        { property: '/name', operator: '=', values: ['SP_ResourceCreation_PFCR'] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.first_service_profile_uuid.value).toBe('${data.equinix_fabric_service_profiles.test.data[0].uuid}');
  });

  test('data.equinix_fabric_service_profiles: the documented operator and view points warn; the sort direction is validated (any case)', () => {
    const search = (extra: Partial<equinix.DataEquinixFabricServiceProfilesConfig>) => withProvider((s) => {
      new equinix.DataEquinixFabricServiceProfiles(s, 'test', { filter: [{ property: '/uuid', operator: '=', values: [PROFILE_UUID] }], ...extra });
    });
    expect(search({ viewPoint: 'zSide', sort: [{ direction: 'asc', property: '/name' }] }).warnings).toEqual([]);
    expect(search({ filter: [{ property: '/name', operator: 'LIKE', values: ['AWS%'] }] }).warnings).toEqual([
      'test/test: [terrain:unlisted-value] [value:data.equinix_fabric_service_profiles.filter.operator] filter[0].operator: is not in the list of values the provider documents '
        + '(value:data.equinix_fabric_service_profiles.filter.operator); the remote API may refuse it at apply. Received: "LIKE". Allowed: \'=\'. '
        + 'Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:data.equinix_fabric_service_profiles.filter.operator with the reason.',
    ]);
    // view_point is only documented (aSide or zSide), and the API spells it in camel case.
    expect(search({ viewPoint: 'ASIDE' }).warnings).toEqual([
      'test/test: [terrain:unlisted-value] [value:data.equinix_fabric_service_profiles.view_point] viewPoint: is not in the list of values the provider documents '
        + '(value:data.equinix_fabric_service_profiles.view_point); the remote API may refuse it at apply. Received: "ASIDE". Allowed: \'aSide\' or \'zSide\'. '
        + 'Fix: write \'aSide\' instead of \'ASIDE\' (did you mean it?). If a newer provider release allows it, acknowledge value:data.equinix_fabric_service_profiles.view_point with the reason.',
    ]);
    expect(errorLines(errorOf(() => search({ sort: [{ direction: 'UP', property: '/name' }] })))).toEqual([
      '[test/test] [value:data.equinix_fabric_service_profiles.sort.direction] sort[0].direction: is not an allowed value. Received: "UP". Allowed: \'DESC\' or \'ASC\'. Fix: use one of the allowed values.',
    ]);
    expect(errorOf(() => new equinix.DataEquinixFabricServiceProfiles(stack(), 'sp', { andFilters: true } as any))).toContain('filter: is required.');
  });
});
