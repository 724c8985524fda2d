/** Type rules of data source `incident_catalog_type` (incident-io/incident v6.3.0): found by name or type name. */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_catalog_type/name-or-type-name',
    what: 'catalog type',
    keys: ['name', 'type_name'],
    examples: ["'Service'", '\'Custom["Service"]\''],
    summary: 'A catalog type lookup sets name or typeName (categories alone find nothing).',
    enforcedBy: 'internal/provider/incident_catalog_type_data_source.go: Read ("Either name or type_name must be set")',
  }),
];
