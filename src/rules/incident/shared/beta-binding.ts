/**
 * The bindings of the beta alert source resources (incident-io/incident v6.3.0,
 * internal/provider/models/expression_v3_validate.go): a binding is written in exactly one of six
 * spellings, and an expression_ref names one of the resource's named_expression blocks. The
 * provider checks both in ValidateConfig.
 */
import { eachObject, nearest } from './engine';
import { displayPath, items, known, str, TypeRule } from '../../../core/runtime/type-rules';

const FORMS = ['value_literal', 'value_reference', 'expression_ref', 'values', 'value', 'array_value'];

function isForm(o: Record<string, any>, k: string): boolean {
  const v = o[k];
  if (v === undefined || v === null) return false;
  return Array.isArray(v) ? v.length > 0 : true;
}

export function betaBindingRules(type: string): TypeRule[] {
  return [
    {
      id: `rule:${type}/binding-one-form`,
      summary: 'A binding is written in exactly one of valueLiteral, valueReference, expressionRef, values, value or arrayValue.',
      enforcedBy: 'internal/provider/models/expression_v3_validate.go: ValidateBinding ("Ambiguous value")',
      check: (input, report) => {
        eachObject(input, (o, path) => {
          if (/(^|\.)fallback$/.test(path)) return; // a fallback's expression_ref is no binding form
          const set = FORMS.filter((k) => isForm(o, k));
          if (set.length < 2) return;
          report(path || set[1], `sets ${set.map(displayPath).join(' and ')}; a binding is written in one of them.`, {
            receivedText: `${set.length} forms: ${set.map(displayPath).join(', ')}`,
            allowed: `exactly one of ${FORMS.map(displayPath).join(', ')}`,
            fix: `keep ${displayPath(set[0])} and remove ${set.slice(1).map(displayPath).join(' and ')}.`,
          });
        });
      },
    },
    {
      id: `rule:${type}/expression-ref`,
      summary: 'An expressionRef names one of the resource\'s namedExpression blocks.',
      enforcedBy: 'internal/provider/models/expression_v3_validate.go: validateExpressionRef ("Unknown expression_ref")',
      check: (input, report) => {
        if (input.named_expression !== undefined && input.named_expression !== null && !known(input.named_expression)) return;
        const names: string[] = [];
        for (const [e] of items(input.named_expression)) {
          const name = str(e.name);
          if (name === undefined) return;
          names.push(name);
        }
        eachObject(input, (o, path) => {
          const ref = str(o.expression_ref);
          if (ref === undefined || names.includes(ref)) return;
          const near = nearest(ref, names);
          report(path ? `${path}.expression_ref` : 'expression_ref', 'names no namedExpression of this resource.', {
            received: ref,
            allowed: names.length ? `the name of a namedExpression: ${names.map((n) => `'${n}'`).join(', ')}` : 'the name of a namedExpression (the resource declares none)',
            fix: near !== undefined ? `write '${near}'.` : `declare a namedExpression named '${ref}', or refer to one the resource declares.`,
          });
        });
      },
    },
  ];
}
