/**
 * TerrainTesting.validate and plan from the installed package: the library packed (`npm pack`),
 * the tarball unpacked into an app outside the repository (with cdktn and constructs, its
 * peers), and a stack validated and planned there, with the stand-ins the package ships
 * (lib/terraform/stand-in.js, run with the same node). Needs the compiled package and terraform.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { skipped, TERRAFORM } from './util';
import { describeWithBuiltLib, installPackedApp, ROOT } from '../util';

const describeIt = TERRAFORM ? describeWithBuiltLib('the packaged Terraform test') : describe.skip;
if (!TERRAFORM) skipped('the packaged Terraform test');

describeIt('the packed tarball', () => {
  let app: string;
  let packed: string[];

  beforeAll(() => {
    ({ app, files: packed } = installPackedApp('terrain-pack-tf-'));
  }, 120_000);

  test('ships the stand-ins, and depends on nothing to run them', () => {
    expect(packed).toEqual(expect.arrayContaining(['lib/terraform/stand-in.js', 'lib/terraform/run.js', 'lib/terraform/grpc.js', 'lib/terraform/x509.js']));
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    // The only dependencies are the bin's migrate and convert (bundled, test/packaged-port.test.ts);
    // the stand-ins and the Terraform runs require neither.
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual(['@cdktn/hcl2json', 'ts-morph']);
    expect([...(pkg.bundledDependencies ?? [])].sort()).toEqual(['@cdktn/hcl2json', 'ts-morph']);
    const terraform = packed.filter((f) => /^lib\/terraform\/[\w-]+\.js$/.test(f));
    expect(terraform.length).toBeGreaterThan(10);
    for (const f of terraform) expect([f, fs.readFileSync(path.join(ROOT, f), 'utf8')]).not.toEqual([f, expect.stringMatching(/require\("(ts-morph|@cdktn\/hcl2json)"\)/)]);
  });

  test('TerrainTesting.validate and plan work from the installed package, and map errors to constructs', () => {
    const script = `
      const { App, TerraformStack, TerraformVariable } = require('cdktn');
      const { mongodbatlas, TerrainTesting } = require('terrain-constructs');
      const build = () => {
        const stack = new TerraformStack(new App(), 's');
        new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientSecret: new TerraformVariable(stack, 'secret', { type: 'string', sensitive: true }).stringValue });
        new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'orders', instanceSize: 'M30',
          regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
        return stack;
      };
      (async () => {
        const validation = await TerrainTesting.validate(build());
        const plan = await TerrainTesting.plan(build(), { variables: { secret: 'x' } });
        const broken = build();
        broken.node.findChild('Orders').node.defaultChild.addOverride('replication_specs', '\${var.secret}');
        const error = await TerrainTesting.validate(broken).then(() => '', (e) => e.message);
        console.log(JSON.stringify({ resolved: require.resolve('terrain-constructs'), validation, changes: plan.changes, error }));
      })().catch((e) => { console.error(e); process.exit(1); });
    `;
    const env = { ...process.env };
    delete env.TERRAIN_STANDIN_SCRIPT;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8', env }).trim().split('\n').pop()!);
    expect(out.resolved.startsWith(path.join(app, 'node_modules', 'terrain-constructs'))).toBe(true);
    expect(out.validation).toEqual({ terraformVersion: expect.stringMatching(/^\d+\.\d+\.\d+/), diagnostics: [], notes: [] });
    expect(out.changes).toEqual([{ address: 'mongodbatlas_advanced_cluster.Orders', resourceType: 'mongodbatlas_advanced_cluster', action: 'create', constructPath: 's/Orders/Default' }]);
    expect(out.error).toContain('- [s/Orders/Default] Incorrect attribute value type (resource.mongodbatlas_advanced_cluster.Orders.replication_specs, cdk.tf.json line');
  }, 120_000);
});
