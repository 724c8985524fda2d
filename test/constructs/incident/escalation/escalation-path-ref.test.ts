/**
 * The contract IEscalationPath: each implementation gives escalationPathId.
 */
import { incidentStack, resolved } from './escalation-util';
import { incident } from '../../../../src/index';

describe('IEscalationPath', () => {
  test('EscalationPath: the id of its resource', () => {
    const s = incidentStack();
    const path: incident.IEscalationPath = new incident.EscalationPath(s, 'Payments', { name: 'Payments' });
    expect(resolved(s, path.escalationPathId)).toBe('${incident_escalation_path.Payments.id}');
  });

  test('EscalationPath.fromName and fromId: the id the data source reads', () => {
    const s = incidentStack();
    const paths: incident.IEscalationPath[] = [incident.EscalationPath.fromName(s, 'ByName', 'Payments'), incident.EscalationPath.fromId(s, 'ById', '01JPQNFD3RWAAY2V83QQ80D1ZV')];
    expect(resolved(s, paths.map((p) => p.escalationPathId))).toEqual([
      '${data.incident_escalation_path.ByName_Lookup_2CC24FD1.id}', '${data.incident_escalation_path.ById_Lookup_732CEAE9.id}',
    ]);
  });

  test('EscalationPath.fromEscalationPathAttributes: the id given', () => {
    const s = incidentStack();
    const path: incident.IEscalationPath = incident.EscalationPath.fromEscalationPathAttributes(s, 'Known', { escalationPathId: '01JPQNFD3RWAAY2V83QQ80D1ZV' });
    expect(path.escalationPathId).toBe('01JPQNFD3RWAAY2V83QQ80D1ZV');
  });
});
