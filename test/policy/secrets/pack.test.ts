import { TerraformStack, Testing } from 'cdktn';
import { packDefinition } from '../../../src/policy/pack';
import { SecretsPolicy } from '../../../src/policy/secrets/pack';
import { stateIfAny } from '../../../src/policy/state';
import { errorOf } from '../../util';

test('the Secrets pack: its name and its one rule', () => {
  const pack = new SecretsPolicy();
  expect(pack.packName).toBe('Secrets');
  expect(pack.rules.map((r) => `${r.id} ${r.level} ${r.resourceTypes.join(',')}`)).toEqual(['Secrets-S1 error *']);
  expect(packDefinition(pack)?.name).toBe('Secrets');
});

test('SecretsPolicy.strict marks its scope strict', () => {
  const app = Testing.app();
  const stack = new TerraformStack(app, 'test');
  SecretsPolicy.strict(stack);
  expect(stateIfAny(stack)?.strictSecrets).toBe(true);
  expect(stateIfAny(app)).toBeUndefined();
});

test('JavaScript: SecretsPolicy.strict of something that is no construct is refused, with how to fix it', () => {
  const refused = (received: string) => `[SecretsPolicy.strict] scope: expected a construct. Received: ${received}. `
    + 'Allowed: a construct: an app, a stack or any construct in them. Fix: pass the construct, e.g. SecretsPolicy.strict(stack) or SecretsPolicy.strict(app).';
  expect(errorOf(() => SecretsPolicy.strict(undefined as any))).toBe(refused('undefined'));
  expect(errorOf(() => SecretsPolicy.strict({} as any))).toBe(refused('an empty object'));
});
