/**
 * The L1 runtime (src/core/runtime/l1-runtime.ts), exercised through the generated demo fixture
 * (test/generator/golden/demo), which has every nesting mode and every escape: getters, setInput
 * and trySetInput, a constructor that throws, the provider block. How a config is rendered and
 * checked is tested in render.test.ts, the meta-arguments in meta-arguments.test.ts.
 */
import * as path from 'path';
import { App, TerraformOutput, TerraformStack } from 'cdktn';
import { onStackFound } from '../../../src/core/base/stack-hooks';
import { rejectedInputs, setInput, trySetInput } from '../../../src/core/runtime';
import type { TypeRule } from '../../../src/core/runtime/type-rules';
import { equinix, ibm, TerrainTesting } from '../../../src/index';
import { RULES } from '../../../src/rules/equinix/fabric-connection';
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
describe('getters and setInput', () => {
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

describe('the type rules\' context', () => {
  test('expression renders a token as Terraform text in the L1\'s stack (a literal gives undefined); resource finds another L1 of the stack by address, never the L1 itself', () => {
    const seen: Record<string, unknown> = {};
    const probe: TypeRule = {
      id: 'rule:equinix_fabric_connection/probe',
      summary: 'probe',
      documentedIn: 'probe.md',
      level: 'warning',
      check: (input, _report, context) => {
        const name = String(input.name);
        seen[name] = {
          group: context.expression?.(input.redundancy?.group),
          literal: context.expression?.(name),
          p: context.resource?.('equinix_fabric_connection.p')?.path,
          other: context.resource?.('equinix_fabric_connection.elsewhere'),
        };
      },
    };
    RULES.push(probe);
    try {
      const stack = new TerraformStack(new App(), 'test');
      new equinix.EquinixProvider(stack, 'equinix', {});
      const side = { accessPoint: { type: 'COLO', port: { uuid: 'port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } } };
      const base = { type: 'EVPL_VC', bandwidth: 50, notifications: [{ type: 'ALL', emails: ['noc@example.com'] }], aSide: side, zSide: side };
      const p = new equinix.EquinixFabricConnection(stack, 'p', { ...base, name: 'p' });
      new equinix.EquinixFabricConnection(stack, 'q', { ...base, name: 'q', redundancy: { priority: 'SECONDARY', group: p.redundancy.group } });
      TerrainTesting.synthToObject(stack);
    } finally {
      RULES.splice(RULES.indexOf(probe), 1);
    }
    expect(seen).toEqual({
      p: { group: undefined, literal: undefined, p: undefined, other: undefined },
      q: { group: '${tolist(equinix_fabric_connection.p.redundancy).0.group}', literal: undefined, p: 'test/p', other: undefined },
    });
  });
});
