import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { IRemovable, markRemovable, RemovalPolicies, RemovalPolicy } from '../../../src/core/api/removal-policy';

class Thing extends Construct implements IRemovable {
  public removalPolicy: RemovalPolicy = RemovalPolicy.RETAIN;
  constructor(scope: Construct, id: string, public readonly removalPolicyIsExplicit = false) {
    super(scope, id);
    markRemovable(this);
  }
  public applyRemovalPolicy(policy: RemovalPolicy) { this.removalPolicy = policy; }
}

describe('RemovalPolicies', () => {
  test('applies to every removable construct in scope at synth, never over an explicit choice unless asked', () => {
    const stack = new TerraformStack(new App(), 's');
    const a = new Thing(stack, 'a');
    const b = new Thing(stack, 'b', true);
    RemovalPolicies.of(stack).destroy();
    Testing.synth(stack);
    expect([a.removalPolicy, b.removalPolicy]).toEqual([RemovalPolicy.DESTROY, RemovalPolicy.RETAIN]);
    const stack2 = new TerraformStack(new App(), 't');
    const c = new Thing(stack2, 'c', true);
    RemovalPolicies.of(stack2).snapshot({ overwrite: true });
    Testing.synth(stack2);
    expect(c.removalPolicy).toBe(RemovalPolicy.SNAPSHOT);
  });

  test('the mark is on the class, not on each instance', () => {
    const s = new TerraformStack(new App(), 's');
    const x = new Thing(s, 'x');
    expect(Object.getOwnPropertySymbols(x).map(String)).not.toContain('Symbol(terrain-constructs.IRemovable)');
    expect(Object.getOwnPropertySymbols(Object.getPrototypeOf(x)).map(String)).toContain('Symbol(terrain-constructs.IRemovable)');
  });
});
