/** Type rules of data source `incident_schedule_rotation_beta` (incident-io/incident v6.3.0): found by id or by name, not both. */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_schedule_rotation_beta/id-or-name',
    what: 'rotation',
    keys: ['name', 'id'],
    examples: ["'Primary'", "'01JBD8Y5V7ZQ0R0M3Q5Z2K8N4T'"],
    summary: 'A rotation (beta) lookup sets exactly one of name and id.',
    enforcedBy: 'internal/provider/incident_schedule_rotation_beta_data_source.go: ValidateConfig',
    exclusive: true,
  }),
];
