/**
 * Fuzz targets of the incident escalation L2s: an escalation path built from a random tree of
 * levels, delays, repeats and branches (nested up to seven deep, past the provider's limit of
 * five), with random targets (schedules, rotas, users), conditions and working hours. Besides the
 * harness's criteria, a path whose branches nest deeper than five must be refused, and a path that
 * synthesizes renders no branch nested deeper than five.
 */
import * as fc from 'fast-check';
import { incident } from '../../../src';
import { call, Case, CaseFailure, FieldSpec, Target } from '../harness';
import { duration, goodProps, escalationCondition, escalationTarget, idOf, incidentProvider, listOf, mostly, oddNumber, op, opt, props, ref, req, str, transitionOf, workingHours, wrong } from '../incident';

/** Cases per target in CI. */
export const RUNS = 200;

/** The most branches nested in one another that the provider takes. */
const MAX_NESTING = 5;

const hours = fc.oneof({ weight: 4, arbitrary: fc.constant(ref('uk')) }, { weight: 1, arbitrary: workingHours });
const nodeName = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('Primary', 'Lead', 'Wait', 'Again', 'Night', 'Primary 2', 'a-b') }, { weight: 1, arbitrary: fc.constantFrom('', 'a/b', 'Primary_2') }, { weight: 1, arbitrary: wrong });

type Props = (spec: Record<string, FieldSpec>) => fc.Arbitrary<unknown>;

/** Targets that exist in every case, for the plans that should synthesize. */
const goodTarget = fc.constantFrom(
  call('EscalationTarget.schedule', ref('primary')), call('EscalationTarget.schedule', ref('backup'), { mode: 'next_on_call' }), call('EscalationTarget.rota', ref('primary'), '01HROTA0000000000000000000'),
  call('EscalationTarget.rota', ref('backup'), '01HROTA0000000000000000001', { mode: 'all_users_for_rota' }),
  call('EscalationTarget.user', ref('lead')), call('EscalationTarget.user', ref('bySlack')),
);
const goodMinutes = call('Duration.minutes', 5);

/** The options of each kind of node, as `P` makes props (any, or valid only). */
function nodeOptions(P: Props, good: boolean) {
  const target = good ? goodTarget : escalationTarget;
  const d = good ? fc.constant(goodMinutes) : duration;
  return {
    level: P({
      notify: req(fc.array(target, { minLength: 1, maxLength: 2 }), listOf(escalationTarget, 0, 2)),
      ackTimeout: opt(d),
      ackUntil: opt(good ? fc.constant(call('Chain.apply', ref('uk'), [['whenActive']])) : transitionOf(hours)),
      ackMode: opt(fc.constantFrom(incident.AckMode.ALL, incident.AckMode.FIRST), fc.constantFrom('ALL', 'any')),
      urgency: opt(fc.constantFrom(incident.Urgency.HIGH, incident.Urgency.LOW), fc.constantFrom('HIGH', 'medium')),
      roundRobin: opt(P({ rotateAfter: opt(d) })),
      // 2 to 10 attempts (the docs; the L2 refuses others): 1 and 11 are near misses.
      retry: opt(P({ attempts: req(fc.integer({ min: 2, max: 10 }), fc.oneof(fc.constantFrom(1, 11), oddNumber)), interval: req(d) })),
    }),
    delay: P({ duration: opt(d), until: opt(good ? fc.constant(call('Chain.apply', ref('uk'), [['whenInactive']])) : transitionOf(hours)) }),
    branch: P({
      conditions: req(good ? fc.constantFrom([ref('inHours')], [call('EscalationCondition.priorityIn', ['01HPRIORITY000000000000000'])],
        [call('EscalationCondition.of', { subject: 'escalation.priority', operation: 'one_of', values: ['01HPRIORITY000000000000001'] })]) : fc.array(escalationCondition(hours), { minLength: 1, maxLength: 2 }), listOf(escalationCondition(hours), 0, 2)),
    }),
  };
}
const ANY_OPTIONS = nodeOptions(props, false);
const GOOD_OPTIONS = nodeOptions(goodProps, true);
const levelOptions = ANY_OPTIONS.level;

/** A node of the plan's tree; a repeat names an earlier node by its index in the order of creation. */
type PlanNode =
  | { readonly kind: 'level' | 'delay'; readonly id: unknown; readonly options: unknown }
  | { readonly kind: 'repeat'; readonly id: unknown; readonly from: number | null; readonly times: unknown }
  | { readonly kind: 'branch'; readonly id: unknown; readonly options: unknown; readonly then: PlanNode[]; readonly else: PlanNode[] };

function treeOf(o: typeof ANY_OPTIONS, name: fc.Arbitrary<unknown>): fc.Arbitrary<PlanNode[]> {
  const leaf: fc.Arbitrary<PlanNode> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('level' as const), id: name, options: o.level }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delay' as const), id: name, options: o.delay }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), id: name, from: fc.option(fc.nat(20), { nil: null }), times: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) }, { weight: 1, arbitrary: oddNumber }) }) },
  );
  return fc.letrec<{ node: PlanNode; nodes: PlanNode[] }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: leaf },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('branch' as const), id: name, options: o.branch, then: tie('nodes'), else: tie('nodes') }) },
    ),
    nodes: fc.array(tie('node'), { maxLength: 3 }),
  })).nodes;
}

/** A random tree, a few branches deep: of any values, or valid ones with names from a counter (unique, so that they do not clash). */
const tree = treeOf(ANY_OPTIONS, nodeName);
const goodTree = treeOf(GOOD_OPTIONS, fc.constantFrom('Primary', 'Lead', 'Wait', 'Again', 'Night', 'Late', 'Early', 'Rota'));
const leaf: fc.Arbitrary<PlanNode> = fc.record({ kind: fc.constant('level' as const), id: nodeName, options: levelOptions });

/** Branches nested `depth` deep, each with a level (and sometimes more) on the way: the limit and past it. */
const chainParts = fc.tuple(fc.integer({ min: 3, max: 7 }), fc.array(leaf, { minLength: 7, maxLength: 7 }), fc.boolean());
const chain: fc.Arbitrary<PlanNode[]> = chainParts.map(([depth, leaves, inElse]): PlanNode[] => {
  let nodes: PlanNode[] = [leaves[0]];
  for (let d = 1; d <= depth; d++) {
    const inner: PlanNode[] = [{ kind: 'level', id: 'Lead', options: { notify: [ref('leadTarget')] } }, ...nodes];
    nodes = [{ kind: 'branch', id: `B${d}`, options: { conditions: [ref('inHours')] }, then: inElse ? [leaves[d % leaves.length]] : inner, else: inElse ? inner : [] }];
  }
  return [{ kind: 'level', id: 'Primary', options: { notify: [ref('leadTarget')] } }, ...nodes];
});

/** The deepest nesting of branches in the plan's nodes. */
function depthOf(nodes: readonly PlanNode[]): number {
  return Math.max(0, ...nodes.map((n) => (n.kind === 'branch' ? 1 + Math.max(depthOf(n.then), depthOf(n.else)) : 0)));
}

/** The deepest nesting of `if_else` nodes in a rendered `path`. */
function renderedDepth(path: unknown): number {
  if (!Array.isArray(path)) return 0;
  return Math.max(0, ...path.map((n: any) => (n?.type === 'if_else' ? 1 + Math.max(renderedDepth(n.if_else?.then_path), renderedDepth(n.if_else?.else_path)) : 0)));
}

interface Sequence {
  addLevel(id: unknown, options: unknown): unknown;
  addDelay(id: unknown, options: unknown): unknown;
  addRepeat(id: unknown, options: unknown): unknown;
  addBranch(id: unknown, options: unknown): { thenPath: Sequence; elsePath: Sequence };
}

function addNodes(c: Case, seq: Sequence, nodes: readonly PlanNode[], made: unknown[]): void {
  for (const n of nodes) {
    switch (n.kind) {
      case 'level': made.push(seq.addLevel(c.val(n.id), c.val(n.options))); break;
      case 'delay': made.push(seq.addDelay(c.val(n.id), c.val(n.options))); break;
      case 'repeat': made.push(seq.addRepeat(c.val(n.id), { from: n.from === null || !made.length ? undefined : made[n.from % made.length], times: c.val(n.times) })); break;
      case 'branch': {
        const b = seq.addBranch(c.val(n.id), c.val(n.options));
        made.push(b);
        addNodes(c, b.thenPath, n.then, made);
        addNodes(c, b.elsePath, n.else, made);
      }
    }
  }
}

export const TARGETS: Target[] = [
  {
    name: 'EscalationPath',
    covers: ['EscalationPath', 'EscalationPath#addLevel', 'EscalationPath#addDelay', 'EscalationPath#addBranch', 'EscalationPath#addRepeat', 'EscalationPath#addWorkingHours',
      'EscalationTarget.schedule', 'EscalationTarget.rota', 'EscalationTarget.user', 'EscalationCondition.inWorkingHours', 'EscalationCondition.priorityIn', 'EscalationCondition.of',
      'WorkingHours.of', 'WorkingHours.weekdays', 'Schedule.fromName', 'Schedule.fromId', 'Schedule.fromScheduleAttributes', 'ScheduleLookup',
      'User.fromSlackUserId', 'User.fromId'],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.record({
      props: fc.oneof(fc.constant({ name: 'Payments on-call', workingHours: [ref('uk')] }), props({
        name: req(fc.constantFrom('Payments on-call'), fc.oneof(fc.constant(''), str())),
        workingHours: opt(listOf(hours, 0, 2)),
        teamIds: opt(listOf(idOf, 0, 2)),
        restart: opt(props({ after: req(duration), delayOnActivity: opt(fc.boolean()) })),
      })),
      nodes: fc.oneof({ weight: 2, arbitrary: goodTree }, { weight: 2, arbitrary: tree }, { weight: 1, arbitrary: chain }),
      ops: fc.array(op('addWorkingHours', mostly(hours)), { maxLength: 1 }),
    }),
    build: (c, plan) => {
      c.set('depth', depthOf(plan.nodes));
      c.set('primary', incident.Schedule.fromName(c.stack, 'Primary', 'Payments primary'));
      c.set('backup', incident.Schedule.fromId(c.stack, 'Backup', '01HBACKUPSCHEDULE000000000'));
      c.set('importedSchedule', incident.Schedule.fromScheduleAttributes(c.stack, 'ImportedSchedule', { scheduleId: '01HIMPORTEDSCHEDULE0000000' }));
      const lead = c.set('lead', incident.User.fromId(c.stack, 'Lead', '01GX3C1TK13RQSEGP59XZ3MYP0'));
      c.set('bySlack', incident.User.fromSlackUserId(c.stack, 'BySlack', 'U01ABCDEF'));
      c.set('importedUser', incident.User.fromUserAttributes(c.stack, 'ImportedUser', { userId: '01GX3C1TK13RQSEGP59XZ3MYP1' }));
      const uk = c.set('uk', incident.WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30', id: 'uk' }));
      c.set('leadTarget', incident.EscalationTarget.user(lead));
      c.set('inHours', incident.EscalationCondition.inWorkingHours(uk));
      const path = c.set('path', new incident.EscalationPath(c.stack, 'Target', c.val(plan.props)));
      c.ops(path, plan.ops);
      addNodes(c, path as unknown as Sequence, plan.nodes, []);
    },
    after: (c, error) => {
      const depth = c.val(ref('depth')) as number | undefined;
      const path = c.val(ref('path')) as incident.EscalationPath | undefined;
      if (error !== undefined || depth === undefined || !path) return;
      if (depth > MAX_NESTING) throw new CaseFailure(`a path whose branches nest ${depth} deep synthesized (the provider takes ${MAX_NESTING})`);
      const doc = c.stack.toTerraform() as any;
      const rendered = renderedDepth(doc.resource?.incident_escalation_path?.[c.stack.getLogicalId(path.resource)]?.path);
      if (rendered !== depth) throw new CaseFailure(`the path renders branches nested ${rendered} deep for a plan ${depth} deep`);
    },
  },
];
