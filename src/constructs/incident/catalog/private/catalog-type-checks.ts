/**
 * The checks of a `CatalogType` besides those of each entry: the type name it is given (the name
 * inside `Custom["..."]`), the local id of an attribute, a type without entries, and the other
 * resources of the app that manage the entries of the same type. Not part of the public API.
 */
import { IConstruct, isUnresolved, Problems, sameValue, TerraformResource, ValidationProblem } from '../../../../core/l2/index';
import { documentedMemberOf, stringListOf } from '../../private/incident-values';

/** Where the API refuses digits and hyphens in a type name. */
export const TYPE_NAME_ENFORCED_BY = 'internal/provider/incident_catalog_type_resource_test.go: generateTypeName (the API does not accept digits or hyphens in a type name)';

/** Where the form of a custom type's type name is stated. */
export const CUSTOM_TYPE_NAME_DOCUMENTED_IN = 'docs/resources/catalog_type.md: type_name (For non-externally sync types, it must follow the pattern Custom["SomeName"])';

/**
 * The type name of a custom type as the docs write it (`Custom["Team"]`) when `v` starts like one
 * but is written otherwise (`Custom[Team]`, `Custom['Team']`); undefined when `v` is well written,
 * is no custom type name (a synced type's name), or is a token.
 */
export function customTypeNameFix(v: unknown): string | undefined {
  if (typeof v !== 'string' || isUnresolved(v) || !/^Custom(?![A-Za-z0-9_])/.test(v) || /^Custom\["[^"\]]+"\]$/.test(v)) return undefined;
  const inner = v.slice('Custom'.length).replace(/^[\s[('"]+|[\s\])'"]+$/g, '');
  return inner && !/['"[\]()]/.test(inner) ? `Custom["${inner}"]` : 'Custom["<Name>"]';
}

/**
 * Refuses a malformed custom type name given at `field` (`Custom[Team]`): no catalog type has it,
 * since the API names custom types `Custom["<Name>"]`. `override` says how to send it as it is,
 * given the value as JSON and the well-written name.
 */
export function checkCustomTypeName(p: Problems, field: string, v: unknown, override: (json: string, right: string) => string): void {
  const right = customTypeNameFix(v);
  if (right === undefined) return;
  p.add(field, `is not written Custom["<Name>"], the form of the type name of a custom catalog type (${CUSTOM_TYPE_NAME_DOCUMENTED_IN}).`, {
    id: 'incident:catalog-custom-type-name',
    received: v,
    allowed: 'Custom["<Name>"] for a custom type, e.g. Custom["Team"], or the name of a type synced from an integration, e.g. PagerDutyService',
    fix: `write ${right}; or, to send ${JSON.stringify(v)} as it is, ${override(JSON.stringify(v), right)}.`,
  });
}

/** Where the categories of a catalog type are listed. */
export const CATEGORIES_DOCUMENTED_IN = 'docs/resources/catalog_type.md: categories (Possible values)';

/** The categories the provider documents, by the name of their `CatalogTypeCategory` constant. */
const CATEGORIES: Record<string, string> = {
  CUSTOMER: 'customer', ISSUE_TRACKER: 'issue-tracker', PRODUCT_FEATURE: 'product-feature', SERVICE: 'service', ON_CALL: 'on-call', TEAM: 'team', USER: 'user',
};

/**
 * A custom type's name inside Custom["..."]: the construct writes the brackets and quotes. A
 * reference is not judged; `${` and `%{` are text (the construct escapes them where it renders
 * the type name).
 */
export function checkTypeName(p: Problems, v: unknown): void {
  if (v === undefined || v === null || (typeof v === 'string' && isUnresolved(v))) return;
  if (typeof v !== 'string') {
    // A number or list token is no name either (the construct writes it inside Custom["..."]).
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
  } else if (/[0-9-]/.test(v)) {
    // Enforced by the API: TYPE_NAME_ENFORCED_BY (the L1's rule incident_catalog_type/type-name-characters says it in Terraform's words).
    const clean = v.replace(/[0-9]+/g, '').split('-').filter(Boolean).map((x) => x.charAt(0).toUpperCase() + x.slice(1)).join('');
    p.add('typeName', 'has digits or hyphens, which incident.io does not accept in a type name.', {
      id: 'incident:catalog-type-name-characters',
      received: v,
      allowed: 'letters only, e.g. ServiceTier (the display name, name, can have digits and hyphens)',
      fix: clean ? `write typeName: '${clean}', and name: ${JSON.stringify(v)} for the name incident.io shows.` : "write a name of letters, e.g. typeName: 'ServiceTier'.",
    });
  }
}

/**
 * The categories of a type: a list of the values the provider documents (`CatalogTypeCategory`);
 * another value is refused (the L1's value check only warns), with the override that sends it.
 */
export function checkCategories(p: Problems, v: unknown): void {
  const list = stringListOf(p, 'categories', v, 'CatalogTypeCategory values, e.g. [CatalogTypeCategory.SERVICE]');
  if (list === undefined || isUnresolved(list)) return;
  list.forEach((c, i) => documentedMemberOf(p, `categories[${i}]`, c, {
    values: CATEGORIES, enumName: 'CatalogTypeCategory', what: `a category the provider documents for a catalog type (${CATEGORIES_DOCUMENTED_IN})`,
  }, {
    id: 'incident:catalog-type-category',
    override: () => `create the type without categories and override the L1: type.resource.addOverride('categories', ${JSON.stringify(list)})`,
  }));
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
