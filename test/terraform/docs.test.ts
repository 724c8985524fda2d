/**
 * The snippets of the README and the docs that a test synthesizes, planned by Terraform:
 * - the example on every reference page of docs/ (one per resource, data source and provider
 *   block; scripts/docs/example.ts constructs and synthesizes it, test/docs/reference.test.ts
 *   compares the pages): planned here, with a placeholder for every variable.
 * - The README's snippets are lines of examples/ (test/readme.test.ts checks each line is in its
 *   file): examples.test.ts and starter.test.ts plan those stacks, usage.test.ts is the snippet of
 *   "Testing with Terraform, offline" itself. Nothing else to plan for them here.
 * - docs/AUTHORING-L2.md's worked example is synthesized by no test.
 */
import * as fs from 'fs';
import * as path from 'path';
import { describeWithTerraform, placeholderVariables, startAll } from './util';
import { l1Examples } from '../../scripts/docs/generate';
import { TerrainTesting } from '../../src';
import { TerraformPlan } from '../../src/terraform/types';

const ROOT = path.join(__dirname, '..', '..');
const PAGES = l1Examples(ROOT);

test('the README snippets come from files that a Terraform test plans', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const files = [...new Set([...readme.matchAll(/<!-- snippet: (\S+) -->/g)].map((m) => m[1]))].sort();
  const planned = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.ts')).map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8')).join('\n');
  // examples/mongodbatlas/* and examples/policy/* are the stacks of examples/index.ts (EXAMPLES), which examples.test.ts plans.
  const examples = fs.readFileSync(path.join(ROOT, 'examples', 'index.ts'), 'utf8');
  const unplanned = files.filter((f) => {
    if (f.startsWith('test/terraform/')) return false;
    // A diagram (test/topology/golden/<example>.md) is no code: it shows an example stack, planned as one.
    if (/^test\/topology\/golden\/[\w-]+\.md$/.test(f)) return !examples.includes(`'${path.basename(f, '.md')}'`);
    if (f === 'examples/starter/main.ts') return !planned.includes("'examples', 'starter', 'main.ts'");
    // The README's convert example: test/cli/port-examples.test.ts converts examples/port/hcl/main.tf
    // and compares the stack with this file (the oracle against the HCL's JSON form). It holds on
    // purpose a type we do not generate (the escape hatch), which no stand-in knows, so Terraform
    // cannot plan it offline; the fixtures of test/cli/convert/terraform.test.ts are planned instead.
    if (f === 'examples/port/hcl/main.ts') return !fs.readFileSync(path.join(ROOT, 'test', 'cli', 'port-examples.test.ts'), 'utf8').includes("path.join(EXAMPLES, 'hcl', 'main.ts')");
    return !examples.includes(`'./${f.replace(/^examples\//, '').replace(/\.ts$/, '')}'`) || !planned.includes("from '../../examples'");
  });
  expect(files.length).toBeGreaterThan(5);
  expect(unplanned).toEqual([]);
});

describeWithTerraform('the Terraform tests of the docs examples')('Terraform plans the example of every reference page', () => {
  let plans: Map<(typeof PAGES)[number], Promise<TerraformPlan>>;

  beforeAll(() => {
    plans = startAll(PAGES, 4, async (p) => {
      const stack = p.example().stack;
      return TerrainTesting.plan(stack, { variables: placeholderVariables(stack.toTerraform()), printWarnings: false });
    });
  });

  test.each(PAGES.map((p) => [`docs/${p.page}`, p]))('%s', async (_page, p) => {
    const plan = await plans.get(p)!;
    expect(plan.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // A resource's example creates it; a data source's and a provider's plan no change.
    expect(plan.changes.map((c) => `${c.action} ${c.constructPath}`)).toEqual(p.page.includes('/resources/') ? ['create docs/example'] : []);
  }, 180_000);
});
