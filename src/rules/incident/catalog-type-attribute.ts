/**
 * Type rules of `incident_catalog_type_attribute`, checked against incident-io/incident v6.3.0: the
 * docs state the type is a primitive (String, Text, Bool, Number) or a catalog type name, which
 * for a custom type is Custom["<Name>"] (never the engine type of its entries, CatalogEntry[...]),
 * and that Bool, Text and Number attributes cannot be arrays; the provider's ValidateConfig refuses an attribute that is two of a backlink, a path
 * attribute and schema-only. The import id `<catalog_type_id>:<attribute_id>` is not part of the
 * input, so no type rule can judge it.
 */
import { bracketName, bracketTypeRule, engineTypeRule } from './shared/incident-rules';
import { str, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_catalog_type_attribute';
const DOC = 'docs/resources/catalog_type_attribute.md';

export const RULES: TypeRule[] = [
  bracketTypeRule({
    type: T,
    name: 'custom-type-name',
    field: 'type',
    prefix: 'Custom',
    what: 'names a custom catalog type',
    example: 'Team',
    summary: 'A type that names a custom catalog type has the form Custom["<Name>"], in double quotes; scalar and synced type names are not judged.',
    provenance: { documentedIn: `${DOC}: type (a custom type is referenced as Custom["ServiceTier"])` },
  }),
  {
    id: `rule:${T}/catalog-entry-type`,
    summary: 'A reference to another catalog type is written with its type name (Custom["<Name>"], or the name of a synced type), not as the engine type of its entries, CatalogEntry[...].',
    documentedIn: `${DOC}: type (To reference another catalog type, use its type name ... Custom["ServiceTier"]. Catalog types synced from integrations are referenced by their own name)`,
    level: 'warning',
    check: (input, report) => {
      const v = str(input.type);
      if (v === undefined || !/^CatalogEntry(?![A-Za-z0-9_])/.test(v)) return;
      const inner = bracketName('CatalogEntry', v);
      const byName = inner !== '' && !/^[0-9A-Za-z]{26}$/.test(inner) && !/['"[\]()]/.test(inner);
      report('type', 'is the engine type of the entries of a catalog type (CatalogEntry[...]), which alert attributes and expressions use; a catalog attribute names the type it refers to by its type name.', {
        received: v,
        allowed: 'the type name of a catalog type: Custom["<Name>"] for a custom type (incident_catalog_type.<name>.type_name), or the name of a synced type, e.g. PagerDutyService',
        fix: byName
          ? `write Custom["${inner}"] for the custom type ${inner} (its type_name), or ${inner} alone if it is a type synced from an integration.`
          : 'write the type name of the catalog type, e.g. incident_catalog_type.<name>.type_name (Custom["Team"]).',
      });
    },
  },
  engineTypeRule({
    type: T,
    field: 'type',
    summary: 'The type of a catalog type attribute is an engine type name in PascalCase (Text, not text).',
    provenance: { documentedIn: `${DOC}: type (primitive types String, Text, Bool, Number)` },
  }),
  {
    id: `rule:${T}/array-scalar-type`,
    summary: 'An attribute of type Bool, Text or Number is not an array.',
    documentedIn: `${DOC}: type (Bool, Text and Number attributes cannot be arrays, so may not be combined with array = true)`,
    level: 'warning',
    check: (input, report) => {
      const type = str(input.type);
      if (input.array !== true || type === undefined || !['Bool', 'Text', 'Number'].includes(type)) return;
      report('array', `is true, but a ${type} attribute cannot be an array.`, {
        received: true,
        allowed: 'array: false for Bool, Text and Number; arrays of String, Image["avatar"] or catalog entries',
        fix: type === 'Text' ? 'use type String for a list of plain texts, or remove array.' : 'remove array, or use type String for a list.',
      });
    },
  },
  {
    id: `rule:${T}/one-kind`,
    summary: 'An attribute is at most one of a backlink (backlinkAttribute), a path attribute (path) and schema-only (schemaOnly).',
    enforcedBy: 'internal/provider/incident_catalog_type_attribute_resource.go: ValidateConfig ("You cannot set both backlink_attribute and path on the same attribute.", "You cannot set schema_only on a backlink attribute.", "... on a path attribute.")',
    check: (input, report) => {
      // As ValidateConfig reads them: a backlink when set (a reference too), a path with items, schema-only when true.
      const backlink = input.backlink_attribute !== undefined && input.backlink_attribute !== null;
      const path = Array.isArray(input.path) && input.path.length > 0;
      const schemaOnly = input.schema_only === true;
      if (backlink && path) {
        report('backlink_attribute', 'is set together with path: an attribute is a backlink or a path attribute, not both.', {
          receivedText: 'backlinkAttribute and path both set',
          allowed: 'at most one of backlinkAttribute and path',
          fix: 'remove path to keep the backlink, or backlinkAttribute to keep the path.',
        });
      }
      for (const [on, what] of [[backlink, 'a backlink (backlinkAttribute is set)'], [path, 'a path attribute (path is set)']] as const) {
        if (!schemaOnly || !on) continue;
        report('schema_only', `is true on ${what}, whose values incident.io derives: it cannot be schema-only.`, {
          received: true,
          allowed: 'schemaOnly on an attribute whose values are set (not a backlink, not a path attribute)',
          fix: 'remove schemaOnly.',
        });
      }
    },
  },
];
