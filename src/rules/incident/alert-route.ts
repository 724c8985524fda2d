/**
 * Type rules of `incident_alert_route` (SPEC 2.2 AlertRoute, incidentTemplate and incidentConfig).
 * The generated value checks warn on a merge strategy outside the documented lists; this rule makes
 * the one mistake the spec calls out, the alert source spelling (first_wins) in a route, an error.
 * No rule for incidentConfig.deferTimeSeconds or condition paramBindings: the spec states none.
 */
import { listText, otherStyle } from './shared/incident-rules';
import { at, items, obj, str, TypeRule } from '../../core/type-rules';

const T = 'incident_alert_route';
/** Route spellings (SPEC 2.2; the provider's documented lists). */
const CUSTOM_FIELD = ['first-wins', 'last-wins', 'append'];
const SEVERITY = ['first-wins', 'max'];

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/merge-strategy-route-style`,
    summary: 'Merge strategies in an alert route are written with hyphens (first-wins), not in the alert source template style (first_wins).',
    source: 'SPEC 2.2 (merge strategy values: first-wins (route), first_wins (source template))',
    check: (input, report) => {
      const judge = (path: string, value: unknown, allowed: string[]) => {
        const v = str(value);
        const right = v === undefined ? undefined : otherStyle(v, allowed, '_');
        if (right === undefined) return;
        report(path, 'is written in the alert source template style; alert routes spell merge strategies with hyphens.', {
          received: v,
          allowed: listText(allowed),
          fix: `write '${right}'.`,
        });
      };
      const template = (base: string, t: Record<string, any> | undefined) => {
        if (!t) return;
        for (const [cf, i] of items(t.custom_fields)) judge(`${at(`${base}.custom_fields`, t.custom_fields, i)}.merge_strategy`, cf.merge_strategy, CUSTOM_FIELD);
        const sev = obj(t.severity);
        if (sev) judge(`${base}.severity.merge_strategy`, sev.merge_strategy, SEVERITY);
      };
      template('incident_template', obj(input.incident_template));
      template('incident_config.template', obj(obj(input.incident_config)?.template));
    },
  },
];
