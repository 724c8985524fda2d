/**
 * The bundled example app: `npx projen synth:example` (or `cdktn synth` / `cdktf synth`) writes
 * Terraform JSON to cdktf.out/stacks/<stack>/cdk.tf.json, prints the warnings with their ids
 * (TerrainSynth) and where each stack went.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App } from 'cdktn';
import { TerrainSynth } from '../src';
import { EXAMPLES, SETUP } from './index';

const outdir = process.env.CDKTF_OUTDIR ?? path.join(process.cwd(), 'cdktf.out');
const app = new App({ outdir });
for (const [id, Stack] of Object.entries(EXAMPLES)) {
  const stack = new Stack(app, id);
  SETUP[id]?.(stack);
}
TerrainSynth.synth(app);

for (const id of Object.keys(EXAMPLES)) {
  const file = path.join(outdir, 'stacks', id, 'cdk.tf.json');
  if (!fs.existsSync(file)) throw new Error(`expected ${file} after synth`);
  console.log(`synthesized stack '${id}': ${path.relative(process.cwd(), file)}`);
}
