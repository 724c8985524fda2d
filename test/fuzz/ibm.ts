/**
 * Arbitraries for the ibm App Configuration L2s (src/constructs/ibm): the exported classes by name,
 * the provider of the stack (us-south), segment rules as calls (`SegmentAttribute.<operator>(name,
 * ...values)` stands for `SegmentRule.attribute(name).<operator>(...values)`), and the oracle's
 * checks of what the L2s render.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { call, Call, CaseFailure, FieldSpec, oddNumber, oddString, props, registerCallables, tok, wrong } from './harness';
import { ibm } from '../../src';
import * as ibmL2 from '../../src/constructs/ibm';

/**
 * Every exported class of the ibm L2s (src/constructs/ibm/index.ts), by name, for coverage and
 * instrumentation; the generated L1s the namespace also exports are not in it.
 */
export const CLASSES: Record<string, any> = Object.fromEntries(Object.entries(ibmL2).filter(([, v]) => typeof v === 'function'));
for (const [name, cls] of Object.entries(CLASSES)) registerCallables(name, cls);

/** The guid of the instance of the targets. */
export const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
/** The guid of another instance. */
export const OTHER_GUID = '4f855852-eb47-4721-8e40-b386a3676abf';

export const ibmProvider = (stack: TerraformStack) => {
  new ibm.IbmProvider(stack, 'ibm', { region: 'us-south' });
};

/** The operators of `SegmentAttribute` (its public methods), each a rule factory. */
export const OPERATORS = Object.getOwnPropertyNames(ibm.SegmentAttribute.prototype).filter((m) => m !== 'constructor' && !m.startsWith('_') && m !== 'rule');
/** The operators that take one number. */
const NUMERIC = ['greaterThan', 'greaterThanOrEquals', 'lessThan', 'lessThanOrEquals'];
/** The negated operators, which take one value (more is refused). */
const NEGATED = ['isNot', 'notContains', 'notStartsWith', 'notEndsWith'];

/** The operators the plans called (for the test file's check that all of them were). */
export const OPERATORS_CALLED = new Set<string>();
registerCallables('SegmentAttribute', Object.fromEntries(OPERATORS.map((m) => [m, (name: unknown, ...values: unknown[]) => {
  OPERATORS_CALLED.add(m);
  return (ibm.SegmentRule.attribute(name as string) as any)[m](...values);
}])));

/** `fc.tuple(args).map(call)`: a call of a factory with random arguments. */
export function callOf(fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> {
  return fc.tuple(...args).map((a) => call(fn, ...a));
}

/** Props of only good values: the required fields and some optional ones (`props` mixes them with wrong ones). */
export function validProps(spec: Record<string, FieldSpec>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(spec);
  return fc.record(Object.fromEntries(keys.map((k) => [k, spec[k].required ? spec[k].good : fc.option(spec[k].good, { nil: ABSENT, freq: 2 })])))
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ABSENT)));
}
const ABSENT = Symbol('absent');

/** Valid props (`validProps`) when `valid`, else random ones (`props`). */
export const propsOf = (valid: boolean, spec: Record<string, FieldSpec>): fc.Arbitrary<unknown> => (valid ? validProps(spec) : props(spec));

/** `good` six times in seven, else anything. */
export const mostly = <T>(good: fc.Arbitrary<T>, weight = 6): fc.Arbitrary<unknown> => fc.oneof(
  { weight, arbitrary: good }, { weight: 1, arbitrary: wrong },
);

/** App Configuration ids: valid ones (some shared, so that ids repeat), and ones the API refuses. */
export const apiId = (...good: string[]) => fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...good) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/) },
);
export const badId = fc.oneof(fc.constantFrom('', ' ', 'dark mode', 'a/b', `${GUID}/prod`, 'é', '${var.x}'), oddString);
export const names = fc.constantFrom('Production', 'Flight Booking', 'checkout', 'Hi ${name}', '%{ if x }');
export const goodTags = fc.array(fc.constantFrom('checkout', 'team:web', 'pre-production'), { maxLength: 3 });
export const badTags = fc.constantFrom(['a,b'], [''], [' '], ['ok', 7]);

const goodAttr = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('email', 'country', 'age', 'plan', 'Customer Tier') }, { weight: 1, arbitrary: fc.constant(tok('string')) });
const attrName = fc.oneof({ weight: 8, arbitrary: goodAttr }, { weight: 1, arbitrary: fc.constantFrom('', ' ') }, { weight: 1, arbitrary: wrong });
const goodText = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('@example.com', 'US', 'beta', 'a b', '${x}', '%{y}') }, { weight: 1, arbitrary: fc.constant(tok('string')) });
const textValue = fc.oneof({ weight: 8, arbitrary: goodText }, { weight: 1, arbitrary: fc.constant('') }, { weight: 1, arbitrary: wrong });
const goodNumber = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: -10, max: 1000 }) }, { weight: 1, arbitrary: fc.constant(0.5) }, { weight: 1, arbitrary: fc.constant(tok('number')) });
const numberValue = fc.oneof({ weight: 8, arbitrary: goodNumber }, { weight: 1, arbitrary: oddNumber }, { weight: 1, arbitrary: wrong });

/** A segment rule: an attribute, an operator, values of the operator's kind (all good when `valid`, else mostly). */
export const segmentRuleOf = (valid: boolean): fc.Arbitrary<Call> => fc.constantFrom(...OPERATORS).chain((m) => {
  const [a, t, n] = valid ? [goodAttr, goodText, goodNumber] : [attrName, textValue, numberValue];
  if (NUMERIC.includes(m)) return callOf(`SegmentAttribute.${m}`, a, n);
  const texts = fc.array(t, { minLength: valid ? 1 : 0, maxLength: valid && NEGATED.includes(m) ? 1 : 3 });
  if (m === 'isOneOf') return callOf(`SegmentAttribute.${m}`, a, valid ? texts : fc.oneof({ weight: 6, arbitrary: texts }, { weight: 1, arbitrary: wrong }));
  return fc.tuple(a, texts).map(([x, vs]) => call(`SegmentAttribute.${m}`, x, ...vs));
});

/** A rollout percentage: 0..100 or a token. */
export const goodRollout = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(0, 10, 50, 100) }, { weight: 1, arbitrary: fc.constant(tok('number')) });
/** A rollout out of range or not a number. */
export const badRollout = fc.oneof(fc.constantFrom(-1, 101, 50.5, NaN, '50'), oddNumber);

/** Whether a rendered value is a Terraform reference (not judged as a value). */
export const isRef = (v: unknown) => typeof v === 'string' && v.includes('${') && !v.includes('$${');

/**
 * The oracle's check of a rendered value of a type and format: a string, `true`/`false`, a whole
 * number, a JSON text; a reference passes.
 */
export function checkValue(at: string, v: unknown, type: unknown, format: unknown): void {
  if (typeof v !== 'string') throw new CaseFailure(`${at} is not a string: ${JSON.stringify(v)}`);
  if (isRef(v)) return;
  if (type === 'BOOLEAN' && v !== 'true' && v !== 'false') throw new CaseFailure(`${at} of a BOOLEAN is ${JSON.stringify(v)}`);
  if (type === 'NUMERIC' && !/^-?\d+$/.test(v)) throw new CaseFailure(`${at} of a NUMERIC is ${JSON.stringify(v)}`);
  if (type === 'STRING' && format === 'JSON') {
    try {
      JSON.parse(v.split('$${').join('${'));
    } catch {
      throw new CaseFailure(`${at} of a JSON string is not JSON: ${v}`);
    }
  }
}

/** The oracle's check of rendered segment rules: numbered 1..N in order, segments named, rollout on every rule of a flag (0..100). */
export function checkSegmentRules(at: string, rules: unknown, withRollout: boolean, value: (v: unknown, i: number) => void): void {
  if (rules === undefined) return;
  if (!Array.isArray(rules)) throw new CaseFailure(`${at}.segment_rules is not a list`);
  rules.forEach((r: any, i) => {
    if (r.order !== i + 1) throw new CaseFailure(`${at}.segment_rules[${i}].order is ${r.order}, not ${i + 1}`);
    const segments = r.rules?.[0]?.segments;
    if (!Array.isArray(segments) || segments.length === 0 || segments.some((s: unknown) => typeof s !== 'string' || s === '' || (!isRef(s) && s.includes('/')))) {
      throw new CaseFailure(`${at}.segment_rules[${i}] names no segment ids: ${JSON.stringify(r.rules)}`);
    }
    if (withRollout) {
      const p = r.rollout_percentage;
      if (p === undefined) throw new CaseFailure(`${at}.segment_rules[${i}] has no rollout_percentage`);
      if (!isRef(p) && !(typeof p === 'number' && Number.isInteger(p) && p >= 0 && p <= 100)) throw new CaseFailure(`${at}.segment_rules[${i}].rollout_percentage is ${p}`);
    } else if (r.rollout_percentage !== undefined) {
      throw new CaseFailure(`${at}.segment_rules[${i}] has a rollout_percentage, which a property's rule does not take`);
    }
    value(r.value, i);
  });
}

/** Every App Configuration resource of a document passes the instance's guid and a provider. */
export function checkInstanceOf(doc: any): void {
  for (const [type, all] of Object.entries(doc.resource ?? {}) as Array<[string, Record<string, any>]>) {
    if (!type.startsWith('ibm_app_config_')) continue;
    for (const [key, r] of Object.entries(all)) {
      if (r.guid !== GUID && r.guid !== OTHER_GUID && !isRef(r.guid)) throw new CaseFailure(`${type}.${key}.guid is ${r.guid}`);
      if (typeof r.provider !== 'string' || !r.provider.startsWith('ibm')) throw new CaseFailure(`${type}.${key} has no ibm provider: ${r.provider}`);
    }
  }
}
