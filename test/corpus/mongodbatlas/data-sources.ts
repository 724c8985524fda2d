/** Every mongodbatlas data source, read the way the provider's acceptance tests read them (internal/service/<type>/*_test.go). */
import { TerraformOutput } from 'cdktn';
import { atlasApp, ORG_ID, PROJECT_ID, TEAM_ID, USER_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

export const APPS: CorpusApp[] = [
  atlasApp('each data source with its required arguments (and the optional ones it takes)', 'internal/service/<type>/*_test.go and docs/data-sources/', (s) => {
    const cluster = new mongodbatlas.DataMongodbatlasAdvancedCluster(s, 'cluster', { projectId: PROJECT_ID, name: 'orders', useEffectiveFields: true });
    new TerraformOutput(s, 'standard_srv', { value: cluster.connectionStrings.standardSrv, sensitive: true });
    new mongodbatlas.DataMongodbatlasCluster(s, 'legacy', { projectId: PROJECT_ID, name: 'inventory' });
    new mongodbatlas.DataMongodbatlasAlertConfiguration(s, 'alert', {
      projectId: PROJECT_ID,
      alertConfigurationId: '6568f0c3a8d2b64e9d8a1b00',
      output: [{ type: 'resource_hcl', label: 'alert' }, { type: 'resource_import' }],
    });
    new mongodbatlas.DataMongodbatlasBackupCompliancePolicy(s, 'compliance', { projectId: PROJECT_ID });
    new mongodbatlas.DataMongodbatlasCloudBackupSchedule(s, 'schedule', { projectId: PROJECT_ID, clusterName: 'orders' });
    new mongodbatlas.DataMongodbatlasCloudProviderAccessSetup(s, 'role', { projectId: PROJECT_ID, providerName: 'AWS', roleId: '6568f0c3a8d2b64e9d8a1b01' });
    new mongodbatlas.DataMongodbatlasCloudUserOrgAssignment(s, 'org_user', { orgId: ORG_ID, username: 'dev@example.com' });
    new mongodbatlas.DataMongodbatlasCloudUserTeamAssignment(s, 'team_user', { orgId: ORG_ID, teamId: TEAM_ID, userId: USER_ID });
    new mongodbatlas.DataMongodbatlasClusterOutageSimulation(s, 'outage', { projectId: PROJECT_ID, clusterName: 'orders' });
    new mongodbatlas.DataMongodbatlasCustomDbRole(s, 'custom_role', { projectId: PROJECT_ID, roleName: 'orders-ops' });
    new mongodbatlas.DataMongodbatlasDatabaseUser(s, 'user', { projectId: PROJECT_ID, username: 'orders-app', authDatabaseName: 'admin' });
    new mongodbatlas.DataMongodbatlasEncryptionAtRest(s, 'ear', { projectId: PROJECT_ID });
    new mongodbatlas.DataMongodbatlasEncryptionAtRestPrivateEndpoint(s, 'ear_pe', { projectId: PROJECT_ID, cloudProvider: 'AZURE', id: '6568f0c3a8d2b64e9d8a1b02' });
  }, {
    // The legacy cluster data source is deprecated: the one warning, on purpose.
    warnings: [
      'corpus/legacy: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use the `mongodbatlas_advanced_cluster` data source (`DataMongodbatlasAdvancedCluster`).',
    ],
  }),
];
