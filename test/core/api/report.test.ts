import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Annotations, App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas, TerrainSynth } from '../../../src/index';
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
    expect(report).toEqual({ warnings: [secret], errors: [], infos: ['prod: fyi'] });
    expect(lines).toEqual([`WARN [prod/atlas]:${secret.slice('prod/atlas:'.length)}`, 'INFO [prod]: fyi']);
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
    expect(lines).toEqual(['WARN [dev]: [terrain:x] look']);
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

  test('collect reads the annotations below any scope', () => {
    const a = app();
    const s = new TerraformStack(a, 'dev');
    const c = new Construct(s, 'C');
    Annotations.of(c).addError('bad');
    expect(TerrainSynth.collect(s)).toEqual({ warnings: [], errors: ['dev/C: bad'], infos: [] });
  });
});
