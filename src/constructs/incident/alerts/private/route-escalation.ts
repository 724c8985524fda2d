/**
 * Who an alert route pages, and when it pages again (`escalation_config`): escalation paths and
 * users by their contracts, or given by the alert. Not part of the public API.
 */
import { bindingOf, structOf } from './route-values';
import { booleanOf, Contract, contractIdOf, listOf, memberOf, Problems, wholeDurationOf } from '../../../../core/l2/index';
import type { IncidentAlertRouteConfig } from '../../../../generated/incident/alert-route/index';
import type { EngineContext } from '../../expressions/private/engine';
import { WhenAlertJoinsGroup } from '../alert-values';

/** What the escalation reads of `escalation` (a JavaScript caller can pass anything). */
export interface EscalationInput {
  readonly paths?: unknown;
  readonly users?: unknown;
  readonly pathsFrom?: unknown;
  readonly usersFrom?: unknown;
  readonly autoCancel?: unknown;
  readonly whenAlertJoinsGroup?: unknown;
  readonly gracePeriod?: unknown;
}

type Escalation = IncidentAlertRouteConfig['escalationConfig'];

const ESCALATION_PATH: Contract = { name: 'IEscalationPath', key: 'escalationPathId', example: "EscalationPath.fromName(this, 'Primary', 'Primary')" };
const USER: Contract = { name: 'IUser', key: 'userId', example: "User.fromEmail(this, 'Alice', 'alice@example.com')" };

/**
 * The escalation of the route (nobody paged when `escalation` is not given).
 * @param grouping whether the route groups alerts (re-escalation needs it)
 */
export function bindEscalation(ctx: EngineContext, e: EscalationInput | undefined, grouping: boolean): Escalation {
  const given = structOf(ctx, 'escalation', e, 'AlertRouteEscalation');
  const o: EscalationInput = given ?? {};
  const p = ctx.problems;
  const before = p.length;
  const targets: object[] = [];
  const paths = contractIdsOf(p, 'escalation.paths', o.paths, ESCALATION_PATH);
  const users = contractIdsOf(p, 'escalation.users', o.users, USER);
  if (paths.length) targets.push({ escalationPaths: { arrayValue: paths.map((literal) => ({ literal })) } });
  if (users.length) targets.push({ users: { arrayValue: users.map((literal) => ({ literal })) } });
  if (o.pathsFrom !== undefined && o.pathsFrom !== null) {
    const b = bindingOf(ctx, 'escalation.pathsFrom', o.pathsFrom);
    if (b) targets.push({ escalationPaths: b });
  }
  if (o.usersFrom !== undefined && o.usersFrom !== null) {
    const b = bindingOf(ctx, 'escalation.usersFrom', o.usersFrom);
    if (b) targets.push({ users: b });
  }
  const autoCancel = booleanOf(p, 'escalation.autoCancel', o.autoCancel, 'write autoCancel: false, or leave it out.');
  const mode = memberOf(p, 'escalation.whenAlertJoinsGroup', o.whenAlertJoinsGroup, { values: WhenAlertJoinsGroup, enumName: 'WhenAlertJoinsGroup' }, { refuseTokens: true });
  const grace = wholeDurationOf(p, 'escalation.gracePeriod', o.gracePeriod, { unit: 'seconds', example: 'Duration.minutes(1)' });
  if (mode !== undefined && !grouping) {
    // enforcedBy: internal/provider/incident_alert_route_validate.go: validateV3Gating (when_alert_joins_group only when grouping is enabled)
    p.add('escalation.whenAlertJoinsGroup', 'needs grouping: alerts join groups only on a route that groups them.', {
      id: 'incident:rejoin-without-grouping',
      received: mode,
      allowed: 'whenAlertJoinsGroup with grouping set',
      fix: 'set grouping: { window: Duration.minutes(10) }, or leave whenAlertJoinsGroup out.',
    });
  }
  if (grace !== undefined && mode !== WhenAlertJoinsGroup.ON_EACH_NEW_ALERT) {
    // enforcedBy: internal/provider/incident_alert_route_validate.go: validateV3Gating (grace_period_seconds only with on_each_new_alert)
    p.addRendered('escalation.gracePeriod', 'is set, but only a route that pages again on each new alert has a grace period.',
      `gracePeriod with whenAlertJoinsGroup ${mode === undefined ? 'unset' : `'${mode}'`}`, {
        id: 'incident:grace-period-without-each-new-alert',
        allowed: 'gracePeriod with whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT',
        fix: 'set whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT, or leave gracePeriod out.',
      });
  }
  if (given && targets.length === 0 && p.length === before) {
    // An escalation given that names nobody (paths: [], users: []) renders what no escalation renders: say so.
    // documentedIn: docs/resources/alert_route.md: escalation_config.escalation_targets (escalation paths and/or users who
    // should be notified). A warning: the provider applies escalation_targets = [] (TestAccIncidentAlertRouteOperationAlias).
    const lists = (['paths', 'users'] as const).filter((k) => Array.isArray(o[k])).map((k) => `${k}: []`);
    ctx.warn('incident:escalation-names-nobody', 'escalation: names no escalation path and no user, so alerts routed here page nobody. '
      + `Received: ${lists.length ? lists.join(', ') : 'no paths, users, pathsFrom or usersFrom'}. Allowed: at least one of paths, users, pathsFrom or usersFrom, or no escalation. `
      + "Fix: give who to page, e.g. paths: [EscalationPath.fromName(this, 'Primary', 'Primary')], or leave escalation out.");
  }
  return {
    autoCancelEscalations: autoCancel ?? true,
    escalationTargets: targets as Escalation['escalationTargets'],
    ...(mode !== undefined ? { whenAlertJoinsGroup: { mode, gracePeriodSeconds: grace } } : {}),
  };
}

/** The ids of a list of escalation paths or users, each passed by its contract. */
export function contractIdsOf(p: Problems, field: string, list: unknown, contract: Contract): string[] {
  const items = listOf(p, field, list as unknown[] | undefined, {
    allowed: `a list of ${contract.name}`, fix: 'wrap them in [ ].', knownFix: `write the list in code; each ${contract.key} may still be a token.`,
  }) ?? [];
  return items.map((x, i) => contractIdOf(p, `${field}[${i}]`, x, contract, { nobody: 'nobody' })).filter((id): id is string => id !== undefined);
}
