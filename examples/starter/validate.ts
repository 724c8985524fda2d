/**
 * Terraform validate and plan of every stack of main.ts, offline: Terraform (on PATH) runs against
 * stand-ins of the providers that serve their real schemas, reads nothing and applies nothing.
 * Prints a line per stack, Terraform's warnings and errors with the construct paths, and fails
 * when a stack has an error.
 *
 *   npm run validate
 */
import { TerrainTesting } from 'terrain-constructs/core';
import { app } from './main';

TerrainTesting.validateApp(app).then(
  (result) => { process.exitCode = result.ok ? 0 : 1; },
  (e: unknown) => { console.error(e instanceof Error ? e.message : e); process.exitCode = 1; },
);
