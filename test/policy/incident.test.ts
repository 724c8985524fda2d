/**
 * The incident pack: each rule with a compliant and a non-compliant case, asserting the exact finding.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { findingsOf, judge } from './util';
import { incident, IncidentBestPractices } from '../../src';
import { errorLines } from '../rules/findings';

type Route = incident.IncidentAlertRouteConfig;
const SOURCE = '01HNBF5KZNWJ47TAN9ZT24MNPZ';
const PATH_ID = '01JPQNFD3RWAAY2V83QQ80D1ZV';

const is = (subject: string, value: string) => ({ subject, operation: 'is', paramBindings: [{ value: { literal: value } }] });
const oneOf = (subject: string, ...values: string[]) => ({ subject, operation: 'one_of', paramBindings: [{ arrayValue: values.map((literal) => ({ literal })) }] });

/** A route that pages an escalation path for every alert of one source. */
function route(config: Partial<Route> = {}): Route {
  return {
    name: 'Payments',
    enabled: true,
    isPrivate: false,
    alertSources: [{ alertSourceId: SOURCE, conditionGroups: [] }],
    conditionGroups: [],
    expressions: [],
    escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: PATH_ID }] } }] },
    incidentConfig: { enabled: false, conditionGroups: [] },
    ...config,
  };
}

function run(ruleId: string, build: (s: TerraformStack) => void) {
  const j = judge([new IncidentBestPractices()], (s) => {
    new incident.IncidentProvider(s, 'incident', { apiKey: new TerraformVariable(s, 'key', { type: 'string', sensitive: true }).stringValue });
    build(s);
  });
  return { j, lines: findingsOf(j, ruleId) };
}

describe('Incident-R1 an alert route with no escalation target', () => {
  const text = (received: string) => `escalationConfig.escalationTargets: names no escalation path and no user: alerts routed here page nobody. Received: ${received}. `
    + "Allowed: at least one target with escalationPaths or users. Fix: add a target such as { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }.";
  test('non-compliant: no target fails synth; a target that binds nothing', () => {
    const { j, lines } = run('Incident-R1', (s) => {
      new incident.IncidentAlertRoute(s, 'Silent', route({ escalationConfig: { autoCancelEscalations: true, escalationTargets: [] } }));
      new incident.IncidentAlertRoute(s, 'Empty', route({ escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ users: { arrayValue: [] } }] } }));
    });
    expect(lines).toEqual([
      `[test/Silent] [Incident-R1] ${text('no target')}`,
      `[test/Empty] [Incident-R1] ${text('1 target, none with escalationPaths or users')}`,
    ]);
    expect(errorLines(j.error!)).toEqual([`[test/Silent] [Incident-R1] ${text('no target')}`, `[test/Empty] [Incident-R1] ${text('1 target, none with escalationPaths or users')}`]);
  });
  test('compliant: an escalation path, a user reference, or a token', () => {
    const { lines } = run('Incident-R1', (s) => {
      new incident.IncidentAlertRoute(s, 'Paths', route());
      new incident.IncidentAlertRoute(s, 'Users', route({ escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ users: { value: { reference: 'alert.attributes.owner' } } }] } }));
      new incident.IncidentAlertRoute(s, 'Token', route({
        escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { value: { literal: new TerraformVariable(s, 'path', { type: 'string' }).stringValue } } }] },
      }));
    });
    expect(lines).toEqual([]);
  });
});

describe('Incident-R2 condition groups that match nothing', () => {
  const NONE = 'match no alert: conditions in a group must all hold, and each group has no conditions or asks one subject for two different values at once.';
  const REST = 'Allowed: conditions that can hold together within a group; alternatives in separate groups (groups are alternatives). '
    + 'Fix: give each group its conditions (or remove conditionGroups to match every alert); split alternatives into separate condition groups, or merge them into one condition with operation one_of.';
  test('non-compliant: one group asking for two priorities at once, on the route and on an alert source', () => {
    const { lines } = run('Incident-R2', (s) => new incident.IncidentAlertRoute(s, 'Never', route({
      conditionGroups: [{ conditions: [is('alert.priority', 'P1'), is('alert.priority', 'P2')] }],
      alertSources: [{ alertSourceId: SOURCE, conditionGroups: [{ conditions: [oneOf('alert.team', 'payments', 'billing'), is('alert.team', 'search')] }] }],
    })));
    expect(lines).toEqual([
      `[test/Never] [Incident-R2] conditionGroups: ${NONE} Received: group 0: alert.priority must be "P1" and also "P2". ${REST}`,
      `[test/Never] [Incident-R2] alertSources[0].conditionGroups: ${NONE} Received: group 0: alert.team must be "payments" or "billing" and also "search". ${REST}`,
    ]);
  });
  test('non-compliant: a single empty AND group (the issue\'s case), and every group empty or contradictory', () => {
    const { lines } = run('Incident-R2', (s) => new incident.IncidentAlertRoute(s, 'Empty', route({
      conditionGroups: [{ conditions: [] }],
      alertSources: [{ alertSourceId: SOURCE, conditionGroups: [{ conditions: [] }, { conditions: [is('alert.priority', 'P1'), is('alert.priority', 'P2')] }] }],
    })));
    expect(lines).toEqual([
      `[test/Empty] [Incident-R2] conditionGroups: ${NONE} Received: group 0: has no conditions. ${REST}`,
      `[test/Empty] [Incident-R2] alertSources[0].conditionGroups: ${NONE} Received: group 0: has no conditions; group 1: alert.priority must be "P1" and also "P2". ${REST}`,
    ]);
  });
  test('compliant: alternatives in separate groups, overlapping one_of values, no groups, or a reference', () => {
    const { lines } = run('Incident-R2', (s) => new incident.IncidentAlertRoute(s, 'Fine', route({
      conditionGroups: [{ conditions: [is('alert.priority', 'P1')] }, { conditions: [is('alert.priority', 'P2')] }],
      alertSources: [
        { alertSourceId: SOURCE, conditionGroups: [{ conditions: [oneOf('alert.team', 'payments', 'billing'), is('alert.team', 'billing')] }] },
        { alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNQ0', conditionGroups: [] },
        { alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNQ1', conditionGroups: [{ conditions: [is('alert.team', 'a'), { subject: 'alert.team', operation: 'is', paramBindings: [{ value: { reference: 'alert.attributes.team' } }] }] }] },
      ],
    })));
    expect(lines).toEqual([]);
  });
});

describe('Incident-C1 a catalog type without a source repository', () => {
  const type = (s: TerraformStack, id: string, sourceRepoUrl: string) => new incident.IncidentCatalogType(s, id, { name: id, description: 'Services we run.', sourceRepoUrl });
  test('non-compliant: an empty sourceRepoUrl warns', () => {
    const { j, lines } = run('Incident-C1', (s) => type(s, 'Service', ' '));
    const text = 'sourceRepoUrl: is empty: the catalog type can be edited in the dashboard, and drifts from the code. Received: " ". '
      + 'Allowed: the URL of the repository that manages the type, e.g. https://github.com/acme/platform. Fix: set sourceRepoUrl to the URL of the repository that holds this code.';
    expect(lines).toEqual([`[test/Service] [Incident-C1] ${text}`]);
    expect(j.warnings).toContain(`test/Service: [Incident-C1] ${text}`);
    expect(j.error).toBeUndefined();
  });
  test('compliant: a repository URL', () => {
    expect(run('Incident-C1', (s) => type(s, 'Service', 'https://github.com/acme/incident-catalog')).lines).toEqual([]);
  });
});
