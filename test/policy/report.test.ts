/**
 * The reports: a real app.synth() into a temporary outdir writes policy-report.json and
 * policy-report.sarif next to each stack's cdk.tf.json (also when synth fails on errors), the
 * SARIF validates against the official SARIF 2.1.0 schema (offline), and a short table is printed.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, Testing } from 'cdktn';
import { AtlasBestPractices, mongodbatlas, Policies, SecretsPolicy } from '../../src';
import { errorOf } from '../util';
import { sarifValidator } from './util';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';

function tmp(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'policy-report-'));
}

/** An app with the Atlas and Secrets packs: one suppressed finding, two warnings, and `admin` adds an error. */
function build(outdir: string, admin = false) {
  const app = new App({ outdir, stackTraces: false });
  Policies.of(app).add(new AtlasBestPractices());
  Policies.of(app).add(new SecretsPolicy());
  const s = new TerraformStack(app, 'prod');
  new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
  new mongodbatlas.MongodbatlasAlertConfiguration(s, 'HostDown', { projectId: PROJECT, eventType: 'HOST_DOWN', notification: [{ typeName: 'GROUP', roles: ['GROUP_OWNER'] }] });
  new mongodbatlas.MongodbatlasAdvancedCluster(s, 'Orders', {
    projectId: PROJECT,
    name: 'orders',
    clusterType: 'REPLICASET',
    backupEnabled: true,
    encryptionAtRestProvider: 'AWS',
    advancedConfiguration: { javascriptEnabled: true },
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
  Policies.of(s).suppress('Atlas-C7', 'recreated from backups by the DR runbook', { resources: ['Orders'] });
  Policies.of(s).suppress('Atlas-U2', 'a stale suppression, kept to show in the report');
  if (admin) {
    new mongodbatlas.MongodbatlasDatabaseUser(s, 'Admin', {
      projectId: PROJECT,
      username: 'admin',
      authDatabaseName: 'admin',
      x509Type: 'MANAGED',
      roles: [{ roleName: 'atlasAdmin', databaseName: 'admin' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });
  }
  return app;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('policy reports', () => {
  const prevQuiet = process.env.TERRAIN_CONSTRUCTS_QUIET;
  afterEach(() => {
    process.env.TERRAIN_CONSTRUCTS_QUIET = prevQuiet;
    jest.restoreAllMocks();
  });

  test('app.synth() writes the JSON and SARIF reports next to cdk.tf.json, and prints a table', () => {
    const outdir = tmp();
    const app = build(outdir);
    delete process.env.TERRAIN_CONSTRUCTS_QUIET;
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => {
      lines.push(String(chunk));
      return true;
    });
    app.synth();
    const dir = path.join(outdir, 'stacks', 'prod');
    expect(fs.readdirSync(dir).sort()).toEqual(['cdk.tf.json', 'policy-report.json', 'policy-report.sarif']);
    const rel = (f: string) => path.relative(process.cwd(), path.join(dir, f));
    expect(lines.join('')).toBe([
      "Policy packs on stack 'prod' (Atlas, Secrets): 0 errors, 1 warning, 1 suppressed",
      '  rule                        level    found  suppressed',
      '  Atlas-C4                    warning      1           0',
      '  Atlas-C7                    warning      0           1',
      '  terrain:unused-suppression  warning      1           0',
      `  reports: ${rel('policy-report.json')}, ${rel('policy-report.sarif')}`,
      '',
    ].join('\n'));

    const json = read(path.join(dir, 'policy-report.json'));
    expect(json.stack).toEqual({ name: 'prod', path: 'prod' });
    expect(json.packs.map((p: any) => [p.name, p.rules.map((r: any) => r.id)])).toEqual([
      ['Atlas', ['Atlas-C1', 'Atlas-C2', 'Atlas-C3', 'Atlas-C4', 'Atlas-C5', 'Atlas-C6', 'Atlas-C7', 'Atlas-P1', 'Atlas-U1', 'Atlas-U2']],
      ['Secrets', ['Secrets-S1']],
    ]);
    expect(json.summary).toEqual({ errors: 0, warnings: 1, suppressed: 1, unusedSuppressions: 1 });
    expect(json.findings.map((f: any) => [f.ruleId, f.level, f.constructPath, f.resource, f.field, f.suppressed, f.suppression?.reason])).toEqual([
      ['Atlas-C4', 'warning', 'prod/Orders', 'mongodbatlas_advanced_cluster.Orders', 'advancedConfiguration.javascriptEnabled', false, undefined],
      ['Atlas-C7', 'warning', 'prod/Orders', 'mongodbatlas_advanced_cluster.Orders', 'terminationProtectionEnabled', true, 'recreated from backups by the DR runbook'],
    ]);
    expect(json.findings[0].message).toBe('advancedConfiguration.javascriptEnabled: turns server-side JavaScript on: clients can run code inside the database. '
      + 'Received: true. Allowed: false. Fix: set javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.');
    expect(json.unusedSuppressions).toEqual([{ ruleId: 'Atlas-U2', scope: 'prod', reason: 'a stale suppression, kept to show in the report' }]);

    const sarif = read(path.join(dir, 'policy-report.sarif'));
    const validate = sarifValidator();
    expect(validate(sarif)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const run = sarif.runs[0];
    expect(sarif.version).toBe('2.1.0');
    expect(run.tool.driver.rules.map((r: any) => r.id)).toEqual([...json.packs.flatMap((p: any) => p.rules.map((r: any) => r.id)), 'terrain:unused-suppression']);
    expect(run.tool.driver.rules[3]).toEqual({
      id: 'Atlas-C4',
      name: 'AtlasC4',
      shortDescription: { text: 'Server-side JavaScript is turned on.' },
      fullDescription: { text: expect.stringContaining('Server-side JavaScript ($where, $function, $accumulator, mapReduce) runs code sent by clients') },
      help: { text: 'Set advancedConfiguration.javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.' },
      defaultConfiguration: { level: 'warning' },
      properties: { resourceTypes: ['mongodbatlas_advanced_cluster', 'mongodbatlas_cluster'] },
    });
    const [c4, c7, unused] = run.results;
    expect(c4.ruleId).toBe('Atlas-C4');
    expect(run.tool.driver.rules[c4.ruleIndex].id).toBe('Atlas-C4');
    expect(c4.level).toBe('warning');
    expect(c4.message.text).toBe(`[prod/Orders] ${json.findings[0].message}`);
    expect(c4.locations[0].logicalLocations).toEqual([{ fullyQualifiedName: 'prod/Orders', name: 'Orders', kind: 'resource' }]);
    const loc = c4.locations[0].physicalLocation;
    expect(loc.artifactLocation).toEqual({ uri: rel('cdk.tf.json').split(path.sep).join('/'), uriBaseId: '%SRCROOT%' });
    const tf = fs.readFileSync(path.join(dir, 'cdk.tf.json'), 'utf8').split('\n');
    expect(tf[loc.region.startLine - 1]).toBe('      "Orders": {');
    expect(tf[loc.region.startLine - 2]).toBe('    "mongodbatlas_advanced_cluster": {');
    expect(c7.suppressions).toEqual([{ kind: 'inSource', status: 'accepted', justification: 'recreated from backups by the DR runbook' }]);
    expect(c4.suppressions).toBeUndefined();
    expect(unused.ruleId).toBe('terrain:unused-suppression');
    expect(unused.message.text).toBe("Policies.of('prod').suppress('Atlas-U2', ...) matched no finding in this synth.");
  });

  test('the validator rejects what is not SARIF 2.1.0 (the schema test can fail)', () => {
    const validate = sarifValidator();
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false);
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] })).toBe(false);
  });

  test('a synth that fails on errors still writes the reports (for CI to upload), and no cdk.tf.json', () => {
    const outdir = tmp();
    process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
    const app = build(outdir, true);
    expect(errorOf(() => app.synth())).toContain('[prod/Admin] [Atlas-U1] roles[0].roleName: grants atlasAdmin');
    const dir = path.join(outdir, 'stacks', 'prod');
    expect(fs.existsSync(path.join(dir, 'cdk.tf.json'))).toBe(false);
    const json = read(path.join(dir, 'policy-report.json'));
    expect(json.summary).toEqual({ errors: 1, warnings: 1, suppressed: 1, unusedSuppressions: 1 });
    const sarif = read(path.join(dir, 'policy-report.sarif'));
    expect(sarifValidator()(sarif)).toBe(true);
    const u1 = sarif.runs[0].results.find((r: any) => r.ruleId === 'Atlas-U1');
    expect(u1.level).toBe('error');
    expect(u1.locations[0].physicalLocation.region).toBeUndefined();
  });

  test('Testing.synth writes no files and prints nothing; a stack no pack reaches gets no reports', () => {
    const outdir = tmp();
    delete process.env.TERRAIN_CONSTRUCTS_QUIET;
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const app = build(outdir);
    Testing.synth(app.node.findChild('prod') as TerraformStack, true);
    expect(fs.readdirSync(path.join(outdir, 'stacks'))).toEqual([]); // cdktn's manifest makes the folder; nothing is written in it
    expect(write).not.toHaveBeenCalled();

    const plain = new App({ outdir: tmp() });
    const s = new TerraformStack(plain, 'plain');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
    plain.synth();
    expect(fs.readdirSync(path.join(plain.outdir, 'stacks', 'plain'))).toEqual(['cdk.tf.json']);
  });

  test('TERRAIN_CONSTRUCTS_QUIET silences the table; the reports are still written', () => {
    const outdir = tmp();
    process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    build(outdir).synth();
    expect(write).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(outdir, 'stacks', 'prod', 'policy-report.sarif'))).toBe(true);
  });
});
