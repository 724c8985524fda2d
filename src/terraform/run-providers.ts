/**
 * The stand-in providers a run of `TerrainTesting.validate` / `plan` (run.ts) needs: the local
 * provider names of a document with their sources (a provider without stand-in is refused), the
 * schema a stand-in serves, and how its script is started. Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformCheckError } from './check-error';
import { Launch } from './pool';
import { ProviderSchema, schemaFromFacts, STAND_IN_PROVIDERS } from './schema';
import { TerraformCheckOptions } from './types';

/** Local provider name -> source (e.g. mongodbatlas -> mongodb/mongodbatlas), for the stand-ins the document needs. */
export function providersOf(doc: any, who: string, stackPath: string): Map<string, string> {
  const required: Record<string, any> = doc.terraform?.required_providers ?? {};
  const names = new Set<string>([...Object.keys(required), ...Object.keys(doc.provider ?? {})]);
  for (const section of ['resource', 'data']) {
    for (const [type, instances] of Object.entries<any>(doc[section] ?? {})) {
      const explicit = Object.values<any>(instances ?? {}).some((b) => typeof b?.provider === 'string');
      if (!explicit) names.add(type.split('_')[0]);
    }
  }
  const bySource = new Map(Object.entries(STAND_IN_PROVIDERS).map(([n, s]) => [s.toLowerCase(), n]));
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const name of [...names].sort()) {
    if (name === 'terraform') continue; // built into Terraform
    const raw = typeof required[name] === 'string' ? required[name] : required[name]?.source ?? `hashicorp/${name}`;
    const source = String(raw).toLowerCase().replace(/^registry\.terraform\.io\//, '');
    const standInName = bySource.get(source);
    if (standInName) out.set(name, STAND_IN_PROVIDERS[standInName]);
    else missing.push(`${name} (${raw})`);
  }
  if (missing.length) {
    throw new TerraformCheckError(`${who}: stack '${stackPath}' uses provider ${missing.join(', ')}, which has no stand-in. `
      + `Terraform runs offline here, with stand-ins for ${Object.values(STAND_IN_PROVIDERS).join(', ')} only (and Terraform's built-in terraform provider). `
      + 'Check a stack with other providers with terraform init and terraform validate against the real providers.');
  }
  return out;
}

const schemas = new Map<string, ProviderSchema>();

/** The schema a stand-in serves (for the write-only check), loaded once. */
export function schemaOf(source: string): ProviderSchema {
  let s = schemas.get(source);
  if (!s) {
    const name = Object.entries(STAND_IN_PROVIDERS).find(([, src]) => src === source)![0];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    s = schemaFromFacts((require(`../generated/${name}/schema-facts`) as { SCHEMA_FACTS: string }).SCHEMA_FACTS);
    schemas.set(source, s);
  }
  return s;
}

export function standInLaunch(options: TerraformCheckOptions, who: string): Launch {
  const script = process.env.TERRAIN_STANDIN_SCRIPT ?? path.join(__dirname, 'stand-in.js');
  if (!fs.existsSync(script)) {
    throw new TerraformCheckError(`${who}: the stand-in providers' script ${script} is missing. `
      + 'It ships in the package under lib/terraform/; running from the TypeScript sources, compile first (npx projen compile) or point TERRAIN_STANDIN_SCRIPT at a compiled stand-in.js.');
  }
  return { node: options.nodeBinary ?? process.execPath, script };
}
