import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { RemovalPolicies } from '../../../src/core/api/removal-policy';
import { IRemovable, RemovalPolicy, StatefulConstruct } from '../../../src/core/l2';
import { MongodbatlasCustomDbRole } from '../../../src/generated/mongodbatlas/custom-db-role';

/** A stateful construct with two L1s, the guards it was asked to render recorded. */
class Store extends StatefulConstruct {
  public readonly main: MongodbatlasCustomDbRole;
  public readonly extra: MongodbatlasCustomDbRole[] = [];
  public readonly guarded: RemovalPolicy[] = [];

  constructor(scope: Construct, id: string, chosen?: RemovalPolicy, follows?: IRemovable) {
    super(scope, id);
    this.main = new MongodbatlasCustomDbRole(this, 'Default', { projectId: 'p', roleName: 'r', lifecycle: { ignoreChanges: ['actions'] } });
    this._initRemoval(chosen, RemovalPolicy.RETAIN, () => [this.main, ...this.extra], (p) => this.guarded.push(p), follows);
  }

  public addExtra(id: string): void {
    this.extra.push(new MongodbatlasCustomDbRole(this, id, { projectId: 'p', roleName: id }));
    this._renderRemoval();
  }
}

describe('StatefulConstruct', () => {
  test('renders the guards and prevent_destroy on every protected L1, merged with the lifecycle the user set', () => {
    const s = new TerraformStack(new App(), 's');
    const store = new Store(s, 'store');
    expect([store.removalPolicy, store.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    expect(store.main.lifecycle).toEqual({ ignoreChanges: ['actions'], preventDestroy: true });
    store.addExtra('Extra');
    expect(store.extra[0].lifecycle).toEqual({ preventDestroy: true });
    store.applyRemovalPolicy(RemovalPolicy.DESTROY);
    expect(store.main.lifecycle).toEqual({ ignoreChanges: ['actions'], preventDestroy: undefined });
    expect(store.extra[0].lifecycle).toBeUndefined();
    expect(store.guarded).toEqual([RemovalPolicy.RETAIN, RemovalPolicy.RETAIN, RemovalPolicy.DESTROY]);
  });

  test('an explicit choice is kept by RemovalPolicies; an implicit one is not', () => {
    const s = new TerraformStack(new App(), 's');
    const explicit = new Store(s, 'explicit', RemovalPolicy.SNAPSHOT);
    const implicit = new Store(s, 'implicit');
    RemovalPolicies.of(s).destroy();
    Testing.synth(s);
    expect([explicit.removalPolicy, explicit.removalPolicyIsExplicit, implicit.removalPolicy])
      .toEqual([RemovalPolicy.SNAPSHOT, true, RemovalPolicy.DESTROY]);
  });

  test('without a choice of its own it follows another construct, also after that one changes', () => {
    const s = new TerraformStack(new App(), 's');
    const leader = new Store(s, 'leader');
    const follower = new Store(s, 'follower', undefined, leader);
    leader.applyRemovalPolicy(RemovalPolicy.DESTROY);
    expect(follower.removalPolicy).toBe(RemovalPolicy.DESTROY);
    follower.applyRemovalPolicy(RemovalPolicy.RETAIN);
    expect(follower.removalPolicy).toBe(RemovalPolicy.DESTROY);
    const chosen = new Store(s, 'chosen', RemovalPolicy.RETAIN, leader);
    expect(chosen.removalPolicy).toBe(RemovalPolicy.RETAIN);
  });
});
