/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * One value of HCL's JSON form as the TypeScript an L1 prop takes, by the field's type in the L1's
 * input description: single blocks and single nested attributes as objects (a list block of at
 * most one item too, as the L1 wants it), list and set blocks as arrays, maps with their keys as
 * written. A value that is one reference to a block of the module becomes a reference to its
 * construct; any other expression stays the Terraform expression it was (a string, which the L1
 * does not judge, or a token of the prop's type). Not part of the jsii API.
 */
import { arr, Code, literal, obj, raw, str } from './code';
import { fieldOf, tsName } from './schema';
import { Collection, Nested, Primitive, REQUIRED, Struct, TypeRef } from '../../core/runtime/descriptors';

/** Answers a whole-value reference (`var.region`, `mongodbatlas_project.p.id`) with TypeScript, or undefined. */
export type ReferenceResolver = (traversal: string, y: TypeRef) => string | undefined;

/** Something a value could not be converted as is; the caller reports it. */
export interface ValueNote {
  /** The Terraform path, e.g. `replication_specs[0].region_configs`. */
  readonly path: string;
  readonly message: string;
  /** Set when the L1 would refuse the value (a shape or type it does not take): then the block is an escape hatch. */
  readonly refused?: true;
  /** The hand edit, when the generic one (write it in the shape the provider takes) does not fit. */
  readonly fix?: string;
}

export interface ValueContext {
  readonly resolve: ReferenceResolver;
  readonly notes: ValueNote[];
}

/** Whether a string holds a Terraform template expression or directive (not one escaped as `$${` or `%%{`). */
export function isExpression(s: string): boolean {
  return /(^|[^$])\$\{/.test(s) || /(^|[^%])%\{/.test(s);
}

const TRAVERSAL = /^\$\{([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\}$/;

/** `var.region` for `${var.region}`; undefined when the string is anything else. */
export function wholeTraversal(s: string): string | undefined {
  return TRAVERSAL.exec(s)?.[1];
}

/** The Token call that makes a Terraform expression string fit a prop of type `y`. */
export function tokenFor(expr: string, y: TypeRef): string {
  const s = str(expr);
  if (typeof y === 'string') {
    if (y === 'n') return `Token.asNumber(${s})`;
    if (y === 'b') return `Token.asAny(${s})`;
    return s;
  }
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    if (k === 'm') return e === 's' ? `Token.asStringMap(${s})` : e === 'n' ? `Token.asNumberMap(${s})` : e === 'b' ? `Token.asBooleanMap(${s})` : `Token.asAnyMap(${s})`;
    return e === 's' ? `Token.asList(${s})` : e === 'n' ? `Token.asNumberList(${s})` : `Token.asAny(${s})`;
  }
  return `Token.asAny(${s})`;
}

/** The code of value `v` for a prop of type `y` at Terraform path `p`. */
export function valueCode(ctx: ValueContext, v: unknown, y: TypeRef, p: string): Code | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && isExpression(v)) {
    const t = wholeTraversal(v);
    const ref = t !== undefined ? ctx.resolve(t, y) : undefined;
    return raw(ref ?? tokenFor(v, y));
  }
  if (typeof y === 'string') return primitive(ctx, v, y, p);
  if (Array.isArray(y)) return collection(ctx, v, y as Collection, p);
  return nested(ctx, v, y as Nested, p);
}

function primitive(ctx: ValueContext, v: unknown, y: Primitive, p: string): Code {
  if (y === 'a') return literal(v);
  const want = y === 's' ? 'string' : y === 'n' ? 'number' : 'boolean';
  if (typeof v === want) return literal(v);
  // Terraform converts a number or a boolean to a string and back; TypeScript wants the prop's type.
  if (y === 's' && (typeof v === 'number' || typeof v === 'boolean')) {
    ctx.notes.push({ path: p, message: `${JSON.stringify(v)} is written as the string '${String(v)}' (the attribute is a string; Terraform converts it the same way).` });
    return raw(str(String(v)));
  }
  if (y === 'n' && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) {
    ctx.notes.push({ path: p, message: `'${v}' is written as the number ${Number(v)} (the attribute is a number; Terraform converts it the same way).` });
    return raw(String(Number(v)));
  }
  if (y === 'b' && (v === 'true' || v === 'false')) {
    ctx.notes.push({ path: p, message: `'${v}' is written as the boolean ${v} (the attribute is a boolean; Terraform converts it the same way).` });
    return raw(v);
  }
  ctx.notes.push({ path: p, message: `${JSON.stringify(v)} is no ${want}, which the attribute takes.`, refused: true });
  return raw(`Token.asAny(${printJson(v)})`);
}

function printJson(v: unknown): string {
  return typeof v === 'string' ? str(v) : JSON.stringify(v);
}

function collection(ctx: ValueContext, v: unknown, y: Collection, p: string): Code {
  const [k, e] = y;
  if (k === 'm') {
    if (typeof v !== 'object' || Array.isArray(v)) return wrong(ctx, v, p, 'a map');
    return obj(Object.entries(v as Record<string, unknown>).flatMap(([key, x]) => {
      const c = valueCode(ctx, x, e, `${p}["${key}"]`);
      return c ? [[key, c] as const] : [];
    }));
  }
  if (!Array.isArray(v)) return wrong(ctx, v, p, 'a list');
  return arr(v.map((x, i) => valueCode(ctx, x, e, `${p}[${i}]`) ?? raw('null')));
}

function wrong(ctx: ValueContext, v: unknown, p: string, what: string): Code {
  ctx.notes.push({ path: p, message: `${JSON.stringify(v)} is not ${what}, which the attribute takes.`, refused: true });
  return raw(`Token.asAny(${printJson(v)})`);
}

function nested(ctx: ValueContext, v: unknown, y: Nested, p: string): Code {
  // HCL's JSON form holds every block as an array of objects (a single block too).
  const items = Array.isArray(v) ? v : [v];
  if (y.k === 'o' || y.one) {
    // The provider refuses more than one (max_items, or a SizeAtMost(1) validator the L1 carries):
    // nothing is dropped; the block stays an escape hatch with every block as written.
    if (items.length > 1) {
      ctx.notes.push({ path: p, message: `${items.length} blocks where the provider takes at most one: it refuses the module as written, which stays as written.`, refused: true });
      return raw(`Token.asAny(${printJson(v)})`);
    }
    return structCode(ctx, items[0], y.s, p);
  }
  if (y.k === 'm') {
    if (typeof v !== 'object' || Array.isArray(v) || v === null) return wrong(ctx, v, p, 'a map of objects');
    return obj(Object.entries(v as Record<string, unknown>).map(([key, x]) => [key, structCode(ctx, Array.isArray(x) ? x[0] : x, y.s, `${p}["${key}"]`)] as const));
  }
  return arr(items.map((x, i) => structCode(ctx, x, y.s, `${p}[${i}]`)));
}

/**
 * The props of one object of a struct. At the top (`p` empty) a `dynamic` key and keys the struct
 * does not have are left to the caller, which writes them as overrides; deeper down they are noted
 * and dropped.
 */
export function structCode(ctx: ValueContext, v: unknown, s: Struct, p: string): Code {
  if (typeof v === 'string' && isExpression(v)) return raw(tokenFor(v, { k: 'o', s }));
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return wrong(ctx, v, p, 'an object');
  const entries: Array<readonly [string, Code]> = [];
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    const f = k === 'dynamic' ? undefined : fieldOf(s, k);
    const fp = p ? `${p}.${k}` : k;
    if (!f && !p) continue;
    if (k === 'dynamic') {
      ctx.notes.push({
        path: fp,
        message: `holds a dynamic block inside a block (${Object.keys(x as object).join(', ')}), which convert writes only at the top of a resource.`,
        refused: true,
        fix: `Keep the escape hatch (Terraform reads it as written), or write the blocks of ${fp.replace(/\.dynamic$/, '')} out as a list and convert again.`,
      });
      continue;
    }
    if (!f) {
      ctx.notes.push({ path: fp, message: `'${k}' is no argument of this type in the provider version the L1s are generated from; it is dropped.` });
      continue;
    }
    const c = valueCode(ctx, x, f.y, fp);
    if (c) entries.push([tsName(s, f), c]);
  }
  return obj(entries);
}

/**
 * The Terraform paths of required inputs the HCL leaves unset (a dynamic block of that name
 * counts as set), where the L1 would refuse the config at construction.
 */
export function missingRequired(s: Struct, v: unknown, p = ''): string[] {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return [];
  const o = v as Record<string, unknown>;
  const dynamic = (o.dynamic ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const f of s.f) {
    const fp = p ? `${p}.${f.t}` : f.t;
    const x = o[f.t];
    if (x === undefined || x === null) {
      if (f.f !== undefined && (f.f & REQUIRED) && dynamic[f.t] === undefined) out.push(fp);
      continue;
    }
    if (typeof f.y !== 'object' || Array.isArray(f.y)) continue;
    const y = f.y as Nested;
    if (y.k === 'm' && typeof x === 'object' && !Array.isArray(x)) {
      for (const [k, item] of Object.entries(x as Record<string, unknown>)) out.push(...missingRequired(y.s, Array.isArray(item) ? item[0] : item, `${fp}["${k}"]`));
    } else {
      const items = Array.isArray(x) ? x : [x];
      items.forEach((item, i) => out.push(...missingRequired(y.s, item, y.k === 'o' || y.one ? fp : `${fp}[${i}]`)));
    }
  }
  return out;
}
