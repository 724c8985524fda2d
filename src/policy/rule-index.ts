/**
 * Which policy rules read which resources: the packs that reach a construct (the deeper of two
 * packs of one name wins), the rules by Terraform type, and the elements of a stack with their kind
 * (resource, data source, provider). Not part of the public API.
 */
import { TerraformDataSource, TerraformElement, TerraformProvider, TerraformResource, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { PackDefinition } from './pack';
import { isDocumentRule, ResourceRule } from './rule';
import { PackEntry } from './state';
import { SENSITIVE, Struct, TypeRef } from '../core/runtime';

/** The rules that read each type, for one set of packs. */
export interface RuleIndex {
  readonly byType: Map<string, Array<[ResourceRule, PackEntry]>>;
  /** Rules of type `*`: every type this library generated whose schema has sensitive fields. */
  readonly anySensitive: Array<[ResourceRule, PackEntry]>;
}

/** With two packs of one name, the one on the deeper scope; otherwise every pack, in order. */
export function effective(entries: readonly PackEntry[]): PackEntry[] {
  const byName = new Map<string, PackEntry>();
  for (const e of entries) {
    const prior = byName.get(e.pack.name);
    if (!prior || e.depth > prior.depth) byName.set(e.pack.name, e);
  }
  return entries.filter((e) => byName.get(e.pack.name) === e);
}

export function distinctPacks(entries: readonly PackEntry[]): PackDefinition[] {
  const seen = new Map<string, PackDefinition>();
  for (const e of entries) if (!seen.has(e.pack.name)) seen.set(e.pack.name, e.pack);
  return [...seen.values()];
}

export function indexFor(cache: Map<string, RuleIndex>, reaching: PackEntry[]): RuleIndex {
  const packs = effective(reaching);
  const key = packs.map((e) => `${e.scope.node.path}#${e.pack.name}`).join('|');
  let index = cache.get(key);
  if (!index) cache.set(key, index = indexRules(packs));
  return index;
}

export function indexRules(packs: readonly PackEntry[]): RuleIndex {
  const byType = new Map<string, Array<[ResourceRule, PackEntry]>>();
  const anySensitive: Array<[ResourceRule, PackEntry]> = [];
  for (const entry of packs) {
    for (const rule of entry.pack.rules) {
      if (isDocumentRule(rule)) continue;
      for (const t of rule.types) {
        if (t === '*') {
          anySensitive.push([rule, entry]);
          continue;
        }
        let list = byType.get(t);
        if (!list) byType.set(t, list = []);
        list.push([rule, entry]);
      }
    }
  }
  return { byType, anySensitive };
}

export interface Kind {
  readonly block: 'resource' | 'data' | 'provider';
  /** The Terraform type (or provider name). */
  readonly tfType: string;
  /** The type the rules see: `<type>`, `data.<type>`, `provider.<name>`. */
  readonly type: string;
}

export function kindOf(el: TerraformElement): Kind | undefined {
  if (TerraformResource.isTerraformResource(el)) return { block: 'resource', tfType: el.terraformResourceType, type: el.terraformResourceType };
  if (TerraformDataSource.isTerraformDataSource(el)) return { block: 'data', tfType: el.terraformResourceType, type: `data.${el.terraformResourceType}` };
  if (TerraformProvider.isTerraformProvider(el)) return { block: 'provider', tfType: el.terraformResourceType, type: `provider.${el.terraformResourceType}` };
  return undefined;
}

/** The Terraform elements of a stack, not those of stacks inside it (they have their own pass). */
export function elementsOf(stack: IConstruct): TerraformElement[] {
  return constructsOf(stack).filter((c): c is TerraformElement => TerraformElement.isTerraformElement(c));
}

/** Every construct of a stack, not those of stacks inside it. */
export function constructsOf(stack: IConstruct): IConstruct[] {
  const out: IConstruct[] = [];
  const visit = (c: IConstruct) => {
    out.push(c);
    for (const child of c.node.children) if (!TerraformStack.isStack(child)) visit(child);
  };
  visit(stack);
  return out;
}

const SENSITIVE_SCHEMA = new WeakMap<Struct, boolean>();

/** Whether a schema has a sensitive field anywhere. */
export function hasSensitive(s: Struct): boolean {
  let v = SENSITIVE_SCHEMA.get(s);
  if (v === undefined) {
    SENSITIVE_SCHEMA.set(s, false); // a recursive schema ends here
    // eslint-disable-next-line no-bitwise
    v = s.f.some((f) => (f.f !== undefined && (f.f & SENSITIVE) !== 0) || refHasSensitive(f.y));
    SENSITIVE_SCHEMA.set(s, v);
  }
  return v;
}

export function refHasSensitive(y: TypeRef): boolean {
  if (typeof y === 'string') return false;
  if (Array.isArray(y)) return refHasSensitive(y[1] as TypeRef);
  return hasSensitive((y as { s: Struct }).s);
}

