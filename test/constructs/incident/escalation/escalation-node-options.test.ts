/**
 * The options of the nodes of an escalation path: the urgencies and acknowledgement modes of a
 * level, as the provider spells them, rendered as given.
 */
import { incidentStack, pathBody, people, synthDoc } from './escalation-util';
import { incident } from '../../../../src/index';

const { AckMode, EscalationPath, EscalationTarget, Urgency } = incident;

describe('Urgency and AckMode', () => {
  test('the provider\'s spelling', () => {
    expect([Urgency.HIGH, Urgency.LOW]).toEqual(['high', 'low']);
    expect([AckMode.ALL, AckMode.FIRST]).toEqual(['all', 'first']);
  });

  test('a level renders them (its urgency on each target); the defaults are high and all', () => {
    const s = incidentStack();
    const { primary, jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('Quiet', { notify: [EscalationTarget.schedule(primary), EscalationTarget.user(jane)], urgency: Urgency.LOW, ackMode: AckMode.FIRST });
    path.addLevel('Loud', { notify: [EscalationTarget.user(jane)] });
    const [quiet, loud] = pathBody(synthDoc(s)).path.map((n: any) => n.level);
    expect([quiet.ack_mode, quiet.targets.map((t: any) => t.urgency)]).toEqual(['first', ['low', 'low']]);
    expect([loud.ack_mode, loud.targets.map((t: any) => t.urgency)]).toEqual(['all', ['high']]);
  });
});
