/**
 * A token that resolves to a literal at synth (a `Lazy`, a token wrapping a plain value) is judged
 * like the literal: its type, its value check and the type rules. References (`${...}`, resource
 * attributes, variables, iterator values) are still never judged.
 */
import * as path from 'path';
import { App, Lazy, TerraformIterator, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Checks, TerrainTesting } from '../../src';
import { setInput } from '../../src/core/runtime';
import { EquinixFabricConnection, EquinixFabricConnectionConfig } from '../../src/generated/equinix/fabric-connection';
import { EquinixProvider } from '../../src/generated/equinix/provider';
import { DemoProvider } from '../generator/golden/demo/provider';
import { DemoWidget, DemoWidgetConfig } from '../generator/golden/demo/widget';
import { errorOf } from '../util';

const schemaFiles = [path.join(__dirname, '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };

function setup() {
  const stack = new TerraformStack(new App(), 'test');
  new DemoProvider(stack, 'demo', {});
  return stack;
}
function synth(stack: TerraformStack) {
  return TerrainTesting.synthToObject(stack, { schemaFiles });
}

const SIZE_OUT_OF_RANGE = '[test/w] [value:demo_widget.size] size: is out of range. Received: 99. Allowed: 1 to 10. Fix: use a value of 1 to 10, e.g. 10.';

describe('value checks', () => {
  test('a Lazy number is judged by the bounds of its field, with what it produces at synth', () => {
    const stack = setup();
    let size = 5;
    new DemoWidget(stack, 'w', { ...minimal, size: Lazy.numberValue({ produce: () => size }) });
    expect(synth(stack).resource.demo_widget.w.size).toBe(5);
    size = 99;
    expect(errorOf(() => synth(stack))).toContain(SIZE_OUT_OF_RANGE);
  });

  test('a Lazy string is judged by the allowed values of its field', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, type: Lazy.stringValue({ produce: () => 'small' }) });
    expect(errorOf(() => synth(stack))).toContain(
      "[test/w] [value:demo_widget.type] type: is not an allowed value. Received: \"small\". Allowed: 'SMALL' or 'LARGE'. Fix: write 'SMALL' instead of 'small'.");
  });

  test('Token.asString and Token.asNumber of a literal give the literal, judged as one', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, size: Token.asNumber(99), type: Token.asString('SMALL') });
    expect(errorOf(() => synth(stack))).toBe(`Validation failed with the following errors:\n  ${SIZE_OUT_OF_RANGE}\n\n`
      + "If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.\n");
  });

  test('a Lazy value in a block that a Lazy produces is judged too', () => {
    const stack = new TerraformStack(new App(), 'test');
    new EquinixProvider(stack, 'equinix', {});
    new EquinixFabricConnection(stack, 'c', { ...connection, redundancy: Lazy.anyValue({ produce: () => ({ priority: 'TERTIARY' }) }) as any });
    expect(errorOf(() => TerrainTesting.synth(stack))).toContain(
      "[test/c] [value:equinix_fabric_connection.redundancy.priority] redundancy.priority: is not an allowed value. Received: \"TERTIARY\". Allowed: 'PRIMARY' or 'SECONDARY'. Fix: use one of the allowed values.");
  });

  test('an acknowledgement works for what a Lazy produces, like for a literal', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', { ...minimal, size: Lazy.numberValue({ produce: () => 99 }) });
    Checks.of(w).acknowledge('value:demo_widget.size', 'the provider release we pin allows 99');
    synth(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/w: [value:demo_widget.size] size: is out of range. Received: 99. Allowed: 1 to 10. Fix: use a value of 1 to 10, e.g. 10. Acknowledged: the provider release we pin allows 99',
    ]);
  });
});

describe('types', () => {
  test('a token that resolves to a string where a number belongs fails synth, as the literal fails construction', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, size: Token.asNumber('five') });
    expect(errorOf(() => synth(stack))).toContain('[test/w] size: expected a number. Received: "five". Allowed: a number.');
    expect(errorOf(() => new DemoWidget(setup(), 'w', { ...minimal, size: 'five' as any }))).toBe('[test/w] size: expected a number. Received: "five". Allowed: a number.');
  });

  test('an item of a list, with its index in the field path', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, ports: [80, Lazy.numberValue({ produce: () => 'https' as any })] });
    expect(errorOf(() => synth(stack))).toContain('[test/w] ports[1]: expected a number. Received: "https". Allowed: a number.');
  });

  test('a list token: a Lazy list is judged item by item; a number list reference is not judged', () => {
    const stack = setup();
    const ports = new TerraformVariable(stack, 'ports', { type: 'list(number)' });
    new DemoWidget(stack, 'w', { ...minimal, zones: Lazy.listValue({ produce: () => ['a', 1 as any] }), ports: Token.asNumberList(ports.value) });
    expect(errorOf(() => synth(stack))).toContain('[test/w] zones[1]: expected a string. Received: 1. Allowed: a string.');
  });

  test('a required input whose token produces nothing', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', { ...minimal, name: Lazy.stringValue({ produce: () => undefined }) });
    expect(errorOf(() => synth(stack))).toContain(
      '[test/w] name: is required, but its token resolved to nothing. Received: undefined. Allowed: a string. Fix: make the token produce a value.');
  });
});

const connection: EquinixFabricConnectionConfig = {
  name: 'c',
  type: 'EVPL_VC',
  bandwidth: 50,
  notifications: [{ type: 'ALL', emails: ['ops@example.com'] }],
  aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a' }, linkProtocol: { type: 'QINQ', vlanSTag: 5 } } },
  zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z' } } },
};

describe('type rules', () => {
  test('read what a Lazy produces, where it sits in the input', () => {
    const stack = new TerraformStack(new App(), 'test');
    new EquinixProvider(stack, 'equinix', {});
    new EquinixFabricConnection(stack, 'c', {
      ...connection,
      aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a' }, linkProtocol: { type: Lazy.stringValue({ produce: () => 'DOT1Q' }), vlanTag: 100, vlanSTag: 5 } } },
    });
    TerrainTesting.synth(stack);
    expect(TerrainTesting.warnings(stack)).toContain(
      "test/c: [rule:equinix_fabric_connection/vlan-tags-match-link-protocol] aSide.accessPoint.linkProtocol.vlanSTag: is documented for link protocol type 'QINQ' only; the API may ignore or refuse it with type 'DOT1Q'. "
      + "Received: vlanSTag 5 with type 'DOT1Q'. Allowed: type 'DOT1Q' takes vlanTag. Fix: remove vlanSTag (DOT1Q uses vlanTag), or set type to 'QINQ'.");
  });

  test('the JSON keeps the token (it resolves once, as before)', () => {
    const stack = new TerraformStack(new App(), 'test');
    new EquinixProvider(stack, 'equinix', {});
    new EquinixFabricConnection(stack, 'c', {
      ...connection,
      aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a' }, linkProtocol: { type: Lazy.stringValue({ produce: () => 'QINQ' }), vlanSTag: 5 } } },
    });
    expect(TerrainTesting.synthToObject(stack).resource.equinix_fabric_connection.c.a_side.access_point.link_protocol).toEqual({ type: 'QINQ', vlan_s_tag: 5 });
  });
});

describe('references are never judged', () => {
  test('a Lazy that produces a reference, or text with a reference in it', () => {
    const stack = setup();
    const v = new TerraformVariable(stack, 'size', { type: 'number' });
    const t = new TerraformVariable(stack, 'kind', { type: 'string' });
    new DemoWidget(stack, 'w', {
      ...minimal,
      size: Lazy.numberValue({ produce: () => v.numberValue }),
      type: Lazy.stringValue({ produce: () => `X-${t.stringValue}` }),
      zones: Lazy.listValue({ produce: () => [t.stringValue] }),
    });
    const w = synth(stack).resource.demo_widget.w;
    expect([w.size, w.type, w.zones]).toEqual(['${var.size}', 'X-${var.kind}', ['${var.kind}']]);
  });

  test('references and iterator values as they are', () => {
    const stack = setup();
    const v = new TerraformVariable(stack, 'sizes', { type: 'list(number)' });
    const it = TerraformIterator.fromList(v.listValue);
    new DemoWidget(stack, 'w', { ...minimal, forEach: it, size: Token.asNumber(it.value), type: it.getString('type') });
    const w = synth(stack).resource.demo_widget.w;
    expect([w.size, w.type]).toEqual(['${each.value}', '${each.value.type}']);
  });
});

describe('setInput', () => {
  test('a Lazy set later is judged; replacing it with a literal forgets it', () => {
    const stack = setup();
    const w = new DemoWidget(stack, 'w', minimal);
    setInput(w, 'size', Lazy.numberValue({ produce: () => 99 }));
    expect(errorOf(() => synth(stack))).toContain(SIZE_OUT_OF_RANGE);
    setInput(w, 'size', 5);
    expect(synth(stack).resource.demo_widget.w.size).toBe(5);
  });
});
