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

test('the equinix example: two redundant pairs on two ports, the secondary in the primary\'s group, the cloud\'s fields from the access points', () => {
  const doc = TerrainTesting.synthToObject(new EXAMPLES.equinix(new App(), 'equinix'));
  const connections = doc.resource.equinix_fabric_connection;
  const byName = Object.fromEntries(Object.entries<any>(connections).map(([key, c]) => [c.name, { key, ...c }]));
  expect(Object.keys(byName).sort()).toEqual(['Port2Azure', 'Port2Azure_2ndary', 'Port_2_aws', 'Port_2_aws-secondary']);
  for (const [primary, secondary] of [['Port_2_aws', 'Port_2_aws-secondary'], ['Port2Azure', 'Port2Azure_2ndary']]) {
    expect(byName[primary].redundancy).toEqual({ priority: 'PRIMARY' });
    expect(byName[secondary].redundancy).toEqual({ priority: 'SECONDARY', group: `\${tolist(equinix_fabric_connection.${byName[primary].key}.redundancy).0.group}` });
    expect([byName[primary].type, byName[secondary].type]).toEqual(['EVPL_VC', 'EVPL_VC']);
    expect(byName[primary].z_side).toEqual(byName[secondary].z_side);
    // Two ports: the primary looked up by name, the secondary known by uuid.
    expect(byName[primary].a_side.access_point.port.uuid).toBe('${data.equinix_fabric_ports.PrimaryPort.data[0].uuid}');
    expect(byName[secondary].a_side.access_point.port.uuid).toBe('c4d9350e-783c-83cd-1ce0-306a5c00a600');
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
  expect(Object.keys(doc.data.equinix_fabric_service_profiles).sort()).toEqual(['AwsProfile', 'AzureProfile']);
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
