/**
 * Tokens in sensitive inputs (src/core/runtime/secret-tokens.ts): wrapped in a token of the same
 * kind that warns when it resolves to a literal, and stays silent for a reference.
 */
import * as path from 'path';
import { App, DefaultTokenResolver, Lazy, StringConcat, TerraformStack, TerraformVariable, Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { secretOnResolve } from '../../../src/core/runtime/secret-tokens';
import { TerrainTesting } from '../../../src/index';
import { DemoProvider } from '../../generator/golden/demo/provider/index';
import { DemoWidget, DemoWidgetConfig } from '../../generator/golden/demo/widget/index';

/** What cdktn resolves a value to in a scope. */
const resolve = (scope: IConstruct, v: unknown) =>
  Tokenization.resolve(v, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });

const LITERAL = 'is sensitive and holds a token that resolves to a literal value at synth, which ends up in plain text in cdk.tf.json and in the state. '
  + "Pass a reference instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.";

describe('secretOnResolve', () => {
  test('keeps the kind of token: a string, a number, a list, or the resolvable itself', () => {
    const stack = new TerraformStack(new App(), 's');
    const v = new TerraformVariable(stack, 'v', {});
    expect(typeof secretOnResolve(stack, v.stringValue, 'a')).toBe('string');
    expect(typeof secretOnResolve(stack, v.numberValue, 'a')).toBe('number');
    expect(Array.isArray(secretOnResolve(stack, v.listValue, 'a'))).toBe(true);
    const any = Lazy.anyValue({ produce: () => ({}) });
    expect(Token.isUnresolved(secretOnResolve(stack, any, 'a'))).toBe(true);
    for (const t of [v.stringValue, v.numberValue, v.listValue]) expect(Token.isUnresolved(secretOnResolve(stack, t, 'a'))).toBe(true);
  });

  test('a token that resolves to a literal warns once, at the construct; a reference or nothing does not', () => {
    const stack = new TerraformStack(new App(), 's');
    const v = new TerraformVariable(stack, 'v', {});
    expect(resolve(stack, secretOnResolve(stack, v.stringValue, 'ref'))).toBe('${var.v}');
    expect(resolve(stack, secretOnResolve(stack, Lazy.anyValue({ produce: () => undefined }), 'none'))).toBeUndefined();
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    const literal = secretOnResolve(stack, Lazy.stringValue({ produce: () => 'hunter2' }), 'password');
    expect(resolve(stack, literal)).toBe('hunter2');
    expect(resolve(stack, literal)).toBe('hunter2');
    expect(TerrainTesting.warnings(stack)).toEqual([`s: [terrain:literal-secret] password ${LITERAL}`]);
  });

  test('in a generated L1: a token in a sensitive input that resolves to a literal warns at synth', () => {
    const stack = new TerraformStack(new App(), 'test');
    new DemoProvider(stack, 'demo', {});
    const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };
    new DemoWidget(stack, 'w', { ...minimal, password: Lazy.stringValue({ produce: () => 'hunter2' }) });
    const schemaFiles = [path.join(__dirname, '..', '..', 'generator', 'fixtures', 'demo', 'schema.json')];
    expect(TerrainTesting.synthToObject(stack, { schemaFiles }).resource.demo_widget.w.password).toBe('hunter2');
    expect(TerrainTesting.warnings(stack)).toEqual([`test/w: [terrain:literal-secret] password ${LITERAL}`]);
  });
});
