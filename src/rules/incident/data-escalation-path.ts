/** Type rules of data source `incident_escalation_path` (incident-io/incident v6.3.0): found by id or name. */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_escalation_path/id-or-name',
    what: 'escalation path',
    keys: ['name', 'id'],
    examples: ["'Primary on-call'", "'01HRSZ5AWSH8VHTPRE95B9EE0Z'"],
    summary: 'An escalation path lookup sets name or id.',
    enforcedBy: "internal/provider/incident_escalation_path_data_source.go: Read (\"Either 'id' or 'name' must be provided\")",
  }),
];
