/**
 * Phase 2, model: turns the parsed spec into the classes, structs and fields to emit, with names
 * decided, docs assembled and every collision found. Nothing here knows TypeScript syntax.
 */
import { camelCase, kebabCase, pascalCase, propertyName } from './naming';
import { CtyType, OverlayAttribute, ParsedSpec, TfAttribute, TfBlock, ValueFacts } from './parse';
import { closestOf } from '../../src/core/base/spelling';

export type PrimKind = 'string' | 'number' | 'bool' | 'dynamic';

export type TypeModel =
  | { kind: 'prim'; prim: PrimKind }
  | { kind: 'coll'; coll: 'list' | 'set' | 'map'; elem: TypeModel; min?: number; max?: number }
  | { kind: 'nested'; mode: 'single' | 'list' | 'set' | 'map'; block: boolean; one: boolean; min?: number; max?: number; struct: StructModel };

export interface AttrModel {
  readonly tfName: string;
  readonly name: string;
  readonly renamedBecause?: string;
  /** Dotted Terraform path inside the type, e.g. `replication_specs.region_configs`. */
  readonly path: string;
  readonly required: boolean;
  readonly optional: boolean;
  readonly computed: boolean;
  readonly sensitive: boolean;
  readonly writeOnly: boolean;
  /** Set when deprecated: what to do instead, or '' when neither the schema nor the overlay says. */
  readonly deprecated?: string;
  readonly type: TypeModel;
  readonly description?: string;
  readonly facts: ValueFacts;
  readonly overlay: OverlayAttribute;
}

export interface StructModel {
  /** Interface name of the input struct; also the stem of the output classes. */
  readonly name: string;
  readonly path: string;
  readonly attrs: AttrModel[];
  readonly description?: string;
  /** How the attribute that holds this struct nests it; unset for a config struct. */
  usage?: { mode: 'single' | 'list' | 'set' | 'map'; one: boolean; block: boolean };
  /** Whether a user can write this struct (the attribute holding it is an input). */
  input?: boolean;
  /**
   * Set when this struct repeats an ancestor (a recursive tree that the schema unrolls to a
   * fixed depth): TypeScript uses the ancestor's types instead. See `foldRecursion`.
   */
  canonical?: StructModel;
  /** Set on a folded struct and everything below it: no TypeScript types are emitted for them. */
  hidden?: boolean;
}

export type ClassKind = 'resource' | 'data' | 'provider';

export interface ClassModel {
  readonly kind: ClassKind;
  readonly tfType: string;
  /** Key in values.json and overlay.json: `<type>`, `data.<type>` or `provider`. */
  readonly key: string;
  readonly className: string;
  /** Module file, relative to `src/generated/<provider>/`, without extension. */
  readonly module: string;
  readonly config: StructModel;
  readonly description?: string;
  /** Set when deprecated: what to do instead, or '' when neither the schema nor the overlay says. */
  readonly deprecated?: string;
  readonly importId?: string | null;
  readonly importNote?: string;
  /** Every struct under this class, children before parents. */
  readonly structs: StructModel[];
}

export interface ProviderModel {
  readonly provider: string;
  readonly source: string;
  readonly versionConstraint: string;
  readonly hash: string;
  readonly classes: ClassModel[];
  readonly notes: string[];
  readonly description?: string;
}

/** Raised when the spec cannot be turned into a jsii-safe API. The message says how to fix it. */
export class GenerationError extends Error {}

export function isInput(a: { required: boolean; optional: boolean }) {
  return a.required || a.optional;
}

function ctyToModel(t: CtyType, owner: string, structName: string, path: string, ctx: ModelCtx): TypeModel {
  if (typeof t === 'string') {
    if (t === 'string' || t === 'number' || t === 'bool') return { kind: 'prim', prim: t };
    return { kind: 'prim', prim: 'dynamic' };
  }
  const [k, inner] = t as [string, any];
  if (k === 'object') {
    const attrs: Record<string, TfAttribute> = {};
    for (const [n, ty] of Object.entries<CtyType>(inner)) attrs[n] = { type: ty, computed: true };
    return { kind: 'nested', mode: 'single', block: false, one: false, struct: buildStruct(owner, structName, path, { attributes: attrs }, ctx) };
  }
  if (k === 'list' || k === 'set' || k === 'map') {
    if (Array.isArray(inner) && inner[0] === 'object') {
      const s = ctyToModel(inner as CtyType, owner, structName, path, ctx);
      if (s.kind !== 'nested') throw new Error('unreachable');
      return { ...s, mode: k };
    }
    return { kind: 'coll', coll: k, elem: ctyToModel(inner, owner, structName, path, ctx) };
  }
  return { kind: 'prim', prim: 'dynamic' };
}

interface ModelCtx {
  readonly spec: ParsedSpec;
  readonly key: string;
  readonly structs: StructModel[];
}

function overlayAttr(ctx: ModelCtx, path: string): OverlayAttribute {
  return ctx.spec.overlay.types?.[ctx.key]?.attributes?.[path] ?? {};
}

function facts(ctx: ModelCtx, path: string): ValueFacts {
  return ctx.spec.values[`${ctx.key}.${path}`] ?? {};
}

function buildStruct(owner: string, name: string, path: string, block: TfBlock, ctx: ModelCtx, description?: string): StructModel {
  const attrs: AttrModel[] = [];
  const add = (tfName: string, a: TfAttribute, type: (childName: string, childPath: string) => TypeModel) => {
    const p = path ? `${path}.${tfName}` : tfName;
    const ov = overlayAttr(ctx, p);
    const esc = ov.name ? { name: ov.name, reason: 'named in overlay.json' } : propertyName(tfName);
    const childName = name + pascalCase(tfName);
    const deprecatedMsg = ov.deprecated ?? (a.deprecated ? '' : undefined);
    const t = type(childName, p);
    if (t.kind === 'nested') {
      t.struct.usage = { mode: t.mode, one: t.one, block: t.block };
      t.struct.input = isInput({ required: !!a.required, optional: !!a.optional });
    }
    attrs.push({
      tfName,
      name: esc.name,
      renamedBecause: esc.reason,
      path: p,
      required: !!a.required,
      optional: !!a.optional,
      computed: !!a.computed,
      sensitive: !!a.sensitive || !!ov.sensitive,
      writeOnly: !!a.write_only,
      deprecated: deprecatedMsg,
      type: t,
      description: ov.description ?? a.description,
      facts: facts(ctx, p),
      overlay: ov,
    });
  };
  for (const [tfName, a] of Object.entries(block.attributes ?? {})) {
    add(tfName, a, (childName, p) => {
      if (a.nested_type) {
        const nt = a.nested_type;
        const f = facts(ctx, p);
        const s = buildStruct(owner, childName, p, { attributes: nt.attributes }, ctx);
        return { kind: 'nested', mode: nt.nesting_mode, block: false, one: false, min: nt.min_items ?? f.minItems, max: nt.max_items ?? f.maxItems, struct: s };
      }
      const t = ctyToModel(a.type ?? 'dynamic', owner, childName, p, ctx);
      // Item counts of a list or set of primitives (values.json minItems / maxItems), checked when rendered.
      if (t.kind === 'coll' && t.coll !== 'map') {
        const f = facts(ctx, p);
        if ((f.minItems ?? 0) > 0 || f.maxItems !== undefined) return { ...t, min: f.minItems, max: f.maxItems };
      }
      return t;
    });
  }
  for (const [tfName, bt] of Object.entries(block.block_types ?? {})) {
    const p = path ? `${path}.${tfName}` : tfName;
    const f = facts(ctx, p);
    const min = bt.min_items ?? f.minItems;
    const max = bt.max_items ?? f.maxItems;
    // A block behaves as an attribute whose optionality comes from min_items.
    const a: TfAttribute = { required: (min ?? 0) > 0, optional: !((min ?? 0) > 0), deprecated: bt.block.deprecated };
    const allComputed = isComputedOnly(bt.block);
    if (allComputed) { a.required = false; a.optional = false; a.computed = true; }
    add(tfName, a, (childName, cp) => {
      const s = buildStruct(owner, childName, cp, bt.block, ctx);
      const mode = bt.nesting_mode === 'group' ? 'single' : bt.nesting_mode;
      const one = (mode === 'list' || mode === 'set') && max === 1;
      return { kind: 'nested', mode, block: true, one, min, max, struct: s };
    });
  }
  attrs.sort((x, y) => (x.tfName < y.tfName ? -1 : x.tfName > y.tfName ? 1 : 0));
  checkCollisions(ctx, name, attrs);
  const s: StructModel = { name, path, attrs, description };
  ctx.structs.push(s);
  return s;
}

function isComputedOnly(b: TfBlock): boolean {
  return Object.values(b.attributes ?? {}).every((a) => !a.required && !a.optional)
    && Object.values(b.block_types ?? {}).every((bt) => isComputedOnly(bt.block));
}

function checkCollisions(ctx: ModelCtx, structName: string, attrs: AttrModel[]) {
  const seen = new Map<string, AttrModel>();
  for (const a of attrs) {
    const other = seen.get(a.name);
    if (other) {
      throw new GenerationError(
        `Name collision in ${ctx.key} (${structName}): Terraform attributes '${other.path}' and '${a.path}' both become '${a.name}'. ` +
        `Resolve it by naming one of them explicitly in spec/${ctx.spec.provider}/overlay.json, e.g. ` +
        `"types": { "${ctx.key}": { "attributes": { "${a.path}": { "name": "${a.name}Alt" } } } }.`);
    }
    seen.set(a.name, a);
  }
}

function buildClass(spec: ParsedSpec, kind: ClassKind, tfType: string, block: TfBlock): ClassModel {
  const key = kind === 'data' ? `data.${tfType}` : kind === 'provider' ? 'provider' : tfType;
  const className = kind === 'data' ? `Data${pascalCase(tfType)}` : kind === 'provider' ? `${pascalCase(spec.provider)}Provider` : pascalCase(tfType);
  const ctx: ModelCtx = { spec, key, structs: [] };
  const ov = spec.overlay.types?.[key] ?? {};
  const config = buildStruct(tfType, className, '', block, ctx, ov.description);
  // The config struct is named <Class>Config; nested structs keep the class name as their stem.
  const cfg: StructModel = { ...config, name: `${className}Config` };
  ctx.structs[ctx.structs.length - 1] = cfg;
  if (/^I[A-Z]/.test(className)) {
    throw new GenerationError(`${key}: class name ${className} starts with 'I' and a capital, which jsii reserves for interfaces. Rename the type in overlay.json.`);
  }
  foldRecursion(cfg);
  const module = kind === 'data' ? `data-${kebabCase(tfType.replace(new RegExp(`^${spec.provider}_`), ''))}`
    : kind === 'provider' ? 'provider' : kebabCase(tfType.replace(new RegExp(`^${spec.provider}_`), ''));
  return {
    kind,
    tfType,
    key,
    className,
    module,
    config: cfg,
    description: ov.description,
    deprecated: ov.deprecated ?? (block.deprecated ? '' : undefined),
    importId: ov.importId,
    importNote: ov.importNote,
    structs: ctx.structs,
  };
}

/**
 * Recursive trees. Some providers describe a recursive structure (incident's escalation path:
 * paths whose if/else branches hold paths) by repeating it to a fixed depth, the deepest copy cut
 * short. Emitting every copy would give one struct per level, with ever longer names, megabytes
 * of code, and a jsii assembly that grows with the depth. Instead, a nested struct that repeats
 * one of its ancestors is folded into it: TypeScript sees one recursive struct
 * (`IncidentEscalationPathPath`, whose `ifElse.thenPath` holds `IncidentEscalationPathPath`
 * again), so a path of any depth is written with types checked, and one output class serves
 * every level.
 *
 * A struct S repeats an ancestor A when:
 * - both are held the same way (same nesting mode, both blocks or both attributes);
 * - every attribute of S is in A with the same flags and a compatible type (nested structs
 *   compared the same way, recursively);
 * - A has the same required attributes, and at most one attribute S lacks (the cut-off branch).
 *
 * The input descriptions the runtime checks with stay exact (one per level, identical ones
 * shared), so an input deeper than the provider accepts still fails at construction, with the
 * field path, and the conformance check catches it too.
 */
function foldRecursion(config: StructModel) {
  const visit = (s: StructModel, ancestors: StructModel[]) => {
    for (const a of s.attrs) {
      if (a.type.kind !== 'nested') continue;
      const child = a.type.struct;
      const target = [...ancestors, s].reverse().find((anc) => anc !== config && repeats(child, anc, new Set()));
      if (target) {
        child.canonical = target.canonical ?? target;
        hide(child);
      } else {
        visit(child, [...ancestors, s]);
      }
    }
  };
  visit(config, []);
}

function hide(s: StructModel) {
  s.hidden = true;
  for (const a of s.attrs) if (a.type.kind === 'nested') hide(a.type.struct);
}

function sameFlags(x: AttrModel, y: AttrModel) {
  return x.required === y.required && x.optional === y.optional && x.computed === y.computed && x.sensitive === y.sensitive;
}

function sameType(x: TypeModel, y: TypeModel, assumed: Set<string>): boolean {
  if (x.kind !== y.kind) return false;
  if (x.kind === 'prim' && y.kind === 'prim') return x.prim === y.prim;
  if (x.kind === 'coll' && y.kind === 'coll') return x.coll === y.coll && x.min === y.min && x.max === y.max && sameType(x.elem, y.elem, assumed);
  if (x.kind === 'nested' && y.kind === 'nested') {
    return x.mode === y.mode && x.block === y.block && x.one === y.one && repeats(x.struct, y.struct, assumed, true);
  }
  return false;
}

function repeats(s: StructModel, a: StructModel, assumed: Set<string>, nested = false): boolean {
  if (s === a) return true;
  if (!nested && (s.usage?.mode !== a.usage?.mode || s.usage?.one !== a.usage?.one || s.usage?.block !== a.usage?.block)) return false;
  const key = `${s.path}|${a.path}`;
  if (assumed.has(key)) return true;
  assumed.add(key);
  if (s.attrs.length < 2) return false;
  const byName = new Map(a.attrs.map((x) => [x.tfName, x]));
  for (const x of s.attrs) {
    const y = byName.get(x.tfName);
    if (!y || !sameFlags(x, y) || !sameType(x.type, y.type, assumed)) return false;
  }
  const missing = a.attrs.filter((y) => !s.attrs.some((x) => x.tfName === y.tfName));
  return missing.length <= 1 && missing.every((y) => !y.required);
}

export function buildModel(spec: ParsedSpec): ProviderModel {
  const classes: ClassModel[] = [buildClass(spec, 'provider', spec.provider, spec.providerBlock)];
  for (const t of Object.keys(spec.resources).sort()) classes.push(buildClass(spec, 'resource', t, spec.resources[t]));
  for (const t of Object.keys(spec.dataSources).sort()) classes.push(buildClass(spec, 'data', t, spec.dataSources[t]));

  // One flat namespace per provider: every emitted type name must be unique within it.
  const owners = new Map<string, string>();
  const claim = (name: string, owner: string) => {
    const prev = owners.get(name);
    if (prev !== undefined) {
      throw new GenerationError(
        `Name collision in the ${spec.provider} namespace: '${name}' is generated for both ${prev} and ${owner}. ` +
        `Resolve it by renaming one attribute with "name" in spec/${spec.provider}/overlay.json.`);
    }
    owners.set(name, owner);
  };
  for (const c of classes) {
    claim(c.className, c.key);
    for (const s of c.structs) {
      if (s.hidden) continue;
      const where = `${c.key}${s.path ? '.' + s.path : ''}`;
      if (s !== c.config && /^I[A-Z]/.test(s.name)) throw new GenerationError(`${where}: struct ${s.name} would start with 'I' and a capital, which jsii reserves for interfaces.`);
      if (s === c.config) { claim(s.name, where); continue; }
      if (s.input) claim(s.name, where);
      claim(`${s.name}OutputReference`, where);
      if (s.usage && !s.usage.one && (s.usage.mode === 'list' || s.usage.mode === 'set')) claim(`${s.name}List`, where);
      if (s.usage?.mode === 'map') claim(`${s.name}Map`, where);
    }
  }
  checkSpecKeys(spec, classes);
  return {
    provider: spec.provider,
    source: spec.source,
    versionConstraint: spec.versionConstraint,
    hash: spec.hash,
    classes,
    notes: spec.overlay.provider?.notes ?? [],
    description: spec.overlay.provider?.description,
  };
}

const OVERLAY_KEYS: Record<string, readonly string[]> = {
  '': ['provider', 'types'],
  'provider': ['description', 'source', 'versionConstraint', 'notes', 'policyPack', 'minTerraform'],
  'type': ['description', 'importId', 'importNote', 'deprecated', 'attributes'],
  'attribute': ['description', 'sensitive', 'deprecated', 'default', 'allowedValues', 'name', 'environment', 'format', 'integer', 'caseInsensitive', 'enforcedBy', 'documentedIn'],
};

/** The fields of a values.json entry (see ValueFacts). */
const VALUE_KEYS: readonly string[] = [
  'allowed', 'enforced', 'enforcedBy', 'documentedIn', 'min', 'max', 'minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'uppercase', 'default',
  'conflictsWith', 'alsoRequires',
];

/**
 * Every key of overlay.json and values.json must name something the schema has: a misspelt type
 * or attribute path would otherwise be ignored, and the description, secret or deprecation it
 * carries silently lost. All problems are reported at once, each with the closest known name.
 */
function checkSpecKeys(spec: ParsedSpec, classes: ClassModel[]) {
  const problems: string[] = [];
  const paths = new Map(classes.map((c) => [c.key, new Set(c.structs.flatMap((st) => st.attrs.map((a) => a.path)))]));
  const unknownKeys = (where: string, obj: object | undefined, allowed: readonly string[]) => {
    for (const k of Object.keys(obj ?? {})) {
      if (!allowed.includes(k)) problems.push(`${where}: unknown key '${k}'${hint(k, allowed)}; allowed: ${allowed.join(', ')}.`);
    }
  };
  const overlay = spec.overlay;
  unknownKeys('overlay.json', overlay, OVERLAY_KEYS['']);
  unknownKeys('overlay.json provider', overlay.provider, OVERLAY_KEYS.provider);
  for (const [key, t] of Object.entries(overlay.types ?? {})) {
    const known = paths.get(key);
    if (!known) {
      problems.push(`overlay.json types: '${key}' is no type of the schema${hint(key, [...paths.keys()])} (resources by name, data sources as data.<name>, the provider block as provider).`);
      continue;
    }
    unknownKeys(`overlay.json types.${key}`, t, OVERLAY_KEYS.type);
    for (const [p, a] of Object.entries(t.attributes ?? {})) {
      if (!known.has(p)) problems.push(`overlay.json types.${key}.attributes: '${p}' is no attribute path of ${key}${hint(p, [...known])}.`);
      else unknownKeys(`overlay.json types.${key}.attributes.${p}`, a, OVERLAY_KEYS.attribute);
    }
  }
  for (const k of Object.keys(spec.values)) {
    const [classKey, p] = splitValuesKey(k);
    const known = paths.get(classKey);
    if (!known) problems.push(`values.json: '${k}' names no type of the schema${hint(classKey, [...paths.keys()])}.`);
    else if (!known.has(p)) problems.push(`values.json: '${k}' is no attribute path of ${classKey}${hint(p, [...known])}.`);
    unknownKeys(`values.json '${k}'`, spec.values[k], VALUE_KEYS);
  }
  if (problems.length) {
    throw new GenerationError(`spec/${spec.provider} has ${problems.length} key(s) that name nothing in schema.json:\n  ${problems.join('\n  ')}`);
  }
}

/** `data.t.a.b` -> [`data.t`, `a.b`]; `provider.a` -> [`provider`, `a`]; `t.a` -> [`t`, `a`]. */
function splitValuesKey(k: string): [string, string] {
  const parts = k.split('.');
  const n = parts[0] === 'data' ? 2 : 1;
  return [parts.slice(0, n).join('.'), parts.slice(n).join('.')];
}

/** ` (did you mean 'x'?)` for the closest candidate within a few edits, or nothing. */
function hint(name: string, candidates: readonly string[]): string {
  const best = closestOf(name, candidates, Math.max(2, Math.floor(name.length / 4)) + 1, (c) => c);
  return best === undefined ? '' : ` (did you mean '${best}'?)`;
}

export { camelCase };
