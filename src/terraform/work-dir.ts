/**
 * The working folder of a run of `TerrainTesting.validate` / `plan` (run.ts): the document as
 * Terraform gets it (no backend), the launchers of the stand-in providers with the Terraform CLI
 * configuration whose `dev_overrides` point at them, the environment Terraform runs in (none of
 * the caller's TF_VAR_ or TF_CLI_ARGS), and the stand-ins' log. Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { Launch } from './pool';
import { STAND_IN_PROVIDERS } from './schema';

/** The document as Terraform gets it: without backend (nothing is initialized; the plan needs no state). */
export function forTerraform(doc: any): any {
  if (!doc.terraform?.backend && !doc.terraform?.cloud) return doc;
  const { backend: _b, cloud: _c, ...terraform } = doc.terraform;
  return { ...doc, terraform };
}

export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, '\'\\\'\'')}'`;
}

/** Launchers and CLI configuration; the environment Terraform runs in. */
export function environment(dir: string, launch: Launch): NodeJS.ProcessEnv {
  const bin = path.join(dir, 'providers');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'stand-ins.log');
  const overrides: string[] = [];
  for (const [name, source] of Object.entries(STAND_IN_PROVIDERS)) {
    const label = `terrain-constructs stand-in for ${source}`;
    const file = path.join(bin, `terraform-provider-${source.split('/')[1]}`);
    fs.writeFileSync(file, [
      '#!/bin/sh',
      `# ${label}: started by Terraform through the dev_overrides of ../terraform.rc (TerrainTesting).`,
      `if [ ! -x ${shellQuote(launch.node)} ]; then`,
      `  echo ${shellQuote(`${label} cannot start: there is no Node.js at ${launch.node}`)} | tee -a ${shellQuote(log)} >&2`,
      '  exit 1',
      'fi',
      `exec ${shellQuote(launch.node)} ${shellQuote(launch.script)} ${name}`,
      '',
    ].join('\n'), { mode: 0o755 });
    overrides.push(`    ${JSON.stringify(source)} = ${JSON.stringify(bin)}`);
  }
  const rc = path.join(dir, 'terraform.rc');
  fs.writeFileSync(rc, [
    '# Written by terrain-constructs (TerrainTesting.validate / plan): the stand-in providers.',
    'provider_installation {',
    '  dev_overrides {',
    ...overrides,
    '  }',
    '  direct {}',
    '}',
    '',
  ].join('\n'));
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    // Only the caller's `variables` reach the stack; no arguments slip in through the environment.
    if (k.startsWith('TF_VAR_') || k.startsWith('TF_CLI_ARGS') || k === 'TF_WORKSPACE' || k === 'TF_REATTACH_PROVIDERS') continue;
    env[k] = v;
  }
  return {
    ...env,
    TF_CLI_CONFIG_FILE: rc,
    TF_DATA_DIR: path.join(dir, '.terraform'),
    TF_IN_AUTOMATION: '1',
    TF_INPUT: '0',
    CHECKPOINT_DISABLE: '1',
    TERRAIN_STANDIN_LOG: log,
  };
}

export function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'stand-ins.log'), 'utf8').trim();
  } catch {
    return '';
  }
}
