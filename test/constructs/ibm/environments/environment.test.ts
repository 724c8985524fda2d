/**
 * Environment: the id, name, colour code and tags the API takes; an id used twice in one instance.
 */
import { ibm } from '../../../../src';
import { errorOf, GUID, instanceStack, only, synthDoc, synthError } from '../ibm-util';

test('renders the environment id, name, colour and tags', () => {
  const { stack, appConfig } = instanceStack();
  const prod = appConfig.addEnvironment('Prod', { environmentId: 'prod', name: 'Production', color: '#FDD13A', tags: ['web', 'eu'], description: 'Live ${x}' });
  expect(prod.environmentId).toBe('prod');
  expect(only(synthDoc(stack), 'ibm_app_config_environment')).toEqual({
    guid: GUID,
    environment_id: 'prod',
    name: 'Production',
    color_code: '#FDD13A',
    tags: 'web,eu',
    description: 'Live $${x}',
    provider: 'ibm',
    lifecycle: { ignore_changes: ['environment_id'] },
  });
});

test('a colour that is no #RRGGBB code, an id with a space and a tag with a comma are refused, each with its fix', () => {
  const { stack, appConfig } = instanceStack();
  expect(errorOf(() => appConfig.addEnvironment('prod', { color: '#fd3', environmentId: 'prod env', tags: ['web,eu'] }))).toMatchInlineSnapshot(`
"[test/AppConfig/prod] 3 problems:
  - environmentId: has characters the App Configuration API does not take in ids. Received: "prod env". Allowed: the environment id: letters, digits, '.', '-' and '_' only. Fix: write environmentId: 'prod-env'.
  - color: is not a colour code. Received: "#fd3". Allowed: '#' and six hexadecimal digits, e.g. '#FDD13A'. Fix: write color: '#ffdd33'.
  - tags[0]: has a comma, which separates tags. Received: "web,eu". Allowed: a non-empty tag without a comma. Fix: split it into two tags: ["web","eu"]."
`);
  expect(errorOf(() => appConfig.addEnvironment('prod', { color: 'red' }))).toMatchInlineSnapshot('"[test/AppConfig/prod] color: is not a colour code. Received: "red". Allowed: \'#\' and six hexadecimal digits, e.g. \'#FDD13A\'. Fix: write color: \'#FDD13A\', or another \'#RRGGBB\' code."');
  expect(stack.node.findChild('AppConfig').node.tryFindChild('prod')).toBeUndefined();
});

test('two environments with one id in one instance are refused at synth', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addEnvironment('prod');
  appConfig.addEnvironment('Production', { environmentId: 'prod' });
  expect(synthError(stack)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/AppConfig/Production] environmentId: is the id of test/AppConfig/prod, an environment of the same App Configuration instance: the API refuses a second environment with one id. Received: "prod". Allowed: an environment id not used by another environment of the instance. Fix: give it another environmentId, or use test/AppConfig/prod.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
});

test('fromEnvironmentAttributes refers to an environment flags can be made in', () => {
  const { stack, appConfig } = instanceStack();
  const staging = ibm.Environment.fromEnvironmentAttributes(stack, 'Staging', { instance: appConfig, environmentId: 'staging' });
  staging.booleanFlag('dark-mode');
  expect(only(synthDoc(stack), 'ibm_app_config_feature').environment_id).toBe('staging');
  expect(errorOf(() => ibm.Environment.fromEnvironmentAttributes(stack, 'Bad', { instance: appConfig } as any))).toMatchInlineSnapshot('"[test] environmentId: is required. Received: undefined. Allowed: the environment id, e.g. \'staging\'. Fix: set environmentId."');
});

test('an environment of id dev is refused: every instance has it from its creation', () => {
  const { appConfig } = instanceStack();
  expect(errorOf(() => appConfig.addEnvironment('dev'))).toMatchInlineSnapshot('"[test/AppConfig/dev] environmentId: is \'dev\', the environment every instance has from its creation: the API refuses a second environment with its id. Received: "dev". Allowed: an environment id other than \'dev\'. Fix: use appConfig.defaultEnvironment for \'dev\' (flags and properties can be made in it), or give this environment another id."');
  expect(errorOf(() => appConfig.addEnvironment('e', null as any))).toMatchInlineSnapshot('"[test/AppConfig] (options): expected an object with the options. Received: null. Allowed: an object (struct). Fix: pass the options as an object, e.g. addEnvironment(\'prod\', { color: \'#FDD13A\' })."');
});

test('the environment id is create-only: a change is ignored, and a check block warns at plan how to replace the environment', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addEnvironment('prod');
  expect(synthDoc(stack).check).toEqual({
    AppConfig_prod_create_only: {
      assert: [{
        condition: '${ibm_app_config_environment.AppConfig_prod_5F332DD7.environment_id == "prod"}',
        error_message: 'test/AppConfig/prod: environmentId changed, from ${jsonencode(ibm_app_config_environment.AppConfig_prod_5F332DD7.environment_id)} to ${jsonencode("prod")}, and the change is ignored: '
          + 'the provider never updates the id of an environment (resource_ibm_app_config_environment.go: resourceEnvironmentUpdate sends the changes of name, tags, color_code and description only; only guid forces a replacement). '
          + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_environment.AppConfig_prod_5F332DD7',
      }],
    },
  });
});
