import { App, TerraformStack } from 'cdktn';
import { expectGolden } from './golden';
import { incident, TerrainSynth, TerrainTesting } from '../../src';
import { describeDocument } from '../../src/topology';

const TEMPLATE = { title: { literal: 'title' }, description: { literal: 'description' }, attributes: [], expressions: [] };

/** On-call wiring of incident.io, all L1s: two sources, two routes, an escalation path with a schedule, a catalog. */
function onCall(): TerraformStack {
  const s = new TerraformStack(new App(), 'on-call');
  new incident.IncidentProvider(s, 'incident', {});
  const prometheus = new incident.IncidentAlertSource(s, 'Prometheus', { name: 'Prometheus', sourceType: 'prometheus', template: TEMPLATE });
  const schedule = new incident.IncidentSchedule(s, 'Primary', {
    name: 'Primary on-call',
    timezone: 'Europe/London',
    rotations: [{
      id: 'primary',
      name: 'Primary',
      versions: [{ handoverStartAt: '2024-05-01T12:00:00Z', users: [], layers: [{ id: 'primary', name: 'Primary' }], handovers: [{ intervalType: 'weekly', interval: 1 }] }],
    }],
  });
  const urgent = new incident.IncidentEscalationPath(s, 'Urgent', {
    name: 'Urgent support',
    path: [{
      id: 'start',
      type: 'if_else',
      ifElse: {
        conditions: [{ subject: 'escalation.working_hours["UK"]', operation: 'is_active', paramBindings: [] }],
        thenPath: [
          { type: 'level', level: { targets: [{ type: 'schedule', id: schedule.id, urgency: 'high' }], timeToAckSeconds: 300 } },
          { type: 'delay', delay: { delaySeconds: 120 } },
          { type: 'repeat', repeat: { repeatTimes: 3, toNode: 'start' } },
        ],
        elsePath: [
          { type: 'level', level: { targets: [{ type: 'schedule', id: schedule.id, urgency: 'low' }, { type: 'user', id: '01USER', urgency: 'low' }], timeToAckSeconds: 300 } },
        ],
      },
    }],
  });
  const route = (id: string, sourceId: string, pathId: string) => new incident.IncidentAlertRoute(s, id, {
    name: id,
    enabled: true,
    isPrivate: false,
    alertSources: [{ alertSourceId: sourceId, conditionGroups: [] }],
    conditionGroups: [{ conditions: [{ subject: 'alert.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: 'critical' }, { literal: 'high' }] }] }] }],
    expressions: [],
    escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: pathId }] } }] },
    incidentConfig: { enabled: true, conditionGroups: [] },
  });
  route('Payments', prometheus.id, urgent.id);
  // A source and a path managed elsewhere: dashed, by id.
  route('Legacy', '01HNBF5KZNWJ47TAN9ZT24MNPZ', '01JPQNFD3RWAAY2V83QQ80D1ZV');

  const tier = new incident.IncidentCatalogType(s, 'Tier', { name: 'Service Tier', description: 'How important', sourceRepoUrl: 'https://github.com/acme/catalog', typeName: 'Custom["ServiceTier"]' });
  const service = new incident.IncidentCatalogType(s, 'Service', { name: 'Service', description: 'What we run', sourceRepoUrl: 'https://github.com/acme/catalog' });
  new incident.IncidentCatalogTypeAttribute(s, 'ServiceDescription', { catalogTypeId: service.id, name: 'Description', type: 'Text' });
  const tierOfService = new incident.IncidentCatalogTypeAttribute(s, 'ServiceTierAttr', { catalogTypeId: service.id, name: 'Tier', type: tier.typeName });
  new incident.IncidentCatalogTypeAttribute(s, 'ServicePagerDuty', { catalogTypeId: service.id, name: 'PagerDuty service', type: 'PagerDutyService' });
  new incident.IncidentCatalogTypeAttribute(s, 'TierServices', {
    catalogTypeId: tier.id, name: 'Services', type: service.typeName, array: true, backlinkAttribute: tierOfService.id,
  });
  new incident.IncidentCatalogEntries(s, 'Tiers', {
    id: tier.id,
    entries: { gold: { name: 'Gold', attributeValues: {} }, silver: { name: 'Silver', attributeValues: {} } },
  });
  new incident.IncidentSeverity(s, 'Critical', { name: 'Critical', description: 'Everything is down', rank: 1 });
  return s;
}

test('alert sources → routes → escalation paths → schedules, and the catalog with its reference attributes', () => {
  const s = onCall();
  TerrainTesting.synth(s, { printWarnings: false });
  expectGolden('incident-on-call', TerrainSynth.topology(s));
});

test('a route to a source and a path outside the stack draws them dashed, by id', () => {
  const md = TerrainSynth.topology(onCall());
  expect(md).toContain('["alert source 01HNBF5KZNWJ47TAN9ZT24MNPZ<br/>not in this stack"]');
  expect(md).toContain('["escalation path 01JPQNFD3RWAAY2V83QQ80D1ZV<br/>not in this stack"]');
  expect(md).toMatch(/class .*n_incident_alert_source_01HNBF5KZNWJ47TAN9ZT24MNPZ.* external/);
});

test('an escalation target bound to an expression, Slack channel configs, a disabled route', () => {
  const { diagram } = describeDocument({
    resource: {
      incident_alert_route: {
        r: {
          name: 'Dynamic',
          enabled: false,
          alert_sources: [],
          condition_groups: [],
          escalation_config: {
            escalation_targets: [{ escalation_paths: { value: { reference: 'alert.attributes.team.escalation_path' } } }, { users: { array_value: [{ literal: '01U' }] } }],
          },
          channel_config: [{ condition_groups: [] }],
          message_config: { destinations: [{ condition_groups: [] }, { condition_groups: [] }] },
          incident_config: { enabled: false },
        },
      },
    },
  });
  expect(diagram.nodes.get('incident_alert_route.r')!.lines).toEqual(['alert route Dynamic (disabled)', 'no incidents', 'notifies 1 channel config', 'messages 2 destinations']);
  expect(diagram.edges).toEqual([
    { from: 'incident_alert_route.r', to: 'incident:path-from:alert.attributes.team.escalation_path', label: 'escalates', style: 'thick' },
    { from: 'incident_alert_route.r', to: 'incident:user:01U', label: 'escalates', style: 'solid' },
  ]);
});

test('references to objects of the stack read as their names: an attribute in a condition, a catalog entry, a lookup by what it looks up', () => {
  const { diagram } = describeDocument({
    data: {
      incident_user: { lead: { email: 'lead@example.com' } },
      incident_schedule: { none: {} },
    },
    resource: {
      incident_catalog_type: { team: { name: 'Team', type_name: 'Custom["Team"]' } },
      incident_catalog_entries: { team_entries: { id: '${incident_catalog_type.team.id}', entries: { payments: { name: 'Payments' } } } },
      incident_alert_attribute: { t: { name: 'Team', type: 'CatalogEntry["${incident_catalog_type.team.id}"]', array: true } },
      incident_alert_route: {
        r: {
          name: 'Critical',
          alert_sources: [],
          condition_groups: [
            { conditions: [{ subject: 'alert.attributes.${incident_alert_attribute.t.id}', operation: 'one_of', param_bindings: [{ array_value: [{ literal: '${incident_catalog_entries.team_entries.entries["payments"].id}' }] }] }] },
            // A reference to nothing of this document stays as written.
            { conditions: [{ subject: 'alert.${var.x}', operation: 'is_set', param_bindings: [] }] },
          ],
        },
      },
    },
  });
  expect(diagram.nodes.get('incident_alert_attribute.t')!.lines).toEqual(['alert attribute Team[]', 'CatalogEntry["Team"]']);
  expect(diagram.nodes.get('incident_alert_route.r')!.lines).toEqual(['alert route Critical', 'when alert.attributes.Team one of payments', 'or alert.${var.x} is set']);
  expect(diagram.nodes.get('data.incident_user.lead')!.lines).toEqual(['data user', 'lead@example.com']);
  // A lookup with nothing to show is drawn as any data source.
  expect(diagram.nodes.get('data.incident_schedule.none')!.lines).toEqual(['data schedule', 'none']);
  // The attribute is drawn with its references (dotted), like a plain node.
  expect(diagram.edges).toContainEqual({ from: 'incident_catalog_type.team', to: 'incident_alert_attribute.t', label: undefined, style: 'dotted' });
});

test('a route shows the conditions of each source on its arrow, and of the route in its box; an entries map given as an expression counts no entries', () => {
  const { diagram } = describeDocument({
    resource: {
      incident_alert_source: { a: { name: 'Datadog', source_type: 'datadog' }, b: { name: 'Sentry', source_type: 'sentry' } },
      incident_catalog_type: { team: { name: 'Team', type_name: 'Custom["Team"]' } },
      incident_catalog_entries: { none: { id: '${incident_catalog_type.team.id}', entries: '${tomap({})}' } },
      incident_alert_route: {
        r: {
          name: 'Payments',
          alert_sources: [
            {
              alert_source_id: '${incident_alert_source.a.id}',
              condition_groups: [
                { conditions: [{ subject: 'alert.title', operation: 'contains', param_bindings: [{ value: { literal: 'payments' } }] }] },
                { conditions: [{ subject: 'alert.priority', operation: 'one_of', param_bindings: [{ array_value: [{ literal: 'P1' }, { literal: 'P2' }] }] }] },
              ],
            },
            { alert_source_id: '${incident_alert_source.b.id}', condition_groups: [] },
          ],
          condition_groups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', param_bindings: [] }] }],
        },
      },
    },
  });
  expect(diagram.edges.filter((e) => e.to === 'incident_alert_route.r')).toEqual([
    { from: 'incident_alert_source.a', to: 'incident_alert_route.r', label: 'when alert.title contains payments or alert.priority one of P1, P2', style: 'thick' },
    { from: 'incident_alert_source.b', to: 'incident_alert_route.r', label: undefined, style: 'thick' },
  ]);
  expect(diagram.nodes.get('incident_alert_route.r')!.lines).toEqual(['alert route Payments', 'when alert.title is set']);
  expect(diagram.nodes.get('incident_catalog_type.team')!.lines).toEqual(['catalog type Team', 'Custom["Team"]']);
});
