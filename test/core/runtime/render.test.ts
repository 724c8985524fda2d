/**
 * The renderer of the L1 runtime (src/core/runtime/render.ts): a camelCase config into the
 * provider's snake_case JSON, checked for its shape as it goes (unknown keys, types, required
 * fields, item counts), literal secrets and deprecated fields warned, tokens that may resolve to
 * literals judged at synth. Through the generated demo fixture (test/generator/golden/demo), and
 * renderStruct directly. Dynamic blocks: test/core/dynamic-blocks.test.ts and dynamic-blocks.test.ts
 * here; the parts render.ts uses have their own tests next to this one (render-context,
 * template-strings, secret-tokens, lazy-literals).
 */
import * as path from 'path';
import { App, Lazy, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Construct } from 'constructs';
import { formatProblem } from '../../../src/core/base/errors';
import { setInput } from '../../../src/core/runtime';
import { NO_META, REQUIRED, SENSITIVE, Struct } from '../../../src/core/runtime/descriptors';
import { renderStruct } from '../../../src/core/runtime/render';
import { Ctx } from '../../../src/core/runtime/render-context';
import { TerrainTesting } from '../../../src/index';
import { DemoFlow } from '../../generator/golden/demo/flow/index';
import { DemoProvider } from '../../generator/golden/demo/provider/index';
import { DemoWidget, DemoWidgetConfig } from '../../generator/golden/demo/widget/index';
import { errorOf } from '../../util';

const schemaFiles = [path.join(__dirname, '..', '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };

function setup() {
  const stack = new TerraformStack(new App(), 'test');
  new DemoProvider(stack, 'demo', {});
  return stack;
}
function synth(stack: TerraformStack) {
  return TerrainTesting.synthToObject(stack, { schemaFiles });
}

describe('rendering', () => {
  test('every nesting mode has the shape Terraform expects, with only the keys that were set', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', {
      name: 'w',
      size: 3,
      enabled: true,
      tags: { Team: 'db' },
      zones: ['a', 'b'],
      ports: [80, 443],
      settings: { mode: 'fast' },
      rules: [{ priority: 1, targets: [{ address: '10.0.0.1' }] }],
      labels: { env: { value: 'prod' } },
      timeouts: { create: '30m' },
      network: { cidr: '10.0.0.0/16' },
      listener: [{ port: 443, tls: { certificate: Token.asString(new TerraformVariable(stack, 'cert', { sensitive: true }).value) } }],
      mirror: [{ region: 'eu' }],
      type: 'SMALL',
      defaultAttribute: 'd',
      nodeAttribute: 'n',
      selfAttribute: 's',
    });
    const body = synth(stack).resource.demo_widget.w;
    expect(body).toEqual({
      name: 'w',
      size: 3,
      enabled: true,
      tags: { Team: 'db' },
      zones: ['a', 'b'],
      ports: [80, 443],
      settings: { mode: 'fast' },
      rules: [{ priority: 1, targets: [{ address: '10.0.0.1' }] }],
      labels: { env: { value: 'prod' } },
      timeouts: { create: '30m' },
      network: { cidr: '10.0.0.0/16' },
      listener: [{ port: 443, tls: { certificate: '${var.cert}' } }],
      mirror: [{ region: 'eu' }],
      type: 'SMALL',
      default: 'd',
      node: 'n',
      self: 's',
    });
  });

  test('a Lazy value for a nested list is rendered and checked when it resolves', () => {
    const stack = setup();
    const rules: any[] = [];
    new DemoWidget(stack, 'w', { ...minimal, rules: Lazy.anyValue({ produce: () => rules }) as any });
    rules.push({ priority: 2, targets: [{ address: 'a' }] });
    expect(synth(stack).resource.demo_widget.w.rules).toEqual([{ priority: 2, targets: [{ address: 'a' }] }]);

    const bad = setup();
    new DemoWidget(bad, 'w', { ...minimal, rules: Lazy.anyValue({ produce: () => [{ priorty: 2 }] }) as any });
    expect(errorOf(() => synth(bad))).toContain("[test/w] 2 problems:\n  - rules[0].priorty: unknown key. Received: \"priorty\". Allowed: priority, targets. Fix: write 'priority' instead of 'priorty'.\n  - rules[0].priority: is required.");
  });

  test('tokens are not judged', () => {
    const stack = setup();
    const v = new TerraformVariable(stack, 'size', { type: 'number' });
    const s = new TerraformVariable(stack, 'settings', {});
    new DemoWidget(stack, 'w', { ...minimal, size: v.numberValue, settings: s.value, zones: Token.asList(v.value), enabled: Token.asAny(v.value) });
    const body = synth(stack).resource.demo_widget.w;
    expect(body.size).toBe('${var.size}');
    expect(body.settings).toBe('${var.settings}');
  });
});

describe('runtime check of the input (for callers without a type checker)', () => {
  const at = 'test/w';
  test('unknown key, with a suggestion', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, nmae: 'x' } as any))).toBe(
      `[${at}] nmae: unknown key. Received: "nmae". Allowed: countAttribute, defaultAttribute, dependsOnAttribute, enabled, equalTo, forEachAttribute, importAttribute, labels, legacyMode, lifecycleAttribute, listener, mirror, name, network, nodeAttribute, packageAttribute, password, ports, providerAttribute, rules, selfAttribute, settings, size, tags, timeouts, type, zones. Fix: write 'name' instead of 'nmae'.`);
  });

  test('a snake_case key never leaks into the JSON', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, legacy_mode: 'x' } as any))).toContain(
      'legacy_mode: unknown key. Received: "legacy_mode".');
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, legacy_mode: 'x' } as any))).toContain(
      "Fix: write 'legacyMode' instead of 'legacy_mode'.");
  });

  test('wrong type', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, size: '3' } as any))).toBe(
      `[${at}] size: expected a number. Received: "3". Allowed: a number.`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, zones: ['a', 1] } as any))).toBe(
      `[${at}] zones[1]: expected a string. Received: 1. Allowed: a string.`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, tags: ['a'] } as any))).toBe(
      `[${at}] tags: expected a map of strings. Received: a list of 1 item. Allowed: a map of strings.`);
  });

  test('a struct where a list is expected, and the reverse', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, rules: { priority: 1 } } as any))).toBe(
      `[${at}] rules: expected a list (array) of objects, not a single object. Received: an object with keys priority. Allowed: an array of structs. Fix: wrap the object in [ ].`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, settings: [{ mode: 'a' }] } as any))).toBe(
      `[${at}] settings: expected a single object (struct), not a list. Received: a list of 1 item. Allowed: one object. Fix: remove the surrounding [ ].`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, network: [{ cidr: 'a' }] } as any))).toBe(
      `[${at}] network: expected a single object (struct), not a list. Received: a list of 1 item. Allowed: one object. Fix: remove the surrounding [ ].`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, labels: [{ value: 'a' }] } as any))).toBe(
      `[${at}] labels: expected a map of objects. Received: a list of 1 item. Allowed: an object whose values are structs.`);
  });

  test('missing required fields, nested ones included, all reported at once', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { rules: [{}], listener: [{ port: 1 }], settings: {} } as any))).toBe(
      `[${at}] 3 problems:\n`
      + '  - rules[0].priority: is required. Received: undefined. Allowed: a number. Fix: set \'priority\'.\n'
      + '  - settings.mode: is required. Received: undefined. Allowed: a string. Fix: set \'mode\'.\n'
      + '  - name: is required. Received: undefined. Allowed: a string. Fix: set \'name\'.');
  });

  test('too many items', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, listener: [{ port: 1 }, { port: 2 }, { port: 3 }, { port: 4 }] }))).toBe(
      `[${at}] listener: has too many items. Received: a list of 4 items. Allowed: at most 3. Fix: keep at most 3 items.`);
  });

  test('item counts of a list or set of primitives (values.json minItems / maxItems)', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, ports: [] }))).toBe(
      `[${at}] ports: has too few items. Received: an empty list. Allowed: at least 1. Fix: give at least 1 item.`);
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, ports: [1, 2, 3, 4] }))).toBe(
      `[${at}] ports: has too many items. Received: a list of 4 items. Allowed: at most 3. Fix: keep at most 3 items.`);
    expect(() => new DemoWidget(setup(), 'w', { ...minimal, ports: [1, 2, 3] })).not.toThrow();
    expect(() => new DemoWidget(setup(), 'w', { ...minimal, ports: [80] })).not.toThrow();
  });

  test('no config at all', () => {
    expect(errorOf(() => new (DemoWidget as any)(setup(), 'w'))).toContain(`[${at}] 3 problems:`);
    expect(errorOf(() => new (DemoWidget as any)(setup(), 'w', 'oops'))).toBe(
      `[${at}] (config): expected a single object (struct). Received: "oops". Allowed: an object with the keys of its struct.`);
  });
});

describe('warnings', () => {
  test('a literal in a sensitive input warns and points to a sensitive TerraformVariable', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, password: 'hunter2', listener: [{ port: 1, tls: { certificate: 'PEM' } }] });
    expect(TerrainTesting.warnings(stack)).toEqual([
      "test/w: [terrain:literal-secret] listener[0].tls.certificate is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
      "test/w: [terrain:literal-secret] password is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });

  test('a token in a sensitive input does not warn', () => {
    const stack = setup();
    const pw = new TerraformVariable(stack, 'pw', { type: 'string', sensitive: true });
    new DemoWidget(stack, 'w', { ...minimal, password: pw.stringValue });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('a literal string that holds a reference is no literal secret, at construction or through setInput', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', { ...minimal, password: '${var.password}', listener: [{ port: 1, tls: { certificate: 'PEM-${var.cert}' } }] });
    setInput(w, 'password', '${data.vault_generic_secret.db.data["password"]}');
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    setInput(w, 'password', 'hunter2');
    expect(TerrainTesting.warnings(stack)).toEqual([
      "test/w: [terrain:literal-secret] password is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });

  test('setting a deprecated field warns', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, legacyMode: 'on' });
    expect(TerrainTesting.warnings(stack)).toEqual(['test/w: [terrain:deprecated-attribute] legacyMode is deprecated by the provider.']);
  });
});

describe('recursive trees', () => {
  // demo_flow unrolls its tree two levels deep; TypeScript sees one recursive struct.
  const leaf = { name: 'page' };
  const twoLevels = { name: 'a', branch: { condition: 'x', then: [{ name: 'b', branch: { condition: 'y', then: [leaf] } }] } };

  test('a tree as deep as the schema renders, and conforms', () => {
    const stack = setup();
    new DemoFlow(stack, 'f', { steps: [twoLevels] });
    expect(synth(stack).resource.demo_flow.f.steps).toEqual([
      { name: 'a', branch: { condition: 'x', then: [{ name: 'b', branch: { condition: 'y', then: [{ name: 'page' }] } }] } },
    ]);
  });

  test('one level deeper than the provider accepts fails at construction, with the field path', () => {
    const tooDeep = { name: 'a', branch: { condition: 'x', then: [{ name: 'b', branch: { condition: 'y', then: [{ name: 'c', branch: { condition: 'z', then: [leaf] } }] } }] } };
    expect(errorOf(() => new DemoFlow(setup(), 'f', { steps: [tooDeep] }))).toBe(
      '[test/f] steps[0].branch.then[0].branch.then[0].branch: unknown key. Received: "branch". Allowed: name, waitSeconds. Fix: remove the key, or check its spelling against the struct.');
  });
});

// Each test pins the clear error that replaced a crash or a broken document the fuzzer found
// (test/fuzz/l1.fuzz.test.ts); the README lists them.
describe('JavaScript-style input the fuzzer found', () => {
  const at = 'test/w';
  const TOKEN = '(a value Terraform knows only when it plans or applies)';

  test('a list or map token where a string or number belongs is refused (a map token rendered {})', () => {
    const stack = setup();
    const list = new TerraformVariable(stack, 'l', { type: 'list(number)' });
    const map = new TerraformVariable(stack, 'm', { type: 'map(string)' });
    expect(errorOf(() => new DemoWidget(stack, 'a', { ...minimal, size: Token.asList(list.value) as any }))).toBe(
      `[test/a] size: expected a number. Received: a list token ${TOKEN}. Allowed: a number.`);
    expect(errorOf(() => new DemoWidget(stack, 'b', { ...minimal, name: Token.asStringMap(map.value) as any }))).toBe(
      `[test/b] name: expected a string. Received: a map token ${TOKEN}. Allowed: a string.`);
  });

  test('a map token for a block is refused (cdktn could not render it)', () => {
    const stack = setup();
    const map = new TerraformVariable(stack, 'm', { type: 'map(string)' });
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, network: Token.asStringMap(map.value) as any }))).toBe(
      `[${at}] network: expected a single object (struct), not a map token. Received: a map token ${TOKEN}. Allowed: a single object (struct). `
      + 'Fix: pass the object itself.');
  });

  test('a Lazy that produces a literal for a block is checked when it resolves', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, network: Lazy.anyValue({ produce: () => 'x' }) as any });
    expect(errorOf(() => synth(stack))).toContain(
      `[${at}] network: expected a single object (struct). Received: "x". Allowed: an object with the keys of its struct.`);
  });

  test('an empty or odd key is quoted in the field path', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, '': 1 } as any))).toBe(
      `[${at}] [""]: unknown key. Received: "". Allowed: countAttribute, defaultAttribute, dependsOnAttribute, enabled, equalTo, forEachAttribute, importAttribute, labels, `
      + 'legacyMode, lifecycleAttribute, listener, mirror, name, network, nodeAttribute, packageAttribute, password, ports, providerAttribute, rules, selfAttribute, settings, size, '
      + 'tags, timeouts, type, zones. Fix: remove the key, or check its spelling against the struct.');
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, tags: { 'a b': 1 } } as any))).toBe(
      `[${at}] tags["a b"]: expected a string. Received: 1. Allowed: a string.`);
  });

  test('null in a provider block is unset (cdktn failed on it at synth)', () => {
    const stack = new TerraformStack(new App(), 'test');
    new DemoProvider(stack, 'demo', { endpoint: null } as any);
    expect(synth(stack).provider.demo).toEqual([{}]);
  });

  test('a null block is no block; a null required field is missing', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, network: null } as any);
    expect(synth(stack).resource.demo_widget.w.network).toBeUndefined();
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, name: null } as any))).toBe(
      `[${at}] name: is required. Received: null. Allowed: a string. Fix: set 'name'.`);
  });

  test('a literal secret in a block that a Lazy produces warns', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, listener: Lazy.anyValue({ produce: () => [{ port: 1, tls: { certificate: 'PEM' } }] }) as any });
    synth(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/w: [terrain:literal-secret] listener[0].tls.certificate is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });
});

describe('renderStruct, directly', () => {
  // eslint-disable-next-line no-bitwise
  const s: Struct = { f: [{ t: 'name', y: 's', f: REQUIRED }, { t: 'api_key', y: 's', f: SENSITIVE }, { t: 'tags', y: ['m', 's'] }, { t: 'size', y: 'n' }] };
  const ctx = (extra: Partial<Ctx> = {}): Ctx => ({ scope: new Construct(new App(), 'C'), problems: [], resolved: false, warn: false, ...extra });

  test('pass: camelCase keys become the Terraform names; null is kept for an attribute, unset in a provider block (dropNull)', () => {
    const c = ctx();
    expect(renderStruct(c, s, { name: 'w', apiKey: '${var.key}', tags: { Team: 'db' }, size: null }, '', NO_META)).toEqual({ name: 'w', api_key: '${var.key}', tags: { Team: 'db' }, size: null });
    expect(renderStruct(ctx({ dropNull: true }), s, { name: 'w', size: null }, '', NO_META)).toEqual({ name: 'w' });
    expect(c.problems).toEqual([]);
  });

  test('fail: every problem at once, in the construct\'s names; a sensitive value is never shown; a __proto__ map key is refused, not lost', () => {
    const c = ctx();
    const tags = JSON.parse('{"__proto__": "x"}');
    expect(renderStruct(c, s, { nmae: 'w', apiKey: 42, tags, size: 'big' }, '', NO_META)).toEqual({ tags: {} });
    expect(c.problems.map(formatProblem)).toEqual([
      "nmae: unknown key. Received: \"nmae\". Allowed: name, apiKey, tags, size. Fix: write 'name' instead of 'nmae'.",
      'apiKey: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.',
      'tags.__proto__: is a key that cdktn cannot write: it drops `__proto__` from every map of cdk.tf.json. Received: "__proto__". Allowed: any other key. Fix: rename the key.',
      'size: expected a number. Received: "big". Allowed: a number.',
      "name: is required. Received: undefined. Allowed: a string. Fix: set 'name'.",
    ]);
  });
});

describe('a reference where a block goes (found by Terraform)', () => {
  const TOKEN = '(a value Terraform knows only when it plans or applies)';
  // Found by Terraform in the fuzz sample (test/fuzz/terraform.ts): a reference where a block goes
  // rendered as "${var.x}", which Terraform refuses whatever it refers to ("Incorrect JSON value
  // type ... Either a JSON object or a JSON array is required, representing the contents of one or
  // more ... blocks"). A nested attribute takes a reference; a block takes objects, or dynamic.
  test('a reference for a block is refused, directly or from a Lazy; a nested attribute takes one', () => {
    const stack = setup();
    const v = new TerraformVariable(stack, 'v', {});
    const blocks = 'Allowed: the block\'s objects (their fields may hold references), or iterator.dynamic({...}) for one block per item of a collection.';
    expect(errorOf(() => new DemoWidget(stack, 'a', { ...minimal, listener: v.stringValue as any }))).toBe(
      `[test/a] listener: is a block, which Terraform takes only as objects, not as a reference. Received: a string token ${TOKEN}. ${blocks} `
      + 'Fix: write the objects, e.g. listener: [{ ... }], or one block per item of the collection it refers to: listener: TerraformIterator.fromList(<reference>).dynamic({ ... }).');
    expect(errorOf(() => new DemoWidget(stack, 'b', { ...minimal, network: v.stringValue as any }))).toBe(
      `[test/b] network: is a block, which Terraform takes only as objects, not as a reference. Received: a string token ${TOKEN}. ${blocks} `
      + 'Fix: write the object, e.g. network: { ... }, or a block per item of the collection it refers to: network: TerraformIterator.fromList(<reference>).dynamic({ ... }).');
    expect(errorOf(() => new DemoWidget(stack, 'c', { ...minimal, listener: v.listValue as any }))).toContain('[test/c] listener: is a block, which Terraform takes only as objects');
    new DemoWidget(stack, 'd', { ...minimal, listener: Lazy.anyValue({ produce: () => v.stringValue }) as any });
    expect(errorOf(() => synth(stack))).toContain(
      `[test/d] listener: is a block, which Terraform takes only as objects, not as a reference. Received: a string token ${TOKEN}. ${blocks}`);
    const ok = setup();
    const rules = new TerraformVariable(ok, 'rules', {});
    new DemoWidget(ok, 'w', { ...minimal, rules: rules.listValue as any, listener: [{ port: 1, tls: Lazy.anyValue({ produce: () => ({ certificate: rules.stringValue }) }) as any }] });
    expect(synth(ok).resource.demo_widget.w.rules).toBe('${var.rules}');
  });
});
