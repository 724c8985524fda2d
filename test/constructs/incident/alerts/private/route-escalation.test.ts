/**
 * Who an alert route pages (`escalation_config`): paths and users by their contracts, or given by
 * the alert; re-escalation and its grace period; an escalation that names nobody.
 */
import { contractIdsOf, bindEscalation } from '../../../../../src/constructs/incident/alerts/private/route-escalation';
import { Problems } from '../../../../../src/core/l2/index';
import { Duration, incident } from '../../../../../src/index';
import { engineContext, errorOf, FakeEscalationPath, FakeUser, incidentStack, messages, newRoute as route, routeBody as body, routeSetup as setup, synthStack } from '../alerts-util';

const { AlertAttribute, AlertRoute, AttributeType, Binding, EngineRef, WhenAlertJoinsGroup } = incident;

const ATTR = (id: string) => `alert.attributes.\${incident_alert_attribute.${id}.id}`;
const PATH = { name: 'IEscalationPath', key: 'escalationPathId', example: "EscalationPath.fromName(this, 'Primary', 'Primary')" };

describe('bindEscalation', () => {
  test('paths and users by their ids, in that order; auto-cancel on by default; no re-escalation unless asked', () => {
    const { ctx, p, scope } = engineContext('route');
    const escalation = bindEscalation(ctx, { paths: [new FakeEscalationPath(scope, 'P')], users: [new FakeUser(scope, 'U')] }, false);
    expect(messages(p)).toEqual([]);
    expect(escalation).toEqual({
      autoCancelEscalations: true,
      escalationTargets: [
        { escalationPaths: { arrayValue: [{ literal: '01JPQNFD3RWAAY2V83QQ80D1ZV' }] } },
        { users: { arrayValue: [{ literal: '01GX3C1TK13RQSEGP59XZ3MYP0' }] } },
      ],
    });
  });

  test('re-escalation with its grace period in whole seconds, on a route that groups', () => {
    const { ctx, p, scope } = engineContext('route');
    const escalation = bindEscalation(ctx, { users: [new FakeUser(scope, 'U')], whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT, gracePeriod: Duration.minutes(2) }, true);
    expect(messages(p)).toEqual([]);
    expect(escalation.whenAlertJoinsGroup).toEqual({ mode: 'on_each_new_alert', gracePeriodSeconds: 120 });
  });

  test('JavaScript input: an escalation that is no object, a boolean and a mode that are none', () => {
    const { ctx, p } = engineContext('route');
    bindEscalation(ctx, [] as any, false);
    bindEscalation(ctx, { autoCancel: 'no', whenAlertJoinsGroup: 'each' } as any, true);
    expect(messages(p)).toEqual([
      'escalation: expected an object. Received: an empty list. Allowed: an object (AlertRouteEscalation). Fix: write escalation as an object literal.',
      'escalation.autoCancel: expected true or false. Received: "no". Allowed: a boolean. Fix: write autoCancel: false, or leave it out.',
      'escalation.whenAlertJoinsGroup: is not a WhenAlertJoinsGroup. Received: "each". Allowed: on_priority_increase or on_each_new_alert. '
      + 'Fix: use a WhenAlertJoinsGroup, e.g. WhenAlertJoinsGroup.ON_PRIORITY_INCREASE.',
    ]);
  });
});

describe('contractIdsOf', () => {
  test('the ids of the constructs; a bare id, an empty id and a list token are refused', () => {
    const { scope } = engineContext('route');
    const p = new Problems();
    expect(contractIdsOf(p, 'paths', [new FakeEscalationPath(scope, 'A'), new FakeEscalationPath(scope, 'B', '01B')], PATH)).toEqual(['01JPQNFD3RWAAY2V83QQ80D1ZV', '01B']);
    expect(contractIdsOf(p, 'paths', undefined, PATH)).toEqual([]);
    expect(messages(p)).toEqual([]);
    expect(contractIdsOf(p, 'paths', ['01PATH', new FakeEscalationPath(scope, 'Empty', '')], PATH)).toEqual([]);
    expect(contractIdsOf(p, 'paths', 'x', PATH)).toEqual([]);
    expect(messages(p)).toEqual([
      "paths[0]: expected an IEscalationPath, not an id. Received: \"01PATH\". Allowed: an IEscalationPath, e.g. EscalationPath.fromName(this, 'Primary', 'Primary'). "
      + "Fix: refer to it by its id with EscalationPath.fromEscalationPathAttributes(this, 'EscalationPath', { escalationPathId: \"01PATH\" }), or look it up, e.g. EscalationPath.fromName(this, 'Primary', 'Primary').",
      "paths[1]: names nobody: its escalationPathId is empty. Received: the FakeEscalationPath 'scope/Empty'. Allowed: an IEscalationPath with its escalationPathId. "
      + "Fix: pass one that exists, e.g. EscalationPath.fromName(this, 'Primary', 'Primary').",
      'paths: expected a list. Received: "x". Allowed: a list of IEscalationPath. Fix: wrap them in [ ].',
    ]);
  });
});

describe('escalation through the route', () => {
  test('escalation from the alert: paths and users given by alert attributes', () => {
    const s = incidentStack();
    const { source } = setup(s);
    const pathAttr = new AlertAttribute(s, 'Path', { name: 'Escalation path', type: AttributeType.string() });
    new AlertRoute(s, 'Route', { name: 'r', sources: [{ source }], escalation: { pathsFrom: Binding.reference(EngineRef.alertAttribute(pathAttr)), autoCancel: false } });
    expect(body(synthStack(s).doc).escalation_config).toEqual({
      auto_cancel_escalations: false,
      escalation_targets: [{ escalation_paths: { value: { reference: ATTR('Path') } } }],
    });
  });

  test('re-escalation needs grouping, and a grace period needs ON_EACH_NEW_ALERT (the provider refuses both at plan)', () => {
    const escalation = { whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_PRIORITY_INCREASE, gracePeriod: Duration.minutes(1) };
    expect(errorOf(() => route(incidentStack(), { escalation }))).toBe([
      '[test/Route] 2 problems:',
      '  - escalation.whenAlertJoinsGroup: needs grouping: alerts join groups only on a route that groups them. Received: "on_priority_increase". '
      + 'Allowed: whenAlertJoinsGroup with grouping set. Fix: set grouping: { window: Duration.minutes(10) }, or leave whenAlertJoinsGroup out.',
      "  - escalation.gracePeriod: is set, but only a route that pages again on each new alert has a grace period. Received: gracePeriod with whenAlertJoinsGroup 'on_priority_increase'. "
      + 'Allowed: gracePeriod with whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT. Fix: set whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT, or leave gracePeriod out.',
    ].join('\n'));
  });

  test('an escalation that names nobody (empty lists, no target) warns: it renders what no escalation renders; a path, a user or a binding passes', () => {
    const warning = (received: string) => `test/Route: [incident:escalation-names-nobody] escalation: names no escalation path and no user, so alerts routed here page nobody. Received: ${received}. `
      + "Allowed: at least one of paths, users, pathsFrom or usersFrom, or no escalation. Fix: give who to page, e.g. paths: [EscalationPath.fromName(this, 'Primary', 'Primary')], or leave escalation out.";
    const warningsOf = (escalation: incident.AlertRouteEscalation | undefined) => {
      const s = incidentStack();
      route(s, { escalation });
      const { doc, warnings } = synthStack(s);
      return { targets: body(doc).escalation_config.escalation_targets, warnings };
    };
    expect(warningsOf({ paths: [] })).toEqual({ targets: [], warnings: [warning('paths: []')] });
    expect(warningsOf({ paths: [], users: [] }).warnings).toEqual([warning('paths: [], users: []')]);
    expect(warningsOf({ autoCancel: false }).warnings).toEqual([warning('no paths, users, pathsFrom or usersFrom')]);
    // No escalation at all is the documented default (the policy rule Incident-R1 flags it); somebody named passes.
    expect(warningsOf(undefined).warnings).toEqual([]);
    const s = incidentStack();
    route(s, { escalation: { paths: [], users: [new FakeUser(s, 'U')] } });
    expect(synthStack(s).warnings).toEqual([]);
    expect(warningsOf({ usersFrom: Binding.literal('01GX3C1TK13RQSEGP59XZ3MYP0') }).warnings).toEqual([]);
  });

});
