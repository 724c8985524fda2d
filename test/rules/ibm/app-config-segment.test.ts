/** Type rules of ibm_app_config_segment: the segment id takes the API's characters (a warning). */
import { ibm } from '../../../src';
import { synth } from '../../util';

const warnings = (segmentId: string) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  new ibm.IbmAppConfigSegment(s, 'b', {
    guid: '36401ffc-6280-459a-ba98-456aba10d0c7', segmentId, name: 'Beta testers', rules: [{ attributeName: 'email', operator: 'endsWith', values: ['@example.com'] }],
  });
}).warnings;

describe('ibm_app_config_segment type rules', () => {
  test('a segment id of letters, digits, ., - and _ passes; any other character warns', () => {
    expect(warnings('beta-testers')).toEqual([]);
    expect(warnings('beta+testers')).toEqual([
      "test/b: [rule:ibm_app_config_segment/id-characters] segmentId: has '+', which the App Configuration API does not take in an id. Received: 'beta+testers'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write segmentId: 'beta-testers'.",
    ]);
  });
});
