/**
 * The starter's four stacks (examples/starter/main.ts), planned by Terraform. The starter imports
 * 'terrain-constructs/<entry>' (the package); here those names are this repository's sources, and the
 * app's final TerrainSynth.synth(app) hands over the app instead of writing cdktf.out/.
 */
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { describeWithTerraform, limited, placeholderVariables } from './util';
import * as src from '../../src';

jest.mock('terrain-constructs', () => jest.requireActual('../../src'), { virtual: true });
// The starter imports the entry points (package.json exports): the same sources, by subpath.
jest.mock('terrain-constructs/core', () => jest.requireActual('../../src/core'), { virtual: true });
jest.mock('terrain-constructs/mongodbatlas', () => jest.requireActual('../../src/namespaces/mongodbatlas'), { virtual: true });
jest.mock('terrain-constructs/incident', () => jest.requireActual('../../src/namespaces/incident'), { virtual: true });
jest.mock('terrain-constructs/ibm', () => jest.requireActual('../../src/namespaces/ibm'), { virtual: true });
jest.mock('terrain-constructs/equinix', () => jest.requireActual('../../src/namespaces/equinix'), { virtual: true });

describeWithTerraform('the Terraform tests of the starter')('Terraform plans the starter app', () => {
  test('every stack of examples/starter/main.ts', async () => {
    let app: App | undefined;
    const spy = jest.spyOn(src.TerrainSynth, 'synth').mockImplementation((a: any) => {
      app = a;
      return { warnings: [], errors: [], infos: [] } as any;
    });
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(__dirname, '..', '..', 'examples', 'starter', 'main.ts'));
    } finally {
      spy.mockRestore();
    }
    const stacks = app!.node.children.filter((c): c is TerraformStack => TerraformStack.isStack(c));
    expect(stacks.map((s) => s.node.id)).toEqual(['atlas', 'incident', 'ibm', 'equinix']);
    const plans = await limited(4, stacks.map((s) => () => src.TerrainTesting.plan(s, { variables: placeholderVariables(s.toTerraform()) })));
    expect(plans.map((p) => p.changes.map((c) => `${c.address} ${c.action} ${c.constructPath}`))).toEqual([
      ['mongodbatlas_advanced_cluster.Orders create atlas/Orders/Default'],
      ['incident_catalog_type.Services create incident/Services'],
      ['ibm_app_config_environment.Staging create ibm/Staging'],
      ['equinix_fabric_cloud_router.Router create equinix/Router'],
    ]);
  }, 120_000);
});
