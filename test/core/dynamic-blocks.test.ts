/**
 * `TerraformIterator.dynamic({...})` for a block of a generated L1: rendered under `dynamic`, the
 * way cdktn's own provider bindings render it (runtime.js listMapper(..., isBlockType),
 * terraform-dynamic-block.js, util.js processDynamicAttributes), at any depth; the content is
 * checked against the block's struct. On a nested attribute or a list of primitives it stays
 * cdktn's `for` expression.
 */
import * as path from 'path';
import { App, Lazy, listMapper, TerraformIterator, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { TerrainTesting } from '../../src';
import { setInput } from '../../src/core/runtime';
import { EquinixFabricConnection } from '../../src/generated/equinix/fabric-connection';
import { EquinixProvider } from '../../src/generated/equinix/provider';
import { MongodbatlasAdvancedCluster } from '../../src/generated/mongodbatlas/advanced-cluster';
import { DataMongodbatlasAlertConfiguration } from '../../src/generated/mongodbatlas/data-alert-configuration';
import { MongodbatlasProvider } from '../../src/generated/mongodbatlas/provider';
import { DataDemoWidget } from '../generator/golden/demo/data-widget';
import { DemoProvider } from '../generator/golden/demo/provider';
import { DemoWidget, DemoWidgetConfig } from '../generator/golden/demo/widget';
import { errorOf } from '../util';

const schemaFiles = [path.join(__dirname, '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };

/** A stack with a list variable to iterate over. */
function setup() {
  const stack = new TerraformStack(new App(), 'test');
  new DemoProvider(stack, 'demo', {});
  const items = new TerraformVariable(stack, 'items', { type: 'list(any)' });
  return { stack, it: TerraformIterator.fromList(items.listValue) };
}
function synth(stack: TerraformStack) {
  return TerrainTesting.synthToObject(stack, { schemaFiles });
}

/** What cdktn renders for every dynamic block over `var.items`. */
const FOR_EACH = '${toset(var.items)}';

describe('a dynamic block renders under "dynamic"', () => {
  test('a list block at the top level of a resource', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, listener: it.dynamic({ port: it.getNumber('port') }) });
    expect(synth(stack).resource.demo_widget.w).toEqual({
      name: 'w',
      rules: [{ priority: 1 }],
      dynamic: { listener: { for_each: FOR_EACH, iterator: 'each', content: { port: '${each.value.port}' } } },
    });
  });

  test('a set block at the top level of a resource', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, mirror: it.dynamic({ region: it.getString('region') }) });
    expect(synth(stack).resource.demo_widget.w).toEqual({
      name: 'w',
      rules: [{ priority: 1 }],
      listener: [{ port: 443 }],
      dynamic: { mirror: { for_each: FOR_EACH, iterator: 'each', content: { region: '${each.value.region}' } } },
    });
  });

  test('a block of at most one item, which the L1 takes as a single struct', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, network: it.dynamic({ cidr: it.getString('cidr') }) as any });
    expect(synth(stack).resource.demo_widget.w).toEqual({
      name: 'w',
      rules: [{ priority: 1 }],
      listener: [{ port: 443 }],
      dynamic: { network: { for_each: FOR_EACH, iterator: 'each', content: { cidr: '${each.value.cidr}' } } },
    });
  });

  test('a block inside a single block (equinix_fabric_connection a_side.additional_info)', () => {
    const stack = new TerraformStack(new App(), 'test');
    new EquinixProvider(stack, 'equinix', {});
    const info = new TerraformVariable(stack, 'info', { type: 'map(string)' });
    const it = TerraformIterator.fromMap(info.value);
    new EquinixFabricConnection(stack, 'c', {
      name: 'c',
      type: 'EVPL_VC',
      bandwidth: 50,
      notifications: [{ type: 'ALL', emails: ['ops@example.com'] }],
      aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a' } }, additionalInfo: it.dynamic({ key: it.key, value: it.value }) },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z' } } },
    });
    expect(TerrainTesting.synthToObject(stack).resource.equinix_fabric_connection.c.a_side).toEqual({
      access_point: { type: 'COLO', port: { uuid: 'a' } },
      dynamic: { additional_info: { for_each: '${var.info}', iterator: 'each', content: { key: '${each.key}', value: '${each.value}' } } },
    });
  });

  test('a block inside an item of a list block (cdktn itself does not descend into lists)', () => {
    const { stack, it } = setup();
    const cert = new TerraformVariable(stack, 'cert', { type: 'string', sensitive: true });
    new DemoWidget(stack, 'w', { ...minimal, listener: [{ port: 443, tls: it.dynamic({ certificate: cert.stringValue }) as any }, { port: 80 }] });
    expect(synth(stack).resource.demo_widget.w.listener).toEqual([
      { port: 443, dynamic: { tls: { for_each: FOR_EACH, iterator: 'each', content: { certificate: '${var.cert}' } } } },
      { port: 80 },
    ]);
  });

  test('a block of a provider (mongodbatlas assume_role)', () => {
    const stack = new TerraformStack(new App(), 'test');
    const roles = new TerraformVariable(stack, 'roles', { type: 'list(string)' });
    const it = TerraformIterator.fromList(roles.listValue);
    new MongodbatlasProvider(stack, 'atlas', { assumeRole: it.dynamic({ roleArn: it.value }) as any });
    expect(TerrainTesting.synthToObject(stack).provider.mongodbatlas).toEqual([
      { dynamic: { assume_role: { for_each: '${toset(var.roles)}', iterator: 'each', content: { role_arn: '${each.value}' } } } },
    ]);
  });

  test('a block of a data source (mongodbatlas_alert_configuration output)', () => {
    const stack = new TerraformStack(new App(), 'test');
    new MongodbatlasProvider(stack, 'atlas', {});
    const labels = new TerraformVariable(stack, 'labels', { type: 'list(string)' });
    const it = TerraformIterator.fromList(labels.listValue);
    new DataMongodbatlasAlertConfiguration(stack, 'a', {
      projectId: '5f1e2d3c4b5a697887766554',
      alertConfigurationId: '5f1e2d3c4b5a697887766555',
      output: it.dynamic({ type: 'resource_hcl', label: it.value }),
    });
    expect(TerrainTesting.synthToObject(stack).data.mongodbatlas_alert_configuration.a).toEqual({
      project_id: '5f1e2d3c4b5a697887766554',
      alert_configuration_id: '5f1e2d3c4b5a697887766555',
      dynamic: { output: { for_each: '${toset(var.labels)}', iterator: 'each', content: { type: 'resource_hcl', label: '${each.value}' } } },
    });
  });

  test('exactly what cdktn renders for a block of its own provider bindings', () => {
    // A binding the way cdktn's generator writes one: listMapper(..., isBlockType = true).
    class Bound extends TerraformResource {
      constructor(scope: Construct, id: string, private readonly mirror: unknown) {
        super(scope, id, { terraformResourceType: 'demo_widget' });
      }
      protected synthesizeAttributes() {
        return { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }], mirror: listMapper((x: any) => x, true)(this.mirror) };
      }
    }
    const theirs = setup();
    new Bound(theirs.stack, 'w', theirs.it.dynamic({ region: theirs.it.getString('region') }));
    const ours = setup();
    new DemoWidget(ours.stack, 'w', { ...minimal, mirror: ours.it.dynamic({ region: ours.it.getString('region') }) });
    const body = (s: TerraformStack) => JSON.parse(Testing.synth(s)).resource.demo_widget.w;
    expect(body(ours.stack)).toEqual(body(theirs.stack));
  });

  test('a data source without blocks is not touched (no "dynamic" key)', () => {
    const { stack } = setup();
    new DataDemoWidget(stack, 'd', { name: 'x' });
    expect(synth(stack).data.demo_widget.d).toEqual({ name: 'x' });
  });
});

describe('the content of a dynamic block is checked against the block', () => {
  test('Terraform names are accepted too, and rendered as they are', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, mirror: it.dynamic({ region: it.getString('region') }), listener: it.dynamic({ port: 443, tls: { certificate: '${each.value.cert}' } }) });
    const w = synth(stack).resource.demo_widget.w;
    expect(w.dynamic.listener.content).toEqual({ port: 443, tls: { certificate: '${each.value.cert}' } });
    const stack2 = setup();
    new DemoWidget(stack2.stack, 'w', { ...minimal, network: stack2.it.dynamic({ cidr: '10.0.0.0/16' }) as any });
    expect(synth(stack2.stack).resource.demo_widget.w.dynamic.network.content).toEqual({ cidr: '10.0.0.0/16' });
  });

  test('an unknown key is a ValidationError, with the field path inside the dynamic block', () => {
    const { stack, it } = setup();
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, mirror: it.dynamic({ regoin: it.getString('region') }) }))).toBe(
      '[test/w] 2 problems:\n'
      + "  - mirror[each].regoin: unknown key. Received: \"regoin\". Allowed: region. Fix: write 'region' instead of 'regoin'.\n"
      + "  - mirror[each].region: is required. Received: undefined. Allowed: a string. Fix: set 'region'.");
  });

  test('a wrong type in the content is a ValidationError; a reference string is not judged', () => {
    const { stack, it } = setup();
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, listener: it.dynamic({ port: 'https' }) }))).toBe(
      '[test/w] listener[each].port: expected a number. Received: "https". Allowed: a number.');
    expect(() => new DemoWidget(stack, 'ok', { ...minimal, listener: it.dynamic({ port: '${each.value.port}' }) })).not.toThrow();
  });

  test('a value check applies to a literal in the content', () => {
    const stack = new TerraformStack(new App(), 'test');
    new MongodbatlasProvider(stack, 'atlas', {});
    const labels = new TerraformVariable(stack, 'labels', { type: 'list(string)' });
    const it = TerraformIterator.fromList(labels.listValue);
    new DataMongodbatlasAlertConfiguration(stack, 'a', {
      projectId: '5f1e2d3c4b5a697887766554',
      alertConfigurationId: '5f1e2d3c4b5a697887766555',
      output: it.dynamic({ type: 'resource_hlc', label: it.value }),
    });
    expect(errorOf(() => TerrainTesting.synth(stack))).toContain(
      "[test/a] [value:data.mongodbatlas_alert_configuration.output.type] output[each].type: is not an allowed value. Received: \"resource_hlc\". Allowed: 'resource_hcl' or 'resource_import'. Fix: write 'resource_hcl' instead of 'resource_hlc'.");
  });

  test('a literal secret in the content warns like anywhere else; a reference does not', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, listener: [{ port: 1, tls: it.dynamic({ certificate: 'PEM' }) as any }] });
    new DemoWidget(stack, 'v', { ...minimal, listener: [{ port: 1, tls: it.dynamic({ certificate: '${each.value}' }) as any }] });
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/w: [terrain:literal-secret] listener[0].tls[each].certificate is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });
});

describe('where a dynamic value is no dynamic block', () => {
  test('a nested attribute (not a block) keeps cdktn\'s for expression', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, rules: it.dynamic({ priority: it.getNumber('p') }) });
    expect(synth(stack).resource.demo_widget.w.rules).toBe('${[ for key, val in toset(var.items): {"priority" = val.p}]}');
  });

  // Found by Terraform (test/terraform/features.test.ts): the for expression kept the TypeScript
  // names of the content, and Terraform refused it ("element 0: attribute \"region_configs\" is required").
  test('a nested attribute\'s for expression has Terraform names, and its content is checked', () => {
    const stack = new TerraformStack(new App(), 'test');
    new MongodbatlasProvider(stack, 'atlas', {});
    const it = TerraformIterator.fromList(new TerraformVariable(stack, 'regions', { type: 'list(string)' }).listValue);
    const cluster = (id: string, replicationSpecs: unknown) => new MongodbatlasAdvancedCluster(stack, id, {
      projectId: '5f1e2d3c4b5a697887766554', name: 'orders', clusterType: 'REPLICASET', replicationSpecs: replicationSpecs as any,
    });
    cluster('c', it.dynamic({ zoneName: 'z', regionConfigs: [{ providerName: 'AWS', regionName: it.value, priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }));
    expect(TerrainTesting.synthToObject(stack).resource.mongodbatlas_advanced_cluster.c.replication_specs).toBe('${[ for key, val in toset(var.regions): '
      + '{"zone_name" = "z", "region_configs" = [{"provider_name" = "AWS", "region_name" = val, "priority" = 7, "electable_specs" = {"instance_size" = "M10", "node_count" = 3}}]}]}');
    expect(errorOf(() => cluster('d', it.dynamic({ zoneNme: 'z' })))).toBe('[test/d] 2 problems:\n'
      + "  - replicationSpecs[each].zoneNme: unknown key. Received: \"zoneNme\". Allowed: regionConfigs, zoneName. Fix: write 'zoneName' instead of 'zoneNme'.\n"
      + "  - replicationSpecs[each].regionConfigs: is required. Received: undefined. Allowed: a list (array) of objects. Fix: set 'regionConfigs'.");
  });

  test('a list of primitives keeps cdktn\'s for expression', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, zones: it.dynamic({ name: it.getString('zone') }) as any });
    expect(synth(stack).resource.demo_widget.w.zones).toBe('${[ for key, val in toset(var.items): {"name" = val.zone}]}');
  });

  test('a dynamic block as one item of a list is refused: it stands for all the items', () => {
    const { stack, it } = setup();
    expect(errorOf(() => new DemoWidget(stack, 'w', { ...minimal, mirror: [it.dynamic({ region: 'eu' }) as any] }))).toBe(
      '[test/w] mirror[0]: is a dynamic block, which stands for all the items, not for one. Received: iterator.dynamic({...}) as an item. '
      + "Allowed: iterator.dynamic({...}) as the whole value, or objects as items. Fix: pass the iterator's dynamic(...) without the surrounding [ ], e.g. mirror: iterator.dynamic({...}).");
  });

  test('a dynamic block that a Lazy produces is refused at synth (it can no longer move under "dynamic")', () => {
    const { stack, it } = setup();
    new DemoWidget(stack, 'w', { ...minimal, mirror: Lazy.anyValue({ produce: () => it.dynamic({ region: 'eu' }) }) });
    expect(errorOf(() => synth(stack))).toContain(
      '[test/w] mirror: is a dynamic block produced by a token, which cannot be rendered as a dynamic block. Received: a token that resolves to iterator.dynamic({...}). '
      + "Allowed: iterator.dynamic({...}) given directly, or the block's objects. Fix: pass iterator.dynamic({...}) itself as the value, not through a Lazy or another token.");
  });
});

describe('setInput', () => {
  test('sets a dynamic block, and replaces it with objects again', () => {
    const { stack, it } = setup();
    const w = new DemoWidget(stack, 'w', minimal);
    setInput(w, 'mirror', it.dynamic({ region: it.getString('r') }));
    setInput(w, 'network', it.dynamic({ cidr: it.getString('c') }));
    expect(synth(stack).resource.demo_widget.w.dynamic).toEqual({
      mirror: { for_each: FOR_EACH, iterator: 'each', content: { region: '${each.value.r}' } },
      network: { for_each: FOR_EACH, iterator: 'each', content: { cidr: '${each.value.c}' } },
    });
    setInput(w, 'mirror', [{ region: 'eu' }]);
    setInput(w, 'network', undefined);
    const body = synth(stack).resource.demo_widget.w;
    expect(body.mirror).toEqual([{ region: 'eu' }]);
    expect(body.dynamic).toBeUndefined();
    expect(body.network).toBeUndefined();
  });
});
