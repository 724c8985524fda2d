/**
 * Terraform errors in JSON we synthesize that the library does not prevent yet, by finding id
 * (the fuzz sample of test/fuzz/terraform.ts counts documents refused for these as known, and
 * fails on any other). Each has a test of what Terraform says today, and a `test.failing` of
 * what synth should do; when synth does it, that test fails: drop `.failing` and the fuzz's entry.
 */
import { TerraformStack } from 'cdktn';
import { describeWithTerraform, newStack, secretVar } from './util';
import { mongodbatlas, TerrainTesting } from '../../src';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

function withProvider(): TerraformStack {
  const stack = newStack();
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: secretVar(stack, 'client_id'), clientSecret: secretVar(stack, 'client_secret') });
  return stack;
}

/** TF-5: a literal string is a Terraform template (cdktn's escape hatch for expressions), a map key too. */
function incompleteTemplates(): TerraformStack {
  const stack = withProvider();
  new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'orders-${' });
  new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'cluster', {
    projectId: PROJECT,
    name: 'orders',
    clusterType: 'REPLICASET',
    tags: { 'cost-${': 'platform' },
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
  });
  return stack;
}

describeWithTerraform('the Terraform tests of known findings')('TF-5: template syntax in a literal string (FUZZ_SEED=7, api target, case 121)', () => {
  test('an incomplete ${ in a value or a map key: synth lets it through, Terraform refuses it', async () => {
    const message: string = await TerrainTesting.validate(incompleteTemplates()).then(() => '', (e) => e.message);
    expect(message).toContain("found 2 errors in stack 'test'");
    expect(message).toContain('- [test/role] Missing expression (resource.mongodbatlas_custom_db_role.role.role_name, cdk.tf.json line ');
    expect(message).toContain('- [test/cluster] Missing expression (resource.mongodbatlas_advanced_cluster.cluster.tags.cost-${, cdk.tf.json line ');
  }, 60_000);

  test.failing('synth refuses an incomplete ${ with a ValidationError that says to write $${ for the characters themselves', () => {
    expect(() => TerrainTesting.synth(incompleteTemplates())).toThrow(/roleName: .*\$\$\{/);
  });
});
