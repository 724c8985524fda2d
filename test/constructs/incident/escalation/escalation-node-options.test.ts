/**
 * The options of the nodes of an escalation path: the urgencies and acknowledgement modes of a
 * level, as the provider spells them, rendered as given.
 */
import { TerraformVariable } from 'cdktn';
import { errorOf, incidentStack, pathBody, people, synthDoc, warningsOf } from './escalation-util';
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

describe('an urgency or ack mode the API does not take is refused (its enums EscalationPathTargetV2Urgency: high, low; EscalationPathNodeLevelV2AckMode: all, first)', () => {
  const URGENCY = (field: string, v: string, use: string, override: string) => `${field}: is not an urgency the API takes (internal/client/client.gen.go: EscalationPathTargetV2Urgency (API enum: high, low)). `
    + `Received: "${v}". Allowed: Urgency.HIGH ('high') or Urgency.LOW ('low'). Fix: use ${use}; or, to send "${v}" as it is, add the level with Urgency.HIGH and override the L1 for each of its targets: ${override}.`;
  const ACK = (field: string, v: string, use: string, override: string) => `${field}: is not an acknowledgement mode the API takes (internal/client/client.gen.go: EscalationPathNodeLevelV2AckMode (API enum: all, first)). `
    + `Received: "${v}". Allowed: AckMode.ALL ('all') or AckMode.FIRST ('first'). Fix: use ${use}; or, to send "${v}" as it is, add the level without ackMode and override the L1: ${override}.`;

  test('fail: urgency \'critical\' (issue 25: it only warned), in the props\' words, with the override for each target', () => {
    const s = incidentStack();
    const { primary, jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addLevel('Primary', { notify: [EscalationTarget.schedule(primary), EscalationTarget.user(jane)], urgency: 'critical' }))).toBe(`[test/P] ${URGENCY('Primary.urgency', 'critical',
      "one of the values allowed, e.g. Urgency.HIGH ('high')", "path.resource.addOverride('path.0.level.targets.0.urgency', \"critical\") (and targets.1)")}`);
  });

  test('fail: a near miss names the constant; a level inside a branch gets its place in the L1; both at once', () => {
    const s = incidentStack();
    const { jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('First', { notify: [EscalationTarget.user(jane)] });
    const b = path.addBranch('B', { conditions: [] });
    expect(errorOf(() => b.thenPath.addLevel('L', { notify: [EscalationTarget.user(jane)], urgency: 'HIGH', ackMode: 'First' }))).toBe([
      '[test/P] 2 problems:',
      `  - ${URGENCY('B/then/L.urgency', 'HIGH', "Urgency.HIGH ('high')", "path.resource.addOverride('path.1.if_else.then_path.0.level.targets.0.urgency', \"HIGH\")")}`,
      `  - ${ACK('B/then/L.ackMode', 'First', "AckMode.FIRST ('first')", "path.resource.addOverride('path.1.if_else.then_path.0.level.ack_mode', \"First\")")}`,
    ].join('\n'));
  });

  test('pass: the constants and tokens; the overrides the messages give send another value as it is', () => {
    const s = incidentStack();
    const { jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
    path.addLevel('L', { notify: [EscalationTarget.user(jane)], urgency: v('urgency'), ackMode: v('mode') });
    path.addLevel('M', { notify: [EscalationTarget.user(jane)], urgency: Urgency.HIGH, ackMode: AckMode.ALL });
    path.resource.addOverride('path.1.level.targets.0.urgency', 'critical');
    path.resource.addOverride('path.1.level.ack_mode', 'any');
    const [l, m] = pathBody(synthDoc(s)).path.map((n: any) => n.level);
    expect([l.targets[0].urgency, l.ack_mode, m.targets[0].urgency, m.ack_mode]).toEqual(['${var.urgency}', '${var.mode}', 'critical', 'any']);
    expect(warningsOf(s)).toEqual([]);
  });
});
