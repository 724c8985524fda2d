/**
 * The files `terrain-constructs init` writes, the providers and the versions (src/cli/templates.ts;
 * init-catalog's files: catalog-template.test.ts). What they do once installed is tested from the
 * packed tarball (test/install.test.ts, test/starter.test.ts); examples/starter is init's app for
 * all four providers (`UPDATE_STARTER=1 npx jest test/cli/templates.test.ts` rewrites it).
 */
import * as fs from 'fs';
import * as path from 'path';
import { appFiles, appMain, json, PROVIDER_NAMES, stackIds, versionsOf } from '../../src/cli/templates';
import { ROOT } from '../util';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const versions = versionsOf(pkg);

describe('versionsOf', () => {
  test('takes the versions this package is tested with (its dev dependencies), then its peer ranges', () => {
    expect(versionsOf({ version: '1.2.3', devDependencies: { cdktn: '0.24.0' }, peerDependencies: { cdktn: '^0.24.0', constructs: '^10.7.0' } }))
      .toMatchObject({ self: '1.2.3', cdktn: '0.24.0', constructs: '^10.7.0' });
    expect(versions).toMatchObject({
      self: pkg.version,
      cdktn: pkg.devDependencies.cdktn,
      constructs: pkg.devDependencies.constructs,
      typescript: pkg.devDependencies.typescript,
      tsNode: pkg.devDependencies['ts-node'],
      jsii: pkg.devDependencies.jsii,
      jsiiPacmak: pkg.devDependencies['jsii-pacmak'],
    });
  });
});

describe('json', () => {
  test('two-space indents and a final newline', () => {
    expect(json({ a: [1], b: 'c' })).toBe('{\n  "a": [\n    1\n  ],\n  "b": "c"\n}\n');
  });
});

describe('appFiles', () => {
  const files = appFiles({ name: 'my-app', providers: ['incident', 'mongodbatlas'], packageSpec: 'file:../x.tgz', versions });
  const app = JSON.parse(files['package.json']!);

  test('writes package.json, tsconfig.json, cdktf.json, main.ts, validate.ts and .gitignore', () => {
    expect(Object.keys(files).sort()).toEqual(['.gitignore', 'cdktf.json', 'main.ts', 'package.json', 'tsconfig.json', 'validate.ts']);
  });

  test('package.json pins cdktn, constructs, TypeScript and ts-node at the tested versions, and is CommonJS', () => {
    expect(app.dependencies).toEqual({ 'cdktn': pkg.devDependencies.cdktn, 'constructs': pkg.devDependencies.constructs, 'terrain-constructs': 'file:../x.tgz' });
    expect(app.devDependencies).toEqual({ '@types/node': pkg.devDependencies['@types/node'], 'ts-node': pkg.devDependencies['ts-node'], 'typescript': pkg.devDependencies.typescript });
    expect(app.scripts).toEqual({ synth: 'ts-node main.ts', validate: 'ts-node validate.ts', typecheck: 'tsc --noEmit' });
    expect(app.type).toBeUndefined();
    // The peer ranges of this package accept the pins.
    expect(pkg.peerDependencies.cdktn).toBe(`^${app.dependencies.cdktn}`);
    expect(pkg.peerDependencies.constructs).toBe(`^${app.dependencies.constructs}`);
  });

  test('tsconfig.json: node16 modules (CommonJS here), rootDir set (TypeScript 6, TS5011), strict', () => {
    expect(JSON.parse(files['tsconfig.json']!).compilerOptions).toMatchObject({ module: 'node16', moduleResolution: 'node16', rootDir: '.', strict: true, types: ['node'] });
  });

  test('cdktf.json runs main.ts with ts-node, for cdktn-cli and cdktf-cli', () => {
    expect(JSON.parse(files['cdktf.json']!)).toMatchObject({ language: 'typescript', app: 'npx ts-node main.ts' });
  });

  test('main.ts imports the entry point of each chosen provider only, and has one stack each, in a fixed order', () => {
    const main = files['main.ts']!;
    expect(main.match(/^import .*$/gm)).toEqual([
      "import { App, TerraformStack, TerraformVariable } from 'cdktn';",
      "import { Construct } from 'constructs';",
      "import { TerrainSynth } from 'terrain-constructs/core';",
      "import * as mongodbatlas from 'terrain-constructs/mongodbatlas';",
      "import * as incident from 'terrain-constructs/incident';",
    ]);
    expect(main.match(/^new \w+Stack\(app, '\w+'\);$/gm)).toEqual(["new AtlasStack(app, 'atlas');", "new IncidentStack(app, 'incident');"]);
    expect(main).toMatch(/TerrainSynth\.synth\(app\);\n$/);
    expect(stackIds(['incident', 'mongodbatlas'])).toEqual(['atlas', 'incident']);
  });

  test.each(PROVIDER_NAMES.map((p) => [p]))('the %s stack takes every credential from a sensitive variable', (p) => {
    const main = appMain({ providers: [p] });
    const provider = /new \w+\.\w+Provider\(this, '\w+', (\{[\s\S]*?\})\);/.exec(main)![1]!;
    const values = [...provider.matchAll(/(\w+): (secret\(this, '\w+'\)|'[^']*'|[^,}\n]+)/g)].map((m) => [m[1], m[2]!.trim()]);
    expect(values.length).toBeGreaterThan(0);
    for (const [key, value] of values) {
      if (key === 'region') continue;
      expect([key, value]).toEqual([key, expect.stringMatching(/^secret\(this, '\w+'\)$/)]);
    }
  });
});

describe('examples/starter', () => {
  const STARTER = path.join(ROOT, 'examples', 'starter');
  const expected = appFiles({ name: 'terrain-constructs-starter', providers: PROVIDER_NAMES, packageSpec: `file:../../dist/js/terrain-constructs-${pkg.version}.tgz`, versions });
  const compared = ['package.json', 'tsconfig.json', 'cdktf.json', 'main.ts', 'validate.ts'];
  if (process.env.UPDATE_STARTER) for (const f of compared) fs.writeFileSync(path.join(STARTER, f), expected[f]!);

  test.each(compared.map((f) => [f]))('%s is what `terrain-constructs init` writes for all four providers (UPDATE_STARTER=1 rewrites it)', (f) => {
    expect(fs.readFileSync(path.join(STARTER, f), 'utf8')).toBe(expected[f]);
  });
});
