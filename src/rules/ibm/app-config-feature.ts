/**
 * Type rules of `ibm_app_config_feature`: they run for every instance of the type. The provider
 * converts the enabled, disabled and segment rule values to the feature's type at create and
 * update (ibm/service/appconfiguration/resource_ibm_app_config_feature.go, through formatValue).
 * The provider validates nothing else before the API call: the other rules warn of what the API,
 * the provider's handling or its documentation make of the input (see the shared files).
 */
import { collectionDeletedRule } from './shared/collections';
import { idCharactersRule } from './shared/ids';
import { COLLECTION, collectionSlots, ENVIRONMENT, plainIdRule, SEGMENT, sameInstanceSegmentRule, segmentSlots } from './shared/references';
import { SEGMENT_RULE_ROLLOUT_RULE, segmentRuleOrderRule } from './shared/segment-rules';
import { valuesMatchTypeRule } from './shared/typed-value';
import { bool, known, Report, TypeRule } from '../../core/runtime/type-rules';

const T = 'ibm_app_config_feature';
const DOCS = 'website/docs/r/app_config_feature.html.markdown';

const ENABLED_WITHOUT_COLLECTION: TypeRule = {
  id: `rule:${T}/enabled-in-a-collection`,
  summary: 'An enabled feature belongs to a collection: the SDKs read the flags of one collection, so a flag outside every collection is served to none.',
  documentedIn: `${DOCS}: enabled ("If enabled is set to *false*, collections is optional but for setting enabled to *true* collections is required to be set")`,
  level: 'warning',
  check: (input, report: Report) => {
    if (bool(input.enabled) !== true) return;
    const c = input.collections;
    if (c !== undefined && c !== null && (!known(c) || !Array.isArray(c) || c.some((x) => !(x !== null && typeof x === 'object' && bool(x.deleted) === true)))) {
      return; // a collection the feature stays in (a token list, or a token item, may be one)
    }
    report('collections', 'is empty on an enabled feature; the App Configuration SDKs read the flags of one collection, so an enabled flag in no collection is served to no application.', {
      receivedText: 'enabled: true without collections',
      allowed: 'at least one collection, e.g. collections: [{ collectionId: collection.collectionId }]',
      fix: 'write collections: [{ collectionId: collection.collectionId }], collection being the IbmAppConfigCollection the applications read; or write enabled: false.',
    });
  },
};

export const RULES: TypeRule[] = [
  valuesMatchTypeRule(T, 'feature', ['enabled_value', 'disabled_value'], ['BOOLEAN', 'NUMERIC', 'STRING']),
  plainIdRule(T, ENVIRONMENT, (input) => [['environment_id', input.environment_id]]),
  plainIdRule(T, SEGMENT, segmentSlots),
  plainIdRule(T, COLLECTION, collectionSlots),
  sameInstanceSegmentRule(T, 'feature'),
  SEGMENT_RULE_ROLLOUT_RULE,
  segmentRuleOrderRule(T, 'feature', DOCS),
  collectionDeletedRule(T, 'feature'),
  ENABLED_WITHOUT_COLLECTION,
  idCharactersRule(T, ['feature_id'], 'CreateFeatureOptions.FeatureID'),
];
