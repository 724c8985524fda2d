/**
 * The meta-arguments of the L1 runtime (src/core/runtime/meta-arguments.ts): `dependsOn`,
 * `count`, `lifecycle`, ... and a provider's alias, read safely and refused at construction, with
 * the field named, where cdktn could not render them (it failed at synth with a TypeError, or
 * recursed forever). Through the generated demo fixture, and the exported functions directly.
 */
import * as path from 'path';
import { App, TerraformIterator, TerraformStack, TerraformVariable } from 'cdktn';
import { checkMeta, metaArguments, providerAlias } from '../../../src/core/runtime/meta-arguments';
import { TerrainTesting } from '../../../src/index';
import { DataDemoWidget } from '../../generator/golden/demo/data-widget/index';
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

// Each test pins the clear error that replaced a crash the fuzzer found (test/fuzz/l1.fuzz.test.ts); the README lists them.
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
});

describe('metaArguments and providerAlias: safe to read whatever a JavaScript caller passed', () => {
  test('pass: well-formed meta-arguments are handed to cdktn as they are', () => {
    const stack = setup();
    const other = new DemoWidget(stack, 'other', minimal);
    const list = new TerraformVariable(stack, 'l', { type: 'list(string)' });
    const each = TerraformIterator.fromList(list.listValue);
    const lifecycle = { ignoreChanges: 'all' as const, createBeforeDestroy: true };
    expect(metaArguments({ dependsOn: [other], forEach: each, lifecycle, name: 'w' })).toEqual({
      dependsOn: [other], count: undefined, provider: undefined, lifecycle, forEach: each, provisioners: undefined, connection: undefined,
    });
    expect(providerAlias({ alias: 'eu' })).toBe('eu');
  });

  test('fail: no config, or a config that is no object, gives no meta-arguments; a malformed one is not handed on (renderConfig reports it)', () => {
    expect([metaArguments(undefined), metaArguments('w'), metaArguments([1])]).toEqual([{}, {}, {}]);
    const none = Object.fromEntries(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection'].map((k) => [k, undefined]));
    expect(metaArguments({ count: -1, dependsOn: 'other', lifecycle: { preventDestroy: 'yes' }, connection: null })).toEqual(none);
    expect([providerAlias(undefined), providerAlias({ alias: 5 }), providerAlias('eu')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('checkMeta', () => {
  test('pass: null is unset, like undefined; a count token, 0, ignoreChanges as a list of names', () => {
    const stack = setup();
    const n = new TerraformVariable(stack, 'n', { type: 'number' });
    expect([
      checkMeta(stack, 'count', null, {}), checkMeta(stack, 'count', 0, {}), checkMeta(stack, 'count', n.numberValue, {}),
      checkMeta(stack, 'lifecycle', { ignoreChanges: ['tags'], precondition: [] }, {}),
      checkMeta(stack, 'alias', 'eu', {}), checkMeta(stack, 'name', 5, {}),
    ]).toEqual([[], [], [], [], [], []]);
  });

  test('fail: the problem, with the field and what was received', () => {
    const stack = setup();
    expect(checkMeta(stack, 'lifecycle', { preventDestroy: true, ignoreChange: ['tags'] }, {})).toEqual([{
      field: 'lifecycle',
      problem: 'is not a lifecycle block.',
      received: 'an object with keys preventDestroy, ignoreChange',
      allowed: "an object with createBeforeDestroy and preventDestroy (booleans), ignoreChanges (a list of attribute names, or 'all'), replaceTriggeredBy, precondition and postcondition (lists)",
      fix: 'write the lifecycle as an object literal, e.g. { preventDestroy: true }.',
    }]);
    expect(checkMeta(stack, 'provisioners', [{ command: 'echo' }], {})).toEqual([{
      field: 'provisioners',
      problem: 'expected a list of provisioners.',
      received: 'a list of 1 item',
      allowed: "a list of provisioner objects, each with its type ('file', 'local-exec' or 'remote-exec')",
      fix: 'write each provisioner as an object literal with its type, or remove provisioners.',
    }]);
  });
});

describe('what Terraform refuses of the meta-arguments (found by Terraform)', () => {
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
});
