/**
 * Type rules of ibm_app_config_snapshot: the git config id takes the API's characters (its name,
 * like every name, is not judged); the environment and collection references are tested in
 * shared/references.test.ts.
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { synth } from '../../util';

const warnings = (gitConfigId: string) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  new ibm.IbmAppConfigSnapshot(s, 'snap', {
    guid: '36401ffc-6280-459a-ba98-456aba10d0c7',
    gitConfigId,
    gitConfigName: 'Production web snapshot',
    collectionId: 'web-frontend',
    environmentId: 'prod',
    gitUrl: 'https://github.com/example/config',
    gitBranch: 'main',
    gitFilePath: 'prod/web.json',
    gitToken: new TerraformVariable(s, 'git_token', { type: 'string', sensitive: true }).stringValue,
  });
}).warnings;

describe('ibm_app_config_snapshot type rules', () => {
  test('a git config id of letters, digits, ., - and _ passes (whatever the name); any other character warns', () => {
    expect(warnings('prod-web-snapshot')).toEqual([]);
    expect(warnings('prod web snapshot')).toEqual([
      "test/snap: [rule:ibm_app_config_snapshot/id-characters] gitConfigId: has a space, which the App Configuration API does not take in an id. Received: 'prod web snapshot'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write gitConfigId: 'prod-web-snapshot'.",
    ]);
  });
});
