/**
 * Type rules of `ibm_app_config_snapshot` (a git configuration): it names the environment and the
 * collection by their plain ids, as a feature does (shared/references.ts), and its git config id
 * takes the characters the API takes. All warn: the provider sends them as written
 * (resource_ibm_app_config_snapshot.go: resourceIbmIbmAppConfigSnapshotCreate). git_config_name is
 * not judged: the provider's documentation gives it the id's characters in the words the SDK uses
 * for every name, and names are taken with spaces (see shared/ids.ts).
 */
import { idCharactersRule } from './shared/ids';
import { COLLECTION, ENVIRONMENT, plainIdRule } from './shared/references';
import { TypeRule } from '../../core/runtime/type-rules';

const T = 'ibm_app_config_snapshot';

export const RULES: TypeRule[] = [
  plainIdRule(T, ENVIRONMENT, (input) => [['environment_id', input.environment_id]]),
  plainIdRule(T, COLLECTION, (input) => [['collection_id', input.collection_id]]),
  idCharactersRule(T, ['git_config_id'], 'CreateGitconfigOptions.GitConfigID', 'website/docs/r/app_config_snapshot.html.markdown: git_config_id (the same words)'),
];
