/**
 * The installed package, not the repo: packs the library (`npm pack`), installs the tarball into a
 * temporary app outside the repository (with cdktn and constructs, its peers), synthesizes a stack
 * with an unknown attribute, and checks that `TerrainTesting.synth` and `Conformance.check` report
 * it from the schema facts the package ships. Needs the compiled package (`npx projen test:full`).
 */
import { execFileSync } from 'child_process';
import * as path from 'path';
import { describeWithBuiltLib, installPackedApp, ROOT } from './util';
import { deadLinks, markdownFiles } from '../scripts/docs/links';

describeWithBuiltLib('the packaged conformance test')('the packed tarball', () => {
  let app: string;
  let packed: string[];

  beforeAll(() => {
    ({ app, files: packed } = installPackedApp('terrain-pack-'));
  }, 120_000);

  test('ships the schema facts, not spec/', () => {
    expect(packed).toEqual(expect.arrayContaining(['lib/generated/mongodbatlas/schema-facts.js', 'lib/generated/incident/schema-facts.js', 'lib/generated/ibm/schema-facts.js', 'lib/generated/equinix/schema-facts.js']));
    expect(packed.filter((f) => f.startsWith('spec/') || f.startsWith('src/'))).toEqual([]);
  });

  test('API.md ships with the reference pages it links to (docs/, the policy pages included), with no dead relative link', () => {
    const pkg = path.join(app, 'node_modules', 'terrain-constructs');
    const pages = ['API.md', ...markdownFiles(pkg, 'docs')];
    expect(pages).toEqual(expect.arrayContaining(['API.md', 'docs/README.md', 'docs/mongodbatlas/README.md', 'docs/policy/README.md', 'docs/policy/atlas/atlas-c1.md']));
    expect(packed.filter((f) => f.startsWith('docs/')).length).toBe(markdownFiles(ROOT, 'docs').length - 1); // all but the contributors' guide
    expect(pages.flatMap((f) => deadLinks(pkg, f)).map((d) => `${d.file}:${d.line}: ${d.link} (${d.problem})`)).toEqual([]);
  });

  test('TerrainTesting.synth and Conformance.check report an unknown attribute from the installed package', () => {
    const script = `
      const { App, TerraformStack, Testing } = require('cdktn');
      const { mongodbatlas, TerrainTesting, Conformance } = require('terrain-constructs');
      const stack = new TerraformStack(new App(), 's');
      new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
      const c = new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'orders', { projectId: 'p', name: 'orders', clusterType: 'REPLICASET',
        replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }] });
      c.addOverride('nmae', 'x');
      let thrown = '';
      try { TerrainTesting.synth(stack); } catch (e) { thrown = e.message; }
      const doc = JSON.parse(Testing.synth(stack));
      // The modules a cluster loads on use (alerts, backups) resolve in the installed package too.
      const s2 = new TerraformStack(new App(), 't');
      new mongodbatlas.MongodbatlasProvider(s2, 'atlas');
      const rs = new mongodbatlas.ReplicaSetCluster(s2, 'Orders', { projectId: 'p', name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
      rs.addAlert('NoPrimary', { eventType: 'NO_PRIMARY', notifications: [mongodbatlas.NotificationTarget.email({ emailAddress: 'dba@example.com' })] });
      rs.addBackupSchedule({ daily: { retainDays: 7 } });
      const types = Object.keys(TerrainTesting.synthToObject(s2).resource).sort();
      console.log(JSON.stringify({ resolved: require.resolve('terrain-constructs'), thrown, problems: Conformance.check(doc), other: Conformance.check({ resource: { null_resource: { n: {} } } }), types }));
    `;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8' }));
    expect(out.resolved.startsWith(path.join(app, 'node_modules', 'terrain-constructs'))).toBe(true);
    expect(out.thrown).toBe('The synthesized document does not conform to the provider schemas (1 problem(s)):\n'
      + "  - resource.mongodbatlas_advanced_cluster.orders.nmae: unknown attribute 'nmae'");
    expect(out.problems).toEqual([{ path: 'resource.mongodbatlas_advanced_cluster.orders.nmae', message: "unknown attribute 'nmae'" }]);
    expect(out.other[0].message).toMatch(/^no schema is loaded for provider 'null'/);
    expect(out.types).toEqual(['mongodbatlas_advanced_cluster', 'mongodbatlas_alert_configuration', 'mongodbatlas_cloud_backup_schedule']);
  });
});
