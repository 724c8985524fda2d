/**
 * The files `terrain-constructs init` and `terrain-constructs init-catalog` write (src/cli/main.ts):
 * an app (package.json with the versions this package is tested with, tsconfig.json, cdktf.json,
 * main.ts with one stack per provider) and a construct catalog (a jsii library that takes
 * terrain-constructs as a peer dependency; catalog-template.ts). This file holds the providers,
 * the versions and the app. Pure functions: file name → content.
 *
 * Not part of the jsii API (nothing here is exported from the package root).
 */

/** The providers an app or a catalog can start with, in the order their stacks are written. */
export const PROVIDER_NAMES = ['mongodbatlas', 'incident', 'ibm', 'equinix'] as const;
export type ProviderName = typeof PROVIDER_NAMES[number];

/** The versions a new project pins: those this package declares (peer and dev dependencies). */
export interface Versions {
  /** This package's version, e.g. `0.0.0`. */
  readonly self: string;
  readonly cdktn: string;
  readonly constructs: string;
  readonly typescript: string;
  readonly tsNode: string;
  readonly typesNode: string;
  readonly jsii: string;
  readonly jsiiPacmak: string;
}

/** The versions in a package.json of terrain-constructs (peer ranges give way to the tested dev pins). */
export function versionsOf(pkg: { version: string; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> }): Versions {
  const dev = pkg.devDependencies ?? {};
  const peer = pkg.peerDependencies ?? {};
  const pick = (name: string, fallback: string) => dev[name] ?? peer[name] ?? fallback;
  return {
    self: pkg.version,
    cdktn: pick('cdktn', '^0.24.0'),
    constructs: pick('constructs', '^10.7.0'),
    typescript: pick('typescript', '~6.0.0'),
    tsNode: pick('ts-node', '^10.9.2'),
    typesNode: pick('@types/node', '^20'),
    jsii: pick('jsii', '~6.0.0'),
    jsiiPacmak: pick('jsii-pacmak', '^1.140.0'),
  };
}

export interface AppOptions {
  /** The npm name of the app (the folder's name, made valid). */
  readonly name: string;
  readonly providers: readonly ProviderName[];
  /** How package.json depends on terrain-constructs: a version range or a `file:` path. */
  readonly packageSpec: string;
  readonly versions: Versions;
}

/** A file name and its content. */
export type Files = Record<string, string>;

/** A JSON file's content: two-space indents and a final newline. */
export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** The files of a new app. */
export function appFiles(o: AppOptions): Files {
  const v = o.versions;
  return {
    'package.json': json({
      name: o.name,
      private: true,
      description: `A CDK Terrain app on terrain-constructs (${o.providers.join(', ')}), written by \`terrain-constructs init\`.`,
      scripts: {
        synth: 'ts-node main.ts',
        validate: 'ts-node validate.ts',
        typecheck: 'tsc --noEmit',
      },
      dependencies: {
        'cdktn': v.cdktn,
        'constructs': v.constructs,
        'terrain-constructs': o.packageSpec,
      },
      devDependencies: {
        '@types/node': v.typesNode,
        'ts-node': v.tsNode,
        'typescript': v.typescript,
      },
    }),
    // CommonJS (no "type" in package.json, module node16), so that ts-node runs main.ts on Node 20,
    // 22 and 24; rootDir keeps TypeScript 6 from refusing a file outside `include` (TS5011).
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['es2022'],
        module: 'node16',
        moduleResolution: 'node16',
        rootDir: '.',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        types: ['node'],
        noEmit: true,
      },
      include: ['**/*.ts'],
      exclude: ['node_modules', 'cdktf.out'],
    }),
    'cdktf.json': json({
      language: 'typescript',
      app: 'npx ts-node main.ts',
      sendCrashReports: 'false',
      terraformProviders: [],
      terraformModules: [],
      context: {},
    }),
    'main.ts': appMain(o),
    'validate.ts': APP_VALIDATE,
    '.gitignore': 'node_modules/\ncdktf.out/\n',
  };
}

/** What each provider's stack holds: a provider block with its credentials, and one resource. */
interface StackTemplate {
  readonly className: string;
  readonly stackId: string;
  readonly doc: string;
  readonly body: string;
}

const STACKS: Record<ProviderName, StackTemplate> = {
  mongodbatlas: {
    className: 'AtlasStack',
    stackId: 'atlas',
    doc: 'MongoDB Atlas: a three-node replica set, sized by intent (the construct owns priorities).',
    body: `    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      clientId: secret(this, 'atlas_client_id'),
      clientSecret: secret(this, 'atlas_client_secret'),
    });
    const projectId = new TerraformVariable(this, 'atlas_project_id', { type: 'string' }).stringValue;
    new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId,
      name: 'orders',
      instanceSize: mongodbatlas.InstanceSize.M10,
      regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
    });
`,
  },
  incident: {
    className: 'IncidentStack',
    stackId: 'incident',
    doc: 'incident.io: a catalog type for the services the on-call team owns.',
    body: `    new incident.IncidentProvider(this, 'incident', { apiKey: secret(this, 'incident_api_key') });
    new incident.IncidentCatalogType(this, 'Services', {
      name: 'Service',
      description: 'Services the on-call team owns',
      sourceRepoUrl: 'https://github.com/example/catalog',
    });
`,
  },
  ibm: {
    className: 'IbmStack',
    stackId: 'ibm',
    doc: 'IBM Cloud App Configuration: an environment in an existing instance.',
    body: `    new ibm.IbmProvider(this, 'ibm', { ibmcloudApiKey: secret(this, 'ibmcloud_api_key'), region: 'us-south' });
    const guid = new TerraformVariable(this, 'app_config_guid', { type: 'string' }).stringValue;
    new ibm.IbmAppConfigEnvironment(this, 'Staging', { guid, environmentId: 'staging', name: 'Staging' });
`,
  },
  equinix: {
    className: 'EquinixStack',
    stackId: 'equinix',
    doc: 'Equinix Fabric: a standard cloud router in Silicon Valley.',
    body: `    new equinix.EquinixProvider(this, 'equinix', {
      clientId: secret(this, 'equinix_client_id'),
      clientSecret: secret(this, 'equinix_client_secret'),
    });
    const projectId = new TerraformVariable(this, 'equinix_project_id', { type: 'string' }).stringValue;
    new equinix.EquinixFabricCloudRouter(this, 'Router', {
      name: 'edge-router',
      type: 'XF_ROUTER',
      location: { metroCode: 'SV' },
      packageAttribute: { code: 'STANDARD' },
      project: { projectId },
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    });
`,
  },
};

/** main.ts of a new app: one stack per provider, credentials in sensitive variables. */
export function appMain(o: Pick<AppOptions, 'providers'>): string {
  const providers = PROVIDER_NAMES.filter((p) => o.providers.includes(p));
  const lines = [
    '/**',
    ` * A CDK Terrain app with terrain-constructs: one stack per provider (${providers.join(', ')}),`,
    ' * credentials from sensitive Terraform variables (set them with TF_VAR_<name> at plan and apply',
    ' * time; their values never reach cdk.tf.json).',
    ' *',
    ' *   npm install && npm run synth     # writes cdktf.out/stacks/<stack>/cdk.tf.json',
    ' *   npm run validate                 # Terraform validate and plan of every stack, offline (validate.ts)',
    ' */',
    "import { App, TerraformStack, TerraformVariable } from 'cdktn';",
    "import { Construct } from 'constructs';",
    "import { TerrainSynth } from 'terrain-constructs/core';",
    // One entry point per provider: TypeScript loads the declarations of these providers only.
    ...providers.map((p) => `import * as ${p} from 'terrain-constructs/${p}';`),
    '',
    '/** A sensitive string variable: its value never appears in cdk.tf.json. */',
    'function secret(scope: Construct, name: string): string {',
    "  return new TerraformVariable(scope, name, { type: 'string', sensitive: true }).stringValue;",
    '}',
    '',
  ];
  for (const p of providers) {
    const s = STACKS[p];
    lines.push(
      `/** ${s.doc} */`,
      `class ${s.className} extends TerraformStack {`,
      '  constructor(scope: Construct, id: string) {',
      '    super(scope, id);',
      s.body.replace(/\n$/, ''),
      '  }',
      '}',
      '',
    );
  }
  lines.push('export const app = new App();');
  for (const p of providers) lines.push(`new ${STACKS[p].className}(app, '${STACKS[p].stackId}');`);
  lines.push(
    '// Run as the app (npm run synth, cdktn synth): synthesizes and prints the warnings with their',
    '// ids (a plain app.synth() leaves them in manifest.json only). validate.ts imports the app instead.',
    'if (require.main === module) TerrainSynth.synth(app);',
    '',
  );
  return lines.join('\n');
}

/** validate.ts of a new app: `npm run validate`. */
export const APP_VALIDATE = [
  '/**',
  ' * Terraform validate and plan of every stack of main.ts, offline: Terraform (on PATH) runs against',
  ' * stand-ins of the providers that serve their real schemas, reads nothing and applies nothing.',
  ' * Prints a line per stack, Terraform\'s warnings and errors with the construct paths, and fails',
  ' * when a stack has an error.',
  ' *',
  ' *   npm run validate',
  ' */',
  "import { TerrainTesting } from 'terrain-constructs/core';",
  "import { app } from './main';",
  '',
  'TerrainTesting.validateApp(app).then(',
  '  (result) => { process.exitCode = result.ok ? 0 : 1; },',
  '  (e: unknown) => { console.error(e instanceof Error ? e.message : e); process.exitCode = 1; },',
  ');',
  '',
].join('\n');

/** The stack ids of an app's providers, in the order main.ts creates them. */
export function stackIds(providers: readonly ProviderName[]): string[] {
  return PROVIDER_NAMES.filter((p) => providers.includes(p)).map((p) => STACKS[p].stackId);
}
