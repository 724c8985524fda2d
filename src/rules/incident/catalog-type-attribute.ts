/**
 * Type rules of `incident_catalog_type_attribute` (SPEC 2.2 CatalogTypeAttribute): a type that
 * names another, custom catalog type uses that type's name, Custom['<Name>'].
 * The import id `<catalog_type_id>:<attribute_id>` (SPEC 4.2) is not part of the input, so no
 * type rule can judge it.
 */
import { bracketTypeRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  bracketTypeRule({
    type: 'incident_catalog_type_attribute',
    name: 'custom-type-name',
    field: 'type',
    prefix: 'Custom',
    what: 'names a custom catalog type',
    example: 'Team',
    summary: "A type that names a custom catalog type has the form Custom['<Name>'] (Custom[\"<Name>\"] accepted too); scalar and synced type names are not judged.",
    source: 'SPEC 2.2 CatalogTypeAttribute (type), CatalogType (typeName)',
  }),
];
