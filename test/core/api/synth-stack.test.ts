/**
 * What TerrainTesting.synth does, shared with TerrainTesting.validate and plan (src/terraform/run.ts):
 * `synthStack` checks its arguments in the name of the API that called it; `synthChecked` runs
 * the stack hooks (app-level policy packs) and the Terraform names check also for a stack that
 * holds no construct of this library, synthesizes with validations, prints the warnings and
 * checks conformance. TerrainTesting's own behaviour is tested in testing.test.ts.
 */
import { App, Annotations, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { SYNTH_OPTIONS, synthChecked, synthStack } from '../../../src/core/api/synth-stack';
import { mongodbatlas, Policies, SecretsPolicy, TerrainTesting } from '../../../src/index';
import { captureStderr, errorOf } from '../../util';

function providerStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 's');
  new mongodbatlas.MongodbatlasProvider(stack, 'p');
  return stack;
}

describe('synthStack', () => {
  test('pass: a stack, with or without options; the document as text', () => {
    expect(JSON.parse(synthStack('TerrainTesting.synth', providerStack(), undefined)).provider.mongodbatlas).toEqual([{}]);
    expect(JSON.parse(synthStack('TerrainTesting.validate', providerStack(), { conformance: false, printWarnings: false })).provider.mongodbatlas).toEqual([{}]);
  });

  test('fail: the arguments are refused in the name of the API that was called, all problems at once, nothing synthesized', () => {
    const app = new App();
    expect(errorOf(() => synthStack('TerrainTesting.plan', app, { printWarning: true, conformance: 1 }))).toBe('[TerrainTesting.plan] 3 problems:\n'
      + "  - stack: expected a TerraformStack. Received: the app. Allowed: a TerraformStack. Fix: pass a stack, e.g. TerrainTesting.plan(new TerraformStack(app, 'test')).\n"
      + "  - options.printWarning: unknown key. Received: \"printWarning\". Allowed: schemaFiles, ignoreProviders, conformance, printWarnings. Fix: write 'printWarnings' instead of 'printWarning'.\n"
      + '  - options.conformance: expected true or false. Received: 1. Allowed: true or false. Fix: write true or false, or leave it out.');
  });

  test('the options it takes: those of Conformance, and conformance and printWarnings', () => {
    expect(Object.keys(SYNTH_OPTIONS)).toEqual(['schemaFiles', 'ignoreProviders', 'conformance', 'printWarnings']);
  });
});

describe('synthChecked', () => {
  test('a policy pack added on the app reaches a stack that holds no construct of this library', () => {
    const app = new App();
    Policies.of(app).add(new SecretsPolicy());
    Policies.of(app).suppress('Secrets-S1', 'no secret in this stack, and nothing to suppress');
    const stack = new TerraformStack(app, 'plain');
    new TerraformVariable(stack, 'region', { type: 'string' });
    synthChecked(stack, { conformance: false, printWarnings: false });
    // The policy pass ran on the stack: it reports the suppression that matched nothing.
    expect(TerrainTesting.warnings(stack)).toEqual([
      "plain: [terrain:unused-suppression] Policies.of(app).suppress('Secrets-S1', ...) matched no finding in this synth. "
      + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
    ]);
  });

  test('the Terraform names of a stack without constructs of this library are checked', () => {
    const stack = new TerraformStack(new App(), 'plain');
    new TerraformVariable(stack, 'region.eu', { type: 'string' });
    new TerraformVariable(stack, 'regioneu', { type: 'string' });
    expect(errorOf(() => synthChecked(stack, { conformance: false, printWarnings: false })).split('\n').filter((l) => l.trim().startsWith('['))).toEqual([
      '  [plain] plain/regioneu: gets the same Terraform name as plain/region.eu: both are variable regioneu, and cdktn would merge the two into one block. '
      + 'Received: "regioneu" twice, from the construct id "region.eu" and the construct id "regioneu". Allowed: one variable per name in a stack. '
      + "Fix: give one of them another id (cdktn keeps only the letters, digits, _ and - of an id), or call overrideLogicalId('regioneu_2') on one of them.",
    ]);
  });

  test('warnings are printed when printWarnings is true, not when false; conformance is checked unless it is false', () => {
    const stack = providerStack();
    Annotations.of(new Construct(stack, 'C')).addWarning('[terrain:x] look');
    expect(captureStderr(() => synthChecked(stack, { printWarnings: true }))).toEqual(['WARN [s/C]: [terrain:x] look']);
    expect(captureStderr(() => synthChecked(stack, { printWarnings: false }))).toEqual([]);
    const broken = providerStack();
    (broken.node.findChild('p') as mongodbatlas.MongodbatlasProvider).addOverride('nmae', 'x');
    expect(errorOf(() => synthChecked(broken, { printWarnings: false }))).toBe(
      "The synthesized document does not conform to the provider schemas (1 problem(s)):\n  - provider.mongodbatlas[0].nmae: unknown attribute 'nmae'");
    expect(() => synthChecked(broken, { conformance: false, printWarnings: false })).not.toThrow();
  });
});

describe('control characters in construct paths', () => {
  test('a synth-time validation failure of a construct whose id holds a NUL is printable, each line of it', () => {
    const stack = providerStack();
    const odd = new Construct(stack, 'a\u0000b');
    odd.node.addValidation({ validate: () => ['is wrong.'] });
    const message = errorOf(() => synthChecked(stack, {}));
    expect(message).toContain('[s/a\\u0000b] is wrong.');
    expect(message).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  test('warnings name the construct path printable', () => {
    const stack = providerStack();
    Annotations.of(new Construct(stack, 'x\u0007')).addWarning('look');
    expect(TerrainTesting.warnings(stack)).toEqual(['s/x\\u0007: look']);
  });
});
