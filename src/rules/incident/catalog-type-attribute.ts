/**
 * Type rules of `incident_catalog_type_attribute`, checked against incident-io/incident v6.3.0: the
 * docs state the type is a primitive (String, Text, Bool, Number) or a catalog type name, which
 * for a custom type is Custom["<Name>"]. The import id `<catalog_type_id>:<attribute_id>` is not
 * part of the input, so no type rule can judge it.
 */
import { bracketTypeRule, engineTypeRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

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
  engineTypeRule({
    type: T,
    field: 'type',
    summary: 'The type of a catalog type attribute is an engine type name in PascalCase (Text, not text).',
    provenance: { documentedIn: `${DOC}: type (primitive types String, Text, Bool, Number)` },
  }),
];
