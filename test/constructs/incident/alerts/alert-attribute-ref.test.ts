/**
 * The contract IAlertAttribute: each implementation (the L2, its lookup, fromAlertAttributeAttributes)
 * gives each attribute, as the Terraform expression it resolves to or the value given; an attribute
 * that fromAlertAttributeAttributes was not given is an error that names it.
 */
import { errorOf, incidentStack, resolved } from './alerts-util';
import { incident } from '../../../../src/index';

const { AlertAttribute, AttributeType } = incident;

describe('IAlertAttribute', () => {
  test('AlertAttribute: its id, its type and whether it holds a list', () => {
    const s = incidentStack();
    const a: incident.IAlertAttribute = new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.string(), array: true });
    expect(resolved(s, a.alertAttributeId)).toBe('${incident_alert_attribute.Team.id}');
    expect(a.attributeType?.kind).toBe('String');
    expect(a.array).toBe(true);
  });

  test('AlertAttribute.fromName (AlertAttributeLookup): the id of the data source; type and list unknown, but for the built-in Priority', () => {
    const s = incidentStack();
    const a: incident.IAlertAttribute = AlertAttribute.fromName(s, 'Team', 'Team');
    expect(resolved(s, a.alertAttributeId)).toMatch(/^\$\{data\.incident_alert_attribute\.Team_Lookup_[0-9A-F]+\.id\}$/);
    expect(a.attributeType).toBeUndefined();
    expect(a.array).toBeUndefined();
    const priority: incident.IAlertAttribute = AlertAttribute.fromName(s, 'Priority', 'Priority');
    expect(resolved(s, priority.alertAttributeId)).toMatch(/^\$\{data\.incident_alert_attribute\.Priority_Lookup_[0-9A-F]+\.id\}$/);
    expect([priority.attributeType?.kind, priority.attributeType?.catalogType?.typeName, priority.array]).toEqual(['CatalogEntry', 'AlertPriority', false]);
  });

  test('fromAlertAttributeAttributes: what it was given; an id it was not given is an error that names it', () => {
    const s = incidentStack();
    const a = AlertAttribute.fromAlertAttributeAttributes(s, 'Known', { alertAttributeId: '01ATTR', attributeType: AttributeType.number(), array: false });
    expect([a.alertAttributeId, a.attributeType?.kind, a.array]).toEqual(['01ATTR', 'Number', false]);
    const none = AlertAttribute.fromAlertAttributeAttributes(s, 'None', {} as any);
    expect([none.attributeType, none.array]).toEqual([undefined, undefined]);
    expect(errorOf(() => none.alertAttributeId)).toBe(
      '[test/None] alertAttributeId: is unknown: this construct was made with AlertAttribute.fromAlertAttributeAttributes, which was not given alertAttributeId. '
      + 'Fix: pass alertAttributeId in the attributes, or read it from the construct that defines the resource.');
  });
});
