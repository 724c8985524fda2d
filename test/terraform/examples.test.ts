/**
 * Terraform itself plans every example stack and the starter's four stacks, against the stand-in
 * providers: any Terraform error fails the test.
 */
import { App, TerraformStack } from 'cdktn';
import { describeWithTerraform, placeholderVariables } from './util';
import { EXAMPLES, SETUP } from '../../examples';
import { TerrainTesting } from '../../src';

describeWithTerraform('the Terraform tests of the examples')('Terraform plans every example stack', () => {
  test.each(Object.keys(EXAMPLES))('%s', async (id) => {
    const app = new App();
    SETUP[id]?.(app);
    const stack: TerraformStack = new EXAMPLES[id](app, id);
    const plan = await TerrainTesting.plan(stack, { variables: placeholderVariables(stack.toTerraform()) });
    expect(plan.changes.length).toBeGreaterThan(0);
    expect(plan.changes.filter((c) => !c.constructPath)).toEqual([]);
    expect(plan.diagnostics).toEqual([]);
  }, 60_000);
});
