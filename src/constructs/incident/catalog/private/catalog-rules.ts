/**
 * The record of the rules the catalog L2s add (`CatalogType`, `CatalogAttribute`, the entries, the
 * lookups), each checked where the construct takes its input: errors on the provider code or the
 * API that enforces them, on the L2's own contract, or on the documentation that calls the input
 * invalid (an opinionated L2 refuses it, where the L1's rule only warns, and says how to send it
 * anyway through the L1); warnings with where they are stated and their id. The L1's value checks
 * and type rules run on what the L2s render and are not repeated. Not part of the public API.
 */
import { CATEGORIES_DOCUMENTED_IN, CUSTOM_TYPE_NAME_DOCUMENTED_IN, TYPE_NAME_ENFORCED_BY } from './catalog-type-checks';
import type { PropRule } from '../../../../core/l2/index';

/** Where Bool, Text and Number attributes are said not to be arrays. */
export const ARRAY_DOCUMENTED_IN = 'docs/resources/catalog_type_attribute.md: type (Bool, Text and Number attributes cannot be arrays)';

/** Where the entries resource is said to be authoritative. */
const AUTHORITATIVE = "docs/resources/catalog_entries.md: (this resource is authoritative, in that it will delete _all_ entries from the catalog type that it doesn't manage)";

/**
 * The rules of the catalog L2s. `test/constructs/incident/catalog/private/catalog-rules.test.ts`
 * checks that every warning id of the catalog sources is listed here, and every problem id of the
 * refusals this table names is used.
 */
export const CATALOG_RULES: ReadonlyArray<PropRule<unknown>> = [
  { name: 'incident:catalog-type-name', summary: 'A type name is given bare (Service): the construct writes Custom["Service"].', contract: 'the construct renders the form the docs give a custom type' },
  { name: 'incident:catalog-type-name-characters', summary: 'A type name has no digits or hyphens.', enforcedBy: TYPE_NAME_ENFORCED_BY },
  {
    name: 'incident:catalog-custom-type-name',
    summary: 'A custom type name given to a lookup or an attribute is written Custom["<Name>"].',
    documentedIn: CUSTOM_TYPE_NAME_DOCUMENTED_IN,
  },
  { name: 'incident:catalog-type-category', summary: 'The categories of a type are the seven the provider documents.', documentedIn: CATEGORIES_DOCUMENTED_IN },
  {
    name: 'incident:catalog-attribute-one-kind',
    summary: 'An attribute is at most one of a backlink, a path attribute and a schema-only attribute.',
    enforcedBy: 'internal/provider/incident_catalog_type_attribute_resource.go: ValidateConfig ("You cannot set both backlink_attribute and path on the same attribute.", "You cannot set schema_only on a backlink attribute.")',
  },
  { name: 'incident:catalog-attribute-array', summary: 'A Bool, Text or Number attribute is not an array.', documentedIn: ARRAY_DOCUMENTED_IN },
  {
    name: 'incident:catalog-attribute-type-engine-type',
    summary: 'An attribute refers to a catalog type by its type name, not by the engine type of its entries (CatalogEntry[...]).',
    documentedIn: 'docs/resources/catalog_type_attribute.md: type (To reference another catalog type, use its type name)',
  },
  {
    name: 'incident:catalog-type-lookup-engine-type',
    summary: 'A type is looked up by its type name, not by the engine type of its entries (CatalogEntry[...]).',
    enforcedBy: 'internal/provider/incident_catalog_type_data_source.go: Read (matches the type name exactly: "Catalog type not found")',
  },
  { name: 'incident:catalog-entries-empty', summary: 'A type that manages its entries has some, unless allowEmptyEntries says none is meant.', documentedIn: AUTHORITATIVE },
  {
    name: 'incident:catalog-entry-duplicate',
    summary: 'Each entry of a type has its own external id.',
    documentedIn: 'docs/resources/catalog_entries.md: External IDs (a stable identifier that can uniquely identify each entry; the map key)',
  },
  { name: 'local-ids', summary: 'Attributes have local ids of their own, and entries key their values by them.', contract: 'the values of entries are keyed by local id, never by name' },
  { name: 'typed-options', summary: 'Options, values and lists have the kinds the props declare.', contract: 'JavaScript callers' },
  documented('incident:catalog-attribute-name', 'Two attributes of one type do not share a name.',
    'internal/provider/incident_catalog_type_attribute_resource.go: Create (finds the id of the new attribute by its name in the schema the API returns)'),
  documented('incident:catalog-backlink', 'A backlink links back to an attribute whose values are entries of this type.',
    'docs/resources/catalog_type_attribute.md: backlink_attribute (If this is a backlink, the id of the attribute that it\'s linked from)'),
  documented('incident:catalog-path', 'A path follows reference attributes from this type, and ends at an attribute of the path attribute\'s type.',
    'docs/resources/catalog_type_attribute.md: path (If this is a path attribute, the path that we should use to pull the data)'),
  documented('incident:catalog-entry-unknown', 'An entry referred to by external id is an entry of its type defined here.', AUTHORITATIVE),
  documented('incident:catalog-entries-mixed', 'No other resource manages the entries of a type whose entries are managed here.', AUTHORITATIVE),
];

/** A documented-only rule: it warns under its id (its name), and never fails synth. */
function documented(warningId: string, summary: string, documentedIn: string): PropRule<unknown> {
  return { name: warningId, warningId, summary, documentedIn };
}
