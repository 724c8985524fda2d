/**
 * Reference pages of the generated L1 constructs: one per resource, data source and provider
 * block, made from the generator's model (scripts/gen/model.ts), so a page says what the TSDoc of
 * the class says: inputs with type, presence, allowed values, default and Terraform name; outputs;
 * import id; the type rules checked at synth; and a synthesized example.
 */
import { Example } from './example';
import { code, fenced, inline, paragraph, rel, slug, table } from './markdown';
import { provenanceOf } from '../../src/core/runtime/type-rules';
import { attrDefault, attrFacts, canon, getter, inputType } from '../gen/emit';
import { AttrModel, ClassModel, isInput, ProviderModel, StructModel, TypeModel } from '../gen/model';

/** What a page needs besides the model. */
export interface L1Context {
  readonly model: ProviderModel;
  /** The package's namespace of the provider, e.g. `mongodbatlas`. */
  readonly namespace: string;
  /** The synthesized example of a class. */
  readonly example: (c: ClassModel) => Example;
  /** The type rules of a class's module (`src/rules/<provider>/<module>.ts`), if any. */
  readonly rules: (c: ClassModel) => ReadonlyArray<{ id: string; summary: string; level?: string; enforcedBy?: string; documentedIn?: string }>;
  /** Pages of the L2 constructs that render a Terraform type, keyed by type. */
  readonly l2ByType: ReadonlyMap<string, ReadonlyArray<{ name: string; page: string }>>;
}

/** Path of a class's page, relative to docs/. */
export function l1Page(provider: string, c: ClassModel): string {
  if (c.kind === 'provider') return `${provider}/provider.md`;
  return `${provider}/${c.kind === 'data' ? 'data-sources' : 'resources'}/${c.tfType}.md`;
}

/**
 * What L1 names link to (page, with the anchor of the section): the class, its Terraform type, its
 * config struct, and each nested struct with its output classes.
 */
export function l1Targets(provider: string, c: ClassModel): Array<[string, string]> {
  const page = l1Page(provider, c);
  const out: Array<[string, string]> = [[c.className, page], [`${c.kind === 'data' ? 'data.' : ''}${c.tfType}`, page], [c.config.name, `${page}#inputs`]];
  for (const s of c.structs) {
    if (s === c.config || s.hidden) continue;
    const target = s.input ? `${page}#${sectionOf(s)}` : `${page}#outputs`;
    for (const suffix of ['', 'OutputReference', 'List', 'Map']) out.push([`${s.name}${suffix}`, target]);
  }
  return out;
}

export function kindWord(c: ClassModel): string {
  return c.kind === 'data' ? 'data source' : c.kind === 'provider' ? 'provider' : 'resource';
}

/** The first sentence of a description, for index tables. */
export function firstSentence(s: string | undefined): string {
  if (!s) return '';
  const one = s.replace(/\s+/g, ' ').trim();
  const m = /^(.*?[.!?])(\s|$)/.exec(one.replace(/`[^`]*`/g, (x) => x.replace(/[.!?]/g, '\u0000')));
  const cut = m ? m[1].length : one.length;
  return one.slice(0, cut);
}

/** Identity of a struct's shape: same attributes, flags, types, docs and facts, nested ones too. */
function shapeOf(s: StructModel, memo: Map<StructModel, string>): string {
  let sig = memo.get(s);
  if (sig !== undefined) return sig;
  memo.set(s, `cycle:${s.path}`);
  const typeSig = (t: TypeModel): unknown => (t.kind === 'prim' ? t.prim : t.kind === 'coll' ? [t.coll, typeSig(t.elem)]
    : [t.mode, t.block, t.one, t.min, t.max, shapeOf(canon(t.struct), memo)]);
  sig = JSON.stringify(s.attrs.map((a) => [
    a.tfName, a.name, a.required, a.optional, a.computed, a.sensitive, a.deprecated, a.description, a.facts, a.overlay, typeSig(a.type),
  ]));
  memo.set(s, sig);
  return sig;
}

/**
 * The nested structs of a class in reading order (parents first), without folded repeats. A struct
 * of the same shape as one met before (the schema repeats a subtree at several places) maps to
 * that first one, and its subtree is not listed again.
 */
function structsInOrder(c: ClassModel): { list: StructModel[]; sameAs: Map<StructModel, StructModel> } {
  const list: StructModel[] = [];
  const sameAs = new Map<StructModel, StructModel>();
  const memo = new Map<StructModel, string>();
  const seen = new Map<string, StructModel>();
  const visit = (s: StructModel) => {
    for (const a of s.attrs) {
      if (a.type.kind !== 'nested' || a.type.struct.hidden) continue;
      const child = a.type.struct;
      list.push(child);
      const sig = shapeOf(child, memo);
      const first = seen.get(sig);
      if (first) { sameAs.set(child, first); continue; }
      seen.set(sig, child);
      visit(child);
    }
  };
  visit(c.config);
  return { list, sameAs };
}

function sectionOf(s: StructModel): string {
  return slug(s.path);
}

function typeCell(t: TypeModel): string {
  const text = code(inputType(t));
  if (t.kind !== 'nested') return inline(text);
  return inline(`[${text}](#${sectionOf(canon(t.struct))})`);
}

function presence(a: AttrModel): string {
  let s = a.required ? 'required' : a.computed ? 'optional, computed' : 'optional';
  if (a.type.kind === 'nested' && a.type.mode !== 'single' && !a.type.one) {
    const { min, max } = a.type;
    if (min !== undefined && min > 0 && max !== undefined) s += min === max ? ` (${min} item${min === 1 ? '' : 's'})` : ` (${min} to ${max} items)`;
    else if (min !== undefined && min > 0) s += ` (at least ${min})`;
    else if (max !== undefined) s += ` (at most ${max})`;
  }
  return s;
}

function defaultCell(a: AttrModel): string {
  if (a.required) return '';
  const d = attrDefault(a);
  if (d !== undefined) return inline(code(JSON.stringify(d)));
  return a.computed ? 'computed' : '';
}

function descriptionCell(a: AttrModel): string {
  const parts = [a.description ?? ''];
  parts.push(...attrFacts(a));
  if (a.deprecated !== undefined) parts.push(`**Deprecated**${a.deprecated ? `: ${a.deprecated}` : ' by the provider.'}`);
  return inline(parts.filter(Boolean).join(' '));
}

function inputRows(s: StructModel): string[][] {
  return s.attrs.filter(isInput).map((a) => [code(a.name), code(a.tfName), typeCell(a.type), presence(a), defaultCell(a), descriptionCell(a)]);
}

/** How a getter reaches a nested attribute from the construct: `connectionStrings.get(0).standard`. */
function access(parent: string, a: AttrModel, parentAttr?: AttrModel): string {
  if (!parentAttr) return a.name;
  const t = parentAttr.type;
  const step = t.kind === 'nested' && t.mode !== 'single' && !t.one ? (t.mode === 'map' ? ".get('key')" : '.get(0)') : '';
  return `${parent}${step}.${a.name}`;
}

function outputRows(c: ClassModel, sameAs: Map<StructModel, StructModel>): string[][] {
  const rows: string[][] = [];
  const visit = (s: StructModel, parent: string, parentAttr?: AttrModel) => {
    for (const a of s.attrs) {
      const path = access(parent, a, parentAttr);
      const nested = a.type.kind === 'nested' ? a.type.struct : undefined;
      const same = nested && sameAs.get(nested);
      if (a.computed && (!nested || !isInput(a))) {
        const desc = [a.description ?? '', a.sensitive ? 'Sensitive.' : '', same ? `Same attributes as ${code(same.path)}.` : ''];
        rows.push([code(path), code(a.path), inline(code(getter(a).type)), inline(desc.filter(Boolean).join(' '))]);
      }
      if (nested && !nested.hidden && !same) visit(nested, path, a);
    }
  };
  visit(c.config, '');
  return rows;
}

function importSection(c: ClassModel, namespace: string): string[] {
  if (c.kind !== 'resource') return [];
  const L = ['## Import', ''];
  if (c.importId === null) {
    L.push(`This resource cannot be imported${c.importNote ? `: ${paragraph(c.importNote)}` : '.'} \`importFrom\` throws and says so.`);
  } else if (c.importId) {
    L.push(`Import id: ${code(c.importId)}. Adopt an existing object with \`importFrom(id)\` on the construct, or generate its `
      + `configuration with \`${namespace}.${c.className}.generateConfigForImport(scope, 'imported', id)\`.`);
    if (c.importNote) L.push('', paragraph(c.importNote));
  } else {
    L.push(`The import id format is not stated in the spec; import with \`importFrom(id)\` or \`${c.className}.generateConfigForImport(scope, id, importId)\`, using the provider's import id.`);
    if (c.importNote) L.push('', paragraph(c.importNote));
  }
  L.push('');
  return L;
}

export function l1PageContent(ctx: L1Context, c: ClassModel): string {
  const { model, namespace } = ctx;
  const page = l1Page(model.provider, c);
  const L: string[] = [];
  L.push(`# ${c.kind === 'provider' ? `${model.provider} provider` : c.tfType}`, '');
  L.push(`[${model.provider}](${rel(page, `${model.provider}/README.md`)}) ${kindWord(c)} · L1 class \`${namespace}.${c.className}\` · `
    + `provider \`${model.source}\` \`${model.versionConstraint}\``, '');
  if (c.deprecated !== undefined) L.push(`> **Deprecated.** ${paragraph(c.deprecated || 'Deprecated by the provider.')}`, '');
  const description = c.kind === 'provider' ? model.description : c.description;
  L.push(paragraph(description ?? `The \`${c.tfType}\` ${kindWord(c)}.`), '');
  if (c.kind === 'provider') for (const n of model.notes) L.push(paragraph(n), '');
  const l2 = ctx.l2ByType.get(c.tfType);
  if (l2?.length && c.kind === 'resource') {
    L.push(`L2 constructs that render it: ${l2.map((x) => `[${x.name}](${rel(page, x.page)})`).join(', ')}.`, '');
  }
  const { list, sameAs } = structsInOrder(c);
  const nested = list.filter((s) => s.input);
  const outputs = outputRows(c, sameAs);
  const rules = ctx.rules(c);
  const toc = ['[Example](#example)', '[Inputs](#inputs)'];
  if (outputs.length) toc.push('[Outputs](#outputs)');
  if (c.kind === 'resource') toc.push('[Import](#import)');
  if (rules.length) toc.push('[Checks](#checks)');
  L.push(`On this page: ${toc.join(' · ')}`, '');

  const ex = ctx.example(c);
  L.push('## Example', '', 'Every required input set (generated, then synthesized with validations and the schema conformance check):', '');
  L.push(...fenced('ts', ex.typescript), '', 'Synthesizes to:', '', ...fenced('json', ex.json), '');

  L.push('## Inputs', '');
  const rows = inputRows(c.config);
  if (c.kind === 'provider') rows.unshift([code('alias'), code('alias'), code('string'), 'optional', '', 'Alias name of this provider configuration, for use with several configurations of one provider.']);
  if (rows.length) L.push(...table(['Name', 'Terraform', 'Type', 'Presence', 'Default', 'Description'], rows), '');
  else L.push('No inputs.', '');
  if (c.kind !== 'provider') {
    L.push(`Also the meta-arguments of every ${kindWord(c)} (\`TerraformMetaArguments\`): \`dependsOn\`, \`count\`, \`forEach\`, \`provider\`, \`lifecycle\`.`, '');
  }
  for (const s of nested) {
    L.push(`### \`${s.path}\``, '');
    const same = sameAs.get(s);
    if (same) {
      L.push(`${code(canon(s).name)}: the same inputs as [${code(same.path)}](#${sectionOf(same)}).`, '');
      continue;
    }
    L.push(`${code(canon(s).name)}`, '');
    const r = inputRows(s);
    if (r.length) L.push(...table(['Name', 'Terraform', 'Type', 'Presence', 'Default', 'Description'], r), '');
    else L.push('No inputs (an empty block).', '');
  }

  if (outputs.length) {
    L.push('## Outputs', '', 'Attributes the provider computes, read as tokens that Terraform resolves at apply (every input can be read back the same way):', '');
    L.push(...table(['Getter', 'Terraform', 'Type', 'Description'], outputs), '');
  }
  L.push(...importSection(c, namespace));
  if (rules.length) {
    L.push('## Checks', '', 'Type rules checked at synth, besides the value checks listed with the inputs:', '');
    L.push(...table(['Rule', 'Level', 'What it checks', 'Enforced by (or documented in)'], rules.map((r) => [code(r.id), r.level ?? 'error', inline(r.summary), inline(provenanceOf(r))])), '');
  }
  return L.join('\n').replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n');
}
