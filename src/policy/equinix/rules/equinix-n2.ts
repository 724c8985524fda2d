/** Equinix-N2: an on-demand term on a production connection. */
import { items, known, num } from '../../../core/runtime/type-rules';
import { labelText } from '../../labels';
import { ResourceRuleBody } from '../../rule';
import { CONNECTION, connectionLabels } from '../connection';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A production Fabric connection is ordered on demand (order.termLength unset or 1 month).',
  explanation: 'A term of 1 month, the default, is on-demand billing, meant for short-lived connections. A production connection is '
    + 'expected to stay up for years, which is what the 12-, 24- and 36-month terms are for. Production is recognised from the '
    + "connection's additionalInfo key/value pairs (see the pack's production option).",
  fix: 'Set order.termLength to 12, 24 or 36, as agreed with whoever owns the Equinix contract.',
  types: [CONNECTION],
  check: (input, _type, report, context) => {
    const labels = connectionLabels(input);
    if (!context.isProduction(labels)) return;
    const order = input.order;
    if (order !== undefined && order !== null && !known(order)) return;
    const [first] = items(order);
    const term = first?.[0].term_length;
    if (term !== undefined && term !== null && (num(term) === undefined || num(term) !== 1)) return;
    report(first ? `order${Array.isArray(order) ? '[0]' : ''}.term_length` : 'order', `is on demand on a production connection (${labelText(labels)}).`, {
      receivedText: first === undefined ? 'no order (term length 1 month, on demand)' : term === undefined || term === null ? 'termLength unset (1 month, on demand)' : 'termLength 1 (on demand)',
      allowed: '12, 24 or 36 (months)',
      fix: 'set order: { termLength: 12 } (or 24, 36), as agreed with whoever owns the Equinix contract.',
    });
  },
};
