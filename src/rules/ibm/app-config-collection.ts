/**
 * Type rules of `ibm_app_config_collection`: the collection id takes the characters the API takes
 * (a warning: the provider validates nothing, resource_ibm_app_config_collection.go).
 */
import { idCharactersRule } from './shared/ids';
import { TypeRule } from '../../core/runtime/type-rules';

export const RULES: TypeRule[] = [
  idCharactersRule('ibm_app_config_collection', ['collection_id'], 'CreateCollectionOptions.CollectionID'),
];
