/**
 * On-call: schedules (inline rotations with versions, layers, handovers and working intervals),
 * escalation paths (levels, notify_channel, if_else on working hours and priority, delays, repeats,
 * round robin and retries), the beta schedule and its rotations, Slack user-group sync, and the
 * on-call lookups. Modelled on examples/resources/incident_{schedule,escalation_path,
 * schedule_beta,schedule_rotation_beta,schedule_sync_target,schedule_sync_rule} and the acceptance
 * tests incident_escalation_path_resource_test.go and incident_schedule_resource_test.go.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src';
import { CorpusApp, IDS } from '../corpus';

type Path = incident.IncidentEscalationPathPath;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A primary schedule in London, and the escalation path that pages it: high urgency in working hours, low urgency outside. */
const escalation: CorpusApp = {
  name: 'oncall-escalation-path',
  build: (stack) => {
    const martha = new incident.DataIncidentUser(stack, 'martha', { slackUserId: 'U01HJ1J2Z6Z' });
    const rory = new incident.DataIncidentUser(stack, 'rory', { id: '01HPFH8T92MPGSQS5C1SPAF4V0' });
    const manager = new incident.DataIncidentUser(stack, 'manager', { email: 'engineering-manager@acme.io' });
    const primary = new incident.IncidentSchedule(stack, 'primary', {
      name: 'Payments primary',
      timezone: 'Europe/London',
      teamIds: [IDS.paymentsTeam],
      holidaysPublicConfig: { countryCodes: ['GB'] },
      rotations: [
        {
          id: 'primary',
          name: 'Primary',
          versions: [
            {
              handoverStartAt: '2024-05-01T09:00:00Z',
              users: [martha.id],
              layers: [{ id: 'primary', name: 'Primary' }],
              handovers: [{ intervalType: 'weekly', interval: 1 }],
            },
            {
              effectiveFrom: '2024-06-03T09:00:00Z',
              handoverStartAt: '2024-05-01T09:00:00Z',
              users: [martha.id, rory.id],
              layers: [{ id: 'primary', name: 'Primary' }],
              handovers: [{ intervalType: 'weekly', interval: 1 }],
            },
          ],
        },
        {
          id: 'business-hours',
          name: 'Business hours shadow',
          versions: [{
            handoverStartAt: '2024-05-01T09:00:00Z',
            users: [rory.id, martha.id],
            layers: [{ id: 'shadow', name: 'Shadow' }],
            handovers: [{ intervalType: 'daily', interval: 1 }],
            workingIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:30' })),
          }],
        },
      ],
    });
    const level = (id: string, urgency: string, extra: Partial<incident.IncidentEscalationPathPathLevel> = {}): Path => ({
      id,
      type: 'level',
      level: { targets: [{ type: 'schedule', id: primary.id, urgency, scheduleMode: 'currently_on_call' }], timeToAckSeconds: 300, ...extra },
    });
    new incident.IncidentEscalationPath(stack, 'payments', {
      name: 'Payments on-call',
      teamIds: [IDS.paymentsTeam],
      workingHours: [{
        id: 'UK',
        name: 'UK business hours',
        timezone: 'Europe/London',
        weekdayIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:30' })),
      }],
      repeatConfig: { repeatAfterSeconds: 1800, delayRepeatOnActivity: true },
      path: [{
        id: 'start',
        type: 'if_else',
        ifElse: {
          conditions: [{ subject: 'escalation.working_hours["UK"]', operation: 'is_active', paramBindings: [] }],
          thenPath: [
            level('in-hours', 'high', { ackMode: 'first', retryConfig: { attempts: 3, intervalSeconds: 120 } }),
            {
              id: 'in-hours-channel',
              type: 'notify_channel',
              notifyChannel: { targets: [{ type: 'slack_channel', id: IDS.slackChannel, urgency: 'high' }], timeToAckSeconds: 300 },
            },
            { id: 'in-hours-wait', type: 'delay', delay: { delaySeconds: 120 } },
            { id: 'in-hours-repeat', type: 'repeat', repeat: { repeatTimes: 3, toNode: 'start' } },
          ],
          elsePath: [{
            id: 'is-p1',
            type: 'if_else',
            ifElse: {
              conditions: [{ subject: 'escalation.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: IDS.priorityP1 }] }] }],
              thenPath: [
                level('p1-out-of-hours', 'high', { roundRobinConfig: { enabled: true, rotateAfterSeconds: 300 } }),
                {
                  id: 'p1-manager',
                  type: 'level',
                  level: { targets: [{ type: 'user', id: manager.id, urgency: 'high' }], timeToAckSeconds: 600 },
                },
              ],
              elsePath: [
                level('out-of-hours', 'low'),
                { id: 'wait-for-office', type: 'delay', delay: { delayIntervalCondition: 'active', delayWeekdayIntervalConfigId: 'UK' } },
                { id: 'out-of-hours-repeat', type: 'repeat', repeat: { repeatTimes: 1, toNode: 'start' } },
              ],
            },
          }],
        },
      }],
    });
  },
};

/** The beta schedule, its rotations as their own resources, and Slack user groups kept in step with it. */
const scheduleBeta: CorpusApp = {
  name: 'oncall-schedule-beta',
  build: (stack) => {
    const platform = new incident.IncidentScheduleBeta(stack, 'platform', {
      name: 'Platform on-call',
      timezone: 'Europe/London',
      teamIds: [IDS.platformTeam],
      holidaysPublicConfig: { countryCodes: ['GB', 'FR'] },
    });
    const primary = new incident.IncidentScheduleRotationBeta(stack, 'primary', {
      scheduleId: platform.id,
      name: 'Primary',
      users: [IDS.alice, IDS.bob],
      firstIntervalStartsAt: '2024-01-08T09:00:00Z',
      handovers: [{ interval: 1, intervalType: 'weekly' }],
    });
    new incident.IncidentScheduleRotationBeta(stack, 'business_hours', {
      scheduleId: platform.id,
      name: 'Business hours',
      rank: 2,
      users: [IDS.alice, IDS.bob, IDS.engineeringManager],
      firstIntervalStartsAt: '2024-01-08T09:00:00Z',
      handovers: [{ interval: 1, intervalType: 'daily' }],
      concurrentShifts: 2,
      schedulingMode: 'fair',
      rollout: 'after_current_shift',
      workingIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
    });
    const oncallGroup = new incident.IncidentScheduleSyncTarget(stack, 'platform_oncall', {
      addBotToGroup: true,
      newSlackUserGroup: { name: 'Platform On-Call', handle: 'platform-oncall', description: 'Current on-call engineers for the Platform team' },
    });
    const team = new incident.IncidentScheduleSyncTarget(stack, 'platform_team', { addBotToGroup: true, slackUserGroupId: 'S0123456789' });
    new incident.IncidentScheduleSyncRule(stack, 'oncall', { scheduleId: platform.id, scheduleSyncTargetId: oncallGroup.id, syncType: 'on_call', permanentMemberUserIds: [IDS.engineeringManager] });
    new incident.IncidentScheduleSyncRule(stack, 'everyone', { scheduleId: platform.id, scheduleSyncTargetId: team.id, syncType: 'all_users' });
    new incident.IncidentScheduleSyncRule(stack, 'primary_only', { scheduleId: platform.id, scheduleSyncTargetId: oncallGroup.id, syncType: 'next_on_call', rotationId: primary.id });
  },
};

/** The on-call lookups: a schedule and an escalation path by name, the beta schedule and a rotation of it, users three ways. */
const lookups: CorpusApp = {
  name: 'oncall-lookups',
  build: (stack) => {
    const schedule = new incident.DataIncidentSchedule(stack, 'primary', { name: 'Primary On-call' });
    new incident.DataIncidentSchedule(stack, 'by_id', { id: '01HPFH8T92MPGSQS5C4CJYXTWF' });
    const path = new incident.DataIncidentEscalationPath(stack, 'payments', { name: 'Payments on-call' });
    const beta = new incident.DataIncidentScheduleBeta(stack, 'platform', { name: 'Platform on-call' });
    const rotation = new incident.DataIncidentScheduleRotationBeta(stack, 'platform_primary', { scheduleId: beta.id, name: 'Primary' });
    const user = new incident.DataIncidentUser(stack, 'rory', { email: 'rory@acme.io' });
    new TerraformOutput(stack, 'schedule_timezone', { value: schedule.timezone });
    new TerraformOutput(stack, 'escalation_path', { value: path.id });
    new TerraformOutput(stack, 'rotation_users', { value: rotation.users });
    new TerraformOutput(stack, 'user_is_active', { value: user.isActive });
  },
};

export const ONCALL_APPS: readonly CorpusApp[] = [escalation, scheduleBeta, lookups];
