import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { StackSummary, summarizeApp, summaryLine } from '../../../src/core/api/synth-summary';
import { mongodbatlas } from '../../../src/index';

const base: StackSummary = { stack: 'prod', resources: {}, dataSources: {}, warnings: 0, errors: 0, file: '/srv/out/stacks/prod/cdk.tf.json' };

describe('summaryLine', () => {
  test('counts per provider, plurals, policy findings, the files', () => {
    expect(summaryLine({
      ...base,
      resources: { incident: 1, mongodbatlas: 3 },
      dataSources: { mongodbatlas: 2 },
      warnings: 2,
      errors: 1,
      policy: { errors: 1, warnings: 1, suppressed: 4 },
      topologyFile: '/srv/out/stacks/prod/topology.md',
    })).toBe('SYNTH [prod]: 4 resources (incident 1, mongodbatlas 3), 2 data sources (mongodbatlas 2); 2 warnings, 1 error; '
      + 'policy: 1 error, 1 warning, 4 suppressed; /srv/out/stacks/prod/cdk.tf.json + topology.md');
  });

  test('an empty stack without packs or diagram; one of each in the singular', () => {
    expect(summaryLine(base)).toBe('SYNTH [prod]: 0 resources; 0 warnings, 0 errors; no policy packs; /srv/out/stacks/prod/cdk.tf.json');
    expect(summaryLine({ ...base, resources: { ibm: 1 }, dataSources: { ibm: 1 }, warnings: 1, policy: { errors: 0, warnings: 0, suppressed: 0 } }))
      .toBe('SYNTH [prod]: 1 resource (ibm 1), 1 data source (ibm 1); 1 warning, 0 errors; policy: 0 errors, 0 warnings, 0 suppressed; /srv/out/stacks/prod/cdk.tf.json');
  });

  test('a file in the working directory is shown relative to it, with /', () => {
    expect(summaryLine({ ...base, file: path.join(process.cwd(), 'cdktf.out', 'stacks', 'prod', 'cdk.tf.json') }))
      .toBe('SYNTH [prod]: 0 resources; 0 warnings, 0 errors; no policy packs; cdktf.out/stacks/prod/cdk.tf.json');
  });
});

describe('summarizeApp', () => {
  test('reads each synthesized stack, counts with the callback, writes the diagram only when asked', () => {
    const app = new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')) });
    const s = new TerraformStack(app, 'prod');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
    new mongodbatlas.DataMongodbatlasAdvancedCluster(s, 'Existing', { projectId: 'p', name: 'orders' });
    app.synth();
    const dir = path.join(app.outdir, 'stacks', 'prod');
    expect(summarizeApp(app, false, () => ({ warnings: 3, errors: 2 }))).toEqual([{
      stack: 'prod', resources: {}, dataSources: { mongodbatlas: 1 }, warnings: 3, errors: 2, policy: undefined, file: path.join(dir, 'cdk.tf.json'), topologyFile: undefined,
    }]);
    expect(fs.existsSync(path.join(dir, 'topology.md'))).toBe(false);
    expect(summarizeApp(app, true, () => ({ warnings: 0, errors: 0 }))[0].topologyFile).toBe(path.join(dir, 'topology.md'));
    expect(fs.readFileSync(path.join(dir, 'topology.md'), 'utf8')).toContain('["data advanced_cluster<br/>Existing"]');
  });
});
