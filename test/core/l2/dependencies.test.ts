import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { dependOn } from '../../../src/core/l2';
import { MongodbatlasCustomDbRole } from '../../../src/generated/mongodbatlas/custom-db-role';

function role(scope: Construct, id: string): MongodbatlasCustomDbRole {
  return new MongodbatlasCustomDbRole(scope, id, { projectId: 'p', roleName: id });
}

describe('dependOn', () => {
  test('in one stack: depends_on, once, on the resource or on a construct whose resource it is', () => {
    const s = new TerraformStack(new App(), 's');
    const a = role(s, 'a');
    const wrapper = new Construct(s, 'wrapper');
    role(wrapper, 'Default');
    dependOn(a, wrapper);
    dependOn(a, wrapper);
    dependOn(a, a);
    dependOn(a, new Construct(s, 'empty'));
    dependOn(a, undefined);
    expect(JSON.parse(Testing.synth(s)).resource.mongodbatlas_custom_db_role.a.depends_on).toEqual(['mongodbatlas_custom_db_role.wrapper']);
  });

  test('across stacks: a dependency of one stack on the other', () => {
    const app = new App();
    const s = new TerraformStack(app, 's');
    const t = new TerraformStack(app, 't');
    const a = role(s, 'a');
    dependOn(a, role(t, 'b'));
    expect(s.dependencies).toEqual([t]);
    expect(a.dependsOn).toBeUndefined();
  });
});
