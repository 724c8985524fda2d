import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, mongodbatlas, TerrainTesting } from '../../src';
import { errorOf, stack, synth } from '../util';

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
      "[test] Checks.acknowledge(id): is not the id of a value check or a type rule. Received: \"terrain:literal-secret\". Allowed: 'value:<type>.<attribute path>' or 'rule:<type>/<name>'. "
      + 'Fix: copy the id from the message, in brackets. Shape errors (unknown key, wrong type, missing required field) cannot be acknowledged: fix the input instead.');
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
      require('../../src/core/l1-runtime').setInput(c, 'biConnectorConfig', { readPreference: 'secondary' });
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
      `test: [terrain:unused-acknowledgement] Checks.of(...).acknowledge('${RULE}') matched no finding in this scope. Fix: remove the acknowledgement (the check passes now), or check the id for a typo.`,
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
