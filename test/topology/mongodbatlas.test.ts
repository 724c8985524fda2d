import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { expectGolden } from './golden';
import { mongodbatlas, TerrainSynth } from '../../src';
import { describeDocument, topologyMarkdown } from '../../src/topology';

const region = (r: string, priority: number, n: number, size = 'M30') => ({ provider_name: 'AWS', region_name: r, priority, electable_specs: { instance_size: size, node_count: n } });

/** Two projects; shards that differ; a tenant; alerts, users and a backup schedule wired by name, by reference, and to clusters elsewhere. */
const DOC = {
  resource: {
    mongodbatlas_advanced_cluster: {
      events: {
        project_id: 'p1',
        name: 'events',
        cluster_type: 'SHARDED',
        replication_specs: [{ region_configs: [region('US_EAST_1', 7, 3)] }, { region_configs: [region('US_EAST_1', 7, 3)] }, { region_configs: [region('EU_WEST_1', 7, 5, 'M40')] }],
      },
      free: {
        project_id: 'p2',
        name: 'free',
        cluster_type: 'REPLICASET',
        replication_specs: [{ region_configs: [{ provider_name: 'TENANT', backing_provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M0' } }] }],
      },
    },
    mongodbatlas_cluster: {
      legacy: {
        project_id: 'p1',
        name: 'legacy',
        cluster_type: 'SHARDED',
        provider_name: 'AWS',
        provider_instance_size_name: 'M30',
        replication_specs: [{ num_shards: 2, regions_config: [{ region_name: 'US_EAST_1', priority: 7, electable_nodes: 3 }] }],
      },
    },
    mongodbatlas_alert_configuration: {
      byRef: {
        project_id: 'p1',
        event_type: 'OUTSIDE_METRIC_THRESHOLD',
        enabled: false,
        matcher: [{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: '${mongodbatlas_advanced_cluster.events.name}' }],
        metric_threshold_config: { metric_name: 'ASSERT_REGULAR', operator: 'LESS_THAN', threshold: 99, units: 'RAW', mode: 'AVERAGE' },
        notification: [{ type_name: 'SLACK', channel_name: '#ops', api_token: 'xoxb-literal-slack-token' }, { type_name: 'WEBHOOK', webhook_url: 'https://hooks.example.com/literal' }],
      },
      elsewhere: {
        project_id: 'p1',
        event_type: 'CLUSTER_MONGOS_IS_MISSING',
        matcher: [{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'reporting' }, { field_name: 'CLUSTER_NAME', operator: 'STARTS_WITH', value: 'tmp-' }],
        threshold_config: { operator: 'GREATER_THAN', threshold: 1, units: 'HOURS' },
        notification: [{ type_name: 'PAGER_DUTY', service_key: 'literal-pagerduty-key' }],
      },
    },
    mongodbatlas_database_user: {
      everywhere: { project_id: 'p1', username: 'ops', auth_database_name: 'admin', password: 'literal-password-never-shown', roles: [{ role_name: 'readAnyDatabase', database_name: 'admin' }] },
      lake: { project_id: 'p1', username: 'CN=etl', auth_database_name: '$external', x509_type: 'CUSTOMER', roles: [], scopes: [{ name: 'lake', type: 'DATA_LAKE' }, { name: 'events', type: 'CLUSTER' }] },
      ldap: {
        project_id: 'p2',
        username: 'cn=analysts',
        auth_database_name: 'admin',
        ldap_auth_type: 'GROUP',
        scopes: [{ name: 'free', type: 'CLUSTER' }],
        roles: [{ role_name: 'read', database_name: 'a' }, { role_name: 'read', database_name: 'b' }, { role_name: 'read', database_name: 'c' }, { role_name: 'read', database_name: 'd' }, { role_name: 'read', database_name: 'e' }],
      },
    },
    mongodbatlas_cloud_backup_schedule: {
      legacy: { project_id: 'p1', cluster_name: '${mongodbatlas_cluster.legacy.name}', policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 7 } },
    },
    mongodbatlas_encryption_at_rest: {
      kms: { project_id: 'p2', azure_key_vault_config: { enabled: true, azure_environment: 'AZURE', secret: 'literal-azure-secret', client_id: 'literal-client-id' } },
    },
  },
};

test('shards that differ, a tenant, legacy shards, wiring by name, by reference and to clusters elsewhere', () => {
  const md = topologyMarkdown(DOC, 'atlas-edges');
  expectGolden('mongodbatlas-edges', md);
  for (const secret of ['xoxb-', 'literal-pagerduty', 'literal-password', 'hooks.example.com', 'literal-azure', 'literal-client']) expect(md).not.toContain(secret);
});

test('the wiring: alerts, users and backups to their clusters; a user without scopes reaches every cluster of its project', () => {
  const { diagram } = describeDocument(DOC);
  expect(diagram.edges.map((e) => `${e.from} -${e.label}-> ${e.to}`).sort()).toEqual([
    'mongodbatlas_alert_configuration.byRef -alerts on-> mongodbatlas_advanced_cluster.events',
    'mongodbatlas_alert_configuration.elsewhere -alerts on-> mongodbatlas:cluster:p1:reporting',
    'mongodbatlas_cloud_backup_schedule.legacy -backs up-> mongodbatlas_cluster.legacy',
    'mongodbatlas_database_user.lake -scope-> mongodbatlas:data-lake:p1:lake',
    'mongodbatlas_database_user.lake -scope-> mongodbatlas_advanced_cluster.events',
    'mongodbatlas_database_user.ldap -scope-> mongodbatlas_advanced_cluster.free',
  ]);
  expect(diagram.nodes.get('mongodbatlas_database_user.everywhere')!.lines).toEqual(['user ops', 'auth SCRAM (admin)', 'readAnyDatabase@admin', 'all clusters of the project']);
  expect(diagram.nodes.get('mongodbatlas_database_user.ldap')!.lines).toEqual(['user cn=analysts', 'auth LDAP GROUP', 'read@a', 'read@b', 'read@c', 'read@d', '+1 more']);
});

test('an L1 stack and its L2 twin draw alike: the diagram reads the JSON, not the constructs', () => {
  const l1 = new TerraformStack(new App(), 'orders');
  const projectId = new TerraformVariable(l1, 'project_id', { type: 'string' }).stringValue;
  new mongodbatlas.MongodbatlasAdvancedCluster(l1, 'Orders', {
    projectId, name: 'orders', clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
  const l2 = new TerraformStack(new App(), 'orders');
  new mongodbatlas.ReplicaSetCluster(l2, 'Orders', {
    projectId: new TerraformVariable(l2, 'project_id', { type: 'string' }).stringValue,
    name: 'orders',
    instanceSize: mongodbatlas.InstanceSize.M10,
    regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
  });
  const mermaid = (md: string) => md.slice(md.indexOf('```mermaid')).replace(/cluster orders · REPLICASET[^"]*/, 'cluster orders');
  expect(mermaid(TerrainSynth.topology(l2))).toBe(mermaid(TerrainSynth.topology(l1)));
});
