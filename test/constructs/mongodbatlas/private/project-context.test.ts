import { App, TerraformStack } from 'cdktn';
import { ProjectBindContext } from '../../../../src/constructs/mongodbatlas/private/project-context';
import { BindContext, Problems } from '../../../../src/core/l2';

test('a BindContext with the project of the construct that binds (problems shared when given, new otherwise)', () => {
  const stack = new TerraformStack(new App(), 's');
  const problems = new Problems();
  const ctx = new ProjectBindContext(stack, '5f1b2c3d4e5f6a7b8c9d0e1f', problems);
  expect(ctx).toBeInstanceOf(BindContext);
  expect([ctx.scope, ctx.projectId, ctx.problems]).toEqual([stack, '5f1b2c3d4e5f6a7b8c9d0e1f', problems]);
  expect(new ProjectBindContext(stack, 'p').problems).not.toBe(problems);
});
