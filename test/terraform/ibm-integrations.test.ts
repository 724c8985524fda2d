/**
 * Terraform plans the App Configuration integrations and Git sync against a prior state (a
 * Terraform wrapper copies it into the working folder): a create-only input changed since creation
 * plans no update (lifecycle.ignore_changes) and warns through the construct's check block, with
 * the replace command; unchanged, it plans nothing and warns nothing.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformStack } from 'cdktn';
import { describeWithTerraform, newStack, secretVar } from './util';
import { TerrainTesting } from '../../src';
import { EventNotificationsIntegration } from '../../src/constructs/ibm/integrations/event-notifications-integration';
import { GitSync } from '../../src/constructs/ibm/integrations/git-sync';
import { KmsIntegration } from '../../src/constructs/ibm/integrations/kms-integration';
import { IbmProvider } from '../../src/generated/ibm/provider';
import { Collection, Environment, GUID, Instance } from '../constructs/ibm/integrations/integrations-util';

const CRN = 'crn:v1:bluemix:public:kms:us-south:a/4448261269a14562b839e0a3019ed980:9e8f4a3c-1f7e-4a9a-8a3e-5c9c6c1d2b3a::';
const EN_CRN = 'crn:v1:bluemix:public:event-notifications:us-south:a/4448261269a14562b839e0a3019ed980:1c6e2f7a-9b0d-4c8e-a1f2-3d4e5f6a7b8c::';

/** The state of a stack whose integrations and Git sync were created with these values. */
function priorState(): object {
  // The computed attributes are known, as the provider's Read leaves them (the stand-in plans unknown
  // values, an update, for null ones).
  const times = { created_time: '2026-11-02 10:00:00 +0000 UTC', updated_time: '2026-11-02 10:00:00 +0000 UTC' };
  const resource = (type: string, name: string, attributes: object, sensitive: string[] = []) => ({
    mode: 'managed',
    type,
    name,
    provider: 'provider["registry.terraform.io/ibm-cloud/ibm"]',
    instances: [{ schema_version: 0, attributes: { ...times, ...attributes }, sensitive_attributes: sensitive.map((a) => [{ type: 'get_attr', value: a }]) }],
  });
  const href = (kind: string, id: string) => `https://us-south.apprapp.cloud.ibm.com/apprapp/feature/v1/instances/${GUID}/${kind}/${id}`;
  return {
    version: 4,
    terraform_version: '1.11.4',
    serial: 1,
    lineage: '6b8f0c57-4a59-4b43-9d2e-3f1f6a1c2d3e',
    outputs: {},
    resources: [
      resource('ibm_app_config_integration_kms', 'Kms', {
        id: `${GUID}/kms`,
        guid: GUID,
        integration_id: 'kms',
        kms_instance_crn: CRN,
        kms_endpoint: 'https://us-south.kms.cloud.ibm.com',
        root_key_id: 'root-1',
        integration_type: 'KMS',
        kms_schema_type: 'KP',
        href: href('integrations', 'kms'),
      }),
      resource('ibm_app_config_integration_en', 'Events', {
        id: `${GUID}/en`,
        guid: GUID,
        integration_id: 'en',
        en_instance_crn: EN_CRN,
        en_endpoint: 'https://us-south.event-notifications.cloud.ibm.com',
        en_source_name: 'app-config',
        description: null,
        integration_type: 'EVENT_NOTIFICATIONS',
        href: href('integrations', 'en'),
      }),
      resource('ibm_app_config_snapshot', 'Sync', {
        id: `${GUID}/checkout-prod`,
        guid: GUID,
        git_config_id: 'checkout-prod',
        git_config_name: 'checkout-prod',
        collection_id: 'checkout',
        environment_id: 'prod',
        git_url: 'https://api.github.com/repos/acme/app-config',
        git_branch: 'main',
        git_file_path: 'config/prod.json',
        git_token: 'ghp-secret',
        action: null,
        href: href('gitconfigs', 'checkout-prod'),
        collection: [{ collection_id: 'checkout', collection_name: 'Checkout' }],
        environment: [{ environment_id: 'prod', environment_name: 'Prod', color_code: '#FDD13A' }],
      }, ['git_token']),
    ],
  };
}

/** The folders of the wrappers, removed after the tests. */
const wrappers: string[] = [];
afterAll(() => wrappers.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A terraform that plans against `state` (copied into the working folder first). */
function terraformWithState(state: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-ibm-state-'));
  wrappers.push(dir);
  fs.writeFileSync(path.join(dir, 'terraform.tfstate'), JSON.stringify(state));
  const bin = path.join(dir, 'terraform');
  fs.writeFileSync(bin, `#!/bin/sh\n[ "$1" = plan ] && cp ${JSON.stringify(path.join(dir, 'terraform.tfstate'))} terraform.tfstate\nexec terraform "$@"\n`, { mode: 0o755 });
  return bin;
}

/** The stack; `changed` gives new values to create-only inputs. */
function stack(changed: boolean): TerraformStack {
  const s = newStack();
  new IbmProvider(s, 'ibm', { region: 'us-south' });
  const instance = new Instance(s, 'AppConfig');
  new KmsIntegration(s, 'Kms', {
    instance, integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: changed ? 'https://eu-de.kms.cloud.ibm.com' : 'https://us-south.kms.cloud.ibm.com', rootKeyId: 'root-1',
  });
  new EventNotificationsIntegration(s, 'Events', {
    instance,
    integrationId: 'en',
    enInstanceCrn: EN_CRN,
    enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com',
    sourceName: 'app-config',
    ...(changed ? { description: 'Flags of the shop' } : {}),
  });
  new GitSync(s, 'Sync', {
    instance,
    collection: new Collection(s, 'Checkout', instance, 'checkout'),
    environment: new Environment(s, 'Prod', instance, 'prod'),
    repository: 'https://api.github.com/repos/acme/app-config',
    branch: 'main',
    filePath: 'config/prod.json',
    token: secretVar(s, 'git_token'),
    configId: changed ? 'checkout-production' : 'checkout-prod',
    configName: 'checkout-prod',
  });
  return s;
}

const WHY_KMS = 'the provider cannot update a KMS integration (resourceIntegrationKmsUpdate returns "[ERROR] Update KMS is not yet implemented")';
const WHY_EN = 'the provider cannot update an Event Notifications integration (resourceIntegrationEnUpdate returns "[ERROR] Update EN Integration is not yet implemented")';
const WHY_SYNC = 'the provider neither updates git_config_id nor replaces the resource when it changes (resourceIbmIbmAppConfigSnapshotUpdate leaves it out)';

describeWithTerraform('the Terraform test of the App Configuration integrations')('create-only inputs, planned against a prior state', () => {
  test('changed: no update is planned, and the check block warns with the replace command', async () => {
    const plan = await TerrainTesting.plan(stack(true), { terraformBinary: terraformWithState(priorState()), variables: { git_token: 'ghp-secret' } });
    expect(plan.changes).toEqual([]);
    const warnings = plan.diagnostics.map((d) => [d.severity, d.summary, d.constructPath, d.detail]).sort((a, b) => a[2]!.localeCompare(b[2]!));
    expect(warnings).toEqual([
      ['warning', 'Check block assertion failed', 'test/Events/Default', `test/Events: description changed, from null to "Flags of the shop", and the change is ignored: ${WHY_EN}. `
        + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_integration_en.Events'],
      ['warning', 'Check block assertion failed', 'test/Kms/Default', `test/Kms: kmsEndpoint changed, from "https://us-south.kms.cloud.ibm.com" to "https://eu-de.kms.cloud.ibm.com", and the change is ignored: ${WHY_KMS}. `
        + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_integration_kms.Kms'],
      ['warning', 'Check block assertion failed', 'test/Sync/Default', `test/Sync: configId changed, from "checkout-prod" to "checkout-production", and the change is ignored: ${WHY_SYNC}. `
        + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_snapshot.Sync'],
    ]);
  });

  test('the control: without the ignore_changes, the same change plans the update that fails at apply', async () => {
    const s = stack(true);
    (s.node.findChild('Kms') as KmsIntegration).resource.lifecycle = undefined;
    const plan = await TerrainTesting.plan(s, { terraformBinary: terraformWithState(priorState()), variables: { git_token: 'ghp-secret' } });
    expect(plan.changes.map((c) => [c.address, c.action])).toEqual([['ibm_app_config_integration_kms.Kms', 'update']]);
  });

  test('unchanged: nothing is planned, nothing warns', async () => {
    const plan = await TerrainTesting.plan(stack(false), { terraformBinary: terraformWithState(priorState()), variables: { git_token: 'ghp-secret' } });
    expect([plan.changes, plan.diagnostics]).toEqual([[], []]);
  });

  test('no prior state: the three are created, the checks pass', async () => {
    const plan = await TerrainTesting.plan(stack(true), { variables: { git_token: 'ghp-secret' } });
    expect(plan.changes.map((c) => [c.address, c.action])).toEqual([
      ['ibm_app_config_integration_en.Events', 'create'], ['ibm_app_config_integration_kms.Kms', 'create'], ['ibm_app_config_snapshot.Sync', 'create'],
    ]);
    expect(plan.diagnostics).toEqual([]);
  });
});
