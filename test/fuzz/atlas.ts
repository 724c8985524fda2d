/**
 * Arbitraries for the mongodbatlas L2s: plausible values (the allowed values of the constructs'
 * own constants, 24-hex ids, regions Atlas has) mixed with the JavaScript-style wrong ones of the
 * harness, and the value factories (NotificationTarget, AlertMatcher, DatabaseRole, ...) as calls.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { Call, call, hex24, ident, uuid, listOf, newId, num, oddNumber, oddString, Op, op, opt, orToken, props, ref, registerCallables, req, str, tok, word, wrong } from './harness';
import { mongodbatlas, RemovalPolicy } from '../../src';

/** Every exported class of the mongodbatlas namespace, by name (for coverage and instrumentation). */
export const CLASSES: Record<string, any> = Object.fromEntries(Object.entries(mongodbatlas).filter(([, v]) => typeof v === 'function'));
for (const [name, cls] of Object.entries(CLASSES)) registerCallables(name, cls);

export const atlasProvider = (stack: TerraformStack) => {
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
};

/** Two projects, so that cross-project mistakes happen; mostly the first. */
export const P1 = '5f1b2c3d4e5f6a7b8c9d0e1f';
export const P2 = '6a7b8c9d0e1f5f1b2c3d4e5f';
export const projectId = fc.oneof(
  { weight: 8, arbitrary: fc.constant(P1) },
  { weight: 1, arbitrary: fc.constant(P2) },
  { weight: 1, arbitrary: hex24 },
  { weight: 1, arbitrary: fc.constant(tok('string')) },
);

/** `fc.tuple(args).map(call)`: a call of a factory with random arguments. */
export function callOf(fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> {
  return fc.tuple(...args).map((a) => call(fn, ...a));
}


export const duration = fc.oneof(
  { weight: 6, arbitrary: callOf('Duration.minutes', fc.oneof(fc.constantFrom(0, 5, 15, 60), fc.integer({ min: -5, max: 2000 }), fc.double())) },
  { weight: 2, arbitrary: callOf('Duration.hours', fc.integer({ min: 0, max: 30 })) },
  { weight: 1, arbitrary: callOf('Duration.seconds', fc.integer({ min: 0, max: 4000 })) },
  { weight: 1, arbitrary: callOf('Duration.parse', fc.oneof(fc.constantFrom('15m', '1h', '2h45m', '90', ''), word)) },
  { weight: 1, arbitrary: wrong },
);

// ---------------------------------------------------------------------------------------------
// Clusters

export const PROVIDERS = ['AWS', 'GCP', 'AZURE'];
export const REGIONS: Record<string, string[]> = {
  AWS: ['US_EAST_1', 'US_WEST_2', 'EU_WEST_1', 'AP_SOUTHEAST_2'],
  GCP: ['CENTRAL_US', 'WESTERN_EUROPE', 'EASTERN_US'],
  AZURE: ['US_EAST_2', 'EUROPE_WEST', 'US_WEST'],
};
export const tier = fc.constantFrom('M10', 'M30', 'M40', 'M60', 'R40', 'M200');
export const nearTier = fc.oneof(fc.constantFrom('M0', 'FLEX', 'm30', 'M31', 'M2', 'M40_NVME', 'constructor', 'toString'), fc.constant(tok('string')));
const nodes = fc.constantFrom(0, 1, 2, 3, 5, 7);
const nearNodes = fc.oneof(fc.integer({ min: -2, max: 60 }), fc.constant(tok('number')));

export const region = fc.constantFrom(...PROVIDERS).chain((provider) => props({
  provider: req(fc.constant(provider), fc.constantFrom('TENANT', 'FLEX', 'aws', 'IBM')),
  region: req(fc.constantFrom(...REGIONS[provider]), str()),
  electableNodes: opt(nodes, nearNodes),
  readOnlyNodes: opt(nodes, nearNodes),
  analyticsNodes: opt(nodes, nearNodes),
  backingProviderName: opt(fc.constant(undefined), fc.constantFrom(...PROVIDERS)),
}));

/** Regions that make a valid replica set. */
export const goodRegions = fc.oneof(
  fc.constantFrom(...PROVIDERS).map((p) => [{ provider: p, region: REGIONS[p][0], electableNodes: 3 }]),
  fc.constant([{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 2 }, { provider: 'AWS', region: 'US_WEST_2', electableNodes: 1, readOnlyNodes: 1 }]),
  fc.constant([{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3, analyticsNodes: 1 }, { provider: 'GCP', region: 'CENTRAL_US', electableNodes: 2 }]),
);
export const regions = goodRegions;
export const nearRegions = fc.oneof(
  listOf(region, 0, 4),
  fc.constant([{ provider: 'TENANT', backingProviderName: 'AWS', region: 'US_EAST_1' }]),
  fc.constant([{ provider: 'FLEX', region: 'US_EAST_1' }]),
);

const autoScaling = props({
  computeEnabled: req(fc.boolean()),
  computeMaxInstanceSize: req(tier, nearTier),
  computeMinInstanceSize: req(fc.constant('M10'), nearTier),
  computeScaleDownEnabled: req(fc.boolean()),
  diskGbEnabled: opt(fc.constant(true), fc.constant(false)),
});
const advancedConfiguration = props({
  javascriptEnabled: opt(fc.boolean()),
  minimumEnabledTlsProtocol: opt(fc.constantFrom('TLS1_2', 'TLS1_3'), fc.constantFrom('TLS1_0', 'tls1_2')),
  tlsCipherConfigMode: opt(fc.constant('CUSTOM'), fc.constantFrom('DEFAULT', 'custom')),
  customOpensslCipherConfigTls12: opt(fc.constant(['TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256']), listOf(fc.constantFrom('x', ''), 0, 2)),
  oplogMinRetentionHours: opt(fc.integer({ min: 0, max: 48 }), fc.constantFrom(-1, 0.5, 1e9)),
  oplogSizeMb: opt(fc.integer({ min: 990, max: 100000 }), fc.constantFrom(0, -1)),
  defaultWriteConcern: opt(fc.constantFrom('majority', '1'), fc.constant('x')),
  noTableScan: opt(fc.boolean()),
  transactionLifetimeLimitSeconds: opt(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1)),
  changeStreamOptionsPreAndPostImagesExpireAfterSeconds: opt(fc.constantFrom(-1, 60), fc.constantFrom(0, -2)),
});
export const removalPolicy = fc.constantFrom(RemovalPolicy.RETAIN, RemovalPolicy.DESTROY, RemovalPolicy.SNAPSHOT);
const tags = fc.dictionary(word, word, { maxKeys: 3 });
const nearTags = fc.oneof(fc.dictionary(fc.oneof(word, fc.string({ maxLength: 4 })), wrong, { maxKeys: 2 }), fc.constant(tok('mapToken')), fc.constant('team=orders'));

/** Process settings of a legacy cluster: the advanced cluster's, and the two deprecated fields (which warn). */
const legacyAdvancedConfiguration = props({
  failIndexKeyTooLong: opt(fc.constant(undefined), fc.boolean()),
  defaultReadConcern: opt(fc.constant(undefined), fc.constantFrom('available', 'local')),
  javascriptEnabled: opt(fc.boolean()),
  minimumEnabledTlsProtocol: opt(fc.constantFrom('TLS1_2', 'TLS1_3'), fc.constantFrom('TLS1_1', 'tls1_2')),
  tlsCipherConfigMode: opt(fc.constant('CUSTOM'), fc.constantFrom('DEFAULT', 'custom')),
  customOpensslCipherConfigTls12: opt(fc.constant(['TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256']), listOf(fc.constantFrom('x', ''), 0, 2)),
  oplogMinRetentionHours: opt(fc.integer({ min: 0, max: 48 }), fc.constantFrom(-1, 0.5, 1e9)),
  noTableScan: opt(fc.boolean()),
  sampleRefreshIntervalBiConnector: opt(fc.integer({ min: 1, max: 600 }), fc.constantFrom(0, -1, 1.5)),
  sampleSizeBiConnector: opt(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1, 1.5)),
  transactionLifetimeLimitSeconds: opt(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1)),
  changeStreamOptionsPreAndPostImagesExpireAfterSeconds: opt(fc.constantFrom(-1, 60), fc.constantFrom(0, -2)),
});

/** One region of a legacy cluster of `provider` (its Atlas region names). */
export const legacyRegion = (provider: string) => props({
  region: req(fc.constantFrom(...REGIONS[provider]), fc.oneof(fc.constant(''), str())),
  electableNodes: opt(fc.constantFrom(0, 1, 2, 3), fc.oneof(fc.constantFrom(5, 7, -1, 0.5), fc.constant(tok('number')))),
  readOnlyNodes: opt(fc.integer({ min: 0, max: 2 }), fc.constantFrom(-1, 1.5)),
  analyticsNodes: opt(fc.integer({ min: 0, max: 2 }), fc.constantFrom(-1, 1.5)),
});

/** Regions that make a valid legacy replica set of `provider`: 3 or 5 electable nodes, no region twice. */
const goodLegacyRegions = (provider: string) => {
  const [a, b, c] = REGIONS[provider];
  return fc.constantFrom(
    [{ region: a, electableNodes: 3 }],
    [{ region: a, electableNodes: 2 }, { region: b, electableNodes: 1, readOnlyNodes: 1 }],
    [{ region: a, electableNodes: 3, analyticsNodes: 1 }, { region: b, electableNodes: 2 }],
    [{ region: a, electableNodes: 2 }, { region: b, electableNodes: 2 }, { region: c, electableNodes: 1 }],
  );
};

/**
 * The props of a `LegacyCluster` (its own, `LegacyClusterProps`), for one provider: the regions
 * follow it. Near: the provider in lower case or a tenant, regions of any shape.
 */
export const legacyClusterFields = (provider: string) => ({
  projectId: req(fc.constant(P1), projectId),
  name: req(ident, str()),
  provider: req(fc.constant(provider), fc.constantFrom('TENANT', 'aws', 'FLEX')),
  instanceSize: req(tier, nearTier),
  regions: req(goodLegacyRegions(provider), listOf(legacyRegion(provider), 0, 3)),
  numShards: opt(fc.integer({ min: 1, max: 3 }), fc.oneof(fc.constantFrom(1e9, -1, 0.5, 0), fc.constant(tok('number')))),
  labels: opt(tags, nearTags),
  tags: opt(tags, nearTags),
  advancedConfiguration: opt(legacyAdvancedConfiguration),
  mongoDbMajorVersion: opt(fc.constantFrom('7.0', '8.0'), fc.constantFrom('6', 'latest')),
  cloudBackup: opt(fc.boolean()),
  encryptionAtRestProvider: opt(fc.constant('NONE'), fc.constantFrom('AWS', 'aws', 'toString')),
  removalPolicy: opt(removalPolicy, wrong),
});

/** What every advanced cluster shares. */
export const clusterFields = {
  projectId: req(fc.constant(P1), projectId),
  name: req(ident, str()),
  instanceSize: req(tier, nearTier),
  analyticsInstanceSize: opt(tier, nearTier),
  diskSizeGb: opt(fc.constantFrom(10, 40, 100), fc.oneof(fc.integer({ min: -1, max: 50000 }), fc.constant(tok('number')))),
  ebsVolumeType: opt(fc.constant('STANDARD'), fc.constantFrom('PROVISIONED', 'gp3')),
  diskIops: opt(fc.constant(undefined), fc.integer({ min: 0, max: 20000 })),
  autoScaling: opt(autoScaling),
  analyticsAutoScaling: opt(autoScaling),
  advancedConfiguration: opt(advancedConfiguration),
  biConnector: opt(props({ enabled: opt(fc.boolean()), readPreference: opt(fc.constantFrom('primary', 'secondary'), fc.constantFrom('analytics', 'nearest')) })),
  mongoDbMajorVersion: opt(fc.constantFrom('7.0', '8.0'), fc.constantFrom('6', 'latest')),
  pinnedFcv: opt(props({ expirationDate: req(fc.constant('2026-12-01T00:00:00Z'), fc.constantFrom('2025-01-01T00:00:00Z', '2027-06-01T00:00:00Z', 'soon')) })),
  backupEnabled: opt(fc.boolean()),
  pitEnabled: opt(fc.boolean()),
  tags: opt(tags, nearTags),
  labels: opt(tags, nearTags),
  useEffectiveFields: opt(fc.boolean()),
  timeouts: opt(props({ create: opt(fc.constantFrom('30m', '3h'), fc.constant('90')), update: opt(fc.constant('1h')), delete: opt(fc.constant('2h'), fc.constant('x')) })),
  encryptionAtRestProvider: opt(fc.constant('NONE'), fc.constantFrom('AWS', 'AZURE', 'GCP', 'aws', 'toString', 'constructor')),
  removalPolicy: opt(removalPolicy),
};

// ---------------------------------------------------------------------------------------------
// Alerts

const ROLES_PROJECT = ['GROUP_OWNER', 'GROUP_CLUSTER_MANAGER', 'GROUP_READ_ONLY', 'GROUP_DATA_ACCESS_ADMIN'];
const repeat = { delay: opt(callOf('Duration.minutes', fc.constantFrom(0, 5)), duration), interval: opt(callOf('Duration.minutes', fc.constantFrom(5, 15, 60)), duration) };
const secretArb = fc.constant(tok('string'));
const literalSecret = fc.oneof(word, fc.constant(tok('lazyLiteral')));
export const notificationTarget: fc.Arbitrary<unknown> = fc.oneof(
  callOf('NotificationTarget.slack', props({ apiToken: opt(secretArb, literalSecret), channelName: req(word, str()), integrationId: opt(hex24), ...repeat })),
  callOf('NotificationTarget.datadog', props({ apiKey: opt(secretArb, literalSecret), region: opt(fc.constantFrom('US', 'EU'), fc.constant('us')), integrationId: opt(hex24), ...repeat })),
  callOf('NotificationTarget.opsGenie', props({ apiKey: opt(secretArb, literalSecret), region: opt(fc.constantFrom('US', 'EU')), integrationId: opt(hex24), delay: repeat.delay })),
  callOf('NotificationTarget.pagerDuty', props({ serviceKey: opt(secretArb, literalSecret), integrationId: opt(hex24), delay: repeat.delay })),
  callOf('NotificationTarget.victorOps', props({ apiKey: opt(secretArb, literalSecret), routingKey: opt(secretArb, literalSecret), integrationId: opt(hex24), delay: repeat.delay })),
  callOf('NotificationTarget.webhook', props({ url: opt(secretArb, fc.constantFrom('https://hooks.example.com/x', 'not a url')), secret: opt(secretArb, literalSecret), integrationId: opt(hex24), ...repeat })),
  callOf('NotificationTarget.microsoftTeams', props({ webhookUrl: opt(secretArb, literalSecret), integrationId: opt(hex24), ...repeat })),
  callOf('NotificationTarget.email', props({ emailAddress: req(fc.constant('ops@example.com'), fc.constant('nope')), ...repeat })),
  callOf('NotificationTarget.sms', props({ mobileNumber: req(fc.constant('+15555550100'), fc.constant('12')), ...repeat })),
  callOf('NotificationTarget.team', props({ teamId: req(hex24, str()), ...repeat })),
  callOf('NotificationTarget.group', props({ roles: req(fc.constant(['GROUP_OWNER']), listOf(fc.constantFrom(...ROLES_PROJECT, 'ORG_OWNER'), 0, 2)), emailEnabled: opt(fc.boolean()), smsEnabled: opt(fc.boolean()), ...repeat })),
  callOf('NotificationTarget.org', props({ roles: opt(fc.constant(['ORG_OWNER']), listOf(fc.constantFrom('ORG_MEMBER', 'GROUP_OWNER'), 0, 2)), emailEnabled: opt(fc.boolean()), ...repeat })),
  callOf('NotificationTarget.user', props({ username: req(fc.constant('dba@example.com'), str()), roles: opt(fc.constant(undefined), listOf(fc.constantFrom(...ROLES_PROJECT), 0, 1)), emailEnabled: opt(fc.boolean()), ...repeat })),
);
const operator = fc.oneof(fc.constant(undefined), fc.constantFrom('EQUALS', 'NOT_EQUALS', 'CONTAINS', 'REGEX', 'equals'), wrong);
export const alertMatcher: fc.Arbitrary<unknown> = fc.oneof(
  callOf('AlertMatcher.hostType', fc.constantFrom('PRIMARY', 'SECONDARY', 'MONGOS', 'primary'), operator),
  callOf('AlertMatcher.hostname', str(), operator),
  callOf('AlertMatcher.port', num(fc.integer({ min: -1, max: 70000 })), operator),
  callOf('AlertMatcher.hostnameAndPort', fc.constantFrom('orders-shard-00-00.abcde.mongodb.net:27017', 'x'), operator),
  callOf('AlertMatcher.replicaSetName', str(), operator),
  callOf('AlertMatcher.shardName', str(), operator),
  callOf('AlertMatcher.clusterName', str(), operator),
);
export const eventType = fc.constantFrom('NO_PRIMARY', 'PRIMARY_ELECTED', 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT', 'TOO_MANY_ELECTIONS', 'CLUSTER_MONGOS_IS_MISSING', 'HOST_DOWN', 'OUTSIDE_METRIC_THRESHOLD');
const nearEventType = fc.oneof(fc.constantFrom('USERS_WITHOUT_MULTI_FACTOR_AUTH', 'JOINED_GROUP', 'no_primary'), orToken(word, 'string'));
const thresholdOp = fc.constantFrom('GREATER_THAN', 'LESS_THAN');
const units = fc.constantFrom('RAW', 'SECONDS', 'MINUTES', 'GIGABYTES');
export const alertOptionFields = {
  eventType: req(eventType, nearEventType),
  matchers: opt(fc.constant(undefined), listOf(alertMatcher, 0, 2)),
  metricThreshold: opt(fc.constant(undefined), props({ metricName: req(fc.constantFrom('OPLOG_REPLICATION_LAG_TIME', 'NORMALIZED_SYSTEM_CPU_USER')), operator: req(thresholdOp, fc.constant('ABOVE')), threshold: req(num(fc.double({ noNaN: true, min: -10, max: 1e6 }))), units: opt(units, fc.constant('seconds')) })),
  threshold: opt(fc.constant(undefined), props({ operator: req(thresholdOp, fc.constant('ABOVE')), threshold: req(num(fc.integer({ min: -1, max: 1000 }))), units: opt(units) })),
  notifications: req(fc.array(notificationTarget, { minLength: 1, maxLength: 2 }), listOf(notificationTarget, 0, 3)),
  enabled: opt(fc.boolean()),
  severityOverride: opt(fc.constantFrom('CRITICAL', 'WARNING', 'INFO'), fc.constant('LOW')),
};
export const clusterAlertOptions = fc.oneof(
  props({ ...alertOptionFields, eventType: req(fc.constantFrom('HOST_DOWN', 'OUTSIDE_METRIC_THRESHOLD'), nearEventType), replicaSetName: req(word, str()) }),
  props({ ...alertOptionFields, eventType: req(fc.constantFrom('NO_PRIMARY', 'TOO_MANY_ELECTIONS', 'CLUSTER_MONGOS_IS_MISSING'), nearEventType), replicaSetName: opt(fc.constant(undefined), str()) }),
);

// ---------------------------------------------------------------------------------------------
// Backups

const retain = (max: number) => fc.integer({ min: 1, max });
const nearRetain = fc.oneof(fc.constantFrom(0, -1, 1.5, NaN), fc.constant(tok('number')));
export const policyItemFields = {
  hourly: opt(props({ every: req(fc.constantFrom(1, 2, 4, 6, 8, 12), fc.integer({ min: 0, max: 24 })), retainDays: req(retain(7), nearRetain) })),
  daily: opt(props({ retainDays: req(retain(30), nearRetain) })),
  weekly: opt(fc.array(props({
    dayOfWeek: req(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, 8)), retainWeeks: req(retain(52), nearRetain),
  }), { maxLength: 1 })),
  monthly: opt(fc.array(props({
    dayOfMonth: req(fc.constantFrom(1, 15, 28, 40), fc.constantFrom(29, 0)), retainMonths: req(retain(36), nearRetain),
  }), { maxLength: 1 })),
  yearly: opt(fc.array(props({
    month: req(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 13)), retainYears: req(retain(10), nearRetain),
  }), { maxLength: 1 })),
};
export const backupScheduleFields = {
  ...policyItemFields,
  clusterPitEnabled: opt(fc.boolean()),
  referenceHourOfDay: opt(fc.integer({ min: 0, max: 23 }), fc.constantFrom(-1, 24)),
  referenceMinuteOfHour: opt(fc.integer({ min: 0, max: 59 }), fc.constantFrom(-1, 60)),
  restoreWindowDays: opt(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, 30)),
  copyTo: opt(fc.array(props({
    provider: req(fc.constantFrom('AWS', 'GCP', 'AZURE'), fc.constant('aws')),
    region: req(fc.constantFrom('US_EAST_1', 'US_WEST_2')),
    frequencies: req(fc.constant(['DAILY']), listOf(fc.constantFrom('HOURLY', 'ON_DEMAND', 'daily'), 0, 3)),
    copyOplogs: opt(fc.boolean()),
    zoneId: opt(hex24, str()),
  }), { maxLength: 1 }), listOf(wrong, 0, 2)),
  exportTo: opt(props({ bucketId: req(hex24, str()), frequency: req(fc.constantFrom('daily', 'weekly', 'monthly', 'yearly'), fc.constant('DAILY')) })),
  autoExportEnabled: opt(fc.boolean()),
  useOrgAndGroupNamesInExportPrefix: opt(fc.boolean()),
  updateSnapshots: opt(fc.boolean()),
  removalPolicy: opt(removalPolicy, wrong),
};

// ---------------------------------------------------------------------------------------------
// Database users and roles

export const databaseRole: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: callOf('DatabaseRole.read', word, fc.option(word, { nil: undefined })) },
  { weight: 2, arbitrary: callOf('DatabaseRole.readWrite', str(), fc.option(str(), { nil: undefined })) },
  { weight: 1, arbitrary: callOf('DatabaseRole.dbAdmin', str()) },
  { weight: 1, arbitrary: callOf('DatabaseRole.readAnyDatabase') },
  { weight: 1, arbitrary: callOf('DatabaseRole.atlasAdmin') },
  { weight: 1, arbitrary: callOf('DatabaseRole.builtIn', fc.constantFrom('readWriteAnyDatabase', 'clusterMonitor', 'x'), fc.constantFrom('admin', 'orders')) },
  { weight: 1, arbitrary: callOf('DatabaseRole.custom', fc.oneof({ weight: 3, arbitrary: fc.constant(ref('role')) }, { weight: 1, arbitrary: wrong })) },
);
export const userScope: fc.Arbitrary<unknown> = fc.oneof(
  callOf('DatabaseUserScope.cluster', fc.oneof({ weight: 3, arbitrary: fc.constant(ref('cluster')) }, { weight: 1, arbitrary: wrong })),
  callOf('DatabaseUserScope.dataFederation', str()),
);
export const password = callOf('DatabasePassword.writeOnly', fc.constant(tok('string')), fc.constantFrom(1, 2));
export const nearPassword = fc.oneof(
  callOf('DatabasePassword.writeOnly', fc.oneof(fc.constant(tok('lazyLiteral')), str()), fc.oneof(num(fc.integer({ min: -1, max: 3 })), fc.constant(1.5))),
  callOf('DatabasePassword.fromToken', fc.oneof(fc.constant(tok('string')), fc.constant('literal-password'), fc.constant(tok('lazyLiteral')), wrong)),
  fc.constant('literal-password'),
);
export const userOptions = {
  projectId: req(fc.constant(P1), projectId),
  roles: req(fc.array(databaseRole, { minLength: 1, maxLength: 2 }), listOf(databaseRole, 0, 3)),
  scopes: opt(fc.constant([call('DatabaseUserScope.dataFederation', 'lake')]), listOf(userScope, 0, 2)),
  labels: opt(fc.dictionary(word, word, { maxKeys: 2 }), fc.oneof(fc.dictionary(word, wrong, { maxKeys: 2 }), wrong)),
  description: opt(word, str()),
};

/** The options of each `DatabaseUserAuthentication` factory, by factory. */
const authOptions: Record<string, fc.Arbitrary<unknown>> = {
  password: props({ username: req(ident, str()), password: req(password, nearPassword) }),
  awsIam: props({
    roleArn: req(fc.constant('arn:aws:iam::123456789012:role/app'), fc.constantFrom('arn:aws:iam::123456789012:user/bob', 'x')),
    userArn: opt(fc.constant(undefined), fc.constant('arn:aws:iam::123456789012:user/bob')),
  }),
  x509: props({ username: req(fc.constant('CN=app,OU=apps,O=Example'), fc.constantFrom('app', 'OU=x')), x509Type: opt(fc.constantFrom('MANAGED', 'CUSTOMER'), fc.constant('managed')) }),
  ldap: props({ username: req(fc.constant('CN=dba,DC=example,DC=com'), fc.constant('dba')), ldapAuthType: req(fc.constantFrom('USER', 'GROUP'), fc.constant('NONE')) }),
  oidc: props({ username: req(fc.constant('64d613677e1ad50839cce4db/analysts'), fc.constantFrom('analysts', '/x')), oidcAuthType: req(fc.constantFrom('IDP_GROUP', 'USER'), fc.constant('WORKFORCE')) }),
};
/** The factories of `DatabaseUserAuthentication`. */
export const AUTHENTICATIONS = Object.keys(authOptions);

/**
 * The `authentication` of a user: the factory's call; near, what a JavaScript caller passes instead
 * of the variant (its plain options, the name of its kind).
 */
export const authentication = (kind: string) => req(
  callOf(`DatabaseUserAuthentication.${kind}`, authOptions[kind]),
  fc.oneof(authOptions[kind], fc.constant(kind)),
);

/** Users a case can create: the kind of authentication, and the props. */
export const userPlan = fc.constantFrom(...AUTHENTICATIONS)
  .chain((kind) => fc.tuple(fc.constant(kind), props({ ...userOptions, authentication: authentication(kind) })));

/** Makes the user of a plan (`kind` names its authentication, which the props hold). */
export function makeUser(scope: any, id: string, _kind: string, p: unknown): any {
  return new mongodbatlas.DatabaseUser(scope, id, p as any);
}

/**
 * What `IDatabaseUser.addGrant` gets: mostly what a cluster grant passes (the case's cluster,
 * roles), sometimes what a JavaScript caller got wrong. The roles are never missing and the
 * cluster is always the case's, and the method a string: a grant without roles, with a cluster
 * that is no construct, or (to an existing user) with a method that is no string, is a TypeError
 * today (the test.failing cases in test/constructs/mongodbatlas/database-user.test.ts and
 * private/not-grantable.test.ts); widen them to `wrong` once addGrant and refuseGrant refuse them.
 */
export const userGrant: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      roles: fc.oneof(
        { weight: 4, arbitrary: fc.array(databaseRole, { minLength: 1, maxLength: 2 }) },
        { weight: 1, arbitrary: fc.array(fc.oneof(databaseRole, wrong), { maxLength: 2 }) },
        { weight: 1, arbitrary: fc.constantFrom('read', 7, {}) },
      ),
      projectId: fc.oneof({ weight: 4, arbitrary: fc.constant(P1) }, { weight: 1, arbitrary: projectId }, { weight: 1, arbitrary: wrong }),
      clusterName: fc.oneof({ weight: 4, arbitrary: fc.constant('orders') }, { weight: 1, arbitrary: str() }),
      cluster: fc.constant(ref('cluster')),
      // A string: refuseGrant renders any method into its field (an object without prototype is a
      // TypeError; the third test.failing case); widen to `wrong` once it checks it as addGrant does.
      method: fc.oneof(fc.constantFrom('grantRead', 'grantReadWrite', 'grantAdmin'), str(), fc.constant(undefined)),
    }),
  },
  { weight: 1, arbitrary: fc.oneof(oddString, oddNumber, fc.boolean(), fc.constantFrom(null, undefined)) },
);

/** The grants of a cluster, on the user made in the case (or something else). */
export const grantOps: fc.Arbitrary<Op> = fc.oneof(
  op('grantRead', fc.oneof({ weight: 4, arbitrary: fc.constant(ref('user')) }, { weight: 1, arbitrary: wrong }), str(), fc.option(str(), { nil: undefined })),
  op('grantReadWrite', fc.oneof({ weight: 4, arbitrary: fc.constant(ref('user')) }, { weight: 1, arbitrary: wrong }), fc.oneof(str(), wrong), fc.option(str(), { nil: undefined })),
  op('grantAdmin', fc.oneof({ weight: 4, arbitrary: fc.constant(ref('user')) }, { weight: 1, arbitrary: wrong })),
);

export { ident, word, hex24, uuid, props, opt, req, str, num, listOf, wrong, newId, op, ref, tok, call };
