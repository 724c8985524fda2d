/**
 * Literal text in the ibm L2s: every text field, with `${x}`, `%{ if y }` and `$${z}`, reaches the
 * provider as written (see test/constructs/literal-text.ts). The fields whose TSDoc says "reaches
 * the provider as written" are the cases of `describeLiteralText`; the other texts the L2s write
 * as given (a string flag's TEXT values and its rules' values, `PropertyValue.string` and the
 * segment rule values, tags) are escaped the
 * same way, checked below with the same samples.
 */
import { TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../../../src';
import { describeLiteralText, SAMPLES, TextFieldCase, textStack } from '../literal-text';

const { AppConfiguration, PropertyValue, SegmentRule, StringFormat } = ibm;

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';

function setup(stack: TerraformStack): void {
  new ibm.IbmProvider(stack, 'ibm', { region: 'us-south' });
}

/** The instance of a case's scope (one per scope; the ids below carry the scope's id, so that no two scopes share one). */
function instance(s: Construct): ibm.AppConfiguration {
  return AppConfiguration.fromGuid(s, 'AppConfig', { guid: GUID, region: 'us-south' });
}

/** An environment of the scope's instance, with an id of the scope. */
function environment(s: Construct): ibm.Environment {
  return instance(s).addEnvironment('Env', { environmentId: `env-${s.node.id}` });
}

/** A segment of an instance, with an id of the scope. */
function segment(s: Construct, appConfig: ibm.AppConfiguration): ibm.Segment {
  return appConfig.addSegment('Segment', { segmentId: `segment-${s.node.id}`, rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
}

const resources = (doc: any, type: string): any[] => Object.values(doc.resource?.[type] ?? {});
const data = (doc: any, type: string): any[] => Object.values(doc.data?.[type] ?? {});

const CASES: TextFieldCase[] = [
  {
    field: 'EnvironmentOptions.name',
    build: (s, text) => { instance(s).addEnvironment('Env', { environmentId: `env-${s.node.id}`, name: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_environment').map((r) => r.name),
  },
  {
    field: 'EnvironmentOptions.description',
    build: (s, text) => { instance(s).addEnvironment('Env', { environmentId: `env-${s.node.id}`, description: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_environment').map((r) => r.description),
  },
  {
    field: 'CollectionOptions.name',
    build: (s, text) => { instance(s).addCollection('Collection', { collectionId: `c-${s.node.id}`, name: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_collection').map((r) => r.name),
  },
  {
    field: 'CollectionOptions.description',
    build: (s, text) => { instance(s).addCollection('Collection', { collectionId: `c-${s.node.id}`, description: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_collection').map((r) => r.description),
  },
  {
    field: 'SegmentOptions.name',
    build: (s, text) => { instance(s).addSegment('Segment', { segmentId: `segment-${s.node.id}`, name: text, rules: [SegmentRule.attribute('email').endsWith('@example.com')] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_segment').map((r) => r.name),
  },
  {
    field: 'SegmentOptions.description',
    build: (s, text) => { instance(s).addSegment('Segment', { segmentId: `segment-${s.node.id}`, description: text, rules: [SegmentRule.attribute('email').endsWith('@example.com')] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_segment').map((r) => r.description),
  },
  {
    field: 'FlagOptions.name',
    build: (s, text) => { environment(s).booleanFlag('Flag', { flagId: `flag-${s.node.id}`, name: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.name),
  },
  {
    field: 'FlagOptions.description',
    build: (s, text) => { environment(s).numericFlag('Flag', { flagId: `flag-${s.node.id}`, enabledValue: 10, disabledValue: 0, description: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.description),
  },
  {
    field: 'PropertyOptions.name',
    build: (s, text) => { environment(s).addProperty('Property', { propertyId: `p-${s.node.id}`, value: PropertyValue.numeric(30), name: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_property').map((r) => r.name),
  },
  {
    field: 'PropertyOptions.description',
    build: (s, text) => { environment(s).addProperty('Property', { propertyId: `p-${s.node.id}`, value: PropertyValue.boolean(true), description: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_property').map((r) => r.description),
  },
  {
    field: 'FeatureListLookupProps.tags',
    build: (s, text) => { new ibm.FeatureListLookup(s, 'Flags', { environment: instance(s).environmentFromId('Prod', 'prod'), tags: [text] }); },
    rendered: (doc) => data(doc, 'ibm_app_config_features').map((d) => d.tags),
  },
  {
    field: 'PropertyListLookupProps.tags',
    build: (s, text) => { new ibm.PropertyListLookup(s, 'Properties', { environment: instance(s).defaultEnvironment, tags: [text] }); },
    rendered: (doc) => data(doc, 'ibm_app_config_properties').map((d) => d.tags),
  },
  {
    field: 'EnvironmentListLookupProps.tags',
    build: (s, text) => { new ibm.EnvironmentListLookup(s, 'Environments', { instance: instance(s), tags: [text] }); },
    rendered: (doc) => data(doc, 'ibm_app_config_environments').map((d) => d.tags),
  },
  {
    field: 'GitSyncOptions.configName',
    build: (s, text) => { enterprise(s).syncToGit('Sync', { ...gitSync(s, enterprise(s)), configName: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_snapshot').map((r) => r.git_config_name),
  },
  {
    field: 'EventNotificationsIntegrationOptions.sourceName',
    build: (s, text) => {
      enterprise(s).addEventNotificationsIntegration('En', {
        integrationId: 'en', enInstanceCrn: 'crn:v1:bluemix:public:event-notifications:us-south:a/1:2::', enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com', sourceName: text,
      });
    },
    rendered: (doc) => resources(doc, 'ibm_app_config_integration_en').map((r) => r.en_source_name),
  },
];

/** An Enterprise instance of a case's scope. */
function enterprise(s: Construct): ibm.AppConfiguration {
  return (s.node.tryFindChild('Enterprise') as ibm.AppConfiguration | undefined) ?? AppConfiguration.fromGuid(s, 'Enterprise', { guid: GUID, region: 'us-south', plan: ibm.AppConfigurationPlan.ENTERPRISE });
}

/** The options of a Git sync of the scope's Enterprise instance, the token a sensitive variable. */
function gitSync(s: Construct, appConfig: ibm.AppConfiguration): ibm.GitSyncOptions {
  return {
    collection: appConfig.addCollection('Checkout', { collectionId: `c-${s.node.id}` }),
    environment: appConfig.defaultEnvironment,
    repository: 'https://api.github.com/repos/acme/app-config',
    branch: 'main',
    filePath: 'config/dev.json',
    token: new TerraformVariable(s, 'git_token', { type: 'string', sensitive: true }).stringValue,
    configId: 'checkout-dev',
    configName: 'Checkout (dev)',
  };
}

describeLiteralText('ibm', setup, CASES);

/**
 * Texts the L2s write as given whose TSDoc does not carry the words `textFieldsOf` looks for:
 * `as-is` when the rendered string is the text, `contained` when it holds it (an object serialised
 * as JSON or YAML, a secret reference).
 */
const WRITTEN_AS_GIVEN: TextFieldCase[] = [
  {
    field: 'StringFlagOptions.enabledValue (TEXT)',
    build: (s, text) => { environment(s).stringFlag('Flag', { flagId: `flag-${s.node.id}`, enabledValue: text, disabledValue: 'off' }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.enabled_value),
  },
  {
    field: 'StringFlagOptions.disabledValue (TEXT)',
    build: (s, text) => { environment(s).stringFlag('Flag', { flagId: `flag-${s.node.id}`, format: StringFormat.TEXT, enabledValue: 'on', disabledValue: text }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.disabled_value),
  },
  {
    field: 'FlagTargetingOptions.value (TEXT)',
    build: (s, text) => {
      const env = environment(s);
      env.stringFlag('Flag', { flagId: `flag-${s.node.id}`, enabledValue: 'on', disabledValue: 'off' }).target([segment(s, env.instance as ibm.AppConfiguration)], { value: text });
    },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.segment_rules[0].value),
  },
  {
    field: 'PropertyValue.string(value)',
    build: (s, text) => { environment(s).addProperty('Property', { propertyId: `p-${s.node.id}`, value: PropertyValue.string(text) }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_property').map((r) => r.value),
  },
  {
    field: 'PropertyTargetingOptions.value (PropertyValue.string)',
    build: (s, text) => {
      const env = environment(s);
      env.addProperty('Property', { propertyId: `p-${s.node.id}`, value: PropertyValue.string('default') }).target([segment(s, env.instance as ibm.AppConfiguration)], { value: PropertyValue.string(text) });
    },
    rendered: (doc) => resources(doc, 'ibm_app_config_property').map((r) => r.segment_rules[0].value),
  },
  {
    field: 'SegmentRule.attribute(name).endsWith(values)',
    build: (s, text) => { instance(s).addSegment('Segment', { segmentId: `segment-${s.node.id}`, rules: [SegmentRule.attribute('email').endsWith(text)] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_segment').map((r) => r.rules[0].values[0]),
  },
  {
    field: 'SegmentRule.attribute(name)',
    build: (s, text) => { instance(s).addSegment('Segment', { segmentId: `segment-${s.node.id}`, rules: [SegmentRule.attribute(text).is('a')] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_segment').map((r) => r.rules[0].attribute_name),
  },
  {
    field: 'EnvironmentOptions.tags',
    build: (s, text) => { instance(s).addEnvironment('Env', { environmentId: `env-${s.node.id}`, tags: [text] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_environment').map((r) => r.tags),
  },
  {
    field: 'CollectionOptions.tags',
    build: (s, text) => { instance(s).addCollection('Collection', { collectionId: `c-${s.node.id}`, tags: [text] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_collection').map((r) => r.tags),
  },
  {
    field: 'SegmentOptions.tags',
    build: (s, text) => { instance(s).addSegment('Segment', { segmentId: `segment-${s.node.id}`, tags: [text], rules: [SegmentRule.attribute('email').endsWith('@example.com')] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_segment').map((r) => r.tags),
  },
  {
    field: 'FlagOptions.tags',
    build: (s, text) => { environment(s).booleanFlag('Flag', { flagId: `flag-${s.node.id}`, tags: [text] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_feature').map((r) => r.tags),
  },
  {
    field: 'PropertyOptions.tags',
    build: (s, text) => { environment(s).addProperty('Property', { propertyId: `p-${s.node.id}`, value: PropertyValue.numeric(1), tags: [text] }); },
    rendered: (doc) => resources(doc, 'ibm_app_config_property').map((r) => r.tags),
  },
];

describe('ibm: the other texts the L2s write as given are escaped too', () => {
  test.each(WRITTEN_AS_GIVEN.map((c) => [c.field, c]))('%s: ${x}, %{ if y } and $${z} are escaped; a reference stays one', (_field, c) => {
    const stack = textStack(setup);
    SAMPLES.forEach((s, i) => c.build(new Construct(stack, `S${i}`), s.text));
    const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
    c.build(new Construct(stack, 'Ref'), `Deploy \${x} ${v}`);
    const strings = c.rendered(JSON.parse(Testing.synth(stack, true)));
    const expected = [...SAMPLES.map((s) => s.json), 'Deploy $${x} ${var.v}'];
    if ((c.how ?? 'as-is') === 'as-is') {
      expect([...strings].sort()).toEqual([...expected].sort());
    } else {
      for (const e of expected) expect(strings.filter((s) => s.includes(e))).toHaveLength(1);
    }
  });
});
