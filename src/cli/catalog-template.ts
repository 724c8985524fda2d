/**
 * The files `terrain-constructs init-catalog` writes (src/cli/main.ts): a construct catalog, a
 * jsii library that takes terrain-constructs as a peer dependency, with one construct per chosen
 * provider, a test that synthesizes them, and its README. Pure functions: file name → content.
 * The providers, the versions and the app of `init`: templates.ts.
 *
 * Not part of the jsii API (nothing here is exported from the package root).
 */
import { Files, json, PROVIDER_NAMES, ProviderName, Versions } from './templates';

export interface CatalogOptions {
  /** The npm name of the library; also the PyPI name. */
  readonly name: string;
  readonly providers: readonly ProviderName[];
  /** How devDependencies install terrain-constructs: a version range or a `file:` path. */
  readonly packageSpec: string;
  readonly versions: Versions;
}

/** The names a catalog gets in each jsii language, derived from its npm name. */
export function catalogNames(name: string) {
  const words = name.replace(/^@[^/]+\//, '').split(/[^A-Za-z0-9]+/).filter((w) => w);
  const lower = words.join('').toLowerCase();
  const ident = /^[a-z]/.test(lower) ? lower : `c${lower}`;
  return {
    python: words.join('_').toLowerCase().replace(/^(?=[0-9])/, 'c_'),
    java: `com.example.${ident}`,
    dotnet: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('').replace(/^(?=[0-9])/, 'C'),
    go: ident,
  };
}

const CATALOG_CONSTRUCTS: Record<ProviderName, { props: string; construct: string }> = {
  mongodbatlas: {
    props: `/** Properties of a {@link TeamDatabase}. */
export interface TeamDatabaseProps {
  /** The Atlas project the cluster belongs to. */
  readonly projectId: string;
  /** The cluster's name. */
  readonly name: string;
  /**
   * A production database spans three AWS regions (3 + 2 + 2 electable nodes); any other, one region.
   * @default false
   */
  readonly production?: boolean;
}`,
    construct: `/** A replica set with the platform team's defaults: M10 on AWS, US_EAST_1 first. */
export class TeamDatabase extends Construct {
  /** The cluster, for outputs and grants. */
  public readonly cluster: mongodbatlas.ReplicaSetCluster;

  constructor(scope: Construct, id: string, props: TeamDatabaseProps) {
    super(scope, id);
    const aws = mongodbatlas.CloudProvider.AWS;
    this.cluster = new mongodbatlas.ReplicaSetCluster(this, 'Cluster', {
      projectId: props.projectId,
      name: props.name,
      instanceSize: mongodbatlas.InstanceSize.M10,
      regions: props.production
        ? [
          { provider: aws, region: 'US_EAST_1', electableNodes: 3 },
          { provider: aws, region: 'US_WEST_2', electableNodes: 2 },
          { provider: aws, region: 'EU_WEST_1', electableNodes: 2 },
        ]
        : [{ provider: aws, region: 'US_EAST_1', electableNodes: 3 }],
    });
  }
}`,
  },
  incident: {
    props: `/** Properties of a {@link ServiceCatalog}. */
export interface ServiceCatalogProps {
  /** Where the catalog's entries are maintained. */
  readonly sourceRepoUrl: string;
}`,
    construct: `/** The catalog type every team registers its services in. */
export class ServiceCatalog extends Construct {
  /** The catalog type. */
  public readonly catalogType: incident.IncidentCatalogType;

  constructor(scope: Construct, id: string, props: ServiceCatalogProps) {
    super(scope, id);
    this.catalogType = new incident.IncidentCatalogType(this, 'Services', {
      name: 'Service',
      description: 'Services the on-call teams own',
      sourceRepoUrl: props.sourceRepoUrl,
    });
  }
}`,
  },
  ibm: {
    props: `/** Properties of a {@link StagedEnvironments}. */
export interface StagedEnvironmentsProps {
  /** The GUID of the App Configuration instance. */
  readonly guid: string;
}`,
    construct: `/** The two environments every App Configuration instance has: staging and production. */
export class StagedEnvironments extends Construct {
  constructor(scope: Construct, id: string, props: StagedEnvironmentsProps) {
    super(scope, id);
    new ibm.IbmAppConfigEnvironment(this, 'Staging', { guid: props.guid, environmentId: 'staging', name: 'Staging' });
    new ibm.IbmAppConfigEnvironment(this, 'Production', { guid: props.guid, environmentId: 'production', name: 'Production' });
  }
}`,
  },
  equinix: {
    props: `/** Properties of an {@link EdgeRouter}. */
export interface EdgeRouterProps {
  /** The Fabric project. */
  readonly projectId: string;
  /** The metro, e.g. SV. */
  readonly metroCode: string;
  /** Who hears about the router's events. */
  readonly notify: string[];
}`,
    construct: `/** A standard Fabric cloud router with the network team's notifications. */
export class EdgeRouter extends Construct {
  /** The router. */
  public readonly router: equinix.EquinixFabricCloudRouter;

  constructor(scope: Construct, id: string, props: EdgeRouterProps) {
    super(scope, id);
    this.router = new equinix.EquinixFabricCloudRouter(this, 'Router', {
      name: \`edge-\${props.metroCode.toLowerCase()}\`,
      type: 'XF_ROUTER',
      location: { metroCode: props.metroCode },
      packageAttribute: { code: 'STANDARD' },
      project: { projectId: props.projectId },
      notifications: [{ type: 'ALL', emails: props.notify }],
    });
  }
}`,
  },
};

/** A use of each catalog construct, for the catalog's own test (plain JavaScript, `node --test`). */
const CATALOG_USES: Record<ProviderName, string> = {
  mongodbatlas: "new catalog.TeamDatabase(stack, 'Orders', { projectId: 'p', name: 'orders', production: true });",
  incident: "new catalog.ServiceCatalog(stack, 'Catalog', { sourceRepoUrl: 'https://github.com/example/catalog' });",
  ibm: "new catalog.StagedEnvironments(stack, 'Environments', { guid: 'g' });",
  equinix: "new catalog.EdgeRouter(stack, 'Edge', { projectId: 'p', metroCode: 'SV', notify: ['netops@example.com'] });",
};

/** The files of a new construct catalog. */
export function catalogFiles(o: CatalogOptions): Files {
  const v = o.versions;
  const n = catalogNames(o.name);
  const providers = PROVIDER_NAMES.filter((p) => o.providers.includes(p));
  // jsii reads the peer range, and wants the dev dependency at its lowest version (JSII6); a
  // `file:` spec in peerDependencies would have to name a folder, so a tarball goes in devDependencies only.
  const release = /^[\^~]?(\d+\.\d+\.\d+)$/.exec(o.packageSpec)?.[1];
  const peerRange = `^${release ?? v.self}`;
  const devSpec = release ?? o.packageSpec;
  return {
    'package.json': json({
      name: o.name,
      version: '0.1.0',
      description: `The platform team's constructs on terrain-constructs (${providers.join(', ')}).`,
      license: 'Apache-2.0',
      author: { name: 'Platform team', email: 'platform@example.com', organization: true },
      repository: { type: 'git', url: `https://example.com/${o.name.replace(/^@/, '')}.git` },
      main: 'lib/index.js',
      types: 'lib/index.d.ts',
      scripts: {
        'build': 'jsii',
        // A glob, not the folder: Node 22 and 24 take `node --test test/` as a file to run.
        'test': 'node --test test/*.test.js',
        'package': 'jsii-pacmak',
        'code:python': 'jsii-pacmak --code-only --target python',
      },
      peerDependencies: {
        'cdktn': v.cdktn.replace(/^(\d)/, '^$1'),
        'constructs': v.constructs.replace(/^(\d)/, '^$1'),
        'terrain-constructs': peerRange,
      },
      devDependencies: {
        '@types/node': v.typesNode,
        'cdktn': v.cdktn,
        'constructs': v.constructs,
        'jsii': v.jsii,
        'jsii-pacmak': v.jsiiPacmak,
        'terrain-constructs': devSpec,
        'typescript': v.typescript,
      },
      stability: 'experimental',
      jsii: {
        outdir: 'dist',
        tsc: { outDir: 'lib', rootDir: 'src' },
        targets: {
          python: { distName: o.name.replace(/^@[^/]+\//, ''), module: n.python },
          java: { package: n.java, maven: { groupId: 'com.example', artifactId: o.name.replace(/^@[^/]+\//, '') } },
          dotnet: { namespace: n.dotnet, packageId: n.dotnet },
          go: { moduleName: `example.com/${o.name.replace(/^@[^/]+\//, '')}-go`, packageName: n.go },
        },
      },
    }),
    'src/index.ts': [
      '/**',
      ` * ${o.name}: the platform team's constructs, composed from terrain-constructs. Published to npm,`,
      ' * PyPI, Maven, NuGet and Go like terrain-constructs itself (jsii), with terrain-constructs as a',
      ' * peer dependency: an app installs both, and one copy of terrain-constructs serves it.',
      ' */',
      "import { Construct } from 'constructs';",
      ...providers.map((p) => `import * as ${p} from 'terrain-constructs/${p}';`),
      '',
      ...providers.flatMap((p) => [CATALOG_CONSTRUCTS[p].props, '', CATALOG_CONSTRUCTS[p].construct, '']),
    ].join('\n'),
    'test/index.test.js': [
      "// The catalog's constructs synthesize, and terrain-constructs' checks pass on them (node --test).",
      "const test = require('node:test');",
      "const assert = require('node:assert');",
      "const { App, TerraformStack } = require('cdktn');",
      "const { TerrainTesting } = require('terrain-constructs/core');",
      ...providers.map((p) => `const ${p} = require('terrain-constructs/${p}');`),
      "const catalog = require('../lib');",
      '',
      "test('every construct synthesizes, with no warning', () => {",
      '  const stack = new TerraformStack(new App(), \'test\');',
      ...providers.map((p) => `  new ${p}.${p.charAt(0).toUpperCase()}${p.slice(1)}Provider(stack, '${p}', {});`),
      ...providers.map((p) => `  ${CATALOG_USES[p]}`),
      '  const doc = TerrainTesting.synthToObject(stack);',
      '  assert.ok(Object.keys(doc.resource).length > 0);',
      '  assert.deepStrictEqual(TerrainTesting.warnings(stack), []);',
      '});',
      '',
    ].join('\n'),
    'README.md': [
      `# ${o.name}`,
      '',
      "The platform team's constructs on [terrain-constructs](https://github.com/terrain-constructs/terrain-constructs),",
      'written by `terrain-constructs init-catalog`. A jsii library: one TypeScript source, packages for npm, PyPI,',
      'Maven, NuGet and Go; terrain-constructs, cdktn and constructs are peer dependencies.',
      '',
      '```sh',
      'npm install',
      'npm run build           # jsii: lib/ and the assembly (.jsii)',
      'npm test                # node --test test/*.test.js',
      'npm run code:python     # the Python code, offline (dist/python); it requires terrain-constructs',
      'npm run package         # every language (needs the language tool chains)',
      '```',
      '',
      'Before publishing, replace the placeholders in `package.json`: `author`, `repository`, and the',
      'Java, .NET and Go names under `jsii.targets`.',
      '',
    ].join('\n'),
    '.gitignore': 'node_modules/\nlib/\ndist/\n.jsii\ntsconfig.json\n*.tgz\n',
    // npm packs lib/ and the assembly; without this file it would take .gitignore and leave them out.
    '.npmignore': 'src/\ntest/\ndist/\ntsconfig.json\n*.tgz\n',
  };
}
