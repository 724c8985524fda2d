/**
 * The `terraform {}` blocks of a module: `required_providers` (cdktn writes the generated
 * providers' own; the others are kept as overrides of the stack), `required_version` and any other
 * setting as overrides, and `backend` as cdktn's backend class of that type. A `cloud` block is
 * reported for a hand edit. Not part of the jsii API.
 */
import * as cdktn from 'cdktn';
import { Code, literal, obj, print, str } from './code';
import { Emitter } from './emit';
import { HclBlock } from './hcl';
import { providerNamed } from './schema';
import { camelCase, pascalCase } from '../../core/base/naming';

/** The statements of the terraform blocks (at the top of the stack's constructor). */
export function terraformBlock(blocks: readonly HclBlock[], e: Emitter): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    for (const [k, v] of Object.entries(b.body)) {
      if (k === 'required_providers') {requiredProviders(b, v, e, out);} else if (k === 'backend') {backend(b, v, e, out);} else if (k === 'cloud') {
        e.entry(b, 'convert/terraform', 'manual', 'the cloud block (HCP Terraform) is not converted.',
          "Add it by hand: new CloudBackend(this, { organization: 'my-org', workspaces: new NamedCloudWorkspace('my-workspace') }) (import both from 'cdktn').");
      } else {
        out.push(`this.addOverride(${str(`terraform.${k}`)}, ${print(literal(v))});`);
        e.entry(b, 'convert/terraform', 'converted', `terraform.${k} is written as an override of the stack.`);
      }
    }
  }
  return out;
}

function requiredProviders(b: HclBlock, v: unknown, e: Emitter, out: string[]): void {
  const all: Record<string, unknown> = Object.assign({}, ...(Array.isArray(v) ? v : [v]));
  for (const [name, req] of Object.entries(all)) {
    const p = providerNamed(name);
    const given = typeof req === 'string' ? { version: req } : (req as Record<string, unknown>);
    if (p) {
      const version = given?.version;
      if (version !== undefined && version !== p.versionConstraint) {
        e.entry(b, 'convert/required-providers', 'partial',
          `required_providers.${name}: the HCL asks for version '${String(version)}'; the L1s are generated for ${p.source} '${p.versionConstraint}', which the converted stack requires.`,
          `Check that your state and configuration work with ${p.source} ${p.versionConstraint} (plan before apply); see the provider's upgrade guides.`);
      } else {
        e.entry(b, 'convert/required-providers', 'converted', `required_providers.${name}: the L1s write ${p.source} '${p.versionConstraint}'.`);
      }
    } else {
      out.push(`this.addOverride(${str(`terraform.required_providers.${name}`)}, ${print(literal(req))});`);
      e.entry(b, 'convert/required-providers', 'converted', `required_providers.${name} is written as an override of the stack.`);
    }
  }
}

function backend(b: HclBlock, v: unknown, e: Emitter, out: string[]): void {
  for (const [type, bodies] of Object.entries(v as Record<string, unknown>)) {
    const body = (Array.isArray(bodies) ? bodies[0] : bodies) as Record<string, unknown> ?? {};
    const cls = `${pascalCase(type)}Backend`;
    const simple = Object.values(body).every((x) => x === null || typeof x !== 'object' || (Array.isArray(x) && x.every((i) => typeof i !== 'object')));
    if (typeof (cdktn as Record<string, unknown>)[cls] !== 'function' || !simple) {
      e.entry(b, 'convert/backend', 'manual', `backend "${type}" is not converted (${simple ? 'cdktn has no class for it' : 'it holds nested blocks'}).`,
        'Configure it by hand with cdktn\'s backend classes, e.g. new S3Backend(this, { bucket: \'my-state\', key: \'main.tfstate\', region: \'us-east-1\' }).');
      continue;
    }
    e.out.cdktn.add(cls);
    const props: Array<readonly [string, Code]> = Object.entries(body).map(([k, x]) => [camelCase(k), literal(x)] as const);
    out.push(`new ${cls}(this, ${print(obj(props))});`);
    e.entry(b, 'convert/backend', 'converted', `backend "${type}" is cdktn's ${cls}.`);
  }
}

/** The references of these blocks are written without `${...}` in Terraform JSON. */
const REFERENCES: Record<string, readonly string[]> = { import: ['to'], moved: ['from', 'to'], removed: ['from'] };

/**
 * Top-level blocks other than the ones convert writes as constructs: `import`, `moved`, `removed`
 * and `check` are overrides of the stack that keep their JSON (references bare); anything else is
 * reported for a hand edit.
 */
export function otherBlocks(blocks: readonly HclBlock[], e: Emitter): string[] {
  const out: string[] = [];
  const byKeyword = new Map<string, HclBlock[]>();
  for (const b of blocks) byKeyword.set(b.name, [...(byKeyword.get(b.name) ?? []), b]);
  for (const [keyword, list] of byKeyword) {
    if (REFERENCES[keyword]) {
      const value = list.map((b) => Object.fromEntries(Object.entries(b.body).map(([k, v]) => [k, REFERENCES[keyword]!.includes(k) && typeof v === 'string' ? v.replace(/^\$\{([\s\S]*)\}$/, '$1') : v])));
      out.push(`this.addOverride(${str(keyword)}, ${print(literal(value))});`);
    } else if (keyword === 'check') {
      out.push(`this.addOverride('check', ${print(literal(Object.assign({}, ...list.map((b) => b.body))))});`);
    } else {
      for (const b of list) {
        e.entry(b, 'convert/unknown-block', 'manual', `a top-level "${keyword}" block is not converted.`,
          `Write it on the stack as Terraform JSON, e.g. this.addOverride('${keyword}', ${JSON.stringify(b.body).slice(0, 80)}).`);
      }
      continue;
    }
    for (const b of list) e.entry(b, `convert/${keyword}`, 'converted', `the ${keyword} block is written as an override of the stack, as Terraform JSON.`);
  }
  return out;
}
