/**
 * Golden tests of the generator on small schema fixtures. The golden output is committed under
 * test/generator/golden/ and is real code: the tests below also synthesize with it.
 * After a deliberate generator change: UPDATE_GOLDEN=1 npx jest test/generator
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { generate } from '../../scripts/gen/generate';
import { propertyName } from '../../scripts/gen/naming';

const FIXTURES = path.join(__dirname, 'fixtures');
const GOLDEN = path.join(__dirname, 'golden');
const CORE = '../../../../../src/core/runtime';

describe('golden output for the demo fixture', () => {
  const files = generate(FIXTURES, 'demo', { coreImport: CORE });

  test.each(files.map((f) => [f.path, f.content]))('%s matches the golden file', (p, content) => {
    const file = path.join(GOLDEN, 'demo', p);
    if (process.env.UPDATE_GOLDEN) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });

  test('the golden folder holds nothing that is not generated', () => {
    const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.relative(path.join(GOLDEN, 'demo'), path.join(d, e.name))]));
    expect(walk(path.join(GOLDEN, 'demo')).sort()).toEqual(files.map((f) => f.path).sort());
  });

  test('generation is deterministic', () => {
    expect(generate(FIXTURES, 'demo', { coreImport: CORE })).toEqual(files);
  });
});

describe('escape table', () => {
  test.each([
    ['default', 'defaultAttribute'],
    ['import', 'importAttribute'],
    ['self', 'selfAttribute'],
    ['package', 'packageAttribute'],
    ['node', 'nodeAttribute'],
    ['count', 'countAttribute'],
    ['provider', 'providerAttribute'],
    ['lifecycle', 'lifecycleAttribute'],
    ['depends_on', 'dependsOnAttribute'],
    ['for_each', 'forEachAttribute'],
    ['fqn', 'fqnAttribute'],
    ['friendly_unique_id', 'friendlyUniqueIdAttribute'],
    ['get_status', 'fetchStatus'],
    ['equals', 'equalTo'],
    // names jsii accepts stay as they are
    ['type', 'type'],
    ['name', 'name'],
    ['policy_item_hourly', 'policyItemHourly'],
    ['region_configs', 'regionConfigs'],
    ['custom_openssl_cipher_config_tls12', 'customOpensslCipherConfigTls12'],
    ['a_side', 'aSide'],
  ])('%s -> %s', (tf, ts) => {
    expect(propertyName(tf).name).toBe(ts);
  });

  test('every escaped name of the fixture is in the generated config', () => {
    const widget = regenerate().find((f) => f.path === 'widget/index.ts')!.content;
    for (const n of ['defaultAttribute', 'importAttribute', 'selfAttribute', 'packageAttribute', 'nodeAttribute', 'countAttribute',
      'providerAttribute', 'lifecycleAttribute', 'dependsOnAttribute', 'forEachAttribute', 'equalTo']) {
      expect(widget).toContain(`readonly ${n}?: string`.replace('countAttribute?: string', 'countAttribute?: number'));
    }
    expect(widget).toContain('get fqnAttribute(): string');
    expect(widget).toContain('get friendlyUniqueIdAttribute(): string');
    expect(widget).toContain('get fetchStatus(): string');
    expect(widget).toContain('readonly type?: string');
  });
});

describe('collisions stop generation', () => {
  test('two Terraform names that become one TypeScript name', () => {
    expect(() => generate(FIXTURES, 'collision')).toThrow(
      "Name collision in demo_widget (DemoWidget): Terraform attributes 'node' and 'node_attribute' both become 'nodeAttribute'. "
      + 'Resolve it by naming one of them explicitly in spec/collision/overlay.json, e.g. '
      + '"types": { "demo_widget": { "attributes": { "node_attribute": { "name": "nodeAttributeAlt" } } } }.');
  });
});

describe('spec keys that name nothing stop generation', () => {
  test('a misspelt type, attribute path, overlay key or values.json key is reported, all at once, with the closest name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-keys-'));
    fs.mkdirSync(path.join(dir, 'demo'));
    fs.copyFileSync(path.join(FIXTURES, 'demo', 'schema.json'), path.join(dir, 'demo', 'schema.json'));
    fs.writeFileSync(path.join(dir, 'demo', 'overlay.json'), JSON.stringify({
      provider: { versionConstraint: '~> 1.4', enviroment: {} },
      types: {
        'demo_widgit': { description: 'x' },
        'demo_widget': { attributes: { nmae: { description: 'x' }, size: { secret: true } } },
        'data.demo_widget': { attributes: { name: { description: 'x' } } },
      },
    }));
    fs.writeFileSync(path.join(dir, 'demo', 'values.json'), JSON.stringify({
      'demo_widget.sise': { min: 1 },
      'demo_flow.steps': { minItems: 1 },
      'data.demo_widget.name': { allowed: ['a'] },
      'data.demo_flow.name': { allowed: ['a'] },
    }));
    try {
      expect(() => generate(dir, 'demo')).toThrow([
        'spec/demo has 6 key(s) that name nothing in schema.json:',
        "  overlay.json provider: unknown key 'enviroment'; allowed: description, source, versionConstraint, notes, policyPack, minTerraform.",
        "  overlay.json types: 'demo_widgit' is no type of the schema (did you mean 'demo_widget'?) (resources by name, data sources as data.<name>, the provider block as provider).",
        "  overlay.json types.demo_widget.attributes: 'nmae' is no attribute path of demo_widget (did you mean 'name'?).",
        "  overlay.json types.demo_widget.attributes.size: unknown key 'secret'; allowed: description, sensitive, deprecated, default, allowedValues, name, environment, format, integer, caseInsensitive, enforcedBy, documentedIn.",
        "  values.json: 'demo_widget.sise' is no attribute path of demo_widget (did you mean 'size'?).",
        "  values.json: 'data.demo_flow.name' names no type of the schema.",
      ].join('\n'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

function regenerate() {
  return generate(FIXTURES, 'demo', { coreImport: CORE });
}

describe('recursive trees unrolled to a fixed depth fold into one recursive struct', () => {
  const flow = regenerate().find((f) => f.path === 'flow/index.ts')!.content;

  test('one struct stands for every level', () => {
    expect(flow).toContain('readonly then: DemoFlowSteps[] | cdktn.IResolvable;');
    expect(flow).toContain('readonly else?: DemoFlowSteps[] | cdktn.IResolvable;'.replace('else?', 'elseAttribute?'));
    expect(flow).not.toMatch(/interface DemoFlowStepsBranchThen\b/);
    expect(flow.match(/^export interface /gm)).toHaveLength(3); // config, steps, branch
  });
});

describe('the items of sets read nested paths through the runtime (src/core/runtime/references.ts)', () => {
  const widget = regenerate().find((f) => f.path === 'widget/index.ts')!.content;
  const classes = widget.split(/^export class /m).slice(1).map((c) => ({ name: c.slice(0, c.indexOf(' ')), body: c }));
  const overriding = classes.filter((c) => c.body.includes('public interpolationForAttribute(property: string): cdktn.IResolvable {')).map((c) => c.name);

  test('exactly the output classes of set items override interpolationForAttribute, and delegate to rt.setItemAttribute', () => {
    // mirror, listener.tls and rules.targets are sets; listener, network, rules, labels... are lists, objects or maps.
    expect(overriding).toEqual(['DemoWidgetMirrorOutputReference', 'DemoWidgetListenerTlsOutputReference', 'DemoWidgetRulesTargetsOutputReference']);
    expect(widget).toContain('return this.complexObjectIsFromSet ? rt.setItemAttribute(this.terraformResource, this.terraformAttribute, this.complexObjectIndex, property) : super.interpolationForAttribute(property);');
  });
});
