/**
 * ImportedEscalationPath (EscalationPath.fromEscalationPathAttributes): an id, nothing read.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, incidentStack, synthDoc } from './escalation-util';
import { incident } from '../../../../src/index';

describe('ImportedEscalationPath', () => {
  test('stands for a path by id, renders nothing; an L1 path\'s id serves', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentEscalationPath(s, 'L1', { name: 'L1', path: [{ type: 'level', level: { targets: [{ id: 'u', type: 'user', urgency: 'high' }] } }] });
    const p = incident.EscalationPath.fromEscalationPathAttributes(s, 'FromL1', { escalationPathId: l1.id });
    expect(p).toBeInstanceOf(incident.ImportedEscalationPath);
    new TerraformOutput(s, 'id', { value: p.escalationPathId });
    expect(synthDoc(s).output.id.value).toBe('${incident_escalation_path.L1.id}');
    expect(Object.keys(synthDoc(s).resource.incident_escalation_path)).toEqual(['L1']);
  });

  test('an id is required, a string, not empty', () => {
    const s = incidentStack();
    expect(errorOf(() => new incident.ImportedEscalationPath(s, 'A', { escalationPathId: '' }))).toBe(
      '[test/A] escalationPathId: is empty. Received: "". Allowed: the id of the escalation path. Fix: set escalationPathId.');
    expect(errorOf(() => new incident.ImportedEscalationPath(s, 'B', { escalationPathId: 1 } as any))).toBe(
      '[test/B] escalationPathId: expected a string. Received: 1. Allowed: the id of the escalation path. Fix: set escalationPathId.');
    expect(errorOf(() => new incident.ImportedEscalationPath(s, 'C', { id: 'x' } as any))).toBe(
      "[test/C] id: unknown option. Received: the key 'id'. Allowed: the options of EscalationPathAttributes: escalationPathId. Fix: remove 'id', or check its spelling against EscalationPathAttributes.");
  });
});
