/**
 * Type rules on segment rules (src/rules/ibm/shared/segment-rules.ts): their orders are 1 to N, each
 * once (the provider documents 1-based numbering); a feature's segment rule sets rolloutPercentage,
 * which the provider otherwise sends as 0.
 */
import { TerraformVariable } from 'cdktn';
import { Checks, ibm } from '../../../../src';
import { synth } from '../../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
type Rule = ibm.IbmAppConfigFeatureSegmentRules;
const rule = (order: number, extra: Partial<Rule> = {}): Rule => ({ order, value: 'true', rolloutPercentage: 100, rules: [{ segments: ['beta-testers'] }], ...extra });

function featureWarnings(segmentRules: Rule[] | undefined, before?: (s: any) => void): string[] {
  return synth((s) => {
    before?.(s);
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    new ibm.IbmAppConfigFeature(s, 'f', { guid: GUID, environmentId: 'prod', featureId: 'checkout', name: 'Checkout', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false', segmentRules });
  }).warnings;
}

const ORDER = 'rule:ibm_app_config_feature/segment-rule-order';
const ROLLOUT = 'rule:ibm_app_config_feature/segment-rule-rollout-percentage';

describe('segment-rule-order', () => {
  test('orders 1 to N in any sequence, one rule, or none pass', () => {
    expect(featureWarnings([rule(2), rule(1), rule(3)])).toEqual([]);
    expect(featureWarnings([rule(1)])).toEqual([]);
    expect(featureWarnings(undefined)).toEqual([]);
  });

  test('a repeated order warns at each repetition', () => {
    expect(featureWarnings([rule(1), rule(2), rule(1)])).toEqual([
      `test/f: [${ORDER}] segmentRules[2].order: is 1, as segmentRules[0].order is; the first matching rule by order wins, and two rules of one order leave unstated which of them that is. `
      + 'Received: order 1 in segmentRules[0] and segmentRules[2]. Allowed: a different order for each segment rule, 1 to the number of rules. '
      + 'Fix: write order: 3 in segmentRules[2], or the order it is to be evaluated in (and renumber the others).',
    ]);
  });

  test('orders that are not 1 to N warn, with the renumbering', () => {
    expect(featureWarnings([rule(20), rule(10)])).toEqual([
      `test/f: [${ORDER}] segmentRules: have the orders 20, 10, not 1 to 2; the provider documents 1-based numbering of the rules' order. `
      + 'Received: orders 20, 10. Allowed: the orders 1 to 2, each once. Fix: write order: 1 in segmentRules[1], order: 2 in segmentRules[0] (the same sequence, numbered from 1).',
    ]);
    expect(featureWarnings([rule(0)])).toEqual([
      `test/f: [${ORDER}] segmentRules: have the orders 0, not 1 to 1; the provider documents 1-based numbering of the rules' order. `
      + 'Received: orders 0. Allowed: the orders 1 to 1, each once. Fix: write order: 1 in segmentRules[0] (the same sequence, numbered from 1).',
    ]);
  });

  test('a property\'s orders are judged the same way', () => {
    const w = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      new ibm.IbmAppConfigProperty(s, 'p', {
        guid: GUID,
        environmentId: 'prod',
        propertyId: 'page-size',
        name: 'Page size',
        type: 'NUMERIC',
        value: '20',
        segmentRules: [{ order: 2, value: '50', rules: [{ segments: ['beta-testers'] }] }, { order: 2, value: '10', rules: [{ segments: ['internal'] }] }],
      });
    }).warnings;
    expect(w).toEqual([
      'test/p: [rule:ibm_app_config_property/segment-rule-order] segmentRules[1].order: is 2, as segmentRules[0].order is; the first matching rule by order wins, and two rules of one order leave unstated which of them that is. '
      + 'Received: order 2 in segmentRules[0] and segmentRules[1]. Allowed: a different order for each segment rule, 1 to the number of rules. '
      + 'Fix: write order: 3 in segmentRules[1], or the order it is to be evaluated in (and renumber the others).',
    ]);
  });

  test('a token order is not judged, and keeps the numbering from being judged', () => {
    const w = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      const n = new TerraformVariable(s, 'n', { type: 'number' }).numberValue;
      new ibm.IbmAppConfigFeature(s, 'f', { guid: GUID, environmentId: 'prod', featureId: 'checkout', name: 'Checkout', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false', segmentRules: [rule(n), rule(7)] });
    }).warnings;
    expect(w).toEqual([]);
  });
});

describe('segment-rule-rollout-percentage', () => {
  test('a segment rule with a rollout percentage (0 included) passes; a property has none to set', () => {
    expect(featureWarnings([rule(1), rule(2, { rolloutPercentage: 0 })])).toEqual([]);
  });

  test('a feature\'s segment rule without rolloutPercentage warns: the provider sends 0', () => {
    expect(featureWarnings([rule(1), rule(2, { rolloutPercentage: undefined })])).toEqual([
      `test/f: [${ROLLOUT}] segmentRules[1].rolloutPercentage: is unset; the provider sends 0 for it, so none of the users of the rule's segments gets the rule's value. `
      + "Received: a segment rule without rolloutPercentage. Allowed: the percentage of the segments' users who get the rule's value, 0 to 100. "
      + "Fix: write rolloutPercentage: 100 in segmentRules[1] (or the share of the segments' users to serve).",
    ]);
  });

  test('a rollout percentage outside 0 to 100 warns (the documented range; the provider sends it as written)', () => {
    expect(featureWarnings([rule(1, { rolloutPercentage: 150 })])).toEqual([
      'test/f: [terrain:unlisted-value] [value:ibm_app_config_feature.segment_rules.rollout_percentage] segmentRules[0].rolloutPercentage: is outside the documented range (value:ibm_app_config_feature.segment_rules.rollout_percentage); '
      + 'the remote API may refuse it at apply. Received: 150. Allowed: 0 to 100. Fix: use a value of 0 to 100, e.g. 100.',
    ]);
  });

  test('an acknowledged rule warns with the reason', () => {
    expect(featureWarnings([rule(1, { rolloutPercentage: undefined })], (s) => Checks.of(s).acknowledge(ROLLOUT, 'the rule is staged dark on purpose'))).toEqual([
      `test/f: [${ROLLOUT}] segmentRules[0].rolloutPercentage: is unset; the provider sends 0 for it, so none of the users of the rule's segments gets the rule's value. `
      + "Received: a segment rule without rolloutPercentage. Allowed: the percentage of the segments' users who get the rule's value, 0 to 100. "
      + "Fix: write rolloutPercentage: 100 in segmentRules[0] (or the share of the segments' users to serve). Acknowledged: the rule is staged dark on purpose",
    ]);
  });
});
