/**
 * The text fields of the incident expressions L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts). Each is bound by an alert source or an alert route, the
 * resources that hand them to their L1.
 */
import { Construct } from 'constructs';
import { incident } from '../../../../src/index';
import type { TextFieldCase } from '../../literal-text';

const { AlertAttribute, AlertRoute, AlertSource, AttributeType, Binding, CatalogAttribute, Condition, EngineRef, Expression, RichText } = incident;

/** An HTTP source in `scope` that binds one string attribute to `binding`. */
function bound(scope: Construct, binding: incident.Binding, array = false): void {
  const source = AlertSource.http(scope, 'Source', { name: 'Payments', title: RichText.text('Payments') });
  source.bind(new AlertAttribute(scope, 'Attribute', { name: 'Team', type: AttributeType.string(), array }), binding);
}

/** A route in `scope` that takes every alert that meets `when`. */
function route(scope: Construct, when: incident.Condition): void {
  const source = AlertSource.http(scope, 'Source', { name: 'Payments', title: RichText.text('Payments') });
  new AlertRoute(scope, 'Route', { name: 'Payments', sources: [{ source }], when });
}

/** The resources of a type in the document. */
function resources(doc: any, type: string): any[] {
  return Object.values<any>(doc.resource?.[type] ?? {});
}

/** The expressions of every alert source. */
function expressions(doc: any): any[] {
  return resources(doc, 'incident_alert_source').flatMap((r) => r.template.expressions);
}

/** The literal values of the first condition of every route. */
function conditionLiterals(doc: any): string[] {
  return resources(doc, 'incident_alert_route').flatMap((r) => {
    const b = r.condition_groups[0].conditions[0].param_bindings[0];
    return (b.array_value ?? [b.value]).map((v: any) => v.literal);
  });
}

/** The bindings of the attributes of every alert source. */
function bindings(doc: any): any[] {
  return resources(doc, 'incident_alert_source').flatMap((r) => r.template.attributes.map((a: any) => a.binding));
}

export const TEXT_CASES: TextFieldCase[] = [
  {
    field: 'ParseExpressionOptions.source',
    build: (scope, text) => bound(scope, Binding.expression(Expression.parse('team', { source: text, returns: AttributeType.string() }))),
    rendered: (doc) => expressions(doc).map((e) => e.operations[0].parse.source),
  },
  {
    field: 'ParseExpressionOptions.label',
    build: (scope, text) => bound(scope, Binding.expression(Expression.parse('team', { source: '$.team', returns: AttributeType.string(), label: text }))),
    rendered: (doc) => expressions(doc).map((e) => e.label),
  },
  {
    field: 'NavigateExpressionOptions.label',
    build: (scope, text) => {
      const attribute = CatalogAttribute.fromCatalogAttributeAttributes(scope, 'Channel', { catalogAttributeId: '01HCHANNELATTRIBUTE0000000' });
      bound(scope, Binding.expression(Expression.navigate('channel', { from: EngineRef.payload('team'), attribute, label: text })));
    },
    rendered: (doc) => expressions(doc).map((e) => e.label),
  },
  {
    field: 'BranchesExpressionOptions.label',
    build: (scope, text) => bound(scope, Binding.expression(Expression.branches('urgency', {
      returns: AttributeType.string(),
      branches: [{ when: Condition.isSet(EngineRef.payload('urgent')), result: Binding.literal('high') }],
      label: text,
    }))),
    rendered: (doc) => expressions(doc).map((e) => e.label),
  },
  {
    field: 'Expression.thenParse(source)',
    build: (scope, text) => bound(scope, Binding.expression(Expression.parse('team', { source: '$.team', returns: AttributeType.string() }).thenParse(text, AttributeType.string()))),
    rendered: (doc) => expressions(doc).map((e) => e.operations[1].parse.source),
  },
  {
    field: 'Binding.literal(value)',
    build: (scope, text) => bound(scope, Binding.literal(text)),
    rendered: (doc) => bindings(doc).map((b) => b.value.literal),
  },
  {
    field: 'Binding.literals(values)',
    build: (scope, text) => bound(scope, Binding.literals([text]), true),
    rendered: (doc) => bindings(doc).flatMap((b) => b.array_value.map((v: any) => v.literal)),
  },
  {
    field: 'Condition.oneOf(values)',
    build: (scope, text) => route(scope, Condition.oneOf(EngineRef.alertTitle(), [text])),
    rendered: conditionLiterals,
  },
  {
    field: 'Condition.is(value)',
    build: (scope, text) => route(scope, Condition.is(EngineRef.alertTitle(), text)),
    rendered: conditionLiterals,
  },
  {
    field: 'Condition.contains(text)',
    build: (scope, text) => route(scope, Condition.contains(EngineRef.alertTitle(), text)),
    rendered: conditionLiterals,
  },
];
