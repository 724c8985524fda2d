/**
 * PropertyValue: each factory's type and format, and what binding refuses.
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../../src';
import { errorOf, instanceStack, synthDoc } from '../ibm-util';

const { PropertyValue } = ibm;

test('each factory gives its type and format, and renders the provider\'s string', () => {
  const { stack, appConfig } = instanceStack();
  const crn = new TerraformVariable(stack, 'crn', { type: 'string' }).stringValue;
  const values = [
    PropertyValue.boolean(false), PropertyValue.numeric(7), PropertyValue.string('a'), PropertyValue.json({ a: 1 }), PropertyValue.yaml({ a: 1 }),
    PropertyValue.secretRef({ secretsManagerCrn: crn, secretId: 's-1', secretType: 'arbitrary' }),
  ];
  expect(values.map((v) => [v.type, v.format])).toEqual([['BOOLEAN', undefined], ['NUMERIC', undefined], ['STRING', 'TEXT'], ['STRING', 'JSON'], ['STRING', 'YAML'], ['SECRETREF', undefined]]);
  values.forEach((value, i) => appConfig.defaultEnvironment.addProperty(`p${i}`, { value }));
  expect(Object.values<any>(synthDoc(stack).resource.ibm_app_config_property).map((p) => p.value)).toEqual([
    'false', '7', 'a', '{"a":1}', '"a": 1', '{"id":"s-1","secret_type":"arbitrary","sm_instance_crn":"${var.crn}"}',
  ]);
});

test('a secret reference with a CRN of another service and an unknown secret type is refused', () => {
  const { appConfig } = instanceStack();
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('db', {
    value: PropertyValue.secretRef({ secretsManagerCrn: 'crn:v1:bluemix:public:kms:us-south:a/1::', secretId: 's', secretType: 'password' }),
  }))).toMatchInlineSnapshot(`
"[test/AppConfig/DefaultEnvironment/db] 2 problems:
  - value.secretsManagerCrn: is not the CRN of a Secrets Manager instance. Received: "crn:v1:bluemix:public:kms:us-south:a/1::". Allowed: a CRN of service secrets-manager, e.g. 'crn:v1:bluemix:public:secrets-manager:us-south:a/<account>:<instance>::'. Fix: copy the CRN from the Secrets Manager instance's details.
  - value.secretType: is not a Secrets Manager secret type. Received: "password". Allowed: arbitrary, iam_credentials, imported_cert, kv, private_cert, public_cert, service_credentials, username_password. Fix: write secretType: 'arbitrary' (or the type of the secret)."
`);
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('n', { value: PropertyValue.numeric(2 ** 60) }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/n] value: is too large: the L2 takes whole numbers from -(2^53 - 1) to 2^53 - 1, which a number keeps exactly. Received: 1152921504606847000. Allowed: a whole number. Fix: write a whole number within 9007199254740991."');
});
