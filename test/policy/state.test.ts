import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { scopesWithSettings, stateIfAny, stateOf } from '../../src/policy/state';

test('stateOf makes the settings of a scope on first use, and keeps them; the app lists its scopes with settings', () => {
  const app = Testing.app();
  const stack = new TerraformStack(app, 'test');
  const team = new Construct(stack, 'Team');
  expect(stateIfAny(team)).toBeUndefined();
  expect(scopesWithSettings(app)).toBeUndefined();
  const s = stateOf(team);
  expect(s).toEqual({ packs: [], suppressions: [], strictSecrets: false });
  expect(stateOf(team)).toBe(s);
  expect(stateIfAny(team)).toBe(s);
  stateOf(app);
  expect([...scopesWithSettings(app)!].map((c) => c.node.path)).toEqual(['test/Team', '']);
});

test('settings are per app: another app sees none of them', () => {
  const one = new App();
  const other = new App();
  stateOf(new TerraformStack(one, 'a'));
  expect(scopesWithSettings(other)).toBeUndefined();
  expect(scopesWithSettings(one)?.size).toBe(1);
});
