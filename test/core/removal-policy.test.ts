import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { IRemovable, markRemovable, RemovalPolicies, RemovalPolicy, RemovalPolicyBinding } from '../../src/core/removal-policy';

class Fake { public lifecycle?: any; }

describe('RemovalPolicyBinding', () => {
  test('renders the guards and prevent_destroy, merged with the lifecycle the user set', () => {
    const r = new Fake();
    r.lifecycle = { ignoreChanges: ['tags'] };
    const seen: RemovalPolicy[] = [];
    const b = new RemovalPolicyBinding(r, undefined, RemovalPolicy.RETAIN, (p) => seen.push(p));
    expect([b.policy, b.isExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    expect(r.lifecycle).toEqual({ ignoreChanges: ['tags'], preventDestroy: true });
    b.apply(RemovalPolicy.DESTROY);
    expect(r.lifecycle).toEqual({ ignoreChanges: ['tags'], preventDestroy: undefined });
    expect(seen).toEqual([RemovalPolicy.RETAIN, RemovalPolicy.DESTROY]);
  });

  test('an explicit choice, and no lifecycle at all when nothing is set', () => {
    const r = new Fake();
    const b = new RemovalPolicyBinding(r, RemovalPolicy.SNAPSHOT, RemovalPolicy.RETAIN, () => undefined);
    expect([b.policy, b.isExplicit, r.lifecycle]).toEqual([RemovalPolicy.SNAPSHOT, true, undefined]);
  });
});

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
