/**
 * The fuzz target of the public helpers of src/core and src/policy: a random sequence of calls
 * (Checks, RemovalPolicies, Policies with the library's packs and custom packs whose rules and
 * matchers misbehave, SecretsPolicy.strict, ProductionMatcher, Conformance, TerrainSynth,
 * TerrainTesting, Duration, Errors, PolicyValues) with well-typed and JavaScript-style wrong
 * arguments, over a stack whose database user holds a literal secret in its sensitive `password`
 * and whose cluster has random tags. Besides the harness's criteria, a case fails when a message,
 * an annotation or a policy finding quotes the secret.
 */
import { TerraformVariable, Testing } from 'cdktn';
import * as fc from 'fast-check';
import * as src from '../../../src';
import { CaseFailure, exercised, exotic, oddNumber, oddString, ref, Target, tokenAny, word, wrong } from '../harness';

/** Cases in CI. */
export const RUNS = 500;

/** The secret the stack holds; no message may show it. */
export const SECRET = 'S3cr3t-fuzz-value';
const SECRET_NUMBER = 987654321987;
const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';

/** The exported classes of core and policy, for the harness's count of what the target exercised. */
export const API_CLASSES: Record<string, any> = {
  Checks: src.Checks,
  RemovalPolicies: src.RemovalPolicies,
  Policies: src.Policies,
  SecretsPolicy: src.SecretsPolicy,
  TerrainSynth: src.TerrainSynth,
  TerrainTesting: src.TerrainTesting,
  Conformance: src.Conformance,
  Duration: src.Duration,
  Errors: src.Errors,
  PolicyValues: src.PolicyValues,
  ProductionMatcher: src.ProductionMatcher,
  CustomPolicyPack: src.CustomPolicyPack,
  AtlasBestPractices: src.AtlasBestPractices,
  IncidentBestPractices: src.IncidentBestPractices,
  EquinixBestPractices: src.EquinixBestPractices,
};

const maybeWrong = <T>(good: fc.Arbitrary<T>, weight = 5) =>
  fc.oneof({ weight, arbitrary: good }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: exotic });
const scope = maybeWrong(fc.constantFrom(ref('app'), ref('stack'), ref('user'), ref('cluster')), 8);
const reason = maybeWrong(fc.constantFrom('a reason that is long enough', 'because we know better'), 4);
const ruleId = maybeWrong(fc.constantFrom('Atlas-C1', 'Atlas-U1', 'Secrets-S1', 'Platform-F1', 'Incident-R1'), 4);
const ackId = maybeWrong(fc.constantFrom('rule:mongodbatlas_database_user/literal-password', 'value:mongodbatlas_advanced_cluster.cluster_type', 'rule:t/x'), 4);
const stringList = fc.oneof(fc.array(fc.oneof(word, oddString), { maxLength: 3 }), wrong);
/** Options objects: valid keys with good or wrong values, misspelt keys, or anything. */
const options = (keys: Record<string, fc.Arbitrary<unknown>>) => fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc.record(
      Object.fromEntries(Object.entries(keys).map(([k, a]) => [k, fc.oneof({ weight: 3, arbitrary: a }, { weight: 1, arbitrary: wrong })])),
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(word, oddString), wrong, { maxKeys: 3 }) },
  { weight: 1, arbitrary: wrong },
);

/** How a custom rule or matcher misbehaves. */
const EVALUATE = ['none', 'report-password', 'report-password-quoting', 'throw-secret', 'throw-non-error', 'return-input', 'return-secret', 'return-wrong', 'report-tags'] as const;
const MATCHER = ['default', 'by-labels', 'throws', 'returns-wrong', 'no-method'] as const;
const matcher = fc.constantFrom(...MATCHER);

const customPack = fc.record({
  packName: maybeWrong(fc.constant('Platform'), 6),
  rules: fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.record({ evaluate: fc.constantFrom(...EVALUATE), level: maybeWrong(fc.constantFrom('error', 'warning'), 6), types: maybeWrong(fc.constantFrom(['*'], ['mongodbatlas_database_user'], ['mongodbatlas_advanced_cluster']), 6) }), { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: wrong },
  ),
  production: fc.oneof(fc.constant(undefined), matcher, wrong),
  labelFields: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: stringList }),
});

const packSpec = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('Atlas', 'Equinix'), props: fc.oneof(fc.constant(undefined), fc.record({ production: fc.oneof(matcher, wrong) }), wrong) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('Incident', 'Secrets'), props: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: wrong }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('Custom'), props: customPack }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrong'), props: wrong }) },
);

/** A JSON-ish document for Conformance: sections of the right or wrong shape, prototype keys. */
const documentArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ resource: fc.oneof(fc.dictionary(fc.constantFrom('mongodbatlas_database_user', 'demo_x', '__proto__', 'constructor'), fc.dictionary(word, wrong, { maxKeys: 2 }), { maxKeys: 2 }), wrong) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(word, oddString), wrong, { maxKeys: 3 }) },
  { weight: 1, arbitrary: wrong },
  { weight: 1, arbitrary: fc.constant('synthesized') },
);

const op = fc.oneof(
  fc.record({ m: fc.constant('Checks.acknowledge'), scope, a: ackId, b: reason }),
  fc.record({ m: fc.constant('Checks.strict'), scope }),
  fc.record({ m: fc.constant('RemovalPolicies'), scope, a: fc.constantFrom('destroy', 'snapshot', 'retain', 'apply'), b: maybeWrong(fc.constantFrom('RETAIN', 'SNAPSHOT', 'DESTROY')), c: options({ overwrite: fc.boolean() }) }),
  fc.record({ m: fc.constant('Policies.add'), scope, a: packSpec }),
  fc.record({ m: fc.constant('Policies.suppress'), scope, a: ruleId, b: reason, c: options({ resources: stringList }) }),
  fc.record({ m: fc.constant('Policies.findings'), scope }),
  fc.record({ m: fc.constant('SecretsPolicy.strict'), scope }),
  fc.record({ m: fc.constant('ProductionMatcher.byLabels'), a: options({ keys: stringList, values: stringList }), b: fc.dictionary(fc.oneof(word, oddString), fc.oneof(word, wrong), { maxKeys: 3 }) }),
  fc.record({ m: fc.constant('Conformance.check'), a: documentArb, b: options({ ignoreProviders: stringList }) }),
  fc.record({ m: fc.constant('TerrainSynth.collect'), scope }),
  fc.record({ m: fc.constantFrom('TerrainSynth.topology', 'TerrainSynth.addTopology'), scope }),
  fc.record({ m: fc.constant('TerrainSynth.print'), a: fc.oneof(fc.record({ warnings: stringList, errors: stringList, infos: stringList }, { requiredKeys: [] }), wrong) }),
  fc.record({ m: fc.constantFrom('TerrainTesting.warnings', 'TerrainTesting.errors'), scope }),
  fc.record({ m: fc.constant('TerrainTesting.synth'), scope, a: options({ conformance: fc.boolean(), printWarnings: fc.constant(false), ignoreProviders: stringList }) }),
  fc.record({ m: fc.constantFrom('Duration.seconds', 'Duration.minutes', 'Duration.hours', 'Duration.days', 'Duration.parse'), a: fc.oneof(oddNumber, oddString, wrong) }),
  fc.record({ m: fc.constantFrom('Errors.isValidationError', 'Errors.isArgumentError', 'PolicyValues.isUnknown'), a: fc.oneof(wrong, tokenAny) }),
);

function matcherOf(m: unknown): unknown {
  switch (m) {
    case 'default': return src.ProductionMatcher.DEFAULT;
    case 'by-labels': return src.ProductionMatcher.byLabels({ keys: ['environment', 'password'], values: ['production', SECRET] });
    case 'throws': return { isProduction: (labels: Record<string, string>) => { throw new Error(`no ${JSON.stringify(labels)} ${SECRET}`); } };
    case 'returns-wrong': return { isProduction: () => SECRET };
    case 'no-method': return { isProduction: SECRET };
    default: return m;
  }
}

function evaluateOf(kind: string): (r: src.PolicyResource) => any {
  switch (kind) {
    case 'report-password': return (r) => (r.input.password !== undefined ? [{ field: 'password', problem: 'is set.', received: String(r.input.password) }] : []);
    case 'report-password-quoting': return (r) => [{ field: 'password', problem: 'is set.', received: JSON.stringify(r.input), allowed: 'no secret', fix: 'remove it.' }];
    case 'throw-secret': return (r) => { throw new Error(`bad ${JSON.stringify(r.input)}`); };
    case 'throw-non-error': return (r) => { throw r.input; }; // eslint-disable-line @typescript-eslint/only-throw-error
    case 'return-input': return (r) => r.input;
    case 'return-secret': return (r) => [r.input.password ?? SECRET];
    case 'return-wrong': return () => [{ field: SECRET_NUMBER, problem: null }];
    case 'report-tags': return (r) => Object.keys(r.input.tags ?? {}).map((k) => ({ field: `tags.${k}`, problem: 'is a tag.' }));
    default: return () => [];
  }
}

function packOf(c: { val(v: unknown): any }, spec: { kind: string; props: any }): unknown {
  const props = c.val(spec.props);
  const names: Record<string, string> = { Atlas: 'AtlasBestPractices', Equinix: 'EquinixBestPractices', Incident: 'IncidentBestPractices', Secrets: 'SecretsPolicy', Custom: 'CustomPolicyPack' };
  if (names[spec.kind]) exercised(names[spec.kind]);
  switch (spec.kind) {
    case 'Atlas': return new src.AtlasBestPractices(props === undefined ? undefined : { ...props, production: matcherOf(props?.production) });
    case 'Equinix': return new src.EquinixBestPractices(props);
    case 'Incident': return new (src.IncidentBestPractices as any)(props);
    case 'Secrets': return new (src.SecretsPolicy as any)(props);
    case 'Custom': {
      const rules = Array.isArray(props.rules)
        ? props.rules.map((r: any, i: number) => (r === null || typeof r !== 'object' ? r : {
          id: `Platform-F${i + 1}`, level: r.level, summary: 's', explanation: 'e', fix: 'f', resourceTypes: r.types, evaluate: evaluateOf(r.evaluate),
        }))
        : props.rules;
      return new src.CustomPolicyPack(props === null || typeof props !== 'object' ? props : { ...props, rules, production: matcherOf(props.production) });
    }
    default: return props;
  }
}

const COVERS = [
  'Checks.of', 'Checks#acknowledge', 'Checks#strict', 'RemovalPolicies.of', 'RemovalPolicies#destroy', 'RemovalPolicies#snapshot', 'RemovalPolicies#retain',
  'RemovalPolicies#apply', 'Policies.of', 'Policies#add', 'Policies#suppress', 'Policies#findings', 'SecretsPolicy.strict', 'SecretsPolicy', 'ProductionMatcher.byLabels',
  'Conformance.check', 'TerrainSynth.collect', 'TerrainSynth.print', 'TerrainSynth.topology', 'TerrainSynth.addTopology', 'TerrainTesting.warnings', 'TerrainTesting.errors', 'TerrainTesting.synth',
  'Duration.seconds', 'Duration.minutes', 'Duration.hours', 'Duration.days', 'Duration.parse', 'Errors.isValidationError', 'Errors.isArgumentError',
  'PolicyValues.isUnknown', 'CustomPolicyPack', 'AtlasBestPractices', 'IncidentBestPractices', 'EquinixBestPractices',
];

/**
 * Runs a synth inside the plan; a failed synth validation is left to the harness's own synth at
 * the end of the case, which judges it (and, for this target, the secret in it).
 */
function unlessSynthFails(f: () => unknown): void {
  try {
    f();
  } catch (e) {
    if (!(e instanceof Error && e.message.startsWith('Validation failed with the following errors:'))) throw e;
  }
}

function synthesized(stack: any): unknown {
  try {
    return JSON.parse(Testing.synth(stack, true));
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('Validation failed with the following errors:')) return {};
    throw e;
  }
}

/** Every text a case produced that a user or a report sees. */
function textsOf(c: { app: any }, error: unknown): string[] {
  const texts: string[] = [];
  if (error instanceof Error) texts.push(error.message);
  const r = src.TerrainSynth.collect(c.app);
  texts.push(...r.warnings, ...r.errors, ...r.infos);
  for (const f of src.Policies.of(c.app).findings()) texts.push(f.message, f.field);
  return texts;
}

export const TARGETS: Target[] = [{
  name: 'public helpers of core and policy',
  covers: COVERS,
  runs: RUNS,
  providers: [(s) => new src.mongodbatlas.MongodbatlasProvider(s, 'atlas', {})],
  plan: fc.record({
    password: fc.oneof({ weight: 6, arbitrary: fc.constant<unknown>(SECRET) }, { weight: 1, arbitrary: fc.constant(SECRET_NUMBER) }, { weight: 2, arbitrary: fc.constant('token') }),
    acknowledge: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    tags: fc.oneof({ weight: 8, arbitrary: fc.dictionary(fc.oneof(word, oddString), word, { maxKeys: 3 }) }, { weight: 1, arbitrary: wrong }),
    ops: fc.array(op, { minLength: 1, maxLength: 6 }),
    synthAtEnd: fc.boolean(),
  }),
  build: (c, plan) => {
    if (plan.acknowledge) src.Checks.of(c.stack).acknowledge('rule:mongodbatlas_database_user/literal-password', 'the fuzzer holds a literal secret');
    const password = plan.password === 'token' ? new TerraformVariable(c.stack, 'pw', { type: 'string', sensitive: true }).stringValue : plan.password;
    c.set('app', c.app);
    c.set('stack', c.stack);
    c.set('user', new src.mongodbatlas.MongodbatlasDatabaseUser(c.stack, 'User', {
      projectId: PROJECT, username: 'app', authDatabaseName: 'admin', roles: [{ roleName: 'read', databaseName: 'admin' }], password: password as string,
    }));
    c.set('cluster', new src.mongodbatlas.MongodbatlasAdvancedCluster(c.stack, 'Cluster', {
      projectId: PROJECT,
      name: 'orders',
      clusterType: 'REPLICASET',
      tags: c.val(plan.tags),
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
    }));
    for (const o of plan.ops as any[]) {
      const s = c.val(o.scope);
      switch (o.m) {
        case 'Checks.acknowledge': src.Checks.of(s).acknowledge(c.val(o.a), c.val(o.b)); break;
        case 'Checks.strict': src.Checks.of(s).strict(); break;
        case 'RemovalPolicies': {
          const r = src.RemovalPolicies.of(s) as any;
          if (o.a === 'apply') r.apply(c.val(o.b), c.val(o.c));
          else r[o.a](c.val(o.c));
          break;
        }
        case 'Policies.add': src.Policies.of(s).add(packOf(c, o.a) as any); break;
        case 'Policies.suppress': src.Policies.of(s).suppress(c.val(o.a), c.val(o.b), c.val(o.c)); break;
        case 'Policies.findings': src.Policies.of(s).findings(); break;
        case 'SecretsPolicy.strict': src.SecretsPolicy.strict(s); break;
        case 'ProductionMatcher.byLabels': {
          const result = src.ProductionMatcher.byLabels(c.val(o.a)).isProduction(c.val(o.b));
          if (typeof result !== 'boolean') throw new CaseFailure(`isProduction returned ${typeof result}`);
          break;
        }
        case 'Conformance.check': {
          const doc = o.a === 'synthesized' ? synthesized(c.stack) : c.val(o.a);
          if (!Array.isArray(src.Conformance.check(doc, c.val(o.b)))) throw new CaseFailure('Conformance.check returned no list');
          break;
        }
        case 'TerrainSynth.collect': src.TerrainSynth.collect(s); break;
        case 'TerrainSynth.print': src.TerrainSynth.print(c.val(o.a)); break;
        case 'TerrainSynth.topology': {
          const md = src.TerrainSynth.topology(s);
          if (typeof md !== 'string') throw new CaseFailure(`TerrainSynth.topology returned ${typeof md}`);
          if (md.includes(SECRET) || md.includes(String(SECRET_NUMBER))) throw new CaseFailure('the diagram shows the secret');
          break;
        }
        case 'TerrainSynth.addTopology': src.TerrainSynth.addTopology(s); break;
        case 'TerrainTesting.warnings': src.TerrainTesting.warnings(s); break;
        case 'TerrainTesting.errors': src.TerrainTesting.errors(s); break;
        case 'TerrainTesting.synth': unlessSynthFails(() => src.TerrainTesting.synth(s, c.val(o.a))); break;
        case 'Errors.isValidationError': case 'Errors.isArgumentError': case 'PolicyValues.isUnknown': {
          const [cls, m] = o.m.split('.');
          const result = (src as any)[cls][m](c.val(o.a));
          if (typeof result !== 'boolean') throw new CaseFailure(`${o.m} returned ${typeof result}`);
          break;
        }
        default: {
          const [, m] = o.m.split('.');
          (src.Duration as any)[m](c.val(o.a));
        }
      }
    }
    if (plan.synthAtEnd) unlessSynthFails(() => src.TerrainTesting.synth(c.stack, { printWarnings: false, conformance: false }));
  },
  after: (c, error) => {
    if (error instanceof CaseFailure) return;
    for (const text of textsOf(c, error)) {
      if (text.includes(SECRET) || text.includes(String(SECRET_NUMBER))) throw new CaseFailure(`a message shows the secret: ${text}`);
    }
  },
}];
