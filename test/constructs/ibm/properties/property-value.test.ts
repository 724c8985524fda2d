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
    'false', '7', 'a', '{"a":1}', '"a": 1', '{"id":"s-1","secret_type":"arbitrary","sm_instance_crn":${jsonencode(var.crn)}}',
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

test('what no JSON or YAML can hold is refused where it is: references other than text, a cycle, undefined, a class instance', () => {
  const { stack, appConfig } = instanceStack();
  const cyclic: any = { name: 'a' };
  cyclic.self = cyclic;
  const list = new TerraformVariable(stack, 'l', { type: 'list(string)' }).listValue;
  const n = new TerraformVariable(stack, 'n', { type: 'number' }).numberValue;
  const text = new TerraformVariable(stack, 't', { type: 'string' }).stringValue;
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('a', {
    value: PropertyValue.json({ list, n, cyclic, 'gone': undefined, 'when': new Date(0), 'odd key': [Infinity] }),
  }))).toMatchInlineSnapshot(`
"[test/AppConfig/DefaultEnvironment/a] 6 problems:
  - value.list: is a value known only at apply, which cannot be written into the serialised object. Received: a list token (a value Terraform knows only when it plans or applies). Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: write the value itself, or a reference to text (a variable's stringValue) inside a string.
  - value.n: is a number known only at apply, which cannot be written into the serialised object. Received: a number token (a value Terraform knows only when it plans or applies). Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: write the number itself, or serialise the whole value yourself (Fn.jsonencode) into a string flag of format JSON through the L1.
  - value.cyclic.self: refers back to an object that contains it, which cannot be serialised. Received: an object with keys name, self. Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: write the object without the cycle.
  - value.gone: is undefined, which JSON has no form for (JSON would drop the key). Received: undefined. Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: remove the key, or write null.
  - value.when: is an instance of a class, not a plain object. Received: a Date. Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: write a plain object ({ ... }) of its values.
  - value["odd key"][0]: is not a finite number, which JSON cannot write. Received: Infinity. Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: write a finite number, or null."
`);
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('b', {
    value: PropertyValue.secretRef({ secretsManagerCrn: new TerraformVariable(stack, 'b', { type: 'bool' }).booleanValue as any, secretId: n as any, secretType: 'arbitrary' }),
  }))).toMatchInlineSnapshot(`
"[test/AppConfig/DefaultEnvironment/b] 2 problems:
  - value.secretsManagerCrn: is a reference to a value that is no text. Received: a token (a value Terraform knows only when it plans or applies). Allowed: a string, or a string token (a variable's stringValue). Fix: pass secretsManagerCrn as text, e.g. a variable's stringValue.
  - value.secretId: is a reference to a value that is no text. Received: a number token (a value Terraform knows only when it plans or applies). Allowed: a string, or a string token (a variable's stringValue). Fix: pass secretId as text, e.g. a variable's stringValue."
`);
  appConfig.defaultEnvironment.addProperty('c', { value: PropertyValue.yaml({ owner: text }) });
  expect(Object.values<any>(synthDoc(stack).resource.ibm_app_config_property)[0].value).toBe('"owner": ${jsonencode(var.t)}');
});

test('text in JSON, YAML and secret references is written as given; a reference in them is encoded by Terraform (jsonencode), never pasted in; text mixed with a reference is refused', () => {
  const { stack, appConfig } = instanceStack();
  const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
  appConfig.defaultEnvironment.addProperty('j', { value: PropertyValue.json({ 'a': 'Deploy ${x} "q"', 'b': v, 'k${y}': ['%{ if z }'] }) });
  appConfig.defaultEnvironment.addProperty('y', { value: PropertyValue.yaml({ b: v, c: { d: 'e ${f}' } }) });
  appConfig.defaultEnvironment.addProperty('s', { value: PropertyValue.secretRef({ secretsManagerCrn: v, secretId: 'id-${1}', secretType: 'kv' }) });
  const byId = Object.fromEntries(Object.values<any>(synthDoc(stack).resource.ibm_app_config_property).map((p) => [p.property_id, p.value]));
  expect(byId).toEqual({
    j: '{"a":"Deploy $${x} \\"q\\"","b":${jsonencode(var.v)},"k$${y}":["%%{ if z }"]}',
    y: '"b": ${jsonencode(var.v)}\n"c":\n  "d": "e $${f}"',
    s: '{"id":"id-$${1}","secret_type":"kv","sm_instance_crn":${jsonencode(var.v)}}',
  });
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('m', { value: PropertyValue.json({ a: `Deploy ${v}` }) }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/m] value.a: mixes text and a reference, which the serialised object cannot encode. Received: a string token (a value Terraform knows only when it plans or applies). Allowed: a JSON value: text, numbers, booleans, null, lists and objects of them. Fix: make the whole text one reference (a variable, or a local of Fn.join), or write it without the reference."');
});
