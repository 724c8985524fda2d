/**
 * Incident-R2: condition groups that match nothing. Conditions within a group must all hold (AND);
 * groups are alternatives (OR). A group that asks one subject to be two different things at once
 * (`severity is Critical` AND `severity is Major`) matches nothing, and nothing fails: the route
 * simply never fires (incident-io/terraform-provider-incident PR 506 spells this out for
 * workflows). The rule reads literal values of `is` and `one_of` conditions; references and other
 * operations are not judged.
 */
import { at, items } from '../../../core/runtime/type-rules';
import { matchesNothing } from '../../../rules/incident/shared/conditions';
import { ResourceRuleBody } from '../../rule';

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'The condition groups of an alert route (or of one of its alert sources) can match no alert: every group is empty, or asks one subject for two different values at once.',
  explanation: 'Conditions in a group must all hold, and groups are alternatives. Written as one group, "priority is P1" and "priority is P2" '
    + 'match no alert, and nothing fails: the route never fires. Alternatives belong in separate groups, or in one one_of condition.',
  fix: 'Split the alternatives into separate condition groups, or merge them into one condition with operation one_of.',
  types: ['incident_alert_route'],
  check: (input, _type, report) => {
    const judge = (path: string, groups: unknown) => {
      const reasons = matchesNothing(groups);
      if (!reasons) return;
      report(path, 'match no alert: conditions in a group must all hold, and each group has no conditions or asks one subject for two different values at once.', {
        receivedText: reasons.join('; '),
        allowed: 'conditions that can hold together within a group; alternatives in separate groups (groups are alternatives)',
        fix: 'give each group its conditions (or remove conditionGroups to match every alert); split alternatives into separate condition groups, or merge them into one condition with operation one_of.',
      });
    };
    judge('condition_groups', input.condition_groups);
    for (const [src, i] of items(input.alert_sources)) judge(`${at('alert_sources', input.alert_sources, i)}.condition_groups`, src.condition_groups);
  },
};
