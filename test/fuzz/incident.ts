/**
 * Arbitraries for the incident L2s (src/constructs/incident): rich-text templates of any string
 * (well-formed ones built from the grammar's pieces, and the harness's hostile strings), the value
 * factories (RichText, RichTextNode, EngineRef, Binding, Condition, Expression, AttributeType,
 * CatalogAttributeType, EscalationTarget, EscalationCondition, WorkingHours) as calls, and the
 * references the values name (alert attributes, catalog types and attributes, schedules, users),
 * made by the targets and named with `ref(...)`.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { Call, call, FieldSpec, ident, listOf, newId, num, oddNumber, oddString, op, opt, orToken, props, ref, registerCallables, req, str, tok, word, wrong } from './harness';
import { incident } from '../../src';
import * as incidentL2 from '../../src/constructs/incident';

/**
 * Every exported class of the incident L2s (src/constructs/incident/index.ts), by name, for
 * coverage and instrumentation; the generated L1s the namespace also exports are not in it.
 */
export const CLASSES: Record<string, any> = Object.fromEntries(Object.entries(incidentL2).filter(([, v]) => typeof v === 'function'));
for (const [name, cls] of Object.entries(CLASSES)) registerCallables(name, cls);

/**
 * Calls of the instance methods of a value (`Expression#filter`, `WorkingHours#whenActive`) in a
 * plan: `Chain.apply(value, [[method, ...args], ...])` calls each method on the result of the
 * previous one. A value that has no such method is passed through unchanged (what a caller gets
 * wrong is its argument, not the method's name).
 */
registerCallables('Chain', {
  apply: (value: any, steps: ReadonlyArray<readonly unknown[]>) => {
    let v = value;
    for (const [m, ...args] of steps) {
      if (v !== null && v !== undefined && typeof v[m as string] === 'function') v = v[m as string](...args);
    }
    return v;
  },
});

export const incidentProvider = (stack: TerraformStack) => {
  new incident.IncidentProvider(stack, 'incident', {});
};

/** `fc.tuple(args).map(call)`: a call of a factory with random arguments. */
export function callOf(fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> {
  return fc.tuple(...args).map((a) => call(fn, ...a));
}

/** A call with a random number of arguments (rest parameters: `Condition.allOf(...conditions)`). */
export function callRest(fn: string, arg: fc.Arbitrary<unknown>, max = 3): fc.Arbitrary<Call> {
  return fc.array(arg, { maxLength: max }).map((a) => call(fn, ...a));
}

/**
 * Props of the valid kind only (required fields, some optional ones, all good): the half of a
 * target's plans that should synthesize, so that Conformance and Terraform judge what renders.
 */
export function goodProps(spec: Record<string, FieldSpec>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(spec);
  return fc.record(Object.fromEntries(keys.map((k) => [k, spec[k].required ? spec[k].good : fc.option(spec[k].good, { nil: undefined, freq: 3 })])))
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** `good` mostly, sometimes anything. */
export const mostly = <T>(good: fc.Arbitrary<T>, weight = 6): fc.Arbitrary<unknown> =>
  fc.oneof({ weight, arbitrary: good }, { weight: 1, arbitrary: wrong });

/** Ids incident.io generates (26 letters and digits), and near ones. */
export const ulid = fc.stringMatching(/^01[0-9A-HJKMNP-TV-Z]{24}$/);
export const idOf = fc.oneof({ weight: 6, arbitrary: ulid }, { weight: 1, arbitrary: fc.constant(tok('string')) }, { weight: 1, arbitrary: oddString });

export const duration = fc.oneof(
  { weight: 6, arbitrary: callOf('Duration.minutes', fc.oneof(fc.constantFrom(1, 5, 10, 30, 60), fc.integer({ min: -5, max: 2000 }), fc.double())) },
  { weight: 2, arbitrary: callOf('Duration.hours', fc.integer({ min: 0, max: 30 })) },
  { weight: 2, arbitrary: callOf('Duration.seconds', fc.integer({ min: 0, max: 4000 })) },
  { weight: 1, arbitrary: wrong },
);

// ---------------------------------------------------------------------------------------------
// Rich text

/** Pieces of the template grammar: text, newlines (line and paragraph breaks), variables with filters, and broken ones. */
const templatePiece = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 3, arbitrary: fc.constantFrom(' ', ': ', '\n', '\n\n', '\n\n\n', '🚨 ', 'é', '<&>', '\u2028', '"', '\\', '\t') },
  { weight: 4, arbitrary: fc.constantFrom('{{ payload.title }}', '{{ alert.title | truncate: 100 }}', '{{alert.description|omit_if_unset}}', '{{ payload.x | truncate: 5 | omit_if_unset }}', '{{ expressions["team"] }}') },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.oneof(word, fc.constantFrom('payload.a.b', ' x ', '')), fc.constantFrom('', ' | truncate: 1', '|truncate:+7', ' | truncate: 0', ' | truncate: -1', ' | truncate: 1.5', ' | truncate', ' | omit_if_unset: 1', ' | upper', '|', ' | truncate: 99999999999999999999'))
      .map(([n, f]) => `{{${n}${f}}}`),
  },
  { weight: 2, arbitrary: fc.constantFrom('{{', '}}', '{', '}', '{{{', '}}}', '{{ a {{ b }}', '|', '${var.x}', '%{ if x }') },
  { weight: 1, arbitrary: oddString },
);

/** Templates: built from the grammar's pieces mostly, any string sometimes. */
export const template: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(templatePiece, { minLength: 1, maxLength: 8 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: oddString },
);

export const richTextNode = (engineRef: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: callOf('RichTextNode.text', mostly(fc.oneof(word, template), 8), fc.option(props({ bold: opt(fc.boolean()), italic: opt(fc.boolean()), link: opt(fc.constant('https://runbooks.example.com/x'), fc.constantFrom('runbooks', 'javascript:x', '')) }), { nil: undefined })) },
  { weight: 2, arbitrary: callOf('RichTextNode.link', mostly(word), mostly(fc.constantFrom('https://example.com/a', 'mailto:a@example.com', 'example.com', ''))) },
  { weight: 3, arbitrary: callOf('RichTextNode.variable', mostly(engineRef), fc.option(props({ truncate: opt(fc.integer({ min: 1, max: 500 }), oddNumber), omitIfUnset: opt(fc.boolean()) }), { nil: undefined })) },
  { weight: 1, arbitrary: callOf('RichTextNode.lineBreak') },
  { weight: 1, arbitrary: callOf('RichTextNode.paragraphBreak') },
  { weight: 1, arbitrary: wrong },
);

/** A hand-written document, a plain string, anything: what a JavaScript caller passes for a RichText. */
const notRichText = fc.oneof(
  fc.constant('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hi"}]}]}'),
  fc.constant('{"type":"doc","content":[]}'),
  template,
  wrong,
);

export const richText = (engineRef: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 6, arbitrary: callOf('RichText.template', fc.oneof({ weight: 8, arbitrary: template }, { weight: 1, arbitrary: fc.constant(tok('string')) }, { weight: 1, arbitrary: wrong })) },
  { weight: 2, arbitrary: callOf('RichText.text', fc.oneof({ weight: 8, arbitrary: template }, { weight: 1, arbitrary: wrong })) },
  { weight: 2, arbitrary: fc.array(richTextNode(engineRef), { maxLength: 4 }).map((nodes) => call('RichText.of', ...nodes)) },
  { weight: 1, arbitrary: notRichText },
);

// ---------------------------------------------------------------------------------------------
// References, bindings, conditions, expressions

export const attributeType = (catalogType: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('string', 'number', 'bool', 'text', 'user').map((m) => call(`AttributeType.${m}`)) },
  { weight: 3, arbitrary: callOf('AttributeType.catalogEntry', mostly(catalogType)) },
  { weight: 1, arbitrary: fc.constantFrom('string', 'String', 'CatalogEntry["Team"]') },
  { weight: 1, arbitrary: wrong },
);

/** References without expressions: the payload, the alert's title and description, an alert attribute, any. */
export const simpleRef: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: callOf('EngineRef.payload', fc.oneof(fc.constant(undefined), fc.constantFrom('title', 'labels.team', 'a.b.c'), oddString, wrong)) },
  { weight: 2, arbitrary: fc.constantFrom(call('EngineRef.alertTitle'), call('EngineRef.alertDescription')) },
  { weight: 4, arbitrary: callOf('EngineRef.alertAttribute', mostly(fc.constantFrom(ref('team'), ref('priority'), ref('tags'), ref('importedAttribute')), 10)) },
  { weight: 1, arbitrary: callOf('EngineRef.of', fc.oneof(fc.constantFrom('alert.title', 'incident.severity', 'alert.attributes["x"]'), str(), wrong)) },
  { weight: 1, arbitrary: wrong },
);

const literal = fc.oneof({ weight: 6, arbitrary: fc.oneof(word, ulid) }, { weight: 1, arbitrary: fc.constant(tok('string')) }, { weight: 1, arbitrary: oddString }, { weight: 1, arbitrary: wrong });

const simpleBinding = (engineRef: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: callOf('Binding.literal', literal) },
  { weight: 2, arbitrary: callOf('Binding.literals', listOf(literal, 0, 3)) },
  { weight: 3, arbitrary: callOf('Binding.reference', engineRef) },
  { weight: 1, arbitrary: callOf('Binding.references', listOf(engineRef, 0, 2)) },
  { weight: 1, arbitrary: wrong },
);

const OPERATIONS = ['is_set', 'one_of', 'contains', 'is_active', 'contains_one_of', 'not_one_of', 'starts_with', 'is_blank', 'ONE_OF', '', 'gt'];

/** Conditions of random operands (references, operations, values), nested with allOf and anyOf. */
export const conditionOf = (engineRef: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.letrec((tie) => ({
  leaf: fc.oneof(
    { weight: 3, arbitrary: callOf('Condition.isSet', engineRef) },
    { weight: 3, arbitrary: callOf('Condition.oneOf', engineRef, listOf(literal, 0, 3)) },
    { weight: 3, arbitrary: callOf('Condition.is', engineRef, literal) },
    { weight: 2, arbitrary: callOf('Condition.contains', engineRef, literal) },
    { weight: 2, arbitrary: fc.tuple(engineRef, fc.oneof(fc.constantFrom(...OPERATIONS), wrong), fc.array(simpleBinding(engineRef), { maxLength: 2 })).map(([r, o, b]) => call('Condition.operation', r, o, ...b)) },
    { weight: 1, arbitrary: wrong },
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 3 }).map((c) => call('Condition.allOf', ...c)) },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 3 }).map((c) => call('Condition.anyOf', ...c)) },
  ),
})).node;

/** Steps of an expression after its first operation (`Chain.apply`). */
const expressionStep = (catalogAttribute: fc.Arbitrary<unknown>, catalogType: fc.Arbitrary<unknown>): fc.Arbitrary<readonly unknown[]> => fc.oneof(
  fc.tuple(fc.constant('thenParse'), mostly(fc.constantFrom('$.x', '$.labels[0]', '')), attributeType(catalogType), fc.option(props({ array: opt(fc.boolean()) }), { nil: undefined })),
  fc.tuple(fc.constant('thenNavigate'), mostly(catalogAttribute)),
  fc.tuple(fc.constant('filter'), conditionOf(simpleRef)),
  fc.constantFrom(['first'], ['count'], ['sum'], ['min'], ['max'], ['random']),
  fc.tuple(fc.constant('fallback'), simpleBinding(simpleRef)),
);

const expressionName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('team', 'service', 'urgency', 'owner') }, { weight: 1, arbitrary: word }, { weight: 1, arbitrary: oddString }, { weight: 1, arbitrary: wrong });

/**
 * Expressions: parse (of the payload or a reference), navigate (a catalog attribute), branches
 * (conditions and results), each sometimes with more steps.
 */
export const expressionOf = (catalogAttribute: fc.Arbitrary<unknown>, catalogType: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.tuple(
  fc.oneof(
    { weight: 4, arbitrary: callOf('Expression.parse', expressionName, props({ source: req(fc.constantFrom('$.labels.team', '$.metadata.service', '$["a b"]'), fc.oneof(fc.constant(''), str())), returns: req(attributeType(catalogType)), array: opt(fc.boolean()), from: opt(simpleRef), label: opt(word, oddString) })) },
    { weight: 2, arbitrary: callOf('Expression.navigate', expressionName, props({ from: req(simpleRef), attribute: req(catalogAttribute, wrong), label: opt(word) })) },
    {
      weight: 2,
      arbitrary: callOf('Expression.branches', expressionName, props({
        returns: req(attributeType(catalogType)),
        array: opt(fc.boolean()),
        branches: req(
          fc.array(props({ when: req(conditionOf(simpleRef)), result: req(simpleBinding(simpleRef)) }), { minLength: 1, maxLength: 2 }),
          listOf(wrong, 0, 2),
        ),
        otherwise: opt(simpleBinding(simpleRef)),
        label: opt(word),
      })),
    },
  ),
  fc.array(expressionStep(catalogAttribute, catalogType), { maxLength: 2 }),
).map(([e, steps]) => (steps.length ? call('Chain.apply', e, steps) : e));

/** References, expressions among them. */
export const engineRefOf = (expression: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: simpleRef },
  { weight: 1, arbitrary: callOf('EngineRef.expression', mostly(expression)) },
);

export const bindingOf = (engineRef: fc.Arbitrary<unknown>, expression: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 5, arbitrary: simpleBinding(engineRef) },
  { weight: 1, arbitrary: callOf('Binding.expression', mostly(expression)) },
);

// ---------------------------------------------------------------------------------------------
// Escalation

const time = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('09:00', '17:30', '00:00', '23:59', '08:15') }, { weight: 1, arbitrary: fc.constantFrom('24:00', '9:00', '17:60', '5pm', '') }, { weight: 1, arbitrary: wrong });
const weekday = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday') }, { weight: 1, arbitrary: fc.constantFrom('Monday', 'mon', '') }, { weight: 1, arbitrary: wrong });
const timezone = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('Europe/London', 'America/New_York', 'UTC') }, { weight: 1, arbitrary: fc.constantFrom('London', 'GMT+1', '') }, { weight: 1, arbitrary: wrong });

/** Working hours: weekdays or intervals, with ids and names that clash sometimes. */
export const workingHours: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: callOf('WorkingHours.weekdays', props({ name: req(fc.constantFrom('UK', 'US'), str()), timezone: req(timezone), start: req(time), end: req(time), days: opt(fc.array(weekday, { maxLength: 3 })), id: opt(fc.constantFrom('uk', 'us', 'UK hours'), str()) })) },
  { weight: 2, arbitrary: callOf('WorkingHours.of', props({ name: req(fc.constantFrom('UK', 'Weekend'), str()), timezone: req(timezone), intervals: req(fc.array(props({ weekday: req(weekday), start: req(time), end: req(time) }), { minLength: 1, maxLength: 3 }), listOf(wrong, 0, 2)), id: opt(fc.constantFrom('uk', 'weekend'), str()) })) },
  { weight: 1, arbitrary: wrong },
);

/** A transition of working hours (`ackUntil`, `until`). */
export const transitionOf = (hours: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: fc.tuple(hours, fc.constantFrom('whenActive', 'whenInactive')).map(([h, m]) => call('Chain.apply', h, [[m]])) },
  { weight: 1, arbitrary: wrong },
);

export const escalationTarget: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: callOf('EscalationTarget.schedule', mostly(fc.constantFrom(ref('primary'), ref('backup'), ref('importedSchedule'))), fc.option(props({ mode: opt(fc.constantFrom('currently_on_call', 'all_users', 'next_on_call'), fc.constantFrom('CURRENTLY_ON_CALL', 'on_call')) }), { nil: undefined })) },
  { weight: 2, arbitrary: callOf('EscalationTarget.rota', mostly(fc.constantFrom(ref('primary'), ref('backup'))), mostly(fc.oneof(ulid, fc.constant(tok('string')), fc.constant(''))), fc.option(props({ mode: opt(fc.constantFrom('currently_on_call', 'next_on_call')) }), { nil: undefined })) },
  { weight: 3, arbitrary: callOf('EscalationTarget.user', mostly(fc.constantFrom(ref('lead'), ref('bySlack'), ref('importedUser')))) },
  { weight: 1, arbitrary: wrong },
);

export const escalationCondition = (hours: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 3, arbitrary: callOf('EscalationCondition.inWorkingHours', hours) },
  { weight: 3, arbitrary: callOf('EscalationCondition.priorityIn', listOf(idOf, 0, 3)) },
  { weight: 1, arbitrary: callOf('EscalationCondition.of', props({ subject: req(fc.constantFrom('escalation.priority', 'escalation.working_hours["uk"]', 'incident.severity'), str()), operation: req(fc.constantFrom('one_of', 'is_active', 'is_set'), str()), values: opt(listOf(idOf, 0, 2)) })) },
  { weight: 1, arbitrary: wrong },
);

export { ident, listOf, newId, num, oddNumber, oddString, op, opt, orToken, props, ref, req, str, tok, word, wrong };

// ---------------------------------------------------------------------------------------------
// Valid values only: for the half of the alert plans that should synthesize.

/** References that exist in every alert case. */
export const goodRef: fc.Arbitrary<unknown> = fc.constantFrom(
  call('EngineRef.payload', 'title'), call('EngineRef.payload', 'labels.team'), call('EngineRef.alertTitle'), call('EngineRef.alertDescription'),
  call('EngineRef.alertAttribute', ref('team')), call('EngineRef.alertAttribute', ref('priority')), call('EngineRef.alertAttribute', ref('importedAttribute')),
);

const goodLiteral = fc.oneof(word, ulid, fc.constant(tok('string')));

/** An expression that parses the payload into a team (a catalog entry of `teamType`). */
export const goodExpression = fc.constantFrom('team', 'owner').map((name) => call('Expression.parse', name, { source: '$.labels.team', returns: call('AttributeType.catalogEntry', ref('teamType')) }));

export const goodBinding: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: callOf('Binding.literal', goodLiteral) },
  { weight: 1, arbitrary: callOf('Binding.literals', fc.array(goodLiteral, { minLength: 1, maxLength: 2 })) },
  { weight: 3, arbitrary: callOf('Binding.reference', goodRef) },
  { weight: 1, arbitrary: callOf('Binding.expression', goodExpression) },
);

export const goodCondition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    callOf('Condition.isSet', goodRef),
    callOf('Condition.oneOf', goodRef, fc.array(goodLiteral, { minLength: 1, maxLength: 3 })),
    callOf('Condition.is', goodRef, goodLiteral),
    callOf('Condition.contains', goodRef, word),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: 2 }).map((c) => call('Condition.allOf', ...c)) },
    { weight: 1, arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: 2 }).map((c) => call('Condition.anyOf', ...c)) },
  ),
})).node;

/** Rich text that renders: templates of the grammar's valid pieces, plain text, nodes. */
export const goodRichText: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.array(fc.oneof(word, fc.constantFrom(' ', '\n', '\n\n', '🚨 ', '<&>', '{{ payload.title }}', '{{ alert.title | truncate: 100 }}', '{{alert.description|omit_if_unset}}')), { minLength: 1, maxLength: 6 })
      .map((a) => call('RichText.template', `${a.join('')} x`)),
  },
  { weight: 1, arbitrary: word.map((w) => call('RichText.text', `${w} {{ literally }}`)) },
  { weight: 1, arbitrary: fc.tuple(word, goodRef).map(([w, r]) => call('RichText.of', call('RichTextNode.text', `${w}: `, { bold: true }), call('RichTextNode.variable', r, { truncate: 50 }), call('RichTextNode.lineBreak'), call('RichTextNode.link', 'Runbook', 'https://runbooks.example.com/x'))) },
);
