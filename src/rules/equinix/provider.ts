/**
 * Type rules of the equinix provider configuration (SPEC 5.4).
 */
import { Report, str, TypeRule } from '../../core/type-rules';

const ALLOWED = "an access policy identifier, or 'roleassignments:<org_id>'";

export const RULES: TypeRule[] = [
  {
    id: 'rule:equinix.provider/token-exchange-scope-format',
    summary: 'tokenExchangeScope is an access policy identifier or a string of the form roleassignments:<org_id>.',
    source: 'SPEC 5.4 tokenExchangeScope',
    check: (input, report: Report) => {
      const v = str(input.token_exchange_scope);
      if (v === undefined) return;
      if (v.trim() === '') {
        report('token_exchange_scope', 'is empty.', { received: v, allowed: ALLOWED, fix: 'set the scope, or remove tokenExchangeScope.' });
        return;
      }
      // Only the role-assignment form has a stated shape; any other value is taken as a policy identifier.
      const m = /^\s*role[\s_-]?assignments?\s*(?:[:=/]\s*(.*?))?\s*$/i.exec(v);
      if (!m || /^roleassignments:\S+$/.test(v)) return;
      const org = m[1] ?? '';
      report('token_exchange_scope', 'is not of the form roleassignments:<org_id>.', {
        received: v,
        allowed: ALLOWED,
        fix: org !== '' && !/\s/.test(org)
          ? `write 'roleassignments:${org}'.`
          : "write 'roleassignments:' followed by your organization id, e.g. 'roleassignments:123456'.",
      });
    },
  },
];
