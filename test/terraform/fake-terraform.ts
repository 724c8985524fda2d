/**
 * Helpers of the tests of TerrainTesting.validate and plan (run.test.ts and the tests of its
 * parts): a fake `terraform` (a shell script, or a node script), a stack with one Atlas resource,
 * the working folders a run leaves, and the message a run fails with.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformStack } from 'cdktn';
import { newStack } from './util';
import { MongodbatlasCustomDbRole } from '../../src/generated/mongodbatlas/custom-db-role';
import { MongodbatlasProvider } from '../../src/generated/mongodbatlas/provider';

export const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';

/** A stack `test` with the Atlas provider and a custom role `role`. */
export function atlasStack(): TerraformStack {
  const stack = newStack();
  new MongodbatlasProvider(stack, 'atlas', {});
  new MongodbatlasCustomDbRole(stack, 'role', { projectId: PROJECT, roleName: 'r' });
  return stack;
}

/** A fake `terraform`: `version -json` prints `version`; any other command runs `body` (sh). */
export function fakeTerraform(version: string, body = 'exit 0'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-terraform-'));
  const file = path.join(dir, 'terraform');
  fs.writeFileSync(file, `#!/bin/sh\nif [ "$1" = version ]; then echo '{"terraform_version":"${version}"}'; exit 0; fi\n${body}\n`, { mode: 0o755 });
  return file;
}

/** A fake `terraform` whose commands other than `version` run `js` with node (fs, path and answer(json, code) in scope). */
export function fakeTerraformJs(version: string, js: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-terraform-js-')), 'fake.js');
  fs.writeFileSync(file, 'const fs = require(\'fs\'); const path = require(\'path\');\n'
    + 'const answer = (json, code = 0) => { process.stdout.write(JSON.stringify(json)); process.exit(code); };\n' + js);
  return fakeTerraform(version, `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(file)} "$@"`);
}

/** The working folders of runs under the temporary folder. */
export function workDirs(): string[] {
  return fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('terrain-terraform-'));
}

/** The message `p` fails with; fails when it does not. */
export async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e: any) {
    return e.message;
  }
  throw new Error('expected TerrainTesting to fail');
}
