/**
 * Fuzz targets of the ibm App Configuration L2s: an instance (`AppConfiguration.fromGuid`) with
 * random props (guids, CRNs, regions, plans, provider configurations of another region) and random
 * environments, collections and segments (random segment rules of every operator, ids the API
 * refuses, ids repeated in one instance), Git sync and the Key Protect and Event Notifications
 * integrations through its methods (their own targets are in ibm-integrations.ts); flags of the three types and properties of every
 * `PropertyValue` in an environment made here, referred to or looked up, with random targeting
 * rules of segments of the instance, of another instance or referred to. Half the plans are valid
 * throughout, and must synthesize (a refusal of one fails the case). Besides the harness's
 * criteria, a document that synthesizes passes the instance's guid and an ibm provider on every
 * App Configuration resource, renders every value as a string
 * of its type (`true`/`false`, a whole number, JSON text), numbers the segment rules 1..N with a
 * rollout (0..100) on every rule of a flag and none on a property's, names segments by their
 * ids (never a `<guid>/<id>` resource id), and warns ibm:flag-without-collection for a flag that
 * is on in no collection, and only for it.
 */
import * as fc from 'fast-check';
import { ibm, TerrainTesting } from '../../../src';
import { CaseFailure, newId, oddNumber, oddString, opt, props, ref, req, str, Target, tok, wrong } from '../harness';
import {
  apiId, badId, badRollout, badTags, callOf, checkInstanceOf, checkSegmentRules, checkValue, GUID, goodRollout, goodTags, ibmProvider, isRef, mostly,
  names, OTHER_GUID, propsOf, segmentRuleOf, validProps,
} from '../ibm';

/** Cases per target in CI. */
export const RUNS = 200;

const PLANS = Object.values(ibm.AppConfigurationPlan) as string[];

/**
 * The instance's props: in a valid plan, a provider configuration (when given) of the instance's
 * region, and a plan other than LITE (which takes one collection; a random plan may add more,
 * refused at synth).
 */
const instanceProps = (valid: boolean, plan: string | undefined) => fc.constantFrom('us-south', 'eu-gb').chain((region) => propsOf(valid, {
  guid: req(fc.oneof({ weight: 6, arbitrary: fc.constant(GUID) }, { weight: 1, arbitrary: fc.constant(tok('string')) }),
    fc.constantFrom(`crn:v1:bluemix:public:apprapp:us-south:a/abc:${GUID}::`, GUID.slice(1), '', 'not-a-guid')),
  region: req(fc.oneof({ weight: 6, arbitrary: fc.constant(region) }, { weight: 1, arbitrary: fc.constant(tok('string')) }), fc.constantFrom('US South', 'us_south', '', 'dallas')),
  ...(plan === undefined ? {} : { plan: req(fc.constant(plan), fc.constantFrom('Lite', 'standard', '')) }),
  provider: opt(fc.constant(ref(region === 'us-south' ? 'usSouth' : 'euGb')), fc.constantFrom('ibm', ref(region === 'us-south' ? 'euGb' : 'usSouth'), ref('otherInstance'))),
}));

/** Ids: in a valid plan unique in the case (random), else also shared ones (repeated ids), and ones the API refuses. */
const idOf = (valid: boolean, ...shared: string[]) => (valid ? fc.stringMatching(/^[A-Za-z0-9._-]{4,12}$/) : apiId(...shared));
const rulesOf = (valid: boolean) => (valid ? fc.array(segmentRuleOf(true), { minLength: 1, maxLength: 3 }) : fc.oneof(
  { weight: 8, arbitrary: fc.array(segmentRuleOf(false), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.array(fc.oneof(segmentRuleOf(false), wrong), { maxLength: 2 }) },
  { weight: 1, arbitrary: wrong },
));
const common = {
  name: opt(str(names), fc.constantFrom('', ' ')),
  description: opt(str(fc.constantFrom('What customers use', '${x} and %{y}')), oddNumber),
  tags: opt(goodTags, badTags),
};
const environmentOptions = (valid: boolean) => propsOf(valid, {
  environmentId: opt(idOf(valid, 'prod', 'staging', 'dev'), badId), color: opt(fc.constantFrom('#FDD13A', '#0f62fe'), fc.constantFrom('FDD13A', '#FFF', 'red', '#GGGGGG')), ...common,
});
const collectionOptions = (valid: boolean) => propsOf(valid, { collectionId: opt(idOf(valid, 'checkout', 'web'), badId), ...common });
const segmentOptions = (valid: boolean) => propsOf(valid, { segmentId: opt(idOf(valid, 'beta-users', 'staff'), badId), rules: req(rulesOf(valid)), ...common });
const attributes = (valid: boolean, idKey: string, ...shared: string[]) => propsOf(valid, {
  instance: req(fc.constant(ref('instance')), fc.oneof(fc.constant(ref('otherInstance')), fc.constant(GUID), wrong)),
  [idKey]: req(str(idOf(valid, ...shared)), badId),
});
/** Options of an add* call, or none. */
const optionsOf = (options: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: options }, { weight: 1, arbitrary: fc.constant(undefined) });

/** A text option of an integration: good values, a token now and then, and (in a random plan) near ones. */
const textOf = (...good: string[]) => str(fc.constantFrom(...good));
const kmsOptions = (valid: boolean) => propsOf(valid, {
  integrationId: req(textOf('kms', 'key-protect'), badId),
  kmsInstanceCrn: req(textOf('crn:v1:bluemix:public:kms:us-south:a/4448261269a14562b839e0a3019ed980:9e8f4a3c-1f7e-4a9a-8a3e-5c9c6c1d2b3a::'), fc.constant('')),
  kmsEndpoint: req(textOf('https://us-south.kms.cloud.ibm.com', 'https://private.eu-de.kms.cloud.ibm.com'), fc.constant('')),
  rootKeyId: req(str(fc.uuid()), fc.constant('')),
});
const eventNotificationsOptions = (valid: boolean) => propsOf(valid, {
  integrationId: req(textOf('en', 'events'), badId),
  enInstanceCrn: req(textOf('crn:v1:bluemix:public:event-notifications:us-south:a/1:2::'), fc.constant('')),
  enEndpoint: req(textOf('https://us-south.event-notifications.cloud.ibm.com'), fc.constant('')),
  sourceName: req(textOf('app-config', 'src ${x}'), fc.oneof(fc.constant(''), oddString)),
  description: opt(textOf('Flags of the shop'), oddNumber),
});
const gitOptions = (valid: boolean) => propsOf(valid, {
  collection: req(fc.constant(ref('gitCollection')), fc.oneof(fc.constant('checkout'), fc.constant(ref('otherCollection')), wrong)),
  environment: req(fc.constant(ref('gitEnvironment')), fc.oneof(fc.constant('prod'), wrong)),
  repository: req(textOf('https://api.github.com/repos/acme/app-config'), fc.constantFrom('https://github.com/acme/app-config', 'git@github.com:acme/app.git', '')),
  branch: req(textOf('main', 'release/1.0'), fc.constantFrom('/main', '')),
  filePath: req(textOf('config/prod.json'), fc.constantFrom('/config/prod.json', 'config/prod.yaml', '')),
  token: req(fc.constant(tok('string')), fc.constantFrom('ghp_16C7e42F292c6912E7710c838347Ae178B4a', '')),
  configId: req(idOf(valid, 'git-prod'), badId),
  configName: req(textOf('Production to Git'), fc.constant('')),
});

/** One step of the instance target: an add* call, a reference by id, or a from*Attributes factory; the integrations when the plan offers them. */
const instanceStep = (valid: boolean, integrations: boolean) => fc.oneof(
  { weight: 3, arbitrary: fc.record({ m: fc.constant('addEnvironment'), args: fc.tuple(newId, optionsOf(environmentOptions(valid))) }) },
  { weight: 3, arbitrary: fc.record({ m: fc.constant('addCollection'), args: fc.tuple(newId, optionsOf(collectionOptions(valid))) }) },
  { weight: 3, arbitrary: fc.record({ m: fc.constant('addSegment'), args: fc.tuple(newId, segmentOptions(valid)) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('environmentFromId'), args: fc.tuple(newId, valid ? idOf(true) : mostly(apiId('staging', 'qa'), 3)) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('Environment.fromEnvironmentAttributes'), args: fc.tuple(newId, attributes(valid, 'environmentId', 'staging', 'qa')) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('Collection.fromCollectionAttributes'), args: fc.tuple(newId, attributes(valid, 'collectionId', 'checkout', 'web')) }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('Segment.fromSegmentAttributes'), args: fc.tuple(newId, attributes(valid, 'segmentId', 'beta-users', 'staff')) }) },
  ...(integrations ? [
    { weight: 1, arbitrary: fc.record({ m: fc.constant('addKmsIntegration'), args: fc.tuple(newId, kmsOptions(valid)) }) },
    { weight: 1, arbitrary: fc.record({ m: fc.constant('addEventNotificationsIntegration'), args: fc.tuple(newId, eventNotificationsOptions(valid)) }) },
    { weight: 1, arbitrary: fc.record({ m: fc.constant('syncToGit'), args: fc.tuple(newId, gitOptions(valid)) }) },
  ] : []),
);

interface InstancePlan {
  readonly props: unknown;
  readonly steps: ReadonlyArray<{ readonly m: string; readonly args: unknown[] }>;
}

/** The provider configurations a plan names, and another instance (whose handles are refused). */
function setUp(c: Parameters<Target['build']>[0]): void {
  c.set('usSouth', c.stack.node.tryFindChild('ibm'));
  c.set('euGb', new ibm.IbmProvider(c.stack, 'EuGb', { region: 'eu-gb', alias: 'eu' }));
  c.set('otherInstance', ibm.AppConfiguration.fromGuid(c.stack, 'Other', { guid: OTHER_GUID, region: 'us-south' }));
}

/** A valid plan (`c.set('valid', true)`) synthesizes: an error in one is a false refusal, or a bug of the plan. */
function validSynthesizes(c: Parameters<Target['build']>[0], error: unknown): void {
  if (error !== undefined && c.val(ref('valid')) === true) throw new CaseFailure(`a valid plan was refused: ${error instanceof Error ? error.message : String(error)}`);
}

/** Every ibm_app_config_segment renders its rules: an attribute, an operator, values as strings. */
function checkSegments(doc: any): void {
  for (const [key, s] of Object.entries(doc.resource?.ibm_app_config_segment ?? {}) as Array<[string, any]>) {
    if (!Array.isArray(s.rules) || s.rules.length === 0) throw new CaseFailure(`ibm_app_config_segment.${key} has no rules`);
    for (const r of s.rules) {
      if (typeof r.attribute_name !== 'string' || typeof r.operator !== 'string' || !Array.isArray(r.values) || r.values.length === 0 || r.values.some((v: unknown) => typeof v !== 'string')) {
        throw new CaseFailure(`ibm_app_config_segment.${key} renders a rule ${JSON.stringify(r)}`);
      }
    }
  }
}

export const INSTANCE_TARGETS: Target<any>[] = [
  {
    name: 'AppConfiguration',
    covers: [
      'AppConfiguration', 'AppConfiguration.fromGuid', 'AppConfiguration#addEnvironment', 'AppConfiguration#addCollection',
      'AppConfiguration#addSegment', 'AppConfiguration#environmentFromId', 'Environment', 'Environment.fromEnvironmentAttributes', 'Collection', 'Collection.fromCollectionAttributes',
      'Segment', 'Segment.fromSegmentAttributes', 'SegmentRule.attribute', 'AppConfiguration#syncToGit', 'AppConfiguration#addKmsIntegration',
      'AppConfiguration#addEventNotificationsIntegration',
    ],
    runs: RUNS,
    providers: [ibmProvider],
    plan: fc.boolean().chain((valid) => fc.constantFrom(undefined, ...PLANS.filter((x) => !valid || x !== 'lite')).chain((plan) => fc.record({
      valid: fc.constant(valid),
      props: instanceProps(valid, plan),
      // The integrations are the Enterprise plan's: a valid plan has them only there (or where no plan is given).
      steps: fc.array(instanceStep(valid, !valid || plan === undefined || plan === 'enterprise'), { maxLength: 6 }),
      defaultEnvironment: fc.boolean(),
    }))),
    build: (c, plan: InstancePlan & { valid: boolean; defaultEnvironment: boolean }) => {
      c.set('valid', plan.valid);
      setUp(c);
      const given = c.val(plan.props);
      const instance = ibm.AppConfiguration.fromGuid(c.stack, 'Target', given);
      c.set('instance', instance);
      c.set('gitCollection', ibm.Collection.fromCollectionAttributes(c.stack, 'GitCollection', { instance, collectionId: 'git' }));
      c.set('gitEnvironment', instance.environmentFromId('GitEnvironment', 'git-env'));
      c.set('otherCollection', ibm.Collection.fromCollectionAttributes(c.stack, 'OtherCollection', { instance: c.val(ref('otherInstance')), collectionId: 'git' }));
      if (plan.defaultEnvironment) instance.defaultEnvironment.booleanFlag('default-flag');
      for (const s of plan.steps) {
        const args = s.args.map((a) => c.val(a));
        if (s.m.includes('.')) {
          const [cls, fn] = s.m.split('.');
          (ibm as any)[cls][fn](c.stack, ...args);
        } else {
          (instance as any)[s.m](...args);
        }
      }
    },
    after: (c, error) => {
      validSynthesizes(c, error);
      if (error !== undefined) return;
      const doc = c.stack.toTerraform() as any;
      checkInstanceOf(doc);
      checkSegments(doc);
      for (const [key, e] of Object.entries(doc.resource?.ibm_app_config_environment ?? {}) as Array<[string, any]>) {
        if (e.color_code !== undefined && !isRef(e.color_code) && !/^#[0-9A-Fa-f]{6}$/.test(e.color_code)) throw new CaseFailure(`ibm_app_config_environment.${key}.color_code is ${e.color_code}`);
      }
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Flags and properties

/** Where the flag or property is made: an environment made here, the default one, one by id, one by its attributes, one looked up. */
type EnvKind = 'added' | 'default' | 'fromId' | 'attributes' | 'lookup';
const envKind = fc.constantFrom<EnvKind>('added', 'added', 'default', 'fromId', 'attributes', 'lookup');
const goodSegments = fc.array(fc.constantFrom(ref('beta'), ref('staff'), ref('importedSegment')), { minLength: 1, maxLength: 2 });
const segmentsOf = (valid: boolean) => (valid ? goodSegments : fc.oneof(
  { weight: 6, arbitrary: goodSegments },
  { weight: 1, arbitrary: fc.constantFrom([], [ref('otherSegment')], ['beta'], [ref('beta'), 'staff'], [`${GUID}/beta`]) },
  { weight: 1, arbitrary: wrong },
));
const collections = opt(fc.array(fc.constantFrom(ref('checkout'), ref('importedCollection')), { maxLength: 2 }), fc.constantFrom([ref('otherCollection')], ['checkout'], ref('checkout')));
const flagCommon = (valid: boolean) => ({
  flagId: opt(idOf(valid, 'dark-mode', 'limit'), badId),
  enabled: opt(fc.boolean(), fc.constantFrom('true', 1)),
  rollout: opt(goodRollout, badRollout),
  collections,
  ...common,
});
const json = fc.constantFrom({ palette: 'dark', accent: '#0F62FE' }, {}, { b: [1, { d: true }], a: null }, { 'key with space': 'x', '${x}': '%{y}' });
const intValue = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -100000, max: 100000 }) }, { weight: 1, arbitrary: fc.constant(tok('number')) });
const badInt = fc.oneof(fc.constantFrom(1.5, NaN, Infinity, 2 ** 60, '10'), oddNumber);
const text = (...v: string[]) => str(fc.constantFrom(...v));

/** A flag of each type: its factory, its options, and the good and near values of its targeting rules. */
const flagOf = (valid: boolean) => fc.oneof(
  fc.record({
    m: fc.constant('booleanFlag'),
    options: propsOf(valid, { ...flagCommon(valid), enabledValue: opt(fc.boolean(), fc.constantFrom('true', 'False', 1)), disabledValue: opt(fc.boolean(), fc.constantFrom('false', 0)) }),
    good: fc.constant(fc.boolean()),
    near: fc.constant(fc.constantFrom('true', 1, ibm.FeatureFlag.INHERIT)),
  }),
  fc.record({
    m: fc.constant('numericFlag'),
    options: propsOf(valid, { ...flagCommon(valid), enabledValue: req(intValue, badInt), disabledValue: req(intValue, badInt) }),
    good: fc.constant(intValue),
    near: fc.constant(fc.oneof(badInt, fc.constant(ibm.FeatureFlag.INHERIT))),
  }),
  fc.constantFrom(undefined, ...Object.values(ibm.StringFormat)).chain((format) => {
    const isText = format === undefined || format === 'TEXT';
    return fc.record({
      m: fc.constant('stringFlag'),
      options: propsOf(valid, {
        ...flagCommon(valid),
        format: format === undefined ? opt(fc.constant(undefined), fc.constantFrom('json', 'XML')) : req(fc.constant(format), fc.constantFrom('json', 'XML')),
        enabledValue: req(isText ? text('dark', '', 'Hi ${name}') : json, fc.oneof(json, fc.constant('{"a":1}'), oddString)),
        disabledValue: req(isText ? text('light', '') : json, fc.oneof(json, fc.constant('{"a":1}'), oddString)),
      }),
      good: fc.constant(isText ? fc.oneof(text('dark', 'Hi ${name}'), fc.constant(ibm.FeatureFlag.INHERIT)) : json),
      near: fc.constant(isText ? json : fc.oneof(fc.constant(ibm.FeatureFlag.INHERIT), fc.constant('{"a":1}'))),
    });
  }),
);

/** A flag and up to five targeting rules with values of its type (and, in a random plan, others). */
const flagPlan = (valid: boolean) => flagOf(valid).chain(({ m, options, good, near }) => fc.record({
  kind: fc.constant({ m, options }),
  targets: fc.array(fc.tuple(segmentsOf(valid), fc.oneof(
    {
      weight: 6,
      arbitrary: propsOf(valid, { value: opt(good, near), rollout: opt(goodRollout, badRollout) }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )), { maxLength: 5 }),
}));

/** The factories of PropertyValue, each with good values (and, in a random plan, others). */
const propertyValues = (valid: boolean) => [
  callOf('PropertyValue.boolean', valid ? fc.boolean() : mostly(fc.boolean())),
  callOf('PropertyValue.numeric', valid ? intValue : fc.oneof({ weight: 4, arbitrary: intValue }, { weight: 1, arbitrary: badInt })),
  callOf('PropertyValue.string', valid ? text('dark', '', '${x}') : mostly(text('dark', '', '${x}'), 4)),
  callOf('PropertyValue.json', valid ? json : mostly(json, 4)),
  callOf('PropertyValue.yaml', valid ? json : mostly(json, 4)),
  callOf('PropertyValue.secretRef', propsOf(valid, {
    secretsManagerCrn: req(text('crn:v1:bluemix:public:secrets-manager:us-south:a/abc:def::'), fc.constantFrom('crn:v1:bluemix:public:kms:us-south:a/abc:def::', '')),
    secretId: req(text('0b5571f7-21e6-42b7-91c5-3f5ac9793a46'), fc.constant('')),
    secretType: req(fc.constantFrom('arbitrary', 'kv', 'username_password'), fc.constantFrom('Arbitrary', 'password', '')),
  })),
];

/** `good` four times in five, else `other`. */
const mostlyOf = (good: fc.Arbitrary<unknown>, other: fc.Arbitrary<unknown>) => fc.oneof(
  { weight: 4, arbitrary: good }, { weight: 1, arbitrary: other },
);

/** A property of one factory, and targeting rules whose values are of that factory (mostly, in a random plan). */
const propertyPlan = (valid: boolean) => fc.nat({ max: 5 }).chain((i) => {
  const values = propertyValues(valid);
  return fc.record({
    kind: fc.record({
      m: fc.constant('addProperty'),
      options: propsOf(valid, { value: req(values[i], fc.oneof(fc.constantFrom(30, 'dark', true), wrong)), propertyId: opt(idOf(valid, 'checkout-timeout', 'theme'), badId), collections, ...common }),
    }),
    targets: fc.array(fc.tuple(segmentsOf(valid), valid ? validProps({ value: req(values[i]) }) : fc.oneof(
      { weight: 6, arbitrary: props({ value: req(mostlyOf(values[i], fc.oneof(...values)), wrong) }) },
      { weight: 1, arbitrary: wrong },
    )), { maxLength: 5 }),
  });
});

/** A plan of a flag or a property: where it is made, the object and its targeting, and another referred to by its attributes. */
type ObjectPlan = (valid: boolean) => fc.Arbitrary<{ kind: unknown; targets: unknown }>;
const valuesPlan = (of: ObjectPlan, idKey: string, importedId: string) => fc.boolean().chain((valid) => fc.record({
  valid: fc.constant(valid),
  env: envKind,
  object: of(valid),
  imported: fc.option(propsOf(valid, { environment: req(fc.constant(ref('environment')), wrong), [idKey]: req(text(importedId), badId) }), { freq: 4, nil: undefined }),
  // A random plan may make the object's twin (same options) in another environment: the same id twice in one instance.
  twin: valid ? fc.constant(false) : fc.boolean(),
}).map(({ object, ...p }) => ({ ...p, ...object })));

interface ValuesPlan {
  readonly valid: boolean;
  readonly env: EnvKind;
  readonly kind: { readonly m: string; readonly options: unknown; readonly value?: unknown };
  readonly targets: ReadonlyArray<[unknown, unknown]>;
  readonly imported: unknown;
  readonly twin: boolean;
}

/** The instance, its environment of the plan's kind, segments and collections of it, of another instance and referred to. */
function environmentFor(c: Parameters<Target['build']>[0], env: EnvKind): ibm.EnvironmentBase {
  setUp(c);
  const instance = c.set('instance', ibm.AppConfiguration.fromGuid(c.stack, 'AppConfig', { guid: GUID, region: 'us-south' }));
  const other = c.val(ref('otherInstance')) as ibm.AppConfiguration;
  c.set('beta', instance.addSegment('beta', { rules: [ibm.SegmentRule.attribute('plan').is('beta')] }));
  c.set('staff', instance.addSegment('staff', { rules: [ibm.SegmentRule.attribute('email').endsWith('@example.com')] }));
  c.set('importedSegment', ibm.Segment.fromSegmentAttributes(c.stack, 'ImportedSegment', { instance, segmentId: 'large-accounts' }));
  c.set('otherSegment', other.addSegment('beta', { rules: [ibm.SegmentRule.attribute('plan').is('beta')] }));
  c.set('checkout', instance.addCollection('checkout'));
  c.set('importedCollection', ibm.Collection.fromCollectionAttributes(c.stack, 'ImportedCollection', { instance, collectionId: 'web' }));
  c.set('otherCollection', other.addCollection('checkout'));
  switch (env) {
    case 'added': return instance.addEnvironment('prod');
    case 'default': return instance.defaultEnvironment;
    case 'fromId': return instance.environmentFromId('Staging', 'staging');
    case 'attributes': return ibm.Environment.fromEnvironmentAttributes(c.stack, 'Staging', { instance, environmentId: 'staging' });
    case 'lookup': return new ibm.EnvironmentLookup(c.stack, 'Staging', { instance, environmentId: 'staging' });
  }
}

/** Another environment of the instance, for a twin. */
function twinEnvironment(c: Parameters<Target['build']>[0]): ibm.EnvironmentBase {
  return (c.val(ref('instance')) as ibm.AppConfiguration).addEnvironment('twin-env');
}

/** Flags and properties render values of their type and segment rules numbered 1..N. */
function checkValues(c: Parameters<Target['build']>[0], error: unknown): void {
  validSynthesizes(c, error);
  if (error !== undefined) return;
  const doc = c.stack.toTerraform() as any;
  checkInstanceOf(doc);
  for (const [key, f] of Object.entries(doc.resource?.ibm_app_config_feature ?? {}) as Array<[string, any]>) {
    const at = `ibm_app_config_feature.${key}`;
    checkValue(`${at}.enabled_value`, f.enabled_value, f.type, f.format);
    checkValue(`${at}.disabled_value`, f.disabled_value, f.type, f.format);
    if (!isRef(f.rollout_percentage) && !(Number.isInteger(f.rollout_percentage) && f.rollout_percentage >= 0 && f.rollout_percentage <= 100)) throw new CaseFailure(`${at}.rollout_percentage is ${f.rollout_percentage}`);
    checkSegmentRules(at, f.segment_rules, true, (v, i) => {
      if (v === ibm.FeatureFlag.INHERIT && f.type === 'STRING' && f.format === 'TEXT') return;
      checkValue(`${at}.segment_rules[${i}].value`, v, f.type, f.format);
    });
  }
  // A flag that is on and in no collection warns ibm:flag-without-collection; no other flag does.
  for (const flag of c.app.node.findAll().filter((n): n is ibm.FeatureFlag => n instanceof ibm.FeatureFlag)) {
    const f = doc.resource?.ibm_app_config_feature?.[c.stack.getLogicalId(flag.resource)];
    if (f === undefined) continue;
    const expected = f.enabled === true && !(Array.isArray(f.collections) && f.collections.length > 0);
    const warned = TerrainTesting.warnings(flag).some((w) => w.includes('ibm:flag-without-collection'));
    if (expected !== warned) throw new CaseFailure(`${flag.node.path} is ${f.enabled ? 'on' : 'off'} in ${f.collections?.length ?? 0} collection(s) and ${warned ? 'warned' : 'did not warn'} ibm:flag-without-collection`);
  }
  for (const [key, p] of Object.entries(doc.resource?.ibm_app_config_property ?? {}) as Array<[string, any]>) {
    const at = `ibm_app_config_property.${key}`;
    checkValue(`${at}.value`, p.value, p.type, p.format);
    checkSegmentRules(at, p.segment_rules, false, (v, i) => checkValue(`${at}.segment_rules[${i}].value`, v, p.type, p.format));
  }
}

export const VALUE_TARGETS: Target<any>[] = [
  {
    name: 'FeatureFlag',
    covers: ['EnvironmentBase#booleanFlag', 'EnvironmentBase#numericFlag', 'EnvironmentBase#stringFlag', 'FeatureFlag', 'FeatureFlag#target', 'FeatureFlag.fromFeatureFlagAttributes'],
    runs: RUNS,
    providers: [ibmProvider],
    plan: valuesPlan(flagPlan, 'flagId', 'legacy-flag'),
    build: (c, plan: ValuesPlan) => {
      c.set('valid', plan.valid);
      const env = c.set('environment', environmentFor(c, plan.env));
      if (plan.imported !== undefined) ibm.FeatureFlag.fromFeatureFlagAttributes(c.stack, 'Imported', c.val(plan.imported));
      const flag: ibm.FeatureFlag = (env as any)[plan.kind.m]('Target', c.val(plan.kind.options));
      if (plan.twin) (twinEnvironment(c) as any)[plan.kind.m]('Twin', c.val(plan.kind.options));
      for (const [s, o] of plan.targets) flag.target(c.val(s), c.val(o));
    },
    after: checkValues,
  },
  {
    name: 'Property',
    covers: [
      'EnvironmentBase#addProperty', 'Property', 'Property#target', 'Property.fromPropertyAttributes',
      'PropertyValue.boolean', 'PropertyValue.numeric', 'PropertyValue.string', 'PropertyValue.json', 'PropertyValue.yaml', 'PropertyValue.secretRef',
    ],
    runs: RUNS,
    providers: [ibmProvider],
    plan: valuesPlan(propertyPlan, 'propertyId', 'legacy-property'),
    build: (c, plan: ValuesPlan) => {
      c.set('valid', plan.valid);
      const env = c.set('environment', environmentFor(c, plan.env));
      if (plan.imported !== undefined) ibm.Property.fromPropertyAttributes(c.stack, 'Imported', c.val(plan.imported));
      const property = env.addProperty('Target', c.val(plan.kind.options));
      if (plan.twin) twinEnvironment(c).addProperty('Twin', c.val(plan.kind.options) as ibm.PropertyOptions);
      for (const [s, o] of plan.targets) property.target(c.val(s), c.val(o));
    },
    after: checkValues,
  },
];

export const TARGETS: Target<any>[] = [...INSTANCE_TARGETS, ...VALUE_TARGETS];
