/** Type rules of data source `incident_schedule_beta` (incident-io/incident v6.3.0): found by id or by name, not both. */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_schedule_beta/id-or-name',
    what: 'schedule',
    keys: ['name', 'id'],
    examples: ["'Primary rota', case sensitive", "'01HPFH8T92MPGSQS5C4CJYXTWF'"],
    summary: 'A schedule (beta) lookup sets exactly one of name and id.',
    enforcedBy: 'internal/provider/incident_schedule_beta_data_source.go: ValidateConfig',
    exclusive: true,
  }),
];
