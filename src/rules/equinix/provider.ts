/**
 * Type rules of the equinix provider configuration. The provider documents the form of
 * token_exchange_scope (equinix/provider.go: "Must be an access policy ERN or a string of the form
 * `roleassignments:<org_id>`") but validates nothing: it hands the scope to the token exchange
 * (internal/config/config.go), so a malformed scope fails only when the provider authenticates.
 */
import { Report, str, TypeRule } from '../../core/runtime/type-rules';

const ALLOWED = "an access policy ERN, or 'roleassignments:<org_id>'";

export const RULES: TypeRule[] = [
  {
    id: 'rule:equinix.provider/token-exchange-scope-format',
    summary: 'tokenExchangeScope is an access policy ERN or a string of the form roleassignments:<org_id>.',
    documentedIn: 'equinix/provider.go: Provider (token_exchange_scope description)',
    level: 'warning',
    check: (input, report: Report) => {
      const v = str(input.token_exchange_scope);
      if (v === undefined) return;
      if (v.trim() === '') {
        report('token_exchange_scope', 'is empty.', { received: v, allowed: ALLOWED, fix: 'set the scope, or remove tokenExchangeScope.' });
        return;
      }
      // Only the role-assignment form has a stated shape; any other value is taken as an access policy ERN.
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
