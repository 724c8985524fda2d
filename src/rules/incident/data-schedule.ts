/** Type rules of data source `incident_schedule` (SPEC 4.1 getSchedule: id or name). */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_schedule/id-or-name',
    what: 'schedule',
    keys: ['name', 'id'],
    examples: ["'Primary rota', case sensitive", "'01HPFH8T92MPGSQS5C4CJYXTWF'"],
    summary: 'A schedule lookup sets name (case sensitive) or id.',
    source: 'SPEC 4.1 getSchedule',
  }),
];
