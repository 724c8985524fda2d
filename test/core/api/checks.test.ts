import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { validateAtSynth, warn } from '../../../src/core/l2/index';
import { Checks, mongodbatlas, TerrainTesting } from '../../../src/index';
import { errorOf, stack, synth } from '../../util';

type Extra = Partial<mongodbatlas.MongodbatlasAdvancedClusterConfig>;
const cluster = (scope: Construct, id: string, extra: Extra = {}) => new mongodbatlas.MongodbatlasAdvancedCluster(scope, id, {
  projectId: 'p',
  name: id,
  clusterType: 'REPLICASET',
  replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  ...extra,
});
// bi_connector_config.read_preference is a documented list (the API's enum is upper case, the provider's tests apply lower case).
const UNLISTED = "[terrain:unlisted-value] [value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference] biConnectorConfig.readPreference: is not in the list of values the provider documents (value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference); the remote API may refuse it at apply. Received: \"secondry\". Allowed: 'primary', 'secondary' or 'analytics'. Fix: write 'secondary' instead of 'secondry' (did you mean it?). If a newer provider release allows it, acknowledge value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference with the reason.";
// default-max-time-needs-8 is enforced by the provider (an error until acknowledged).
const RULE = 'rule:mongodbatlas_advanced_cluster/default-max-time-needs-8';
const ciphers = { mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 1000 } };

describe('Checks', () => {
  test('a value outside a documented list warns (terrain:unlisted-value); strict mode makes it an error', () => {
    const r = synth((s) => { new mongodbatlas.MongodbatlasProvider(s, 'p'); cluster(s, 'c', { biConnectorConfig: { readPreference: 'secondry' } }); });
    expect(r.warnings).toEqual([`test/c: ${UNLISTED}`]);
    expect(errorOf(() => synth((s) => { Checks.of(s).strict(); new mongodbatlas.MongodbatlasProvider(s, 'p'); cluster(s, 'c', { biConnectorConfig: { readPreference: 'secondry' } }); })))
      .toContain(`[test/c] ${UNLISTED.replace('[terrain:unlisted-value] ', '')}`);
  });

  test('a value the provider enforces is an error at synth', () => {
    expect(errorOf(() => synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      new mongodbatlas.DataMongodbatlasAlertConfiguration(s, 'a', { projectId: 'p', alertConfigurationId: 'x', output: [{ type: 'resource_hc' }] });
    }))).toContain("[test/a] [value:data.mongodbatlas_alert_configuration.output.type] output[0].type: is not an allowed value. Received: \"resource_hc\". Allowed: 'resource_hcl' or 'resource_import'. Fix: write 'resource_hcl' instead of 'resource_hc'.");
  });

  test('an acknowledgement works before or after the construct exists, in the nearest scope, and needs a reason', () => {
    const after = synth((s) => { new mongodbatlas.MongodbatlasProvider(s, 'p'); const c = cluster(s, 'c', ciphers); Checks.of(c).acknowledge(RULE, 'set by the platform team out of band'); });
    expect(after.warnings).toHaveLength(1);
    expect(after.warnings[0]).toMatch(/^test\/c: \[rule:mongodbatlas_advanced_cluster\/default-max-time-needs-8\] .* Acknowledged: set by the platform team out of band$/);
    const before = synth((s) => {
      Checks.of(s).acknowledge(RULE, 'stack-wide reason for the test');
      const inner = new Construct(s, 'team');
      Checks.of(inner).acknowledge(RULE, 'the nearest scope wins here');
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      cluster(inner, 'c', ciphers);
      cluster(s, 'd', ciphers);
    });
    expect(before.warnings.map((w) => w.replace(/\].*Acknowledged/, '] ... Acknowledged'))).toEqual([
      `test/team/c: [${RULE}] ... Acknowledged: the nearest scope wins here`,
      `test/d: [${RULE}] ... Acknowledged: stack-wide reason for the test`,
    ]);
    // Without it, the same stack fails.
    expect(errorOf(() => synth((s) => { new mongodbatlas.MongodbatlasProvider(s, 'p'); cluster(s, 'c', ciphers); }))).toContain(`[test/c] [${RULE}]`);
  });

  test('an acknowledged unlisted value stays a warning even in strict mode', () => {
    const r = synth((s) => {
      Checks.of(s).strict();
      Checks.of(s).acknowledge('value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference', 'Atlas added REPLICA_SET in a newer API');
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      cluster(s, 'c', { biConnectorConfig: { readPreference: 'secondry' } });
    });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(/^test\/c: \[value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference\] biConnectorConfig.readPreference: .* Acknowledged: Atlas added REPLICA_SET in a newer API$/);
  });

  test('what cannot be acknowledged, and a reason that is too short', () => {
    const s = stack();
    expect(errorOf(() => Checks.of(s).acknowledge('terrain:literal-secret', 'we really know better'))).toBe(
      "[test] Checks.acknowledge(id): is not the id of a value check, a type rule or a construct's warning. Received: \"terrain:literal-secret\". Allowed: 'value:<type>.<attribute path>', 'rule:<type>/<name>' or '<provider>:<warning>'. "
      + 'Fix: copy the id from the message, in brackets. Shape errors (unknown key, wrong type, missing required field) cannot be acknowledged: fix the input instead; the library\'s own warnings (terrain:...) are fixed, not acknowledged.');
    expect(errorOf(() => Checks.of(s).acknowledge(RULE, 'because'))).toBe(
      '[test] Checks.acknowledge(id, reason): is shorter than 10 characters. Received: "because". Allowed: a reason of at least 10 characters. Fix: say why the team knows better, e.g. which provider release allows it.');
    // A shape error is thrown at construction and no acknowledgement reaches it.
    Checks.of(s).acknowledge(RULE, 'irrelevant to shape errors');
    expect(errorOf(() => cluster(s, 'c', { nmae: 'x' } as any))).toContain('nmae: unknown key.');
  });

  test('setInput replaces the findings of the input it sets', () => {
    const r = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      const c = cluster(s, 'c', { biConnectorConfig: { readPreference: 'secondry' } });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../src/core/runtime').setInput(c, 'biConnectorConfig', { readPreference: 'secondary' });
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledgement that matches no finding in its stack warns on the scope where it was made', () => {
    const r = synth((s) => {
      Checks.of(s).acknowledge(RULE, 'left over from the migration');
      Checks.of(s).acknowledge('value:mongodbatlas_advanced_cluster.bi_connector_config.read_preference', 'used by the cluster below');
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      cluster(s, 'c', { biConnectorConfig: { readPreference: 'secondry' } });
    });
    expect(r.warnings.filter((w) => w.includes('terrain:unused-acknowledgement'))).toEqual([
      `test: [terrain:unused-acknowledgement] Checks.of(...).acknowledge('${RULE}') matched no finding or warning in this scope. Fix: remove the acknowledgement (the check passes now), or check the id for a typo.`,
    ]);
    // Made on the app, above the stacks: it may serve another stack, and is not judged.
    const app = new App();
    Checks.of(app).acknowledge(RULE, 'for the other stacks of the app');
    const s2 = new TerraformStack(app, 'quiet');
    new mongodbatlas.MongodbatlasProvider(s2, 'p');
    TerrainTesting.synth(s2);
    expect(TerrainTesting.warnings(s2)).toEqual([]);
  });

  test('a stack inside a stack: an acknowledgement used in the inner one is not reported unused by the outer pass', () => {
    for (const where of ['inner', 'outer'] as const) {
      const app = new App();
      const outer = new TerraformStack(app, 'outer');
      new mongodbatlas.MongodbatlasProvider(outer, 'p');
      const inner = new TerraformStack(outer, 'inner');
      new mongodbatlas.MongodbatlasProvider(inner, 'p');
      Checks.of(where === 'inner' ? inner : outer).acknowledge(RULE, 'the inner stack migrates ciphers later');
      cluster(inner, 'c', ciphers);
      TerrainTesting.synth(outer);
      expect(TerrainTesting.warnings(outer).filter((w) => w.includes('unused-acknowledgement'))).toEqual([]);
      expect(TerrainTesting.warnings(outer).filter((w) => w.includes('Acknowledged'))).toHaveLength(1);
    }
  });
});

describe('Checks: the warnings of constructs (<provider>:<name>)', () => {
  // A construct of a custom L2 built on the kit: one warning when it is made, one at synth.
  class Widget extends Construct {
    constructor(scope: Construct, id: string) {
      super(scope, id);
      warn(this, 'demo:made-early', 'was made early.');
      validateAtSynth(this, () => {
        warn(this, 'demo:judged-late', 'was judged at synth.');
        return [];
      });
    }
  }

  test('an acknowledgement made after the construct adds its reason to either warning, and counts as used', () => {
    const s = stack();
    new Widget(s, 'W');
    Checks.of(s).acknowledge('demo:made-early', 'we make them early on purpose');
    Checks.of(s).acknowledge('demo:judged-late', 'reviewed by the platform team');
    TerrainTesting.synth(s);
    expect(TerrainTesting.warnings(s)).toEqual([
      'test/W: [demo:made-early] was made early. Acknowledged: we make them early on purpose',
      'test/W: [demo:judged-late] was judged at synth. Acknowledged: reviewed by the platform team',
    ]);
  });

  test('without an acknowledgement the warnings are plain; one that matches nothing is reported', () => {
    const s = stack();
    new Widget(s, 'W');
    Checks.of(s).acknowledge('demo:never-warned', 'left over from an older version');
    TerrainTesting.synth(s);
    expect(TerrainTesting.warnings(s)).toEqual([
      "test: [terrain:unused-acknowledgement] Checks.of(...).acknowledge('demo:never-warned') matched no finding or warning in this scope. "
      + 'Fix: remove the acknowledgement (the check passes now), or check the id for a typo.',
      'test/W: [demo:made-early] was made early.',
      'test/W: [demo:judged-late] was judged at synth.',
    ]);
  });

  test('the ids warnings had before 1.0 still work, with a warning that names the new id', () => {
    const s = stack();
    new mongodbatlas.MongodbatlasProvider(s, 'atlas');
    const c = new mongodbatlas.ReplicaSetCluster(s, 'Orders', {
      projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
      name: 'orders',
      instanceSize: mongodbatlas.InstanceSize.M10,
      diskSizeGb: 5,
      regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
    });
    Checks.of(s).acknowledge('terrain:disk-size-raised', 'the tier minimum is fine for us');
    TerrainTesting.synth(s);
    const warnings = TerrainTesting.warnings(s);
    expect(warnings).toContain("test: [terrain:renamed-id] Checks.of(...).acknowledge('terrain:disk-size-raised'): the warning is now 'mongodbatlas:disk-size-raised'. "
      + "The old id works until 1.0. Fix: write 'mongodbatlas:disk-size-raised'.");
    expect(warnings.filter((w) => w.startsWith(`${c.node.path}: [mongodbatlas:disk-size-raised]`))).toEqual([
      expect.stringMatching(/ Acknowledged: the tier minimum is fine for us$/),
    ]);
    expect(warnings.join('\n')).not.toContain('unused-acknowledgement');
  });
});
