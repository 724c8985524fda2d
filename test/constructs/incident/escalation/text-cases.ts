/**
 * The text fields of the incident escalation L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts).
 */
import { Construct } from 'constructs';
import { incident } from '../../../../src/index';
import type { TextFieldCase } from '../../literal-text';

const { EscalationCondition, EscalationPath, EscalationTarget, WorkingHours } = incident;
const INTERVALS = [{ weekday: incident.Weekday.MONDAY, start: '09:00', end: '17:00' }];

function paths(doc: any): any[] {
  return Object.values<any>(doc.resource?.incident_escalation_path ?? {});
}

/** A path whose branch tests the calendar and whose level waits for it: the calendar's id is rendered everywhere a path names it. */
function pathUsing(scope: Construct, hours: incident.WorkingHours): void {
  const path = new EscalationPath(scope, 'Path', { name: 'Payments on-call' });
  const branch = path.addBranch('InHours', { conditions: [EscalationCondition.inWorkingHours(hours)] });
  const user = incident.User.fromUserAttributes(scope, 'Jane', { userId: '01GX3C1TK13RQSEGP59XZ3MYP0' });
  branch.thenPath.addLevel('Primary', { notify: [EscalationTarget.user(user)], ackUntil: hours.whenInactive() });
  path.addDelay('Wait', { until: hours.whenActive() });
}

/** The conditions of the branches of every path. */
function conditions(doc: any): any[] {
  return paths(doc).flatMap((b) => b.path).filter((n: any) => n.if_else).flatMap((n: any) => n.if_else.conditions);
}

export const TEXT_CASES: TextFieldCase[] = [
  {
    field: 'EscalationPathProps.name',
    build: (scope, text) => new EscalationPath(scope, 'Path', { name: text }),
    rendered: (doc) => paths(doc).map((b) => b.name),
  },
  {
    field: 'EscalationPath.fromName(name)',
    build: (scope, text) => EscalationPath.fromName(scope, 'Path', text),
    rendered: (doc) => Object.values<any>(doc.data?.incident_escalation_path ?? {}).map((d) => d.name),
  },
  {
    field: 'EscalationPathLookupOptions.name',
    build: (scope, text) => new incident.EscalationPathLookup(scope, 'Path', { name: text }),
    rendered: (doc) => Object.values<any>(doc.data?.incident_escalation_path ?? {}).map((d) => d.name),
  },
  {
    field: 'WorkingHoursOptions.name',
    build: (scope, text) => pathUsing(scope, WorkingHours.of({ name: text, timezone: 'Europe/London', intervals: INTERVALS, id: 'uk' })),
    rendered: (doc) => paths(doc).flatMap((b) => b.working_hours.map((h: any) => h.name)),
  },
  {
    field: 'WorkingHoursOptions.id',
    build: (scope, text) => pathUsing(scope, WorkingHours.of({ name: 'UK', timezone: 'Europe/London', intervals: INTERVALS, id: text })),
    rendered: (doc) => paths(doc).flatMap((b) => b.working_hours.map((h: any) => h.id)),
  },
  {
    field: 'WeekdayHoursOptions.name',
    build: (scope, text) => pathUsing(scope, WorkingHours.weekdays({ name: text, timezone: 'Europe/London', start: '09:00', end: '17:00', id: 'uk' })),
    rendered: (doc) => paths(doc).flatMap((b) => b.working_hours.map((h: any) => h.name)),
  },
  {
    field: 'WeekdayHoursOptions.id',
    build: (scope, text) => pathUsing(scope, WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00', id: text })),
    // The path names the calendar (in the branch's subject, in the waits) by this id, escaped the same
    // way: escalation-path.test.ts asserts those; Terraform validates them all here.
    rendered: (doc) => paths(doc).flatMap((b) => b.working_hours.map((h: any) => h.id)),
  },
  {
    field: 'EscalationConditionOptions.subject',
    build: (scope, text) => new EscalationPath(scope, 'Path', { name: 'P' }).addBranch('B', { conditions: [EscalationCondition.of({ subject: text, operation: 'is_set' })] }),
    rendered: (doc) => conditions(doc).map((c: any) => c.subject),
  },
  {
    field: 'EscalationConditionOptions.values',
    build: (scope, text) => new EscalationPath(scope, 'Path', { name: 'P' }).addBranch('B', {
      conditions: [EscalationCondition.of({ subject: 'escalation.priority', operation: 'one_of', values: [text] })],
    }),
    rendered: (doc) => conditions(doc).flatMap((c: any) => c.param_bindings[0].array_value.map((v: any) => v.literal)),
  },
];
