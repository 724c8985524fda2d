/**
 * The L1 runtime (src/core/l1-runtime.ts), exercised through the generated demo fixture
 * (test/generator/golden/demo), which has every nesting mode and every escape.
 */
import * as path from 'path';
import { App, Lazy, TerraformIterator, TerraformOutput, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { onStackFound } from '../../../src/core/base/stack-hooks';
import { rejectedInputs, setInput, trySetInput } from '../../../src/core/runtime';
import { ibm, TerrainTesting } from '../../../src/index';
import { DataDemoWidget } from '../../generator/golden/demo/data-widget/index';
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

  test('meta-arguments stay meta-arguments next to escaped attributes', () => {
    // Terraform reserves count, depends_on, lifecycle, ... at the top level of a resource, so a
    // real provider never has them there; the escape keeps the TypeScript names apart anyway.
    const stack = setup();
    const other = new DemoWidget(stack, 'other', minimal);
    new DemoWidget(stack, 'w', { ...minimal, dependsOn: [other], count: 2, lifecycle: { preventDestroy: true } });
    const body = synth(stack).resource.demo_widget.w;
    expect(body.depends_on).toEqual(['demo_widget.other']);
    expect(body.count).toBe(2);
    expect(body.lifecycle).toEqual({ prevent_destroy: true });
  });

  test('getters render references, nested ones included', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', minimal);
    new TerraformOutput(stack, 'a', { value: w.id });
    new TerraformOutput(stack, 'b', { value: w.status.phase });
    new TerraformOutput(stack, 'c', { value: w.rules.get(1).priority });
    new TerraformOutput(stack, 'd', { value: w.endpoints.get(0).url });
    new TerraformOutput(stack, 'e', { value: w.network.cidr });
    new TerraformOutput(stack, 'f', { value: w.labels.get('env').value });
    new TerraformOutput(stack, 'g', { value: w.fetchStatus });
    const d = new DataDemoWidget(stack, 'lookup', { name: 'x' });
    new TerraformOutput(stack, 'h', { value: d.rules.get(0).priority });
    const out = synth(stack).output;
    expect(out.a.value).toBe('${demo_widget.w.id}');
    expect(out.b.value).toBe('${demo_widget.w.status.phase}');
    expect(out.c.value).toBe('${demo_widget.w.rules[1].priority}');
    expect(out.d.value).toBe('${demo_widget.w.endpoints[0].url}');
    expect(out.e.value).toBe('${demo_widget.w.network[0].cidr}');
    expect(out.f.value).toBe('${demo_widget.w.labels["env"].value}');
    expect(out.g.value).toBe('${demo_widget.w.get_status}');
    expect(out.h.value).toBe('${data.demo_widget.lookup.rules[0].priority}');
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

  test('setInput replaces one input after construction, checked like the constructor config', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', { ...minimal, size: 3 });
    setInput(w, 'rules', [{ priority: 2, targets: [{ address: 'a' }] }]);
    setInput(w, 'size', undefined);
    setInput(w, 'defaultAttribute', 'd');
    const body = synth(stack).resource.demo_widget.w;
    expect(body.rules).toEqual([{ priority: 2, targets: [{ address: 'a' }] }]);
    expect(body.size).toBeUndefined();
    expect(body.default).toBe('d');

    expect(errorOf(() => setInput(w, 'rules', [{ priorty: 2 }]))).toBe(
      '[test/w] 2 problems:\n  - rules[0].priorty: unknown key. Received: "priorty". Allowed: priority, targets. Fix: write \'priority\' instead of \'priorty\'.\n  - rules[0].priority: is required. Received: undefined. Allowed: a number. Fix: set \'priority\'.');
    expect(errorOf(() => setInput(w, 'name', undefined))).toBe("[test/w] name: is required. Received: undefined. Allowed: a string. Fix: set 'name'.");
    expect(errorOf(() => setInput(w, 'nmae', 'x'))).toBe("setInput: test/w has no generated input 'nmae'.");
    // a failed call changes nothing
    expect(synth(stack).resource.demo_widget.w.rules).toEqual([{ priority: 2, targets: [{ address: 'a' }] }]);
  });

  test('trySetInput returns the problems instead of throwing, and changes nothing when there are any', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', { ...minimal, size: 3 });
    expect(trySetInput(w, 'size', 4)).toEqual([]);
    expect(trySetInput(w, 'size', 'five')).toEqual([{ field: 'size', problem: 'expected a number.', received: '"five"', allowed: 'a number', fix: undefined }]);
    expect(synth(stack).resource.demo_widget.w.size).toBe(4);
    // The rejection is remembered for the L2's synth-time report until the input is set again.
    expect(rejectedInputs(w).map((p) => p.field)).toEqual(['size']);
    expect(trySetInput(w, 'size', 5)).toEqual([]);
    expect(rejectedInputs(w)).toEqual([]);
  });

  test('setInput with quiet adds no warnings to the L1; without it, it warns like the constructor', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', minimal);
    setInput(w, 'legacyMode', 'on', { quiet: true });
    setInput(w, 'password', 'hunter2', { quiet: true });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    setInput(w, 'legacyMode', 'off');
    expect(TerrainTesting.warnings(stack)).toEqual(['test/w: [terrain:deprecated-attribute] legacyMode is deprecated by the provider.']);
    expect(synth(stack).resource.demo_widget.w).toMatchObject({ legacy_mode: 'off', password: 'hunter2' });
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

describe('a constructor that throws leaves nothing half-built', () => {
  test('the construct is not in the tree: the stack synthesizes, and the id is free again', () => {
    const stack = setup();
    new DemoWidget(stack, 'ok', minimal);
    expect(errorOf(() => new DemoWidget(stack, 'bad', { ...minimal, size: 'big' } as any))).toBe('[test/bad] size: expected a number. Received: "big". Allowed: a number.');
    expect(stack.node.tryFindChild('bad')).toBeUndefined();
    expect(Object.keys(synth(stack).resource.demo_widget)).toEqual(['ok']);
    new DemoWidget(stack, 'bad', minimal);
    expect(Object.keys(synth(stack).resource.demo_widget)).toEqual(['bad', 'ok']);
  });

  test('a provider and a data source too', () => {
    const stack = setup();
    expect(errorOf(() => new DemoProvider(stack, 'eu', { endpoint: 5 } as any))).toBe('[test/eu] endpoint: expected a string. Received: 5. Allowed: a string.');
    expect(errorOf(() => new DataDemoWidget(stack, 'lookup', {} as any))).toBe("[test/lookup] name: is required. Received: undefined. Allowed: a string. Fix: set 'name'.");
    expect(stack.node.children.map((c) => c.node.id)).toEqual(['demo']);
    expect(synth(stack).provider.demo).toEqual([{}]);
  });

  // A stack hook (a policy pack attaching itself) that fails once, for the first construct of the
  // next stack: the error comes after the construct passed its checks.
  let armed = false;
  onStackFound(() => {
    if (!armed) return;
    armed = false;
    throw new Error('a stack hook failed');
  });

  test('an error thrown after the checks (a stack hook) takes the construct out of the tree too', () => {
    const stack = new TerraformStack(new App(), 'test');
    armed = true;
    expect(errorOf(() => new DemoWidget(stack, 'w', minimal))).toBe('a stack hook failed');
    expect(stack.node.tryFindChild('w')).toBeUndefined();
    new DemoProvider(stack, 'demo', {});
    expect(synth(stack).resource).toBeUndefined();
  });

  test('generateConfigForImport that throws after creating the import block leaves no import block', () => {
    const stack = new TerraformStack(new App(), 'test');
    armed = true;
    expect(errorOf(() => ibm.IbmAppConfigFeature.generateConfigForImport(stack, 'flag', 'feature-only'))).toBe('a stack hook failed');
    new ibm.IbmProvider(stack, 'ibm', {});
    expect(stack.node.tryFindChild('flag')).toBeUndefined();
    expect(TerrainTesting.synthToObject(stack).import).toBeUndefined();
  });
});

describe('provider', () => {
  test('writes required_providers with source and constraint, and its alias', () => {
    const stack = new TerraformStack(new App(), 'test');
    new DemoProvider(stack, 'a', { endpoint: 'https://x' });
    new DemoProvider(stack, 'b', { alias: 'eu', endpoint: 'https://eu' });
    const doc = synth(stack);
    expect(doc.terraform.required_providers.demo).toEqual({ source: 'example/demo', version: '~> 1.4' });
    expect(doc.provider.demo).toEqual([{ endpoint: 'https://x' }, { alias: 'eu', endpoint: 'https://eu' }]);
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

  test('a meta-argument of the wrong kind fails at construction, not with a TypeError at synth', () => {
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, forEach: NaN } as any))).toBe(
      `[${at}] forEach: expected an iterator. Received: NaN. Allowed: a TerraformIterator, e.g. TerraformIterator.fromList(list). `
      + 'Fix: create the iterator with TerraformIterator.fromList(...) or fromMap(...), or remove forEach.');
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, dependsOn: 5 } as any))).toBe(
      `[${at}] dependsOn: expected a list of constructs to depend on. Received: 5. Allowed: a list of resources, data sources or modules (ITerraformDependable). `
      + 'Fix: list the constructs this one waits for, e.g. dependsOn: [bucket].');
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, lifecycle: 'keep' } as any))).toBe(
      `[${at}] lifecycle: is not a lifecycle block. Received: "keep". Allowed: an object with createBeforeDestroy and preventDestroy (booleans), `
      + "ignoreChanges (a list of attribute names, or 'all'), replaceTriggeredBy, precondition and postcondition (lists). Fix: write the lifecycle as an object literal, e.g. { preventDestroy: true }.");
    const stack = setup();
    const flag = new TerraformVariable(stack, 'keep', { type: 'bool' });
    // A token lifecycle made cdktn recurse until the stack overflowed at synth.
    expect(errorOf(() => new DemoWidget(stack, 'v', { ...minimal, lifecycle: flag.booleanValue } as any))).toBe(
      `[test/v] lifecycle: is not a lifecycle block. Received: a token ${TOKEN}. Allowed: an object with createBeforeDestroy and preventDestroy (booleans), `
      + "ignoreChanges (a list of attribute names, or 'all'), replaceTriggeredBy, precondition and postcondition (lists). Fix: write the lifecycle as an object literal, e.g. { preventDestroy: true }.");
    const list = new TerraformVariable(stack, 'l', { type: 'list(string)' });
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, count: 2, forEach: TerraformIterator.fromList(list.listValue) }))).toBe(
      `[${at}] count: cannot be set together with forEach. Received: 2. Allowed: either count or forEach. Fix: remove count, or remove forEach.`);
  });

  test('every other meta-argument (and a provider alias) of the wrong kind names what it must be', () => {
    const widget = (extra: object) => errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, ...extra } as any));
    expect(widget({ count: 1.5 })).toBe(
      `[${at}] count: expected a whole number of instances, 0 or more. Received: 1.5. Allowed: a whole number, 0 or more, a number token or a TerraformCount. `
      + 'Fix: set count to the number of instances, e.g. 2, or remove it.');
    expect(widget({ provider: 'demo' })).toBe(
      `[${at}] provider: expected a provider construct. Received: "demo". Allowed: a TerraformProvider, e.g. the provider construct of this resource's provider. `
      + 'Fix: pass the provider construct (new ...Provider(...)), not its name or alias.');
    expect(widget({ provisioners: 'x' })).toBe(
      `[${at}] provisioners: expected a list of provisioners. Received: "x". Allowed: a list of provisioner objects, each with its type ('file', 'local-exec' or 'remote-exec'). `
      + 'Fix: write each provisioner as an object literal with its type, or remove provisioners.');
    expect(widget({ connection: 'ssh' })).toBe(
      `[${at}] connection: expected a connection block. Received: "ssh". Allowed: an object with the connection settings (type, host, ...). `
      + 'Fix: write the connection as an object literal, or remove it.');
    expect(errorOf(() => new DemoProvider(new TerraformStack(new App(), 'test'), 'p', { alias: 5 } as any))).toBe(
      "[test/p] alias: expected a string. Received: 5. Allowed: the alias name, a string. Fix: write the alias as a string, e.g. alias: 'eu'.");
  });

  // Found by Terraform (test/terraform/features.test.ts): cdktn renders a dependency on a construct
  // of another stack as a reference to the other stack's output, which depends_on cannot hold
  // ("Invalid depends_on reference ... must be to a whole object").
  test('dependsOn on a construct of another stack is refused; the fix is a stack dependency', () => {
    const app = new App();
    const base = new TerraformStack(app, 'base');
    new DemoProvider(base, 'demo', {});
    const other = new DemoWidget(base, 'w', minimal);
    const stack = new TerraformStack(app, 'users');
    new DemoProvider(stack, 'demo', {});
    const same = new DemoWidget(stack, 'same', minimal);
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, dependsOn: [same, other] }))).toBe(
      "[users/w] dependsOn[1]: is a construct of stack 'base', and depends_on names only what is in the same stack. Received: base/w. "
      + "Allowed: resources, data sources and modules of stack 'users'. Fix: remove it from dependsOn, and have the stacks deployed in order: "
      + "<stack 'users'>.addDependency(<stack 'base'>) (a reference to its attributes does that by itself).");
    new DemoWidget(stack, 'ok', { ...minimal, dependsOn: [same] });
    expect(synth(stack).resource.demo_widget.ok.depends_on).toEqual(['demo_widget.same']);
  });

  // Found by Terraform (test/terraform/features.test.ts): cdktn rendered a construct in
  // replace_triggered_by as "${type.name}", which Terraform refuses there ("Invalid character").
  test('replaceTriggeredBy takes constructs of the stack (rendered as their address) and references', () => {
    const app = new App();
    const base = new TerraformStack(app, 'base');
    new DemoProvider(base, 'demo', {});
    const other = new DemoWidget(base, 'w', minimal);
    const stack = new TerraformStack(app, 'test');
    new DemoProvider(stack, 'demo', {});
    const a = new DemoWidget(stack, 'a', minimal);
    new DemoWidget(stack, 'b', { ...minimal, lifecycle: { replaceTriggeredBy: [a, 'demo_widget.a.name'] } });
    expect(synth(stack).resource.demo_widget.b.lifecycle).toEqual({ replace_triggered_by: ['demo_widget.a', 'demo_widget.a.name'] });
    expect(errorOf(() => new DemoWidget(stack, 'c', { ...minimal, lifecycle: { replaceTriggeredBy: [other] } }))).toBe(
      "[test/c] lifecycle.replaceTriggeredBy[0]: is a construct of stack 'base', and replace_triggered_by names only what is in the same stack. Received: base/w. "
      + "Allowed: resources of stack 'test'. Fix: remove it from replaceTriggeredBy, and have the stacks deployed in order: "
      + "<stack 'test'>.addDependency(<stack 'base'>) (a reference to its attributes does that by itself).");
  });

  // Found by Terraform in the fuzz sample (FUZZ_SEED=7, data.incident_incident_types case 89):
  // "Invalid data resource lifecycle argument ... defined only for managed resources".
  test('the lifecycle of a data source takes only precondition and postcondition', () => {
    const stack = setup();
    expect(errorOf(() => new DataDemoWidget(stack, 'd', { name: 'x', lifecycle: { preventDestroy: false, createBeforeDestroy: true, ignoreChanges: 'all' } }))).toBe(
      '[test/d] 3 problems:\n'
      + '  - lifecycle.preventDestroy: is for resources only, Terraform refuses it in the lifecycle of a data source. Received: false. '
      + 'Allowed: precondition and postcondition. Fix: remove preventDestroy from the lifecycle.\n'
      + '  - lifecycle.createBeforeDestroy: is for resources only, Terraform refuses it in the lifecycle of a data source. Received: true. '
      + 'Allowed: precondition and postcondition. Fix: remove createBeforeDestroy from the lifecycle.\n'
      + '  - lifecycle.ignoreChanges: is for resources only, Terraform refuses it in the lifecycle of a data source. Received: "all". '
      + 'Allowed: precondition and postcondition. Fix: remove ignoreChanges from the lifecycle.');
    const condition = { condition: '${self.name != ""}', errorMessage: 'the widget has a name' };
    new DataDemoWidget(stack, 'ok', { name: 'x', lifecycle: { postcondition: [condition] } });
    expect(synth(stack).data.demo_widget.ok.lifecycle).toEqual({ postcondition: [{ condition: '${self.name != ""}', error_message: 'the widget has a name' }] });
  });

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

  test('a token in a sensitive input that resolves to a literal warns at synth', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, password: Lazy.stringValue({ produce: () => 'hunter2' }) });
    expect(synth(stack).resource.demo_widget.w.password).toBe('hunter2');
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/w: [terrain:literal-secret] password is sensitive and holds a token that resolves to a literal value at synth, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a reference instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
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
