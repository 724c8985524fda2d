import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformResource, TerraformStack, TerraformVariable } from 'cdktn';
import { judge, findingsOf } from './util';
import { CustomPolicyPack, IPolicyRule, mongodbatlas, Policies, PolicyLevel, PolicyResource, PolicyValues, PolicyViolation, ProductionMatcher } from '../../src';
import { errorOf } from '../util';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

/** A platform rule: server-side JavaScript must be off, explicitly; unknown values are not judged. */
const noJs: IPolicyRule = {
  id: 'Platform-C1',
  level: PolicyLevel.ERROR,
  summary: 'Server-side JavaScript is off, explicitly.',
  explanation: 'Our threat model forbids server-side JavaScript.',
  fix: 'set advancedConfiguration.javascriptEnabled to false.',
  resourceTypes: ['mongodbatlas_advanced_cluster'],
  evaluate(r: PolicyResource): PolicyViolation[] {
    const v = r.input.advanced_configuration?.javascript_enabled;
    if (v === false || PolicyValues.isUnknown(v)) return [];
    return [{ field: 'advanced_configuration.javascript_enabled', problem: 'is not false.', received: v === undefined ? 'unset' : String(v), allowed: 'false' }];
  },
};

/** A platform rule on production only: a team tag. */
const teamTag: IPolicyRule = {
  id: 'Platform-T1',
  level: PolicyLevel.WARNING,
  summary: 'A production cluster has a team tag.',
  explanation: 'On-call needs to know who owns it.',
  fix: "add tags: { team: '<owner>' }.",
  resourceTypes: ['mongodbatlas_advanced_cluster'],
  evaluate: (r) => (r.production && r.input.tags?.team === undefined ? [{ field: 'tags', problem: 'has no team tag on a production cluster.' }] : []),
};

function cluster(s: TerraformStack, id: string, extra: Partial<mongodbatlas.ReplicaSetClusterProps> = {}) {
  return new mongodbatlas.ReplicaSetCluster(s, id, {
    projectId: PROJECT,
    name: id.toLowerCase(),
    instanceSize: 'M10',
    regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    ...extra,
  });
}

const pack = () => new CustomPolicyPack({ packName: 'Platform', rules: [noJs, teamTag] });

describe('CustomPolicyPack', () => {
  test('non-compliant: the rule\'s violations are findings with the construct path, the id, the camelCase field and the fix', () => {
    const j = judge([pack()], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas');
      cluster(s, 'Orders', { tags: { environment: 'production' } });
      cluster(s, 'Js', { advancedConfiguration: { javascriptEnabled: true } });
    });
    expect(findingsOf(j, 'Platform-C1')).toEqual([
      '[test/Orders/Default] [Platform-C1] advancedConfiguration.javascriptEnabled: is not false. Received: unset. Allowed: false. Fix: set advancedConfiguration.javascriptEnabled to false.',
      '[test/Js/Default] [Platform-C1] advancedConfiguration.javascriptEnabled: is not false. Received: true. Allowed: false. Fix: set advancedConfiguration.javascriptEnabled to false.',
    ]);
    expect(findingsOf(j, 'Platform-T1')).toEqual([
      "[test/Orders/Default] [Platform-T1] tags: has no team tag on a production cluster. Fix: add tags: { team: '<owner>' }.",
    ]);
    expect(j.error).toContain('[test/Js/Default] [Platform-C1] advancedConfiguration.javascriptEnabled: is not false.');
  });

  test('compliant: explicit false, an unknown value (a variable), a non-production cluster without a team tag', () => {
    const j = judge([pack()], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas');
      cluster(s, 'Off', { advancedConfiguration: { javascriptEnabled: false }, tags: { environment: 'production', team: 'orders' } });
      const js = new TerraformVariable(s, 'js', { type: 'bool' });
      cluster(s, 'Var', { advancedConfiguration: { javascriptEnabled: js.value } });
      cluster(s, 'Dev', { advancedConfiguration: { javascriptEnabled: false }, tags: { environment: 'dev' } });
    });
    expect(j.findings).toEqual([]);
    expect(j.error).toBeUndefined();
  });

  test('suppressions, its own production matcher and label fields apply as to the library\'s packs', () => {
    const custom = new CustomPolicyPack({
      packName: 'Platform', rules: [teamTag], production: ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] }), labelFields: ['labels'],
    });
    const j = judge([custom], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas');
      cluster(s, 'Live', { labels: { stage: 'live' } });
      cluster(s, 'Tagged', { tags: { stage: 'live' } }); // tags are not a label field of this pack
      Policies.of(s).suppress('Platform-T1', 'the live cluster is owned by the platform team', { resources: ['Live'] });
    });
    expect(findingsOf(j, 'Platform-T1')).toEqual([
      "[test/Live/Default] [Platform-T1] tags: has no team tag on a production cluster. Fix: add tags: { team: '<owner>' }. (suppressed: the live cluster is owned by the platform team)",
    ]);
  });

  test('a rule that throws or returns something else is a finding of its own id, never a crash', () => {
    const broken = (id: string, evaluate: (r: PolicyResource) => any): IPolicyRule => ({ ...noJs, id, level: PolicyLevel.WARNING, evaluate });
    const j = judge([new CustomPolicyPack({
      packName: 'Platform',
      rules: [broken('Platform-X1', () => { throw new Error('boom'); }), broken('Platform-X2', () => 'nothing'), broken('Platform-X3', () => [{ field: 1 }])],
    })], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas');
      cluster(s, 'Orders');
    });
    expect(j.error).toBeUndefined();
    const at = (text: string) => text.replace(/(test\/policy\/custom\.test\.ts):\d+:\d+/g, '$1:<line>:<col>');
    expect(j.findings.map((f) => at(`${f.ruleId} ${f.field}: ${f.message.split('. Fix:')[0]}`))).toEqual([
      'Platform-X1 (input): (input): could not be evaluated: the rule threw an Error at test/policy/custom.test.ts:<line>:<col> (its message is not shown: it may quote the input). '
      + 'This is a bug in the custom rule Platform-X1',
      'Platform-X2 (input): (input): could not be evaluated: evaluate returned a string, not a list of violations. This is a bug in the custom rule Platform-X2',
      'Platform-X3 (input): (input): could not be evaluated: evaluate returned a violation (item 0) whose field is a number, not a non-empty string. This is a bug in the custom rule Platform-X3',
    ]);
    expect(at(j.findings[0].message)).toBe('(input): could not be evaluated: the rule threw an Error at test/policy/custom.test.ts:<line>:<col> (its message is not shown: it may quote the input). '
      + 'This is a bug in the custom rule Platform-X1. '
      + "Fix: make evaluate of Platform-X1 return a list of violations ({ field, problem }) for any input; meanwhile suppress Platform-X1 on 'test/Orders/Default' with a reason.");
    expect(j.findings[1].message).toBe('(input): could not be evaluated: evaluate returned a string, not a list of violations. This is a bug in the custom rule Platform-X2. '
      + "Fix: make evaluate of Platform-X2 return a list of violations, each with a field and a problem (strings); meanwhile suppress Platform-X2 on 'test/Orders/Default' with a reason.");
  });

  test('the reports list a custom pack\'s rules and findings', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'custom-pack-'));
    const app = new App({ outdir });
    Policies.of(app).add(pack());
    const s = new TerraformStack(app, 'prod');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas');
    cluster(s, 'Js', { advancedConfiguration: { javascriptEnabled: false }, tags: { environment: 'production' } });
    const quiet = process.env.TERRAIN_CONSTRUCTS_QUIET;
    process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
    try {
      app.synth();
    } finally {
      process.env.TERRAIN_CONSTRUCTS_QUIET = quiet;
    }
    const sarif = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'prod', 'policy-report.sarif'), 'utf8'));
    const rules = sarif.runs[0].tool.driver.rules.map((r: any) => r.id);
    expect(rules).toEqual(expect.arrayContaining(['Platform-C1', 'Platform-T1']));
    expect(sarif.runs[0].results.map((r: any) => r.ruleId)).toEqual(['Platform-T1']);
  });

  test('a bad definition fails when the pack is made, saying what to write', () => {
    const make = (props: any) => errorOf(() => new CustomPolicyPack(props));
    expect(make({ packName: 'platform', rules: [noJs] })).toBe(
      "[CustomPolicyPack] props.packName: is not a pack name. Received: \"platform\". Allowed: a capital letter followed by letters, e.g. 'Platform'. Fix: write e.g. 'Platform'; the name prefixes the rule ids (Platform-C1).");
    expect(make({ packName: 'Atlas', rules: [noJs] })).toBe(
      "[CustomPolicyPack] props.packName: is the name of one of this library's packs. Received: \"Atlas\". Allowed: a name other than Equinix, Incident, Atlas, Secrets. Fix: choose another name, e.g. 'Platform'.");
    expect(make({ packName: 'Platform', rules: [] })).toBe(
      '[CustomPolicyPack] props.rules: is not a non-empty list of rules. Received: an empty list. Allowed: a list of 1 to 10000 IPolicyRule objects. '
      + 'Fix: list the rules of the pack, each an object with id, level, summary, explanation, fix, resourceTypes and evaluate.');
    expect(make({ packName: 'Platform', rules: [{ ...noJs, id: 'Other-C1' }] })).toBe(
      "[CustomPolicyPack] props.rules[0].id: is not a rule id of this pack. Received: \"Other-C1\". Allowed: 'Platform-' followed by capital letters and a number, e.g. 'Platform-C1'. Fix: write e.g. 'Platform-C1'.");
    expect(make({ packName: 'Platform', rules: [noJs, noJs] })).toBe(
      '[CustomPolicyPack] props.rules[1].id: is taken by an earlier rule of the pack (props.rules[0]). Received: "Platform-C1". Allowed: an id of its own. Fix: give every rule its own id.');
    expect(make({ packName: 'Platform', rules: [{ ...noJs, level: 'fatal' }] })).toBe(
      "[CustomPolicyPack] props.rules[0].level: is not a policy level. Received: \"fatal\". Allowed: PolicyLevel.ERROR ('error') or PolicyLevel.WARNING ('warning'). Fix: write PolicyLevel.ERROR or PolicyLevel.WARNING.");
    expect(make({ packName: 'Platform', rules: [{ ...noJs, fix: ' ' }] })).toBe(
      "[CustomPolicyPack] props.rules[0].fix: is not a non-empty string. Received: \" \". Allowed: a sentence. Fix: write the rule's fix as a sentence.");
    expect(make({ packName: 'Platform', rules: [{ ...noJs, resourceTypes: [] }] })).toBe(
      "[CustomPolicyPack] props.rules[0].resourceTypes: is not a non-empty list of Terraform types. Received: an empty list. Allowed: Terraform types, e.g. ['mongodbatlas_advanced_cluster'], or ['*'] for every type this library generated. "
      + 'Fix: list the types the rule reads.');
    expect(make({ packName: 'Platform', rules: [{ ...noJs, evaluate: 'x' }] })).toBe(
      '[CustomPolicyPack] props.rules[0].evaluate: is not a method. Received: "x". Allowed: a method that takes a PolicyResource and returns its violations. Fix: implement evaluate(resource) on the rule.');
    expect(make({ packName: 'Platform', rules: [noJs], labelFields: 'tags' })).toBe(
      '[CustomPolicyPack] props.labelFields: expected a list of input field names (non-empty strings). Received: "tags". Allowed: a list of input field names (non-empty strings). '
      + "Fix: write e.g. ['tags', 'labels'], or leave it out for that default.");
    // Every problem at once; a misspelt key is refused, not dropped.
    expect(make({})).toBe('[CustomPolicyPack] 2 problems:\n'
      + "  - props.packName: is required. Received: undefined. Allowed: a capital letter followed by letters, e.g. 'Platform'. Fix: set packName.\n"
      + '  - props.rules: is required. Received: undefined. Allowed: a non-empty list of IPolicyRule objects. Fix: set rules.');
    expect(make({ packName: 'Platform', rules: [noJs], prodution: ProductionMatcher.DEFAULT })).toBe(
      '[CustomPolicyPack] props.prodution: unknown key. Received: "prodution". Allowed: packName, rules, production, labelFields. Fix: write \'production\' instead of \'prodution\'.');
    expect(make(undefined)).toBe(
      "[CustomPolicyPack] props: expected the props of the pack. Received: undefined. Allowed: an object with packName and rules. Fix: pass e.g. { packName: 'Platform', rules: [rule] }.");
  });

  test('PolicyValues.isUnknown: expressions and tokens are unknown; literals and unset values are not', () => {
    expect(PolicyValues.isUnknown('${var.x}')).toBe(true);
    expect(PolicyValues.isUnknown('%{ if true }x%{ endif }')).toBe(true);
    expect(PolicyValues.isUnknown('plain')).toBe(false);
    expect(PolicyValues.isUnknown(false)).toBe(false);
    expect(PolicyValues.isUnknown(undefined)).toBe(false);
    expect(PolicyValues.isUnknown(null)).toBe(false);
  });

  test('a rule that changes its input changes nothing for the other rules', () => {
    const vandal: IPolicyRule = {
      ...noJs,
      id: 'Platform-V1',
      level: PolicyLevel.WARNING,
      evaluate: (r) => {
        r.input.advanced_configuration = { javascript_enabled: true };
        return [];
      },
    };
    const j = judge([new CustomPolicyPack({ packName: 'Platform', rules: [vandal, noJs] })], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas');
      cluster(s, 'Off', { advancedConfiguration: { javascriptEnabled: false } });
    });
    expect(j.findings).toEqual([]);
  });

  test('app.synth() through the class, as the jsii runtime of Python, Java, .NET and Go calls it, reaches a stack made after the pack', () => {
    const app = new App({ outdir: fs.mkdtempSync(path.join(os.tmpdir(), 'custom-pack-jsii-')) });
    const bucket: IPolicyRule = { ...noJs, id: 'Platform-B1', resourceTypes: ['aws_s3_bucket'], evaluate: () => [{ field: 'bucket', problem: 'is not allowed here.' }] };
    Policies.of(app).add(new CustomPolicyPack({ packName: 'Platform', rules: [bucket] }));
    const s = new TerraformStack(app, 'aws'); // no construct of this library in it
    new TerraformResource(s, 'B', { terraformResourceType: 'aws_s3_bucket' });
    const quiet = process.env.TERRAIN_CONSTRUCTS_QUIET;
    process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
    try {
      expect(errorOf(() => App.prototype.synth.call(app))).toContain('[aws/B] [Platform-B1] bucket: is not allowed here.');
    } finally {
      process.env.TERRAIN_CONSTRUCTS_QUIET = quiet;
    }
  });
});
