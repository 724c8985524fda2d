/**
 * App Configuration values are strings whatever the flag or property type (spec 4.3: enabledValue
 * and disabledValue are boolean, string or numeric according to the type). The provider parses a
 * BOOLEAN value as a Go boolean and a NUMERIC value as a 64-bit whole number at apply; this file
 * judges the same at synth. One definition, used by the feature and the property rules.
 */
import { displayPath as camel, items, Report, str, TypeRule } from '../../../core/type-rules';

/** The spellings Go's strconv.ParseBool accepts. */
const BOOLEAN_SPELLINGS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Whether `v` is a whole number in decimal digits that fits in 64 bits (Go's strconv.ParseInt(v, 10, 64)). */
function isWholeNumber(v: string): boolean {
  const m = /^([+-]?)0*(\d+)$/.exec(v);
  if (!m) return false;
  const limit = m[1] === '-' ? '9223372036854775808' : '9223372036854775807';
  return m[2].length < limit.length || (m[2].length === limit.length && m[2] <= limit);
}

/** What a typed value must look like, and how to say so. */
interface TypedValue {
  readonly ok: (v: string) => boolean;
  readonly problem: string;
  readonly allowed: string;
  readonly fix: (field: string, v: string) => string;
}

function wholeNumberFix(field: string, v: string): string {
  const n = Number(v.trim());
  const example = v.trim() !== '' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? String(Math.round(n)) : '10';
  return `write ${field} as a whole number in a string, e.g. '${example}', or change type to 'STRING'.`;
}

const TYPES: Record<string, TypedValue> = {
  BOOLEAN: {
    ok: (v) => BOOLEAN_SPELLINGS.has(v),
    problem: 'is not a boolean, which type BOOLEAN needs.',
    allowed: "'true' or 'false'",
    fix: (field, v) => {
      const lower = v.trim().toLowerCase();
      const guess = ['yes', 'on', 'enabled', 'y'].includes(lower) ? 'true' : ['no', 'off', 'disabled', 'n'].includes(lower) ? 'false' : undefined;
      return guess ? `write '${guess}' instead of '${v}'.` : `set ${field} to 'true' or 'false', or change type to 'STRING'.`;
    },
  },
  NUMERIC: {
    ok: isWholeNumber,
    problem: 'is not a whole number, which type NUMERIC needs.',
    allowed: "a whole number written as a string, e.g. '10'",
    fix: wholeNumberFix,
  },
};


/**
 * The values of a typed App Configuration object (a feature's enabled and disabled values, a
 * property's value, and each segment rule's value) must parse as the object's type.
 */
export function valuesMatchTypeRule(tfType: string, kind: string, fields: readonly string[], source: string): TypeRule {
  return {
    id: `rule:${tfType}/values-match-type`,
    summary: `The ${kind}'s ${fields.map(camel).join(', ')} and segmentRules values are 'true'/'false' for type BOOLEAN and whole numbers for type NUMERIC (all written as strings).`,
    source,
    check: (input, report: Report) => {
      const type = str(input.type);
      const spec = type !== undefined ? TYPES[type] : undefined;
      if (!spec) return; // STRING, SECRETREF, unset or a token: not judged here
      const judge = (tfPath: string, raw: unknown) => {
        const v = str(raw);
        if (v === undefined || spec.ok(v)) return;
        report(tfPath, spec.problem, { receivedText: `'${v}' with type '${type}'`, allowed: spec.allowed, fix: spec.fix(camel(tfPath.replace(/^.*\./, '')), v) });
      };
      for (const f of fields) judge(f, input[f]);
      for (const [rule, i] of items(input.segment_rules)) {
        judge(Array.isArray(input.segment_rules) ? `segment_rules[${i}].value` : 'segment_rules.value', rule.value);
      }
    },
  };
}
