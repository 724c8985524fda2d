/**
 * Type rules of data source `incident_user` (incident-io/incident v6.3.0): found by id, email or
 * Slack user id. `id` is an input (Optional in the provider's schema; the reference printed it as
 * read-only, see scripts/spec/incident-corrections.ts).
 */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_user/lookup-key',
    what: 'user',
    keys: ['email', 'id', 'slack_user_id'],
    examples: ["'jane@example.com'", "'01GX3C1TK13RQSEGP59XZ3MYP0'", "'U04KX7T2M9R'"],
    summary: 'A user lookup sets email, id or slackUserId.',
    enforcedBy: 'internal/provider/incident_user_data_source.go: Read ("No ID, Email or SlackUserId provided")',
  }),
];
