/**
 * Every public entry point of src/core and src/policy, called with each edge value of
 * test/edge-values.ts (about 110) in each argument, the other arguments valid. Each call must end
 * well: it returns when the value is one the entry point accepts, and otherwise throws an
 * ArgumentError naming the function and the argument (`[Checks.of] scope: ...`) or, where a
 * construct is at hand, a ValidationError of that construct naming the call
 * (`[test] Checks.acknowledge(id): ...`). Never a TypeError from inside, a RangeError, a silently
 * dropped argument, or a message that quotes a secret.
 *
 * `EDGE_REPORT=<file>` writes what each entry point gave for each value (the table in the report
 * of this work).
 */
import * as fs from 'fs';
import { App, TerraformStack } from 'cdktn';
import {
  AtlasBestPractices, Checks, Conformance, CustomPolicyPack, Duration, EquinixBestPractices, Errors, IncidentBestPractices, Policies, PolicyLevel,
  PolicyValues, ProductionMatcher, RemovalPolicies, RemovalPolicy, SecretsPolicy, TerrainSynth, TerrainTesting,
} from '../../src';
import { Edge, EdgeContext, EDGES, EdgeTag, has } from '../edge-values';

const REASON = 'a reason long enough';
const RULE = {
  id: 'Platform-C1', level: PolicyLevel.ERROR, summary: 's', explanation: 'e', fix: 'f', resourceTypes: ['mongodbatlas_advanced_cluster'], evaluate: () => [],
};

/** An entry point: how to call it with `x` in one argument, and which values it accepts there. */
interface Entry {
  /** `Checks.of(x)`, as the report names it. */
  readonly call: string;
  /** The name the errors give the function, e.g. `Checks.of`. */
  readonly api: string;
  /** The field an error names (its first segment), e.g. `scope`, `options`. */
  readonly arg: string;
  /** Whether the error is a ValidationError of the stack (a construct is at hand) rather than an ArgumentError. */
  readonly onScope?: boolean;
  /** Which values it accepts: values with one of these tags, or what the function says. */
  readonly accepts: readonly EdgeTag[] | ((edge: Edge) => boolean) | 'all';
  readonly run: (c: EdgeContext, x: unknown) => unknown;
  /** An error that is the entry point's result, not a refusal of its argument (assertConforms of a document that does not conform). */
  readonly result?: RegExp;
  /**
   * A value that carries its refusal to the construct that takes it (a Duration made from no
   * duration: the construct reports it as a ValidationError with its path, see durationOf).
   */
  readonly carries?: boolean;
}

const options: EdgeTag[] = ['unset', 'noOptions'];
const construct: EdgeTag[] = ['construct'];
const named = (...names: string[]) => (edge: Edge) => names.includes(edge.name);
/** Strings of 10 characters or more, known at synth: reasons. */
const reasons = named("'a' x 10000", "'[object Object]'", "'constructor'", "'hasOwnProperty'", "'%{ if x }y%{ endif }'");
/** Finite amounts whose seconds are finite too (1e308 minutes are not). */
const amounts = (edge: Edge) => has(edge, 'number') && edge.name !== '1e308';

const ENTRIES: Entry[] = [
  { call: 'Checks.of(x)', api: 'Checks.of', arg: 'scope', accepts: construct, run: (_c, x) => Checks.of(x as any) },
  { call: 'Checks.of(stack).acknowledge(x, reason)', api: 'Checks.acknowledge', arg: 'id', onScope: true, accepts: named("'value:t.a'", "'rule:t/n'"), run: (c, x) => Checks.of(c.stack).acknowledge(x as any, REASON) },
  {
    call: "Checks.of(stack).acknowledge('rule:t/n', x)",
    api: 'Checks.acknowledge',
    arg: 'id, reason',
    onScope: true,
    accepts: reasons,
    run: (c, x) => Checks.of(c.stack).acknowledge('rule:t/n', x as any),
  },
  { call: 'RemovalPolicies.of(x)', api: 'RemovalPolicies.of', arg: 'scope', accepts: construct, run: (_c, x) => RemovalPolicies.of(x as any) },
  { call: 'RemovalPolicies.of(stack).destroy(x)', api: 'RemovalPolicies.destroy', arg: 'options', onScope: true, accepts: options, run: (c, x) => RemovalPolicies.of(c.stack).destroy(x as any) },
  { call: 'RemovalPolicies.of(stack).snapshot(x)', api: 'RemovalPolicies.snapshot', arg: 'options', onScope: true, accepts: options, run: (c, x) => RemovalPolicies.of(c.stack).snapshot(x as any) },
  { call: 'RemovalPolicies.of(stack).retain(x)', api: 'RemovalPolicies.retain', arg: 'options', onScope: true, accepts: options, run: (c, x) => RemovalPolicies.of(c.stack).retain(x as any) },
  { call: 'RemovalPolicies.of(stack).apply(x)', api: 'RemovalPolicies.apply', arg: 'policy', onScope: true, accepts: named("'RETAIN'", 'RemovalPolicy.DESTROY'), run: (c, x) => RemovalPolicies.of(c.stack).apply(x as any) },
  {
    call: 'RemovalPolicies.of(stack).apply(DESTROY, x)',
    api: 'RemovalPolicies.apply',
    arg: 'policy, options',
    onScope: true,
    accepts: options,
    run: (c, x) => RemovalPolicies.of(c.stack).apply(RemovalPolicy.DESTROY, x as any),
  },
  { call: 'TerrainSynth.synth(x, { quiet })', api: 'TerrainSynth.synth', arg: 'app', accepts: ['app'], run: (_c, x) => TerrainSynth.synth(x as any, { quiet: true }) },
  { call: 'TerrainSynth.synth(app, x)', api: 'TerrainSynth.synth', arg: 'options', accepts: options, run: (c, x) => TerrainSynth.synth(c.app, x as any) },
  { call: 'TerrainSynth.collect(x)', api: 'TerrainSynth.collect', arg: 'scope', accepts: construct, run: (_c, x) => TerrainSynth.collect(x as any) },
  { call: 'TerrainSynth.print(x)', api: 'TerrainSynth.print', arg: 'report', accepts: ['noOptions'], run: (_c, x) => TerrainSynth.print(x as any) },
  { call: 'TerrainTesting.synth(x)', api: 'TerrainTesting.synth', arg: 'stack', accepts: ['stack'], run: (_c, x) => TerrainTesting.synth(x as any) },
  { call: 'TerrainTesting.synth(stack, x)', api: 'TerrainTesting.synth', arg: 'options', accepts: options, run: (c, x) => TerrainTesting.synth(c.stack, x as any) },
  { call: 'TerrainTesting.synthToObject(x)', api: 'TerrainTesting.synthToObject', arg: 'stack', accepts: ['stack'], run: (_c, x) => TerrainTesting.synthToObject(x as any) },
  { call: 'TerrainTesting.warnings(x)', api: 'TerrainTesting.warnings', arg: 'scope', accepts: construct, run: (_c, x) => TerrainTesting.warnings(x as any) },
  { call: 'TerrainTesting.errors(x)', api: 'TerrainTesting.errors', arg: 'scope', accepts: construct, run: (_c, x) => TerrainTesting.errors(x as any) },
  { call: 'Conformance.check(x)', api: 'Conformance.check', arg: 'document', accepts: ['plain', 'noOptions'], run: (_c, x) => Conformance.check(x) },
  { call: 'Conformance.check({}, x)', api: 'Conformance.check', arg: 'options', accepts: options, run: (_c, x) => Conformance.check({}, x as any) },
  {
    call: 'Conformance.assertConforms(x)',
    api: 'Conformance.assertConforms',
    arg: 'document',
    accepts: ['plain', 'noOptions'],
    run: (_c, x) => Conformance.assertConforms(x),
    result: /^The synthesized document does not conform to the provider schemas \(\d+ problem\(s\)\):\n {2}- /,
  },
  { call: 'Duration.seconds(x)', api: 'Duration.seconds', arg: 'amount', accepts: ['number'], carries: true, run: (_c, x) => Duration.seconds(x as any) },
  { call: 'Duration.minutes(x)', api: 'Duration.minutes', arg: 'amount', accepts: amounts, carries: true, run: (_c, x) => Duration.minutes(x as any) },
  { call: 'Duration.hours(x)', api: 'Duration.hours', arg: 'amount', accepts: amounts, carries: true, run: (_c, x) => Duration.hours(x as any) },
  { call: 'Duration.days(x)', api: 'Duration.days', arg: 'amount', accepts: amounts, carries: true, run: (_c, x) => Duration.days(x as any) },
  { call: 'Duration.parse(x)', api: 'Duration.parse', arg: 'text', accepts: named("'1h30m'"), carries: true, run: (_c, x) => Duration.parse(x as any) },
  { call: 'Errors.isValidationError(x)', api: 'Errors.isValidationError', arg: '', accepts: 'all', run: (_c, x) => expect(typeof Errors.isValidationError(x)).toBe('boolean') },
  { call: 'Errors.isArgumentError(x)', api: 'Errors.isArgumentError', arg: '', accepts: 'all', run: (_c, x) => expect(typeof Errors.isArgumentError(x)).toBe('boolean') },
  { call: 'Policies.of(x)', api: 'Policies.of', arg: 'scope', accepts: construct, run: (_c, x) => Policies.of(x as any) },
  { call: 'Policies.of(stack).add(x)', api: 'Policies.add', arg: 'pack', onScope: true, accepts: ['pack'], run: (c, x) => Policies.of(c.stack).add(x as any) },
  { call: 'Policies.of(stack).suppress(x, reason)', api: 'Policies.suppress', arg: 'ruleId', onScope: true, accepts: named("'Atlas-C1'"), run: (c, x) => Policies.of(c.stack).suppress(x as any, REASON) },
  {
    call: "Policies.of(stack).suppress('Atlas-C1', x)",
    api: 'Policies.suppress',
    arg: 'ruleId, reason',
    onScope: true,
    accepts: reasons,
    run: (c, x) => Policies.of(c.stack).suppress('Atlas-C1', x as any),
  },
  {
    call: "Policies.of(stack).suppress('Atlas-C1', reason, x)",
    api: 'Policies.suppress',
    arg: 'ruleId, reason, options',
    onScope: true,
    accepts: options,
    run: (c, x) => Policies.of(c.stack).suppress('Atlas-C1', REASON, x as any),
  },
  {
    call: "Policies.of(stack).suppress('Atlas-C1', reason, { resources: x })",
    api: 'Policies.suppress',
    arg: 'ruleId, reason, options',
    onScope: true,
    accepts: (edge) => has(edge, 'unset') || (has(edge, 'stringList') && edge.name !== '[]'),
    run: (c, x) => Policies.of(c.stack).suppress('Atlas-C1', REASON, { resources: x as any }),
  },
  { call: 'SecretsPolicy.strict(x)', api: 'SecretsPolicy.strict', arg: 'scope', accepts: construct, run: (_c, x) => SecretsPolicy.strict(x as any) },
  { call: 'new CustomPolicyPack(x)', api: 'CustomPolicyPack', arg: 'props', accepts: [], run: (_c, x) => new CustomPolicyPack(x as any) },
  { call: 'new CustomPolicyPack({ packName: x, rules })', api: 'CustomPolicyPack', arg: 'props', accepts: [], run: (_c, x) => new CustomPolicyPack({ packName: x as any, rules: [RULE] }) },
  { call: 'new CustomPolicyPack({ packName, rules: x })', api: 'CustomPolicyPack', arg: 'props', accepts: [], run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: x as any }) },
  { call: 'new CustomPolicyPack({ packName, rules: [x] })', api: 'CustomPolicyPack', arg: 'props', accepts: [], run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: [x as any] }) },
  {
    call: 'new CustomPolicyPack({ packName, rules: [{ ...rule, id: x }] })',
    api: 'CustomPolicyPack',
    arg: 'props',
    accepts: [],
    run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: [{ ...RULE, id: x as any }] }),
  },
  {
    call: 'new CustomPolicyPack({ packName, rules: [{ ...rule, resourceTypes: x }] })',
    api: 'CustomPolicyPack',
    arg: 'props',
    accepts: (edge) => has(edge, 'stringList') && edge.name !== '[]',
    run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: [{ ...RULE, resourceTypes: x as any }] }),
  },
  {
    call: 'new CustomPolicyPack({ packName, rules, production: x })',
    api: 'CustomPolicyPack',
    arg: 'props',
    accepts: ['unset', 'matcher'],
    run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: [RULE], production: x as any }),
  },
  {
    call: 'new CustomPolicyPack({ packName, rules, labelFields: x })',
    api: 'CustomPolicyPack',
    arg: 'props',
    accepts: ['unset', 'stringList'],
    run: (_c, x) => new CustomPolicyPack({ packName: 'Platform', rules: [RULE], labelFields: x as any }),
  },
  { call: 'ProductionMatcher.byLabels(x)', api: 'ProductionMatcher.byLabels', arg: 'options', accepts: options, run: (_c, x) => ProductionMatcher.byLabels(x as any) },
  {
    call: 'ProductionMatcher.byLabels({ keys: x })',
    api: 'ProductionMatcher.byLabels',
    arg: 'options',
    accepts: (edge) => has(edge, 'unset') || (has(edge, 'stringList') && edge.name !== '[]'),
    run: (_c, x) => ProductionMatcher.byLabels({ keys: x as any }),
  },
  { call: 'ProductionMatcher.DEFAULT.isProduction(x)', api: 'ProductionMatcher.isProduction', arg: 'labels', accepts: ['plain'], run: (_c, x) => ProductionMatcher.DEFAULT.isProduction(x as any) },
  { call: 'new AtlasBestPractices(x)', api: 'AtlasBestPractices', arg: 'props', accepts: options, run: (_c, x) => new AtlasBestPractices(x as any) },
  { call: 'new AtlasBestPractices({ production: x })', api: 'AtlasBestPractices', arg: 'props', accepts: ['unset', 'matcher'], run: (_c, x) => new AtlasBestPractices({ production: x as any }) },
  { call: 'new EquinixBestPractices(x)', api: 'EquinixBestPractices', arg: 'props', accepts: options, run: (_c, x) => new EquinixBestPractices(x as any) },
  { call: 'new IncidentBestPractices(x)', api: 'IncidentBestPractices', arg: 'props', accepts: named('undefined'), run: (_c, x) => new (IncidentBestPractices as any)(x) },
  { call: 'new SecretsPolicy(x)', api: 'SecretsPolicy', arg: 'props', accepts: named('undefined'), run: (_c, x) => new (SecretsPolicy as any)(x) },
  { call: 'PolicyValues.isUnknown(x)', api: 'PolicyValues.isUnknown', arg: '', accepts: 'all', run: (_c, x) => expect(typeof PolicyValues.isUnknown(x)).toBe('boolean') },
];

/** How one call ended, in words for the report; `bad` when it did not end well. */
interface Outcome {
  readonly kind: 'returned' | 'carried' | 'ArgumentError' | 'ValidationError' | 'bad';
  readonly text: string;
}

function outcome(entry: Entry, edge: Edge): Outcome {
  const c: EdgeContext = (() => {
    const app = new App();
    return { app, stack: new TerraformStack(app, 'test') };
  })();
  const accepted = entry.accepts === 'all' || (typeof entry.accepts === 'function' ? entry.accepts(edge) : entry.accepts.some((t) => has(edge, t)));
  let x: unknown;
  try {
    x = edge.make(c);
  } catch (e) {
    return { kind: 'bad', text: `the edge value itself threw: ${String(e)}` };
  }
  let result: unknown;
  try {
    result = entry.run(c, x);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (accepted && entry.result?.test(message) && e instanceof Error && e.constructor === Error) return { kind: 'returned', text: message };
    if (accepted) return { kind: 'bad', text: `refused a value it accepts: ${e instanceof Error ? e.constructor.name : typeof e}: ${message}` };
    if (/secret-in|toJSON: secret|getter: secret/.test(message)) return { kind: 'bad', text: `quoted what a getter threw: ${message}` };
    if (Errors.isArgumentError(e)) {
      const prefix = `[${entry.api}] `;
      const first = message.slice(prefix.length).replace(/^\d+ problems:\n {2}- /, '');
      if (!message.startsWith(prefix) || !first.startsWith(entry.arg)) return { kind: 'bad', text: `an ArgumentError that does not name ${entry.api} and ${entry.arg}: ${message}` };
      return { kind: 'ArgumentError', text: message };
    }
    if (Errors.isValidationError(e)) {
      const prefix = `[test] ${entry.api}(${entry.arg}`;
      const first = message.replace(/^\[test\] \d+ problems:\n {2}- /, '[test] ');
      if (!entry.onScope || !first.startsWith(prefix)) return { kind: 'bad', text: `a ValidationError that does not name ${entry.api}(${entry.arg}...): ${message}` };
      return { kind: 'ValidationError', text: message };
    }
    return { kind: 'bad', text: `threw ${e instanceof Error ? e.constructor.name : typeof e}: ${message}` };
  }
  const carried = entry.carries && result instanceof Duration ? result._problem : undefined;
  if (carried !== undefined) {
    if (accepted) return { kind: 'bad', text: `refused a value it accepts: ${carried}` };
    if (!carried.startsWith(`${entry.api}(`)) return { kind: 'bad', text: `a refusal that does not name ${entry.api}: ${carried}` };
    return { kind: 'carried', text: carried };
  }
  if (!accepted) return { kind: 'bad', text: 'accepted a value it should refuse (silently dropped or misread)' };
  return { kind: 'returned', text: 'returned' };
}

describe('every public entry point ends well with every edge value', () => {
  const quiet = process.env.TERRAIN_CONSTRUCTS_QUIET;
  const write = process.stderr.write;
  beforeAll(() => {
    process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
    // TerrainSynth.synth prints what it reports; the calls here report nothing worth reading.
    process.stderr.write = (() => true) as typeof process.stderr.write;
  });
  afterAll(() => {
    process.env.TERRAIN_CONSTRUCTS_QUIET = quiet;
    process.stderr.write = write;
  });
  const report: string[] = [];

  test.each(ENTRIES.map((e) => [e.call, e] as const))('%s', (_name, entry) => {
    const bad: string[] = [];
    const counts = { returned: 0, carried: 0, ArgumentError: 0, ValidationError: 0 };
    const lines: string[] = [];
    for (const edge of EDGES) {
      const o = outcome(entry, edge);
      if (o.kind === 'bad') bad.push(`${entry.call} with x = ${edge.name}: ${o.text}`);
      else counts[o.kind]++;
      lines.push(`  ${edge.name} -> ${o.kind === 'returned' ? 'returns' : o.text.split('\n').slice(0, 2).join(' | ').slice(0, 220)}`);
    }
    report.push(`${entry.call}: ${EDGES.length} values: ${counts.returned} returned, ${counts.carried} carried to the construct, ${counts.ArgumentError} ArgumentError, ${counts.ValidationError} ValidationError`, ...lines);
    expect(bad).toEqual([]);
  });

  afterAll(() => {
    if (process.env.EDGE_REPORT) fs.writeFileSync(process.env.EDGE_REPORT, `${report.join('\n')}\n`);
  });
});
