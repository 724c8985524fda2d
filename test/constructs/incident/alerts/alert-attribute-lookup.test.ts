import { errorOf, incidentStack } from './alerts-util';
import { incident } from '../../../../src/index';

describe('AlertAttributeLookup (AlertAttribute.fromName)', () => {
  test('a data source by name; its id is the data source\'s', () => {
    const lookup = incident.AlertAttribute.fromName(incidentStack(), 'Priority', 'Priority');
    expect(lookup).toBeInstanceOf(incident.AlertAttributeLookup);
    expect(lookup.dataSource.node.path).toBe('test/Priority/Lookup');
    expect(lookup.alertAttributeId).toMatch(/^\$\{TfToken\[TOKEN\.\d+\]\}$/);
    expect((lookup as incident.IAlertAttribute).attributeType).toBeUndefined();
  });

  test('a name that is none fails', () => {
    expect(errorOf(() => incident.AlertAttribute.fromName(incidentStack(), 'X', ' '))).toBe(
      "[test/X] fromName(name): is no name of an alert attribute. Received: \" \". Allowed: the name of the attribute, e.g. 'Team'. Fix: pass the name the attribute has in incident.io.");
  });
});
