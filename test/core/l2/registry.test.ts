import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { AppRegistry, sameKey } from '../../../src/core/l2';

interface Entry { readonly scope: IConstruct; readonly key: string[] }

describe('AppRegistry', () => {
  test('entries per app, in the order registered; others leaves out the caller', () => {
    const registry = new AppRegistry<Entry>();
    const app = new App();
    const s = new TerraformStack(app, 's');
    const a = new Construct(s, 'a');
    const b = new Construct(s, 'b');
    const other = new Construct(new TerraformStack(new App(), 't'), 'c');
    registry.register({ scope: a, key: ['p', 'x'] });
    registry.register({ scope: b, key: ['p', 'x'] });
    registry.register({ scope: other, key: ['p', 'x'] });
    expect(registry.entries(a).map((e) => e.scope.node.path)).toEqual(['s/a', 's/b']);
    expect(registry.others(a, (e) => sameKey(e.key, ['p', 'x'])).map((e) => e.scope.node.path)).toEqual(['s/b']);
    expect(registry.entries(other).map((e) => e.scope.node.path)).toEqual(['t/c']);
  });

  test('a construct removed from the tree (its constructor threw) is no entry', () => {
    const registry = new AppRegistry<Entry>();
    const s = new TerraformStack(new App(), 's');
    const parent = new Construct(s, 'parent');
    const child = new Construct(parent, 'child');
    registry.register({ scope: child, key: [] });
    s.node.tryRemoveChild('parent');
    expect(registry.entries(s)).toEqual([]);
  });
});

describe('sameKey', () => {
  test('equal strings, or one reference read twice; never a part that is no string', () => {
    const s = new TerraformStack(new App(), 's');
    const v = new TerraformVariable(s, 'v', { type: 'string' });
    expect(sameKey(['a', v.stringValue], ['a', v.stringValue])).toBe(true);
    expect(sameKey(['a'], ['b'])).toBe(false);
    expect(sameKey(['a'], ['a', 'b'])).toBe(false);
    expect(sameKey([1], [1])).toBe(false);
  });
});
