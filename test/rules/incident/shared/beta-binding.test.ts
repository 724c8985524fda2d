import { betaBindingRules } from '../../../../src/rules/incident/shared/beta-binding';
import { findingsOf } from '../../type-rule-util';

const [oneForm, expressionRef] = betaBindingRules('incident_alert_source_beta');

test('two rules, each enforced by the provider\'s ValidateConfig', () => {
  expect([oneForm.id, expressionRef.id]).toEqual(['rule:incident_alert_source_beta/binding-one-form', 'rule:incident_alert_source_beta/expression-ref']);
  expect([oneForm.enforcedBy, expressionRef.enforcedBy]).toEqual([
    'internal/provider/models/expression_v3_validate.go: ValidateBinding ("Ambiguous value")',
    'internal/provider/models/expression_v3_validate.go: validateExpressionRef ("Unknown expression_ref")',
  ]);
});

describe('binding-one-form', () => {
  test('pass: one form per binding; an empty list is no form; a fallback\'s expression_ref is no binding', () => {
    expect(findingsOf(oneForm, { title: { value_literal: 'Down' }, description: { values: [], value_reference: 'alert.title' }, fallback: { expression_ref: 'x', value_literal: 'y' } })).toEqual([]);
  });
  test('fail: two forms in one binding, named in order', () => {
    expect(findingsOf(oneForm, { template: { title: { value_literal: 'Down', expression_ref: 'title' } } })).toEqual([
      'template.title: sets valueLiteral and expressionRef; a binding is written in one of them. Received: 2 forms: valueLiteral, expressionRef. '
      + 'Allowed: exactly one of valueLiteral, valueReference, expressionRef, values, value, arrayValue. Fix: keep valueLiteral and remove expressionRef.',
    ]);
  });
});

describe('expression-ref', () => {
  const named = { named_expression: [{ name: 'team' }, { name: 'severity' }] };
  test('pass: it names a declared expression; declarations only Terraform knows are not judged', () => {
    expect(findingsOf(expressionRef, { ...named, template: { title: { expression_ref: 'team' } } })).toEqual([]);
    expect(findingsOf(expressionRef, { named_expression: '${var.x}', template: { title: { expression_ref: 'anything' } } })).toEqual([]);
  });
  test('fail: an undeclared name, with the nearest declared one', () => {
    expect(findingsOf(expressionRef, { ...named, template: { title: { expression_ref: 'sev' } } })).toEqual([
      "template.title.expressionRef: names no namedExpression of this resource. Received: \"sev\". Allowed: the name of a namedExpression: 'team', 'severity'. Fix: write 'severity'.",
    ]);
    expect(findingsOf(expressionRef, { template: { title: { expression_ref: 'team' } } })).toEqual([
      'template.title.expressionRef: names no namedExpression of this resource. Received: "team". Allowed: the name of a namedExpression (the resource declares none). '
      + "Fix: declare a namedExpression named 'team', or refer to one the resource declares.",
    ]);
  });
});
