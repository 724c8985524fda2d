/**
 * Every entry point of the escalation L2s and lookups, called with JavaScript edge values
 * (test/edge-values.ts: wrong types, null-prototype and odd objects, class instances, tokens) in
 * one argument or option, the rest valid. Each call must end well: it returns and the stack
 * synthesizes (or fails a validation whose lines name a construct of the stack), or it throws a
 * ValidationError of a construct of the stack. Never a TypeError from inside or a synth crash.
 * And the message is in the L2's words (issue 25): it names the L2 (or the lookup), not the L1 or
 * data source inside it (`[test/X/Lookup] id: expected a string.`), and says how to fix it.
 * Hostile objects (proxies whose traps throw, getters that throw) are left out: the generated
 * L1s do not handle them either (see the report of this work).
 */
import { App, TerraformStack } from 'cdktn';
import { ValidationError } from '../../../../src/core/base/errors';
import { Duration, incident, TerrainTesting } from '../../../../src/index';
import { EDGES } from '../../../edge-values';

const { EscalationPath, EscalationCondition, EscalationTarget, WorkingHours } = incident;

type Run = (s: TerraformStack, x: any) => void;
function base(s: TerraformStack) {
  new incident.IncidentProvider(s, 'incident', {});
  const primary = incident.Schedule.fromScheduleAttributes(s, 'Primary', { scheduleId: '01H' });
  const path = new EscalationPath(s, 'P', { name: 'P' });
  const first = path.addLevel('First', { notify: [EscalationTarget.schedule(primary)] });
  return { primary, path, first };
}
const uk = () => WorkingHours.weekdays({ name: 'UK', timezone: 'UTC', start: '09:00', end: '17:00' });
const ENTRIES: Record<string, Run> = {
  'props': (s, x) => new EscalationPath(s, 'X', x),
  'props.name': (s, x) => new EscalationPath(s, 'X', { name: x }),
  'props.workingHours': (s, x) => new EscalationPath(s, 'X', { name: 'X', workingHours: x }),
  'props.teamIds': (s, x) => new EscalationPath(s, 'X', { name: 'X', teamIds: x }),
  'props.restart': (s, x) => new EscalationPath(s, 'X', { name: 'X', restart: x }),
  'props.restart.after': (s, x) => new EscalationPath(s, 'X', { name: 'X', restart: { after: x } }),
  'addLevel(id)': (s, x) => { const { path, primary } = base(s); path.addLevel(x, { notify: [EscalationTarget.schedule(primary)] }); },
  'addLevel(options)': (s, x) => base(s).path.addLevel('L', x),
  'notify': (s, x) => base(s).path.addLevel('L', { notify: x }),
  'notify[0]': (s, x) => base(s).path.addLevel('L', { notify: [x] }),
  'ackTimeout': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackTimeout: x }); },
  'ackUntil': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackUntil: x }); },
  'ackMode': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackMode: x }); },
  'urgency': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], urgency: x }); },
  'roundRobin': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], roundRobin: x }); },
  'retry': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], retry: x }); },
  'retry.attempts': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], retry: { attempts: x, interval: Duration.minutes(1) } }); },
  'delay': (s, x) => base(s).path.addDelay('D', x),
  'delay.duration': (s, x) => base(s).path.addDelay('D', { duration: x }),
  'delay.until': (s, x) => base(s).path.addDelay('D', { until: x }),
  'branch': (s, x) => base(s).path.addBranch('B', x),
  'branch.conditions': (s, x) => base(s).path.addBranch('B', { conditions: x }),
  'branch.conditions[0]': (s, x) => base(s).path.addBranch('B', { conditions: [x] }),
  'repeat': (s, x) => base(s).path.addRepeat('R', x),
  'repeat.from': (s, x) => base(s).path.addRepeat('R', { from: x, times: 1 }),
  'repeat.times': (s, x) => { const { path, first } = base(s); path.addRepeat('R', { from: first, times: x }); },
  'addWorkingHours': (s, x) => base(s).path.addWorkingHours(x),
  'EscalationTarget.schedule(x)': (s, x) => base(s).path.addLevel('L', { notify: [EscalationTarget.schedule(x)] }),
  'EscalationTarget.schedule(s, x)': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.schedule(primary, x)] }); },
  'EscalationTarget.rota(s, x)': (s, x) => { const { path, primary } = base(s); path.addLevel('L', { notify: [EscalationTarget.rota(primary, x)] }); },
  'EscalationTarget.user(x)': (s, x) => base(s).path.addLevel('L', { notify: [EscalationTarget.user(x)] }),
  'EscalationCondition.inWorkingHours(x)': (s, x) => base(s).path.addBranch('B', { conditions: [EscalationCondition.inWorkingHours(x)] }),
  'EscalationCondition.priorityIn(x)': (s, x) => base(s).path.addBranch('B', { conditions: [EscalationCondition.priorityIn(x)] }),
  'EscalationCondition.of(x)': (s, x) => base(s).path.addBranch('B', { conditions: [EscalationCondition.of(x)] }),
  'WorkingHours.of(x)': (s, x) => base(s).path.addWorkingHours(WorkingHours.of(x)),
  'WorkingHours.weekdays(x)': (s, x) => base(s).path.addWorkingHours(WorkingHours.weekdays(x)),
  'WorkingHours.weekdays(days)': (s, x) => base(s).path.addWorkingHours(WorkingHours.weekdays({ name: 'UK', timezone: 'UTC', start: '09:00', end: '17:00', days: x })),
  'WorkingHours.of(intervals)': (s, x) => base(s).path.addWorkingHours(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: x })),
  'WorkingHours.of(intervals[0])': (s, x) => base(s).path.addWorkingHours(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: [x] })),
  'uk.whenActive in until': (s, x) => { void x; base(s).path.addDelay('D', { until: uk().whenActive() }); },
  'Schedule.fromName': (s, x) => incident.Schedule.fromName(s, 'X', x),
  'Schedule.fromId': (s, x) => incident.Schedule.fromId(s, 'X', x),
  'Schedule.fromScheduleAttributes': (s, x) => incident.Schedule.fromScheduleAttributes(s, 'X', x),
  'User.fromEmail': (s, x) => incident.User.fromEmail(s, 'X', x),
  'User.fromSlackUserId': (s, x) => incident.User.fromSlackUserId(s, 'X', x),
  'User.fromId': (s, x) => incident.User.fromId(s, 'X', x),
  'User.fromUserAttributes': (s, x) => incident.User.fromUserAttributes(s, 'X', x),
  'EscalationPath.fromName': (s, x) => EscalationPath.fromName(s, 'X', x),
  'EscalationPath.fromId': (s, x) => EscalationPath.fromId(s, 'X', x),
  'EscalationPath.fromEscalationPathAttributes': (s, x) => EscalationPath.fromEscalationPathAttributes(s, 'X', x),
  'CustomField.fromName': (s, x) => incident.CustomField.fromName(s, 'X', x),
  'CustomFieldOption.fromValue(field)': (s, x) => incident.CustomFieldOption.fromValue(s, 'X', x, 'v'),
  'CustomFieldOption.fromValue(value)': (s, x) => incident.CustomFieldOption.fromValue(s, 'X', incident.CustomField.fromName(s, 'F', 'f'), x),
  'IncidentRole.fromId': (s, x) => incident.IncidentRole.fromId(s, 'X', x),
  'IncidentType.fromName': (s, x) => incident.IncidentType.fromName(s, 'X', x),
};

/** The edge values of the sweep: one of each kind a JavaScript caller passes by mistake. */
const PICKED = [
  'undefined', 'null', 'true', '1', '-1', 'NaN', "''", "'x'", "'${var.x}'", '() => 1', '[]', '[null]', '[1, 2]', "['a']", '[{}]', '{}', 'Object.create(null)',
  "no prototype, { a: 'b' }", '{ constructor: 1 }', 'new Date(0)', 'a class instance', 'a string token', 'a number token', 'a list token', 'the stack',
  'Duration.minutes(5)',
];

/**
 * A message in an L1's words: at the path of the L1 or data source inside the construct, or
 * without a fix. Of a synth, each line of a construct (not cdktn's own about a stack without the
 * provider, which the entries that make no path leave out).
 */
function inL1Words(message: string): boolean {
  const lines = message.startsWith('Validation failed') ? message.split('\n').filter((l) => /^ {2}\[test/.test(l) && !l.includes('without a matching provider')) : [message];
  return lines.some((l) => /^\s*\[test[^\]]*\/(Default|Lookup|Entries)\]/.test(l) || !l.includes('Fix:'));
}

test('JavaScript edge values at every entry point end in a result or a ValidationError that names the construct, in the L2\'s words', () => {
  expect(EDGES.filter((x) => PICKED.includes(x.name)).length).toBe(PICKED.length);
  expect([inL1Words('[test/X/Lookup] id: expected a string. Received: 7. Allowed: a string.'), inL1Words('[test/X] scheduleId: expected a string. Received: 7. Fix: pass it.')]).toEqual([true, false]);
  const bad: string[] = [];
  const words: string[] = [];
  let cases = 0;
  for (const [name, run] of Object.entries(ENTRIES)) {
    for (const edge of EDGES.filter((x) => PICKED.includes(x.name))) {
      const app = new App();
      const s = new TerraformStack(app, 'test');
      const x = edge.make({ app, stack: s });
      cases++;
      try {
        run(s, x);
      } catch (e: any) {
        if (!(e instanceof ValidationError) || !/^\[test/.test(e.message)) bad.push(`${name} <- ${edge.name}: construct ${e?.constructor?.name}: ${String(e?.message).slice(0, 200)}`);
        else if (inL1Words(e.message)) words.push(`${name} <- ${edge.name}: ${e.message.slice(0, 200)}`);
        continue;
      }
      try {
        TerrainTesting.synthToObject(s);
      } catch (e: any) {
        const m = String(e?.message);
        if (!m.startsWith('Validation failed with the following errors:\n  [test')) bad.push(`${name} <- ${edge.name}: synth ${e?.constructor?.name}: ${m.slice(0, 300)}`);
        else if (inL1Words(m)) words.push(`${name} <- ${edge.name}: synth: ${m.slice(0, 300)}`);
      }
    }
  }
  expect(bad).toEqual([]);
  expect(words).toEqual([]);
  expect(cases).toBe(Object.keys(ENTRIES).length * PICKED.length);
}, 600_000);
