/**
 * Type rules of `incident_catalog_type` (SPEC 2.2 CatalogType). The categories are checked by the
 * generated value check (value:incident_catalog_type.categories, a documented list).
 */
import { bracketTypeRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  bracketTypeRule({
    type: 'incident_catalog_type',
    name: 'custom-type-name',
    field: 'type_name',
    prefix: 'Custom',
    what: 'names a custom (not synced) catalog type',
    example: 'Service',
    summary: "A typeName that starts with Custom has the form Custom['<Name>'] (Custom[\"<Name>\"] accepted too); synced type names are not judged.",
    source: 'SPEC 2.2 CatalogType (typeName)',
  }),
];
