/**
 * The error of `TerrainTesting.validate` and `TerrainTesting.plan` (run.ts): what failed, and
 * Terraform's diagnostics mapped to their constructs. Not part of the jsii API.
 */
import { TerraformDiagnostic } from './types';

/** An error of TerrainTesting.validate / plan; `diagnostics` holds Terraform's, mapped. */
export class TerraformCheckError extends Error {
  constructor(message: string, public readonly diagnostics: TerraformDiagnostic[] = []) {
    super(message);
    this.name = 'TerraformCheckError';
  }
}
