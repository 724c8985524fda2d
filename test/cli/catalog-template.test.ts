/**
 * The files `terrain-constructs init-catalog` writes (src/cli/catalog-template.ts): the names in
 * every jsii language, the peer and dev dependencies on terrain-constructs (a tarball or a
 * release), one construct per chosen provider and a test that synthesizes each. What they do once
 * installed is tested from the packed tarball (test/install.test.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import { catalogFiles, catalogNames } from '../../src/cli/catalog-template';
import { versionsOf } from '../../src/cli/templates';
import { ROOT } from '../util';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const versions = versionsOf(pkg);

describe('catalogFiles', () => {
  test('names in every jsii language, from the npm name', () => {
    expect(catalogNames('acme-constructs')).toEqual({ python: 'acme_constructs', java: 'com.example.acmeconstructs', dotnet: 'AcmeConstructs', go: 'acmeconstructs' });
    expect(catalogNames('@acme/platform-l3')).toEqual({ python: 'platform_l3', java: 'com.example.platforml3', dotnet: 'PlatformL3', go: 'platforml3' });
    expect(catalogNames('3d-maps')).toEqual({ python: 'c_3d_maps', java: 'com.example.c3dmaps', dotnet: 'C3dMaps', go: 'c3dmaps' });
  });

  test('a tarball: terrain-constructs is a peer at ^<this version> and installed from the tarball as a dev dependency', () => {
    const lib = JSON.parse(catalogFiles({ name: 'acme-constructs', providers: ['mongodbatlas'], packageSpec: 'file:../t.tgz', versions })['package.json']!);
    expect(lib.peerDependencies).toEqual({ 'cdktn': `^${pkg.devDependencies.cdktn}`, 'constructs': `^${pkg.devDependencies.constructs}`, 'terrain-constructs': `^${pkg.version}` });
    expect(lib.devDependencies).toMatchObject({ 'terrain-constructs': 'file:../t.tgz', 'cdktn': pkg.devDependencies.cdktn, 'jsii': pkg.devDependencies.jsii });
    expect(lib.jsii.targets.python).toEqual({ distName: 'acme-constructs', module: 'acme_constructs' });
    expect(Object.keys(lib.jsii.targets).sort()).toEqual(['dotnet', 'go', 'java', 'python']);
  });

  test('a release: the peer range and the dev dependency at its lowest version (what jsii asks for)', () => {
    const lib = JSON.parse(catalogFiles({ name: 'acme', providers: ['incident'], packageSpec: '^1.4.0', versions })['package.json']!);
    expect(lib.peerDependencies['terrain-constructs']).toBe('^1.4.0');
    expect(lib.devDependencies['terrain-constructs']).toBe('1.4.0');
  });

  test('one construct per chosen provider, imported from its entry point, and a test that synthesizes each', () => {
    const files = catalogFiles({ name: 'acme', providers: ['equinix', 'ibm'], packageSpec: '^1.0.0', versions });
    expect(Object.keys(files).sort()).toEqual(['.gitignore', '.npmignore', 'README.md', 'package.json', 'src/index.ts', 'test/index.test.js']);
    const src = files['src/index.ts']!;
    expect(src.match(/^import .*$/gm)).toEqual([
      "import { Construct } from 'constructs';",
      "import * as ibm from 'terrain-constructs/ibm';",
      "import * as equinix from 'terrain-constructs/equinix';",
    ]);
    expect(src.match(/^export class \w+/gm)).toEqual(['export class StagedEnvironments', 'export class EdgeRouter']);
    expect(files['test/index.test.js']).toContain("new catalog.EdgeRouter(stack, 'Edge'");
    expect(files['.npmignore']).not.toMatch(/^lib|\.jsii/m);
  });
});
