import { make } from './helpers';
import { incident } from '../../../src';
import { ruleWarnings } from '../findings';

const window = (operation: string) => (s: any) => new incident.IncidentMaintenanceWindow(s, 'mw', {
  name: 'Database upgrade',
  startAt: '2026-03-01T22:00:00Z',
  endAt: '2026-03-02T02:00:00Z',
  leadId: '01GX3C1TK13RQSEGP59XZ3MYP0',
  alertConditionGroups: [{ conditions: [{ subject: 'alert.attributes.01HS45HY43KWJRP1XPA7Z3DJ8F', operation, paramBindings: [{ arrayValue: [{ literal: 'payments-db' }] }] }] }],
});

describe('incident_maintenance_window type rules', () => {
  test('engine operations have no findings', () => {
    expect(make(window('one_of')).warnings).toEqual([]);
  });

  test('condition-operation-spelling (documented: a warning)', () => {
    expect(ruleWarnings(make(window('is_one_of')).warnings)).toEqual([
      "test/mw: [rule:incident_maintenance_window/condition-operation-spelling] alertConditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: \"is_one_of\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
    ]);
  });
});
