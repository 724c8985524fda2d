import {
  bindingRule, documentOf, eachObject, eachString, engineOperation, expressionReferenceRule, nearest, operationSpellingRule, richTextRule,
} from '../../../../src/rules/incident/shared/engine';
import { findingsOf } from '../../type-rule-util';

const T = 'incident_alert_route';
const DOCUMENTED = { documentedIn: 'docs/resources/demo.md' };

describe('walking an input', () => {
  test('eachObject: every known object with its Terraform path; tokens skipped', () => {
    const seen: string[] = [];
    eachObject({ 'a': { b: [{ c: 1 }, '${var.x}'] }, 'odd key': { d: 2 } }, (_o, path) => seen.push(path));
    expect(seen).toEqual(['', 'a', 'a.b[0]', '["odd key"]']);
  });
  test('eachString: every known string with its path and key', () => {
    const seen: string[] = [];
    eachString({ a: ['x', '${var.y}'], b: { c: 'z' } }, (s, path, key) => seen.push(`${path}=${s} (${key})`));
    expect(seen).toEqual(['a[0]=x (a)', 'b.c=z (c)']);
  });
});

test('nearest: a name that starts the other, in any case, or a few edits away; none when far', () => {
  expect([nearest('sev', ['team', 'severity']), nearest('Teem', ['team', 'severity']), nearest('owner', ['team', 'severity'])]).toEqual(['severity', 'team', undefined]);
});

test('engineOperation: the engine\'s spelling of another tool\'s; none for the engine\'s own or an unknown one', () => {
  expect(['equals', 'IS_SET', 'in', 'exists', 'is-active'].map(engineOperation)).toEqual(['one_of', 'is_set', 'one_of', 'is_set', 'is_active']);
  expect(['one_of', 'is_set', 'contains', 'frobnicate'].map(engineOperation)).toEqual([undefined, undefined, undefined, undefined]);
});

describe('operationSpellingRule', () => {
  const rule = operationSpellingRule(T);
  test('pass: engine operations; an operation outside a condition', () => {
    expect([rule.id, rule.level]).toEqual(['rule:incident_alert_route/condition-operation-spelling', 'warning']);
    expect(findingsOf(rule, { condition_groups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set' }] }], other: { operation: 'equals' } })).toEqual([]);
  });
  test('fail: an equality spelled another way, and a case mistake', () => {
    expect(findingsOf(rule, { condition_groups: [{ conditions: [{ subject: 'alert.priority', operation: 'equals' }, { subject: 'alert.title', operation: 'IS_SET' }] }] })).toEqual([
      "conditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: \"equals\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. "
      + "Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
      "conditionGroups[0].conditions[1].operation: is not an operation name of the incident.io engine. Received: \"IS_SET\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. "
      + "Fix: write 'is_set'.",
    ]);
  });
});

describe('bindingRule', () => {
  const rule = bindingRule(T, { enforcedBy: 'internal/demo.go: validate' });
  test('pass: value or arrayValue', () => {
    expect([rule.id, rule.enforcedBy, rule.level]).toEqual(['rule:incident_alert_route/binding-value-or-array-value', 'internal/demo.go: validate', undefined]);
    expect(findingsOf(rule, { binding: { value: { literal: 'a' } }, other: { array_value: [{ literal: 'b' }] } })).toEqual([]);
  });
  test('fail: both, with how to merge them (or drop an empty list)', () => {
    expect(findingsOf(rule, { a: { value: { literal: 'x' }, array_value: [{ literal: 'y' }] }, b: { value: { reference: 'r' }, array_value: [] } })).toEqual([
      'a: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (1 item). Allowed: value for one literal or reference, or arrayValue for several. '
      + 'Fix: remove value, or move it into arrayValue.',
      'b: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (0 items). Allowed: value for one literal or reference, or arrayValue for several. '
      + 'Fix: remove the empty arrayValue.',
    ]);
  });
});

describe('expressionReferenceRule', () => {
  const rule = expressionReferenceRule('incident_workflow', 'expressions', DOCUMENTED);
  test('pass: references to defined expressions; definitions only Terraform knows', () => {
    expect([rule.id, rule.level]).toEqual(['rule:incident_workflow/expression-reference', 'warning']);
    expect(findingsOf(rule, { expressions: [{ reference: 'team' }], steps: [{ param_bindings: [{ value: { reference: 'expressions["team"]' } }] }] })).toEqual([]);
    expect(findingsOf(rule, { expressions: '${var.e}', steps: [{ value: 'expressions["x"]' }] })).toEqual([]);
  });
  test('fail: a reference to an undefined expression, with the nearest defined one', () => {
    expect(findingsOf(rule, { expressions: [{ reference: 'team' }], steps: [{ value: 'expressions["teams"]' }] })).toEqual([
      'steps[0].value: refers to expressions["teams"], but no expression of this resource has the reference "teams". Received: "expressions[\\"teams\\"]". '
      + 'Allowed: expressions["team"]. Fix: write expressions["team"], or add an expression with reference "teams" to expressions.',
    ]);
  });
});

describe('richTextRule', () => {
  const rule = richTextRule('incident_alert_source', ['template.title.literal']);
  test('pass: a document serialized as JSON; a token', () => {
    expect(rule.id).toBe('rule:incident_alert_source/rich-text-literal');
    expect(findingsOf(rule, { template: { title: { literal: documentOf('Down') } } })).toEqual([]);
    expect(findingsOf(rule, { template: { title: { literal: '${var.title}' } } })).toEqual([]);
  });
  test('fail: plain text, with the document that holds it', () => {
    expect(findingsOf(rule, { template: { title: { literal: 'Down' } } })).toEqual([
      'template.title.literal: is plain text, but the field stores a rich-text document (JSON). Received: "Down". '
      + 'Allowed: a rich-text document serialized as JSON, {"type":"doc","content":[...]}. '
      + `Fix: write JSON.stringify(${documentOf('Down')}) (a paragraph holding the text), or build the document with the incident_rich_text data source.`,
    ]);
  });
});
