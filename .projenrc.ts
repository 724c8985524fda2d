import { cdktn, javascript, JsonFile } from 'projen';
import { UpdateSnapshot } from 'projen/lib/javascript';

const project = new cdktn.ConstructLibraryCdktn({
  name: 'terrain-constructs',
  description: 'Typed L1 and intent-level L2 constructs for CDK Terrain (cdktn) and CDK for Terraform: MongoDB Atlas, incident.io, IBM Cloud and Equinix.',
  author: 'terrain-constructs maintainers',
  authorAddress: 'maintainers@terrain-constructs.invalid',
  repositoryUrl: 'https://github.com/terrain-constructs/terrain-constructs.git',
  defaultReleaseBranch: 'main',
  packageManager: javascript.NodePackageManager.NPM,
  projenrcTs: true,
  minNodeVersion: '20.0.0',

  cdktnVersion: '^0.24.0',
  constructsVersion: '10.7.0',
  jsiiVersion: '~6.0.0',
  typescriptVersion: '~6.0.0',

  github: false,
  release: false,
  depsUpgrade: false,
  pullRequestTemplate: false,
  docgen: true,
  // The assembly (.jsii) is most of the package (9.5 MB of 16.2 MB unpacked); gzipped, it is 1 MB.
  compressAssembly: true,

  // jsii targets: the names each registry will see. Building these packages needs PyPI, Maven,
  // NuGet and Go module registries, which CI cannot reach; `pacmak:check` generates the code of
  // all four offline (--code-only) and fails if any target fails.
  publishToPypi: { distName: 'terrain-constructs', module: 'terrain_constructs' },
  publishToMaven: {
    javaPackage: 'io.github.terrainconstructs',
    mavenGroupId: 'io.github.terrain-constructs',
    mavenArtifactId: 'terrain-constructs',
  },
  publishToGo: { moduleName: 'github.com/terrain-constructs/terrain-constructs-go', packageName: 'terrainconstructs' },
  publishToNuget: { dotNetNamespace: 'TerrainConstructs', packageId: 'TerrainConstructs' },

  // The bin's `migrate` (ts-morph) and `convert` (HashiCorp's HCL parser, built to WebAssembly)
  // run from the installed package; jsii takes dependencies that are not jsii modules only bundled.
  bundledDeps: ['ts-morph@^28', '@cdktn/hcl2json@0.24.0'],
  devDeps: [
    'cdktf@0.21.0',
    // The archived prebuilt binding (provider 1.x) that `terrain-constructs migrate` migrates from:
    // the migrate tests synthesize their fixture apps with it before migrating them.
    '@cdktf/provider-mongodbatlas@8.6.2',
    // The policy report test validates SARIF against the official 2.1.0 schema (draft-04), offline.
    'ajv@^8',
    'ajv-draft-04@^1',
    'ajv-formats@^3',
    'fast-check@^4',
  ],

  jestOptions: {
    updateSnapshot: UpdateSnapshot.NEVER,
    // A run that finds no test fails: a wrong pattern or a wrong path must not pass silently
    // (.ci/run also fails when the suite ran fewer tests than its floor).
    passWithNoTests: false,
    jestConfig: {
      // jsii compiles into lib/; the lazy-loading test reads it, nothing else should. Every pattern
      // is anchored to the repository: an unanchored '/lib/' also matched a checkout under
      // /var/lib/..., where jest then ran no test at all.
      testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/lib/', '<rootDir>/bench/', '<rootDir>/examples/starter/'],
      watchPathIgnorePatterns: ['<rootDir>/node_modules/'],
      collectCoverage: false,
      setupFiles: ['<rootDir>/test/setup-env.ts'],
    },
  },
  // jsii-docgen writes API.md and one <namespace>.md per provider at every compile (megabytes of
  // generated text): built, not committed.
  gitignore: ['cdktf.out/', '.jsii.gz', 'dist/', '.gen-check/', 'bench/node_modules/', 'bench/.work/', 'bench/typecheck/node_modules/', '*.cpuprofile', '/node_modules' /* a worktree's symlink to the main checkout's */, '/API.md', '/mongodbatlas.md', '/incident.md', '/ibm.md', '/equinix.md'],
  npmignoreEnabled: true,
  // The test task only checks; `npx projen eslint:fix` fixes.
  eslintOptions: { dirs: ['src'], commandOptions: { fix: false } },
  // No source maps in the package: inline maps were half the bytes of every generated module
  // (bench/RESULTS.md, size), and lib/ is readable ES2022 that maps almost line for line to src/.
  tsconfig: { compilerOptions: { inlineSourceMap: false, inlineSources: false } },
});

// docs/ ships (the reference pages API.md links to, issue 21), except the contributors' guide.
for (const p of ['/spec/', '/scripts/', '/examples/', '/docs/AUTHORING-L2.md', '/test/', '/dist/', '/bench/', '/cdktf.out/', '/.ci/', '/cdktf.json', '/coverage/', '/mongodbatlas.md', '/incident.md', '/ibm.md', '/equinix.md']) {
  project.addPackageIgnore(p);
}

// cdktn-cli pins a jsii peer range that clashes with jsii 6; the example app synthesizes with node.
project.deps.removeDependency('cdktn-cli');

// Entry points (issue 21): `terrain-constructs/<provider>` is the namespace of one provider, so
// that TypeScript loads the declarations of that provider only (the root loads all four);
// `terrain-constructs/core` and `terrain-constructs/policy` are the provider-neutral parts of the
// root. Each is the compiled barrel the root itself re-exports (same modules, same classes), lazy
// like the root. `main` stays for tools that load the package by folder (jsii's kernel); the
// assembly and package.json stay readable for jsii and jsii-pacmak. `typesVersions` maps the same
// subpaths for TypeScript's `moduleResolution: node10`, which ignores `exports`.
const ENTRY_POINTS: Record<string, string> = {
  core: 'lib/core/index',
  policy: 'lib/policy/index',
  mongodbatlas: 'lib/namespaces/mongodbatlas',
  incident: 'lib/namespaces/incident',
  ibm: 'lib/namespaces/ibm',
  equinix: 'lib/namespaces/equinix',
};
project.package.addField('exports', {
  '.': { types: './lib/index.d.ts', default: './lib/index.js' },
  ...Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [`./${name}`, { types: `./${file}.d.ts`, default: `./${file}.js` }])),
  './package.json': './package.json',
  './.jsii': './.jsii',
  './.jsii.gz': './.jsii.gz',
});
// `npx terrain-constructs init <folder>` (an app) and `init-catalog <folder>` (a construct library
// of your own): src/cli/main.ts; the templates are src/cli/templates.ts. `migrate` and `convert`
// (src/cli/port.ts) load ts-morph and @cdktn/hcl2json, bundled in the tarball.
project.addBins({ 'terrain-constructs': 'lib/cli/main.js' });
project.package.addField('typesVersions', {
  '*': Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, [`${file}.d.ts`]])),
});

// Scripts (generator, spec import, lazify) and examples are type-checked with their own tsconfig.
new JsonFile(project, 'scripts/tsconfig.json', {
  obj: {
    extends: '../tsconfig.json',
    compilerOptions: { noEmit: true, rootDir: '..', module: 'node16', types: ['node', 'jest'] },
    include: ['./**/*.ts', '../examples/**/*.ts'],
    // The starter is its own package (it imports 'terrain-constructs' from the packed tarball);
    // test/starter.test.ts installs and type-checks it. examples/port holds a user's app on the
    // cdktf binding and an HCL module with the stack convert makes of it (imports 'terrain-constructs'):
    // test/cli/port-examples.test.ts migrates, converts and type-checks them.
    exclude: ['../examples/starter/**', '../examples/port/**'],
  },
});
project.testTask.prependExec('tsc --noEmit -p scripts/tsconfig.json');
// jest transpiles each test file on its own (isolatedModules), so a type error in a test would
// pass unnoticed; this type-checks test/ (and what it imports) before jest runs.
project.testTask.prependExec('tsc --noEmit -p test/tsconfig.json');
project.eslint?.addIgnorePattern('src/generated/');
// No import cycles in src/ (issue 18): contracts live in -ref files, collaborators are typed by
// interface, and the L2s import the kit only.
project.eslint?.addRules({ 'import/no-cycle': ['error', { ignoreExternal: true }] });
// The L2s: the kit (src/core/l2) is their one import, so they import neither cdktn nor constructs
// themselves; and a module an L2 loads on use (a lookup, whose data source need not load with the
// resource; a peer L2 a method makes) is required where it is used, typed as the module:
// `const { XLookup } = require('./x-lookup') as typeof import('./x-lookup');` (AUTHORING-L2.md, 10).
project.eslint?.addOverride({
  files: ['src/constructs/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: [
        { name: 'cdktn', message: 'import it from the L2 kit (src/core/l2), the one import of an L2; add it to the kit\'s index if it is missing.' },
        { name: 'constructs', message: 'import Construct and IConstruct from the L2 kit (src/core/l2).' },
      ],
    }],
    'no-restricted-properties': ['error', { object: 'Token', property: 'isUnresolved', message: 'use isUnresolved (or isKnown, isTokenString) from the L2 kit: it answers for plain values without asking cdktn, and never throws.' }],
    '@typescript-eslint/no-require-imports': ['error', { allow: ['-lookup$', '/private/encryption-registry$', '^\\.\\./alert-configuration$', '^\\.\\./cloud-backup-schedule$'] }],
  },
});
project.addTask('eslint:fix', {
  description: 'Fix what eslint can fix (the test task only checks)',
  exec: 'eslint --ext .ts,.tsx --fix --no-error-on-unmatched-pattern src test build-tools scripts projenrc .projenrc.ts',
});
project.eslint?.addIgnorePattern('bench/');
project.eslint?.addLintPattern('scripts');
project.eslint?.addIgnorePattern('test/generator/golden/');
project.eslint?.allowDevDeps('scripts/**');

// The generator (scripts/gen) runs under ts-node and is not part of the jsii assembly.
const gen = project.addTask('gen', {
  description: 'Regenerate src/generated from spec/ (parse, model, emit)',
  exec: 'ts-node --transpile-only --project scripts/tsconfig.json scripts/gen/cli.ts',
});
const genCheck = project.addTask('gen:check', {
  description: 'Regenerate into a temporary folder and fail on any difference from src/generated',
  exec: 'ts-node --transpile-only --project scripts/tsconfig.json scripts/gen/cli.ts --check',
});
void gen;

// Lazy namespaces: rewrite the compiled barrels into getters, so that requiring the package root
// loads no resource module until it is used.
project.postCompileTask.prependExec('node scripts/lazify.js lib');

// gen:check runs before compile, so generated code never drifts from spec/.
project.preCompileTask.spawn(genCheck);

// The lazy-loading test reads the compiled, lazified package, so the full test run compiles first.
// `build` does the same steps (plus packaging); `test` alone stays jest + eslint.
const testFull = project.addTask('test:full', {
  description: 'Check generated code, compile with jsii, then run every test',
});
testFull.spawn(project.preCompileTask);
testFull.spawn(project.compileTask);
testFull.spawn(project.postCompileTask);
// The npm tarball without the test suite (README, Install): what `build` packs, under the name npm
// gives it (`build` runs jsii-pacmak, which writes dist/js/terrain-constructs@<version>.jsii.tgz).
const pack = project.addTask('pack', {
  description: 'Check generated code, compile with jsii, make the barrels lazy, then npm pack into dist/js/terrain-constructs-<version>.tgz (no test runs)',
});
pack.spawn(project.preCompileTask);
pack.spawn(project.compileTask);
pack.spawn(project.postCompileTask);
pack.exec('mkdir -p dist/js && npm pack --loglevel warn --pack-destination dist/js');
// Python, Java, Go and .NET code from the assembly, offline; fails if any target fails.
const pacmakCheck = project.addTask('pacmak:check', {
  description: 'Generate the code (jsii-pacmak --code-only) and the API reference (jsii-docgen -l) of every jsii language offline; fail if any fails',
  exec: 'node scripts/pacmak-check.js',
});
testFull.spawn(pacmakCheck);
testFull.spawn(project.testTask);
// Node 20 is past its end of life; the README says which versions are tested (.ci/run runs the
// suite on 22 and 24 as well). jsii's 11-line banner about it on every build says nothing new.
project.tasks.addEnvironment('JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION', '1');

// One API.md for the root and one file per namespace (several MB each, not committed); the links
// of API.md to those files are pointed at the generated reference pages in docs/ instead.
const docgen = project.tasks.tryFind('docgen');
docgen?.reset('jsii-docgen -o API.md --split-by-submodule');
docgen?.exec('ts-node --transpile-only --project scripts/tsconfig.json scripts/docs/fix-api-links.ts API.md');

// Reference pages per resource, data source, provider and L2 under docs/, generated from spec/ and
// src/constructs (test/docs/reference.test.ts fails when they drift).
project.addTask('docs', {
  description: 'Regenerate the reference pages under docs/ from spec/ and src/constructs/',
  exec: 'ts-node --transpile-only --project scripts/tsconfig.json scripts/docs/generate.ts',
});
project.addTask('docs:check', {
  description: 'Fail when docs/ differs from what scripts/docs/generate.ts makes',
  exec: 'ts-node --transpile-only --project scripts/tsconfig.json scripts/docs/generate.ts --check',
});

// Property-based fuzzing (test/fuzz): CI runs a fixed number of cases per construct as part of
// `test`; this runs many more (FUZZ_RUNS, FUZZ_SEED and FUZZ_TARGET can be set; README, Fuzzing).
project.addTask('fuzz', {
  description: 'Fuzz every L2 and the L1 sample longer: 5000 cases per target (FUZZ_RUNS=n to change, FUZZ_SEED=n for another seed)',
  // FUZZ_RUNS, when the caller sets it, wins over this default.
  env: { FUZZ_DEFAULT_RUNS: '5000' },
  exec: 'jest --testTimeout 3600000 test/fuzz/',
});

project.addTask('synth:example', {
  description: 'Synthesize the bundled example app into cdktf.out/',
  exec: 'ts-node --transpile-only --project scripts/tsconfig.json examples/app.ts',
});

project.synth();
