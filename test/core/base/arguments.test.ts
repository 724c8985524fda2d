/**
 * The exact messages of the public helpers' argument checks (test/core/edge-inputs.test.ts runs
 * every edge value through every entry point; this pins what the messages say).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ArgumentError } from '../../../src/core/base/errors';
import {
  AtlasBestPractices, Checks, Conformance, Errors, IncidentBestPractices, Policies, ProductionMatcher, RemovalPolicies, RemovalPolicy, SecretsPolicy,
  TerrainSynth, TerrainTesting,
} from '../../../src/index';
import { errorOf } from '../../util';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

const SCOPE = 'Allowed: a construct: an app, a stack or any construct in them.';

describe('the public helpers name the wrong argument', () => {
  test('an ArgumentError is a TypeError, told apart with Errors.isArgumentError', () => {
    const e = thrown(() => Checks.of(undefined as any));
    expect(e).toBeInstanceOf(TypeError);
    expect(Errors.isArgumentError(e)).toBe(true);
    expect(Errors.isValidationError(e)).toBe(false);
    expect((e as ArgumentError).api).toBe('Checks.of');
    expect((e as ArgumentError).fields).toEqual(['scope']);
    expect((e as Error).message).toBe(`[Checks.of] scope: expected a construct. Received: undefined. ${SCOPE} Fix: pass the construct, e.g. Checks.of(stack) or Checks.of(app).`);
    expect(Errors.isArgumentError(new TypeError('x'))).toBe(false);
    expect(Errors.isArgumentError({ [Symbol.for('terrain-constructs.ArgumentError')]: true })).toBe(true);
  });

  test('Checks and RemovalPolicies', () => {
    const s = new TerraformStack(new App(), 'test');
    expect(errorOf(() => RemovalPolicies.of(null as any))).toBe(
      `[RemovalPolicies.of] scope: expected a construct. Received: null. ${SCOPE} Fix: pass the construct, e.g. RemovalPolicies.of(stack) or RemovalPolicies.of(app).`);
    expect(errorOf(() => Checks.of(s).acknowledge(5 as any, s as any))).toBe('[test] 2 problems:\n'
      + "  - Checks.acknowledge(id): is not the id of a value check, a type rule or a construct's warning. Received: 5. Allowed: 'value:<type>.<attribute path>', 'rule:<type>/<name>' or '<provider>:<warning>'. "
      + 'Fix: copy the id from the message, in brackets. Shape errors (unknown key, wrong type, missing required field) cannot be acknowledged: fix the input instead; the library\'s own warnings (terrain:...) are fixed, not acknowledged.\n'
      + "  - Checks.acknowledge(id, reason): expected a string. Received: the TerraformStack 'test'. Allowed: a reason of at least 10 characters. "
      + 'Fix: say why the team knows better, e.g. which provider release allows it.');
    expect(errorOf(() => RemovalPolicies.of(s).destroy({ overwrite: 'yes' } as any))).toBe(
      '[test] RemovalPolicies.destroy(options).overwrite: expected true or false. Received: "yes". Allowed: true or false. Fix: write true or false, or leave it out.');
    expect(errorOf(() => RemovalPolicies.of(s).retain({ overwirte: true } as any))).toBe(
      "[test] RemovalPolicies.retain(options).overwirte: unknown key. Received: \"overwirte\". Allowed: overwrite. Fix: write 'overwrite' instead of 'overwirte'.");
    expect(errorOf(() => RemovalPolicies.of(s).apply('destroy' as any, null as any))).toBe(
      '[test] RemovalPolicies.apply(policy): is not a removal policy. Received: "destroy". Allowed: RemovalPolicy.RETAIN, RemovalPolicy.SNAPSHOT or RemovalPolicy.DESTROY. '
      + 'Fix: write RemovalPolicy.DESTROY.');
    expect(errorOf(() => RemovalPolicies.of(s).apply(RemovalPolicy.DESTROY, [] as any))).toBe(
      '[test] RemovalPolicies.apply(policy, options): expected an object literal. Received: an empty list. Allowed: an object with some of the keys overwrite. '
      + 'Fix: pass the options as an object literal, e.g. { overwrite: ... }, or leave it out.');
  });

  test('a construct at the root is named app', () => {
    const app = new App();
    expect(errorOf(() => Policies.of(app).suppress('Atlas-C1', 'short'))).toBe(
      '[app] Policies.suppress(ruleId, reason): is shorter than 10 characters. Received: "short". Allowed: a reason of at least 10 characters. Fix: say why the rule does not apply here.');
    expect((thrown(() => Policies.of(app).suppress('Atlas-C1', 'short')) as { constructPath: string }).constructPath).toBe('');
  });

  test('TerrainSynth', () => {
    const app = new App();
    const s = new TerraformStack(app, 'prod');
    expect(errorOf(() => TerrainSynth.synth(undefined as any))).toBe(
      '[TerrainSynth.synth] app: expected an App. Received: undefined. Allowed: the App of the stacks. Fix: pass the App, e.g. new App().');
    expect(errorOf(() => TerrainSynth.synth(s as any, { quite: true } as any))).toBe('[TerrainSynth.synth] 2 problems:\n'
      + "  - app: expected an App. Received: the TerraformStack 'prod'. Allowed: the App of the stacks. Fix: pass the app that holds it (app.node.root).\n"
      + "  - options.quite: unknown key. Received: \"quite\". Allowed: failOnWarnings, quiet, summary, topology. Fix: write 'quiet' instead of 'quite'.");
    expect(errorOf(() => TerrainSynth.collect('prod' as any))).toBe(
      `[TerrainSynth.collect] scope: expected a construct. Received: "prod". ${SCOPE} Fix: pass the construct, e.g. TerrainSynth.collect(stack) or TerrainSynth.collect(app).`);
    expect(errorOf(() => TerrainSynth.print(undefined as any))).toBe(
      '[TerrainSynth.print] report: expected a report. Received: undefined. Allowed: an object with warnings, errors and infos (lists of strings). '
      + 'Fix: pass the report TerrainSynth.synth or TerrainSynth.collect returned.');
    expect(errorOf(() => TerrainSynth.print({ warnings: ['a', 1], errors: 'e' } as any))).toBe('[TerrainSynth.print] 2 problems:\n'
      + '  - report.warnings: expected a list of strings. Received: a list of 2 items. Allowed: a list of strings. Fix: pass the report TerrainSynth.synth or TerrainSynth.collect returned.\n'
      + '  - report.errors: expected a list of strings. Received: "e". Allowed: a list of strings. Fix: pass the report TerrainSynth.synth or TerrainSynth.collect returned.');
  });

  test('TerrainTesting', () => {
    const app = new App();
    const s = new TerraformStack(app, 'test');
    const c = new Construct(s, 'C');
    expect(errorOf(() => TerrainTesting.synth(undefined as any))).toBe(
      "[TerrainTesting.synth] stack: expected a TerraformStack. Received: undefined. Allowed: a TerraformStack. Fix: pass a stack, e.g. TerrainTesting.synth(new TerraformStack(app, 'test')).");
    expect(errorOf(() => TerrainTesting.synth(c as any))).toBe(
      "[TerrainTesting.synth] stack: expected a TerraformStack. Received: the Construct 'test/C'. Allowed: a TerraformStack. Fix: pass the stack that holds it, 'test'.");
    expect(errorOf(() => TerrainTesting.synthToObject(app as any, { conformance: 'no' } as any))).toBe('[TerrainTesting.synthToObject] 2 problems:\n'
      + "  - stack: expected a TerraformStack. Received: the app. Allowed: a TerraformStack. Fix: pass a stack, e.g. TerrainTesting.synthToObject(new TerraformStack(app, 'test')).\n"
      + '  - options.conformance: expected true or false. Received: "no". Allowed: true or false. Fix: write true or false, or leave it out.');
    expect(errorOf(() => TerrainTesting.warnings(null as any))).toBe(
      `[TerrainTesting.warnings] scope: expected a construct. Received: null. ${SCOPE} Fix: pass the construct, e.g. TerrainTesting.warnings(stack) or TerrainTesting.warnings(app).`);
    expect(errorOf(() => TerrainTesting.errors({} as any))).toBe(
      `[TerrainTesting.errors] scope: expected a construct. Received: an empty object. ${SCOPE} Fix: pass the construct, e.g. TerrainTesting.errors(stack) or TerrainTesting.errors(app).`);
  });

  test('Conformance: documents and options', () => {
    expect(errorOf(() => Conformance.check('{"resource": {}}'))).toBe(
      '[Conformance.check] document: expected the synthesized Terraform JSON, parsed. Received: "{\\"resource\\": {}}". Allowed: an object (the parsed content of cdk.tf.json). '
      + 'Fix: parse it first: Conformance.check(JSON.parse(text)).');
    expect(errorOf(() => Conformance.check({}, { ignoreProviders: 'aws' } as any))).toBe(
      '[Conformance.check] options.ignoreProviders: expected a list of non-empty strings known at synth (at most 10000). Received: "aws". '
      + "Allowed: a list of non-empty strings known at synth (at most 10000). Fix: write a list of strings, e.g. ['aws'], or leave it out.");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    fs.writeFileSync(path.join(dir, 'bad.json'), '{ not json');
    fs.writeFileSync(path.join(dir, 'other.json'), '{"format_version": "1.0"}');
    const missing = path.join(dir, 'missing.json');
    expect(errorOf(() => Conformance.assertConforms({}, { schemaFiles: [missing, path.join(dir, 'bad.json'), path.join(dir, 'other.json')] })).split(dir).join('<dir>')).toBe(
      '[Conformance.assertConforms] 3 problems:\n'
      + '  - options.schemaFiles[0]: cannot be read (ENOENT). Received: "<dir>/missing.json". Allowed: the path of a file that `terraform providers schema -json` wrote. '
      + 'Fix: write the schema with `terraform providers schema -json > schema.json` and pass its path.\n'
      + '  - options.schemaFiles[1]: is not a JSON file. Received: "<dir>/bad.json". Allowed: the path of a file that `terraform providers schema -json` wrote. '
      + 'Fix: write the schema with `terraform providers schema -json > schema.json` and pass its path.\n'
      + '  - options.schemaFiles[2]: holds no provider_schemas. Received: "<dir>/other.json". Allowed: the output of `terraform providers schema -json`. '
      + 'Fix: write the schema with `terraform providers schema -json > schema.json` and pass its path.');
    // The content of a document of the wrong shape is reported, not skipped.
    expect(Conformance.check({ resource: 5, data: { mongodbatlas_cluster: null }, provider: [], resources: {} })).toEqual([
      { path: 'resources', message: 'unknown top-level key; Terraform JSON has terraform, provider, variable, locals, output, module, resource, data, moved, import, check, removed, ephemeral' },
      { path: 'resource', message: 'wrong shape: expected an object of resource types, got a number' },
      { path: 'data.mongodbatlas_cluster', message: 'wrong shape: expected an object of named data sources, got null' },
      { path: 'provider', message: 'wrong shape: expected an object of provider names, got an array' },
    ]);
  });

  test('Policies, SecretsPolicy and the packs', () => {
    const s = new TerraformStack(new App(), 'test');
    expect(errorOf(() => Policies.of(5 as any))).toBe(
      `[Policies.of] scope: expected a construct. Received: 5. ${SCOPE} Fix: pass the construct, e.g. Policies.of(stack) or Policies.of(app).`);
    expect(errorOf(() => Policies.of(s).add(AtlasBestPractices as any))).toBe(
      '[test] Policies.add(pack): is not a policy pack. Received: a function. Allowed: AtlasBestPractices, IncidentBestPractices, EquinixBestPractices, SecretsPolicy or a CustomPolicyPack. '
      + 'Fix: pass a pack made with new, e.g. new AtlasBestPractices(); for rules of your own, make a CustomPolicyPack({ packName, rules }) (its rules implement IPolicyRule).');
    expect(errorOf(() => Policies.of(s).suppress('Atlas-C1', '${TfToken[TOKEN.1]} and more'))).toBe(
      '[test] Policies.suppress(ruleId, reason): must be known at synth, not a token. Received: a string token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: a reason of at least 10 characters. Fix: say why the rule does not apply here.');
    expect(errorOf(() => SecretsPolicy.strict([] as any))).toBe(
      `[SecretsPolicy.strict] scope: expected a construct. Received: an empty list. ${SCOPE} Fix: pass the construct, e.g. SecretsPolicy.strict(stack) or SecretsPolicy.strict(app).`);
    // A pack without props drops none silently.
    expect(errorOf(() => new (IncidentBestPractices as any)({ production: ProductionMatcher.DEFAULT }))).toBe(
      '[IncidentBestPractices] props: is not taken: this pack has no props. Received: an object with keys production. Allowed: no argument. Fix: write new IncidentBestPractices().');
    expect(errorOf(() => new AtlasBestPractices({ prod: ProductionMatcher.DEFAULT } as any))).toBe(
      "[AtlasBestPractices] props.prod: unknown key. Received: \"prod\". Allowed: production. Fix: write 'production' instead of 'prod'.");
    expect(errorOf(() => ProductionMatcher.byLabels({ keys: 'env' } as any))).toBe(
      '[ProductionMatcher.byLabels] options.keys: expected a non-empty list of non-empty strings. Received: "env". Allowed: a non-empty list of non-empty strings. '
      + "Fix: pass e.g. { keys: ['environment'] }, or leave it out for the default.");
    expect(errorOf(() => ProductionMatcher.DEFAULT.isProduction(null as any))).toBe(
      "[ProductionMatcher.isProduction] labels: expected a map of labels. Received: null. Allowed: an object of label keys to values, e.g. { environment: 'production' }. "
      + 'Fix: pass the labels as an object literal.');
  });
});
