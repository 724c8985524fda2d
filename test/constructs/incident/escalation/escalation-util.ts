/**
 * Helpers of the escalation path tests (not a test file itself): a stack with the incident
 * provider, synth, the rendered path, and the messages of a failed synth.
 */
import { App, DefaultTokenResolver, StringConcat, TerraformStack, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { Duration, incident, TerrainTesting } from '../../../../src/index';
import { errorOf } from '../../../util';

export { errorOf };

export const SCHEDULE_ID = '01HPFH8T92MPGSQS5C4CJYXTWF';
export const USER_ID = '01GX3C1TK13RQSEGP59XZ3MYP0';

/** A stack with the incident provider. */
export function incidentStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new incident.IncidentProvider(stack, 'incident', {});
  return stack;
}

export function synthDoc(stack: TerraformStack): any {
  return TerrainTesting.synthToObject(stack);
}

/** The warnings of a synthesized stack. */
export function warningsOf(stack: TerraformStack): string[] {
  TerrainTesting.synthToObject(stack);
  return TerrainTesting.warnings(stack);
}

/** The message of a synth-time validation failure, without cdktn's closing advice. */
export function synthError(stack: TerraformStack): string {
  return errorOf(() => synthDoc(stack)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

/** The body of the one escalation path of a document. */
export function pathBody(doc: any, name?: string): any {
  const all = doc.resource?.incident_escalation_path ?? {};
  if (name) return all[name];
  const bodies = Object.values(all);
  if (bodies.length !== 1) throw new Error(`expected one escalation path, found ${bodies.length}`);
  return bodies[0];
}

/** A schedule known by id, a user known by id. */
export function people(stack: TerraformStack): { primary: incident.ISchedule; jane: incident.IUser } {
  return {
    primary: incident.Schedule.fromScheduleAttributes(stack, 'Primary', { scheduleId: SCHEDULE_ID }),
    jane: incident.User.fromUserAttributes(stack, 'Jane', { userId: USER_ID }),
  };
}

/** A level that pages the primary schedule for five minutes. */
export function level(primary: incident.ISchedule): incident.EscalationLevelOptions {
  return { notify: [incident.EscalationTarget.schedule(primary)], ackTimeout: Duration.minutes(5) };
}

export const UK_OPTIONS: incident.WeekdayHoursOptions = { name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30' };

/** What a value resolves to in `scope` at synth: a reference as its Terraform expression (`${data.x.y.id}`). */
export function resolved(scope: IConstruct, value: unknown): unknown {
  return Tokenization.resolve(value, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
}
