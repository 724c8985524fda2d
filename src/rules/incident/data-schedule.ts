/** Type rules of data source `incident_schedule` (incident-io/incident v6.3.0): found by id or name. */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_schedule/id-or-name',
    what: 'schedule',
    keys: ['name', 'id'],
    examples: ["'Primary rota', case sensitive", "'01HPFH8T92MPGSQS5C4CJYXTWF'"],
    summary: 'A schedule lookup sets name (case sensitive) or id.',
    enforcedBy: "internal/provider/incident_schedule_data_source.go: Read (\"Either 'id' or 'name' must be provided\")",
  }),
];
