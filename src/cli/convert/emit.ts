/**
 * The TypeScript statements of one block of the module, and its report entries: resources and
 * data sources of the types this library generates as their L1s, the others as an escape hatch
 * (`TerraformResource` / `TerraformDataSource` with one `addOverride` per argument); providers,
 * variables, locals, outputs and modules as cdktn's constructs; meta-arguments as cdktn's
 * (`count`, `forEach` through a TerraformIterator, `dependsOn`, `provider`, `lifecycle`);
 * `dynamic` blocks and anything else the L1 does not take as overrides that keep the JSON as the
 * HCL wrote it. Not part of the jsii API.
 */
import { arr, Code, literal, obj, print, raw, str } from './code';
import { fieldOf, providerOfType, tsName } from './schema';
import { pascalCase } from '../../core/base/naming';
import { Nested } from '../../core/runtime/descriptors';
import { PROVIDERS } from '../../generated/providers';
import { ReportEntry } from '../report';
import { HclBlock } from './hcl';
import { subjectOf, Sym, Symbols } from './symbols';
import { structCode, ValueContext, ValueNote, valueCode, wholeTraversal } from './values';

/** What a block became: the statements (each a complete TypeScript statement) and the report entries. */
export interface Emitted {
  readonly statements: string[];
  readonly entries: ReportEntry[];
  /** The imports from cdktn the statements need. */
  readonly cdktn: Set<string>;
  /** The provider namespaces the statements need. */
  readonly namespaces: Set<string>;
}

const RESOURCE_META = ['count', 'for_each', 'depends_on', 'provider', 'lifecycle'];

export class Emitter {
  public readonly out: Emitted = { statements: [], entries: [], cdktn: new Set(), namespaces: new Set() };
  constructor(private readonly symbols: Symbols) {}

  public emit(sym: Sym): void {
    const b = sym.block;
    switch (b.kind) {
      case 'resource':
      case 'data': {
        if (sym.info && !sym.missing.length && !sym.refused) this.l1(sym);
        else this.escapeHatch(sym, sym.missing);
        break;
      }
      case 'provider':
        if (sym.info) this.l1(sym);
        else this.unknownProvider(sym);
        break;
      case 'variable': this.variable(sym); break;
      case 'local': this.local(sym); break;
      case 'output': this.output(sym); break;
      case 'module': this.module(sym); break;
      default: break;
    }
    sym.declared = true;
  }

  public entry(b: HclBlock, rule: string, outcome: ReportEntry['outcome'], message: string, suggestion?: string): void {
    this.out.entries.push({ file: b.file, line: b.line, rule, outcome, subject: subjectOf(b), message, ...(suggestion ? { suggestion } : {}) });
  }

  private ctx(): ValueContext {
    return { resolve: (t, y) => this.symbols.reference(t, y), notes: [] };
  }

  private declare(sym: Sym, expr: string): void {
    if (Symbols.renamed(sym)) sym.used = true;
    this.out.statements.push(sym.used ? `const ${sym.varName} = ${expr};` : `${expr};`);
    if (Symbols.renamed(sym)) {
      this.out.statements.push(`${sym.varName}.overrideLogicalId(${str(sym.block.name)});`);
      this.entry(sym.block, 'convert/logical-id', 'converted',
        `the construct id '${sym.block.name}' is taken in the stack by another block, so ${subjectOf(sym.block)} has the id '${sym.constructId}' and keeps its address through overrideLogicalId('${sym.block.name}').`);
    }
  }

  private override(sym: Sym, key: string, value: unknown): string {
    this.ensureConst(sym);
    return `${sym.varName}.addOverride(${str(key)}, ${print(literal(value))});`;
  }

  /** A block with overrides needs its constant even when nothing refers to it. */
  private ensureConst(sym: Sym): void {
    sym.used = true;
  }

  private l1(sym: Sym): void {
    const b = sym.block;
    const info = sym.info!;
    const ctx = this.ctx();
    const body = { ...b.body };
    const overrides: string[] = [];
    const notes: ValueNote[] = ctx.notes;
    let entries: Array<readonly [string, Code]> = [];
    const meta = b.kind === 'provider' ? [] : this.meta(sym, body, overrides, notes);
    if (b.kind === 'provider' && typeof body.alias === 'string') entries.push(['alias', raw(str(body.alias))]);
    delete body.alias;
    const props = structCode(ctx, stripMeta(body, b.kind === 'provider'), info.struct, '');
    if ('obj' in props) entries = entries.concat(props.obj);
    entries = entries.concat(meta);
    const pre: string[] = [];
    const extra = Object.keys(body).filter((k) => !RESOURCE_META.includes(k) && k !== 'alias' && (k === 'dynamic' || !info.struct.f.some((f) => f.t === k)));
    for (const k of extra) {
      if (k === 'dynamic') {
        for (const [name, blocks] of Object.entries(body.dynamic as Record<string, unknown>)) {
          const field = fieldOf(info.struct, name);
          const y = field?.y as Nested | undefined;
          const items = Array.isArray(blocks) ? blocks : [blocks];
          // A content that reads the resource's own each.* would read the dynamic block's once the iterator is `each`.
          const readsEach = /(?<![\w.-])each\./.test(JSON.stringify(items[0]?.content ?? null));
          if (field && y && typeof y === 'object' && !Array.isArray(y) && (y.k === 'l' || y.k === 's') && !y.one && items.length === 1 && !readsEach && !entries.some(([n]) => n === tsName(info.struct, field))) {
            entries.push([tsName(info.struct, field), raw(this.dynamic(sym, name, items[0], y, pre, notes))]);
            this.entry(b, 'convert/dynamic', 'converted', `dynamic "${name}" is ${tsName(info.struct, field)}: iterator.dynamic({...}) over a TerraformIterator of its for_each (its references to ${name}.key and ${name}.value are each.key and each.value).`);
          } else {
            overrides.push(this.override(sym, `dynamic.${name}`, blocks));
            this.entry(b, 'convert/dynamic', 'converted', `dynamic "${name}" is written as an override that keeps its JSON (for_each, iterator and content as in the HCL).`);
          }
        }
      } else {
        overrides.push(this.override(sym, k, body[k]));
        this.entry(b, 'convert/unknown-argument', 'partial', `'${k}' is no argument of ${b.type} in the provider version the L1s are generated from (${info.provider.versionConstraint}); it is kept as an override.`,
          `Check '${k}' against the provider's documentation for ${info.provider.versionConstraint}, then remove the line ${sym.varName}.addOverride(${str(k)}, ...) if the provider no longer takes it.`);
      }
    }
    const refused = notes.filter((n) => n.refused);
    if (refused.length && b.kind !== 'provider') {
      // The L1 would refuse the config: the block is an escape hatch (from the second pass on).
      sym.refused = refused;
      this.escapeHatch(sym, []);
      return;
    }
    const ns = info.provider.name;
    this.out.namespaces.add(ns);
    const config = entries.length ? `, ${print(obj(entries))}` : b.kind === 'provider' ? '' : ', {}';
    this.out.statements.push(...pre);
    this.declare(sym, `new ${ns}.${info.className}(this, ${str(sym.constructId)}${config})`);
    this.out.statements.push(...overrides);
    const rule = b.kind === 'provider' ? 'convert/provider' : b.kind === 'data' ? 'convert/data' : 'convert/resource';
    if (notes.length) {
      for (const n of notes) this.entry(b, rule, 'partial', `${n.path}: ${n.message}`, `Review ${n.path} of ${subjectOf(b)} in the generated ${sym.varName} construct.`);
    } else {
      this.entry(b, rule, 'converted', `${subjectOf(b)} is ${ns}.${info.className}${b.kind === 'provider' ? '' : ` with the id '${b.name}'`}.`);
    }
  }

  /**
   * A dynamic block as `iterator.dynamic({...})`: the iterator (declared in `pre`) over its
   * for_each, the content with the block's struct, its iterator's references written as `each`.
   */
  private dynamic(sym: Sym, name: string, d: Record<string, unknown>, y: Nested, pre: string[], notes: ValueNote[]): string {
    this.out.cdktn.add('TerraformIterator');
    const it = this.symbols.freshName(`${sym.address}/dynamic/${name}`, `${sym.varName}${pascalCase(name)}Iterator`);
    const iterName = iteratorName(d.iterator, name);
    const forEach = typeof d.for_each === 'string' ? str(d.for_each) : print(literal(d.for_each));
    pre.push(`const ${it} = TerraformIterator.fromMap(Token.asAnyMap(${forEach}));`);
    const content = eachOf(Array.isArray(d.content) ? d.content[0] : d.content, iterName);
    const ctx = this.ctx();
    const code = structCode(ctx, content ?? {}, y.s, `dynamic.${name}.content`);
    notes.push(...ctx.notes);
    return `${it}.dynamic(${print(code, 2)})`;
  }

  /** count, for_each, depends_on, provider and lifecycle as cdktn's meta-arguments (or overrides where they cannot be). */
  private meta(sym: Sym, body: Record<string, any>, overrides: string[], notes: ValueNote[]): Array<readonly [string, Code]> {
    const out: Array<readonly [string, Code]> = [];
    const ctx = this.ctx();
    if (body.count !== undefined) out.push(['count', valueCode(ctx, body.count, 'n', 'count') ?? raw('0')]);
    if (body.for_each !== undefined) {
      this.out.cdktn.add('TerraformIterator');
      const v = body.for_each;
      const map = typeof v === 'string' ? `Token.asAnyMap(${str(v)})` : print(literal(v), 2);
      out.push(['forEach', raw(`TerraformIterator.fromMap(${map})`)]);
    }
    if (body.depends_on !== undefined) {
      const deps = (body.depends_on as unknown[]).map((d) => (typeof d === 'string' ? this.symbols.construct(wholeTraversal(d) ?? '') : undefined));
      if (deps.every((d) => d !== undefined)) {out.push(['dependsOn', arr(deps.map((d) => raw(d!)))]);} else {
        overrides.push(this.override(sym, 'depends_on', body.depends_on));
        notes.push({ path: 'depends_on', message: 'it names something that is no block of these files; it is kept as an override.' });
      }
    }
    if (body.provider !== undefined) {
      const p = typeof body.provider === 'string' ? this.symbols.construct(String(bare(body.provider))) : undefined;
      if (p) {out.push(['provider', raw(p)]);} else {
        overrides.push(this.override(sym, 'provider', bare(body.provider)));
        notes.push({ path: 'provider', message: 'the provider configuration is not in these files; it is kept as an override.' });
      }
    }
    if (body.lifecycle !== undefined) out.push(['lifecycle', this.lifecycle(body.lifecycle, notes)]);
    notes.push(...ctx.notes);
    return out;
  }

  private lifecycle(v: unknown, notes: ValueNote[]): Code {
    const l = (Array.isArray(v) ? v[0] : v) as Record<string, unknown>;
    const entries: Array<readonly [string, Code]> = [];
    for (const [k, x] of Object.entries(l ?? {})) {
      if (k === 'create_before_destroy' || k === 'prevent_destroy') entries.push([k === 'prevent_destroy' ? 'preventDestroy' : 'createBeforeDestroy', valueCode(this.ctx(), x, 'b', `lifecycle.${k}`)!]);
      else if (k === 'ignore_changes') entries.push(['ignoreChanges', Array.isArray(x) ? arr(x.map((i) => raw(str(String(bare(i)))))) : raw(str(String(bare(x))))]);
      else if (k === 'replace_triggered_by') entries.push(['replaceTriggeredBy', arr((x as unknown[]).map((i) => raw(str(String(bare(i))))))]);
      else if (k === 'precondition' || k === 'postcondition') entries.push([k, arr((x as Array<Record<string, unknown>>).map(conditionCode))]);
      else notes.push({ path: `lifecycle.${k}`, message: 'is no lifecycle argument cdktn takes; it is dropped.' });
    }
    return obj(entries);
  }

  private escapeHatch(sym: Sym, missing: readonly string[] = []): void {
    const b = sym.block;
    const cls = b.kind === 'data' ? 'TerraformDataSource' : 'TerraformResource';
    this.out.cdktn.add(cls);
    const body = { ...b.body };
    const overrides: string[] = [];
    const notes: ValueNote[] = [];
    const meta = this.meta(sym, body, overrides, notes);
    const providerName = b.type!.split('_')[0]!;
    const ours = providerOfType(b.type!);
    // No terraformGeneratorMetadata: cdktn would then want a provider construct of that name in the stack.
    const config = obj([['terraformResourceType', raw(str(b.type!))], ...meta]);
    sym.used = true;
    const args = Object.keys(stripMeta(body, false));
    this.declare(sym, `new ${cls}(this, ${str(sym.constructId)}, ${print(config)})`);
    this.out.statements.push(...overrides);
    for (const k of args) this.out.statements.push(`${sym.varName}.addOverride(${str(k)}, ${print(literal(body[k]))});`);
    if (body.dynamic !== undefined) this.out.statements.push(`${sym.varName}.addOverride('dynamic', ${print(literal(body.dynamic))});`);
    if (sym.refused) {
      const info = sym.info!;
      this.entry(b, 'convert/escape-hatch', 'manual',
        `${info.provider.name}.${info.className} would refuse ${sym.refused.map((n) => `${n.path}: ${n.message}`).join(' ')} It is a ${cls} with ${args.length} argument${args.length === 1 ? '' : 's'} as overrides, unchecked.`,
        sym.refused.map((n) => n.fix ?? `Write ${n.path} in the shape ${info.provider.source} ${info.provider.versionConstraint} takes, then convert again.`).join(' '));
    } else if (missing.length) {
      const info = sym.info!;
      this.entry(b, 'convert/escape-hatch', 'manual',
        `${info.provider.name}.${info.className} requires ${missing.join(', ')}, which the HCL does not set (${info.provider.source} ${info.provider.versionConstraint} requires ${missing.length === 1 ? 'it' : 'them'}); it is a ${cls} with ${args.length} argument${args.length === 1 ? '' : 's'} as overrides, unchecked.`,
        `Set ${missing.join(', ')} in the HCL and convert again, or replace ${sym.varName} with new ${info.provider.name}.${info.className}(this, '${b.name}', {...}) and its required props.`);
    } else {
      this.entry(b, 'convert/escape-hatch', 'manual',
        `${b.type} is no type this library generates${ours ? ` (the ${ours.name} namespace covers some of ${ours.source}'s types, not this one)` : ` (it generates the providers ${PROVIDERS.map((p) => p.name).join(', ')})`}; it is a ${cls} with ${args.length} argument${args.length === 1 ? '' : 's'} as overrides, unchecked.`,
        `Generate a binding for the ${providerName} provider (npx cdktn provider add ${ours ? ours.source : providerName}) and replace ${sym.varName} with its class, keeping the id '${b.name}'.`);
    }
    for (const n of notes) this.entry(b, 'convert/escape-hatch', 'partial', `${n.path}: ${n.message}`, `Review ${n.path} of ${subjectOf(b)}.`);
  }

  private unknownProvider(sym: Sym): void {
    const b = sym.block;
    // One override per provider name, with every configuration of it (the default and the aliases).
    const all = [...this.symbols.byAddress.values()].filter((s) => s.block.kind === 'provider' && s.block.name === b.name);
    if (all[0] === sym) this.out.statements.push(`this.addOverride(${str(`provider.${b.name}`)}, ${print(literal(all.map((s) => s.block.body)))});`);
    this.entry(b, 'convert/escape-hatch', 'manual', `provider "${b.name}" is no provider this library generates; its configuration is written as an override of the stack.`,
      `Generate a binding for it (\`cdktn provider add ${b.name}\`) and configure it with its provider class.`);
  }

  private variable(sym: Sym): void {
    const b = sym.block;
    this.out.cdktn.add('TerraformVariable');
    const entries: Array<readonly [string, Code]> = [];
    const rest: string[] = [];
    for (const [k, v] of Object.entries(b.body)) {
      if (k === 'type' && typeof v === 'string') entries.push(['type', raw(str(v.replace(/^\$\{([\s\S]*)\}$/, '$1')))]);
      else if (k === 'default' && v === null) rest.push(k); // cdktn cannot write a null default; an override can
      else if (k === 'default') entries.push(['default', literal(v)]);
      else if (k === 'description' || k === 'sensitive' || k === 'nullable') entries.push([k, literal(v)]);
      else if (k === 'validation') entries.push(['validation', arr((v as Array<Record<string, unknown>>).map(conditionCode))]);
      else rest.push(k);
    }
    this.declare(sym, `new TerraformVariable(this, ${str(sym.constructId)}, ${print(obj(entries))})`);
    for (const k of rest) this.out.statements.push(this.override(sym, k, b.body[k]));
    if (rest.length) {
      this.entry(b, 'convert/variable', 'converted', `variable ${b.name} is a TerraformVariable with the id '${b.name}'; ${rest.join(', ')} as overrides (${rest.map((k) => (k === 'default' ? 'a null default, which cdktn cannot write' : `${k}, which TerraformVariable does not take`)).join('; ')}).`);
    } else {this.entry(b, 'convert/variable', 'converted', `variable ${b.name} is a TerraformVariable with the id '${b.name}'.`);}
  }

  private local(sym: Sym): void {
    const b = sym.block;
    this.out.cdktn.add('TerraformLocal');
    this.declare(sym, `new TerraformLocal(this, ${str(sym.constructId)}, ${print(literal(b.body.value))})`);
    this.entry(b, 'convert/local', 'converted', `local.${b.name} is a TerraformLocal with the id '${b.name}'.`);
  }

  private output(sym: Sym): void {
    const b = sym.block;
    this.out.cdktn.add('TerraformOutput');
    const entries: Array<readonly [string, Code]> = [];
    const notes: ValueNote[] = [];
    const rest: string[] = [];
    for (const [k, v] of Object.entries(b.body)) {
      if (k === 'value') {
        const t = typeof v === 'string' ? wholeTraversal(v) : undefined;
        entries.push(['value', raw((t && this.symbols.reference(t, 'a')) ?? print(literal(v), 2))]);
      } else if (k === 'description' || k === 'sensitive') {
        entries.push([k, literal(v)]);
      } else if (k === 'depends_on') {
        const deps = (v as unknown[]).map((d) => (typeof d === 'string' ? this.symbols.construct(wholeTraversal(d) ?? '') : undefined));
        if (deps.every((d) => d !== undefined)) entries.push(['dependsOn', arr(deps.map((d) => raw(d!)))]);
        else rest.push(k);
      } else {
        // precondition too: cdktn 0.24's TerraformOutput takes one and does not write it.
        rest.push(k);
      }
    }
    this.declare(sym, `new TerraformOutput(this, ${str(sym.constructId)}, ${print(obj(entries))})`);
    for (const k of rest) this.out.statements.push(this.override(sym, k, b.body[k]));
    for (const n of notes) this.entry(b, 'convert/output', 'partial', `${n.path}: ${n.message}`);
    if (rest.length) this.entry(b, 'convert/output', 'converted', `output ${b.name} is a TerraformOutput with the id '${b.name}'; ${rest.join(', ')} as overrides (cdktn's TerraformOutput does not write ${rest.length === 1 ? 'it' : 'them'}).`);
    else this.entry(b, 'convert/output', 'converted', `output ${b.name} is a TerraformOutput with the id '${b.name}'.`);
  }

  private module(sym: Sym): void {
    const b = sym.block;
    this.out.cdktn.add('TerraformHclModule');
    const entries: Array<readonly [string, Code]> = [];
    const variables: Array<readonly [string, Code]> = [];
    const body = { ...b.body };
    const overrides: string[] = [];
    const notes: ValueNote[] = [];
    // count as an override: cdktn 0.24's TerraformHclModule takes no count.
    const count = body.count;
    delete body.count;
    const meta = this.meta(sym, body, overrides, notes).filter(([k]) => k !== 'lifecycle');
    if (count !== undefined) overrides.push(this.override(sym, 'count', count));
    for (const [k, v] of Object.entries(stripMeta(body, false))) {
      if (k === 'source' || k === 'version') entries.push([k, literal(v)]);
      else if (k === 'providers' && v && typeof v === 'object') overrides.push(this.override(sym, k, Object.fromEntries(Object.entries(v).map(([n, x]) => [n, bare(x)]))));
      else variables.push([k, literal(v)]);
    }
    if (variables.length) entries.push(['variables', obj(variables)]);
    // A local module is written as its path (cdktn would copy it as an asset, which needs the cdktn CLI's context).
    if (typeof body.source === 'string' && /^\.\.?\//.test(body.source)) entries.push(['skipAssetCreationFromLocalModules', raw('true')]);
    this.declare(sym, `new TerraformHclModule(this, ${str(sym.constructId)}, ${print(obj([...entries, ...meta]))})`);
    this.out.statements.push(...overrides);
    this.entry(b, 'convert/module', 'partial', `module ${b.name} is a TerraformHclModule with the id '${b.name}'; its inputs are passed as written, unchecked, and its outputs are read as expressions (module.${b.name}.<output>).`,
      `Run \`cdktn get\` for typed module bindings if you want its inputs checked, keeping the id '${b.name}'.`);
    for (const n of notes) this.entry(b, 'convert/module', 'partial', `${n.path}: ${n.message}`);
  }
}

/** The content of a dynamic block with its iterator's references (`name.key`, `name.value`) as `each.key` and `each.value`. */
/** The iterator of a dynamic block: `iterator = grant`, which HCL's JSON form writes as the expression '${grant}', or the block's name. */
export function iteratorName(iterator: unknown, block: string): string {
  return typeof iterator === 'string' ? String(bare(iterator)) : block;
}

export function eachOf(v: unknown, iterName: string): any {
  const re = new RegExp(`(?<![\\w.-])${iterName.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\.(key|value)\\b`, 'g');
  if (typeof v === 'string') return v.replace(re, 'each.$1');
  if (Array.isArray(v)) return v.map((x) => eachOf(x, iterName));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, eachOf(x, iterName)]));
  return v;
}

/** A reference without its `${...}`: what depends_on, provider, ignore_changes and providers hold in Terraform JSON. */
function bare(s: unknown): unknown {
  return typeof s === 'string' ? s.replace(/^\$\{([\s\S]*)\}$/, '$1') : s;
}

function conditionCode(c: Record<string, unknown>): Code {
  return obj(Object.entries(c).map(([k, v]) => [k === 'error_message' ? 'errorMessage' : k, literal(v)] as const));
}

/** The body without the meta-arguments (and a provider's alias) and without dynamic blocks. */
function stripMeta(body: Record<string, any>, provider: boolean): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'dynamic' || (provider ? k === 'alias' : RESOURCE_META.includes(k))) continue;
    out[k] = v;
  }
  return out;
}
