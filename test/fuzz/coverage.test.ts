/**
 * Every L2 has a fuzz target: the exports of src/constructs/mongodbatlas/index.ts,
 * src/constructs/incident/index.ts, src/constructs/equinix/index.ts and src/constructs/ibm/index.ts are scanned for construct classes, their public static
 * factories and public methods, and the static factories of the value classes
 * (NotificationTarget, DatabaseRole, RichText, Condition, ...); each must be covered by a target
 * (which then checks, in its own test file, that it really exercised it). The public methods of a
 * base class the index does not export (a hidden base such as StatefulConstruct, whose members
 * jsii copies into each subclass) count as the methods of the exported class that extends it.
 */
import * as path from 'path';
import { Construct } from 'constructs';
import { ClassDeclaration, Node, Project, Scope } from 'ts-morph';
import { CLASSES as ATLAS_CLASSES } from './atlas';
import { CLASSES as EQUINIX_CLASSES } from './equinix';
import { CLASSES as IBM_CLASSES } from './ibm';
import { CLASSES as INCIDENT_CLASSES } from './incident';
import { TARGETS as ALERTS_BACKUPS } from './targets/alerts-backups';
import { TARGETS as API } from './targets/api';
import { TARGETS as CLUSTERS } from './targets/clusters';
import { TARGETS as EQUINIX_CONNECTIONS } from './targets/equinix-connections';
import { TARGETS as EQUINIX_PROVIDER } from './targets/equinix-provider';
import { TARGETS as EQUINIX_ROUTING } from './targets/equinix-routing';
import { TARGETS as IBM_APP_CONFIGURATION } from './targets/ibm-app-configuration';
import { TARGETS as IBM_INTEGRATIONS } from './targets/ibm-integrations';
import { TARGETS as IBM_LOOKUPS } from './targets/ibm-lookups';
import { TARGETS as IBM_PROVIDER } from './targets/ibm-provider';
import { TARGETS as IDENTITY } from './targets/identity';
import { TARGETS as INCIDENT_ALERTS } from './targets/incident-alerts';
import { TARGETS as INCIDENT_CATALOG } from './targets/incident-catalog';
import { TARGETS as INCIDENT_ESCALATION } from './targets/incident-escalation';

const indexOf = (provider: string) => path.join(__dirname, '..', '..', 'src', 'constructs', provider, 'index.ts');

/** `Class`, `Class.static` and `Class#method` for what the index of a provider's L2s exports that a caller can reach. */
function exportedMembers(provider: 'mongodbatlas' | 'incident' | 'equinix' | 'ibm'): string[] {
  const CLASSES = { mongodbatlas: ATLAS_CLASSES, incident: INCIDENT_CLASSES, equinix: EQUINIX_CLASSES, ibm: IBM_CLASSES }[provider];
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const index = project.addSourceFileAtPath(indexOf(provider));
  project.resolveSourceFileDependencies();
  const out: string[] = [];
  const exported = index.getExportedDeclarations();
  for (const [name, decls] of exported) {
    const decl = decls.find((d): d is ClassDeclaration => Node.isClassDeclaration(d));
    if (!decl) continue;
    const isPublic = (m: { getScope(): Scope; getName(): string }) => m.getScope() === Scope.Public && !m.getName().startsWith('_');
    const statics = decl.getStaticMethods().filter(isPublic).map((m) => `${name}.${m.getName()}`);
    const isConstruct = CLASSES[name]?.prototype instanceof Construct;
    if (!isConstruct) {
      out.push(...statics);
      continue;
    }
    if (!decl.isAbstract()) out.push(name);
    const methods = new Set<string>();
    for (let c: ClassDeclaration | undefined = decl; c && !c.getSourceFile().isInNodeModules(); c = c.getBaseClass()) {
      // An exported base lists its own methods.
      if (c !== decl && exported.has(c.getName() ?? '')) break;
      c.getInstanceMethods().filter(isPublic).forEach((m) => methods.add(m.getName()));
    }
    out.push(...statics, ...[...methods].map((m) => `${name}#${m}`));
  }
  return out.sort();
}

/** The targets of each provider's L2s, and members the scan must find (a sanity check that it found the index and its classes). */
const L2_TARGETS = {
  mongodbatlas: { targets: [...CLUSTERS, ...ALERTS_BACKUPS, ...IDENTITY], sample: ['ReplicaSetCluster', 'ReplicaSetCluster#addRegion', 'NotificationTarget.slack', 'EncryptionAtRestKey.awsKms'] },
  incident: { targets: [...INCIDENT_ALERTS, ...INCIDENT_CATALOG, ...INCIDENT_ESCALATION], sample: ['CatalogType', 'CatalogType#addEntries', 'RichText.template', 'EscalationPath#addBranch', 'AlertSource#bind'] },
  equinix: { targets: [...EQUINIX_CONNECTIONS, ...EQUINIX_ROUTING, ...EQUINIX_PROVIDER], sample: ['FabricConnection', 'FabricConnection.redundantPair', 'AccessPoint.awsDirectConnect', 'Port.fromName', 'PortLookup'] },
  ibm: {
    targets: [...IBM_APP_CONFIGURATION, ...IBM_LOOKUPS, ...IBM_PROVIDER, ...IBM_INTEGRATIONS],
    sample: ['AppConfiguration.fromGuid', 'AppConfiguration#addSegment', 'EnvironmentBase#booleanFlag', 'FeatureFlag#target', 'PropertyValue.secretRef', 'SegmentRule.attribute', 'IbmCloudProvider.configure', 'FeatureListLookup'],
  },
} as const;

describe.each(Object.keys(L2_TARGETS) as Array<keyof typeof L2_TARGETS>)('%s', (provider) => {
  const { targets, sample } = L2_TARGETS[provider];

  test('every exported L2 construct, factory and method has a fuzz target', () => {
    const members = exportedMembers(provider);
    expect(members).toEqual(expect.arrayContaining([...sample]));
    const covered = new Set(targets.flatMap((t) => t.covers));
    expect(members.filter((m) => !covered.has(m))).toEqual([]);
  });

  test('targets cover only what the index exports (a renamed member is noticed)', () => {
    const members = new Set(exportedMembers(provider));
    const covers = targets.flatMap((t) => t.covers);
    expect(covers.filter((c) => !members.has(c))).toEqual([]);
  });
});

const CORE_INDEXES = ['core', 'policy'].map((d) => path.join(__dirname, '..', '..', 'src', d, 'index.ts'));

/** `Class` (a class with a public constructor), `Class.static` and `Class#method` of what src/core and src/policy export. */
function exportedHelpers(): string[] {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const out: string[] = [];
  for (const file of CORE_INDEXES) {
    const index = project.addSourceFileAtPath(file);
    project.resolveSourceFileDependencies();
    for (const [name, decls] of index.getExportedDeclarations()) {
      const decl = decls.find((d): d is ClassDeclaration => Node.isClassDeclaration(d));
      if (!decl) continue;
      const isPublic = (m: { getScope(): Scope; getName(): string }) => m.getScope() === Scope.Public && !m.getName().startsWith('_');
      const ctor = decl.getConstructors()[0];
      if (!decl.isAbstract() && (!ctor || ctor.getScope() === Scope.Public)) out.push(name);
      out.push(...decl.getStaticMethods().filter(isPublic).map((m) => `${name}.${m.getName()}`));
      out.push(...decl.getInstanceMethods().filter(isPublic).map((m) => `${name}#${m.getName()}`));
    }
  }
  return out.sort();
}

/** Members of the helpers that the API target does not call on purpose, with the reason. */
const NOT_FUZZED: Record<string, string> = {
  'TerrainSynth.synth': 'writes cdktf.out/ into the working directory; test/core/edge-inputs.test.ts calls it with every edge value',
  'TerrainTesting.synthToObject': 'TerrainTesting.synth with JSON.parse; the target calls synth',
  'TerrainTesting.validate': 'runs Terraform (a tenth of a second a call): the fuzz has it validate a sample of the documents every target synthesizes '
    + '(test/fuzz/terraform.ts); its own options and failures are tested in test/terraform/',
  'TerrainTesting.plan': 'runs Terraform: test/terraform/ has it plan the examples, the corpus, the docs examples and a stack of every type',
  'TerrainTesting.validateApp': 'runs Terraform on every stack of an app: test/terraform/app-check.test.ts and starter.test.ts run it, and the install test runs it through npm run validate',
  'Conformance.assertConforms': 'Conformance.check that throws; the target calls check',
  'Duration#toSeconds': 'a getter of a valid value',
  'Duration#toMinutes': 'a getter of a valid value',
  'Duration#toHours': 'a getter of a valid value',
  'Duration#toDays': 'a getter of a valid value',
  'Duration#toWholeMinutes': 'a getter of a valid value',
  'Duration#toTerraformString': 'a getter of a valid value',
  'Duration#toString': 'a getter of a valid value',
  ...Object.fromEntries(['Conformance', 'Errors', 'TerrainSynth', 'TerrainTesting'].map((c) => [c, 'a class of static methods: an instance has nothing to call'])),
};

test('every exported helper of core and policy is fuzzed, or says why not', () => {
  const helpers = exportedHelpers();
  expect(helpers).toEqual(expect.arrayContaining(['Checks.of', 'Checks#acknowledge', 'Policies#suppress', 'CustomPolicyPack', 'Conformance.check']));
  const covered = new Set(API.flatMap((t) => t.covers));
  expect(helpers.filter((m) => !covered.has(m) && !(m in NOT_FUZZED))).toEqual([]);
  expect(Object.keys(NOT_FUZZED).filter((m) => !helpers.includes(m))).toEqual([]);
});
