/**
 * The text fields of the incident alerts L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts).
 */
import { Construct } from 'constructs';
import { Duration, incident } from '../../../../src/index';
import type { TextFieldCase } from '../../literal-text';

const { AlertAttribute, AlertRoute, AlertSource, AttributeType, RichText, RichTextNode } = incident;

/** The resources of a type in the document. */
function resources(doc: any, type: string): any[] {
  return Object.values<any>(doc.resource?.[type] ?? {});
}

/** Rich text whose one text node is `text` (a node takes a reference, where a template takes none). */
function richText(text: string): incident.RichText {
  return RichText.of(RichTextNode.text(text));
}

/** An HTTP source in `scope`, with a title that holds no sample. */
function source(scope: Construct): incident.AlertSource {
  return AlertSource.http(scope, 'Source', { name: 'Payments', title: RichText.text('Payments') });
}

export const TEXT_CASES: TextFieldCase[] = [
  {
    field: 'AlertAttributeProps.name',
    build: (scope, text) => new AlertAttribute(scope, 'Attribute', { name: text, type: AttributeType.string() }),
    rendered: (doc) => resources(doc, 'incident_alert_attribute').map((r) => r.name),
  },
  {
    field: 'AlertAttributeProps.emoji',
    build: (scope, text) => new AlertAttribute(scope, 'Attribute', { name: 'Team', type: AttributeType.string(), emoji: text }),
    rendered: (doc) => resources(doc, 'incident_alert_attribute').map((r) => r.emoji),
  },
  {
    field: 'AlertAttribute.fromName(name)',
    build: (scope, text) => AlertAttribute.fromName(scope, 'Attribute', text),
    rendered: (doc) => Object.values<any>(doc.data?.incident_alert_attribute ?? {}).map((d) => d.name),
  },
  {
    field: 'AlertAttributeLookup.entry(identifier)',
    build: (scope, text) => AlertAttribute.priority(scope, 'Priority').entry(text),
    rendered: (doc) => Object.values<any>(doc.data?.incident_catalog_entry ?? {}).map((d) => d.identifier),
  },
  {
    field: 'AlertSourceProps.name',
    build: (scope, text) => AlertSource.http(scope, 'Source', { name: text, title: RichText.text('Payments') }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.name),
  },
  {
    field: 'AlertSourceProps.title',
    build: (scope, text) => AlertSource.http(scope, 'Source', { name: 'Payments', title: richText(text) }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.template.title.literal),
    how: 'contained',
  },
  {
    field: 'AlertSourceProps.description',
    build: (scope, text) => AlertSource.http(scope, 'Source', { name: 'Payments', title: RichText.text('Payments'), description: richText(text) }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.template.description.literal),
    how: 'contained',
  },
  {
    field: 'HeartbeatAlertSourceProps.name',
    build: (scope, text) => AlertSource.heartbeat(scope, 'Source', { name: text, interval: Duration.minutes(5) }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.name),
  },
  {
    field: 'EmailAlertSourceProps.redactions',
    build: (scope, text) => AlertSource.email(scope, 'Source', { name: 'Mail', title: RichText.text('Mail'), redactions: [text] }),
    rendered: (doc) => resources(doc, 'incident_alert_source').flatMap((r) => r.email_options.redactions),
  },
  {
    field: 'EmailAlertSourceProps.transformExpression',
    build: (scope, text) => AlertSource.email(scope, 'Source', { name: 'Mail', title: RichText.text('Mail'), transformExpression: text }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.email_options.transform_expression),
  },
  {
    field: 'HttpCustomAlertSourceProps.transformExpression',
    build: (scope, text) => AlertSource.httpCustom(scope, 'Source', { name: 'Custom', title: RichText.text('Custom'), transformExpression: text, deduplicationKeyPath: '$.id' }),
    rendered: (doc) => resources(doc, 'incident_alert_source').map((r) => r.http_custom_options.transform_expression),
  },
  {
    field: 'AlertRouteProps.name',
    build: (scope, text) => new AlertRoute(scope, 'Route', { name: text, sources: [{ source: source(scope) }] }),
    rendered: (doc) => resources(doc, 'incident_alert_route').map((r) => r.name),
  },
  {
    field: 'AlertRouteIncident.name',
    build: (scope, text) => new AlertRoute(scope, 'Route', { name: 'Payments', sources: [{ source: source(scope) }], incident: { name: richText(text) } }),
    rendered: (doc) => resources(doc, 'incident_alert_route').map((r) => r.incident_config.template.name.value.literal),
    how: 'contained',
  },
  {
    field: 'AlertRouteIncident.summary',
    build: (scope, text) => new AlertRoute(scope, 'Route', { name: 'Payments', sources: [{ source: source(scope) }], incident: { summary: richText(text) } }),
    rendered: (doc) => resources(doc, 'incident_alert_route').map((r) => r.incident_config.template.summary.value.literal),
    how: 'contained',
  },
];
