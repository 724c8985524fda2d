/**
 * The error of TerrainTesting.validate and plan (src/terraform/check-error.ts): an Error by name,
 * with Terraform's diagnostics (none unless given). What it says: run.test.ts and the tests of the
 * parts that throw it.
 */
import { TerraformCheckError } from '../../src/terraform/check-error';
import * as run from '../../src/terraform/run';

test('an Error named TerraformCheckError, with its message and diagnostics', () => {
  const d = { severity: 'error', summary: 'Bad', detail: '' };
  const e = new TerraformCheckError('it failed', [d]);
  expect([e instanceof Error, e.name, e.message, e.diagnostics]).toEqual([true, 'TerraformCheckError', 'it failed', [d]]);
  expect(new TerraformCheckError('no diagnostics').diagnostics).toEqual([]);
});

test('is the one run.ts exports (callers catch it from there)', () => {
  expect(run.TerraformCheckError).toBe(TerraformCheckError);
});
