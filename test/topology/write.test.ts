import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { mongodbatlas } from '../../src';
import { addTopology, stackDocument, writesTopology, writeTopologyFile } from '../../src/topology/write';

function stackWithCluster(app = new App()): TerraformStack {
  const s = new TerraformStack(app, 'prod');
  new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
  new mongodbatlas.MongodbatlasAdvancedCluster(s, 'Orders', {
    projectId: 'p', name: 'orders', clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
  return s;
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'topology-write-'));

test('stackDocument reads the JSON synth wrote, else (HCL, a missing or broken file) renders the stack', () => {
  const dir = tmp();
  const s = stackWithCluster();
  fs.writeFileSync(path.join(dir, 'cdk.tf.json'), '{"resource":{"t_a":{"x":{}}}}');
  fs.writeFileSync(path.join(dir, 'broken.json'), '{');
  expect(stackDocument(path.join(dir, 'cdk.tf.json'), s)).toEqual({ resource: { t_a: { x: {} } } });
  for (const file of ['cdk.tf', 'missing.json', 'broken.json']) {
    expect(Object.keys((stackDocument(path.join(dir, file), s) as any).resource)).toEqual(['mongodbatlas_advanced_cluster']);
  }
});

test('writeTopologyFile writes topology.md into the folder (made when missing) and returns its path', () => {
  const dir = path.join(tmp(), 'stacks', 'prod');
  const file = writeTopologyFile(dir, { resource: { incident_severity: { s: { name: 'S' } } } }, 'prod');
  expect(file).toBe(path.join(dir, 'topology.md'));
  expect(fs.readFileSync(file, 'utf8')).toContain('n_incident_severity_s["severity<br/>s"]');
});

test('addTopology wraps a stack synthesizer once; the wrapper runs what it wrapped, and writes nothing without a manifest', () => {
  const s = stackWithCluster();
  const inner = jest.fn();
  s.synthesizer = { synthesize: inner };
  expect(writesTopology(s)).toBe(false);
  addTopology(s.node.findChild('Orders'));
  const wrapped = s.synthesizer;
  addTopology(s);
  expect([s.synthesizer === wrapped, wrapped === undefined, writesTopology(s)]).toEqual([true, false, true]);
  const dir = tmp();
  wrapped.synthesize({ outdir: dir } as any);
  expect(inner).toHaveBeenCalledWith({ outdir: dir });
  expect(fs.readdirSync(dir)).toEqual([]);
});

test('addTopology on an app reaches its stacks; app.synth() writes each diagram beside its JSON', () => {
  const app = new App({ outdir: tmp() });
  const s = stackWithCluster(app);
  addTopology(app);
  app.synth();
  expect(fs.readFileSync(path.join(app.outdir, 'stacks', 'prod', 'topology.md'), 'utf8')).toContain('subgraph g_mongodbatlas_advanced_cluster_Orders');
  expect(writesTopology(s)).toBe(true);
});
