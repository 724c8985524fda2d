/**
 * Literal text in the mongodbatlas L2s: every text field, with `${x}`, `%{ if y }` and `$${z}`,
 * reaches the provider as written (see test/constructs/literal-text.ts). Maps of text (tags,
 * labels) have their keys and their values escaped: each case writes the text as both, and checks
 * that the key the JSON holds is the value it holds.
 *
 * Not text, by design: names Atlas restricts to a pattern that has no `$`, `{` or `%` (a cluster
 * name, `^[a-zA-Z0-9][a-zA-Z0-9-]*$`; a custom role name, `[\w-]+`; a Slack channel name), ids,
 * usernames (they name an Atlas or database user), enums, regions and secrets.
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../../src';
import { describeLiteralText, TextFieldCase } from '../literal-text';

const {
  AlertConfiguration, BackupCompliancePolicy, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, GlobalCluster, LegacyCluster,
  NotificationTarget, ReplicaSetCluster,
} = mongodbatlas;

const threeNodes = [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }];
let projects = 0;
/** A project id of its own for each build (a project has one compliance policy). */
const project = () => `5f1b2c3d4e5f6a7b8c9d${(projects++ % 0x10000).toString(16).padStart(4, '0')}`;

/** The resources of a type in a document. */
const all = (doc: any, type: string): any[] => Object.values(doc.resource?.[type] ?? {});

/** The keys of a map whose value is its key; a key that is not its value shows both (and fails the case). */
const keysOf = (map: Record<string, string> | undefined) => Object.entries(map ?? {}).map(([k, v]) => (k === v ? k : `${k} <> ${v}`));
const blockKeysOf = (blocks: Array<{ key: string; value: string }> | undefined) => (blocks ?? []).map((b) => (b.key === b.value ? b.key : `${b.key} <> ${b.value}`));

const replicaSet = (scope: Construct, props: Partial<mongodbatlas.ReplicaSetClusterProps>) =>
  new ReplicaSetCluster(scope, 'Cluster', { projectId: project(), name: 'orders', instanceSize: 'M30', regions: threeNodes, ...props });
const legacy = (scope: Construct, props: Partial<mongodbatlas.LegacyClusterProps>) => new LegacyCluster(scope, 'Cluster', {
  projectId: project(), name: 'orders', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }], ...props,
});
const user = (scope: Construct, props: Partial<mongodbatlas.DatabaseUserProps>) => new DatabaseUser(scope, 'User', {
  projectId: project(),
  authentication: DatabaseUserAuthentication.awsIam({ roleArn: 'arn:aws:iam::123456789012:role/orders' }),
  roles: [DatabaseRole.read('orders')],
  ...props,
});
const policy = (scope: Construct, props: Partial<mongodbatlas.BackupCompliancePolicyProps>) => new BackupCompliancePolicy(scope, 'Policy', {
  projectId: project(), authorizedEmail: 'sec@example.com', authorizedUserFirstName: 'Sec', authorizedUserLastName: 'Ops', daily: { retainDays: 7 }, ...props,
});

const CASES: TextFieldCase[] = [
  {
    field: 'ClusterProps.tags',
    build: (scope, text) => replicaSet(scope, { tags: { [text]: text } }),
    rendered: (doc) => all(doc, 'mongodbatlas_advanced_cluster').flatMap((c) => keysOf(c.tags)),
  },
  {
    field: 'ClusterProps.labels',
    build: (scope, text) => replicaSet(scope, { labels: { [text]: text } }),
    rendered: (doc) => all(doc, 'mongodbatlas_advanced_cluster').flatMap((c) => keysOf(c.labels)),
  },
  {
    field: 'ClusterZone.name',
    build: (scope, text) => new GlobalCluster(scope, 'Cluster', { projectId: project(), name: 'orders', instanceSize: 'M30', zones: [{ name: text, regions: threeNodes }] }),
    rendered: (doc) => all(doc, 'mongodbatlas_advanced_cluster').flatMap((c) => c.replication_specs.map((s: any) => s.zone_name)),
  },
  {
    field: 'LegacyClusterProps.tags',
    build: (scope, text) => legacy(scope, { tags: { [text]: text } }),
    rendered: (doc) => all(doc, 'mongodbatlas_cluster').flatMap((c) => blockKeysOf(c.tags)),
  },
  {
    field: 'LegacyClusterProps.labels',
    build: (scope, text) => legacy(scope, { labels: { [text]: text } }),
    rendered: (doc) => all(doc, 'mongodbatlas_cluster').flatMap((c) => blockKeysOf(c.labels)),
  },
  {
    field: 'DatabaseUserProps.labels',
    build: (scope, text) => user(scope, { labels: { [text]: text } }),
    rendered: (doc) => all(doc, 'mongodbatlas_database_user').flatMap((u) => blockKeysOf(u.labels)),
  },
  {
    field: 'DatabaseUserProps.description',
    build: (scope, text) => user(scope, { description: text }),
    rendered: (doc) => all(doc, 'mongodbatlas_database_user').map((u) => u.description),
  },
  {
    field: 'BackupCompliancePolicyProps.authorizedEmail',
    build: (scope, text) => policy(scope, { authorizedEmail: text }),
    rendered: (doc) => all(doc, 'mongodbatlas_backup_compliance_policy').map((p) => p.authorized_email),
  },
  {
    field: 'BackupCompliancePolicyProps.authorizedUserFirstName',
    build: (scope, text) => policy(scope, { authorizedUserFirstName: text }),
    rendered: (doc) => all(doc, 'mongodbatlas_backup_compliance_policy').map((p) => p.authorized_user_first_name),
  },
  {
    field: 'BackupCompliancePolicyProps.authorizedUserLastName',
    build: (scope, text) => policy(scope, { authorizedUserLastName: text }),
    rendered: (doc) => all(doc, 'mongodbatlas_backup_compliance_policy').map((p) => p.authorized_user_last_name),
  },
  {
    field: 'EmailNotificationOptions.emailAddress',
    build: (scope, text) => new AlertConfiguration(scope, 'Alert', {
      projectId: project(), eventType: 'NO_PRIMARY', notifications: [NotificationTarget.email({ emailAddress: text })],
    }),
    rendered: (doc) => all(doc, 'mongodbatlas_alert_configuration').flatMap((a) => a.notification.map((n: any) => n.email_address)),
  },
];

function setup(stack: TerraformStack): void {
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
}

describeLiteralText('mongodbatlas', setup, CASES);
