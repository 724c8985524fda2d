import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ORG_ASSIGNMENTS, TEAM_ASSIGNMENTS } from '../../../../src/constructs/mongodbatlas/private/user-assignments';
import { sameKey } from '../../../../src/core/l2';

test('an assignment is registered with its app, and found by its key', () => {
  const stack = new TerraformStack(new App(), 'test');
  const jane = new Construct(stack, 'Jane');
  const twin = new Construct(stack, 'Twin');
  ORG_ASSIGNMENTS.register({ scope: jane, key: ['org', 'jane@example.com'] });
  ORG_ASSIGNMENTS.register({ scope: twin, key: ['org', 'jane@example.com'] });
  expect(ORG_ASSIGNMENTS.others(jane, (e) => sameKey(e.key, ['org', 'jane@example.com'])).map((e) => e.scope.node.path)).toEqual(['test/Twin']);
});

test('the two registries, and two apps, are apart: nothing is found across them', () => {
  const one = new TerraformStack(new App(), 'one');
  const other = new TerraformStack(new App(), 'other');
  TEAM_ASSIGNMENTS.register({ scope: new Construct(one, 'Dba'), key: ['team', 'user'] });
  expect(TEAM_ASSIGNMENTS.entries(other)).toEqual([]);
  expect(ORG_ASSIGNMENTS.entries(one)).toEqual([]);
});
