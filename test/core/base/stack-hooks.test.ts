import { App, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { onPolicyCounts, onStackFound, policyCountsOf, stackFound } from '../../../src/core/base/stack-hooks';

test('every hook registered is called with each stack found later, in the order registered', () => {
  const seen: string[] = [];
  const stack = new TerraformStack(new App(), 'early');
  stackFound(stack); // before the hooks: they do not see it
  onStackFound((s: IConstruct) => seen.push(`first ${s.node.path}`));
  onStackFound((s: IConstruct) => seen.push(`second ${s.node.path}`));
  stackFound(new TerraformStack(new App(), 'test'));
  expect(seen).toEqual(['first test', 'second test']);
});

test('a hook that throws stops the stack being found (hooks must not throw): the error reaches the caller', () => {
  const seen: string[] = [];
  onStackFound(() => { throw new Error('hook failed'); });
  onStackFound((s: IConstruct) => seen.push(s.node.path));
  expect(() => stackFound(new TerraformStack(new App(), 'test'))).toThrow(new Error('hook failed'));
  expect(seen).toEqual([]);
});

test('policy counts: undefined until a reader is registered, then what it returns for the stack', () => {
  const stack = new TerraformStack(new App(), 'test');
  expect(policyCountsOf(stack)).toBeUndefined();
  onPolicyCounts((s) => (s === stack ? { errors: 1, warnings: 2, suppressed: 3 } : undefined));
  expect(policyCountsOf(stack)).toEqual({ errors: 1, warnings: 2, suppressed: 3 });
  expect(policyCountsOf(new TerraformStack(new App(), 'other'))).toBeUndefined();
});
