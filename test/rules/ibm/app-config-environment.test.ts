/**
 * Type rules of ibm_app_config_environment: the environment id takes the API's characters, and the
 * colour code is #RRGGBB as the provider documents it. Both warn: the provider validates neither.
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { synth } from '../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const warnings = (config: Partial<ibm.IbmAppConfigEnvironmentConfig>) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  new ibm.IbmAppConfigEnvironment(s, 'e', { guid: GUID, environmentId: 'prod', name: 'Production', ...config });
}).warnings;
const COLOR = 'rule:ibm_app_config_environment/color-code';

describe('ibm_app_config_environment type rules', () => {
  test('a #RRGGBB colour code (either case), none, or a token passes', () => {
    expect(warnings({ colorCode: '#FF0000' })).toEqual([]);
    expect(warnings({ colorCode: '#fdd13a' })).toEqual([]);
    expect(warnings({})).toEqual([]);
    expect(synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      new ibm.IbmAppConfigEnvironment(s, 'e', { guid: GUID, environmentId: 'prod', name: 'Production', colorCode: new TerraformVariable(s, 'c', { type: 'string' }).stringValue });
    }).warnings).toEqual([]);
  });

  test('a colour code without #, with three digits, or a colour name warns', () => {
    const line = (v: string, fix: string) => `test/e: [${COLOR}] colorCode: is not a hexadecimal colour code #RRGGBB, the format the provider documents. `
      + `Received: '${v}'. Allowed: '#' and six hexadecimal digits, e.g. '#FF0000' for red. Fix: ${fix}`;
    expect(warnings({ colorCode: 'FF0000' })).toEqual([line('FF0000', "write colorCode: '#FF0000'.")]);
    expect(warnings({ colorCode: '#f00' })).toEqual([line('#f00', "write colorCode: '#FF0000'.")]);
    expect(warnings({ colorCode: 'red' })).toEqual([line('red', "write colorCode as '#' and six hexadecimal digits, e.g. colorCode: '#FF0000'.")]);
  });

  test('an environment id with other characters than letters, digits, ., - and _ warns', () => {
    expect(warnings({ environmentId: 'prod/eu' })).toEqual([
      "test/e: [rule:ibm_app_config_environment/id-characters] environmentId: has '/', which the App Configuration API does not take in an id. Received: 'prod/eu'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write environmentId: 'prod-eu'.",
    ]);
  });
});
