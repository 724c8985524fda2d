/**
 * Terraform names (src/core/terraform-names.ts): two blocks that get one name from cdktn's logical
 * ids, and a name that is no Terraform identifier, fail synth with the construct paths; every kind
 * of named block is checked, ours or not, through app.synth(), TerrainTesting.synth and
 * TerrainSynth.synth.
 */
import * as path from 'path';
import {
  App, TerraformHclModule, TerraformLocal, TerraformOutput, TerraformStack, TerraformVariable, Testing,
} from 'cdktn';
import { Construct } from 'constructs';
import { TerrainSynth, TerrainTesting } from '../../../src/index';
import { DataDemoWidget } from '../../generator/golden/demo/data-widget/index';
import { DemoProvider } from '../../generator/golden/demo/provider/index';
import { DemoWidget, DemoWidgetConfig } from '../../generator/golden/demo/widget/index';
import { errorOf } from '../../util';

const schemaFiles = [path.join(__dirname, '..', '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const minimal: DemoWidgetConfig = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 443 }] };

function setup(app = new App()) {
  const stack = new TerraformStack(app, 'test');
  new DemoProvider(stack, 'demo', {});
  return stack;
}
function synth(stack: TerraformStack) {
  return TerrainTesting.synthToObject(stack, { schemaFiles });
}
/** The lines of a failed synth that name problems. */
function failures(fn: () => unknown): string[] {
  return errorOf(fn).split('\n').map((l) => l.trim()).filter((l) => l.startsWith('['));
}

const ID_RULE = 'Allowed: a letter or an underscore first, then letters, digits, underscores or hyphens.';
const KEEPS = 'cdktn keeps only the letters, digits, _ and - of an id';

describe('two blocks with one name', () => {
  const ORDERS = '[test] test/orderseu: gets the same Terraform name as test/orders.eu: both are resource demo_widget.orderseu, and cdktn would merge the two into one block. '
    + 'Received: "orderseu" twice, from the construct id "orders.eu" and the construct id "orderseu". Allowed: one demo_widget resource per name in a stack. '
    + `Fix: give one of them another id (${KEEPS}), or call overrideLogicalId('orderseu_2') on one of them.`;

  test('ids that differ only in characters cdktn drops (orders.eu, orderseu)', () => {
    const stack = setup();
    new DemoWidget(stack, 'orders.eu', minimal);
    new DemoWidget(stack, 'orderseu', minimal);
    expect(failures(() => synth(stack))).toEqual([ORDERS]);
  });

  test('app.synth(), TerrainSynth.synth and TerrainTesting.synth all fail', () => {
    for (const run of [
      (app: App) => app.synth(),
      (app: App) => TerrainSynth.synth(app, { quiet: true }),
      (app: App) => TerrainTesting.synth(app.node.findChild('test') as TerraformStack, { schemaFiles }),
    ]) {
      const app = Testing.app();
      const stack = setup(app);
      new DemoWidget(stack, 'orders.eu', minimal);
      new DemoWidget(stack, 'orderseu', minimal);
      expect(failures(() => run(app))).toEqual([ORDERS]);
    }
  });

  test('overrideLogicalId that repeats a name, in different scopes; the suggestion is a clean form of the id', () => {
    const stack = setup();
    const a = new Construct(stack, 'team-a');
    const b = new Construct(stack, 'team-b');
    new DemoWidget(a, 'db', minimal).overrideLogicalId('orders');
    new DemoWidget(b, 'db.replica', minimal).overrideLogicalId('orders');
    expect(failures(() => synth(stack))).toEqual([
      '[test] test/team-b/db.replica: gets the same Terraform name as test/team-a/db: both are resource demo_widget.orders, and cdktn would merge the two into one block. '
      + 'Received: "orders" twice, from overrideLogicalId and overrideLogicalId. Allowed: one demo_widget resource per name in a stack. '
      + `Fix: give one of them another id (${KEEPS}), or call overrideLogicalId('orders_2') on one of them.`,
    ]);
  });

  test('variables, outputs, local values, module calls and data sources, ours or not', () => {
    const stack = setup();
    new TerraformVariable(stack, 'region.name', { type: 'string' });
    new TerraformVariable(stack, 'regionname', { type: 'string' });
    new TerraformOutput(stack, 'url.x', { value: 'a' });
    new TerraformOutput(stack, 'urlx', { value: 'b' });
    new TerraformLocal(stack, 'l.x', 'a');
    new TerraformLocal(stack, 'lx', 'b');
    new TerraformHclModule(stack, 'm.x', { source: 'terraform-aws-modules/vpc/aws' });
    new TerraformHclModule(stack, 'mx', { source: 'terraform-aws-modules/vpc/aws' });
    new DataDemoWidget(stack, 'd.x', { name: 'a' });
    new DataDemoWidget(stack, 'dx', { name: 'b' });
    const problem = (second: string, first: string, what: string, kind: string) => `[test] test/${second}: gets the same Terraform name as test/${first}: both are ${what}, `
      + `and cdktn would merge the two into one block. Received: "${second}" twice, from the construct id "${first}" and the construct id "${second}". `
      + `Allowed: one ${kind} per name in a stack. Fix: give one of them another id (${KEEPS}), or call overrideLogicalId('${second}_2') on one of them.`;
    expect(failures(() => synth(stack))).toEqual([
      problem('regionname', 'region.name', 'variable regionname', 'variable'),
      problem('urlx', 'url.x', 'output urlx', 'output'),
      problem('lx', 'l.x', 'local value lx', 'local value'),
      problem('mx', 'm.x', 'module mx', 'module call'),
      problem('dx', 'd.x', 'data source demo_widget.dx', 'demo_widget data source'),
    ]);
  });

  test('two import blocks for one resource (generateConfigForImport, importFrom)', () => {
    const stack = setup();
    DemoWidget.generateConfigForImport(stack, 'old.one', 'p/id-1');
    new DemoWidget(stack, 'oldone', minimal).importFrom('p/id-2');
    expect(failures(() => synth(stack))).toEqual([
      '[test] test/oldone: gets the same Terraform name as test/old.one: both are the import block for demo_widget.oldone, and Terraform refuses two import blocks for one resource. '
      + 'Received: "oldone" twice, from the construct id "old.one" and the construct id "oldone". Allowed: one import block for a demo_widget per name in a stack. '
      + `Fix: give one of them another id (${KEEPS}), or call overrideLogicalId('oldone_2') on one of them.`,
    ]);
  });

  test('one name in different kinds or types is fine', () => {
    const stack = setup();
    new DemoWidget(stack, 'orders', minimal);
    new DataDemoWidget(stack, 'lookup', { name: 'a' }).overrideLogicalId('orders');
    new TerraformVariable(stack, 'v', { type: 'string' }).overrideLogicalId('orders');
    new TerraformOutput(stack, 'o', { value: 'a' }).overrideLogicalId('orders');
    expect(Object.keys(synth(stack).resource.demo_widget)).toEqual(['orders']);
  });
});

describe('a name Terraform refuses', () => {
  const invalid = (id: string, name: string, why: string, near?: string) => `[test] test/${id}: gets the Terraform name ${JSON.stringify(name)} (resource demo_widget.${name}), `
    + `which Terraform refuses: the name ${why}. Received: ${JSON.stringify(name)}, from the construct id ${JSON.stringify(id)}. ${ID_RULE} `
    + `Fix: give the construct an id that starts with a letter or an underscore (${KEEPS})${near ? `, e.g. '${near}', or call overrideLogicalId('${near}') on it` : ''}.`;

  test('a construct id that starts with a digit or a hyphen, or that keeps no character', () => {
    const stack = setup();
    new DemoWidget(stack, '1orders', minimal);
    new DemoWidget(stack, '-x', minimal);
    new DemoWidget(stack, ' ', minimal);
    expect(failures(() => synth(stack))).toEqual([
      invalid('1orders', '1orders', 'starts with "1"', '_1orders'),
      invalid('-x', '-x', 'starts with "-"', 'x'),
      invalid(' ', '', 'is empty'),
    ]);
  });

  test('an overrideLogicalId Terraform refuses', () => {
    const stack = setup();
    new DemoWidget(stack, 'w', minimal).overrideLogicalId('orders.eu');
    expect(failures(() => synth(stack))).toEqual([
      '[test] test/w: gets the Terraform name "orders.eu" (resource demo_widget.orders.eu), which Terraform refuses: the name holds ".". '
      + `Received: "orders.eu", from overrideLogicalId. ${ID_RULE} Fix: pass overrideLogicalId a Terraform identifier, e.g. 'orders_eu'.`,
    ]);
  });

  test('the first scope of a nested construct gives the name its start', () => {
    const stack = setup();
    new DemoWidget(new Construct(stack, '9lives'), 'db', minimal);
    const [line] = failures(() => synth(stack));
    expect(line).toMatch(/^\[test\] test\/9lives\/db: gets the Terraform name "9lives_db_[0-9A-F]{8}" \(resource demo_widget\.9lives_db_[0-9A-F]{8}\), which Terraform refuses: the name starts with "9"\./);
  });

  test('a variable of a stack without any construct of this library (TerrainTesting.synth, TerrainSynth.synth)', () => {
    const foreign = () => {
      const app = Testing.app();
      const stack = new TerraformStack(app, 'test');
      new TerraformVariable(stack, '2fa', { type: 'string' });
      new TerraformOutput(stack, 'ok', { value: 'a' });
      return { app, stack };
    };
    const viaApp = foreign();
    const bySynth = failures(() => TerrainSynth.synth(viaApp.app, { quiet: true }));
    expect(failures(() => TerrainTesting.synth(foreign().stack))).toEqual(bySynth);
    expect(bySynth).toEqual([
      '[test] test/2fa: gets the Terraform name "2fa" (variable 2fa), which Terraform refuses: the name starts with "2". '
      + `Received: "2fa", from the construct id "2fa". ${ID_RULE} Fix: give the construct an id that starts with a letter or an underscore (${KEEPS}), e.g. '_2fa', or call overrideLogicalId('_2fa') on it.`,
    ]);
  });

  test('valid names pass: letters, digits, underscores and hyphens after the first letter or underscore', () => {
    const stack = setup();
    new DemoWidget(stack, 'orders-eu_1', minimal);
    new DemoWidget(stack, '_private', minimal);
    expect(Object.keys(synth(stack).resource.demo_widget)).toEqual(['_private', 'orders-eu_1']);
  });
});
