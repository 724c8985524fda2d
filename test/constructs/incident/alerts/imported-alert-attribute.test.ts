import { errorOf, incidentStack } from './alerts-util';
import { incident } from '../../../../src/index';

describe('ImportedAlertAttribute (AlertAttribute.fromAlertAttributeAttributes)', () => {
  test('an attribute read that was not given names it', () => {
    const a = incident.AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', {} as any);
    expect(errorOf(() => a.alertAttributeId)).toBe(
      '[test/A] alertAttributeId: is unknown: this construct was made with AlertAttribute.fromAlertAttributeAttributes, which was not given alertAttributeId. '
      + 'Fix: pass alertAttributeId in the attributes, or read it from the construct that defines the resource.');
  });

  test('JavaScript input: a type that is none, unknown keys', () => {
    expect(errorOf(() => incident.AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', { alertAttributeId: 'x', attributeType: 'String' as any, array: 1 as any }))).toBe([
      '[test/A] 2 problems:',
      '  - attributeType: expected an AttributeType. Received: "String". Allowed: an AttributeType, e.g. AttributeType.string(). Fix: create it with an AttributeType factory, e.g. AttributeType.string().',
      '  - array: expected true or false. Received: 1. Allowed: a boolean. Fix: write array: true for an attribute that holds a list.',
    ].join('\n'));
    expect(errorOf(() => incident.AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', { id: 'x' } as any))).toMatch(/^\[test\/A\] id: unknown option/);
  });
});
