/**
 * Type rules of data source `incident_user` (SPEC 4.1 getUser: email, id or slackUserId). In
 * provider 6.x `id` is computed only, so the lookup keys a user can set are email and slackUserId.
 */
import { lookupKeyRule } from './shared/incident-rules';
import { TypeRule } from '../../core/type-rules';

export const RULES: TypeRule[] = [
  lookupKeyRule({
    id: 'rule:data.incident_user/email-or-slack-user-id',
    what: 'user',
    keys: ['email', 'slack_user_id'],
    examples: ["'jane@example.com'", "'U04KX7T2M9R'"],
    summary: 'A user lookup sets email or slackUserId (id is not an input in provider 6.x).',
    source: 'SPEC 4.1 getUser',
  }),
];
