/**
 * Every sentence of the README that says something "is refused", "is an error" or "fails synth"
 * (issue 29): each is quoted here as the README writes it (the first test fails when one is no
 * longer in the README: then its case goes, or follows the new words), and each has a test that
 * fails when the code stops doing what it says.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Checks, CustomPolicyPack, Duration, equinix, ibm, incident, mongodbatlas, Policies, PolicyLevel, TerrainTesting } from '../../src';
import { errorOf } from '../util';

const README = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function atlas(): TerraformStack {
  const stack = new TerraformStack(new App(), 's');
  new mongodbatlas.MongodbatlasProvider(stack, 'p', {});
  return stack;
}

function incidentStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 's');
  new incident.IncidentProvider(stack, 'p', {});
  return stack;
}

function equinixStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 's');
  new equinix.EquinixProvider(stack, 'p', {});
  return stack;
}

/** The props every Fabric connection takes besides its ends. */
const FABRIC = { name: 'n', bandwidth: equinix.Bandwidth.mbps(50), notifications: equinix.Notifications.emails(['noc@example.com']) };

/** A port access point (DOT1Q `tag`; with null, no link protocol) on a new port known by uuid. */
function fabricPort(stack: TerraformStack, tag: number | null = 100): equinix.AccessPoint {
  const n = stack.node.children.length;
  return equinix.AccessPoint.port(equinix.Port.fromUuid(stack, `Port${n}`, `port-uuid-${n}`), tag === null ? {} : { linkProtocol: equinix.LinkProtocol.dot1q(tag) });
}

/** An AWS Direct Connect Z side, its profile known by uuid. */
function fabricAws(stack: TerraformStack, accountId = '123456789012'): equinix.AccessPoint {
  return equinix.AccessPoint.awsDirectConnect({ accountId, region: 'us-west-1', metro: 'SV', profile: equinix.ServiceProfile.fromUuid(stack, `Profile${stack.node.children.length}`, 'profile-uuid') });
}

/** An IP_VC connection from a new cloud router to a new port. */
function fabricRouterConnection(stack: TerraformStack): equinix.FabricConnection {
  const n = stack.node.children.length;
  const router = new equinix.CloudRouter(stack, `Router${n}`, {
    name: 'router', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: 'project-uuid', notifications: FABRIC.notifications,
  });
  return equinix.FabricConnection.cloudRouterToPort(stack, `Fcr${n}`, { ...FABRIC, aSide: equinix.AccessPoint.cloudRouter(router), zSide: fabricPort(stack) });
}

/** The guid of the App Configuration instance of the ibm cases, and of another one. */
const IBM_GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const OTHER_GUID = '46401ffc-6280-459a-ba98-456aba10d0c7';

/** A stack with the ibm provider in us-south and an App Configuration instance `AC` there (of `plan`, when given). */
function ibmInstance(plan?: ibm.AppConfigurationPlan): { stack: TerraformStack; appConfig: ibm.AppConfiguration } {
  const stack = new TerraformStack(new App(), 's');
  new ibm.IbmProvider(stack, 'p', { region: 'us-south' });
  return { stack, appConfig: ibm.AppConfiguration.fromGuid(stack, 'AC', { guid: IBM_GUID, region: 'us-south', ...(plan ? { plan } : {}) }) };
}

/** A segment `id` of an instance: the entities whose email ends with @example.com. */
function ibmSegment(appConfig: ibm.AppConfiguration, id = 'beta'): ibm.Segment {
  return appConfig.addSegment(id, { rules: [ibm.SegmentRule.attribute('email').endsWith('@example.com')] });
}

const THREE = [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }];
const TITLE = () => incident.RichText.text('Alert');

/** What `f` throws, or '' when it does not. */
function thrown(f: () => unknown): string {
  try {
    f();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** The error of synthesizing `stack` (validations on), or '' when it synthesizes. */
function synthError(stack: TerraformStack): string {
  try {
    Testing.synth(stack, true);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** A literal database password through the L2: an error at synth; acknowledged (by the id the message gives), it synthesizes. */
function literalPassword(): void {
  const make = () => {
    const stack = atlas();
    new mongodbatlas.DatabaseUser(stack, 'u', {
      projectId: PROJECT,
      authentication: mongodbatlas.DatabaseUserAuthentication.password({ username: 'app', password: mongodbatlas.DatabasePassword.fromToken('Ledger-2024!') }),
      roles: [mongodbatlas.DatabaseRole.read('orders')],
    });
    return stack;
  };
  const error = synthError(make());
  expect(error).toMatch(/\[s\/u\] \[(mongodbatlas:[a-z-]+|rule:mongodbatlas_database_user\/literal-password)\] /);
  const id = /\[s\/u\] \[([^\]]+)\]/.exec(error)![1];
  const acked = make();
  Checks.of(acked).acknowledge(id, 'a throwaway test user');
  expect(synthError(acked)).toBe('');
}

/** A literal Slack token in a notification: an error at synth; acknowledged, it synthesizes. */
function literalNotificationSecret(): void {
  const make = () => {
    const stack = atlas();
    new mongodbatlas.AlertConfiguration(stack, 'a', { projectId: PROJECT, eventType: 'NO_PRIMARY', notifications: [mongodbatlas.NotificationTarget.slack({ apiToken: 'xoxb-S3cr3t', channelName: '#db' })] });
    return stack;
  };
  expect(synthError(make())).toMatch(/\[s\/a\] \[mongodbatlas:literal-secret\] notifications\[0\]\.apiToken: /);
  const acked = make();
  Checks.of(acked).acknowledge('mongodbatlas:literal-secret', 'a throwaway test project');
  expect(synthError(acked)).toBe('');
}

/** A README sentence (as the README writes it, white space folded) and the test of what it says. */
const PROMISES: ReadonlyArray<{ readonly sentence: string; readonly check: () => void }> = [
  {
    sentence: 'Every rule of the spec is an error that names the construct path, the field path, what was received, what is allowed and how to fix it',
    check: () => {
      const stack = atlas();
      let m = thrown(() => new mongodbatlas.ReplicaSetCluster(stack, 'c', {
        projectId: PROJECT,
        name: 'c',
        instanceSize: mongodbatlas.InstanceSize.M10,
        regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'us-east-1', electableNodes: 3 }],
      }));
      if (m === '') m = synthError(stack);
      expect(m).toMatch(/\[s\/c\] regions\[0\]\.region: .* Received: "us-east-1"\. Allowed: .+\. Fix: .+/);
    },
  },
  {
    sentence: 'reading an attribute that was not given is an error that names it',
    check: () => {
      const c = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(atlas(), 'x', { projectId: PROJECT, clusterName: 'orders' });
      expect(errorOf(() => c.clusterId)).toMatch(/^\[s\/x\] clusterId: is unknown: this construct was made with .*fromClusterAttributes, which was not given clusterId\./);
    },
  },
  {
    sentence: 'inside a key\'s options (`EncryptionAtRestKey.azureKeyVault({ ... })`) it is an unknown key, refused like any other',
    check: () => {
      const key = mongodbatlas.EncryptionAtRestKey.azureKeyVault({
        clientId: 'c',
        keyIdentifier: 'https://v.vault.azure.net/keys/k/1',
        keyVaultName: 'v',
        resourceGroupName: 'g',
        subscriptionId: 's',
        tenantId: 't',
        secret: new TerraformVariable(atlas(), 'x', { type: 'string', sensitive: true }).stringValue,
        enabled: false,
      } as any);
      expect(errorOf(() => new mongodbatlas.EncryptionAtRest(atlas(), 'e', { projectId: PROJECT, key }))).toMatch(/^\[s\/e\] key\.enabled: unknown option/);
    },
  },
  {
    sentence: 'a provider it does not configure is an error, and the cluster `depends_on` it in the same stack',
    check: () => {
      const stack = atlas();
      const secret = new TerraformVariable(stack, 'k', { type: 'string', sensitive: true }).stringValue;
      new mongodbatlas.EncryptionAtRest(stack, 'e', { projectId: PROJECT, key: mongodbatlas.EncryptionAtRestKey.awsKms({ customerMasterKeyId: secret, region: 'US_EAST_1', roleId: 'r' }) });
      new mongodbatlas.ReplicaSetCluster(stack, 'c', {
        projectId: PROJECT, name: 'c', instanceSize: mongodbatlas.InstanceSize.M10, regions: THREE, encryptionAtRestProvider: mongodbatlas.EncryptionAtRestProvider.AZURE,
      });
      expect(synthError(stack)).toMatch(/\[s\/c\] encryptionAtRestProvider: .*AZURE/);
    },
  },
  {
    sentence: 'A literal password is an error unless acknowledged (`Checks.of(scope).acknowledge(\'mongodbatlas:literal-password\', reason)`); on an L1 user it warns (`rule:mongodbatlas_database_user/literal-password`: only the documentation states it).',
    check: () => {
      literalPassword();
      const l1 = atlas();
      new mongodbatlas.MongodbatlasDatabaseUser(l1, 'u', { projectId: PROJECT, username: 'app', authDatabaseName: 'admin', password: 'Ledger-2024!', roles: [{ roleName: 'read', databaseName: 'orders' }] });
      expect(synthError(l1)).toBe('');
      expect(TerrainTesting.warnings(l1).filter((w) => w.includes('[rule:mongodbatlas_database_user/literal-password]'))).toHaveLength(1);
    },
  },
  {
    sentence: 'Writing `Custom[...]` or `CatalogEntry[...]` yourself is refused, and the message gives the bare name to use.',
    check: () => {
      expect(errorOf(() => new incident.CatalogType(incidentStack(), 'T', { typeName: 'Custom["Team"]', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog' })))
        .toMatch(/\btypeName: is written Custom\[\.\.\.\]; .* Fix: write typeName: 'Team'\./);
    },
  },
  {
    sentence: 'A type with no entries would delete them all, so it fails synth unless you consent with `allowEmptyEntries: true`.',
    check: () => {
      const stack = incidentStack();
      new incident.CatalogType(stack, 'T', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog' });
      expect(synthError(stack)).toContain('[s/T] entries: has no entries');
      const allowed = incidentStack();
      new incident.CatalogType(allowed, 'T', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', allowEmptyEntries: true });
      expect(synthError(allowed)).toBe('');
    },
  },
  {
    sentence: 'set `manageEntries: false`. The type then renders no entries resource, and `addEntry` is an error.',
    check: () => {
      const t = new incident.CatalogType(incidentStack(), 'T', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', manageEntries: false });
      expect(errorOf(() => t.addEntry('payments', { name: 'Payments' }))).toMatch(/^\[s\/T\] addEntry/);
    },
  },
  {
    sentence: 'A template that does not parse (an unclosed `{{`, an unknown filter) or has no content is an error that names the construct and the field, raised when the source or route that takes the text is created.',
    check: () => {
      expect(errorOf(() => incident.AlertSource.http(incidentStack(), 'X', { name: 'x', title: incident.RichText.template('Deploy {{ payload.title') })))
        .toMatch(/^\[s\/X\] title/);
      expect(errorOf(() => incident.AlertSource.http(incidentStack(), 'X', { name: 'x', title: incident.RichText.template('') }))).toMatch(/^\[s\/X\] title/);
    },
  },
  {
    sentence: 'Reading `emailAddress` or `heartbeatPingUrl` on another kind of source is an error.',
    check: () => {
      const source = incident.AlertSource.http(incidentStack(), 'X', { name: 'x', title: TITLE() });
      expect(errorOf(() => source.emailAddress)).toMatch(/^\[s\/X\] emailAddress: is an output of email sources only/);
      expect(errorOf(() => source.heartbeatPingUrl)).toMatch(/^\[s\/X\] heartbeatPingUrl: is an output of heartbeat sources only/);
    },
  },
  {
    sentence: 'It refuses heartbeat, custom HTTP and Jira, whose options the provider requires, and names their factories.',
    check: () => {
      for (const [type, factory] of [[incident.AlertSourceType.HEARTBEAT, 'heartbeat'], [incident.AlertSourceType.HTTP_CUSTOM, 'httpCustom'], [incident.AlertSourceType.JIRA, 'jira']] as const) {
        expect(errorOf(() => incident.AlertSource.of(incidentStack(), 'X', type, { name: 'x', title: TITLE() }))).toContain(`make it with AlertSource.${factory}.`);
      }
    },
  },
  {
    sentence: 'A bare id string is refused, and the message names the `from...Attributes` factory that takes it.',
    check: () => {
      const stack = incidentStack();
      const source = incident.AlertSource.http(stack, 'S', { name: 's', title: TITLE() });
      expect(errorOf(() => new incident.AlertRoute(stack, 'R', { name: 'r', sources: [{ source }], escalation: { paths: ['01PATH' as any] } })))
        .toContain('EscalationPath.fromEscalationPathAttributes');
    },
  },
  {
    sentence: 'Branches nest at most 5 deep, as the provider allows, and a sixth level is refused with the node\'s path.',
    check: () => {
      const stack = incidentStack();
      const escalation = new incident.EscalationPath(stack, 'P', { name: 'p' });
      let seq: any = escalation;
      for (let i = 0; i < 5; i++) seq = seq.addBranch(`B${i}`, { conditions: [incident.EscalationCondition.priorityIn(['01HPRIO1'])] }).thenPath;
      expect(errorOf(() => seq.addBranch('B5', { conditions: [incident.EscalationCondition.priorityIn(['01HPRIO1'])] }))).toMatch(/^\[s\/P\] .*B5.*nest/);
    },
  },
  {
    sentence: '`addRepeat(id, { from: node, times })` names the node object it goes back to. A node of another path is refused',
    check: () => {
      const stack = incidentStack();
      const user = incident.User.fromUserAttributes(stack, 'U', { userId: '01USER' });
      const a = new incident.EscalationPath(stack, 'A', { name: 'a' });
      const b = new incident.EscalationPath(stack, 'B', { name: 'b' });
      const node = a.addLevel('L', { notify: [incident.EscalationTarget.user(user)] });
      b.addLevel('L', { notify: [incident.EscalationTarget.user(user)] });
      expect(errorOf(() => b.addRepeat('Again', { from: node, times: 2 }))).toMatch(/^\[s\/B\] .*from/);
    },
  },
  {
    sentence: 'a misspelt key is refused with the closest known one (`options.overwirte: unknown key. ... Fix: write \'overwrite\' instead of \'overwirte\'.`)',
    check: () => {
      const stack = atlas();
      expect(errorOf(() => Policies.of(stack).suppress('Atlas-C1', 'a reason of some length', { resourcs: ['x'] } as any))).toMatch(/\.resourcs: unknown key\. .*Fix: write 'resources' instead of 'resourcs'\./);
    },
  },
  {
    sentence: 'a map key `__proto__` in an L1 is refused, since cdktn drops it from cdk.tf.json.',
    check: () => {
      const labels = JSON.parse('{"__proto__": "x"}');
      expect(errorOf(() => new mongodbatlas.MongodbatlasAdvancedCluster(atlas(), 'c', {
        projectId: PROJECT,
        name: 'c',
        clusterType: 'REPLICASET',
        tags: labels,
        replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
      }))).toMatch(/__proto__/);
    },
  },
  {
    sentence: 'A value outside a list that the provider enforces is an error.',
    check: () => {
      const stack = atlas();
      new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'c', {
        projectId: PROJECT,
        name: 'c',
        clusterType: 'REPLICASETT',
        replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
      });
      expect(synthError(stack)).toMatch(/\[s\/c\] \[value:mongodbatlas_advanced_cluster\.cluster_type\] clusterType: /);
    },
  },
  {
    sentence: 'its `importFrom` throws with the reason instead of failing later at `terraform plan`.',
    check: () => {
      const sim = new mongodbatlas.MongodbatlasClusterOutageSimulation(atlas(), 'o', { projectId: PROJECT, clusterName: 'c', outageFilters: [{ cloudProvider: 'AWS', regionName: 'US_EAST_1' }] });
      expect(errorOf(() => sim.importFrom('x'))).toBe('mongodbatlas_cluster_outage_simulation cannot be imported: The provider does not support importing an outage simulation. Create it with this construct instead.');
    },
  },
  {
    sentence: 'An alert with no notification fails synth.',
    check: () => {
      const stack = atlas();
      new mongodbatlas.AlertConfiguration(stack, 'a', { projectId: PROJECT, eventType: 'OUTSIDE_METRIC_THRESHOLD', metricThreshold: { metricName: 'ASSERT_REGULAR', operator: 'GREATER_THAN', threshold: 1 } } as any);
      expect(synthError(stack)).toMatch(/\[s\/a\] notifications: /);
    },
  },
  {
    sentence: 'with `DEFAULT` they contradict each other, and the L2 refuses them (`mongodbatlas:custom-ciphers-need-custom-mode`',
    check: () => {
      const ac = { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'] };
      expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(atlas(), 'c', { projectId: PROJECT, name: 'c', instanceSize: mongodbatlas.InstanceSize.M10, regions: THREE, advancedConfiguration: ac })))
        .toMatch(/^\[s\/c\] advancedConfiguration\.customOpensslCipherConfigTls12: is set with tlsCipherConfigMode 'DEFAULT'/);
      expect(errorOf(() => new mongodbatlas.LegacyCluster(atlas(), 'c', { projectId: PROJECT, name: 'c', provider: 'AWS', instanceSize: 'M10', regions: [{ region: 'US_EAST_1', electableNodes: 3 }], advancedConfiguration: ac })))
        .toMatch(/^\[s\/c\] advancedConfiguration\.customOpensslCipherConfigTls12: is set with tlsCipherConfigMode 'DEFAULT'/);
    },
  },
  {
    sentence: 'puts a person in an organization with typed `OrgRole`s (project roles are refused: they are granted per project)',
    check: () => {
      expect(errorOf(() => new mongodbatlas.OrgAssignment(atlas(), 'Jane', {
        orgId: '5f4e3d2c1b0a99887766aa55', username: 'jane@example.com', orgRoles: [mongodbatlas.ProjectRole.GROUP_OWNER as any],
      }))).toMatch(/^\[s\/Jane\] orgRoles\[0\]: is a project role \(ProjectRole\), not an organization role\./);
    },
  },
  {
    sentence: 'and in an L2 (a database password, a notification\'s key or token, a key of encryption at rest) it is an error unless acknowledged.',
    check: () => literalPassword(),
  },
  {
    sentence: 'in an L2 it is an error unless acknowledged (`mongodbatlas:literal-password`, `mongodbatlas:literal-secret`).',
    check: () => {
      literalPassword();
      literalNotificationSecret();
    },
  },
  {
    sentence: 'Credentials are secrets: pass sensitive variables (a literal is an error unless acknowledged, `mongodbatlas:literal-secret`)',
    check: () => literalNotificationSecret(),
  },
  {
    sentence: 'Azure and GCP secrets (and every key field the provider marks sensitive) are tokens: a literal is an error unless acknowledged (`mongodbatlas:literal-secret`)',
    check: () => {
      const make = () => {
        const stack = atlas();
        new mongodbatlas.EncryptionAtRest(stack, 'e', {
          projectId: PROJECT,
          key: mongodbatlas.EncryptionAtRestKey.azureKeyVault({
            clientId: 'c', keyIdentifier: 'https://v.vault.azure.net/keys/k/1', keyVaultName: 'v', resourceGroupName: 'g', subscriptionId: 's', tenantId: 't', secret: 'S3cr3t',
          } as any),
        });
        return stack;
      };
      expect(synthError(make())).toMatch(/\[s\/e\] \[mongodbatlas:literal-secret\] key\.secret: /);
      const acked = make();
      Checks.of(acked).acknowledge('mongodbatlas:literal-secret', 'a throwaway test project');
      expect(synthError(acked)).toBe('');
    },
  },
  {
    sentence: 'a literal secret in a field the provider marks sensitive or write-only is an error in the L2s unless acknowledged',
    check: () => literalPassword(),
  },
  {
    sentence: 'A finding of an **error** rule fails synth as a validation error of its construct',
    check: () => {
      const app = new App();
      const stack = new TerraformStack(app, 's');
      new mongodbatlas.MongodbatlasProvider(stack, 'p', {});
      Policies.of(app).add(new CustomPolicyPack({
        packName: 'Platform',
        rules: [{
          id: 'Platform-C1',
          level: PolicyLevel.ERROR,
          summary: 'No server-side JavaScript.',
          explanation: 'Our threat model forbids it.',
          fix: 'set javascriptEnabled to false.',
          resourceTypes: ['mongodbatlas_advanced_cluster'],
          evaluate: (r: any) => (r.input.advanced_configuration?.javascript_enabled === false ? [] : [{ field: 'advanced_configuration.javascript_enabled', problem: 'is not false.' }]),
        }],
      }));
      new mongodbatlas.ReplicaSetCluster(stack, 'c', { projectId: PROJECT, name: 'c', instanceSize: mongodbatlas.InstanceSize.M10, regions: THREE });
      expect(errorOf(() => TerrainTesting.synth(stack))).toContain('[Platform-C1]');
    },
  },
  {
    sentence: 'an escalation path whose branches nest deeper than five is refused',
    check: () => {
      const escalation = new incident.EscalationPath(incidentStack(), 'P', { name: 'p' });
      let seq: any = escalation;
      for (let i = 0; i < 5; i++) seq = seq.addBranch(`B${i}`, { conditions: [incident.EscalationCondition.priorityIn(['01HPRIO1'])] }).thenPath;
      expect(errorOf(() => seq.addBranch('B5', { conditions: [incident.EscalationCondition.priorityIn(['01HPRIO1'])] }))).not.toBe('');
    },
  },
  {
    sentence: 'An end of a kind the factory does not name is refused (a port as the Z side of `portToProvider`), and so is a connection type `portToPort` does not make (`IP_VC`).',
    check: () => {
      const stack = equinixStack();
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'C', { ...FABRIC, aSide: fabricPort(stack), zSide: fabricPort(stack) })))
        .toMatch(/^\[s\/C\] zSide: is a port; this kind of connection takes a service provider here\./);
      expect(errorOf(() => equinix.FabricConnection.portToPort(stack, 'C', { ...FABRIC, type: 'IP_VC' as any, aSide: fabricPort(stack), zSide: fabricPort(stack) })))
        .toMatch(/^\[s\/C\] type: is not a PortToPortType\. Received: "IP_VC"\./);
    },
  },
  {
    sentence: 'A link protocol on a side that an EPL type takes whole is an error (`equinix:epl-link-protocol`).',
    check: () => {
      const stack = equinixStack();
      expect(errorOf(() => equinix.FabricConnection.portToPort(stack, 'C', { ...FABRIC, type: equinix.PortToPortType.EPL_VC, aSide: fabricPort(stack, null), zSide: fabricPort(stack) })))
        .toMatch(/^\[s\/C\] zSide\.linkProtocol: is set, but a EPL_VC connection takes the whole port on this side/);
      equinix.FabricConnection.portToPort(stack, 'Whole', { ...FABRIC, type: equinix.PortToPortType.EPL_VC, aSide: fabricPort(stack, null), zSide: fabricPort(stack, null) });
      expect(synthError(stack)).toBe('');
    },
  },
  {
    sentence: 'Giving both connections of a `redundantPair` the same port is an error (`equinix:redundant-pair-same-port`).',
    check: () => {
      const stack = equinixStack();
      const port = equinix.Port.fromUuid(stack, 'Port', 'port-uuid');
      expect(errorOf(() => equinix.FabricConnection.redundantPair(stack, 'Pair', {
        ...FABRIC,
        primaryASide: equinix.AccessPoint.port(port, { linkProtocol: equinix.LinkProtocol.dot1q(100) }),
        secondaryASide: equinix.AccessPoint.port(port, { linkProtocol: equinix.LinkProtocol.dot1q(101) }),
        zSide: fabricAws(stack),
      }))).toMatch(/^\[s\/Pair\] secondaryASide: is on the primary's port: a redundant pair needs two ports/);
    },
  },
  {
    sentence: 'A second connection on a port and VLAN that a connection of the app already has is an error (`equinix:port-vlan-unique`: the API refuses it, EQ-3142102).',
    check: () => {
      const stack = equinixStack();
      const port = equinix.Port.fromUuid(stack, 'Port', 'port-uuid');
      const side = (tag: number) => equinix.AccessPoint.port(port, { linkProtocol: equinix.LinkProtocol.dot1q(tag) });
      equinix.FabricConnection.portToProvider(stack, 'First', { ...FABRIC, aSide: side(100), zSide: fabricAws(stack) });
      equinix.FabricConnection.portToProvider(stack, 'Other', { ...FABRIC, aSide: side(101), zSide: fabricAws(stack) });
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'Second', { ...FABRIC, aSide: side(100), zSide: fabricAws(stack) })))
        .toMatch(/^\[s\/Second\] aSide\.linkProtocol: takes the VLAN that s\/First already has on this port/);
    },
  },
  {
    sentence: 'A link protocol of another type than the port\'s encapsulation is an error when the encapsulation is known (`Port.fromPortAttributes(this, \'Port\', { portUuid, encapsulationType: PortEncapsulation.QINQ })`); for a port read by `Port.fromName`, the connection carries a Terraform precondition that fails the plan (`equinix:link-protocol-encapsulation`).',
    check: () => {
      const stack = equinixStack();
      const qinq = equinix.Port.fromPortAttributes(stack, 'Port', { portUuid: 'port-uuid', encapsulationType: equinix.PortEncapsulation.QINQ });
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'C', { ...FABRIC, aSide: equinix.AccessPoint.port(qinq, { linkProtocol: equinix.LinkProtocol.dot1q(100) }), zSide: fabricAws(stack) })))
        .toMatch(/^\[s\/C\] aSide\.linkProtocol: is DOT1Q, but the port's encapsulation is QINQ/);
      const looked = equinix.Port.fromName(stack, 'Looked', '200001-SV1-CX-Primary-01');
      equinix.FabricConnection.portToProvider(stack, 'L', { ...FABRIC, aSide: equinix.AccessPoint.port(looked, { linkProtocol: equinix.LinkProtocol.dot1q(100) }), zSide: fabricAws(stack) });
      const c = Object.values<any>(TerrainTesting.synthToObject(stack).resource.equinix_fabric_connection)[0];
      expect(c.lifecycle.precondition[0].error_message).toMatch(/must have DOT1Q encapsulation/);
    },
  },
  {
    sentence: 'A `RouteAggregation` takes IPv4 prefixes, one named rule per prefix: an IPv6 prefix or a repeated prefix is an error (`equinix:route-aggregation-prefix`, `equinix:route-aggregation-prefix-unique`), and so is attaching it to a connection that is not a cloud router\'s (`equinix:route-aggregation-connection`). Its attachment, like a route filter\'s, waits for the connection\'s routing protocols.',
    check: () => {
      const stack = equinixStack();
      const props = (rules: equinix.RouteAggregationRuleOptions[]) => ({ name: 'ra', projectId: '776847000642406', rules });
      expect(errorOf(() => new equinix.RouteAggregation(stack, 'V6', props([{ name: 'a', prefix: '2001:db8::/48' }])))).toMatch(/^\[s\/V6\] rules\[0\]\.prefix: is an IPv6 prefix/);
      expect(errorOf(() => new equinix.RouteAggregation(stack, 'Twice', props([{ name: 'a', prefix: '10.0.0.0/8' }, { name: 'b', prefix: '10.0.0.0/8' }]))))
        .toMatch(/^\[s\/Twice\] rules\[1\]\.prefix: repeats the prefix of rules\[0\]/);
      const aggregation = new equinix.RouteAggregation(stack, 'Ok', props([{ name: 'a', prefix: '10.0.0.0/8' }]));
      const p2p = equinix.FabricConnection.portToPort(stack, 'P2p', { ...FABRIC, aSide: fabricPort(stack), zSide: fabricPort(stack) });
      expect(errorOf(() => aggregation.attachTo(p2p))).toMatch(/^\[s\/Ok\] connection: is an EVPL_VC connection; a route aggregation applies to the connections of a Fabric Cloud Router/);
    },
  },
  {
    sentence: '`FabricProvider.configure(this, \'Equinix\', { auth: ProviderAuth.fromEnvironment() })` writes the provider block: a request timeout under 1 second or a page size under 100 is an error (the provider\'s own bounds), a bare-metal `authToken` is refused (provider 5.x has no such argument), and a literal client secret or token is an error unless acknowledged (`Checks.of(scope).acknowledge(\'equinix:literal-credential\', reason)`).',
    check: () => {
      const stack = new TerraformStack(new App(), 's');
      expect(errorOf(() => equinix.FabricProvider.configure(stack, 'A', { auth: equinix.ProviderAuth.fromEnvironment(), responseMaxPageSize: 50 })))
        .toMatch(/^\[s\/A\] responseMaxPageSize: is below 100/);
      expect(errorOf(() => equinix.FabricProvider.configure(stack, 'B', { auth: equinix.ProviderAuth.fromEnvironment(), authToken: 'metal-key' } as any)))
        .toMatch(/^\[s\/B\] authToken: is the Equinix Metal API key of provider 4\.x/);
      equinix.FabricProvider.configure(stack, 'D', { auth: equinix.ProviderAuth.fromEnvironment() });
      expect(synthError(stack)).toBe('');
      const literal = new TerraformStack(new App(), 'l');
      equinix.FabricProvider.configure(literal, 'C', { auth: equinix.ProviderAuth.clientCredentials({ clientId: 'id', clientSecret: 'literal' }) });
      expect(synthError(literal)).toMatch(/\[l\/C\] \[equinix:literal-credential\] auth\.clientSecret: is a literal secret/);
      Checks.of(literal).acknowledge('equinix:literal-credential', 'a lab account');
      expect(synthError(literal)).toBe('');
    },
  },
  {
    sentence: '`addBgpRouting` on a connection without a direct routing protocol is refused (`equinix:bgp-after-direct`).',
    check: () => {
      const stack = equinixStack();
      const router = new equinix.CloudRouter(stack, 'Router', { name: 'r', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications: FABRIC.notifications });
      const fcr = router.connect('Fcr', { ...FABRIC, zSide: fabricPort(stack) });
      expect(errorOf(() => fcr.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2' }))).toMatch(/^\[s\/Router\/Fcr\] direct: is missing/);
      fcr.addDirectRouting('Direct', { ipv4: '190.1.1.1/30' });
      fcr.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2' });
      expect(synthError(stack)).toBe('');
    },
  },
  {
    sentence: 'A bandwidth of 0 Mbps, a fraction of a Mbps or more than 100 Gbps is an error; a speed the cloud does not sell warns (`equinix:bandwidth-tier`, e.g. 1234 Mbps to AWS) and is sent as written, while a connection to a port, a network or a service token has no list of speeds (1234 Mbps port to port passes).',
    check: () => {
      const stack = equinixStack();
      for (const [id, bandwidth] of [['Zero', equinix.Bandwidth.mbps(0)], ['Fraction', equinix.Bandwidth.mbps(1.5)], ['Max', equinix.Bandwidth.gbps(101)]] as const) {
        expect(errorOf(() => equinix.FabricConnection.portToPort(stack, id, { ...FABRIC, bandwidth, aSide: fabricPort(stack), zSide: fabricPort(stack) }))).toMatch(new RegExp(`^\\[s/${id}\\] bandwidth: `));
      }
      const toAws = equinixStack();
      const accountId = new TerraformVariable(toAws, 'account', { type: 'string' }).stringValue;
      equinix.FabricConnection.portToProvider(toAws, 'Aws', { ...FABRIC, bandwidth: equinix.Bandwidth.mbps(1234), aSide: fabricPort(toAws), zSide: fabricAws(toAws, accountId) });
      expect(TerrainTesting.synthToObject(toAws).resource.equinix_fabric_connection.Aws.bandwidth).toBe(1234);
      expect(TerrainTesting.warnings(toAws).map((w) => /\[([a-z0-9]+:[a-z-]+)\]/.exec(w)?.[1])).toEqual(['equinix:bandwidth-tier']);
      const toPort = equinixStack();
      equinix.FabricConnection.portToPort(toPort, 'P', { ...FABRIC, bandwidth: equinix.Bandwidth.mbps(1234), aSide: fabricPort(toPort), zSide: fabricPort(toPort) });
      expect(TerrainTesting.synthToObject(toPort).resource.equinix_fabric_connection.P.bandwidth).toBe(1234);
      expect(TerrainTesting.warnings(toPort)).toEqual([]);
    },
  },
  {
    sentence: 'An AWS account id that is not 12 digits is an error (`equinix:aws-account-id`).',
    check: () => {
      const stack = equinixStack();
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'C', { ...FABRIC, aSide: fabricPort(stack), zSide: fabricAws(stack, '1234-5678-9012') })))
        .toMatch(/^\[s\/C\] zSide\.accountId: is no AWS account id: AWS writes an account id as 12 digits\./);
    },
  },
  {
    sentence: 'An Oracle virtual circuit id that is not an OCID starting `ocid1.virtualcircuit.` is an error (`equinix:oracle-virtual-circuit-id`), '
      + 'and so is Oracle FastConnect or IBM Direct Link without its region (`equinix:seller-region-required`).',
    check: () => {
      const stack = equinixStack();
      const oracle = (virtualCircuitId: string) => equinix.AccessPoint.oracleFastConnect({ virtualCircuitId, region: 'us-ashburn-1', metro: 'DC' });
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'C', { ...FABRIC, aSide: fabricPort(stack), zSide: oracle('xx-xx-xx') })))
        .toMatch(/^\[s\/C\] zSide\.virtualCircuitId: is no OCID of a virtual circuit: /);
      expect(errorOf(() => equinix.FabricConnection.portToProvider(stack, 'C', {
        ...FABRIC, aSide: fabricPort(stack), zSide: equinix.AccessPoint.ibmDirectLink({ accountId: 'a', metro: 'SV' } as any),
      }))).toMatch(/^\[s\/C\] zSide\.region: is required: IBM Direct Link takes its region as the seller region of the connection\./);
      equinix.FabricConnection.portToProvider(stack, 'Ok', { ...FABRIC, aSide: fabricPort(stack), zSide: oracle('ocid1.virtualcircuit.oc1.iad.aaaa') });
    },
  },
  {
    sentence: 'Equinix Internet Access as the Z side of any factory but `virtualDeviceToProvider` is an error (`equinix:internet-access-connection`).',
    check: () => {
      const stack = equinixStack();
      const ia = equinix.AccessPoint.internetAccess({ metro: 'SY' });
      expect(errorOf(() => equinix.FabricConnection.cloudRouterToProvider(stack, 'C', {
        ...FABRIC, aSide: equinix.AccessPoint.cloudRouter(equinix.CloudRouter.fromCloudRouterAttributes(stack, 'R', { cloudRouterId: 'r' })), zSide: ia,
      }))).toMatch(/^\[s\/C\] zSide: is Equinix Internet Access; cloudRouterToProvider does not reach it/);
      expect(equinix.FabricConnection.virtualDeviceToProvider(stack, 'Ok', { ...FABRIC, aSide: equinix.AccessPoint.virtualDevice('d'), zSide: ia }).connectionType).toBe('IA_VC');
    },
  },
  {
    sentence: 'A literal Azure service key is an error unless acknowledged (`Checks.of(scope).acknowledge(\'equinix:literal-service-key\', reason)`).',
    check: () => {
      const make = () => {
        const stack = equinixStack();
        equinix.FabricConnection.portToProvider(stack, 'C', {
          ...FABRIC,
          aSide: fabricPort(stack),
          zSide: equinix.AccessPoint.azureExpressRoute({ serviceKey: 'S3cr3t-key', peering: equinix.AzurePeering.PRIVATE, metro: 'SV', profile: equinix.ServiceProfile.fromUuid(stack, 'Profile', 'profile-uuid') }),
        });
        return stack;
      };
      expect(synthError(make())).toMatch(/\[s\/C\] \[equinix:literal-service-key\] zSide\.serviceKey: is a literal secret/);
      const acked = make();
      Checks.of(acked).acknowledge('equinix:literal-service-key', 'a throwaway test circuit');
      expect(synthError(acked)).toBe('');
    },
  },
  {
    sentence: 'A routing protocol or a route filter on a connection of this app that is not a cloud router\'s (`IP_VC`, `IPWAN_VC`) is refused (`equinix:routing-protocol-connection`, `equinix:route-filter-connection`).',
    check: () => {
      const stack = equinixStack();
      const evpl = equinix.FabricConnection.portToProvider(stack, 'C', { ...FABRIC, aSide: fabricPort(stack), zSide: fabricAws(stack) });
      expect(errorOf(() => equinix.RoutingProtocol.direct(stack, 'Direct', { connection: evpl, ipv4: '190.1.1.1/30' })))
        .toMatch(/^\[s\/Direct\] connection: is an EVPL_VC connection; routing protocols are those of a Fabric Cloud Router's connections \(IP_VC, IPWAN_VC\)\./);
      const filter = new equinix.RouteFilter(stack, 'Filter', { name: 'f', projectId: 'project-uuid', rules: [{ prefix: '192.168.0.0/24' }] });
      expect(errorOf(() => filter.attachTo(evpl, equinix.RouteFilterDirection.INBOUND)))
        .toMatch(/^\[s\/Filter\] connection: is an EVPL_VC connection; a route filter applies to the connections of a Fabric Cloud Router \(IP_VC, IPWAN_VC\)\./);
      const ipvc = fabricRouterConnection(stack);
      equinix.RoutingProtocol.direct(stack, 'Routed', { connection: ipvc, ipv4: '190.1.1.1/30' });
      filter.attachTo(ipvc, equinix.RouteFilterDirection.INBOUND);
      expect(synthError(stack)).toBe('');
    },
  },
  {
    sentence: 'A BGP peer address outside the direct subnet, or the Equinix side\'s own address, is an error (`equinix:bgp-peer-subnet`).',
    check: () => {
      const stack = equinixStack();
      const direct = equinix.RoutingProtocol.direct(stack, 'Direct', { connection: fabricRouterConnection(stack), ipv4: '190.1.1.1/30' });
      expect(errorOf(() => equinix.RoutingProtocol.bgp(stack, 'Outside', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.9' })))
        .toMatch(/^\[s\/Outside\] customerPeerIpv4: is outside the direct subnet 190\.1\.1\.0\/30/);
      expect(errorOf(() => equinix.RoutingProtocol.bgp(stack, 'Own', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.1' })))
        .toMatch(/^\[s\/Own\] customerPeerIpv4: is the Equinix side's own address of the direct routing protocol/);
      equinix.RoutingProtocol.bgp(stack, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2' });
      expect(synthError(stack)).toBe('');
    },
  },
  {
    sentence: 'A second direct or a second BGP routing protocol on one connection is an error (`equinix:routing-protocol-per-connection`).',
    check: () => {
      const stack = equinixStack();
      const connection = fabricRouterConnection(stack);
      const direct = equinix.RoutingProtocol.direct(stack, 'Direct', { connection, ipv4: '190.1.1.1/30' });
      expect(errorOf(() => equinix.RoutingProtocol.direct(stack, 'Direct2', { connection, ipv4: '190.1.1.5/30' })))
        .toMatch(/^\[s\/Direct2\] connection: names a connection that already has a DIRECT routing protocol \(s\/Direct\)/);
      equinix.RoutingProtocol.bgp(stack, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2' });
      expect(errorOf(() => equinix.RoutingProtocol.bgp(stack, 'Bgp2', { direct, customerAsn: 200, customerPeerIpv4: '190.1.1.2' })))
        .toMatch(/^\[s\/Bgp2\] direct: names a connection that already has a BGP routing protocol \(s\/Bgp\)/);
    },
  },
  {
    sentence: 'A literal BGP key is an error unless acknowledged (`Checks.of(scope).acknowledge(\'equinix:literal-bgp-key\', reason)`).',
    check: () => {
      const make = () => {
        const stack = equinixStack();
        const direct = equinix.RoutingProtocol.direct(stack, 'Direct', { connection: fabricRouterConnection(stack), ipv4: '190.1.1.1/30' });
        equinix.RoutingProtocol.bgp(stack, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2', bgpAuthKey: 'S3cr3t-key' });
        return stack;
      };
      expect(synthError(make())).toMatch(/\[s\/Bgp\] \[equinix:literal-bgp-key\] bgpAuthKey: is a literal secret/);
      const acked = make();
      Checks.of(acked).acknowledge('equinix:literal-bgp-key', 'a throwaway lab session');
      expect(synthError(acked)).toBe('');
      const fromVariable = equinixStack();
      const direct = equinix.RoutingProtocol.direct(fromVariable, 'Direct', { connection: fabricRouterConnection(fromVariable), ipv4: '190.1.1.1/30' });
      const key = new TerraformVariable(fromVariable, 'bgp_auth_key', { type: 'string', sensitive: true }).stringValue;
      equinix.RoutingProtocol.bgp(fromVariable, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2', bgpAuthKey: key });
      expect(synthError(fromVariable)).toBe('');
    },
  },
  {
    sentence: 'A VLAN tag outside 2 to 4092 (`LinkProtocol.dot1q(5000)`) fails synth through the L1\'s value check, on the L1 child (`<path>/Default`).',
    check: () => {
      const stack = equinixStack();
      equinix.FabricConnection.portToPort(stack, 'C', { ...FABRIC, aSide: fabricPort(stack, 5000), zSide: fabricPort(stack) });
      expect(synthError(stack)).toMatch(/\[s\/C\/Default\] \[value:equinix_fabric_connection\.a_side\.access_point\.link_protocol\.vlan_tag\] aSide\.accessPoint\.linkProtocol\.vlanTag: is out of range\. Received: 5000\. Allowed: 2 to 4092\./);
    },
  },
  {
    sentence: 'A second flag or property with an id its instance already has, in any environment, is an error (`ibm:duplicate-id`), as is a second environment, collection or segment with one id.',
    check: () => {
      const { stack, appConfig } = ibmInstance();
      const prod = appConfig.addEnvironment('prod');
      prod.booleanFlag('dark-mode');
      appConfig.addEnvironment('staging').booleanFlag('dark-mode');
      prod.addProperty('timeout', { value: ibm.PropertyValue.numeric(30) });
      appConfig.defaultEnvironment.addProperty('timeout', { value: ibm.PropertyValue.numeric(60) });
      appConfig.addCollection('checkout');
      appConfig.addCollection('checkout-again', { collectionId: 'checkout' });
      const error = synthError(stack);
      expect(error).toContain('[s/AC/staging/dark-mode] flagId: is the id of s/AC/prod/dark-mode, a feature flag of the same App Configuration instance: the API refuses a second feature flag with one id. '
        + "A feature flag exists in every environment of its instance; only its values are per environment, and this L2 keeps each feature flag in the one environment it was made in until the provider's handling of one feature flag in several environments is verified. "
        + 'Received: "dark-mode". Allowed: a feature flag id not used by another feature flag of the instance. Fix: give this feature flag another flagId, or set its values in the environment of s/AC/prod/dark-mode only.');
      expect(error).toContain('[s/AC/DefaultEnvironment/timeout] propertyId: is the id of s/AC/prod/timeout, a property of the same App Configuration instance: the API refuses a second property with one id.');
      expect(error).toContain('[s/AC/checkout-again] collectionId: is the id of s/AC/checkout, a collection of the same App Configuration instance: the API refuses a second collection with one id. '
        + 'Received: "checkout". Allowed: a collection id not used by another collection of the instance. Fix: give it another collectionId, or use s/AC/checkout.');
      const distinct = ibmInstance();
      distinct.appConfig.addEnvironment('prod').booleanFlag('dark-mode');
      distinct.appConfig.addEnvironment('staging').booleanFlag('dark-mode-staging', { flagId: 'dark-mode-staging' });
      expect(synthError(distinct.stack)).toBe('');
    },
  },
  {
    sentence: '`FeatureFlag.INHERIT` as the value of a boolean, numeric, JSON or YAML flag\'s rule is refused (`ibm:inherit-value`).',
    check: () => {
      const { stack, appConfig } = ibmInstance();
      const prod = appConfig.addEnvironment('prod');
      const beta = ibmSegment(appConfig);
      expect(errorOf(() => prod.booleanFlag('dark-mode').target([beta], { value: ibm.FeatureFlag.INHERIT }))).toBe(
        "[s/AC/prod/dark-mode] options.value: is FeatureFlag.INHERIT, which the provider can send for a string flag of format TEXT only: it converts a boolean value before it sends it, and '$default' does not convert. "
        + 'Received: "$default". Allowed: a value of the flag\'s type (BOOLEAN). Fix: write the value the segments get, e.g. the environment\'s enabled value.');
      expect(errorOf(() => prod.stringFlag('theme-json', { format: ibm.StringFormat.JSON, enabledValue: { a: 1 }, disabledValue: {} }).target([beta], { value: ibm.FeatureFlag.INHERIT })))
        .toMatch(/^\[s\/AC\/prod\/theme-json\] options\.value: is FeatureFlag\.INHERIT, which the provider can send for a string flag of format TEXT only: it converts a JSON value before it sends it/);
      prod.stringFlag('theme', { enabledValue: 'dark', disabledValue: 'light' }).target([beta], { value: ibm.FeatureFlag.INHERIT });
      const flags = TerrainTesting.synthToObject(stack).resource.ibm_app_config_feature;
      expect(Object.values(flags).find((f: any) => f.feature_id === 'theme')).toMatchObject({ segment_rules: [{ value: '$default', order: 1, rollout_percentage: 100 }] });
    },
  },
  {
    sentence: 'A value of another type than the flag\'s or the property\'s is an error (`ibm:value-type`: `\'true\'` for a boolean flag, `1.5` for a numeric one, the text of an object for a JSON one, a `PropertyValue.string` in a rule of a numeric property).',
    check: () => {
      const { appConfig } = ibmInstance();
      const prod = appConfig.addEnvironment('prod');
      expect(errorOf(() => prod.booleanFlag('b', { enabledValue: 'true' as any }))).toBe(
        '[s/AC/prod/b] enabledValue: is not a boolean, which a boolean flag takes. Received: "true". Allowed: true or false. Fix: write enabledValue: true (a boolean, not a string).');
      expect(errorOf(() => prod.numericFlag('n', { enabledValue: 1.5, disabledValue: 0 }))).toBe(
        '[s/AC/prod/n] enabledValue: is not a whole number, which a numeric flag takes (the API parses it as an integer). Received: 1.5. Allowed: a whole number. Fix: write enabledValue: 2, or use a string flag for a fraction.');
      expect(errorOf(() => prod.stringFlag('j', { format: ibm.StringFormat.JSON, enabledValue: '{"a":1}', disabledValue: {} }))).toBe(
        '[s/AC/prod/j] enabledValue: is not an object, which a string flag of format JSON takes (the provider parses it into a map). Received: "{\\"a\\":1}". Allowed: an object (serialised as JSON). '
        + "Fix: write enabledValue as an object, e.g. { theme: 'dark' } (not its text), or use format StringFormat.TEXT.");
      const timeout = prod.addProperty('timeout', { value: ibm.PropertyValue.numeric(30) });
      expect(errorOf(() => timeout.target([ibmSegment(appConfig)], { value: ibm.PropertyValue.string('60') }))).toBe(
        '[s/AC/prod/timeout] options.value: is STRING (TEXT), and the property is NUMERIC: a targeting rule\'s value has the property\'s type. Received: "STRING (TEXT)". Allowed: a PropertyValue of type NUMERIC. '
        + 'Fix: write the value with the factory the property was made with, e.g. PropertyValue.numeric(60).');
      expect(() => timeout.target([ibmSegment(appConfig, 'large')], { value: ibm.PropertyValue.numeric(60) })).not.toThrow();
    },
  },
  {
    sentence: 'A rollout outside 0 to 100 is an error (`ibm:rollout-percentage`), and so is a targeting rule with no segment (`ibm:target-segments`) or a segment with no rule (`ibm:segment-rules`).',
    check: () => {
      const { appConfig } = ibmInstance();
      const prod = appConfig.addEnvironment('prod');
      expect(errorOf(() => prod.booleanFlag('f', { rollout: 150 }))).toBe(
        '[s/AC/prod/f] rollout: is not a percentage from 0 to 100. Received: 150. Allowed: a whole percentage from 0 to 100. Fix: write rollout: 100 (everyone).');
      const flag = prod.booleanFlag('g', { rollout: 0 });
      expect(errorOf(() => flag.target([ibmSegment(appConfig)], { rollout: -1 }))).toMatch(/^\[s\/AC\/prod\/g\] options\.rollout: is not a percentage from 0 to 100\. Received: -1\./);
      expect(errorOf(() => flag.target([], {}))).toBe(
        '[s/AC/prod/g] target(segments): is empty: a targeting rule serves its value to the entities of its segments. Received: an empty list. '
        + 'Allowed: one ISegment or more, e.g. [beta] where beta = appConfig.addSegment(...). Fix: pass the segments, e.g. flag.target([beta], { ... }).');
      expect(errorOf(() => appConfig.addSegment('empty', { rules: [] }))).toBe(
        "[s/AC/empty] rules: is empty: a segment is the entities that match its rules. Received: an empty list. Allowed: one rule or more. Fix: add a rule, e.g. SegmentRule.attribute('email').endsWith('@example.com').");
    },
  },
  {
    sentence: 'A segment or a collection of another instance is refused (`ibm:segment-instance`, `ibm:collection-instance`): a flag or a property names those of its own instance.',
    check: () => {
      const { stack, appConfig } = ibmInstance();
      const other = ibm.AppConfiguration.fromGuid(stack, 'Other', { guid: OTHER_GUID, region: 'us-south' });
      const prod = appConfig.addEnvironment('prod');
      expect(errorOf(() => prod.booleanFlag('f').target([ibmSegment(other)], { value: true }))).toBe(
        '[s/AC/prod/f] target(segments)[0]: is a segment of another App Configuration instance (s/Other/beta): a rule targets segments of its own instance. Received: "beta". Allowed: a segment of the same instance. '
        + 'Fix: add the segment to this instance (appConfig.addSegment), or target it from a flag of its own instance.');
      expect(errorOf(() => prod.addProperty('p', { value: ibm.PropertyValue.boolean(true), collections: [other.addCollection('checkout')] }))).toBe(
        '[s/AC/prod/p] collections[0]: is a collection of another App Configuration instance (s/Other/checkout). Received: "checkout". Allowed: a collection of the same instance. '
        + 'Fix: add a collection to this instance (appConfig.addCollection) and pass it.');
    },
  },
  {
    sentence: 'An id with characters other than letters, digits, `.`, `-` and `_` is an error (`ibm:id-characters`, the API\'s character set), and so are a colour that is not `#RRGGBB` (`ibm:color-code`) and a tag with a comma (`ibm:tag`).',
    check: () => {
      const { appConfig } = ibmInstance();
      expect(errorOf(() => appConfig.addEnvironment('prod').booleanFlag('Dark mode'))).toBe(
        '[s/AC/prod/Dark mode] flagId: has characters the App Configuration API does not take in ids. Received: "Dark mode". Allowed: the feature id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write flagId: \'Dark-mode\'.');
      expect(errorOf(() => appConfig.addEnvironment('staging', { color: 'red' }))).toBe(
        '[s/AC/staging] color: is not a colour code. Received: "red". Allowed: \'#\' and six hexadecimal digits, e.g. \'#FDD13A\'. Fix: write color: \'#FDD13A\', or another \'#RRGGBB\' code.');
      expect(errorOf(() => appConfig.addCollection('checkout', { tags: ['web,mobile'] }))).toBe(
        '[s/AC/checkout] tags[0]: has a comma, which separates tags. Received: "web,mobile". Allowed: a non-empty tag without a comma. Fix: split it into two tags: ["web","mobile"].');
      expect(() => appConfig.addEnvironment('qa', { color: '#FDD13A', tags: ['web', 'mobile'] }).booleanFlag('dark_mode.v2')).not.toThrow();
    },
  },
  {
    sentence: 'A CRN given as the instance\'s guid is an error whose fix is the guid in it (`ibm:instance-guid`).',
    check: () => {
      const { stack } = ibmInstance();
      expect(errorOf(() => ibm.AppConfiguration.fromGuid(stack, 'Crn', { guid: `crn:v1:bluemix:public:apprapp:us-south:a/4a0d1b2c:${IBM_GUID}::`, region: 'us-south' }))).toBe(
        '[s/Crn] guid: is a CRN, not the guid of the instance. Received: "crn:v1:bluemix:public:apprapp:us-south:a/4a0d1b2c:36401ff...". Allowed: the guid of the instance, e.g. 36401ffc-6280-459a-ba98-456aba10d0c7. '
        + `Fix: write guid: '${IBM_GUID}' (the CRN's instance part).`);
    },
  },
  {
    sentence: 'A provider configuration given with another region than the instance\'s is refused (`ibm:provider-region`).',
    check: () => {
      const { stack } = ibmInstance();
      const london = new ibm.IbmProvider(stack, 'London', { region: 'eu-gb', alias: 'london' });
      expect(errorOf(() => ibm.AppConfiguration.fromGuid(stack, 'Dallas', { guid: OTHER_GUID, region: 'us-south', provider: london }))).toBe(
        "[s/Dallas] provider: has region 'eu-gb', and the instance is in 'us-south': the provider reaches App Configuration at https://<its region>.apprapp.cloud.ibm.com. Received: \"s/London\". "
        + "Allowed: a provider configuration with region 'us-south'. Fix: leave provider unset (an aliased configuration for 'us-south' is made), or pass one with region: 'us-south'.");
      // Left unset, an aliased configuration of the instance's region is made when the default's differs.
      const europe = new TerraformStack(new App(), 's');
      new ibm.IbmProvider(europe, 'p', { region: 'eu-gb' });
      ibm.AppConfiguration.fromGuid(europe, 'AC', { guid: IBM_GUID, region: 'us-south' }).addEnvironment('prod');
      const doc = TerrainTesting.synthToObject(europe);
      expect(doc.provider.ibm).toEqual([{ region: 'eu-gb' }, { alias: 'app-configuration-us-south', region: 'us-south' }]);
      expect(Object.values(doc.resource.ibm_app_config_environment).map((e: any) => e.provider)).toEqual(['ibm.app-configuration-us-south']);
    },
  },
  {
    sentence: 'On `AppConfigurationPlan.LITE`, a second collection is an error at synth (`ibm:lite-plan-collections`), however it was made.',
    check: () => {
      const lite = ibmInstance(ibm.AppConfigurationPlan.LITE);
      lite.appConfig.addCollection('checkout');
      expect(synthError(lite.stack)).toBe('');
      lite.appConfig.addCollection('billing');
      expect(synthError(lite.stack)).toContain('[s/AC] plan: is AppConfigurationPlan.LITE, which takes 1 collection, and the instance has 2 (s/AC/checkout, s/AC/billing). Received: 2 collections. '
        + 'Allowed: at most 1 collection on the Lite plan. Fix: keep one collection (flags and properties of several applications can share it), or move the instance to a paid plan and set plan accordingly.');
    },
  },
  {
    sentence: 'An environment of id `dev` is refused (`ibm:default-environment`): every instance has it; use `appConfig.defaultEnvironment`.',
    check: () => {
      const { appConfig } = ibmInstance();
      expect(errorOf(() => appConfig.addEnvironment('dev'))).toBe("[s/AC/dev] environmentId: is 'dev', the environment every instance has from its creation: the API refuses a second environment with its id. "
        + "Received: \"dev\". Allowed: an environment id other than 'dev'. Fix: use appConfig.defaultEnvironment for 'dev' (flags and properties can be made in it), or give this environment another id.");
      expect(appConfig.addEnvironment('prod').environmentId).toBe('prod');
    },
  },
  {
    sentence: 'A negated segment rule (`isNot`, `notContains`, `notStartsWith`, `notEndsWith`) takes one value; a second one is refused (`ibm:negated-rule-values`), since the SDKs negate each value and match when any does.',
    check: () => {
      const { appConfig } = ibmInstance();
      expect(errorOf(() => appConfig.addSegment('s', { rules: [(ibm.SegmentRule.attribute('country') as any).notContains('US', 'CA')] }))).toContain(
        '[s/AC/s] rules[0].values: has 2 values, and notContains takes one: the SDKs negate each value and match when any does, so two different values would match every entity.');
      expect(appConfig.addSegment('t', { rules: [ibm.SegmentRule.attribute('country').notContains('US')] }).segmentId).toBe('t');
    },
  },
  {
    sentence: 'In a JSON, YAML or secret-reference value, text that mixes words and a reference is refused (`ibm:json-value`); a reference alone is written as Terraform\'s `jsonencode` of it, so its value is encoded.',
    check: () => {
      const { stack, appConfig } = ibmInstance();
      const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
      expect(errorOf(() => appConfig.defaultEnvironment.addProperty('m', { value: ibm.PropertyValue.json({ a: `Deploy ${v}` }) }))).toContain(
        '[s/AC/DefaultEnvironment/m] value.a: mixes text and a reference, which the serialised object cannot encode.');
      appConfig.defaultEnvironment.addProperty('j', { value: ibm.PropertyValue.json({ a: v }) });
      expect(Object.values<any>(JSON.parse(Testing.synth(stack)).resource.ibm_app_config_property)[0].value).toBe('{"a":${jsonencode(var.v)}}');
    },
  },
  {
    sentence: '`IbmCloudProvider.configure` refuses a timeout under 1 second or a retry count under 1 (the provider takes 0 as unset), and a literal API key, IAM token or refresh token (a deprecated key\'s included) is an error unless acknowledged (`Checks.of(scope).acknowledge(\'ibm:literal-credential\', reason)`); the provider\'s deprecated arguments, which provider 2.5 still takes, are passed on with a warning that names their replacement (`ibm:provider-deprecated-argument`; `bluemixApiKey`: use `auth: IbmCloudAuth.apiKey`).',
    check: () => {
      const stack = () => new TerraformStack(new App(), 's');
      const env = ibm.IbmCloudAuth.fromEnvironment();
      const old = stack();
      ibm.IbmCloudProvider.configure(old, 'Ibm', { auth: env, region: 'us-south', bluemixTimeout: 90 } as any);
      expect(synthError(old)).toBe('');
      expect(TerrainTesting.warnings(old)).toEqual(["s/Ibm: [ibm:provider-deprecated-argument] bluemixTimeout: is the provider's deprecated bluemix_timeout: use timeout (ibmcloud_timeout). Fix: remove bluemixTimeout, and write timeout: Duration.seconds(90)."]);
      const literalOld = stack();
      ibm.IbmCloudProvider.configure(literalOld, 'Ibm', { auth: env, region: 'us-south', bluemixApiKey: 'S3cr3t' } as any);
      expect(synthError(literalOld)).toContain('[s/Ibm] [ibm:literal-credential] bluemixApiKey: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive).');
      expect(errorOf(() => ibm.IbmCloudProvider.configure(stack(), 'Ibm', { auth: env, region: 'us-south', timeout: Duration.seconds(0) }))).toBe(
        '[s/Ibm] timeout: is below 1 second: the provider takes 0 as unset (60 seconds). Received: 0s. Allowed: at least 1 second. Fix: set timeout: Duration.seconds(1) or more, or remove it (60 seconds).');
      expect(errorOf(() => ibm.IbmCloudProvider.configure(stack(), 'Ibm', { auth: env, region: 'us-south', maxRetries: 0 }))).toBe(
        '[s/Ibm] maxRetries: is 0: the provider takes a count of 0 as unset and retries 10 times. Received: 0. Allowed: a whole number, 1 or more. Fix: set maxRetries: 1 or more, or remove it (10 retries).');
      const make = () => {
        const s = stack();
        ibm.IbmCloudProvider.configure(s, 'Ibm', { auth: ibm.IbmCloudAuth.iamToken({ token: 'S3cr3t-token' }), region: 'us-south' });
        return s;
      };
      expect(synthError(make())).toContain('[s/Ibm] [ibm:literal-credential] auth.token: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). '
        + "Allowed: a reference: a sensitive variable's stringValue. Fix: pass it as a reference, or acknowledge it: Checks.of(scope).acknowledge('ibm:literal-credential', reason).");
      const acked = make();
      Checks.of(acked).acknowledge('ibm:literal-credential', 'a throwaway lab account');
      expect(synthError(acked)).toBe('');
      const fromVariable = stack();
      const key = new TerraformVariable(fromVariable, 'ibmcloud_api_key', { type: 'string', sensitive: true }).stringValue;
      ibm.IbmCloudProvider.configure(fromVariable, 'Ibm', { auth: ibm.IbmCloudAuth.apiKey(key), region: 'us-south', timeout: Duration.seconds(120), maxRetries: 3 });
      expect(synthError(fromVariable)).toBe('');
    },
  },
  {
    sentence: 'A lookup\'s `limit` under 1, `offset` under 0, a filter tag with a comma, or a filter collection or segment of another instance than the environment\'s is an error (`ibm:lookup-limit`, `ibm:lookup-offset`, `ibm:lookup-tag`, `ibm:lookup-other-instance`).',
    check: () => {
      const { stack, appConfig } = ibmInstance();
      const prod = appConfig.addEnvironment('prod');
      expect(errorOf(() => new ibm.FeatureListLookup(stack, 'Flags', { environment: prod, limit: 0 }))).toBe(
        '[s/Flags] limit: is below 1: it is the number of records to read. Received: 0. Allowed: a whole number of records, 1 or more. Fix: set limit: 1 or more, or remove it to read every record.');
      expect(errorOf(() => new ibm.PropertyListLookup(stack, 'Properties', { environment: prod, offset: -1 }))).toBe(
        '[s/Properties] offset: is below 0: it is the number of records to skip. Received: -1. Allowed: a whole number of records, 0 or more. Fix: set offset: 0 or more, or remove it to read from the first record.');
      expect(errorOf(() => new ibm.FeatureListLookup(stack, 'Tagged', { environment: prod, tags: ['web,mobile'] }))).toBe(
        '[s/Tagged] tags[0]: has a comma: the API takes the tags as one comma-separated list, so it would read two tags. Received: "web,mobile". Allowed: a tag without a comma. Fix: write each tag as an item: ["web","mobile"].');
      const other = ibm.AppConfiguration.fromGuid(stack, 'Other', { guid: OTHER_GUID, region: 'us-south' });
      expect(errorOf(() => new ibm.FeatureListLookup(stack, 'Elsewhere', { environment: prod, segments: [ibmSegment(other)] }))).toBe(
        `[s/Elsewhere] segments[0]: is of another instance (guid ${OTHER_GUID}) than the environment's (${IBM_GUID}): it names nothing there. Received: "beta". Allowed: an ISegment of the instance ${IBM_GUID}. `
        + "Fix: pass segments of the environment's instance, or look up in the other instance's environment.");
      new ibm.FeatureListLookup(stack, 'Page', { environment: prod, tags: ['web', 'mobile'], limit: 20, offset: 0 });
      expect(synthError(stack)).toBe('');
    },
  },
  {
    sentence: 'Written with the L1s (`IbmAppConfigFeature`, `IbmAppConfigProperty`) instead, the same mistakes are type rules of their resources (see [What is checked](#what-is-checked), `#### ibm`): a value that does not convert to the type is an error (the provider\'s `formatValue` refuses it at apply),',
    check: () => {
      const { stack } = ibmInstance();
      new ibm.IbmAppConfigFeature(stack, 'F', { guid: IBM_GUID, environmentId: 'prod', featureId: 'dark', name: 'Dark', type: 'BOOLEAN', enabledValue: 'yes', disabledValue: 'false' });
      expect(synthError(stack)).toContain("[s/F] [rule:ibm_app_config_feature/values-match-type] enabledValue: is not a boolean, which type BOOLEAN needs. Received: 'yes' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'yes'.");
    },
  },
];

test('every promise is still what the README says (a sentence that changed or went takes its case along)', () => {
  expect(PROMISES.map((p) => p.sentence).filter((s) => !README.includes(s))).toEqual([]);
});

/** Phrases that say "fails synth" and the like without a promise of their own: headings. */
const NOT_PROMISES = ['**What fails synth**'];

test('the README\'s refusals are all here: every "is refused", "are refused", "is an error" and "fails synth" is inside a sentence of a case', () => {
  const ranges = PROMISES.flatMap((p) => {
    const out: Array<[number, number]> = [];
    for (let i = README.indexOf(p.sentence); i >= 0; i = README.indexOf(p.sentence, i + 1)) out.push([i, i + p.sentence.length]);
    return out;
  });
  const skipped = NOT_PROMISES.flatMap((n) => { const i = README.indexOf(n); return i >= 0 ? [[i, i + n.length] as [number, number]] : []; });
  const uncovered = [...README.matchAll(/\b(is|are) refused\b|\b(is|are) an error\b|\bfails synth\b/g)]
    .filter((m) => ![...ranges, ...skipped].some(([a, b]) => m.index! >= a && m.index! < b))
    .map((m) => README.slice(Math.max(0, m.index! - 100), m.index! + 40));
  expect(uncovered).toEqual([]);
});

describe.each(PROMISES.map((p) => [p.sentence.slice(0, 90), p]))('README: %s', (_, p) => {
  test('the code does what the sentence says', () => p.check());
});

// The summary of the user's part: TerrainTesting is how a user checks these.
test('TerrainTesting.synth fails like Testing.synth on a refusal at synth', () => {
  const stack = incidentStack();
  new incident.CatalogType(stack, 'T', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog' });
  expect(errorOf(() => TerrainTesting.synth(stack))).toContain('[s/T] entries: has no entries');
});
