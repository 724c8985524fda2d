import * as path from 'path';
import { synthesizeSources, SynthSourceError } from '../../src/cli/synth-source';

const ROOT = path.resolve(__dirname, '..', '..');
const dir = path.join(ROOT, 'virtual-app');
const at = (f: string) => path.join(dir, f);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const modules = { 'terrain-constructs': require('../../src') };

const MAIN = `
import { App, TerraformStack } from 'cdktn';
import { mongodbatlas } from 'terrain-constructs';
import { projectName } from './names';
import { owner } from '@acme/shared';
const app = new App();
const stack = new TerraformStack(app, 'atlas');
new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: projectName + '-' + owner, roleName: 'reader' });
app.synth();
`;

describe('synthesizeSources', () => {
  test('runs the app from its sources (relative imports, an alias, terrain-constructs given) and returns each stack', () => {
    const out = synthesizeSources({
      files: [
        { path: at('main.ts'), text: MAIN },
        { path: at('names.ts'), text: "export const projectName: string = 'p1';\n" },
        { path: at('shared/index.ts'), text: "export const owner = 'ops';\n" },
      ],
      entry: at('main.ts'),
      modules,
      aliases: { '@acme/shared': at('shared') },
      resolveFrom: ROOT,
    });
    expect(Object.keys(out)).toEqual(['atlas']);
    expect((out.atlas.resource as any).mongodbatlas_custom_db_role.role).toMatchObject({ project_id: 'p1-ops', role_name: 'reader' });
    expect(process.env.CDKTF_OUTDIR).toBeUndefined();
  });

  test('an app that throws: the error names the entry and the cause', () => {
    const run = () => synthesizeSources({ files: [{ path: at('main.ts'), text: "throw new Error('no region');\n" }], entry: at('main.ts'), modules, resolveFrom: ROOT });
    expect(run).toThrow(SynthSourceError);
    expect(run).toThrow('synthesize: running virtual-app/main.ts failed: no region');
  });

  test('an app that never calls app.synth(): said, with the fix', () => {
    const run = () => synthesizeSources({ files: [{ path: at('main.ts'), text: "import { App } from 'cdktn';\nnew App();\n" }], entry: at('main.ts'), modules, resolveFrom: ROOT });
    expect(run).toThrow(`synthesize: ${at('main.ts')} ran but wrote no stack. Fix: the entry must call app.synth() on an App without its own outdir.`);
  });

  test('an entry that is not among the files, and an alias to a missing file', () => {
    expect(() => synthesizeSources({ files: [], entry: at('main.ts'), resolveFrom: ROOT })).toThrow(`synthesize: the entry ${at('main.ts')} is not one of the 0 source files given.`);
    const files = [{ path: at('main.ts'), text: "import { x } from '@acme/gone';\nconsole.log(x);\n" }];
    expect(() => synthesizeSources({ files, entry: at('main.ts'), aliases: { '@acme/gone': at('gone') }, resolveFrom: ROOT }))
      .toThrow(`synthesize: @acme/gone is aliased to ${at('gone')}, which is not one of the source files given.`);
  });

  test('a module of the app that cannot be found: Node says which', () => {
    const files = [{ path: at('main.ts'), text: "import './missing';\n" }];
    expect(() => synthesizeSources({ files, entry: at('main.ts'), resolveFrom: ROOT })).toThrow(/synthesize: running virtual-app\/main.ts failed: Cannot find module '.\/missing' from/);
  });

  test('an app on cdktf and the archived binding (what migrate synthesizes before) runs the same way', () => {
    const text = `import { App, TerraformStack } from 'cdktf';
import { provider, advancedCluster } from '@cdktf/provider-mongodbatlas';
const app = new App();
const stack = new TerraformStack(app, 'legacy');
new provider.MongodbatlasProvider(stack, 'atlas');
new advancedCluster.AdvancedCluster(stack, 'cluster', { projectId: 'p', name: 'c', clusterType: 'REPLICASET',
  replicationSpecs: [{ numShards: 1, regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }] });
app.synth();
`;
    const out = synthesizeSources({ files: [{ path: at('main.ts'), text }], entry: at('main.ts'), resolveFrom: ROOT });
    expect((out.legacy.resource as any).mongodbatlas_advanced_cluster.cluster.replication_specs[0].num_shards).toBe(1);
  });
});
