/**
 * Type rules of `incident_alert_source` (SPEC 2.2 alert source template). The generated value check
 * warns on a merge strategy outside the documented list; this rule makes the one mistake the spec
 * calls out, the alert route spelling (first-wins) in a source template, an error.
 */
import { listText, otherStyle } from './shared/incident-rules';
import { at, items, obj, str, TypeRule } from '../../core/type-rules';

const T = 'incident_alert_source';
/** Source template spellings (SPEC 2.2; the provider's documented list). */
const ALLOWED = ['first_wins', 'last_wins', 'append', 'max', 'min'];

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/merge-strategy-template-style`,
    summary: 'Merge strategies in an alert source template are written with underscores (first_wins), not in the alert route style (first-wins).',
    source: 'SPEC 2.2 (merge strategy values: first-wins (route), first_wins (source template))',
    check: (input, report) => {
      const template = obj(input.template);
      if (!template) return;
      for (const [a, i] of items(template.attributes)) {
        const binding = obj(a.binding);
        const v = str(binding?.merge_strategy);
        const right = v === undefined ? undefined : otherStyle(v, ALLOWED, '-');
        if (right === undefined) continue;
        report(`${at('template.attributes', template.attributes, i)}.binding.merge_strategy`, 'is written in the alert route style; alert source templates spell merge strategies with underscores.', {
          received: v,
          allowed: listText(ALLOWED),
          fix: `write '${right}'.`,
        });
      }
    },
  },
];
