/**
 * Reference pages of the hand-written L2 constructs, read from their TypeScript sources
 * (`src/constructs/<provider>/`, what its `index.ts` exports) with ts-morph, syntax only: no type
 * checker, so it is fast and needs no build. One page per construct class (a class that extends
 * `Construct`, directly or through an L2 base class; abstract bases have no page, their members
 * show on their subclasses): TSDoc, constructor, props (inherited ones included) with type,
 * required/optional, default and docs, static factories, methods, properties, and every exported
 * struct, constant class or enum its API uses.
 */
import * as fs from 'fs';
import * as path from 'path';
import {
  ClassDeclaration, EnumDeclaration, GetAccessorDeclaration, InterfaceDeclaration, JSDoc, MethodDeclaration, Node,
  ParameterDeclaration, Project, PropertyDeclaration, PropertySignature, Scope, SourceFile,
} from 'ts-morph';
import { code, fenced, inline, paragraph, rel, repoUrl, slug, table } from './markdown';

type Decl = ClassDeclaration | InterfaceDeclaration | EnumDeclaration;

export interface L2Construct {
  readonly provider: string;
  readonly name: string;
  /** Page path relative to docs/. */
  readonly page: string;
  /** Source file relative to the repository root. */
  readonly source: string;
  /** Terraform types it renders (the `@resource` tags). */
  readonly resources: string[];
  readonly summary: string;
  readonly decl: ClassDeclaration;
}

export interface L2Model {
  readonly constructs: L2Construct[];
  /** Every exported declaration of the L2 modules, by name (one flat namespace per provider). */
  readonly decls: Map<string, { decl: Decl; provider: string; source: string }>;
  /** Names exported at the package root (src/core), documented in API.md. */
  readonly rootNames: Set<string>;
  /**
   * Hidden base classes (`@internal`: the L2 kit's `StatefulConstruct`, a provider's private bases):
   * jsii copies their members into each subclass, so the pages do too.
   */
  readonly hidden: Map<string, ClassDeclaration>;
}

/** Links for type names: L1 class names to their pages (relative to docs/). */
export type LinkTarget = (name: string) => string | undefined;

export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/** Exported declarations of a module, following `export *` and `export { a }` of index files. */
function exportedFiles(sf: SourceFile, project: Project, seen = new Set<string>()): Array<{ file: SourceFile; names?: Set<string> }> {
  const out: Array<{ file: SourceFile; names?: Set<string> }> = [];
  for (const ed of sf.getExportDeclarations()) {
    const target = ed.getModuleSpecifierSourceFile() ?? resolveRelative(sf, ed.getModuleSpecifierValue(), project);
    if (!target || seen.has(target.getFilePath())) continue;
    const named = ed.getNamedExports();
    if (named.length) {
      out.push({ file: target, names: new Set(named.map((n) => n.getName())) });
    } else {
      seen.add(target.getFilePath());
      out.push({ file: target });
      out.push(...exportedFiles(target, project, seen));
    }
  }
  return out;
}

function resolveRelative(from: SourceFile, spec: string | undefined, project: Project): SourceFile | undefined {
  if (!spec || !spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from.getFilePath()), spec);
  for (const f of [`${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(f)) return project.getSourceFile(f) ?? project.addSourceFileAtPath(f);
  }
  return undefined;
}

function isInternal(n: Node & { getJsDocs?: () => JSDoc[] }): boolean {
  return (n.getJsDocs?.() ?? []).some((d) => d.getTags().some((t) => t.getTagName() === 'internal'));
}

function publicDecls(file: SourceFile, names?: Set<string>): Decl[] {
  const all: Decl[] = [...file.getClasses(), ...file.getInterfaces(), ...file.getEnums()];
  return all.filter((d) => d.isExported() && d.getName() && (!names || names.has(d.getName()!)) && !isInternal(d));
}

/** Reads the L2 sources of every provider folder under src/constructs. */
/** The `private/` folders under `dir`, at any depth. */
function privateDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.name === 'private' ? [p, ...privateDirs(p)] : privateDirs(p);
  });
}

export function readL2(root: string): L2Model {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true, compilerOptions: { allowJs: false } });
  const decls: L2Model['decls'] = new Map();
  const constructs: L2Construct[] = [];
  const dir = path.join(root, 'src', 'constructs');
  const providers = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : [];
  for (const provider of providers) {
    const index = path.join(dir, provider, 'index.ts');
    if (!fs.existsSync(index)) continue;
    const sf = project.addSourceFileAtPath(index);
    for (const { file, names } of exportedFiles(sf, project)) {
      for (const d of publicDecls(file, names)) {
        decls.set(d.getName()!, { decl: d, provider, source: path.relative(root, file.getFilePath()).split(path.sep).join('/') });
      }
    }
  }
  const hidden = new Map<string, ClassDeclaration>();
  // The kit, and every `private/` folder of a provider (its rooms have their own).
  const hiddenFiles = [path.join(root, 'src', 'core', 'l2'), ...providers.flatMap((p) => privateDirs(path.join(dir, p)))];
  for (const d of hiddenFiles.filter((f) => fs.existsSync(f))) {
    for (const f of fs.readdirSync(d).filter((x) => x.endsWith('.ts')).sort()) {
      const sf = project.getSourceFile(path.join(d, f)) ?? project.addSourceFileAtPath(path.join(d, f));
      for (const c of sf.getClasses()) if (c.isExported() && isInternal(c)) hidden.set(c.getName()!, c);
    }
  }
  const isConstruct = (c: ClassDeclaration, depth = 0): boolean => {
    const base = c.getExtends()?.getExpression().getText();
    if (!base || depth > 20) return false;
    if (base === 'Construct') return true;
    const d = decls.get(base)?.decl ?? hidden.get(base);
    return !!d && Node.isClassDeclaration(d) && isConstruct(d, depth + 1);
  };
  for (const [name, { decl, provider, source }] of [...decls].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!Node.isClassDeclaration(decl) || decl.isAbstract() || !isConstruct(decl)) continue;
    const doc = decl.getJsDocs().at(-1);
    constructs.push({
      provider,
      name,
      page: `${provider}/l2/${kebab(name)}.md`,
      source,
      resources: (doc?.getTags() ?? []).filter((t) => t.getTagName() === 'resource').map((t) => t.getCommentText()?.trim() ?? '').filter(Boolean),
      summary: doc?.getDescription().trim() ?? '',
      decl,
    });
  }
  return { constructs, decls, rootNames: rootExports(root, project), hidden };
}

/** Names the package root exports from src/core (documented in API.md). */
function rootExports(root: string, project: Project): Set<string> {
  const index = path.join(root, 'src', 'core', 'index.ts');
  const names = new Set<string>();
  if (!fs.existsSync(index)) return names;
  const sf = project.addSourceFileAtPath(index);
  for (const ed of sf.getExportDeclarations()) {
    const named = ed.getNamedExports();
    if (named.length) {
      for (const n of named) names.add(n.getAliasNode()?.getText() ?? n.getName());
      continue;
    }
    const target = resolveRelative(sf, ed.getModuleSpecifierValue(), project);
    const decls = target ? [...target.getClasses(), ...target.getInterfaces(), ...target.getEnums()] : [];
    for (const d of decls) if (d.isExported() && d.getName()) names.add(d.getName()!);
  }
  return names;
}

// ---- docs of members ----

interface Docs { description: string; defaultValue?: string; deprecated?: string; params: Map<string, string>; returns?: string }

function docsOf(n: { getJsDocs(): JSDoc[] }): Docs {
  const doc = n.getJsDocs().at(-1);
  const out: Docs = { description: doc?.getDescription().trim() ?? '', params: new Map() };
  for (const t of doc?.getTags() ?? []) {
    const text = (t.getCommentText() ?? '').trim();
    switch (t.getTagName()) {
      case 'default': out.defaultValue = text; break;
      case 'deprecated': out.deprecated = text; break;
      case 'returns': out.returns = text; break;
      case 'param': {
        const name = Node.isJSDocParameterTag(t) ? t.getName() : text.split(/\s/)[0];
        out.params.set(name, Node.isJSDocParameterTag(t) ? text : text.slice(name.length).trim());
        break;
      }
      default: break;
    }
  }
  return out;
}

function isPublic(m: MethodDeclaration | GetAccessorDeclaration | PropertyDeclaration): boolean {
  const scope = m.getScope();
  return (scope === undefined || scope === Scope.Public) && !m.getName().startsWith('_') && !m.getName().startsWith('#') && !isInternal(m);
}

/** A page in the making: links known type names and collects the related types to document. */
class PageWriter {
  public readonly related: string[] = [];
  private readonly own = new Set<string>();

  constructor(
    private readonly model: L2Model,
    private readonly page: string,
    private readonly l1Link: LinkTarget,
    private readonly self: string,
    /** Related types documented on this page; the others link to their home page. */
    private readonly onPage: ReadonlySet<string>,
    private readonly home: ReadonlyMap<string, string>,
  ) {}

  /** A type, as inline markdown with known names linked. */
  public type(text: string | undefined): string {
    if (!text) return '';
    const parts: string[] = [];
    let plain = '';
    const flush = () => { if (plain) parts.push(code(plain)); plain = ''; };
    for (const tok of text.replace(/\s+/g, ' ').split(/([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/)) {
      const link = tok && /^[A-Za-z_$]/.test(tok) ? this.link(tok) : undefined;
      if (link) { flush(); parts.push(`[${code(tok)}](${link})`); } else {plain += tok;}
    }
    flush();
    return inline(parts.join(''));
  }

  /** Where a type name links to, noting it as related when documented on this page. */
  public link(name: string): string | undefined {
    const bare = name.replace(/^(cdktn|constructs)\./, '');
    if (bare === this.self) return '#' + slug(bare);
    const construct = this.model.constructs.find((c) => c.name === bare);
    if (construct) return construct.page === this.page ? undefined : rel(this.page, construct.page);
    const decl = this.model.decls.get(bare)?.decl;
    if (decl && Node.isClassDeclaration(decl) && decl.isAbstract()) return undefined;
    if (decl) {
      const home = this.home.get(bare);
      if (this.onPage.has(bare) || !home || home === this.page) {
        this.note(bare);
        return '#' + slug(bare);
      }
      return `${rel(this.page, home)}#${slug(bare)}`;
    }
    if (this.model.rootNames.has(bare)) return rel(this.page, '../API.md') + `#terrain-constructs.${bare}`;
    const l1 = this.l1Link(bare);
    if (!l1) return undefined;
    const [file, anchor] = l1.split('#');
    return rel(this.page, file) + (anchor ? `#${anchor}` : '');
  }

  public note(name: string): void {
    if (this.own.has(name) || name === this.self) return;
    this.own.add(name);
    this.related.push(name);
  }
}

/** The L2 declarations a type text names. */
function namesIn(model: L2Model, text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]).filter((n) => model.decls.has(n) && !model.constructs.some((c) => c.name === n));
}

const REFS = new WeakMap<L2Model, Map<string, string[]>>();

/** The L2 types a declaration's API names directly (not construct classes). */
function refsOf(model: L2Model, name: string): string[] {
  const memo = REFS.get(model) ?? REFS.set(model, new Map()).get(model)!;
  let refs = memo.get(name);
  if (!refs) memo.set(name, refs = computeRefs(model, name));
  return refs;
}

function computeRefs(model: L2Model, name: string): string[] {
  const d = model.decls.get(name)?.decl;
  if (!d || Node.isEnumDeclaration(d)) return [];
  if (Node.isInterfaceDeclaration(d)) {
    return [
      ...d.getExtends().map((e) => e.getExpression().getText()),
      ...interfaceProps(model, d).flatMap(({ p }) => namesIn(model, p.getTypeNode()?.getText())),
      // A contract that is no construct's (`IExpression`) leads to the value classes that implement it.
      ...[...model.decls].filter(([, x]) => Node.isClassDeclaration(x.decl)
        && x.decl.getImplements().some((e) => e.getExpression().getText() === name)).map(([n]) => n)
        .filter((n) => !model.constructs.some((c) => c.name === n)),
    ];
  }
  const chain = classChain(model, d);
  const members = membersOf(chain, model.hidden);
  return [
    ...chain.flatMap((x) => x.getImplements().map((e) => e.getExpression().getText())).filter((n) => model.decls.has(n)),
    ...[...members.statics, ...members.methods].flatMap(({ m }) => [
      ...m.getParameters().map((p) => p.getTypeNode()?.getText()), m.getReturnTypeNode()?.getText(),
    ]),
    ...members.props.map(({ m }) => (Node.isGetAccessorDeclaration(m) ? m.getReturnTypeNode()?.getText() : m.getTypeNode()?.getText())),
  ].flatMap((t) => namesIn(model, t));
}

/** Breadth-first: every type reachable from `start`, with its distance. */
function closure(model: L2Model, start: string[]): Map<string, number> {
  const dist = new Map<string, number>();
  let frontier = [...new Set(start)];
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const n of frontier) {
      if (dist.has(n)) continue;
      dist.set(n, d);
      next.push(...refsOf(model, n));
    }
    frontier = next;
  }
  return dist;
}

/**
 * Where each related type is documented. A construct's page documents everything its constructor
 * needs (props and what they use, even when another page has it too), and the types that have it
 * as home: the construct that reaches the type by construction, else by any member; one in the
 * type's own source file first, then the nearest, then by name.
 */
export function planL2(model: L2Model): { home: Map<string, string>; onPage: Map<string, Set<string>> } {
  const build = new Map<L2Construct, Map<string, number>>();
  const any = new Map<L2Construct, Map<string, number>>();
  for (const c of model.constructs) {
    const chain = classChain(model, c.decl);
    const ctor = chain.map((x) => x.getConstructors()[0]).find((x) => x);
    const ctorTypes = (ctor?.getParameters() ?? []).flatMap((p) => namesIn(model, p.getTypeNode()?.getText()));
    build.set(c, closure(model, ctorTypes));
    any.set(c, closure(model, [...ctorTypes, ...refsOf(model, c.name)]));
  }
  const home = new Map<string, string>();
  for (const [name, { provider, source }] of model.decls) {
    const candidates = model.constructs.filter((c) => c.provider === provider && any.get(c)!.has(name));
    if (!candidates.length) continue;
    // A contract in `<name>-ref.ts` belongs with the construct of `<name>.ts`, else with one that implements it.
    const own = source.replace(/-ref\.ts$/, '.ts');
    const rank = (c: L2Construct) => [
      Number(c.source !== source && c.source !== own),
      Number(!classChain(model, c.decl).some((x) => x.getImplements().some((e) => e.getExpression().getText() === name))),
      Number(!build.get(c)!.has(name)), build.get(c)!.get(name) ?? any.get(c)!.get(name)!,
    ];
    candidates.sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3] || (a.name < b.name ? -1 : 1);
    });
    home.set(name, candidates[0].page);
  }
  const onPage = new Map<string, Set<string>>();
  for (const c of model.constructs) {
    onPage.set(c.page, new Set([...build.get(c)!.keys(), ...[...home].filter(([, p]) => p === c.page).map(([n]) => n)]));
  }
  return { home, onPage };
}

/** Properties of an interface, its bases first, each once (the nearest declaration wins). */
function interfaceProps(model: L2Model, i: InterfaceDeclaration, seen = new Set<string>()): Array<{ p: PropertySignature; from: string }> {
  const out: Array<{ p: PropertySignature; from: string }> = [];
  const own = i.getProperties().filter((p) => !isInternal(p));
  for (const p of own) seen.add(p.getName());
  for (const e of i.getExtends()) {
    const base = model.decls.get(e.getExpression().getText())?.decl;
    if (base && Node.isInterfaceDeclaration(base)) {
      for (const x of interfaceProps(model, base, seen)) if (!out.some((o) => o.p.getName() === x.p.getName())) out.push(x);
    }
  }
  return [...own.map((p) => ({ p, from: i.getName() })), ...out];
}

function propsTable(w: PageWriter, model: L2Model, i: InterfaceDeclaration): string[] {
  const rows = interfaceProps(model, i).map(({ p }) => {
    const d = docsOf(p);
    const desc = [d.description, d.deprecated !== undefined ? `**Deprecated**${d.deprecated ? `: ${d.deprecated}` : '.'}` : ''];
    return [code(p.getName()), w.type(p.getTypeNode()?.getText()), p.hasQuestionToken() ? 'optional' : 'required', defaultText(d.defaultValue), inline(desc.filter(Boolean).join(' '))];
  });
  const bases = i.getExtends().map((e) => code(e.getExpression().getText()));
  const L = bases.length ? [`Extends ${bases.join(', ')}; inherited properties are included.`, ''] : [];
  return rows.length ? [...L, ...table(['Name', 'Type', 'Presence', 'Default', 'Description'], rows)] : [...L, 'No properties.'];
}

/** A TSDoc default: \`- words\` is prose, anything else a value. */
function defaultText(d: string | undefined): string {
  if (d === undefined) return '';
  if (d.startsWith('- ')) return inline(d.slice(2));
  const m = /^(\S+) - (.+)$/s.exec(d);
  return m ? inline(`${code(m[1])} (${m[2]})`) : inline(code(d));
}

function signature(m: MethodDeclaration, owner: string, namespace: string): string {
  const params = m.getParameters().map((p) => `${p.getName()}${p.hasQuestionToken() || p.hasInitializer() ? '?' : ''}: ${p.getTypeNode()?.getText() ?? 'any'}`).join(', ');
  const ret = m.getReturnTypeNode()?.getText() ?? 'void';
  return `${m.isStatic() ? `${namespace}.${owner}.` : ''}${m.getName()}(${params}): ${ret}`;
}

function paramList(w: PageWriter, ps: ParameterDeclaration[], docs: Docs): string[] {
  return ps.map((p) => `- ${code(p.getName())}${p.hasQuestionToken() || p.hasInitializer() ? ' (optional)' : ''}: ${w.type(p.getTypeNode()?.getText())}${docs.params.get(p.getName()) ? ` - ${inline(docs.params.get(p.getName()))}` : ''}`);
}

/** The class and its L2 base classes, nearest first. */
function classChain(model: L2Model, c: ClassDeclaration): ClassDeclaration[] {
  const out = [c];
  for (let cur = c; ;) {
    const name = cur.getExtends()?.getExpression().getText() ?? '';
    const base = model.decls.get(name)?.decl ?? model.hidden.get(name);
    if (!base || !Node.isClassDeclaration(base) || out.includes(base)) return out;
    out.push(base);
    cur = base;
  }
}

/** Docs of a member, falling back to the interfaces the class (or a base) implements. */
function memberDocs(model: L2Model, chain: ClassDeclaration[], m: MethodDeclaration | GetAccessorDeclaration | PropertyDeclaration): Docs {
  const d = docsOf(m);
  if (d.description) return d;
  const visit = (names: string[], depth: number): Docs | undefined => {
    for (const n of names) {
      const i = model.decls.get(n)?.decl;
      if (!i || !Node.isInterfaceDeclaration(i) || depth > 10) continue;
      const p = i.getProperty(m.getName()) ?? i.getMethod(m.getName());
      if (p) { const x = docsOf(p); if (x.description) return x; }
      const deeper = visit(i.getExtends().map((e) => e.getExpression().getText()), depth + 1);
      if (deeper) return deeper;
    }
    return undefined;
  };
  return visit(chain.flatMap((c) => c.getImplements().map((e) => e.getExpression().getText())), 0) ?? d;
}

interface Members {
  statics: Array<{ m: MethodDeclaration; from: string }>;
  methods: Array<{ m: MethodDeclaration; from: string }>;
  props: Array<{ m: GetAccessorDeclaration | PropertyDeclaration; from: string }>;
  constants: PropertyDeclaration[];
}

function membersOf(chain: ClassDeclaration[], hidden?: ReadonlyMap<string, ClassDeclaration>): Members {
  const seen = new Set<string>();
  const out: Members = { statics: [], methods: [], props: [], constants: [] };
  let owner = chain[0].getName()!;
  for (const c of chain) {
    // A hidden base's members are the subclass's own (jsii copies them).
    if (!hidden?.has(c.getName()!)) owner = c.getName()!;
    const from = owner;
    for (const m of c.getMethods()) {
      const key = `${m.isStatic() ? 's' : 'i'}:${m.getName()}`;
      if (!isPublic(m) || seen.has(key) || !m.getBody() && m.isAbstract()) continue;
      seen.add(key);
      (m.isStatic() ? out.statics : out.methods).push({ m, from });
    }
    for (const p of [...c.getProperties(), ...c.getGetAccessors()]) {
      const isStatic = Node.isPropertyDeclaration(p) ? p.isStatic() : p.isStatic();
      const key = `${isStatic ? 's' : 'i'}:${p.getName()}`;
      if (!isPublic(p) || seen.has(key)) continue;
      seen.add(key);
      if (isStatic && Node.isPropertyDeclaration(p)) {
        if (c === chain[0]) out.constants.push(p);
      } else if (!isStatic) {
        out.props.push({ m: p, from });
      }
    }
  }
  return out;
}

function methodSections(w: PageWriter, model: L2Model, chain: ClassDeclaration[], list: Members['statics'], owner: string, namespace: string, level: string): string[] {
  const L: string[] = [];
  for (const { m } of list) {
    const d = memberDocs(model, chain, m);
    L.push(`${level} ${m.getName()}`, '', ...fenced('ts', signature(m, owner, namespace)), '');
    if (d.description) L.push(paragraph(d.description), '');
    if (d.deprecated !== undefined) L.push(`**Deprecated**${d.deprecated ? `: ${paragraph(d.deprecated)}` : '.'}`, '');
    const ps = paramList(w, m.getParameters(), d);
    if (ps.length) L.push(...ps, '');
    const ret = m.getReturnTypeNode()?.getText();
    if (ret && ret !== 'void') L.push(`Returns ${w.type(ret)}${d.returns ? ` - ${inline(d.returns)}` : ''}.`, '');
  }
  return L;
}

function propertyRows(w: PageWriter, model: L2Model, chain: ClassDeclaration[], props: Members['props']): string[][] {
  return props.map(({ m }) => {
    const d = memberDocs(model, chain, m);
    const type = Node.isGetAccessorDeclaration(m) ? m.getReturnTypeNode()?.getText() : m.getTypeNode()?.getText();
    const optional = Node.isPropertyDeclaration(m) && m.hasQuestionToken();
    return [code(m.getName()), w.type(type ? (optional ? `${type} | undefined` : type) : ''), inline(d.description)];
  });
}

/** A related type: struct table, constant table, or class with factories and properties. */
function relatedSection(w: PageWriter, model: L2Model, name: string, namespace: string): string[] {
  const entry = model.decls.get(name)!;
  const d = entry.decl;
  const doc = docsOf(d);
  const L: string[] = [`### ${name}`, ''];
  if (Node.isInterfaceDeclaration(d)) {
    L.push(`${/^I[A-Z]/.test(d.getName()) ? 'Interface' : 'Struct'}.`, '');
    if (doc.description) L.push(paragraph(doc.description), '');
    L.push(...propsTable(w, model, d), '');
    return L;
  }
  if (Node.isEnumDeclaration(d)) {
    L.push('Enum.', '');
    if (doc.description) L.push(paragraph(doc.description), '');
    L.push(...table(['Member', 'Description'], d.getMembers().map((m) => [code(m.getName()), inline(docsOf(m).description)])), '');
    return L;
  }
  const chain = classChain(model, d);
  const members = membersOf(chain, model.hidden);
  L.push(`Class${members.constants.length && !members.statics.length && !members.props.length ? ' of constants' : ''}.`, '');
  if (doc.description) L.push(paragraph(doc.description), '');
  if (members.constants.length) {
    L.push(...table(['Constant', 'Value', 'Description'], members.constants.map((p) => [code(`${name}.${p.getName()}`), inline(code(p.getInitializer()?.getText() ?? '')), inline(docsOf(p).description)])), '');
  }
  L.push(...methodSections(w, model, chain, members.statics, name, namespace, '####'));
  if (members.props.length) L.push(...table(['Property', 'Type', 'Description'], propertyRows(w, model, chain, members.props)), '');
  if (members.methods.length) L.push(...methodSections(w, model, chain, members.methods, name, namespace, '####'));
  return L;
}

/** The page of one L2 construct. */
export function l2PageContent(model: L2Model, plan: ReturnType<typeof planL2>, c: L2Construct, l1Link: LinkTarget, namespace: string): string {
  const w = new PageWriter(model, c.page, l1Link, c.name, plan.onPage.get(c.page) ?? new Set(), plan.home);
  const chain = classChain(model, c.decl);
  const doc = docsOf(c.decl);
  const L: string[] = [`# ${c.name}`, ''];
  const renders = c.resources.map((r) => { const l = l1Link(r); return l ? `[${code(r)}](${rel(c.page, l)})` : code(r); });
  L.push(`[${c.provider}](${rel(c.page, `${c.provider}/README.md`)}) L2 construct · \`${namespace}.${c.name}\` · source [${code(c.source)}](${repoUrl(c.source)})`
    + (renders.length ? ` · renders ${renders.join(', ')}` : ''), '');
  const bases = chain.slice(1).map((b) => b.getName()!).filter((b) => !model.hidden.has(b));
  const impl = [...new Set(chain.flatMap((x) => x.getImplements().map((e) => e.getExpression().getText())))];
  const heritage = [`Extends ${w.type([...bases, 'Construct'][0])}`];
  if (impl.length) heritage.push(`implements ${impl.map((i) => w.type(i)).join(', ')}`);
  L.push(`${heritage.join(', ')}.`, '');
  if (doc.deprecated !== undefined) L.push(`> **Deprecated.** ${paragraph(doc.deprecated)}`, '');
  if (doc.description) L.push(paragraph(doc.description), '');

  const ctor = chain.map((x) => x.getConstructors()[0]).find((x) => x);
  const body: string[] = [];
  // A private constructor (AlertSource: made by its static factories) is no part of the API.
  if (ctor && ctor.getScope() !== Scope.Private) {
    const params = ctor.getParameters();
    body.push('## Constructor', '', ...fenced('ts', `new ${namespace}.${c.name}(${params.map((p) => `${p.getName()}${p.hasQuestionToken() || p.hasInitializer() ? '?' : ''}: ${p.getTypeNode()?.getText() ?? 'any'}`).join(', ')})`), '');
    body.push(...paramList(w, params, docsOf(ctor)), '');
    for (const p of params) {
      const t = p.getTypeNode()?.getText() ?? '';
      const i = model.decls.get(t)?.decl;
      if (i && Node.isInterfaceDeclaration(i)) {
        w.note(t);
        body.push(`### ${t}`, '');
        const idoc = docsOf(i);
        if (idoc.description) body.push(paragraph(idoc.description), '');
        body.push(...propsTable(w, model, i), '');
      }
    }
  }
  const members = membersOf(chain, model.hidden);
  if (members.statics.length) body.push('## Static methods', '', ...methodSections(w, model, chain, members.statics, c.name, namespace, '###'));
  if (members.methods.length) body.push('## Methods', '', ...methodSections(w, model, chain, members.methods, c.name, namespace, '###'));
  if (members.props.length) body.push('## Properties', '', ...table(['Name', 'Type', 'Description'], propertyRows(w, model, chain, members.props)), '');

  // The types whose home is this page are documented here, also when the page names them only
  // through a flattened base (props that extend an options struct): other pages link here.
  for (const [name, page] of plan.home) if (page === c.page) w.note(name);
  // Related types, transitively: documenting one may name more.
  const rendered = new Set<string>();
  for (const x of body.join('\n').matchAll(/^### (\w+)$/gm)) rendered.add(x[1]);
  const related: string[] = [];
  for (let i = 0; i < w.related.length; i++) {
    const name = w.related[i];
    if (rendered.has(name)) continue;
    rendered.add(name);
    related.push(...relatedSection(w, model, name, namespace));
  }
  const toc = body.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
  if (related.length) toc.push('Related types');
  L.push(`On this page: ${toc.map((t) => `[${t}](#${slug(t)})`).join(' · ')}`, '');
  L.push(...body);
  if (related.length) L.push('## Related types', '', ...related);
  return L.join('\n').replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n');
}
