/**
 * incident on-call L1s: schedules (inline rotations, and the beta split into schedule and
 * rotation resources), Slack user-group sync, and the schedule and user lookups.
 */
import { TerraformOutput } from 'cdktn';
import { provider } from './helpers';
import { incident } from '../../../src';
import { dataSource, expectSnakeCaseOnly, resource, synth } from '../../util';

const PLATFORM_TEAM = '01HMX9YP981068VCD1GDJFMGT8';
const ALICE = '01HSG0X454YG4GFDEXZR4YJ2C4';
const BOB = '01HMNGK80Y3ZH6DZJJXXX7CK5Y';
const CAROL = '01HJJX4WHRDD459GQ8H7QEZZS1';
const SCHEDULE = '01HQM5Q1NXW1RNJ47E65GH2BH8';
const ROTATION = '01HM0ZWSK9TPRM7N0MNS7C0JGQ';
const SYNC_TARGET = '01HKSR4QVH3H63J9FHVMCQV1SD';
const SYNC_RULE = '01HK3TW8JZ38AYTNJKGGSFKYS7';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

describe('schedules', () => {
  test('incident_schedule: weekly primary rotation with a second version and business-hours secondary', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const schedule = new incident.IncidentSchedule(stack, 'platform', {
        name: 'Platform on-call',
        timezone: 'Europe/London',
        teamIds: [PLATFORM_TEAM],
        holidaysPublicConfig: { countryCodes: ['GB', 'IE'] },
        rotations: [
          {
            id: 'primary',
            name: 'Primary',
            versions: [
              {
                handoverStartAt: '2024-01-08T09:00:00Z',
                users: [ALICE, BOB],
                layers: [{ id: 'primary', name: 'Primary' }],
                handovers: [{ interval: 1, intervalType: 'weekly' }],
              },
              {
                effectiveFrom: '2024-06-03T09:00:00Z',
                handoverStartAt: '2024-06-03T09:00:00Z',
                users: [ALICE, BOB, CAROL],
                layers: [{ id: 'primary', name: 'Primary' }],
                handovers: [{ interval: 1, intervalType: 'weekly' }],
              },
            ],
          },
          {
            id: 'business-hours',
            name: 'Business hours',
            versions: [{
              handoverStartAt: '2024-01-08T09:00:00Z',
              users: [CAROL],
              layers: [{ id: 'secondary', name: 'Secondary' }],
              handovers: [{ interval: 1, intervalType: 'daily' }],
              workingIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
            }],
          },
        ],
      });
      new TerraformOutput(stack, 'schedule_id', { value: schedule.id });
      incident.IncidentSchedule.generateConfigForImport(stack, 'imported', SCHEDULE);
    });
    const body = resource(doc, 'incident_schedule', 'platform');
    expect(incident.IncidentSchedule.tfResourceType).toBe('incident_schedule');
    expect(body).toEqual({
      name: 'Platform on-call',
      timezone: 'Europe/London',
      team_ids: [PLATFORM_TEAM],
      holidays_public_config: { country_codes: ['GB', 'IE'] },
      rotations: [
        {
          id: 'primary',
          name: 'Primary',
          versions: [
            {
              handover_start_at: '2024-01-08T09:00:00Z',
              users: [ALICE, BOB],
              layers: [{ id: 'primary', name: 'Primary' }],
              handovers: [{ interval: 1, interval_type: 'weekly' }],
            },
            {
              effective_from: '2024-06-03T09:00:00Z',
              handover_start_at: '2024-06-03T09:00:00Z',
              users: [ALICE, BOB, CAROL],
              layers: [{ id: 'primary', name: 'Primary' }],
              handovers: [{ interval: 1, interval_type: 'weekly' }],
            },
          ],
        },
        {
          id: 'business-hours',
          name: 'Business hours',
          versions: [{
            handover_start_at: '2024-01-08T09:00:00Z',
            users: [CAROL],
            layers: [{ id: 'secondary', name: 'Secondary' }],
            handovers: [{ interval: 1, interval_type: 'daily' }],
            working_intervals: WEEKDAYS.map((weekday) => ({ weekday, start_time: '09:00', end_time: '17:00' })),
          }],
        },
      ],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.schedule_id.value).toBe('${incident_schedule.platform.id}');
    expect(doc.import).toEqual([{ to: 'incident_schedule.imported', id: SCHEDULE }]);
    expect(warnings).toEqual([]);
  });

  test('incident_schedule_beta: a schedule whose rotations are separate resources', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const schedule = new incident.IncidentScheduleBeta(stack, 'platform', {
        name: 'Platform on-call',
        timezone: 'America/New_York',
        teamIds: [PLATFORM_TEAM],
        holidaysPublicConfig: { countryCodes: ['US'] },
      });
      new TerraformOutput(stack, 'schedule_id', { value: schedule.id });
      new TerraformOutput(stack, 'holidays', { value: schedule.holidaysPublicConfig.countryCodes });
      incident.IncidentScheduleBeta.generateConfigForImport(stack, 'imported', SCHEDULE);
    });
    const body = resource(doc, 'incident_schedule_beta', 'platform');
    expect(incident.IncidentScheduleBeta.tfResourceType).toBe('incident_schedule_beta');
    expect(body).toEqual({
      name: 'Platform on-call',
      timezone: 'America/New_York',
      team_ids: [PLATFORM_TEAM],
      holidays_public_config: { country_codes: ['US'] },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.schedule_id.value).toBe('${incident_schedule_beta.platform.id}');
    expect(doc.output.holidays.value).toBe('${incident_schedule_beta.platform.holidays_public_config.country_codes}');
    expect(doc.import).toEqual([{ to: 'incident_schedule_beta.imported', id: SCHEDULE }]);
    expect(warnings).toEqual([]);
  });

  test('incident_schedule_rotation_beta: business-hours rotation with two concurrent shifts', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const schedule = new incident.IncidentScheduleBeta(stack, 'platform', { name: 'Platform on-call', timezone: 'Europe/London' });
      const rotation = new incident.IncidentScheduleRotationBeta(stack, 'business_hours', {
        scheduleId: schedule.id,
        name: 'Business hours',
        rank: 2,
        users: [ALICE, BOB, CAROL],
        firstIntervalStartsAt: '2024-01-08T09:00:00Z',
        handovers: [{ interval: 1, intervalType: 'daily' }],
        concurrentShifts: 2,
        schedulingMode: 'sequential',
        rollout: 'after_current_shift',
        workingIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
      });
      new TerraformOutput(stack, 'effective_from', { value: rotation.effectiveFrom });
      // Import id: <schedule_id>:<rotation_id>.
      incident.IncidentScheduleRotationBeta.generateConfigForImport(stack, 'imported', `${SCHEDULE}:${ROTATION}`);
    });
    const body = resource(doc, 'incident_schedule_rotation_beta', 'business_hours');
    expect(incident.IncidentScheduleRotationBeta.tfResourceType).toBe('incident_schedule_rotation_beta');
    expect(body).toEqual({
      schedule_id: '${incident_schedule_beta.platform.id}',
      name: 'Business hours',
      rank: 2,
      users: [ALICE, BOB, CAROL],
      first_interval_starts_at: '2024-01-08T09:00:00Z',
      handovers: [{ interval: 1, interval_type: 'daily' }],
      concurrent_shifts: 2,
      scheduling_mode: 'sequential',
      rollout: 'after_current_shift',
      working_intervals: WEEKDAYS.map((weekday) => ({ weekday, start_time: '09:00', end_time: '17:00' })),
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.effective_from.value).toBe('${incident_schedule_rotation_beta.business_hours.effective_from}');
    expect(doc.import).toEqual([{ to: 'incident_schedule_rotation_beta.imported', id: `${SCHEDULE}:${ROTATION}` }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_schedule: reads a schedule by its (case-sensitive) name', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const schedule = new incident.DataIncidentSchedule(stack, 'platform', { name: 'Platform on-call' });
      new TerraformOutput(stack, 'timezone', { value: schedule.timezone });
    });
    const body = dataSource(doc, 'incident_schedule', 'platform');
    expect(incident.DataIncidentSchedule.tfResourceType).toBe('incident_schedule');
    expect(body).toEqual({ name: 'Platform on-call' });
    expectSnakeCaseOnly(body);
    expect(doc.output.timezone.value).toBe('${data.incident_schedule.platform.timezone}');
  });

  test('data.incident_schedule_beta: reads a schedule by id', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const schedule = new incident.DataIncidentScheduleBeta(stack, 'platform', { id: SCHEDULE });
      new TerraformOutput(stack, 'name', { value: schedule.name });
    });
    const body = dataSource(doc, 'incident_schedule_beta', 'platform');
    expect(incident.DataIncidentScheduleBeta.tfResourceType).toBe('incident_schedule_beta');
    expect(body).toEqual({ id: SCHEDULE });
    expectSnakeCaseOnly(body);
    expect(doc.output.name.value).toBe('${data.incident_schedule_beta.platform.name}');
  });

  test('data.incident_schedule_rotation_beta: reads a rotation of a schedule by name', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const rotation = new incident.DataIncidentScheduleRotationBeta(stack, 'primary', { scheduleId: SCHEDULE, name: 'Primary' });
      new TerraformOutput(stack, 'first_handover', { value: rotation.handovers.get(0).intervalType });
      new TerraformOutput(stack, 'users', { value: rotation.users });
    });
    const body = dataSource(doc, 'incident_schedule_rotation_beta', 'primary');
    expect(incident.DataIncidentScheduleRotationBeta.tfResourceType).toBe('incident_schedule_rotation_beta');
    expect(body).toEqual({ schedule_id: SCHEDULE, name: 'Primary' });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_handover.value).toBe('${data.incident_schedule_rotation_beta.primary.handovers[0].interval_type}');
    expect(doc.output.users.value).toBe('${data.incident_schedule_rotation_beta.primary.users}');
  });

  test('data.incident_user: reads a user by email', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const user = new incident.DataIncidentUser(stack, 'alice', { email: 'alice.martin@acme.io' });
      new TerraformOutput(stack, 'alice_id', { value: user.id });
    });
    const body = dataSource(doc, 'incident_user', 'alice');
    expect(incident.DataIncidentUser.tfResourceType).toBe('incident_user');
    expect(body).toEqual({ email: 'alice.martin@acme.io' });
    expectSnakeCaseOnly(body);
    expect(doc.output.alice_id.value).toBe('${data.incident_user.alice.id}');
  });

  test('data.incident_user: reads a user by Slack user id', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      new incident.DataIncidentUser(stack, 'bob', { slackUserId: 'U02AB3CD4EF' });
    });
    expect(dataSource(doc, 'incident_user', 'bob')).toEqual({ slack_user_id: 'U02AB3CD4EF' });
  });
});

describe('schedule sync to Slack user groups', () => {
  test('incident_schedule_sync_target: a new Slack user group, and an existing one', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const target = new incident.IncidentScheduleSyncTarget(stack, 'platform_oncall', {
        addBotToGroup: true,
        newSlackUserGroup: {
          name: 'Platform on-call',
          handle: 'platform-oncall',
          description: 'Whoever is on call for the platform team right now',
          slackTeamId: 'T01AB2CD3EF',
        },
      });
      new incident.IncidentScheduleSyncTarget(stack, 'platform_team', { addBotToGroup: false, slackUserGroupId: 'S05QJ4K7Z2M' });
      new TerraformOutput(stack, 'user_group_id', { value: target.slackUserGroupId });
      incident.IncidentScheduleSyncTarget.generateConfigForImport(stack, 'imported', SYNC_TARGET);
    });
    const body = resource(doc, 'incident_schedule_sync_target', 'platform_oncall');
    expect(incident.IncidentScheduleSyncTarget.tfResourceType).toBe('incident_schedule_sync_target');
    expect(body).toEqual({
      add_bot_to_group: true,
      new_slack_user_group: {
        name: 'Platform on-call',
        handle: 'platform-oncall',
        description: 'Whoever is on call for the platform team right now',
        slack_team_id: 'T01AB2CD3EF',
      },
    });
    expect(resource(doc, 'incident_schedule_sync_target', 'platform_team')).toEqual({ add_bot_to_group: false, slack_user_group_id: 'S05QJ4K7Z2M' });
    expectSnakeCaseOnly(body);
    expect(doc.output.user_group_id.value).toBe('${incident_schedule_sync_target.platform_oncall.slack_user_group_id}');
    expect(doc.import).toEqual([{ to: 'incident_schedule_sync_target.imported', id: SYNC_TARGET }]);
    expect(warnings).toEqual([]);
  });

  test('incident_schedule_sync_rule: syncs whoever is on call in one rotation to the user group', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const schedule = new incident.IncidentScheduleBeta(stack, 'platform', { name: 'Platform on-call', timezone: 'Europe/London' });
      const target = new incident.IncidentScheduleSyncTarget(stack, 'oncall_group', { addBotToGroup: true, slackUserGroupId: 'S05QJ4K7Z2M' });
      const rule = new incident.IncidentScheduleSyncRule(stack, 'platform_oncall', {
        scheduleId: schedule.id,
        scheduleSyncTargetId: target.id,
        syncType: 'on_call',
        rotationId: ROTATION,
        permanentMemberUserIds: [CAROL],
      });
      new TerraformOutput(stack, 'rule_id', { value: rule.id });
      // Import id: <schedule_id>:<rule_id>.
      incident.IncidentScheduleSyncRule.generateConfigForImport(stack, 'imported', `${SCHEDULE}:${SYNC_RULE}`);
    });
    const body = resource(doc, 'incident_schedule_sync_rule', 'platform_oncall');
    expect(incident.IncidentScheduleSyncRule.tfResourceType).toBe('incident_schedule_sync_rule');
    expect(body).toEqual({
      schedule_id: '${incident_schedule_beta.platform.id}',
      schedule_sync_target_id: '${incident_schedule_sync_target.oncall_group.id}',
      sync_type: 'on_call',
      rotation_id: ROTATION,
      permanent_member_user_ids: [CAROL],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.rule_id.value).toBe('${incident_schedule_sync_rule.platform_oncall.id}');
    expect(doc.import).toEqual([{ to: 'incident_schedule_sync_rule.imported', id: `${SCHEDULE}:${SYNC_RULE}` }]);
    expect(warnings).toEqual([]);
  });
});
