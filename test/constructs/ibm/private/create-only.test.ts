/**
 * Create-only inputs: the attributes to ignore, and the stack's check block that compares each
 * with the configuration, the value written as Terraform reads the L1's input (a template, or
 * literal text), a reference as the reference, an unset one as null.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { TerrainTesting } from '../../../../src';
import { addCreateOnlyCheck, ignoredAttributes } from '../../../../src/constructs/ibm/private/create-only';
import { IbmAppConfigIntegrationEn } from '../../../../src/generated/ibm/app-config-integration-en';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

const WHY = 'the provider cannot update it';

function stackWithEn(description?: string): { stack: TerraformStack; resource: IbmAppConfigIntegrationEn } {
  const stack = new TerraformStack(new App(), 'test');
  new IbmProvider(stack, 'ibm', {});
  const owner = new Construct(stack, 'Events');
  const resource = new IbmAppConfigIntegrationEn(owner, 'Default', { guid: 'g', integrationId: 'en', enInstanceCrn: 'crn', enEndpoint: 'https://x', enSourceName: 'src', description });
  return { stack, resource };
}

const message = (prop: string, attribute: string, now: string) => `test/Events: ${prop} changed, from \${jsonencode(ibm_app_config_integration_en.Events.${attribute})} to \${jsonencode(${now})}, `
  + `and the change is ignored: ${WHY}. Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_integration_en.Events`;

test('the attributes to ignore are the inputs\' Terraform names', () => {
  expect(ignoredAttributes([{ prop: 'integrationId', attribute: 'integration_id', value: 'en' }, { prop: 'sourceName', attribute: 'en_source_name', value: undefined }]))
    .toEqual(['integration_id', 'en_source_name']);
});

test('one assertion per input: a template as Terraform reads it, literal text as written, a reference, null for unset', () => {
  const { stack, resource } = stackWithEn();
  const v = new TerraformVariable(stack, 'crn', { type: 'string' });
  addCreateOnlyCheck('test/Events', resource, [
    { prop: 'enEndpoint', attribute: 'en_endpoint', value: 'https://x/"q"\\${a}' },
    { prop: 'sourceName', attribute: 'en_source_name', value: 'src ${b} %{c}', text: true },
    { prop: 'enInstanceCrn', attribute: 'en_instance_crn', value: `${v.stringValue}::` },
    { prop: 'description', attribute: 'description', value: undefined, text: true },
  ], WHY);
  const check = (TerrainTesting.synthToObject(stack) as any).check;
  expect(check).toEqual({
    Events_create_only: {
      assert: [
        { condition: '${ibm_app_config_integration_en.Events.en_endpoint == "https://x/\\"q\\"\\\\${a}"}', error_message: message('enEndpoint', 'en_endpoint', '"https://x/\\"q\\"\\\\${a}"') },
        { condition: '${ibm_app_config_integration_en.Events.en_source_name == "src $${b} %%{c}"}', error_message: message('sourceName', 'en_source_name', '"src $${b} %%{c}"') },
        { condition: '${ibm_app_config_integration_en.Events.en_instance_crn == "${var.crn}::"}', error_message: message('enInstanceCrn', 'en_instance_crn', '"${var.crn}::"') },
        { condition: '${ibm_app_config_integration_en.Events.description == null}', error_message: message('description', 'description', 'null') },
      ],
    },
  });
});

test('control characters HCL refuses in JSON\'s form are written as \\u escapes; the owner\'s path is text', () => {
  const { stack, resource } = stackWithEn();
  addCreateOnlyCheck('test/${x}', resource, [{ prop: 'enEndpoint', attribute: 'en_endpoint', value: 'a\bb\fc\nd' }], WHY);
  const [a] = (TerrainTesting.synthToObject(stack) as any).check.Events_create_only.assert;
  expect(a.condition).toBe('${ibm_app_config_integration_en.Events.en_endpoint == "a\\u0008b\\u000cc\\nd"}');
  expect(a.error_message.startsWith('test/$${x}: enEndpoint changed')).toBe(true);
});

test('a logical id overridden later: the assertions and the replace command name the resource\'s address', () => {
  const { stack, resource } = stackWithEn();
  addCreateOnlyCheck('test/Events', resource, [{ prop: 'integrationId', attribute: 'integration_id', value: 'en' }], WHY);
  resource.overrideLogicalId('renamed');
  const [a] = (TerrainTesting.synthToObject(stack) as any).check.Events_create_only.assert;
  expect(a.condition).toBe('${ibm_app_config_integration_en.renamed.integration_id == "en"}');
  expect(a.error_message.endsWith('terraform apply -replace=ibm_app_config_integration_en.renamed')).toBe(true);
});

test('the check is named after the path of the L2 in its stack, as a Terraform name, unique in the stack', () => {
  const stack = new TerraformStack(new App(), 'test');
  new IbmProvider(stack, 'ibm', {});
  const en = (scope: Construct, id: string) => {
    const owner = new Construct(scope, id);
    const resource = new IbmAppConfigIntegrationEn(owner, 'Default', { guid: 'g', integrationId: 'en', enInstanceCrn: 'crn', enEndpoint: 'https://x', enSourceName: 'src' });
    addCreateOnlyCheck(owner.node.path, resource, [{ prop: 'integrationId', attribute: 'integration_id', value: 'en' }], WHY);
    return resource;
  };
  en(new Construct(stack, 'Team'), 'Events');
  en(stack, 'a.b');
  const second = en(stack, 'a_b');
  const names = Object.keys((TerrainTesting.synthToObject(stack) as any).check);
  expect(names).toEqual(['Team_Events_create_only', 'a_b_create_only', `a_b_create_only_${second.node.addr.slice(0, 8)}`]);
});
