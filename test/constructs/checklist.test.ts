/**
 * The checklist of docs/AUTHORING-L2.md, for every exported L2 construct class of every provider
 * folder under src/constructs/ (what its `index.ts` exports, read as the reference docs read it:
 * scripts/docs/l2.ts). A new provider's L2s are picked up without a change here, except for their
 * minimal examples (EXAMPLES), which the test asks for by name. A provider folder may have no L2
 * class yet (only its contracts, the `-ref.ts` files): it is scanned all the same, and its first
 * class gets every item below.
 *
 * Each class gets one test per item, named `<provider>.<Class> item <n> ...`, so that a miss reads
 * as class and item:
 *  1. its class docs carry `@resource <terraform type>` for each resource type it renders;
 *  2. it has a `resource`: the L1 child `Default` (built from its minimal example, which must
 *     synthesize);
 *  3. it implements an interface `I<Name>` declared in a `-ref.ts` file of its provider;
 *  4. it has a static `from<Name>Attributes` (own or inherited);
 *  5. its file has a test file at the mirrored path under test/.
 * Classes that stand for existing resources (`Imported<Name>`, `<Name>Lookup`, or a class whose
 * docs carry `@existing`, such as the App Configuration instance an L2 family hangs from) are
 * checked for 3 and 5 only.
 *
 * `<Name>` is the class name; the documented exception is a kind of a shared contract, whose name
 * ends with the contract's (`ReplicaSetCluster`, `LegacyCluster`: `ICluster`,
 * `fromClusterAttributes`). The ref file is `<kebab name>-ref.ts` or the class's own file name with
 * `-ref` (`outage-simulation.ts` → `outage-simulation-ref.ts`).
 *
 * A miss that cannot be fixed here (the L2 sources belong to their owners) is listed in KNOWN_MISSES
 * with the finding that records it; its test is `test.failing`, so it fails once the miss is
 * fixed, and the entry is then removed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App, TerraformResource, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { ClassDeclaration, Node, Project } from 'ts-morph';
import { kebab, L2Construct, L2Model, readL2 } from '../../scripts/docs/l2';
import { Duration, equinix, ibm, incident, mongodbatlas as atlas, TerrainTesting } from '../../src';
import { SYNTH_TIME_CONTEXT } from '../../src/core/runtime/synth-time';

const ROOT = path.join(__dirname, '..', '..');
const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
const ORG = '6a7b8c9d0e1f5f1b2c3d4e5f';
const TEAM = '0123456789abcdef01234567';
const threeNodes = [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }];

/** How to build an L2 in a test stack of its provider. */
interface Example {
  /** The smallest valid construction. */
  readonly make: (scope: Construct) => IConstruct;
  /** Calls that render the other Terraform types the class can render (add* methods). */
  readonly exercise?: (made: any, scope: Construct) => void;
}

/** Minimal examples, per provider: `provider` sets up the stack, `classes` has one entry per L2 class. */
/** The App Configuration instance of a stack's ibm examples (one per stack). */
function appConfiguration(s: Construct): ibm.AppConfiguration {
  return (s.node.tryFindChild('AppConfig') as ibm.AppConfiguration | undefined)
    ?? ibm.AppConfiguration.fromGuid(s, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' });
}

const EXAMPLES: Record<string, { provider: (stack: TerraformStack) => void; classes: Record<string, Example> }> = {
  mongodbatlas: {
    provider: (stack) => new atlas.MongodbatlasProvider(stack, 'atlas'),
    classes: {
      AlertConfiguration: {
        make: (s) => new atlas.AlertConfiguration(s, 'Target', {
          projectId: PROJECT, eventType: 'NO_PRIMARY', notifications: [atlas.NotificationTarget.group({ roles: [atlas.ProjectRole.GROUP_OWNER] })],
        }),
      },
      BackupCompliancePolicy: {
        make: (s) => new atlas.BackupCompliancePolicy(s, 'Target', {
          projectId: PROJECT, authorizedEmail: 'sec@example.com', authorizedUserFirstName: 'Sec', authorizedUserLastName: 'Ops',
        }),
      },
      CloudBackupSchedule: {
        make: (s) => new atlas.CloudBackupSchedule(s, 'Target', { projectId: PROJECT, clusterName: 'orders', daily: { retainDays: 7 } }),
      },
      CloudProviderAccess: {
        make: (s) => new atlas.CloudProviderAccess(s, 'Target', { projectId: PROJECT, provider: atlas.CloudAccessProvider.gcp() }),
      },
      ClusterOutageSimulation: {
        make: (s) => new atlas.ClusterOutageSimulation(s, 'Target', {
          cluster: atlas.ReplicaSetCluster.fromClusterAttributes(s, 'Cluster', { projectId: PROJECT, clusterName: 'orders' }),
          regions: [{ provider: 'AWS', region: 'US_EAST_1' }],
        }),
      },
      CustomDbRole: {
        make: (s) => new atlas.CustomDbRole(s, 'Target', { projectId: PROJECT, roleName: 'reader', inheritedRoles: [atlas.DatabaseRole.read('orders')] }),
      },
      DatabaseUser: {
        make: (s) => new atlas.DatabaseUser(s, 'Target', {
          projectId: PROJECT,
          authentication: atlas.DatabaseUserAuthentication.awsIam({ roleArn: 'arn:aws:iam::123456789012:role/app' }),
          roles: [atlas.DatabaseRole.read('orders')],
        }),
      },
      EncryptionAtRest: {
        make: (s) => new atlas.EncryptionAtRest(s, 'Target', {
          projectId: PROJECT,
          key: atlas.EncryptionAtRestKey.awsKms({
            access: new atlas.CloudProviderAccess(s, 'Access', {
              projectId: PROJECT, provider: atlas.CloudAccessProvider.aws({ iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/kms' }),
            }),
            // The provider marks the key id sensitive: a literal is an error unless acknowledged.
            customerMasterKeyId: new TerraformVariable(s, 'KmsKeyId', { type: 'string', sensitive: true }).stringValue,
            region: 'US_EAST_1',
            requirePrivateNetworking: true,
          }),
        }),
        exercise: (e: atlas.EncryptionAtRest) => e.addPrivateEndpoint('US_EAST_1', { createTimeout: Duration.minutes(30) }),
      },
      GlobalCluster: {
        make: (s) => new atlas.GlobalCluster(s, 'Target', {
          projectId: PROJECT, name: 'orders', instanceSize: 'M30', zones: [{ name: 'Americas', regions: threeNodes }],
        }),
      },
      LegacyCluster: {
        make: (s) => new atlas.LegacyCluster(s, 'Target', {
          projectId: PROJECT, name: 'orders', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }],
        }),
      },
      OrgAssignment: {
        make: (s) => new atlas.OrgAssignment(s, 'Target', { orgId: ORG, username: 'jane@example.com', orgRoles: [atlas.OrgRole.ORG_MEMBER] }),
      },
      ReplicaSetCluster: {
        make: (s) => new atlas.ReplicaSetCluster(s, 'Target', { projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: threeNodes }),
      },
      ShardedCluster: {
        make: (s) => new atlas.ShardedCluster(s, 'Target', { projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: threeNodes, shards: 2 }),
      },
      TeamAssignment: {
        make: (s) => new atlas.TeamAssignment(s, 'Target', { orgId: ORG, userId: TEAM, teamId: TEAM }),
      },
    },
  },
  incident: {
    provider: (stack) => new incident.IncidentProvider(stack, 'incident', {}),
    classes: {
      AlertAttribute: {
        make: (s) => new incident.AlertAttribute(s, 'Target', { name: 'Team', type: incident.AttributeType.string() }),
      },
      AlertRoute: {
        make: (s) => new incident.AlertRoute(s, 'Target', {
          name: 'Payments',
          sources: [{ source: incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') }) }],
        }),
      },
      AlertSource: {
        make: (s) => incident.AlertSource.http(s, 'Target', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') }),
      },
      CatalogAttribute: {
        make: (s) => new incident.CatalogAttribute(s, 'Target', {
          catalogType: incident.CatalogType.fromCatalogTypeAttributes(s, 'Team', { catalogTypeId: '01HTEAMTYPE0000000000000000' }),
          name: 'Lead',
          type: incident.CatalogAttributeType.string(),
        }),
      },
      CatalogType: {
        make: (s) => new incident.CatalogType(s, 'Target', {
          typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', allowEmptyEntries: true,
        }),
        exercise: (t: incident.CatalogType) => {
          t.addAttribute('lead', { name: 'Lead', type: incident.CatalogAttributeType.string() });
          t.addEntry('payments', { name: 'Payments', values: { lead: 'Jane Doe' } });
        },
      },
      EscalationPath: {
        make: (s) => new incident.EscalationPath(s, 'Target', { name: 'Payments on-call' }),
        exercise: (escalationPath: incident.EscalationPath, s) => escalationPath.addLevel('Primary', {
          notify: [incident.EscalationTarget.schedule(incident.Schedule.fromScheduleAttributes(s, 'Primary', { scheduleId: '01HPFH8T92MPGSQS5C4CJYXTWF' }))],
          ackTimeout: Duration.minutes(5),
        }),
      },
    },
  },
  ibm: {
    provider: (stack) => new ibm.IbmProvider(stack, 'ibm', { region: 'us-south' }),
    classes: {
      Environment: { make: (s) => new ibm.Environment(s, 'Target', { instance: appConfiguration(s), color: '#FDD13A' }) },
      Collection: { make: (s) => new ibm.Collection(s, 'Target', { instance: appConfiguration(s) }) },
      Segment: { make: (s) => new ibm.Segment(s, 'Target', { instance: appConfiguration(s), rules: [ibm.SegmentRule.attribute('email').endsWith('@example.com')] }) },
      FeatureFlag: {
        make: (s) => appConfiguration(s).defaultEnvironment.booleanFlag('Target', { enabled: true, collections: [ibm.Collection.fromCollectionAttributes(s, 'C', { instance: appConfiguration(s), collectionId: 'c' })] }),
        exercise: (flag: ibm.FeatureFlag, s) => flag.target([ibm.Segment.fromSegmentAttributes(s, 'Beta', { instance: flag.instance, segmentId: 'beta' })], { rollout: 50 }),
      },
      GitSync: {
        make: (s) => new ibm.GitSync(s, 'Target', {
          instance: appConfiguration(s),
          collection: ibm.Collection.fromCollectionAttributes(s, 'C', { instance: appConfiguration(s), collectionId: 'checkout' }),
          environment: appConfiguration(s).defaultEnvironment,
          repository: 'https://api.github.com/repos/acme/app-config',
          branch: 'main',
          filePath: 'config/dev.json',
          token: new TerraformVariable(s, 'git_token', { type: 'string', sensitive: true }).stringValue,
          configId: 'checkout-dev',
          configName: 'Checkout (dev)',
        }),
      },
      KmsIntegration: {
        make: (s) => new ibm.KmsIntegration(s, 'Target', {
          instance: appConfiguration(s), integrationId: 'kms', kmsInstanceCrn: 'crn:v1:bluemix:public:kms:us-south:a/1:2::', kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: 'root-1',
        }),
      },
      EventNotificationsIntegration: {
        make: (s) => new ibm.EventNotificationsIntegration(s, 'Target', {
          instance: appConfiguration(s),
          integrationId: 'en',
          enInstanceCrn: 'crn:v1:bluemix:public:event-notifications:us-south:a/1:2::',
          enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com',
          sourceName: 'app-config',
        }),
      },
      Property: {
        make: (s) => appConfiguration(s).defaultEnvironment.addProperty('Target', { value: ibm.PropertyValue.numeric(30) }),
        exercise: (property: ibm.Property, s) => property.target([ibm.Segment.fromSegmentAttributes(s, 'Beta', { instance: property.instance, segmentId: 'beta' })], { value: ibm.PropertyValue.numeric(60) }),
      },
    },
  },
  equinix: {
    provider: (stack) => new equinix.EquinixProvider(stack, 'equinix', {}),
    classes: {
      FabricConnection: {
        make: (s) => equinix.FabricConnection.portToProvider(s, 'Target', {
          name: 'Port2Aws',
          bandwidth: equinix.Bandwidth.mbps(50),
          notifications: equinix.Notifications.emails(['noc@example.com']),
          aSide: equinix.AccessPoint.port(equinix.Port.fromUuid(s, 'Port', 'c4d9350e-783c-83cd-1ce0-306a5c00a600'), { linkProtocol: equinix.LinkProtocol.dot1q(1976) }),
          zSide: equinix.AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
        }),
      },
      CloudRouter: {
        make: (s) => new equinix.CloudRouter(s, 'Target', {
          name: 'Router-SV',
          package: equinix.CloudRouterPackage.STANDARD,
          metro: 'SV',
          projectId: '776847000642406',
          notifications: equinix.Notifications.emails(['noc@example.com']),
        }),
      },
      RoutingProtocol: {
        make: (s) => equinix.RoutingProtocol.direct(s, 'Target', {
          connection: equinix.FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: 'c4d9350e-783c-83cd-1ce0-306a5c00a600' }),
          ipv4: '190.1.1.1/30',
        }),
      },
      RouteFilter: {
        make: (s) => new equinix.RouteFilter(s, 'Target', { name: 'RF_Policy_Name', projectId: '776847000642406', rules: [{ prefix: '192.168.0.0/24' }] }),
        exercise: (filter: equinix.RouteFilter, s) => filter.attachTo(equinix.FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: 'c' }), equinix.RouteFilterDirection.INBOUND),
      },
      RouteAggregation: {
        make: (s) => new equinix.RouteAggregation(s, 'Target', { name: 'terra-route-aggregation', projectId: '776847000642406', rules: [{ name: 'rule_1', prefix: '192.168.0.0/24' }] }),
        exercise: (aggregation: equinix.RouteAggregation, s) => aggregation.attachTo(equinix.FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: 'c' })),
      },
    },
  },
};

/**
 * Misses of today's sources, by `<provider>.<Class> item <n>`, each with the finding that records
 * it (/work/notes/fuzz-checklist-findings.md). Their tests are `test.failing`.
 */
const KNOWN_MISSES: Record<string, string> = {
  // Empty: F1 and F2 (the @resource tags of CloudProviderAccess and EncryptionAtRest) are fixed.
};

const model: L2Model = readL2(ROOT);
/** The provider folders with an index (the namespaces' L2 barrels), with or without L2 classes yet. */
const PROVIDERS = fs.readdirSync(path.join(ROOT, 'src', 'constructs'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(ROOT, 'src', 'constructs', e.name, 'index.ts'))).map((e) => e.name).sort();

/** `Imported<Name>` and `<Name>Lookup` stand for existing resources. */
function isExisting(name: string): boolean {
  return /^Imported[A-Z]/.test(name) || /[a-z0-9]Lookup$/.test(name);
}

/** Whether a class stands for something that exists: by its name, or by an `@existing` tag in its docs. */
function standsForExisting(c: L2Construct): boolean {
  return isExisting(c.name) || c.decl.getJsDocs().some((d) => d.getTags().some((t) => t.getTagName() === 'existing'));
}

/** The name the contract is expected under: the class name without `Imported`/`Lookup`. */
function baseName(name: string): string {
  return name.replace(/^Imported(?=[A-Z])/, '').replace(/(?<=[a-z0-9])Lookup$/, '');
}

/** The name, then each shorter PascalCase tail of it (the contract a kind may implement). */
function contractNames(name: string): string[] {
  const words = name.split(/(?=[A-Z][a-z0-9])/);
  return words.map((_, i) => words.slice(i).join(''));
}

/** Interfaces a class implements, its own and its base classes' (resolved by name in the model). */
function implemented(decl: ClassDeclaration): string[] {
  const out: string[] = [];
  for (let c: ClassDeclaration | undefined = decl, depth = 0; c && depth < 20; depth++) {
    out.push(...c.getImplements().map((i) => i.getExpression().getText()));
    const base: string | undefined = c.getExtends()?.getExpression().getText();
    const d: Node | undefined = base ? model.decls.get(base)?.decl ?? model.hidden.get(base) : undefined;
    c = d && Node.isClassDeclaration(d) ? d : undefined;
  }
  return out;
}

/** The contract's name (without `I`) when item 3 holds, with where it was found. */
function contractOf(c: L2Construct): { name?: string; problem?: string } {
  const all = implemented(c.decl);
  const name = contractNames(baseName(c.name)).find((n) => all.includes(`I${n}`));
  if (!name) return { problem: `implements none of ${contractNames(baseName(c.name)).map((n) => `I${n}`).join(', ')} (it implements ${all.join(', ') || 'nothing'})` };
  const found = model.decls.get(`I${name}`);
  if (!found) return { name, problem: `I${name} is not exported by the provider's index` };
  const file = path.basename(found.source);
  const own = path.basename(c.source, '.ts');
  if (!found.source.startsWith(`src/constructs/${c.provider}/`) || ![`${kebab(name)}-ref.ts`, `${own}-ref.ts`].includes(file)) {
    return { name, problem: `I${name} is declared in ${found.source}, not in ${kebab(name)}-ref.ts or ${own}-ref.ts of src/constructs/${c.provider}` };
  }
  return { name };
}

/** The runtime class of a construct (the provider's module, as its index exports it). */
function runtimeClass(c: L2Construct): any {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(ROOT, 'src', 'constructs', c.provider));
  return mod[c.name];
}

/** The provider's Terraform resource types, from its schema. */
function resourceTypes(provider: string): Set<string> {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', provider, 'schema.json'), 'utf8'));
  return new Set(Object.values<any>(schema.provider_schemas).flatMap((p) => Object.keys(p.resource_schemas ?? {})));
}

/** A stack of the provider with the class's example built in it (and exercised). */
function build(c: L2Construct): { stack: TerraformStack; made: IConstruct } {
  const examples = EXAMPLES[c.provider];
  const example = examples?.classes[c.name];
  if (!examples || !example) {
    throw new Error(`${c.provider}.${c.name} has no minimal example: add one to EXAMPLES.${c.provider}.classes in test/constructs/checklist.test.ts`);
  }
  const app = new App({ context: { [SYNTH_TIME_CONTEXT]: '2026-11-22T12:00:00Z' } });
  const stack = new TerraformStack(app, 'test');
  examples.provider(stack);
  const made = example.make(stack);
  example.exercise?.(made, stack);
  return { stack, made };
}

/** Resource types of the L1s in `made`'s subtree, other L2s' subtrees left out (they carry their own tags). */
function renderedTypes(made: IConstruct, provider: string): string[] {
  const l2Classes = model.constructs.filter((c) => c.provider === provider).map(runtimeClass);
  const isOtherL2 = (n: IConstruct) => n !== made && l2Classes.some((k) => n instanceof k);
  const out = new Set<string>();
  const walk = (n: IConstruct) => {
    if (isOtherL2(n)) return;
    if (n instanceof TerraformResource) out.add(n.terraformResourceType);
    n.node.children.forEach(walk);
  };
  walk(made);
  return [...out].sort();
}

const check = (key: string) => (KNOWN_MISSES[key] ? test.failing : test);

test('the scan reads every provider folder with an index (one without an L2 class yet included) and finds the L2s', () => {
  expect(PROVIDERS).toEqual(expect.arrayContaining(['incident', 'mongodbatlas']));
  // Every folder's exports were read, contracts included; no class comes from elsewhere.
  expect([...new Set([...model.decls.values()].map((d) => d.provider))].sort()).toEqual(PROVIDERS);
  expect(model.constructs.filter((c) => !PROVIDERS.includes(c.provider))).toEqual([]);
  expect(model.constructs.map((c) => c.name)).toEqual(expect.arrayContaining(['ReplicaSetCluster', 'DatabaseUser', 'ClusterLookup']));
  expect(model.decls.get('IEscalationPath')?.source).toBe('src/constructs/incident/escalation/escalation-path-ref.ts');
});

test('every construct class a provider folder exports at run time is an L2 of the scan (none is missed, in a folder with none yet too)', () => {
  const exported = PROVIDERS.flatMap((provider) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(ROOT, 'src', 'constructs', provider));
    return Object.entries<unknown>(mod)
      .filter(([, v]) => typeof v === 'function' && (v as { prototype: unknown }).prototype instanceof Construct)
      .map(([name]) => `${provider}.${name}`);
  });
  const scanned = (key: string) => model.constructs.some((c) => `${c.provider}.${c.name}` === key)
    || (() => { const d = model.decls.get(key.split('.')[1])?.decl; return !!d && Node.isClassDeclaration(d) && d.isAbstract(); })();
  expect(exported).toEqual(expect.arrayContaining(['mongodbatlas.ReplicaSetCluster', 'mongodbatlas.ClusterLookup']));
  expect(exported.filter((k) => !scanned(k))).toEqual([]);
});

test('EXAMPLES and KNOWN_MISSES name only classes that exist (a renamed class is noticed)', () => {
  const defined = new Set(model.constructs.filter((c) => !standsForExisting(c)).map((c) => `${c.provider}.${c.name}`));
  const stale = [
    ...Object.entries(EXAMPLES).flatMap(([p, e]) => Object.keys(e.classes).map((n) => `${p}.${n}`)).filter((k) => !defined.has(k)),
    ...Object.keys(KNOWN_MISSES).map((k) => k.replace(/ item \d$/, '')).filter((k) => !model.constructs.some((c) => `${c.provider}.${c.name}` === k)),
  ];
  expect(stale).toEqual([]);
});

for (const provider of PROVIDERS) {
  describe(provider, () => {
    const types = resourceTypes(provider);
    for (const c of model.constructs.filter((x) => x.provider === provider)) {
      const key = `${provider}.${c.name}`;
      const existing = standsForExisting(c);

      if (!existing) {
        check(`${key} item 1`)(`${key} item 1: @resource names each Terraform resource type it renders`, () => {
          const unknown = c.resources.filter((t) => !types.has(t));
          expect({ tags: c.resources.length > 0, unknown }).toEqual({ tags: true, unknown: [] });
          const { made } = build(c);
          const untagged = renderedTypes(made, provider).filter((t) => !c.resources.includes(t));
          expect(untagged).toEqual([]);
        });

        check(`${key} item 2`)(`${key} item 2: resource is the L1 child Default (minimal example synthesizes)`, () => {
          const { stack, made } = build(c);
          const resource = (made as any).resource;
          expect(resource).toBeInstanceOf(TerraformResource);
          expect(made.node.tryFindChild('Default')).toBe(resource);
          expect(() => TerrainTesting.synth(stack)).not.toThrow();
        });
      }

      check(`${key} item 3`)(`${key} item 3: implements I<Name> declared in a -ref.ts file`, () => {
        expect(contractOf(c).problem).toBeUndefined();
      });

      if (!existing) {
        check(`${key} item 4`)(`${key} item 4: has a static from<Name>Attributes`, () => {
          const method = `from${contractOf(c).name ?? c.name}Attributes`;
          expect({ method, isFunction: typeof runtimeClass(c)?.[method] === 'function' }).toEqual({ method, isFunction: true });
        });
      }

      check(`${key} item 5`)(`${key} item 5: ${c.source} has a test file at the mirrored path`, () => {
        const mirrored = c.source.replace(/^src\//, 'test/').replace(/\.ts$/, '.test.ts');
        expect({ mirrored, exists: fs.existsSync(path.join(ROOT, mirrored)) }).toEqual({ mirrored, exists: true });
      });
    }
  });
}

test('a class without a minimal example fails item 2 with how to add one', () => {
  const fake = { provider: 'mongodbatlas', name: 'NewThing' } as L2Construct;
  expect(() => build(fake)).toThrow('mongodbatlas.NewThing has no minimal example: add one to EXAMPLES.mongodbatlas.classes in test/constructs/checklist.test.ts');
});

test('the contract of a kind is the tail of its name (the documented exception)', () => {
  expect(contractNames('ReplicaSetCluster')).toEqual(['ReplicaSetCluster', 'SetCluster', 'Cluster']);
  expect(baseName('ImportedCluster')).toBe('Cluster');
  expect(baseName('ClusterLookup')).toBe('Cluster');
});

/**
 * One bind signature in every family (AUTHORING-L2.md, 7. Variants): every `_bind` of a class under
 * src/constructs takes `(ctx, field: string)`, `ctx` typed as the kit's `BindContext` or a class
 * that extends it; no variant renders through another method (`_render`). Read from the sources.
 */
describe('variants bind with one signature', () => {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  project.addSourceFilesAtPaths([path.join(ROOT, 'src', 'constructs', '**', '*.ts'), path.join(ROOT, 'src', 'core', 'l2', '*.ts')]);
  const classes = project.getSourceFiles().flatMap((f) => f.getClasses().map((c) => ({ c, file: path.relative(ROOT, f.getFilePath()).split(path.sep).join('/') })));
  const bases = new Map(classes.map(({ c }) => [c.getName(), c.getExtends()?.getExpression().getText()]));
  /** Whether a class name is BindContext or extends it (by name, through the classes read). */
  const isContext = (name: string | undefined, depth = 0): boolean => name === 'BindContext' || (!!name && depth < 10 && isContext(bases.get(name), depth + 1));
  const methods = classes.filter(({ file }) => file.startsWith('src/constructs/')).flatMap(({ c, file }) => c.getMethods().map((m) => ({ m, where: `${file}: ${c.getName() ?? '(anonymous)'}.${m.getName()}` })));

  test('the scan finds the variants of both families', () => {
    const binds = methods.filter(({ m }) => m.getName() === '_bind').map(({ where }) => where);
    expect(binds.length).toBeGreaterThan(20);
    expect(binds).toEqual(expect.arrayContaining([
      expect.stringMatching(/^src\/constructs\/incident\/expressions\/attribute-type\.ts: AttributeType\._bind$/),
      expect.stringMatching(/^src\/constructs\/mongodbatlas\/notification-target\.ts: NotificationTarget\._bind$/),
    ]));
  });

  test('every _bind is (ctx: <a BindContext>, field: string)', () => {
    const wrong = methods.filter(({ m }) => m.getName() === '_bind').flatMap(({ m, where }) => {
      const params = m.getParameters();
      const ctxType = params[0]?.getTypeNode()?.getText();
      const ok = params.length === 2 && isContext(ctxType) && /^_?field$/.test(params[1].getName()) && params[1].getTypeNode()?.getText() === 'string';
      return ok ? [] : [`${where}(${params.map((x) => x.getText()).join(', ')})`];
    });
    expect(wrong).toEqual([]);
  });

  test('no _render method: a variant binds; what is no variant renders under another name', () => {
    expect(methods.filter(({ m }) => m.getName() === '_render').map(({ where }) => where)).toEqual([]);
  });
});
