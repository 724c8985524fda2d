/**
 * The starter's four stacks (examples/starter/main.ts), validated and planned by Terraform as its
 * `npm run validate` does (TerrainTesting.validateApp of the app main.ts exports). The starter
 * imports 'terrain-constructs/<entry>' (the package); here those names are this repository's
 * sources.
 */
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { describeWithTerraform, TERRAFORM } from './util';
import * as src from '../../src';
import { compareVersions } from '../../src/terraform/terraform-version';

jest.mock('terrain-constructs', () => jest.requireActual('../../src'), { virtual: true });
// The starter imports the entry points (package.json exports): the same sources, by subpath.
jest.mock('terrain-constructs/core', () => jest.requireActual('../../src/core'), { virtual: true });
jest.mock('terrain-constructs/mongodbatlas', () => jest.requireActual('../../src/namespaces/mongodbatlas'), { virtual: true });
jest.mock('terrain-constructs/incident', () => jest.requireActual('../../src/namespaces/incident'), { virtual: true });
jest.mock('terrain-constructs/ibm', () => jest.requireActual('../../src/namespaces/ibm'), { virtual: true });
jest.mock('terrain-constructs/equinix', () => jest.requireActual('../../src/namespaces/equinix'), { virtual: true });

describeWithTerraform('the Terraform tests of the starter')('Terraform validates and plans the starter app (npm run validate)', () => {
  test('TerrainTesting.validateApp: every stack of examples/starter/main.ts, planned with placeholder variables, with the notes of the run', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { app } = require(path.join(__dirname, '..', '..', 'examples', 'starter', 'main.ts')) as { app: App };
    const stacks = app.node.children.filter((c): c is TerraformStack => TerraformStack.isStack(c));
    expect(stacks.map((s) => s.node.id)).toEqual(['atlas', 'incident', 'ibm', 'equinix']);
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => (lines.push(String(chunk)), true));
    let result: Awaited<ReturnType<typeof src.TerrainTesting.validateApp>>;
    try {
      result = await src.TerrainTesting.validateApp(app);
    } finally {
      write.mockRestore();
    }
    expect(result.ok).toBe(true);
    expect(result.stacks.map((s) => [s.stackPath, s.ok, s.changes.map((c) => `${c.address} ${c.action} ${c.constructPath}`)])).toEqual([
      ['atlas', true, ['mongodbatlas_advanced_cluster.Orders create atlas/Orders/Default']],
      ['incident', true, ['incident_catalog_type.Services create incident/Services']],
      ['ibm', true, ['ibm_app_config_environment.Staging create ibm/Staging']],
      ['equinix', true, ['equinix_fabric_cloud_router.Router create equinix/Router']],
    ]);
    // The incident provider supports Terraform 1.14 and later: an older one ran, and the run says so.
    const version = TERRAFORM!.replace(/^Terraform v/, '');
    const old = compareVersions(version, '1.14.0') < 0;
    expect(result.stacks.map((s) => s.notes.length)).toEqual([0, old ? 1 : 0, 0, 0]);
    if (old) expect(result.stacks[1].notes[0]).toMatch(/^incident-io\/incident ~> 6\.3 supports Terraform 1\.14 and later, and this is Terraform \d+\.\d+\.\d+: /);
    expect(lines.join('')).toContain('ok atlas: validate; plan: 1 to create\n');
    expect(lines.join('')).toContain('4 stack(s): Terraform found no error.\n');
  }, 180_000);
});
