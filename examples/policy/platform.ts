/**
 * A platform stack held to the policy packs: a production Atlas cluster with its alerts and a
 * scoped database user, a sandbox cluster whose findings are suppressed with reasons, an
 * incident.io alert route and catalog type, and a redundant pair of Equinix Fabric connections on
 * a 12-month term. Every credential is a sensitive variable. `addPolicies` adds the four packs,
 * strict secrets and the platform team's own pack to a scope (main.ts: the app).
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import {
  AtlasBestPractices, CustomPolicyPack, equinix, EquinixBestPractices, incident, IncidentBestPractices, IPolicyRule, mongodbatlas, Policies,
  PolicyLevel, PolicyValues, RemovalPolicy, SecretsPolicy,
} from '../../src';

/** The platform team's own rule: a production cluster says which team owns it. */
const TEAM_TAG: IPolicyRule = {
  id: 'Platform-T1',
  level: PolicyLevel.ERROR,
  summary: 'A production cluster has a team tag.',
  explanation: 'On-call pages the owning team; a cluster nobody owns is paged to nobody.',
  fix: "add tags: { team: '<owner>' }.",
  resourceTypes: ['mongodbatlas_advanced_cluster', 'mongodbatlas_cluster'],
  evaluate: (r) => {
    const team = r.input.tags?.team;
    if (!r.production || PolicyValues.isUnknown(team) || (typeof team === 'string' && team !== '')) return [];
    return [{ field: 'tags.team', problem: 'is missing on a production cluster.', received: team === undefined ? 'unset' : JSON.stringify(team) }];
  },
};

/** The packs the platform team holds every stack to. */
export function addPolicies(scope: IConstruct): void {
  Policies.of(scope).add(new AtlasBestPractices());
  Policies.of(scope).add(new IncidentBestPractices());
  Policies.of(scope).add(new EquinixBestPractices());
  Policies.of(scope).add(new SecretsPolicy());
  SecretsPolicy.strict(scope);
  Policies.of(scope).add(new CustomPolicyPack({ packName: 'Platform', rules: [TEAM_TAG] }));
}

const PROJECT_ID = '5f0a1b2c3d4e5f6a7b8c9d0e';

export class PlatformStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secret = (name: string) => new TerraformVariable(this, name, { type: 'string', sensitive: true }).stringValue;

    new mongodbatlas.MongodbatlasProvider(this, 'atlas', { publicKey: secret('atlas_public_key'), privateKey: secret('atlas_private_key') });
    const orders = new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId: PROJECT_ID,
      name: 'orders',
      instanceSize: 'M30',
      regions: [
        { provider: 'AWS', region: 'US_EAST_1', electableNodes: 2 },
        { provider: 'AWS', region: 'US_EAST_2', electableNodes: 2 },
        { provider: 'AWS', region: 'US_WEST_2', electableNodes: 1 },
      ],
      backupEnabled: true,
      pitEnabled: true,
      advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_2', javascriptEnabled: false },
      tags: { environment: 'production', team: 'orders' },
      removalPolicy: RemovalPolicy.RETAIN,
      // The project's customer-managed key (EncryptionAtRest) is set up by the security team's stack.
      encryptionAtRestProvider: mongodbatlas.EncryptionAtRestProvider.AWS,
    });
    orders.addAlert('NoPrimary', {
      eventType: 'NO_PRIMARY',
      notifications: [mongodbatlas.NotificationTarget.group({ roles: [mongodbatlas.ProjectRole.GROUP_OWNER], emailEnabled: true })],
    });

    const sandbox = new mongodbatlas.ReplicaSetCluster(this, 'Sandbox', {
      projectId: PROJECT_ID,
      name: 'orders-sandbox',
      instanceSize: 'M10',
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
      tags: { environment: 'dev' },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Policies.of(sandbox).suppress('Atlas-C1', 'sandbox data is synthetic and rebuilt every night');
    Policies.of(sandbox).suppress('Atlas-C6', 'synthetic data only: no customer data to protect');
    Policies.of(sandbox).suppress('Atlas-C7', 'the sandbox is destroyed and recreated on purpose');

    new mongodbatlas.MongodbatlasDatabaseUser(this, 'OrdersApp', {
      projectId: PROJECT_ID,
      username: 'orders-app',
      authDatabaseName: 'admin',
      password: secret('orders_app_password'),
      roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });

    new incident.IncidentProvider(this, 'incident', { apiKey: secret('incident_api_key') });
    new incident.IncidentAlertRoute(this, 'OrdersRoute', {
      name: 'Orders database',
      enabled: true,
      isPrivate: false,
      alertSources: [{ alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNPZ', conditionGroups: [] }],
      // Groups are alternatives: critical OR high; conditions inside one group must all hold.
      conditionGroups: [
        { conditions: [{ subject: 'alert.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: 'critical' }] }] }] },
        { conditions: [{ subject: 'alert.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: 'high' }] }] }] },
      ],
      expressions: [],
      escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: '01JPQNFD3RWAAY2V83QQ80D1ZV' }] } }] },
      incidentConfig: { enabled: false, conditionGroups: [] },
    });
    new incident.IncidentCatalogType(this, 'Services', {
      name: 'Service',
      description: 'Services we run, managed from the platform repository.',
      sourceRepoUrl: 'https://github.com/acme/platform',
    });

    new equinix.EquinixProvider(this, 'equinix', { clientId: secret('equinix_client_id'), clientSecret: secret('equinix_client_secret') });
    const link = (id: string, port: string, redundancy: equinix.EquinixFabricConnectionRedundancy) => new equinix.EquinixFabricConnection(this, id, {
      name: id,
      type: 'EVPL_VC',
      bandwidth: 1000,
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      order: { purchaseOrderNumber: 'PO-2291', termLength: 12 },
      additionalInfo: [{ key: 'environment', value: 'production' }],
      redundancy,
      aSide: { accessPoint: { type: 'COLO', port: { uuid: port }, linkProtocol: { type: 'DOT1Q', vlanTag: 1200 } } },
      zSide: {
        accessPoint: {
          type: 'SP',
          authenticationKey: secret(`${id}_aws_account_id`),
          sellerRegion: 'us-east-1',
          profile: { type: 'L2_PROFILE', uuid: '69ee618d-be52-468d-bc99-00566f2dd2b9' },
          location: { metroCode: 'DC' },
        },
      },
    });
    const primary = link('aws_primary', 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143', { priority: 'PRIMARY' });
    link('aws_secondary', 'fb57e4e2-a123-4dc7-b6f0-76439177c2af', { priority: 'SECONDARY', group: primary.redundancy.group });
  }
}
