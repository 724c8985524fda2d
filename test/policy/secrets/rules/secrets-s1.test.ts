import { SENSITIVE, Struct } from '../../../../src/core/runtime';
import { RULE } from '../../../../src/policy/secrets/rules/secrets-s1';
import { expectRuleDoc, reported } from '../../rule-util';

/** A schema with a sensitive password, a plain name, and a nested block (a list) and map of objects holding a sensitive key. */
const KEY: Struct = { f: [{ t: 'key_id', y: 's' }, { t: 'secret_key', y: 's', f: SENSITIVE }] };
const SCHEMA: Struct = {
  f: [
    { t: 'name', y: 's' },
    { t: 'password', y: 's', f: SENSITIVE },
    { t: 'credentials', y: { k: 'l', s: KEY, b: 1 } },
    { t: 'by_region', y: { k: 'm', s: KEY } },
  ],
};
const check = (input: Record<string, any>, schema: Struct | null = SCHEMA) => reported(RULE, input, 'demo_widget', { schema: schema ?? undefined });
const finding = (field: string, received: string) => `${field}: is sensitive but holds a literal value: it ends up in plain text in cdk.tf.json, in version control and in the state. `
  + `Received: ${received}. Allowed: a token: a sensitive TerraformVariable, a reference to a secret store, or an attribute of another resource. `
  + `Fix: pass ${field} as new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value (or read it from a secret store) instead of the literal.`;

test('Secrets-S1 states an error rule on every type this library describes', () => {
  expectRuleDoc(RULE, 'Secrets-S1', 'error');
  expect(RULE.types).toEqual(['*']);
});

test('pass: tokens, empty strings and plain fields; a type without a schema is not judged', () => {
  expect(check({ name: 'orders', password: '${var.pw}', credentials: [{ key_id: 'AKIA', secret_key: '${var.sk}' }], by_region: { eu: { secret_key: '' } } })).toEqual([]);
  expect(check({ password: 'hunter2' }, null)).toEqual([]);
});

test('fail: a literal in a sensitive field, at any depth, with its shape (never its value)', () => {
  expect(check({ name: 'orders', password: 'hunter2', credentials: [{ key_id: 'AKIA', secret_key: 'abc' }], by_region: { eu: { secret_key: 'xyz1' } } })).toEqual([
    finding('password', 'a literal string of 7 characters'),
    finding('credentials[0].secretKey', 'a literal string of 3 characters'),
    finding('byRegion.eu.secretKey', 'a literal string of 4 characters'),
  ]);
  expect(check({ password: 42 })).toEqual([finding('password', 'a literal number')]);
});
