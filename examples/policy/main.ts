/**
 * The policy example app: the packs on the app (before the stacks are created; after works too),
 * one platform stack, and synth, which writes policy-report.json and policy-report.sarif next to
 * the stack's cdk.tf.json and prints a short table.
 *
 *   npx ts-node --transpile-only --project scripts/tsconfig.json examples/policy/main.ts
 */
import * as path from 'path';
import { App } from 'cdktn';
import { TerrainSynth } from '../../src';
import { addPolicies, PlatformStack } from './platform';

/** Synthesizes the example into `outdir`; returns the folder of the stack. */
export function main(outdir: string): string {
  const app = new App({ outdir });
  addPolicies(app);
  new PlatformStack(app, 'platform');
  TerrainSynth.synth(app);
  return path.join(outdir, 'stacks', 'platform');
}

if (require.main === module) {
  const dir = main(process.env.CDKTF_OUTDIR ?? path.join(process.cwd(), 'cdktf.out'));
  console.log(`policy reports: ${path.relative(process.cwd(), path.join(dir, 'policy-report.json'))}, ${path.relative(process.cwd(), path.join(dir, 'policy-report.sarif'))}`);
}
