/**
 * The names `convert` gives the blocks of a module in the TypeScript it writes, the order it
 * writes them in (every block after the blocks it refers to), and the TypeScript of a reference
 * from one block to another. Not part of the jsii API.
 */
import { TAKEN } from './code';
import { HclBlock } from './hcl';
import { typeInfo, TypeInfo } from './schema';
import { missingRequired } from './values';
import { camelCase } from '../../core/base/naming';
import { Collection, TypeRef } from '../../core/runtime/descriptors';

/** A block with its constant's name and, for generated types, its L1. */
export interface Sym {
  readonly block: HclBlock;
  readonly address: string;
  readonly varName: string;
  readonly info?: TypeInfo;
  /** Required inputs of the L1 the HCL leaves unset: then the block is an escape hatch, not the L1. */
  readonly missing: readonly string[];
  /** What of the HCL the L1 would refuse (a value of another shape), found by the first pass: then it is an escape hatch too. */
  refused?: ReadonlyArray<{ path: string; message: string }>;
  /**
   * Its construct id: the HCL name (the logical id, so the state address stays), unless another
   * block of the stack took that id first (a data source and a resource of one name, two types);
   * then `<type>_<name>` with `overrideLogicalId(name)`.
   */
  readonly constructId: string;
  /** Whether another block refers to it through its constant (then the constant is declared). */
  used: boolean;
  /** Whether its constant is declared yet, while the file is written. */
  declared: boolean;
}

const SUFFIX: Record<string, string> = { resource: 'Resource', data: 'Data', variable: 'Var', local: 'Local', provider: 'Provider', module: 'Module', output: 'Output' };

/** The address of a block: `type.name`, `data.type.name`, `var.name`, `local.name`, `output.name`, `module.name`, `name` or `name.alias` for a provider. */
export function addressOf(b: HclBlock): string {
  switch (b.kind) {
    case 'resource': return `${b.type}.${b.name}`;
    case 'data': return `data.${b.type}.${b.name}`;
    case 'variable': return `var.${b.name}`;
    case 'local': return `local.${b.name}`;
    case 'output': return `output.${b.name}`;
    case 'module': return `module.${b.name}`;
    case 'provider': return typeof b.body.alias === 'string' ? `${b.name}.${b.body.alias}` : b.name;
    default: return b.name;
  }
}

/** The subject of a report entry: `mongodbatlas_project.p`, `variable.region`, `provider.mongodbatlas.west`. */
export function subjectOf(b: HclBlock): string {
  if (b.kind === 'variable') return `variable.${b.name}`;
  if (b.kind === 'provider') return `provider.${addressOf(b)}`;
  return addressOf(b);
}

export class Symbols {
  /** Whether the block's construct id is not its logical id (then it needs overrideLogicalId). */
  public static renamed(s: Sym): boolean {
    return s.block.kind !== 'provider' && s.constructId !== s.block.name;
  }

  public readonly byAddress = new Map<string, Sym>();
  public readonly ordered: Sym[];
  /** Blocks of an address declared before (Terraform refuses the module); not converted. */
  public readonly duplicates: HclBlock[] = [];
  private readonly names = new Set<string>(TAKEN);
  private readonly fresh = new Map<string, string>();

  constructor(blocks: readonly HclBlock[]) {
    const syms: Sym[] = [];
    for (const b of blocks) {
      if (b.kind === 'terraform' || b.kind === 'other') continue;
      const address = addressOf(b);
      if (this.byAddress.has(address)) {
        this.duplicates.push(b);
        continue;
      }
      const info = b.kind === 'resource' || b.kind === 'data' || b.kind === 'provider' ? typeInfo(b.kind, b.type!) : undefined;
      const missing = info && b.kind !== 'provider' ? missingRequired(info.struct, b.body) : [];
      const sym: Sym = { block: b, address, varName: this.nameFor(b), info, missing, constructId: b.name, used: false, declared: false };
      this.byAddress.set(address, sym);
      syms.push(sym);
    }
    this.assignIds(syms);
    this.ordered = this.order(syms);
  }

  /** Construct ids unique in the stack: the HCL name first come first served, providers last. */
  private assignIds(syms: readonly Sym[]): void {
    const ids = new Set<string>();
    const take = (s: Sym, id: string) => {
      let unique = id;
      for (let i = 2; ids.has(unique); i++) unique = `${id}_${i}`;
      ids.add(unique);
      (s as { constructId: string }).constructId = unique;
    };
    const named = new Set<Sym>();
    for (const s of syms) {
      if (s.block.kind === 'provider' || ids.has(s.block.name)) continue;
      take(s, s.block.name);
      named.add(s);
    }
    for (const s of syms) {
      if (s.block.kind === 'provider' || named.has(s)) continue;
      const prefix = s.block.kind === 'data' ? `data_${s.block.type}` : s.block.kind === 'resource' ? s.block.type! : s.block.kind;
      take(s, `${prefix}_${s.block.name}`);
    }
    for (const s of syms) if (s.block.kind === 'provider') take(s, s.address.replace('.', '_'));
  }


  /** A constant's name for something that is no block (an iterator), the same for the same key. */
  public freshName(key: string, base: string): string {
    let name = this.fresh.get(key);
    if (name === undefined) {
      name = base;
      for (let i = 2; this.names.has(name); i++) name = `${base}${i}`;
      this.names.add(name);
      this.fresh.set(key, name);
    }
    return name;
  }

  private nameFor(b: HclBlock): string {
    const base = camelCase(b.kind === 'provider' ? addressOf(b).replace('.', '_') : b.name) || 'block';
    const first = /^[0-9]/.test(base) ? `_${base}` : base;
    let name = this.names.has(first) ? `${first}${SUFFIX[b.kind] ?? ''}` : first;
    for (let i = 2; this.names.has(name); i++) name = `${first}${SUFFIX[b.kind] ?? ''}${i}`;
    this.names.add(name);
    return name;
  }

  /** The blocks in input order, each after the blocks it refers to (a cycle keeps input order). */
  private order(syms: readonly Sym[]): Sym[] {
    const out: Sym[] = [];
    const state = new Map<Sym, 'visiting' | 'done'>();
    const visit = (s: Sym) => {
      if (state.has(s)) return;
      state.set(s, 'visiting');
      for (const d of this.dependencies(s)) visit(d);
      state.set(s, 'done');
      out.push(s);
    };
    syms.forEach(visit);
    return out;
  }

  /** The blocks a block mentions (any traversal in any of its strings, and its provider). */
  public dependencies(s: Sym): Sym[] {
    const found = new Set<Sym>();
    const scan = (v: unknown) => {
      if (typeof v === 'string') {
        for (const m of v.matchAll(/(?<![\w.-])([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*){1,3})/g)) {
          const parts = m[1]!.split('.');
          for (let n = Math.min(parts.length, 3); n >= 1; n--) {
            const d = this.byAddress.get(parts.slice(0, n).join('.'));
            if (d && d !== s && d.block.kind !== 'output') {
              found.add(d);
              break;
            }
          }
        }
      } else if (Array.isArray(v)) {
        v.forEach(scan);
      } else if (v && typeof v === 'object') {
        Object.values(v).forEach(scan);
      }
    };
    scan(s.block.body);
    return [...found];
  }

  /**
   * A whole-value reference as TypeScript, for a prop of type `y` (`'a'`: any), or undefined: a
   * variable or local by its typed accessor, an attribute of a generated L1 (without count or
   * for_each) by its getter when the attribute's type is the prop's.
   */
  public reference(traversal: string, y: TypeRef): string | undefined {
    const parts = traversal.split('.');
    const use = (s: Sym | undefined, code: string) => {
      if (!s || !s.declared) return undefined;
      s.used = true;
      return `${s.varName}.${code}`;
    };
    if (parts[0] === 'var' && parts.length === 2) return use(this.byAddress.get(traversal), variableAccessor(y));
    if (parts[0] === 'local' && parts.length === 2) return use(this.byAddress.get(traversal), localAccessor(y));
    const [addr, attr] = parts[0] === 'data' && parts.length === 4 ? [parts.slice(0, 3).join('.'), parts[3]!] : parts.length === 3 ? [parts.slice(0, 2).join('.'), parts[2]!] : [undefined, undefined];
    if (addr === undefined) return undefined;
    const s = this.byAddress.get(addr);
    if (!s?.info || s.missing.length || s.refused || (s.block.kind !== 'resource' && s.block.kind !== 'data') || s.block.body.count !== undefined || s.block.body.for_each !== undefined) return undefined;
    const getter = s.info.getters.get(attr!);
    if (!getter || !fits(getter[1], y)) return undefined;
    return use(s, getter[0]);
  }

  /** The constant of a block for depends_on, provider and replace_triggered_by (a construct), or undefined. */
  public construct(address: string): string | undefined {
    const s = this.byAddress.get(address);
    if (!s || !s.declared || s.block.kind === 'variable' || s.block.kind === 'local' || s.block.kind === 'output') return undefined;
    // A provider this library does not generate is an override of the stack, no construct.
    if (s.block.kind === 'provider' && !s.info) return undefined;
    s.used = true;
    return s.varName;
  }
}

function variableAccessor(y: TypeRef): string {
  if (y === 's') return 'stringValue';
  if (y === 'n') return 'numberValue';
  if (y === 'b') return 'booleanValue';
  if (Array.isArray(y) && (y as Collection)[0] !== 'm' && (y as Collection)[1] === 's') return 'listValue';
  return 'value';
}

function localAccessor(y: TypeRef): string {
  if (y === 's') return 'asString';
  if (y === 'n') return 'asNumber';
  if (y === 'b') return 'asBoolean';
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    if (k !== 'm' && e === 's') return 'asList';
    if (k === 'm' && e === 's') return 'asStringMap';
    if (k === 'm' && e === 'n') return 'asNumberMap';
    if (k === 'm' && e === 'b') return 'asBooleanMap';
  }
  return 'expression';
}

/** Whether a getter of cty type `cty` (`'string'`, `['list', 'string']`) fits a prop of type `y`. */
function fits(cty: unknown, y: TypeRef): boolean {
  if (Array.isArray(cty) && cty[0] === 'set') return false;
  if (y === 'a') return true;
  if (cty === 'string') return y === 's';
  if (cty === 'number') return y === 'n';
  if (cty === 'bool') return y === 'b';
  // A set's getter reads it through tolist(...), which changes the expression: sets stay expressions.
  if (Array.isArray(cty) && cty[0] === 'list' && cty[1] === 'string') {
    return Array.isArray(y) && (y as Collection)[0] !== 'm' && (y as Collection)[1] === 's';
  }
  return false;
}
