/**
 * AlertAttributeLookup: an alert attribute read by name; the built-in Priority, whose values are
 * entries of the built-in AlertPriority catalog type (the provider's acceptance test reads them so:
 * internal/provider/incident_alert_source_resource_test.go, testAccAlertSourceResourceConfigIssue342,
 * `data "incident_catalog_type" { type_name = "AlertPriority" }` and a binding of Priority to a
 * catalog entry id), with its priorities looked up by name.
 */
import { errorOf, incidentStack, synthStack } from './alerts-util';
import { incident } from '../../../../src/index';

const { AlertAttribute, AlertRoute, AlertSource, Condition, EngineRef, RichText } = incident;

describe('AlertAttributeLookup (AlertAttribute.fromName)', () => {
  test('a data source by name; its id is the data source\'s; the type of another attribute than Priority is unknown', () => {
    const lookup = AlertAttribute.fromName(incidentStack(), 'Team', 'Team');
    expect(lookup).toBeInstanceOf(incident.AlertAttributeLookup);
    expect(lookup.dataSource.node.path).toBe('test/Team/Lookup');
    expect(lookup.alertAttributeId).toMatch(/^\$\{TfToken\[TOKEN\.\d+\]\}$/);
    expect([lookup.attributeType, lookup.array]).toEqual([undefined, undefined]);
  });

  test('a name that is none fails', () => {
    expect(errorOf(() => AlertAttribute.fromName(incidentStack(), 'X', ' '))).toBe(
      "[test/X] fromName(name): is no name of an alert attribute. Received: \" \". Allowed: the name of the attribute, e.g. 'Team'. Fix: pass the name the attribute has in incident.io.");
  });
});

describe('the built-in Priority (AlertAttribute.priority)', () => {
  test('its values are entries of the AlertPriority catalog type, read by type name; one value, not a list', () => {
    const s = incidentStack();
    const priority = AlertAttribute.priority(s, 'Priority');
    expect(priority.dataSource.node.path).toBe('test/Priority/Lookup');
    expect([priority.attributeType?.kind, priority.attributeType?.catalogType?.typeName, priority.array]).toEqual(['CatalogEntry', 'AlertPriority', false]);
    const same = AlertAttribute.fromName(s, 'Named', 'Priority');
    expect(same.attributeType?.catalogType?.typeName).toBe('AlertPriority');
    const types = synthStack(s).doc.data.incident_catalog_type;
    expect(Object.keys(types)).toEqual([expect.stringMatching(/^Named_AlertPriority_/), 'Priority_AlertPriority_4ED6D900']);
    expect(Object.values(types)).toEqual([{ type_name: 'AlertPriority' }, { type_name: 'AlertPriority' }]);
  });

  test('"alerts of priority P1 from this source": entry(name) looks the priority up (once per name), and the condition renders its id', () => {
    const s = incidentStack();
    const priority = AlertAttribute.priority(s, 'Priority');
    const p1 = priority.entry('P1');
    expect(priority.entry('P1')).toBe(p1);
    expect(p1.catalogType).toBe(priority.attributeType?.catalogType);
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }}') });
    new AlertRoute(s, 'Route', { name: 'P1', sources: [{ source, when: Condition.oneOf(EngineRef.alertAttribute(priority), [p1, priority.entry('P2')]) }] });
    const { doc, warnings } = synthStack(s);
    expect(warnings).toEqual([]);
    const entries = Object.entries<any>(doc.data.incident_catalog_entry);
    expect(entries.map(([, d]) => d)).toEqual([
      { catalog_type_id: '${data.incident_catalog_type.Priority_AlertPriority_4ED6D900.id}', identifier: 'P1' },
      { catalog_type_id: '${data.incident_catalog_type.Priority_AlertPriority_4ED6D900.id}', identifier: 'P2' },
    ]);
    expect(doc.resource.incident_alert_route.Route.alert_sources[0].condition_groups[0].conditions[0]).toEqual({
      subject: 'alert.attributes.${data.incident_alert_attribute.Priority_Lookup_3A586897.id}',
      operation: 'one_of',
      param_bindings: [{
        array_value: [
          { literal: `\${data.incident_catalog_entry.${entries[0][0]}.id}` },
          { literal: `\${data.incident_catalog_entry.${entries[1][0]}.id}` },
        ],
      }],
    });
  });

  test('entry() of an attribute whose type is unknown here, and an identifier that is none, are errors', () => {
    const s = incidentStack();
    expect(errorOf(() => AlertAttribute.fromName(s, 'Team', 'Team').entry('payments'))).toBe(
      '[test/Team] entry(identifier): is not known here: the type of this alert attribute is read at plan, so the library does not know the catalog type of its entries. '
      + 'Received: entry("payments"). Allowed: entry(identifier) on AlertAttribute.priority(this, \'Priority\'), whose entries are priorities. '
      + 'Fix: look the entry up in its catalog type: CatalogEntry.lookup(CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\'), \'payments\').');
    expect(errorOf(() => AlertAttribute.priority(s, 'Priority').entry(1 as any))).toBe(
      "[test/Priority] entry(identifier): expected a string. Received: 1. Allowed: the name, external id or alias of the entry, e.g. 'P1'. "
      + "Fix: pass the name of the entry as a string, e.g. entry('P1').");
    expect(errorOf(() => AlertAttribute.priority(s, 'Priority2').entry(' '))).toBe(
      "[test/Priority2] entry(identifier): is empty. Received: \" \". Allowed: the name, external id or alias of the entry, e.g. 'P1'. Fix: pass the name of the entry as a string, e.g. entry('P1').");
  });
});
