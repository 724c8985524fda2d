/**
 * The id-characters rule (src/rules/ibm/shared/ids.ts): the ids App Configuration objects are made
 * with take letters, digits, '.', '-' and '_' (the API's words in the admin SDK); names, which the
 * API takes with spaces (IBM's sample configuration), are not judged.
 */
import { TerraformVariable } from 'cdktn';
import { Checks, ibm } from '../../../../src';
import { synth } from '../../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const RULE = 'rule:ibm_app_config_feature/id-characters';

function warnings(featureId: string, before?: (s: any) => void): string[] {
  return synth((s) => {
    before?.(s);
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    new ibm.IbmAppConfigFeature(s, 'f', { guid: GUID, environmentId: 'prod', featureId, name: 'One-click checkout (v2)', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false' });
  }).warnings;
}

describe('id-characters', () => {
  test("an id of letters, digits, '.', '-' and '_' passes, whatever the name", () => {
    expect(warnings('checkout.v2_one-click')).toEqual([]);
  });

  test('an id with other characters warns, with the id cleaned', () => {
    expect(warnings('One click/checkout')).toEqual([
      `test/f: [${RULE}] featureId: has a space and '/', which the App Configuration API does not take in an id. `
      + "Received: 'One click/checkout'. Allowed: letters, digits, '.', '-' and '_'. Fix: write featureId: 'One-click-checkout'.",
    ]);
    expect(warnings('checkout!')).toEqual([
      `test/f: [${RULE}] featureId: has '!', which the App Configuration API does not take in an id. Received: 'checkout!'. Allowed: letters, digits, '.', '-' and '_'. Fix: write featureId: 'checkout'.`,
    ]);
  });

  test('an id with no character the API takes warns with an example', () => {
    expect(warnings('€€')).toEqual([
      `test/f: [${RULE}] featureId: has '€', which the App Configuration API does not take in an id. Received: '€€'. Allowed: letters, digits, '.', '-' and '_'. `
      + "Fix: write featureId with letters, digits, '.', '-' and '_', e.g. 'feature-1'.",
    ]);
  });

  test('a token id is not judged; an acknowledged rule says why', () => {
    expect(synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      new ibm.IbmAppConfigFeature(s, 'f', { guid: GUID, environmentId: 'prod', featureId: new TerraformVariable(s, 'id', { type: 'string' }).stringValue, name: 'x', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false' });
    }).warnings).toEqual([]);
    expect(warnings('a b', (s) => Checks.of(s).acknowledge(RULE, 'made by hand before the rule; renaming it recreates the flag'))).toEqual([
      `test/f: [${RULE}] featureId: has a space, which the App Configuration API does not take in an id. Received: 'a b'. Allowed: letters, digits, '.', '-' and '_'. `
      + "Fix: write featureId: 'a-b'. Acknowledged: made by hand before the rule; renaming it recreates the flag",
    ]);
  });

  test("a property's id is judged the same way", () => {
    expect(synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      new ibm.IbmAppConfigProperty(s, 'p', { guid: GUID, environmentId: 'prod', propertyId: 'page size', name: 'Page size', type: 'NUMERIC', value: '20' });
    }).warnings).toEqual([
      "test/p: [rule:ibm_app_config_property/id-characters] propertyId: has a space, which the App Configuration API does not take in an id. Received: 'page size'. Allowed: letters, digits, '.', '-' and '_'. Fix: write propertyId: 'page-size'.",
    ]);
  });
});
