/**
 * Literal secrets an L1's owner answers for (src/core/runtime/answered-secrets.ts): the one field
 * path the owner declared gets no terrain:literal-secret warning, for a literal at construction, a
 * literal set later, or a token that resolves to a literal; every other sensitive field still warns.
 */
import * as path from 'path';
import { App, Lazy, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { setInput } from '../../../src/core/runtime';
import { answerLiteralSecret, literalSecretAnswer } from '../../../src/core/runtime/answered-secrets';
import { TerrainTesting } from '../../../src/index';
import { DemoProvider } from '../../generator/golden/demo/provider/index';
import { DemoWidget, DemoWidgetConfig } from '../../generator/golden/demo/widget/index';
import { errorOf } from '../../util';

const schemaFiles = [path.join(__dirname, '..', '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };
const LITERAL = 'is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
  + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.";
const RESOLVED = 'is sensitive and holds a token that resolves to a literal value at synth, which ends up in plain text in cdk.tf.json and in the state. '
  + "Pass a reference instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.";

/** A stack with an owner construct `Owner` (the L2 stand-in) whose L1 will be `Owner/Default`. */
function setup() {
  const stack = new TerraformStack(new App(), 'test');
  new DemoProvider(stack, 'demo', {});
  return { stack, owner: new Construct(stack, 'Owner') };
}

describe('answerLiteralSecret', () => {
  test('pass: a literal on the answered path warns nothing, at construction and through setInput; the reason is readable', () => {
    const { stack, owner } = setup();
    answerLiteralSecret(owner, 'Default', 'listener[0].tls.certificate', 'a public certificate is no secret');
    const w = new DemoWidget(owner, 'Default', { ...minimal, listener: [{ port: 1, tls: { certificate: 'PEM' } }] });
    setInput(w, 'listener', [{ port: 2, tls: { certificate: 'PEM2' } }]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    // The literal is written as it was given: only the warning is answered.
    const widgets = Object.values(TerrainTesting.synthToObject(stack, { schemaFiles }).resource.demo_widget) as any[];
    expect(widgets.map((r) => JSON.stringify(r.listener))).toEqual([JSON.stringify([{ port: 2, tls: { certificate: 'PEM2' } }])]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    expect(literalSecretAnswer(w, 'listener[0].tls.certificate')).toBe('a public certificate is no secret');
    expect(literalSecretAnswer(w, 'password')).toBeUndefined();
  });

  test('fail: the same literal on another sensitive path of that L1 warns, and so does the answered path of another L1', () => {
    const { stack, owner } = setup();
    answerLiteralSecret(owner, 'Default', 'listener[0].tls.certificate', 'a public certificate is no secret');
    new DemoWidget(owner, 'Default', { ...minimal, password: 'PEM', listener: [{ port: 1, tls: { certificate: 'PEM' } }, { port: 2, tls: { certificate: 'PEM' } }] });
    new DemoWidget(owner, 'Other', { ...minimal, listener: [{ port: 1, tls: { certificate: 'PEM' } }] });
    expect(TerrainTesting.warnings(stack)).toEqual([
      `test/Owner/Default: [terrain:literal-secret] listener[1].tls.certificate ${LITERAL}`,
      `test/Owner/Default: [terrain:literal-secret] password ${LITERAL}`,
      `test/Owner/Other: [terrain:literal-secret] listener[0].tls.certificate ${LITERAL}`,
    ]);
  });

  test('a token that resolves to a literal: none on the answered path, the warning on another', () => {
    const { stack, owner } = setup();
    answerLiteralSecret(owner, 'Default', 'password', 'the demo password is public');
    new DemoWidget(owner, 'Default', { ...minimal, password: Lazy.stringValue({ produce: () => 'hunter2' }) });
    new DemoWidget(owner, 'Other', { ...minimal, password: Lazy.stringValue({ produce: () => 'hunter2' }) });
    TerrainTesting.synthToObject(stack, { schemaFiles });
    expect(TerrainTesting.warnings(stack)).toEqual([`test/Owner/Other: [terrain:literal-secret] password ${RESOLVED}`]);
  });

  test('bad use is a clear error: after the L1 exists (it has warned already), or without a path or reason', () => {
    const { owner } = setup();
    new DemoWidget(owner, 'Default', minimal);
    expect(errorOf(() => answerLiteralSecret(owner, 'Default', 'password', 'why'))).toBe(
      'answerLiteralSecret: test/Owner/Default exists already and has warned: answer for its literal before building it.');
    expect(errorOf(() => answerLiteralSecret(owner, 'Next', 'password', ' '))).toBe(
      "answerLiteralSecret: give the L1's id, the field path and the reason, each a non-empty string.");
    expect(errorOf(() => answerLiteralSecret(owner, 'Next', '', 'why'))).toBe(
      "answerLiteralSecret: give the L1's id, the field path and the reason, each a non-empty string.");
  });
});
