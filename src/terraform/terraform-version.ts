/**
 * Which Terraform a run of `TerrainTesting.validate` / `plan` (run.ts) needs: the version of the
 * binary (`terraform version -json`, once per binary), what the document needs of Terraform (the
 * stand-ins' plugin protocol, moved, import, removed and check blocks, terraform_data, ephemeral
 * resources, write-only attributes) and where, and the error when the binary is too old. Not part
 * of the jsii API.
 */
import * as cp from 'child_process';
import { TerraformCheckError } from './check-error';
import type { Locator } from './locator';
import { schemaOf } from './run-providers';
import { SchemaBlock } from './schema';
import { PROVIDERS } from '../generated/providers';

/** The oldest Terraform the stand-ins serve: plugin protocol 6 and `-json` output. */
export const MIN_TERRAFORM = '1.0.0';

const versions = new Map<string, Promise<string>>();

/** `terraform version -json`, once per binary. */
export function terraformVersion(bin: string, who: string): Promise<string> {
  let v = versions.get(bin);
  if (!v) {
    v = new Promise<string>((resolve, reject) => {
      cp.execFile(bin, ['version', '-json'], { env: { ...process.env, CHECKPOINT_DISABLE: '1' }, timeout: 60_000 }, (err: any, stdout) => {
        if (err?.code === 'ENOENT') {
          reject(new TerraformCheckError(`${who} runs Terraform, and there is no ${bin === 'terraform' ? 'terraform on PATH' : `Terraform at ${bin}`}. `
            + `Install Terraform ${MIN_TERRAFORM} or later (1.11 or later for write-only attributes) and put it on PATH, or pass terraformBinary.`));
          return;
        }
        try {
          const version = JSON.parse(stdout).terraform_version;
          if (typeof version !== 'string') throw new Error('no terraform_version');
          resolve(version);
        } catch {
          reject(new TerraformCheckError(`${who}: '${bin} version -json' did not print Terraform's version (${err ? err.message : stdout.trim().slice(0, 200)}). `
            + `Is ${bin} Terraform ${MIN_TERRAFORM} or later?`));
        }
      });
    });
    versions.set(bin, v);
    v.catch(() => versions.delete(bin));
  }
  return v;
}

/** What a document needs of Terraform: the feature, the version, where. */
export interface Requirement { readonly what: string; readonly version: string; readonly where: string[] }

export function requirements(doc: any, providers: Map<string, string>): Requirement[] {
  const out: Requirement[] = [{ what: 'the plugin protocol 6 of the stand-ins and -json output', version: MIN_TERRAFORM, where: [] }];
  const at = (list: unknown, f: (x: any) => string) => (Array.isArray(list) ? list.map(f) : []);
  if (doc.moved?.length) out.push({ what: 'moved blocks', version: '1.1.0', where: at(doc.moved, (m) => String(m.to)) });
  if (doc.import?.length) out.push({ what: 'import blocks', version: '1.5.0', where: at(doc.import, (m) => String(m.to)) });
  const importEach = (doc.import ?? []).filter((m: any) => m.for_each !== undefined);
  if (importEach.length) out.push({ what: 'import blocks with for_each', version: '1.7.0', where: at(importEach, (m) => String(m.to)) });
  if (doc.removed?.length) out.push({ what: 'removed blocks', version: '1.7.0', where: at(doc.removed, (m) => String(m.from)) });
  if (doc.check && Object.keys(doc.check).length) out.push({ what: 'check blocks', version: '1.5.0', where: Object.keys(doc.check).map((c) => `check.${c}`) });
  if (doc.resource?.terraform_data) out.push({ what: 'the terraform_data resource', version: '1.4.0', where: Object.keys(doc.resource.terraform_data).map((n) => `terraform_data.${n}`) });
  if (doc.ephemeral && Object.keys(doc.ephemeral).length) out.push({ what: 'ephemeral resources', version: '1.10.0', where: Object.keys(doc.ephemeral).map((t) => `ephemeral.${t}`) });
  const writeOnly: string[] = [];
  for (const [type, instances] of Object.entries<any>(doc.resource ?? {})) {
    const source = providers.get(type.split('_')[0]);
    const block = source ? schemaOf(source).resources.get(type) : undefined;
    if (!block) continue;
    for (const [name, body] of Object.entries<any>(instances ?? {})) for (const a of writeOnlySet(block, body)) writeOnly.push(`${type}.${name}.${a}`);
  }
  if (writeOnly.length) out.push({ what: 'write-only attributes', version: '1.11.0', where: writeOnly });
  return out;
}

/** The write-only attributes that `body` sets (paths inside the resource). */
export function writeOnlySet(block: SchemaBlock, body: any, prefix = ''): string[] {
  if (body === null || typeof body !== 'object') return [];
  const out: string[] = [];
  for (const a of block.attributes) {
    const v = body[a.name];
    if (v === undefined || v === null) continue;
    if (a.writeOnly) out.push(prefix + a.name);
    else if (a.nested) for (const item of Array.isArray(v) ? v : a.nested.mode === 'map' ? Object.values(v) : [v]) out.push(...writeOnlySet(a.nested.block, item, `${prefix}${a.name}.`));
  }
  for (const bt of block.blockTypes) {
    const v = body[bt.name];
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : bt.mode === 'map' ? Object.values(v) : [v]) out.push(...writeOnlySet(bt.block, item, `${prefix}${bt.name}.`));
  }
  return out;
}

/**
 * The notes of a run on a Terraform older than a provider of the stack supports: the provider
 * release states the oldest Terraform it supports (incident-io/incident from 6.0.0: 1.14, "the
 * minimum supported version"; nothing refuses an older CLI, so the stand-in runs, and the real
 * provider may work or not). One sentence per provider; none when the version suffices.
 * @param providers the stack's providers, local name -> source
 */
export function supportNotes(version: string, providers: Map<string, string>): string[] {
  const out: string[] = [];
  for (const source of new Set(providers.values())) {
    const p = PROVIDERS.find((x) => x.source.toLowerCase() === source.toLowerCase());
    if (!p?.minTerraform || compareVersions(version, p.minTerraform) >= 0) continue;
    out.push(`${p.source} ${p.versionConstraint} supports Terraform ${p.minTerraform} and later, and this is Terraform ${version}: the stand-in served it, `
      + `but the real provider is not tested on it (nothing refuses it either). Install Terraform ${p.minTerraform} or later to apply this stack.`);
  }
  return out;
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).slice(0, 3).map((x) => parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).slice(0, 3).map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

export function checkVersion(version: string, reqs: Requirement[], who: string, bin: string, stackPath: string, locate: Locator) {
  const unmet = reqs.filter((r) => compareVersions(version, r.version) < 0);
  if (!unmet.length) return;
  const need = unmet.reduce((m, r) => (compareVersions(r.version, m) > 0 ? r.version : m), MIN_TERRAFORM);
  const lines = unmet.map((r) => {
    const where = r.where.slice(0, 5).map((w) => {
      const c = locate.address(w.split('.').slice(0, 2).join('.'));
      return c ? `${w} (${c})` : w;
    });
    return `  - ${r.what} need Terraform ${r.version} or later${where.length ? `: ${where.join(', ')}${r.where.length > 5 ? `, and ${r.where.length - 5} more` : ''}` : ''}`;
  });
  throw new TerraformCheckError(`${who}: Terraform ${version} (${bin}) is too old for stack '${stackPath}':\n${lines.join('\n')}\n`
    + `Install Terraform ${need} or later, or pass its path in terraformBinary.`);
}
