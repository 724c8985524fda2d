/**
 * Type rules of `ibm_app_config_segment`: the segment id takes the characters the API takes
 * (a warning: the provider validates nothing, resource_ibm_app_config_segment.go).
 */
import { idCharactersRule } from './shared/ids';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  idCharactersRule('ibm_app_config_segment', ['segment_id'], 'CreateSegmentOptions.SegmentID'),
];
