/**
 * Fuzz targets of the identity and security L2s: database users (every authentication, addRole,
 * addScope, addGrant, grants from a cluster), existing users, custom roles, organization and team
 * assignments, cloud provider access (every cloud) and encryption at rest (every key service, with
 * private endpoints).
 */
import * as fc from 'fast-check';
import { mongodbatlas } from '../../../src';
import {
  atlasProvider, callOf, databaseRole, duration, grantOps, hex24, ident, listOf, makeUser, op, opt, P1, P2, projectId, props, ref, removalPolicy,
  req, str, tok, userGrant, userPlan, userScope, uuid, word, wrong,
} from '../atlas';
import { Op, Target } from '../harness';

/** Cases per target in CI. */
export const RUNS = 1000;

const aCluster = { projectId: P1, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] };

const ACTIONS = ['FIND', 'INSERT', 'UPDATE', 'LIST_COLLECTIONS', 'DB_STATS'];
const roleResource = fc.oneof(
  callOf('RoleResource.cluster'),
  callOf('RoleResource.database', fc.oneof(word, fc.constant(''), str())),
  callOf('RoleResource.collection', fc.oneof(word, str()), fc.oneof(word, fc.constant(''), wrong)),
  callOf('RoleResource.allDatabases'),
);
const roleAction = props({
  action: req(fc.constantFrom(...ACTIONS), fc.oneof(fc.constant(''), fc.constant('find'), wrong)),
  resources: req(fc.array(roleResource, { minLength: 1, maxLength: 2 }), listOf(fc.oneof(roleResource, wrong), 0, 2)),
});
const ORG_ROLES = ['ORG_OWNER', 'ORG_MEMBER', 'ORG_READ_ONLY', 'ORG_BILLING_ADMIN'];

/**
 * What every key's options share: how Atlas reaches the key (the case's access; near, another way
 * or a second one), and `enabled` (true passes, false is refused).
 */
const keyCommon = {
  access: req(fc.constant(ref('access')), fc.oneof(fc.constant(ref('otherAccess')), fc.constant({ roleId: 'x', provider: 'GCP' }), wrong)),
  roleId: opt(fc.constant(undefined), fc.oneof(hex24, str())),
  enabled: opt(fc.constant(undefined), fc.boolean()),
};
const secret = fc.constant(tok('string'));
const literal = fc.oneof(word, fc.constant(tok('lazyLiteral')));

/** The options of each `EncryptionAtRestKey` factory, by the cloud of its access. */
const keyOptions: Record<string, fc.Arbitrary<unknown>> = {
  aws: props({
    ...keyCommon,
    accessKeyId: opt(fc.constant(undefined), fc.oneof(secret, literal)),
    secretAccessKey: opt(fc.constant(undefined), fc.oneof(secret, literal)),
    customerMasterKeyId: req(uuid, str()),
    region: req(fc.constantFrom('US_EAST_1', 'EU_WEST_1'), str()),
    requirePrivateNetworking: opt(fc.boolean()),
  }),
  azure: props({
    ...keyCommon,
    clientId: opt(fc.constant(undefined), uuid),
    secret: opt(fc.constant(undefined), fc.oneof(secret, literal)),
    tenantId: opt(fc.constant(undefined), uuid),
    subscriptionId: req(uuid, str()),
    resourceGroupName: req(word, str()),
    keyVaultName: req(word, str()),
    keyIdentifier: req(fc.constant('https://vault.vault.azure.net/keys/k/0123'), str()),
    azureEnvironment: opt(fc.constantFrom('AZURE', 'AZURE_CHINA'), str()),
    requirePrivateNetworking: opt(fc.boolean()),
  }),
  gcp: props({
    ...keyCommon,
    serviceAccountKey: opt(fc.constant(undefined), fc.oneof(secret, literal)),
    keyVersionResourceId: req(fc.constant('projects/p/locations/global/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1'), str()),
    // Not an option of Google Cloud KMS: refused as an unknown option.
    requirePrivateNetworking: opt(fc.constant(undefined), fc.boolean()),
  }),
};
const KEY_FACTORY: Record<string, string> = { aws: 'awsKms', azure: 'azureKeyVault', gcp: 'googleCloudKms' };

const ARN = 'arn:aws:iam::123456789012:role/atlas';
/** The options of each `CloudAccessProvider` factory, by factory (gcp takes none). */
const accessOptions: Record<string, fc.Arbitrary<unknown>> = {
  aws: props({ iamAssumedRoleArn: req(fc.constant(ARN), str()) }),
  azure: props({ atlasAzureAppId: req(uuid, str()), servicePrincipalId: req(uuid, str()), tenantId: req(uuid, str()) }),
};
/** The `provider` of an access: the factory's call; near, what a JavaScript caller passes instead (the string of the former API, plain options). */
const cloudAccessProvider = (cloud: string) => req(
  cloud === 'gcp' ? callOf('CloudAccessProvider.gcp')
    // aws() without options is the usual start (the role is authorized later, authorizeAwsRole).
    : cloud === 'aws' ? fc.oneof({ weight: 4, arbitrary: callOf('CloudAccessProvider.aws', accessOptions.aws) }, { weight: 1, arbitrary: callOf('CloudAccessProvider.aws') })
      : callOf(`CloudAccessProvider.${cloud}`, accessOptions[cloud]),
  fc.oneof(fc.constantFrom('AWS', 'AZURE', 'GCP', 'aws'), cloud === 'gcp' ? fc.constant({}) : accessOptions[cloud]),
);

export const TARGETS: Target[] = [
  {
    name: 'DatabaseUser',
    covers: ['DatabaseUser', 'DatabaseUser#addRole', 'DatabaseUser#addScope', 'DatabaseUser#addGrant',
      ...['password', 'awsIam', 'x509', 'ldap', 'oidc'].map((m) => `DatabaseUserAuthentication.${m}`),
      'DatabasePassword.writeOnly', 'DatabasePassword.fromToken', 'DatabaseUserScope.cluster', 'DatabaseUserScope.dataFederation',
      ...['read', 'readWrite', 'dbAdmin', 'readAnyDatabase', 'atlasAdmin', 'builtIn', 'custom'].map((m) => `DatabaseRole.${m}`)],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      user: userPlan,
      ops: fc.array(fc.oneof(
        op('addRole', fc.oneof({ weight: 4, arbitrary: databaseRole }, { weight: 1, arbitrary: wrong })),
        op('addScope', fc.oneof({ weight: 4, arbitrary: userScope }, { weight: 1, arbitrary: wrong })),
        op('addGrant', userGrant),
      ), { maxLength: 3 }),
      grants: fc.array(grantOps, { maxLength: 2 }),
      clusterProject: fc.constantFrom(P1, P1, P2),
    }),
    build: (c, plan) => {
      c.set('role', new mongodbatlas.CustomDbRole(c.stack, 'Role', { projectId: P1, roleName: 'reader', actions: [{ action: 'FIND', resources: [mongodbatlas.RoleResource.database('orders')] }] }));
      const cluster = c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', { ...aCluster, projectId: plan.clusterProject }));
      const user = c.set('user', makeUser(c.stack, 'Target', plan.user[0], c.val(plan.user[1])));
      c.ops(user, plan.ops);
      c.ops(cluster, plan.grants);
    },
  },
  {
    name: 'existing database users (fromLookup, fromDatabaseUserAttributes)',
    covers: ['DatabaseUser.fromLookup', 'DatabaseUser.fromDatabaseUserAttributes', 'DatabaseUserLookup', 'DatabaseUserLookup#addGrant'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      lookup: props({ projectId: req(fc.constant(P1), projectId), username: req(ident, str()), authDatabaseName: opt(fc.constantFrom('admin', '$external'), str()) }),
      attrs: props({ projectId: req(fc.constant(P1), projectId), username: req(ident, str()), authDatabaseName: opt(fc.constantFrom('admin', '$external'), str()) }),
      // An existing user refuses every grant: at most one per case, to either of them.
      grantTo: fc.constantFrom(undefined, 'lookup', 'imported'),
      grant: fc.oneof(fc.constant(undefined), op('addGrant', userGrant), grantOps),
    }),
    build: (c, plan) => {
      c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', aCluster));
      c.set('lookup', mongodbatlas.DatabaseUser.fromLookup(c.stack, 'Lookup', c.val(plan.lookup)));
      c.set('imported', mongodbatlas.DatabaseUser.fromDatabaseUserAttributes(c.stack, 'Imported', c.val(plan.attrs)));
      if (plan.grantTo === undefined || plan.grant === undefined) return;
      const user = c.set('user', c.val(ref(plan.grantTo)));
      // addGrant is called on the user; a cluster grant (grantOps) on the cluster, with ref('user').
      c.ops(plan.grant.m === 'addGrant' ? user : c.val(ref('cluster')), [plan.grant]);
    },
  },
  {
    name: 'CustomDbRole',
    covers: ['CustomDbRole', 'CustomDbRole.fromLookup', 'CustomDbRole.fromCustomDbRoleAttributes', 'CustomDbRoleLookup',
      'RoleResource.cluster', 'RoleResource.database', 'RoleResource.collection', 'RoleResource.allDatabases'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      props: props({
        projectId: req(fc.constant(P1), projectId),
        roleName: req(ident, fc.oneof(fc.constant('reader'), str())),
        actions: opt(fc.array(roleAction, { minLength: 1, maxLength: 2 }), listOf(fc.oneof(roleAction, wrong), 0, 2)),
        inheritedRoles: opt(fc.array(callOf('DatabaseRole.read', word), { maxLength: 1 }), listOf(fc.oneof(databaseRole, wrong), 0, 2)),
      }),
      lookup: props({ projectId: req(fc.constant(P1), projectId), roleName: req(ident, str()) }),
      attrs: props({ projectId: req(fc.constant(P2), projectId), roleName: req(ident, str()) }),
    }),
    build: (c, plan) => {
      c.set('role', new mongodbatlas.CustomDbRole(c.stack, 'Role', { projectId: P1, roleName: 'reader', inheritedRoles: [mongodbatlas.DatabaseRole.read('orders')] }));
      mongodbatlas.CustomDbRole.fromLookup(c.stack, 'Lookup', c.val(plan.lookup));
      c.set('imported', mongodbatlas.CustomDbRole.fromCustomDbRoleAttributes(c.stack, 'Imported', c.val(plan.attrs)));
      new mongodbatlas.CustomDbRole(c.stack, 'Target', c.val(plan.props));
    },
  },
  {
    name: 'OrgAssignment and TeamAssignment',
    covers: ['OrgAssignment', 'OrgAssignment.fromOrgAssignmentAttributes', 'TeamAssignment', 'OrgAssignment#addToTeam',
      'OrgAssignment#projectRoles', 'OrgAssignment#applyRemovalPolicy', 'TeamAssignment.fromTeamAssignmentAttributes'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      org: props({
        orgId: req(hex24, str()),
        username: req(fc.constantFrom('ada@example.com', 'Ada@Example.com'), str()),
        orgRoles: req(fc.array(fc.constantFrom(...ORG_ROLES), { minLength: 1, maxLength: 2 }), listOf(fc.constantFrom(...ORG_ROLES, 'GROUP_OWNER', 'org_member'), 0, 3)),
        removalPolicy: opt(removalPolicy, wrong),
      }),
      ops: fc.array(fc.oneof(
        op('addToTeam', fc.constant('Team'), fc.oneof(hex24, str())),
        op('projectRoles', fc.oneof(fc.constant(P1), hex24, str())),
        op('applyRemovalPolicy', fc.oneof(removalPolicy, wrong)),
      ), { maxLength: 2 }),
      imported: props({ orgId: req(hex24, str()), username: opt(fc.constant('bob@example.com')), userId: req(hex24, fc.constant(undefined)) }),
      team: props({
        teamId: req(hex24, str()),
        user: req(fc.constantFrom(ref('org'), ref('imported')), wrong),
        orgId: opt(fc.constant(undefined), hex24),
        userId: opt(fc.constant(undefined), hex24),
      }),
      teamAttrs: props({ orgId: req(hex24, str()), teamId: req(hex24, str()), userId: req(hex24, str()) }),
      twin: fc.boolean(),
    }),
    build: (c, plan) => {
      const org = c.set('org', new mongodbatlas.OrgAssignment(c.stack, 'Target', c.val(plan.org)));
      // Ids of the ops are fixed ('Team'): a second addToTeam is a duplicate construct id, which is
      // the constructs library's error, so each op list gets one of them at most.
      const ops = plan.ops.filter((o: Op, i: number) => o.m !== 'addToTeam' || plan.ops.findIndex((x: Op) => x.m === 'addToTeam') === i);
      c.ops(org, ops);
      const imported = c.set('imported', mongodbatlas.OrgAssignment.fromOrgAssignmentAttributes(c.stack, 'Imported', c.val(plan.imported)));
      new mongodbatlas.TeamAssignment(c.stack, 'Team', c.val(plan.team));
      if ((c.val(plan.imported) as any)?.userId !== undefined) imported.addToTeam('ImportedTeam', '5f1b2c3d4e5f6a7b8c9d0e1f');
      mongodbatlas.TeamAssignment.fromTeamAssignmentAttributes(c.stack, 'ExistingTeam', c.val(plan.teamAttrs));
      if (plan.twin) new mongodbatlas.OrgAssignment(c.stack, 'Twin', c.val(plan.org));
    },
  },
  {
    name: 'CloudProviderAccess',
    covers: ['CloudProviderAccess', 'CloudAccessProvider.aws', 'CloudAccessProvider.azure', 'CloudAccessProvider.gcp', 'CloudProviderAccess.fromCloudProviderAccessAttributes',
      'CloudProviderAccess#authorizeAwsRole', 'CloudProviderAccess#authorizeAfter', 'CloudProviderAccess#importExisting', 'CloudProviderAccess#applyRemovalPolicy'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.constantFrom('aws', 'azure', 'gcp').chain((cloud) => fc.record({
      props: props({
        projectId: req(fc.constant(P1), projectId),
        provider: cloudAccessProvider(cloud),
        removalPolicy: opt(removalPolicy, wrong),
      }),
      ops: fc.array(fc.oneof(
        op('authorizeAwsRole', fc.oneof(fc.constant(ARN), fc.constant(tok('string')), wrong)),
        op('authorizeAfter', fc.oneof({ weight: 3, arbitrary: fc.constant(ref('clusterResource')) }, { weight: 1, arbitrary: wrong })),
        op('importExisting', fc.oneof(hex24, fc.constant(''), wrong)),
        op('applyRemovalPolicy', fc.oneof(removalPolicy, wrong)),
      ), { maxLength: 3 }),
      attrs: props({ projectId: req(fc.constant(P1), projectId), roleId: req(hex24, str()), provider: req(fc.constantFrom('AWS', 'AZURE', 'GCP'), str()) }),
    })),
    build: (c, plan) => {
      const cluster = new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', aCluster);
      c.set('clusterResource', cluster.resource);
      const access = new mongodbatlas.CloudProviderAccess(c.stack, 'Target', c.val(plan.props));
      c.ops(access, plan.ops);
      mongodbatlas.CloudProviderAccess.fromCloudProviderAccessAttributes(c.stack, 'Imported', c.val(plan.attrs));
    },
  },
  {
    name: 'EncryptionAtRest',
    covers: ['EncryptionAtRest', 'EncryptionAtRestKey.awsKms', 'EncryptionAtRestKey.azureKeyVault', 'EncryptionAtRestKey.googleCloudKms',
      'EncryptionAtRest#addPrivateEndpoint', 'EncryptionAtRest#importExisting', 'EncryptionAtRest#applyRemovalPolicy',
      'EncryptionAtRest.fromEncryptionAtRestAttributes'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.constantFrom('aws', 'azure', 'gcp').chain((cloud) => fc.record({
      cloud: fc.constant(cloud),
      props: props({
        projectId: req(fc.constant(P1), projectId),
        // Near: what a JavaScript caller passes instead of the variant (its plain options, a service's name).
        key: req(callOf(`EncryptionAtRestKey.${KEY_FACTORY[cloud]}`, keyOptions[cloud]), fc.oneof(keyOptions[cloud], fc.constantFrom('AWS', 'AZURE', 'GCP'))),
        enabledForSearchNodes: opt(fc.boolean()),
        removalPolicy: opt(removalPolicy, wrong),
      }),
      ops: fc.array(fc.oneof(
        op('addPrivateEndpoint', fc.oneof(fc.constantFrom('US_EAST_1', 'EU_WEST_1', 'US_EAST_1'), str(), wrong), fc.oneof(fc.constant(undefined), props({ createTimeout: opt(duration), deleteTimeout: opt(duration) }))),
        op('importExisting'),
        op('applyRemovalPolicy', fc.oneof(removalPolicy, wrong)),
      ), { maxLength: 3 }),
      attrs: props({ projectId: req(fc.constant(P1), projectId), provider: req(fc.constantFrom('AWS', 'AZURE', 'GCP'), str()) }),
      cluster: fc.option(fc.constantFrom('AWS', 'AZURE', 'GCP', 'NONE'), { nil: undefined }),
    })),
    build: (c, plan) => {
      const provider = plan.cloud === 'aws' ? mongodbatlas.CloudAccessProvider.aws({ iamAssumedRoleArn: ARN })
        : plan.cloud === 'azure' ? mongodbatlas.CloudAccessProvider.azure({
          atlasAzureAppId: '9f2deb0d-be22-4524-a403-df531868bac0', servicePrincipalId: '22f1d2a6-d0e9-482a-83a4-b8dd7dddc2c1', tenantId: '91402384-d71e-22f5-22dd-759e272cdc1c',
        }) : mongodbatlas.CloudAccessProvider.gcp();
      c.set('access', new mongodbatlas.CloudProviderAccess(c.stack, 'Access', { projectId: P1, provider }));
      c.set('otherAccess', new mongodbatlas.CloudProviderAccess(c.stack, 'OtherAccess', { projectId: P2, provider: mongodbatlas.CloudAccessProvider.gcp() }));
      const kms = new mongodbatlas.EncryptionAtRest(c.stack, 'Target', c.val(plan.props));
      c.ops(kms, plan.ops);
      if (plan.cluster !== undefined) new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', { ...aCluster, encryptionAtRestProvider: plan.cluster });
      mongodbatlas.EncryptionAtRest.fromEncryptionAtRestAttributes(c.stack, 'Existing', c.val(plan.attrs));
    },
  },
];
