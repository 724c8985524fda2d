/**
 * Every example app synthesizes with validations on and conforms to the provider schemas.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App } from 'cdktn';
import { EXAMPLES, EXPECTED_WARNINGS, SETUP } from '../examples';
import { TerrainTesting } from '../src';

test.each(Object.keys(EXAMPLES))('example %s synthesizes and conforms', (id) => {
  const app = new App();
  SETUP[id]?.(app);
  const stack = new EXAMPLES[id](app, id);
  const doc = TerrainTesting.synthToObject(stack);
  expect(Object.keys(doc.resource ?? {}).length + Object.keys(doc.data ?? {}).length).toBeGreaterThan(0);
  // Examples follow their own advice: no literal secrets, nothing deprecated unless on purpose.
  const ids = TerrainTesting.warnings(stack).map((w) => /\[([a-z0-9]+:[a-z-]+)\]/.exec(w)?.[1] ?? w);
  expect([...new Set(ids)]).toEqual(EXPECTED_WARNINGS[id] ?? []);
});

test('the orders example wires the cluster outputs and the sensitive credentials', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES['orders-l1'](new App(), 'orders-l1'));
  expect(doc.provider.mongodbatlas[0]).toEqual({ private_key: '${var.atlas_private_key}', public_key: '${var.atlas_public_key}' });
  expect(doc.output.connection_string.value).toBe('${mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}');
  expect(doc.resource.mongodbatlas_advanced_cluster.orders.lifecycle).toEqual({ prevent_destroy: true });
  expect(doc.resource.mongodbatlas_alert_configuration.replication_lag.metric_threshold_config).toEqual(
    { metric_name: 'OPLOG_SLAVE_LAG_MASTER_TIME', mode: 'AVERAGE', operator: 'GREATER_THAN', threshold: 60, units: 'SECONDS' });
});

test('the replica-set example: derived priorities, protection by default, a destroyable sandbox and an outage drill', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES['replica-set-cluster'](new App(), 'replica-set-cluster'));
  const clusters = Object.fromEntries(Object.values<any>(doc.resource.mongodbatlas_advanced_cluster).map((b) => [b.name, b]));
  expect(clusters.payments.replication_specs[0].region_configs.map((r: any) => [r.region_name, r.priority])).toEqual([
    ['US_EAST_1', 7], ['US_EAST_2', 6], ['US_WEST_2', 0],
  ]);
  expect(clusters.payments.bi_connector_config).toEqual({ enabled: true, read_preference: 'analytics' });
  expect(clusters.payments.lifecycle).toEqual({ prevent_destroy: true });
  expect(clusters['payments-sandbox'].lifecycle).toBeUndefined();
  expect(clusters['payments-sandbox'].termination_protection_enabled).toBeUndefined();
  expect(Object.values<any>(doc.resource.mongodbatlas_cluster_outage_simulation)[0].outage_filters).toEqual([{ cloud_provider: 'AWS', region_name: 'US_EAST_2' }]);
});

test('the sharded example renders one replication spec per shard', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES['sharded-cluster'](new App(), 'sharded-cluster'));
  const [events] = Object.values<any>(doc.resource.mongodbatlas_advanced_cluster);
  expect(events.cluster_type).toBe('SHARDED');
  expect(events.replication_specs).toHaveLength(3);
});

test('the global example renders a zone name on every replication spec', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES['global-cluster'](new App(), 'global-cluster'));
  const [orders] = Object.values<any>(doc.resource.mongodbatlas_advanced_cluster);
  expect(orders.replication_specs.map((s: any) => s.zone_name)).toEqual(['Americas', 'Europe']);
});

test('the incident example wires its parts by reference: the catalog types, the attribute of Team entries, the expression, the path the route pages', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES.incident(new App(), 'incident'));
  const r = doc.resource;
  // Two types that refer to each other: Service.owner names a Team; Team.services is its backlink.
  const attributes = Object.values<any>(r.incident_catalog_type_attribute);
  expect(attributes.map((a) => [a.name, a.type, a.backlink_attribute ?? null])).toEqual(expect.arrayContaining([
    ['Owner', 'Custom["Team"]', null],
    ['Services', 'Custom["Service"]', expect.stringMatching(/^\$\{incident_catalog_type_attribute\.Service_owner_[0-9A-F]{8}\.id\}$/)],
  ]));
  expect(r.incident_alert_attribute.AlertTeam.type).toBe('CatalogEntry["${incident_catalog_type.Team.id}"]');
  const source = r.incident_alert_source.Payments;
  expect(JSON.parse(source.template.title.literal).content[0].content[1]).toEqual({ type: 'varSpec', attrs: { name: 'payload.title', truncateTo: 100 } });
  expect(source.template.attributes).toEqual([
    { alert_attribute_id: '${incident_alert_attribute.AlertTeam.id}', binding: { merge_strategy: 'first_wins', value: { reference: 'expressions["team"]' } } },
  ]);
  expect(source.template.expressions.map((e: any) => e.reference)).toEqual(['team']);
  const route = r.incident_alert_route.PaymentsCritical;
  expect(route.escalation_config.escalation_targets).toEqual([{ escalation_paths: { array_value: [{ literal: '${incident_escalation_path.OnCall.id}' }] } }]);
  expect(route.grouping_config.default.grouping_keys).toEqual([{ reference: 'alert.attributes.${incident_alert_attribute.AlertTeam.id}' }]);
  expect(route.condition_groups[0].conditions[0].param_bindings).toEqual([{ array_value: [{ literal: '${incident_catalog_entries.Team_Entries_7330E535.entries["payments"].id}' }] }]);
  expect(Object.keys(route.incident_config.template).sort()).toEqual(['custom_fields', 'incident_type', 'name', 'severity', 'start_in_triage', 'summary']);
  expect(r.incident_escalation_path.OnCall.path.map((n: any) => n.id)).toEqual(['Rota', 'Lead', 'Again']);
});

test('the equinix example: two redundant pairs on two ports, the secondary in the primary\'s group, the cloud\'s fields from the access points; a cloud router to Google with DIRECT then BGP, and a route filter', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES.equinix(new App(), 'equinix'));
  const connections = doc.resource.equinix_fabric_connection;
  const byName = Object.fromEntries(Object.entries<any>(connections).map(([key, c]) => [c.name, { key, ...c }]));
  expect(Object.keys(byName).sort()).toEqual(['Port2Azure', 'Port2Azure_2ndary', 'Port_2_aws', 'Port_2_aws-secondary', 'fcr_2_gcp']);
  for (const [primary, secondary] of [['Port_2_aws', 'Port_2_aws-secondary'], ['Port2Azure', 'Port2Azure_2ndary']]) {
    expect(byName[primary].redundancy).toEqual({ priority: 'PRIMARY' });
    expect(byName[secondary].redundancy).toEqual({ priority: 'SECONDARY', group: `\${tolist(equinix_fabric_connection.${byName[primary].key}.redundancy).0.group}` });
    expect([byName[primary].type, byName[secondary].type]).toEqual(['EVPL_VC', 'EVPL_VC']);
    expect(byName[primary].z_side).toEqual(byName[secondary].z_side);
    // Two ports: the primary looked up by name, the secondary known by uuid.
    expect(byName[primary].a_side.access_point.port.uuid).toBe('${data.equinix_fabric_ports.PrimaryPort.data[0].uuid}');
    expect(byName[secondary].a_side.access_point.port.uuid).toBe('c4d9350e-783c-83cd-1ce0-306a5c00a600');
    // The looked-up port's encapsulation is checked against the link protocol at plan; the other's is not known.
    expect(byName[primary].lifecycle.precondition.map((x: any) => x.condition)).toEqual([expect.stringContaining('tolist(data.equinix_fabric_ports.PrimaryPort.data[0].encapsulation).0.type == "QINQ"')]);
    expect(byName[secondary].lifecycle).toBeUndefined();
  }
  expect(byName.Port_2_aws.z_side.access_point).toEqual({
    type: 'SP',
    authentication_key: '${var.aws_account_id}',
    seller_region: 'us-west-1',
    location: { metro_code: 'SV' },
    profile: { type: 'L2_PROFILE', uuid: '${data.equinix_fabric_service_profiles.AwsProfile.data[0].uuid}' },
  });
  expect(byName.Port2Azure.z_side.access_point).toEqual({
    type: 'SP',
    authentication_key: '${var.azure_service_key}',
    peering_type: 'PRIVATE',
    location: { metro_code: 'SV' },
    profile: { type: 'L2_PROFILE', uuid: '${data.equinix_fabric_service_profiles.AzureProfile.data[0].uuid}' },
  });
  expect(doc.variable.azure_service_key.sensitive).toBe(true);
  expect(byName.Port2Azure.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 2867, vlan_c_tag: 2098 });
  expect(byName.Port2Azure_2ndary.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 2453, vlan_c_tag: 3444 });
  expect(Object.keys(doc.data.equinix_fabric_service_profiles).sort()).toEqual(['AwsProfile', 'AzureProfile', expect.stringMatching(/^Google_ZSideProfile_/)]);

  // The cloud router, and its IP_VC connection to Google: the router on the A side, the pairing key a sensitive variable.
  expect(doc.resource.equinix_fabric_cloud_router).toEqual({
    Router: {
      name: 'cloud_router_alpha',
      type: 'XF_ROUTER',
      location: { metro_code: 'SV' },
      package: { code: 'STANDARD' },
      project: { project_id: '${var.equinix_project_id}' },
      order: { purchase_order_number: '1-323292' },
      notifications: [{ type: 'ALL', emails: ['example@equinix.com'] }],
    },
  });
  const google = byName.fcr_2_gcp;
  expect(google.type).toBe('IP_VC');
  expect(google.a_side.access_point).toEqual({ type: 'CLOUD_ROUTER', router: { uuid: '${equinix_fabric_cloud_router.Router.id}' } });
  expect(google.z_side.access_point).toEqual({
    type: 'SP',
    authentication_key: '${var.google_pairing_key}',
    seller_region: 'us-west1',
    location: { metro_code: 'SV' },
    profile: { type: 'L2_PROFILE', uuid: expect.stringMatching(/^\$\{data\.equinix_fabric_service_profiles\.Google_ZSideProfile_[0-9A-F]+\.data\[0\]\.uuid\}$/) },
  });
  expect(doc.variable.google_pairing_key.sensitive).toBe(true);
  // Left out, the Google profile is the connection's own lookup, by the name of Zone 1.
  const googleProfile = google.z_side.access_point.profile.uuid.match(/equinix_fabric_service_profiles\.([^.]+)\./)[1];
  expect(doc.data.equinix_fabric_service_profiles[googleProfile].filter).toEqual([{ operator: '=', property: '/name', values: ['Google Cloud Partner Interconnect Zone 1'] }]);

  // DIRECT, then BGP over it (depends_on), peering inside the direct subnets, with the key from a sensitive variable.
  const protocols = doc.resource.equinix_fabric_routing_protocol;
  expect(protocols.Direct).toEqual({
    type: 'DIRECT',
    name: 'DIRECT_RP',
    connection_uuid: `\${equinix_fabric_connection.${google.key}.id}`,
    direct_ipv4: [{ equinix_iface_ip: '190.1.1.1/30' }],
    direct_ipv6: [{ equinix_iface_ip: '190::1:1/126' }],
  });
  expect(protocols.Bgp).toEqual({
    type: 'BGP',
    name: 'BGP_RP',
    connection_uuid: `\${equinix_fabric_connection.${google.key}.id}`,
    customer_asn: 100,
    bgp_ipv4: [{ customer_peer_ip: '190.1.1.2', enabled: true }],
    bgp_ipv6: [{ customer_peer_ip: '190::1:2', enabled: true }],
    bgp_auth_key: '${var.bgp_auth_key}',
    depends_on: ['equinix_fabric_routing_protocol.Direct'],
  });
  expect(doc.variable.bgp_auth_key.sensitive).toBe(true);

  // The route filter, its two rules, and its attachment to the Google connection (INBOUND) after the rules.
  expect(doc.resource.equinix_fabric_route_filter).toEqual({
    Filter: { name: 'rf_policy_PFCR', type: 'BGP_IPv4_PREFIX_FILTER', project: { project_id: '${var.equinix_project_id}' } },
  });
  const rules = doc.resource.equinix_fabric_route_filter_rule;
  expect(Object.values(rules)).toEqual([
    { name: 'rule_1', prefix: '192.168.0.0/24', prefix_match: 'exact', route_filter_id: '${equinix_fabric_route_filter.Filter.id}' },
    { name: 'rule_2', prefix: '192.168.1.0/24', prefix_match: 'orlonger', route_filter_id: '${equinix_fabric_route_filter.Filter.id}' },
  ]);
  expect(Object.values(doc.resource.equinix_fabric_connection_route_filter)).toEqual([{
    connection_id: `\${equinix_fabric_connection.${google.key}.id}`,
    route_filter_id: '${equinix_fabric_route_filter.Filter.id}',
    direction: 'INBOUND',
    // After its rules and the connection's routing protocols (BGP up first, as in Equinix's example).
    depends_on: [...Object.keys(rules).map((k) => `equinix_fabric_route_filter_rule.${k}`), 'equinix_fabric_routing_protocol.Direct', 'equinix_fabric_routing_protocol.Bgp'],
  }]);
});

test('the bundled app (npx projen synth:example, cdktn synth) writes every example stack and its diagram, and prints where', () => {
  const root = path.join(__dirname, '..');
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-app-'));
  const out = execFileSync(process.execPath, [require.resolve('ts-node/dist/bin'), '--transpile-only', '--project', 'scripts/tsconfig.json', 'examples/app.ts'], {
    cwd: root, encoding: 'utf8', env: { ...process.env, CDKTF_OUTDIR: outdir, TERRAIN_CONSTRUCTS_QUIET: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(fs.readdirSync(path.join(outdir, 'stacks')).sort()).toEqual(Object.keys(EXAMPLES).sort());
  for (const id of Object.keys(EXAMPLES)) expect(out).toContain(`synthesized stack '${id}': `);
  // TerrainSynth.synth wrote each stack's diagram beside its JSON.
  for (const id of Object.keys(EXAMPLES)) expect(fs.existsSync(path.join(outdir, 'stacks', id, 'topology.md'))).toBe(true);
}, 120_000);

test('the ibm example: two environments, a collection, two segments; a boolean flag targeted 1..N with its rollout, a JSON flag, a numeric and a secret-reference property, all through the instance region\'s provider', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES.ibm(new App(), 'ibm'));
  const features = Object.values<any>(doc.resource.ibm_app_config_feature);
  const flag = features.find((f) => f.feature_id === 'new-checkout');
  expect(flag.segment_rules.map((r: any) => [r.order, r.rules[0].segments, r.value, r.rollout_percentage])).toEqual([[1, ['beta-testers'], 'true', 100], [2, ['large-accounts'], 'false', 100]]);
  expect([flag.type, flag.enabled, flag.rollout_percentage, flag.collections]).toEqual(['BOOLEAN', true, 10, [{ collection_id: 'checkout' }]]);
  expect(features.find((f) => f.feature_id === 'checkout-theme').enabled_value).toBe('{"accent":"#0F62FE","palette":"dark"}');
  const properties = Object.values<any>(doc.resource.ibm_app_config_property);
  expect(properties.map((p) => [p.environment_id, p.property_id, p.type, p.value]).sort()).toEqual([
    ['prod', 'payments-api-key', 'SECRETREF', '{"id":"0b5571f7-21e6-42b7-91c5-3f5ac9793a46","secret_type":"arbitrary","sm_instance_crn":${jsonencode(var.secrets_manager_crn)}}'],
    ['staging', 'checkout-timeout', 'NUMERIC', '60'],
  ]);
  expect(Object.values<any>(doc.resource.ibm_app_config_environment).map((e) => [e.environment_id, e.color_code]).sort()).toEqual([['prod', '#0F62FE'], ['staging', '#FDD13A']]);
  const all = ['ibm_app_config_environment', 'ibm_app_config_collection', 'ibm_app_config_segment', 'ibm_app_config_feature', 'ibm_app_config_property']
    .flatMap((t) => Object.values<any>(doc.resource[t]));
  expect(new Set(all.map((r) => [r.provider, r.guid].join(' ')))).toEqual(new Set(['ibm ${var.app_config_guid}']));
});
