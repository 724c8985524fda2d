/**
 * App Configuration values are strings whatever the flag or property type. Before it calls the API,
 * the provider converts each one (a feature's enabled and disabled values, a property's value, and
 * every segment rule's value) with `formatValue` (ibm/service/appconfiguration/utils.go), and the
 * create or the update fails when the conversion does:
 * - BOOLEAN: Go's strconv.ParseBool; NUMERIC: strconv.ParseInt(v, 10, 64), whole numbers only;
 * - SECRETREF: json.Unmarshal into a map, so a JSON object;
 * - STRING: needs a format; TEXT takes any value, JSON a JSON object (json.Unmarshal into a map)
 *   and YAML a YAML mapping (not judged here: no YAML parser at synth).
 * This file judges the same at synth. One definition, used by the feature and the property rules.
 */
import { displayPath as camel, items, Report, str, TypeRule } from '../../../core/runtime/type-rules';

const ENFORCED_BY = 'ibm/service/appconfiguration/utils.go: formatValue';

/** The spellings Go's strconv.ParseBool accepts. */
const BOOLEAN_SPELLINGS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Whether `v` is a whole number in decimal digits that fits in 64 bits (Go's strconv.ParseInt(v, 10, 64)). */
function isWholeNumber(v: string): boolean {
  const m = /^([+-]?)0*(\d+)$/.exec(v);
  if (!m) return false;
  const limit = m[1] === '-' ? '9223372036854775808' : '9223372036854775807';
  return m[2].length < limit.length || (m[2].length === limit.length && m[2] <= limit);
}

/** Whether `v` unmarshals into a Go map: a JSON object, or `null` (which leaves the map empty). */
function isJsonObject(v: string): boolean {
  try {
    const parsed = JSON.parse(v);
    return parsed === null || (typeof parsed === 'object' && !Array.isArray(parsed));
  } catch {
    return false;
  }
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

const JSON_OBJECT: TypedValue = {
  ok: isJsonObject,
  problem: 'is not a JSON object, which format JSON needs.',
  allowed: 'a JSON object written as a string, e.g. \'{"theme": "dark"}\' (Fn.jsonencode of a map)',
  fix: (field) => `write ${field} as a JSON object, or set format to 'TEXT'.`,
};

/** The check of each type, or of each format of type STRING (`STRING/<format>`). */
const TYPES: Record<string, TypedValue> = {
  'BOOLEAN': {
    ok: (v) => BOOLEAN_SPELLINGS.has(v),
    problem: 'is not a boolean, which type BOOLEAN needs.',
    allowed: "'true' or 'false'",
    fix: (field, v) => {
      const lower = v.trim().toLowerCase();
      const guess = ['yes', 'on', 'enabled', 'y'].includes(lower) ? 'true' : ['no', 'off', 'disabled', 'n'].includes(lower) ? 'false' : undefined;
      return guess ? `write '${guess}' instead of '${v}'.` : `set ${field} to 'true' or 'false', or change type to 'STRING'.`;
    },
  },
  'NUMERIC': {
    ok: isWholeNumber,
    problem: 'is not a whole number, which type NUMERIC needs.',
    allowed: "a whole number written as a string, e.g. '10'",
    fix: wholeNumberFix,
  },
  'SECRETREF': {
    ok: isJsonObject,
    problem: 'is not a JSON object, which type SECRETREF needs (a reference to a Secrets Manager secret).',
    allowed: 'a JSON object written as a string (Fn.jsonencode of a map)',
    fix: (field) => `write ${field} as a JSON object that refers to the secret, or change type to 'STRING'.`,
  },
  'STRING/JSON': JSON_OBJECT,
};

const STRING_FORMATS = ['TEXT', 'JSON', 'YAML'];

/**
 * The values of a typed App Configuration object (a feature's enabled and disabled values, a
 * property's value, and each segment rule's value) must convert to the object's type (and, for
 * type STRING, its format).
 */
export function valuesMatchTypeRule(tfType: string, kind: string, fields: readonly string[], types: readonly string[]): TypeRule {
  return {
    id: `rule:${tfType}/values-match-type`,
    summary: `The ${kind}'s ${fields.map(camel).join(', ')} and segmentRules values convert to its type: 'true'/'false' for BOOLEAN, whole numbers for NUMERIC, `
      + `${types.includes('SECRETREF') ? 'a JSON object for SECRETREF and for STRING with format JSON' : 'a JSON object for STRING with format JSON'}; type STRING needs a format.`,
    enforcedBy: `${ENFORCED_BY} (called by the create and the update of ${tfType})`,
    check: (input, report: Report) => {
      const type = str(input.type);
      if (type === undefined || !types.includes(type)) return; // unset, a token, or the value check's to refuse
      let key = type;
      if (type === 'STRING') {
        if (input.format === undefined || input.format === null) {
          report('format', 'is unset; type STRING needs a format.', {
            receivedText: "type 'STRING' without format",
            allowed: "'TEXT', 'JSON' or 'YAML'",
            fix: "set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).",
          });
          return;
        }
        const format = str(input.format);
        // A token is not judged; a format outside the three is the value check's to report.
        if (format === undefined || !STRING_FORMATS.includes(format)) return;
        key = `STRING/${format}`;
      }
      const spec = TYPES[key];
      if (!spec) return; // STRING with TEXT or YAML
      const judge = (tfPath: string, raw: unknown) => {
        const v = str(raw);
        if (v === undefined || spec.ok(v)) return;
        report(tfPath, spec.problem, {
          receivedText: `'${v}' with type '${type}'${key.startsWith('STRING/') ? ` and format '${key.slice(7)}'` : ''}`,
          allowed: spec.allowed,
          fix: spec.fix(camel(tfPath.replace(/^.*\./, '')), v),
        });
      };
      for (const f of fields) judge(f, input[f]);
      for (const [rule, i] of items(input.segment_rules)) {
        judge(Array.isArray(input.segment_rules) ? `segment_rules[${i}].value` : 'segment_rules.value', rule.value);
      }
    },
  };
}
