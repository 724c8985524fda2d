/**
 * Terraform errors in JSON we synthesize that the library does not prevent yet, by finding id
 * (the fuzz sample of test/fuzz/terraform.ts counts documents refused for these as known, and
 * fails on any other). Each has a test of what Terraform says today, and a `test.failing` of
 * what synth should do; when synth does it, that test fails: drop `.failing` and the fuzz's entry.
 */
import { TerraformStack } from 'cdktn';
import { newStack, secretVar } from './util';
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

describe('TF-5 (fixed): template syntax in a literal string (FUZZ_SEED=7, api target, case 121)', () => {
  test('an incomplete ${ in a value or a map key is refused at construction, with the escape to write instead', () => {
    const stack = withProvider();
    expect(() => new mongodbatlas.MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'orders-${' })).toThrow(
      "[test/role] roleName: is an incomplete Terraform template: '${' opens an expression that never closes, and Terraform refuses the value. "
      + 'Received: "orders-${". Allowed: a complete expression such as ${var.name}, or $${ for the characters themselves. '
      + 'Fix: write $${ where you mean the characters, e.g. "orders-$${".');
    expect(() => incompleteTemplates()).toThrow(/roleName: .*\$\$\{/);
    const cluster = () => new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'cluster', {
      projectId: PROJECT,
      name: 'orders',
      clusterType: 'REPLICASET',
      tags: { 'cost-%{': 'platform' },
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }] }],
    });
    expect(cluster).toThrow(
      "[test/cluster] tags[\"cost-%{\"]: is an incomplete Terraform template: '%{' opens a directive that never closes, and Terraform refuses the key. "
      + 'Received: "cost-%{". Allowed: a complete expression such as ${var.name}, or %%{ for the characters themselves. '
      + 'Fix: write %%{ where you mean the characters, e.g. "cost-%%{".');
  });

  test('complete expressions, escapes and braces inside quotes pass, and Terraform plans them', () => {
    const stack = withProvider();
    for (const [id, name] of [['a', 'orders-$${x'], ['b', '${var.role_prefix}-orders'], ['c', 'x-${ {a = "}"}.a }'], ['d', '100%%{ done']]) {
      new mongodbatlas.MongodbatlasCustomDbRole(stack, id, { projectId: PROJECT, roleName: name });
    }
    expect(() => TerrainTesting.synth(stack)).not.toThrow();
  });
});
