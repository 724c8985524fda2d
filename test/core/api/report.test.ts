import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Annotations, App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { AtlasBestPractices, incident, mongodbatlas, Policies, TerrainSynth } from '../../../src/index';
import { captureStderr, errorOf } from '../../util';


function app(): App {
  return new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'report-')) });
}

describe('TerrainSynth', () => {
  const cli = process.env.CDKTF_CONTEXT_JSON;
  beforeEach(() => { delete process.env.CDKTF_CONTEXT_JSON; });
  afterAll(() => { if (cli !== undefined) process.env.CDKTF_CONTEXT_JSON = cli; });

  test('synthesizes, prints each warning with its path and id, and returns the report', () => {
    const a = app();
    const s = new TerraformStack(a, 'prod');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', { privateKey: 'literal' });
    Annotations.of(s).addInfo('fyi');
    let report: any;
    const lines = captureStderr(() => { report = TerrainSynth.synth(a); });
    const secret = 'prod/atlas: [terrain:literal-secret] privateKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.";
    expect({ ...report, stacks: undefined }).toEqual({ warnings: [secret], errors: [], infos: ['prod: fyi'] });
    expect(lines).toEqual([
      `WARN [prod/atlas]:${secret.slice('prod/atlas:'.length)}`,
      'INFO [prod]: fyi',
      `SYNTH [prod]: 0 resources; 1 warning, 0 errors; no policy packs; ${a.outdir}/stacks/prod/cdk.tf.json + topology.md`,
    ]);
    expect(fs.existsSync(path.join(a.outdir, 'stacks', 'prod', 'cdk.tf.json'))).toBe(true);
  });

  test('a validation failure is printed as one ERROR line per problem, with its id, and rethrown', () => {
    const a = app();
    const s = new TerraformStack(a, 'prod');
    const c = new Construct(s, 'Thing');
    c.node.addValidation({ validate: () => ['[rule:x/y] first', '[rule:x/z] second'] });
    let message = '';
    const lines = captureStderr(() => { message = errorOf(() => TerrainSynth.synth(a)); });
    expect(message).toContain('[prod/Thing] [rule:x/y] first');
    expect(lines).toEqual(['ERROR [prod/Thing] [rule:x/y] first', 'ERROR [prod/Thing] [rule:x/z] second']);
  });

  test('failOnWarnings throws after printing; quiet prints nothing', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    Annotations.of(s).addWarning('[terrain:x] look');
    const lines = captureStderr(() => expect(errorOf(() => TerrainSynth.synth(a, { failOnWarnings: true })))
      .toBe('synth reported 1 warning(s), and failOnWarnings is set:\ndev: [terrain:x] look'));
    expect(lines).toEqual(['WARN [dev]: [terrain:x] look', `SYNTH [dev]: 0 resources; 1 warning, 0 errors; no policy packs; ${a.outdir}/stacks/dev/cdk.tf.json + topology.md`]);
    expect(captureStderr(() => TerrainSynth.synth(a, { quiet: true }))).toEqual([]);
  });

  test('under the cdktf or cdktn CLI (CDKTF_CONTEXT_JSON set) it prints nothing: the CLI prints the manifest', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    Annotations.of(s).addWarning('[terrain:x] look');
    process.env.CDKTF_CONTEXT_JSON = '{}';
    try {
      const lines = captureStderr(() => expect(TerrainSynth.synth(a).warnings).toEqual(['dev: [terrain:x] look']));
      expect(lines).toEqual([]);
    } finally {
      delete process.env.CDKTF_CONTEXT_JSON;
    }
  });

  test('print takes the report synth returned, stacks and all, and prints its messages again', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    Annotations.of(s).addWarning('[terrain:x] look');
    const report = TerrainSynth.synth(a, { quiet: true });
    expect(report.stacks).toHaveLength(1);
    expect(captureStderr(() => TerrainSynth.print(report))).toEqual(['WARN [dev]: [terrain:x] look']);
    expect(errorOf(() => TerrainSynth.print({ ...report, stacks: ['x'] as any }))).toBe(
      '[TerrainSynth.print] report.stacks: expected a list of stack summaries. Received: a list of 1 item. Allowed: a list of stack summaries. Fix: pass the report TerrainSynth.synth returned.');
  });

  test('collect reads the annotations below any scope', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    const c = new Construct(s, 'C');
    Annotations.of(c).addError('bad');
    expect(TerrainSynth.collect(s)).toEqual({ warnings: [], errors: ['dev/C: bad'], infos: [] });
  });

  test('the summary: resources and data sources per provider, warnings, errors, policy findings, the files', () => {
    const a = app();
    const s = new TerraformStack(a, 'prod');
    cluster(s, 'Orders', 'orders');
    cluster(s, 'Sandbox', 'orders-sandbox');
    new incident.IncidentProvider(s, 'incident', {});
    new incident.IncidentCatalogType(s, 'Services', { name: 'Service', description: 'What we run', sourceRepoUrl: 'https://github.com/acme/catalog' });
    new mongodbatlas.DataMongodbatlasAdvancedCluster(s, 'Existing', { projectId: 'p', name: 'legacy' });
    Policies.of(s).add(new AtlasBestPractices());
    Policies.of(s).suppress('Atlas-C1', 'both clusters are rebuilt from the event log every night');
    let report: any;
    const lines = captureStderr(() => { report = TerrainSynth.synth(a); });
    const findings = Policies.of(s).findings();
    const open = findings.filter((f) => !f.suppressed);
    expect(open.filter((f) => f.level === 'error')).toEqual([]);
    const warnings = open.length;
    const suppressed = findings.length - warnings;
    expect(suppressed).toBeGreaterThan(0);
    const dir = path.join(a.outdir, 'stacks', 'prod');
    expect(lines.filter((l) => l.startsWith('SYNTH'))).toEqual([
      `SYNTH [prod]: 3 resources (incident 1, mongodbatlas 2), 1 data source (mongodbatlas 1); ${warnings} warnings, 0 errors; `
      + `policy: 0 errors, ${warnings} warnings, ${suppressed} suppressed; ${dir}/cdk.tf.json + topology.md`,
    ]);
    expect(report.stacks).toEqual([{
      stack: 'prod',
      resources: { incident: 1, mongodbatlas: 2 },
      dataSources: { mongodbatlas: 1 },
      warnings,
      errors: 0,
      policy: { errors: 0, warnings, suppressed },
      file: path.join(dir, 'cdk.tf.json'),
      topologyFile: path.join(dir, 'topology.md'),
    }]);
    expect(fs.readFileSync(path.join(dir, 'topology.md'), 'utf8')).toBe(TerrainSynth.topology(s));
  });

  test('one line per stack, in construct order; a path inside the working directory is shown relative', () => {
    const cwd = process.cwd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-cwd-'));
    process.chdir(dir);
    try {
      const a = new App({ outdir: 'out' });
      cluster(new TerraformStack(a, 'b'), 'Orders', 'orders');
      new TerraformStack(a, 'a');
      expect(captureStderr(() => TerrainSynth.synth(a))).toEqual([
        'SYNTH [b]: 1 resource (mongodbatlas 1); 0 warnings, 0 errors; no policy packs; out/stacks/b/cdk.tf.json + topology.md',
        'SYNTH [a]: 0 resources; 0 warnings, 0 errors; no policy packs; out/stacks/a/cdk.tf.json + topology.md',
      ]);
    } finally {
      process.chdir(cwd);
    }
  });

  test('summary: false prints the warnings without the summary; topology: false writes no diagram', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    Annotations.of(s).addWarning('[terrain:x] look');
    expect(captureStderr(() => TerrainSynth.synth(a, { summary: false }))).toEqual(['WARN [dev]: [terrain:x] look']);
    fs.rmSync(path.join(a.outdir, 'stacks', 'dev', 'topology.md'));
    let report: any;
    expect(captureStderr(() => { report = TerrainSynth.synth(a, { topology: false }); })).toEqual([
      'WARN [dev]: [terrain:x] look', `SYNTH [dev]: 0 resources; 1 warning, 0 errors; no policy packs; ${a.outdir}/stacks/dev/cdk.tf.json`,
    ]);
    expect(report.stacks[0].topologyFile).toBeUndefined();
    expect(fs.existsSync(path.join(a.outdir, 'stacks', 'dev', 'topology.md'))).toBe(false);
  });

  test('under a CLI it prints nothing, and the diagram lands in the output folder the CLI reads (CDKTF_OUTDIR)', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-cli-'));
    const before = process.env.CDKTF_OUTDIR;
    process.env.CDKTF_OUTDIR = outdir;
    process.env.CDKTF_CONTEXT_JSON = '{}';
    try {
      const a = new App();
      cluster(new TerraformStack(a, 'prod'), 'Orders', 'orders');
      expect(captureStderr(() => TerrainSynth.synth(a))).toEqual([]);
      expect(fs.readdirSync(path.join(outdir, 'stacks', 'prod')).sort()).toEqual(['cdk.tf.json', 'topology.md']);
    } finally {
      delete process.env.CDKTF_CONTEXT_JSON;
      if (before === undefined) delete process.env.CDKTF_OUTDIR;
      else process.env.CDKTF_OUTDIR = before;
    }
  });

  test('an unknown or mistyped option is refused, with the known ones', () => {
    expect(errorOf(() => TerrainSynth.synth(app(), { sumary: false } as any))).toBe(
      '[TerrainSynth.synth] options.sumary: unknown key. Received: "sumary". Allowed: failOnWarnings, quiet, summary, topology. Fix: write \'summary\' instead of \'sumary\'.');
    expect(errorOf(() => TerrainSynth.synth(app(), { topology: 'yes' } as any))).toBe(
      '[TerrainSynth.synth] options.topology: expected true or false. Received: "yes". Allowed: true or false. Fix: write true or false, or leave it out.');
  });

  test('with HCL output the summary names cdk.tf and the diagram is drawn from the stack itself', () => {
    const a = new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'report-hcl-')), hclOutput: true });
    const s = new TerraformStack(a, 'prod');
    cluster(s, 'Orders', 'orders');
    expect(captureStderr(() => TerrainSynth.synth(a))).toEqual([
      `SYNTH [prod]: 1 resource (mongodbatlas 1); 0 warnings, 0 errors; no policy packs; ${a.outdir}/stacks/prod/cdk.tf + topology.md`,
    ]);
    expect(fs.readFileSync(path.join(a.outdir, 'stacks', 'prod', 'topology.md'), 'utf8')).toContain('subgraph g_mongodbatlas_advanced_cluster_Orders["cluster orders · REPLICASET"]');
  });
});

describe('TerrainSynth.topology and addTopology', () => {
  test('topology returns the Markdown of a stack, without validations', () => {
    const s = new TerraformStack(new App(), 'prod');
    cluster(s, 'Orders', 'orders');
    const md = TerrainSynth.topology(s);
    expect(md.split('\n').slice(0, 5)).toEqual([
      '# Topology of stack `prod`', '', "<!-- Generated by terrain-constructs from the stack's Terraform JSON at synth. Do not edit. -->", '', '```mermaid',
    ]);
    expect(md).toContain('n_mongodbatlas_advanced_cluster_Orders_z000_s000_r000[("AWS US_EAST_1<br/>priority 7<br/>electable 3 × M10")]');
  });

  test('topology and addTopology refuse what is not a stack or a construct', () => {
    expect(errorOf(() => TerrainSynth.topology(new App() as any))).toBe(
      "[TerrainSynth.topology] stack: expected a TerraformStack. Received: the app. Allowed: a TerraformStack. Fix: pass a stack, e.g. TerrainSynth.topology(new TerraformStack(app, 'test')).");
    expect(errorOf(() => TerrainSynth.addTopology(undefined as any))).toMatch(/^\[TerrainSynth.addTopology\] scope: /);
  });

  test('addTopology: a plain app.synth() (as under cdktn synth) writes topology.md, also for a stack created later', () => {
    const a = app();
    const early = new TerraformStack(a, 'early');
    cluster(early, 'Orders', 'orders');
    TerrainSynth.addTopology(a);
    const late = new TerraformStack(a, 'late');
    cluster(late, 'Events', 'events');
    a.synth();
    for (const s of [early, late]) {
      expect(fs.readFileSync(path.join(a.outdir, 'stacks', s.node.id, 'topology.md'), 'utf8')).toBe(TerrainSynth.topology(s));
    }
    // TerrainSynth.synth afterwards leaves the writing to the synthesizer and reports the file.
    let report: any;
    captureStderr(() => { report = TerrainSynth.synth(a, { topology: false }); });
    expect(report.stacks.map((x: any) => x.topologyFile)).toEqual([path.join(a.outdir, 'stacks', 'early', 'topology.md'), path.join(a.outdir, 'stacks', 'late', 'topology.md')]);
  });

  test('addTopology on a stack reaches that stack only', () => {
    const a = app();
    const one = new TerraformStack(a, 'one');
    const other = new TerraformStack(a, 'other');
    TerrainSynth.addTopology(one);
    a.synth();
    expect(fs.existsSync(path.join(a.outdir, 'stacks', 'one', 'topology.md'))).toBe(true);
    expect(fs.existsSync(path.join(a.outdir, 'stacks', other.node.id, 'topology.md'))).toBe(false);
  });
});

function cluster(scope: Construct, id: string, name: string): void {
  if (!scope.node.tryFindChild('atlas')) new mongodbatlas.MongodbatlasProvider(scope, 'atlas', {});
  new mongodbatlas.MongodbatlasAdvancedCluster(scope, id, {
    projectId: 'p',
    name,
    clusterType: 'REPLICASET',
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
}
