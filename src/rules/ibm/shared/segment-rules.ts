/**
 * Type rules on the segment rules (targeting rules) of a feature or a property.
 *
 * - order: "The evaluation is performed in the order defined and the value associated with the first
 *   matching rule is used for evaluation. **Index 1 based numbering is used for order**"
 *   (website/docs/r/app_config_feature.html.markdown and app_config_property.html.markdown). The
 *   provider sends the orders as written (resourceIbmAppConfigFeatureMapToSegmentRule), and neither
 *   it nor the SDK says what the API does with two rules of one order: the rule warns of duplicates
 *   and of orders that are not 1 to N.
 * - rollout_percentage of a feature's segment rule: the provider reads it from the rule's map, where
 *   an unset number is 0, and always sends it (resource_ibm_app_config_feature.go:
 *   resourceIbmAppConfigFeatureMapToSegmentRule, `core.Int64Ptr(int64(segmentRuleMap["rollout_percentage"].(int)))`),
 *   so a rule without one serves its value to no user of its segments.
 */
import { displayPath as camel, items, num, Report, TypeRule } from '../../../core/runtime/type-rules';

const FEATURE_GO = 'ibm/service/appconfiguration/resource_ibm_app_config_feature.go';

/** The path of a segment rule: `segment_rules[i]`, or `segment_rules` for a single object. */
function rulePath(input: Readonly<Record<string, any>>, i: number): string {
  return Array.isArray(input.segment_rules) ? `segment_rules[${i}]` : 'segment_rules';
}

/** `rule:<type>/segment-rule-order`: the orders of the segment rules are 1 to N, each once. */
export function segmentRuleOrderRule(tfType: string, kind: string, docs: string): TypeRule {
  return {
    id: `rule:${tfType}/segment-rule-order`,
    summary: `The ${kind}'s segmentRules have the orders 1 to N, each once: the first matching rule by order wins, and the provider documents 1-based numbering.`,
    documentedIn: `${docs}: segment_rules.order ("The evaluation is performed in the order defined ... Index 1 based numbering is used for order")`,
    level: 'warning',
    check: (input, report: Report) => {
      const rules = items(input.segment_rules).map(([rule, i]) => ({ i, order: num(rule.order) }));
      const seen = new Map<number, number>();
      let duplicate = false;
      for (const { i, order } of rules) {
        if (order === undefined) continue;
        const first = seen.get(order);
        if (first === undefined) {
          seen.set(order, i);
          continue;
        }
        duplicate = true;
        report(`${rulePath(input, i)}.order`, `is ${order}, as ${camel(rulePath(input, first))}.order is; the first matching rule by order wins, `
          + 'and two rules of one order leave unstated which of them that is.', {
          receivedText: `order ${order} in ${camel(rulePath(input, first))} and ${camel(rulePath(input, i))}`,
          allowed: 'a different order for each segment rule, 1 to the number of rules',
          fix: `write order: ${Math.max(...seen.keys(), ...rules.map((r) => r.order ?? 0)) + 1} in ${camel(rulePath(input, i))}, or the order it is to be evaluated in (and renumber the others).`,
        });
      }
      // Renumbering is judged only when every order is known, and none is repeated (reported above).
      const total = Array.isArray(input.segment_rules) ? input.segment_rules.length : rules.length;
      if (duplicate || rules.length !== total || rules.some((r) => r.order === undefined)) return;
      const sorted = [...rules].sort((a, b) => a.order! - b.order!);
      if (sorted.every((r, k) => r.order === k + 1)) return;
      const orders = rules.map((r) => r.order).join(', ');
      report('segment_rules', `have the orders ${orders}, not 1 to ${rules.length}; the provider documents 1-based numbering of the rules' order.`, {
        receivedText: `orders ${orders}`,
        allowed: `the orders 1 to ${rules.length}, each once`,
        fix: `write ${sorted.map((r, k) => `order: ${k + 1} in ${camel(rulePath(input, r.i))}`).join(', ')} (the same sequence, numbered from 1).`,
      });
    },
  };
}

/** `rule:ibm_app_config_feature/segment-rule-rollout-percentage`: each segment rule of a feature sets its rollout percentage. */
export const SEGMENT_RULE_ROLLOUT_RULE: TypeRule = {
  id: 'rule:ibm_app_config_feature/segment-rule-rollout-percentage',
  summary: 'Each of the feature\'s segmentRules sets rolloutPercentage: the provider sends 0 for an unset one, and the rule then serves its value to none of its segments\' users.',
  documentedIn: `${FEATURE_GO}: resourceIbmAppConfigFeatureMapToSegmentRule (RolloutPercentage = segmentRuleMap["rollout_percentage"], 0 when unset)`,
  level: 'warning',
  check: (input, report: Report) => {
    for (const [rule, i] of items(input.segment_rules)) {
      if (rule.rollout_percentage !== undefined && rule.rollout_percentage !== null) continue;
      report(`${rulePath(input, i)}.rollout_percentage`, 'is unset; the provider sends 0 for it, so none of the users of the rule\'s segments gets the rule\'s value.', {
        receivedText: 'a segment rule without rolloutPercentage',
        allowed: 'the percentage of the segments\' users who get the rule\'s value, 0 to 100',
        fix: `write rolloutPercentage: 100 in ${camel(rulePath(input, i))} (or the share of the segments' users to serve).`,
      });
    }
  },
};
