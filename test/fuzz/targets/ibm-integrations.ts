/**
 * Fuzz targets of the App Configuration Git sync and integrations: KmsIntegration,
 * EventNotificationsIntegration and GitSync with random props, in an instance (a test double) of a
 * random plan and guid, with a collection and an environment of that instance or of another, and
 * what their from...Attributes return. Besides the harness's criteria, one that synthesizes is made
 * in an instance of the Enterprise plan or of no given plan, ignores the changes of its create-only
 * inputs and has one check assertion for each, and a Git sync's collection and environment are of
 * its instance.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { AppConfigurationPlan } from '../../../src/constructs/ibm/instance/app-configuration-ref';
import { EventNotificationsIntegration } from '../../../src/constructs/ibm/integrations/event-notifications-integration';
import { GitSync } from '../../../src/constructs/ibm/integrations/git-sync';
import { KmsIntegration } from '../../../src/constructs/ibm/integrations/kms-integration';
import { IbmProvider } from '../../../src/generated/ibm/provider';
import { Collection, Environment, Instance } from '../../constructs/ibm/integrations/integrations-util';
import { CaseFailure, oddString, opt, props, ref, req, str, Target, tok, wrong } from '../harness';

/** The cases of each target in CI. */
export const RUNS = 200;

/** Every class the targets exercise, by name. */
export const CLASSES: Record<string, any> = { EventNotificationsIntegration, GitSync, KmsIntegration };

const ibmProvider = (stack: TerraformStack) => {
  new IbmProvider(stack, 'ibm', {});
};

const GUIDS = ['36401ffc-6280-459a-ba98-456aba10d0c7', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'];
const instancePlan = fc.record({
  guid: str(fc.constantFrom(...GUIDS)),
  plan: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(undefined, AppConfigurationPlan.ENTERPRISE) },
    { weight: 2, arbitrary: fc.constantFrom(...Object.values(AppConfigurationPlan)) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom('Enterprise', ''), fc.constant(tok('string'))) },
  ),
});
const anId = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('kms', 'en', 'checkout-prod', 'a.b_c-1') }, { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/) });
const badId = fc.constantFrom('my kms', 'a/b', '', '  ', 'x!');
const instanceRef = req(fc.constant(ref('instance')), fc.oneof(fc.constant('36401ffc-6280-459a-ba98-456aba10d0c7'), wrong));
const attributes = props({ instance: instanceRef, integrationId: req(str(anId), badId) });

interface Plan {
  readonly instance: { readonly guid: unknown; readonly plan: unknown };
  readonly props: unknown;
  readonly attributes: unknown;
}

/** Makes the instance of the plan (named `instance`). */
function instanceOf(c: Parameters<Target['build']>[0], plan: Plan['instance']): Instance {
  return c.set('instance', new Instance(c.stack, 'AppConfig', c.val(plan.guid), c.val(plan.plan)));
}

/** The checks of a construct that synthesized with create-only inputs. */
function createOnlyChecked(c: Parameters<Target['build']>[0], type: string, ignoredAttributes: readonly string[]): void {
  const doc = c.stack.toTerraform() as any;
  const instance = c.val(ref('instance')) as Instance;
  const plan: unknown = instance.plan;
  if (plan !== undefined && plan !== AppConfigurationPlan.ENTERPRISE && typeof plan === 'string' && !plan.includes('${') && !plan.startsWith('${TfToken')) {
    throw new CaseFailure(`${type} synthesized in an instance of plan ${String(plan)}`);
  }
  const body = doc.resource?.[type]?.Target;
  if (body === undefined) throw new CaseFailure(`no ${type}.Target`);
  const ignored = body.lifecycle?.ignore_changes;
  if (JSON.stringify(ignored) !== JSON.stringify(ignoredAttributes)) throw new CaseFailure(`${type} ignores ${JSON.stringify(ignored)}, not ${JSON.stringify(ignoredAttributes)}`);
  const asserts = doc.check?.Target_create_only?.assert ?? [];
  const checked = asserts.map((a: any) => /^\$\{[a-z_]+\.Target\.([a-z_]+) == /.exec(a.condition)?.[1]);
  if (JSON.stringify(checked) !== JSON.stringify(ignoredAttributes)) throw new CaseFailure(`the check of ${type} compares ${JSON.stringify(checked)}, not ${JSON.stringify(ignoredAttributes)}`);
}

export const TARGETS: Target<any>[] = [
  {
    name: 'KmsIntegration',
    covers: ['KmsIntegration', 'KmsIntegration.fromKmsIntegrationAttributes'],
    runs: RUNS,
    providers: [ibmProvider],
    plan: fc.record({
      instance: instancePlan,
      props: props({
        instance: instanceRef,
        integrationId: req(str(anId), badId),
        kmsInstanceCrn: req(str(fc.constantFrom('crn:v1:bluemix:public:kms:us-south:a/4448261269a14562b839e0a3019ed980:9e8f4a3c-1f7e-4a9a-8a3e-5c9c6c1d2b3a::')), fc.constant('')),
        kmsEndpoint: req(str(fc.constantFrom('https://us-south.kms.cloud.ibm.com', 'https://private.eu-de.kms.cloud.ibm.com')), fc.constant('')),
        rootKeyId: req(str(fc.uuid()), fc.constant('')),
      }),
      attributes,
    }),
    build: (c, plan: Plan) => {
      instanceOf(c, plan.instance);
      KmsIntegration.fromKmsIntegrationAttributes(c.stack, 'Existing', c.val(plan.attributes));
      new KmsIntegration(c.stack, 'Target', c.val(plan.props));
    },
    after: (c, error) => {
      if (error === undefined) createOnlyChecked(c, 'ibm_app_config_integration_kms', ['integration_id', 'kms_instance_crn', 'kms_endpoint', 'root_key_id']);
    },
  },
  {
    name: 'EventNotificationsIntegration',
    covers: ['EventNotificationsIntegration', 'EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes'],
    runs: RUNS,
    providers: [ibmProvider],
    plan: fc.record({
      instance: instancePlan,
      props: props({
        instance: instanceRef,
        integrationId: req(str(anId), badId),
        enInstanceCrn: req(str(fc.constantFrom('crn:v1:bluemix:public:event-notifications:us-south:a/1:2::')), fc.constant('')),
        enEndpoint: req(str(fc.constantFrom('https://us-south.event-notifications.cloud.ibm.com')), fc.constant('')),
        sourceName: req(str(fc.constantFrom('app-config', 'src ${x}', '%{ if y }')), fc.oneof(fc.constant(''), oddString)),
        description: opt(str(fc.constantFrom('Flags of the shop', 'd $${z}')), oddString),
      }),
      attributes,
    }),
    build: (c, plan: Plan) => {
      instanceOf(c, plan.instance);
      EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes(c.stack, 'Existing', c.val(plan.attributes));
      new EventNotificationsIntegration(c.stack, 'Target', c.val(plan.props));
    },
    after: (c, error) => {
      if (error === undefined) createOnlyChecked(c, 'ibm_app_config_integration_en', ['integration_id', 'en_instance_crn', 'en_endpoint', 'en_source_name', 'description']);
    },
  },
  {
    name: 'GitSync',
    covers: ['GitSync', 'GitSync.fromGitSyncAttributes'],
    runs: RUNS,
    providers: [ibmProvider],
    plan: fc.record({
      instance: instancePlan,
      members: fc.record({ collectionGuid: fc.constantFrom('same', ...GUIDS), environmentGuid: fc.constantFrom('same', 'same', GUIDS[1]) }),
      props: props({
        instance: instanceRef,
        collection: req(fc.constant(ref('collection')), fc.oneof(fc.constant('checkout'), wrong)),
        environment: req(fc.constant(ref('environment')), fc.oneof(fc.constant('prod'), wrong)),
        repository: req(str(fc.constantFrom('https://api.github.com/repos/acme/app-config', 'https://github.acme.com/api/v3/repos/shop/flags')),
          fc.constantFrom('https://github.com/acme/app-config', 'https://api.github.com/repos/acme/app/', 'git@github.com:acme/app.git', '')),
        branch: req(str(fc.constantFrom('main', 'release/1.0')), fc.constantFrom('/main', 'main/', '')),
        filePath: req(str(fc.constantFrom('config/prod.json', 'flags.json')), fc.constantFrom('/config/prod.json', 'config/prod.yaml', 'config/', '')),
        token: req(fc.constant(tok('string')), fc.constantFrom('ghp_16C7e42F292c6912E7710c838347Ae178B4a', '')),
        configId: req(str(anId), badId),
        configName: req(str(anId), badId),
        promote: opt(str(fc.constantFrom('v1', '2026-12-07', 'v${x}')), fc.constant('')),
      }),
      attributes: props({ instance: instanceRef, configId: req(str(anId), badId) }),
    }),
    build: (c, plan: Plan & { members: { collectionGuid: string; environmentGuid: string } }) => {
      const instance = instanceOf(c, plan.instance);
      const of = (guid: string, id: string) => (guid === 'same' ? instance : new Instance(c.stack, id, guid));
      c.set('collection', new Collection(c.stack, 'Checkout', of(plan.members.collectionGuid, 'CollectionInstance'), 'checkout'));
      c.set('environment', new Environment(c.stack, 'Prod', of(plan.members.environmentGuid, 'EnvironmentInstance'), 'prod'));
      GitSync.fromGitSyncAttributes(c.stack, 'Existing', c.val({ ...(plan.attributes as object) }));
      new GitSync(c.stack, 'Target', c.val(plan.props));
    },
    after: (c, error) => {
      if (error !== undefined) return;
      createOnlyChecked(c, 'ibm_app_config_snapshot', ['git_config_id']);
      const instance = c.val(ref('instance')) as Instance;
      for (const name of ['collection', 'environment']) {
        const member = c.val(ref(name)) as Collection | Environment;
        const a = member.instance.guid;
        const b = instance.guid;
        if (member.instance !== instance && !a.includes('${') && !b.includes('${') && a !== b) throw new CaseFailure(`a Git sync of ${b} synthesized with a ${name} of ${a}`);
      }
      const body = (c.stack.toTerraform() as any).resource.ibm_app_config_snapshot.Target;
      if (typeof body.git_file_path === 'string' && !body.git_file_path.includes('${') && !/\.json$/i.test(body.git_file_path)) throw new CaseFailure(`git_file_path ${body.git_file_path}`);
    },
  },
];
