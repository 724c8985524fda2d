/**
 * Type rules of `ibm_app_config_property`: a property's value is converted to its type the way a
 * feature's values are, at create and update
 * (ibm/service/appconfiguration/resource_ibm_app_config_property.go, through formatValue). The
 * other rules warn (see the shared files): the provider validates nothing else.
 */
import { collectionDeletedRule } from './shared/collections';
import { idCharactersRule } from './shared/ids';
import { COLLECTION, collectionSlots, ENVIRONMENT, plainIdRule, SEGMENT, sameInstanceSegmentRule, segmentSlots } from './shared/references';
import { segmentRuleOrderRule } from './shared/segment-rules';
import { valuesMatchTypeRule } from './shared/typed-value';
import { TypeRule } from '../../core/runtime/type-rules';

const T = 'ibm_app_config_property';

export const RULES: TypeRule[] = [
  valuesMatchTypeRule(T, 'property', ['value'], ['BOOLEAN', 'NUMERIC', 'SECRETREF', 'STRING']),
  plainIdRule(T, ENVIRONMENT, (input) => [['environment_id', input.environment_id]]),
  plainIdRule(T, SEGMENT, segmentSlots),
  plainIdRule(T, COLLECTION, collectionSlots),
  sameInstanceSegmentRule(T, 'property'),
  segmentRuleOrderRule(T, 'property', 'website/docs/r/app_config_property.html.markdown'),
  collectionDeletedRule(T, 'property'),
  idCharactersRule(T, ['property_id'], 'CreatePropertyOptions.PropertyID'),
];
