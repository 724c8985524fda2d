/**
 * The checks of a `CatalogType` besides those of each entry: the type name it is given (the name
 * inside `Custom["..."]`), the local id of an attribute, a type without entries, and the other
 * resources of the app that manage the entries of the same type. Not part of the public API.
 */
import { IConstruct, isUnresolved, Problems, sameValue, TerraformResource, ValidationProblem } from '../../../../core/l2/index';

/**
 * A custom type's name inside Custom["..."]: the construct writes the brackets and quotes. A
 * reference is not judged; `${` and `%{` are text (the construct escapes them where it renders
 * the type name).
 */
export function checkTypeName(p: Problems, v: unknown): void {
  if (v === undefined || v === null || isUnresolved(v)) return;
  if (typeof v !== 'string') {
    p.add('typeName', 'expected a string.', { id: 'incident:catalog-type-name', received: v, allowed: 'a name such as Service', fix: "pass the name as a string, e.g. typeName: 'Service'." });
    return;
  }
  const inner = /^(?:Custom|CatalogEntry)\s*\[\s*["']?([^"'\]]*)["']?\s*\]$/.exec(v.trim());
  if (inner) {
    p.add('typeName', `is written ${v.startsWith('CatalogEntry') ? 'as an engine type, CatalogEntry[...]' : 'Custom[...]'}; the construct writes Custom["<typeName>"] itself.`, {
      id: 'incident:catalog-type-name', received: v, allowed: 'the bare name, e.g. Service', fix: inner[1] ? `write typeName: '${inner[1]}'.` : "write the bare name, e.g. typeName: 'Service'.",
    });
  } else if (v.trim() === '' || /["[\]]/.test(v)) {
    p.add('typeName', v.trim() === '' ? 'is empty.' : 'has quotes or brackets, which cannot be written inside Custom["..."].', {
      id: 'incident:catalog-type-name', received: v, allowed: 'a name of letters, e.g. ServiceTier', fix: "write the name alone, e.g. typeName: 'ServiceTier'.",
    });
  }
}

/**
 * The local id `addAttribute` is given: a string, which names no other child of the type. It is
 * the attribute's construct id: the constructs library keeps children in a plain object, where a
 * name of Object.prototype (`constructor`, `__proto__`) is taken already.
 */
export function checkLocalId(p: Problems, type: IConstruct, localId: unknown): void {
  if (typeof localId !== 'string' || localId === '') {
    p.add('addAttribute(localId)', 'expected a local id.', {
      id: 'incident:catalog-attribute-local-id', received: localId, allowed: 'letters, digits, _ and -, e.g. owner', fix: "pass the local id first, e.g. addAttribute('owner', { ... }).",
    });
    return;
  }
  const taken = type.node.children.find((c) => c.node.id === localId);
  if (taken) {
    p.add('addAttribute(localId)', `is taken by ${taken.node.path}.`, {
      id: 'incident:catalog-attribute-local-id-taken', received: localId, allowed: 'a local id of its own', fix: 'give each attribute of the type its own local id.',
    });
  } else if (localId in Object.prototype) {
    p.add('addAttribute(localId)', 'is a name every JavaScript object has (Object.prototype), which cannot name a construct.', {
      id: 'incident:catalog-attribute-local-id',
      received: localId,
      allowed: 'letters, digits, _ and -, other than constructor, __proto__, toString and the other names of Object.prototype',
      fix: `use another local id, e.g. '${localId.replace(/^_+|_+$/g, '')}_id'.`,
    });
  }
}

/** The problem of a type that manages its entries and has none (without allowEmptyEntries). */
export const NO_ENTRIES: ValidationProblem = {
  id: 'incident:catalog-entries-empty',
  field: 'entries',
  problem: 'has no entries: the type\'s incident_catalog_entries deletes every entry of the type it does not hold, so an empty one deletes them all.',
  received: 'no entries',
  allowed: 'at least one entry (addEntry, addEntries), or allowEmptyEntries: true',
  fix: 'add the entries; set allowEmptyEntries: true if the type is meant to have none, or manageEntries: false if its entries are managed elsewhere.',
};

/**
 * The warnings about other resources of the app that manage entries of the type whose id is
 * `typeId`: each would undo the work of the type's own `incident_catalog_entries` (which deletes
 * the entries it does not hold). `own` tells the L1s of the catalog types defined here, which
 * manage only their own type's entries.
 */
export function mixedEntriesWarnings(root: IConstruct, typeId: string, own: (c: IConstruct) => boolean): string[] {
  const out: string[] = [];
  for (const c of root.node.findAll()) {
    if (own(c) || !(c instanceof TerraformResource)) continue;
    const t = c.terraformResourceType;
    if (t !== 'incident_catalog_entry' && t !== 'incident_catalog_entries') continue;
    const body = bodyOf(c);
    if (!sameValue(t === 'incident_catalog_entry' ? body?.catalog_type_id : body?.id, typeId)) continue;
    out.push(`entries: are managed by this type's incident_catalog_entries, which deletes every entry of the type it does not hold, and ${c.node.path} (${t}) also manages entries of the type. `
      + `Received: ${c.node.path}. Allowed: the entries of this type added with addEntry or addEntries only. `
      + 'Fix: add those entries to the type with addEntry, or set manageEntries: false on the type and manage its entries elsewhere.');
  }
  return out;
}

/** The rendered body of an L1 resource (its Terraform attributes), or undefined. */
function bodyOf(r: TerraformResource): Record<string, unknown> | undefined {
  try {
    const json = r.toTerraform() as { resource?: Record<string, Record<string, Record<string, unknown>>> };
    const byType = json.resource?.[r.terraformResourceType];
    return byType ? Object.values(byType)[0] : undefined;
  } catch {
    return undefined;
  }
}
