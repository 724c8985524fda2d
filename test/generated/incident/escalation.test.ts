/**
 * incident escalation paths: the recursive path tree (folded into one recursive TypeScript
 * struct by the generator), written three if/else levels deep, and the escalation path lookup.
 */
import { TerraformOutput } from 'cdktn';
import { provider } from './helpers';
import { incident } from '../../../src';
import { dataSource, expectSnakeCaseOnly, resource, stack as newStack, synth } from '../../util';

const PAYMENTS_TEAM = '01HQ9S346Q3D25VT4F5V37E3S3';
const PRIMARY_SCHEDULE = '01HQM5Q1NXW1RNJ47E65GH2BH8';
const SECONDARY_SCHEDULE = '01HRGS9ZM5H3BV4H15G5E4G7X0';
const ENGINEERING_MANAGER = '01HQTH82F7AG3BCKKDJWBHP1G2';
const PRIORITY_P1 = '01HJ1CYFW6VZSKDENC8SP3804G';
const PRIORITY_CRITICAL = '01HRA35RJFJ2XBAHW0GQNMF2KD';
const ESCALATION_PATH = '01HRSZ5AWSH8VHTPRE95B9EE0Z';
const SLACK_CHANNEL = 'C04KX7T2M9R';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

type Path = incident.IncidentEscalationPathPath;
type LevelOptions = Omit<incident.IncidentEscalationPathPathLevel, 'targets'>;

/** A level paging one target. */
function level(id: string, targetId: string, type: string, urgency: string, extra: LevelOptions = {}): Path {
  return {
    id,
    type: 'level',
    level: {
      targets: [{ id: targetId, type, urgency, ...(type === 'schedule' ? { scheduleMode: 'currently_on_call' } : {}) }],
      ...extra,
    },
  };
}

describe('escalation paths', () => {
  test('incident_escalation_path: a path three if/else levels deep (path → if_else → then_path → if_else → then_path → if_else)', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const ep = new incident.IncidentEscalationPath(stack, 'payments', {
        name: 'Payments on-call',
        teamIds: [PAYMENTS_TEAM],
        workingHours: [{
          id: 'uk_business_hours',
          name: 'UK business hours',
          timezone: 'Europe/London',
          weekdayIntervals: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:30' })),
        }],
        repeatConfig: { repeatAfterSeconds: 600, delayRepeatOnActivity: true },
        path: [{
          // Level 1: is this a P1?
          id: 'is-p1',
          type: 'if_else',
          ifElse: {
            conditions: [{ subject: 'escalation.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: PRIORITY_P1 }] }] }],
            thenPath: [
              level('p1-primary', PRIMARY_SCHEDULE, 'schedule', 'high', { timeToAckSeconds: 300, ackMode: 'first', retryConfig: { attempts: 3, intervalSeconds: 120 } }),
              {
                // Level 2: inside UK business hours?
                id: 'p1-in-hours',
                type: 'if_else',
                ifElse: {
                  conditions: [{ subject: 'escalation.working_hours["uk_business_hours"]', operation: 'is_active', paramBindings: [] }],
                  thenPath: [
                    level('p1-manager', ENGINEERING_MANAGER, 'user', 'high', { timeToAckSeconds: 600 }),
                    {
                      // Level 3: is it critical?
                      id: 'p1-critical',
                      type: 'if_else',
                      ifElse: {
                        conditions: [{ subject: 'escalation.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: PRIORITY_CRITICAL }] }] }],
                        thenPath: [{
                          id: 'p1-critical-channel',
                          type: 'notify_channel',
                          notifyChannel: { targets: [{ id: SLACK_CHANNEL, type: 'slack_channel', urgency: 'high' }], timeToAckSeconds: 300 },
                        }],
                        elsePath: [{ id: 'p1-wait', type: 'delay', delay: { delaySeconds: 900 } }],
                      },
                    },
                  ],
                  elsePath: [
                    level('p1-out-of-hours', SECONDARY_SCHEDULE, 'schedule', 'high', {
                      timeToAckIntervalCondition: 'active',
                      timeToAckWeekdayIntervalConfigId: 'uk_business_hours',
                    }),
                  ],
                },
              },
            ],
            elsePath: [
              level('low-urgency', PRIMARY_SCHEDULE, 'schedule', 'low', { timeToAckSeconds: 1800, roundRobinConfig: { enabled: true, rotateAfterSeconds: 300 } }),
              { id: 'repeat-low', type: 'repeat', repeat: { toNode: 'low-urgency', repeatTimes: 2 } },
            ],
          },
        }],
      });
      new TerraformOutput(stack, 'path_id', { value: ep.id });
      new TerraformOutput(stack, 'deep_target', {
        value: ep.path.get(0).ifElse.thenPath.get(1).ifElse.elsePath.get(0).level.targets.get(0).id,
      });
      incident.IncidentEscalationPath.generateConfigForImport(stack, 'imported', ESCALATION_PATH);
    });
    const body = resource(doc, 'incident_escalation_path', 'payments');
    expect(incident.IncidentEscalationPath.tfResourceType).toBe('incident_escalation_path');
    const schedule = (id: string, urgency: string) => ({ id, type: 'schedule', urgency, schedule_mode: 'currently_on_call' });
    expect(body).toEqual({
      name: 'Payments on-call',
      team_ids: [PAYMENTS_TEAM],
      working_hours: [{
        id: 'uk_business_hours',
        name: 'UK business hours',
        timezone: 'Europe/London',
        weekday_intervals: WEEKDAYS.map((weekday) => ({ weekday, start_time: '09:00', end_time: '17:30' })),
      }],
      repeat_config: { repeat_after_seconds: 600, delay_repeat_on_activity: true },
      path: [{
        id: 'is-p1',
        type: 'if_else',
        if_else: {
          conditions: [{ subject: 'escalation.priority', operation: 'one_of', param_bindings: [{ array_value: [{ literal: PRIORITY_P1 }] }] }],
          then_path: [
            {
              id: 'p1-primary',
              type: 'level',
              level: {
                targets: [schedule(PRIMARY_SCHEDULE, 'high')],
                time_to_ack_seconds: 300,
                ack_mode: 'first',
                retry_config: { attempts: 3, interval_seconds: 120 },
              },
            },
            {
              id: 'p1-in-hours',
              type: 'if_else',
              if_else: {
                conditions: [{ subject: 'escalation.working_hours["uk_business_hours"]', operation: 'is_active', param_bindings: [] }],
                then_path: [
                  { id: 'p1-manager', type: 'level', level: { targets: [{ id: ENGINEERING_MANAGER, type: 'user', urgency: 'high' }], time_to_ack_seconds: 600 } },
                  {
                    id: 'p1-critical',
                    type: 'if_else',
                    if_else: {
                      conditions: [{ subject: 'escalation.priority', operation: 'one_of', param_bindings: [{ array_value: [{ literal: PRIORITY_CRITICAL }] }] }],
                      then_path: [{
                        id: 'p1-critical-channel',
                        type: 'notify_channel',
                        notify_channel: { targets: [{ id: SLACK_CHANNEL, type: 'slack_channel', urgency: 'high' }], time_to_ack_seconds: 300 },
                      }],
                      else_path: [{ id: 'p1-wait', type: 'delay', delay: { delay_seconds: 900 } }],
                    },
                  },
                ],
                else_path: [{
                  id: 'p1-out-of-hours',
                  type: 'level',
                  level: {
                    targets: [schedule(SECONDARY_SCHEDULE, 'high')],
                    time_to_ack_interval_condition: 'active',
                    time_to_ack_weekday_interval_config_id: 'uk_business_hours',
                  },
                }],
              },
            },
          ],
          else_path: [
            {
              id: 'low-urgency',
              type: 'level',
              level: {
                targets: [schedule(PRIMARY_SCHEDULE, 'low')],
                time_to_ack_seconds: 1800,
                round_robin_config: { enabled: true, rotate_after_seconds: 300 },
              },
            },
            { id: 'repeat-low', type: 'repeat', repeat: { to_node: 'low-urgency', repeat_times: 2 } },
          ],
        },
      }],
    });
    expectSnakeCaseOnly(body);
    // Three if_else nodes nested in each other.
    expect(body.path[0].if_else.then_path[1].if_else.then_path[1].if_else.then_path[0].type).toBe('notify_channel');
    expect(doc.output.path_id.value).toBe('${incident_escalation_path.payments.id}');
    expect(doc.output.deep_target.value).toBe('${incident_escalation_path.payments.path[0].if_else.then_path[1].if_else.else_path[0].level.targets[0].id}');
    expect(doc.import).toEqual([{ to: 'incident_escalation_path.imported', id: ESCALATION_PATH }]);
    expect(warnings).toEqual([]);
  });

  test('incident_escalation_path: five if/else levels are accepted, a sixth fails at construction with its field path', () => {
    // The provider schema unrolls the tree to five if_else levels; the deepest then_path node has no if_else.
    const leaf: Path = level('leaf', PRIMARY_SCHEDULE, 'schedule', 'high', { timeToAckSeconds: 300 });
    const nest = (depth: number): Path => (depth === 0 ? leaf : {
      id: `branch-${depth}`,
      type: 'if_else',
      ifElse: {
        conditions: [{ subject: 'escalation.priority', operation: 'is_set', paramBindings: [] }],
        thenPath: [nest(depth - 1)],
      },
    });
    const { doc } = synth((stack) => {
      provider(stack);
      new incident.IncidentEscalationPath(stack, 'deep', { name: 'Deep', path: [nest(5)] });
    });
    let node = resource(doc, 'incident_escalation_path', 'deep').path[0];
    for (let i = 0; i < 5; i++) node = node.if_else.then_path[0];
    expect(node).toEqual({ id: 'leaf', type: 'level', level: { targets: [{ id: PRIMARY_SCHEDULE, type: 'schedule', urgency: 'high', schedule_mode: 'currently_on_call' }], time_to_ack_seconds: 300 } });

    const tooDeep = () => new incident.IncidentEscalationPath(newStack(), 'too_deep', { name: 'Too deep', path: [nest(6)] });
    expect(tooDeep).toThrow(
      '[test/too_deep] path[0].ifElse.thenPath[0].ifElse.thenPath[0].ifElse.thenPath[0].ifElse.thenPath[0].ifElse.thenPath[0].ifElse: unknown key.');
  });

  test('data.incident_escalation_path: reads a path by name; its nested nodes are references', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const ep = new incident.DataIncidentEscalationPath(stack, 'payments', { name: 'Payments on-call' });
      new TerraformOutput(stack, 'first_node_type', { value: ep.path.get(0).type });
      new TerraformOutput(stack, 'then_level_ack', { value: ep.path.get(0).ifElse.thenPath.get(0).level.timeToAckSeconds });
      new TerraformOutput(stack, 'repeat_after', { value: ep.repeatConfig.repeatAfterSeconds });
    });
    const body = dataSource(doc, 'incident_escalation_path', 'payments');
    expect(incident.DataIncidentEscalationPath.tfResourceType).toBe('incident_escalation_path');
    expect(body).toEqual({ name: 'Payments on-call' });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_node_type.value).toBe('${data.incident_escalation_path.payments.path[0].type}');
    expect(doc.output.then_level_ack.value).toBe('${data.incident_escalation_path.payments.path[0].if_else.then_path[0].level.time_to_ack_seconds}');
    expect(doc.output.repeat_after.value).toBe('${data.incident_escalation_path.payments.repeat_config.repeat_after_seconds}');
  });

  test('data.incident_escalation_path: reads a path by id', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      new incident.DataIncidentEscalationPath(stack, 'by_id', { id: ESCALATION_PATH });
    });
    expect(dataSource(doc, 'incident_escalation_path', 'by_id')).toEqual({ id: ESCALATION_PATH });
  });
});
