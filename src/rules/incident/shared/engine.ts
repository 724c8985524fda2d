/**
 * Rules about the incident.io engine objects that several types share: conditions (subject,
 * operation, param_bindings), bindings (value or array_value of literals and references),
 * expressions and the references to them (`expressions["<reference>"]`), and rich-text literals.
 * They walk the whole rendered input, so every place a type nests them is judged (route and
 * workflow condition groups, filter and branches operations, escalation path if_else nodes,
 * maintenance window alert conditions). Unresolved tokens are never judged.
 */
import { provenance, Provenance } from './incident-rules';
import { closestOf } from '../../../core/base/spelling';
import { known, obj, str, TypeRule } from '../../../core/runtime/type-rules';

/** Calls `visit` for every known object of the input with its Terraform path (`a.b[0].c`). */
export function eachObject(v: unknown, visit: (o: Record<string, any>, path: string) => void, path = ''): void {
  if (!known(v)) return;
  if (Array.isArray(v)) {
    v.forEach((x, i) => eachObject(x, visit, `${path}[${i}]`));
    return;
  }
  const o = obj(v);
  if (!o) return;
  visit(o, path);
  for (const [k, x] of Object.entries(o)) {
    if (x !== null && typeof x === 'object') eachObject(x, visit, join(path, k));
  }
}

/** Calls `visit` for every known string of the input with its path and the key that holds it. */
export function eachString(v: unknown, visit: (s: string, path: string, key: string) => void, path = '', key = ''): void {
  if (typeof v === 'string') {
    const s = str(v);
    if (s !== undefined) visit(s, path, key);
    return;
  }
  if (!known(v)) return;
  if (Array.isArray(v)) {
    v.forEach((x, i) => eachString(x, visit, `${path}[${i}]`, key));
    return;
  }
  const o = obj(v);
  if (!o) return;
  for (const [k, x] of Object.entries(o)) eachString(x, visit, join(path, k), k);
}

/**
 * The name of `names` closest to `name`: one that starts with it or that it starts with (`sev` for
 * `severity`), in any case, else one a few edits away; undefined when none is close.
 */
export function nearest(name: string, names: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const prefixed = names.filter((n) => n.toLowerCase().startsWith(lower) || lower.startsWith(n.toLowerCase()));
  if (prefixed.length === 1) return prefixed[0];
  return closestOf(lower, names, Math.max(3, Math.floor(name.length / 2) + 1), (x) => x.toLowerCase());
}

function join(path: string, key: string): string {
  const k = /^[A-Za-z_][\w-]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  return !path ? k : k.startsWith('[') ? `${path}${k}` : `${path}.${k}`;
}

/**
 * Spellings of condition operations that the engine does not use, with the operation it uses.
 * The engine's names, as the provider documents and uses them: `is_set`, `one_of`, `contains`,
 * `is_active`, and the canonical `contains_one_of` and `name_contains` it answers for the aliases
 * `one_of` and `contains` (internal/provider/models/engine.go: serverOperationNormalisations).
 */
const OPERATION_ALIASES: Record<string, string> = {
  'equals': 'one_of',
  'equal': 'one_of',
  'eq': 'one_of',
  '==': 'one_of',
  '=': 'one_of',
  'is_equal': 'one_of',
  'is_equal_to': 'one_of',
  'equal_to': 'one_of',
  'equals_to': 'one_of',
  'in': 'one_of',
  'is_in': 'one_of',
  'any_of': 'one_of',
  'is_one_of': 'one_of',
  'in_list': 'one_of',
  'oneof': 'one_of',
  'one-of': 'one_of',
  'exists': 'is_set',
  'is_present': 'is_set',
  'present': 'is_set',
  'not_null': 'is_set',
  'is_not_null': 'is_set',
  'not_empty': 'is_set',
  'is_not_empty': 'is_set',
  'has_value': 'is_set',
  'isset': 'is_set',
  'set': 'is_set',
  'includes': 'contains',
  'include': 'contains',
  'like': 'contains',
  'has': 'contains',
  'contain': 'contains',
  'active': 'is_active',
  'isactive': 'is_active',
};
/** Operations the provider documents or uses (docs, examples, acceptance tests, engine.go). */
const DOCUMENTED_OPERATIONS = ['is_set', 'one_of', 'contains', 'is_active', 'contains_one_of', 'name_contains'];

/** The operation the engine uses for `op`, when `op` is a known other spelling of it; else undefined. */
export function engineOperation(op: string): string | undefined {
  const norm = op.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const right = OPERATION_ALIASES[op.trim().toLowerCase()] ?? OPERATION_ALIASES[norm] ?? (DOCUMENTED_OPERATIONS.includes(norm) ? norm : undefined);
  return right !== undefined && right !== op ? right : undefined;
}

export const OPERATION_PROVENANCE: Provenance = {
  documentedIn: 'internal/provider/models/engine.go: serverOperationNormalisations (the engine names one_of, contains, contains_one_of, name_contains; docs/resources/alert_route.md uses is_set and contains)',
};

/** A condition whose operation is spelled another way than the engine spells it (`equals`, `IS_SET`, `in`). */
export function operationSpellingRule(type: string): TypeRule {
  return {
    id: `rule:${type}/condition-operation-spelling`,
    summary: 'A condition operation is spelled the way the engine stores it (one_of, is_set, contains), not as another tool spells it (equals, in, exists, IS_SET).',
    ...provenance(OPERATION_PROVENANCE),
    check: (input, report) => {
      eachObject(input, (o, path) => {
        const op = str(o.operation);
        if (op === undefined || !('subject' in o)) return;
        const right = engineOperation(op);
        if (right === undefined) return;
        const equality = right === 'one_of' && op.toLowerCase() !== 'one_of' && OPERATION_ALIASES[op.trim().toLowerCase()] !== undefined;
        report(`${path}.operation`, 'is not an operation name of the incident.io engine.', {
          received: op,
          allowed: `an engine operation such as ${DOCUMENTED_OPERATIONS.slice(0, 4).map((x) => `'${x}'`).join(', ')}`,
          fix: equality ? `write '${right}' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].` : `write '${right}'.`,
        });
      });
    },
  };
}

/**
 * A binding that sets both `value` and `array_value` (the engine's param bindings, template
 * bindings, escalation targets, results): it takes one of them.
 */
export function bindingRule(type: string, p: Provenance): TypeRule {
  return {
    id: `rule:${type}/binding-value-or-array-value`,
    summary: 'A binding sets value (one literal or reference) or arrayValue (several), not both.',
    ...provenance(p),
    check: (input, report) => {
      eachObject(input, (o, path) => {
        const value = obj(o.value);
        if (!value || !('literal' in value || 'reference' in value) || !Array.isArray(o.array_value) || !known(o.array_value)) return;
        report(path || '(input)', 'sets both value and arrayValue; a binding holds one of them.', {
          receivedText: `value and arrayValue (${o.array_value.length} item${o.array_value.length === 1 ? '' : 's'})`,
          allowed: 'value for one literal or reference, or arrayValue for several',
          fix: o.array_value.length ? 'remove value, or move it into arrayValue.' : 'remove the empty arrayValue.',
        });
      });
    },
  };
}

/** `expressions["team"]`, also inside a JSON rich-text document (`expressions[\"team\"]`). */
const EXPRESSION_REF = /expressions\[\\?["']([^"'\\\]]+)\\?["']\]/g;

/**
 * References to expressions the resource does not define: every `expressions["<name>"]` in a
 * reference, subject or literal must name the `reference` of one of its expressions.
 * @param defs where the expressions are, e.g. `expressions` or `template.expressions`
 */
export function expressionReferenceRule(type: string, defs: string, p: Provenance): TypeRule {
  return {
    id: `rule:${type}/expression-reference`,
    summary: `A reference expressions["<name>"] names the reference of one of the resource's expressions (${defs}).`,
    ...provenance(p),
    check: (input, report) => {
      const list = defs.split('.').reduce<unknown>((v, k) => obj(v)?.[k], input);
      if (list !== undefined && list !== null && (!known(list) || !Array.isArray(list))) return;
      const names: string[] = [];
      for (const e of (list as unknown[] | undefined) ?? []) {
        const name = str(obj(e)?.reference);
        if (name === undefined) return; // an expression or its reference is unknown: nothing to compare with
        names.push(name);
      }
      const own = new RegExp(`^${defs.replace(/\./g, '\\.')}\\[\\d+\\]\\.reference$`);
      eachString(input, (s, path) => {
        if (own.test(path)) return;
        for (const m of s.matchAll(EXPRESSION_REF)) {
          const name = m[1];
          if (names.includes(name)) continue;
          const near = nearest(name, names);
          report(path, `refers to expressions["${name}"], but no expression of this resource has the reference ${JSON.stringify(name)}.`, {
            received: s,
            allowed: names.length ? names.map((x) => `expressions["${x}"]`).join(', ') : `no expressions["..."]: ${displayDefs(defs)} is empty`,
            fix: near !== undefined
              ? `write expressions["${near}"], or add an expression with reference "${name}" to ${displayDefs(defs)}.`
              : `add an expression with reference "${name}" to ${displayDefs(defs)}, or refer to one it defines.`,
          });
        }
      });
    },
  };
}

function displayDefs(defs: string): string {
  return defs.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Whether a literal is a rich-text document serialized as JSON (`{"type":"doc",...}`). */
function isDocument(s: string): boolean {
  try {
    const d = JSON.parse(s);
    return d !== null && typeof d === 'object' && d.type === 'doc';
  } catch {
    return false;
  }
}

/** The document that holds `text` as one paragraph. */
export function documentOf(text: string): string {
  return JSON.stringify({ content: [{ content: [{ text, type: 'text' }], type: 'paragraph' }], type: 'doc' });
}

export const RICH_TEXT_PROVENANCE: Provenance = {
  documentedIn: 'docs/data-sources/rich_text.md: json (a document for fields that store a document rather than a string, such as an alert source template title or description literal)',
};

/**
 * Literals of fields that store a rich-text document (an alert source's title and description, an
 * incident's name and summary) written as plain text.
 * @param fields Terraform paths of the bindings' literals, e.g. `template.title.literal`
 */
export function richTextRule(type: string, fields: readonly string[]): TypeRule {
  return {
    id: `rule:${type}/rich-text-literal`,
    summary: `A rich-text field (${fields.map((f) => displayDefs(f.replace(/(\.value)?\.literal$/, ''))).join(', ')}) holds a document serialized as JSON in its literal, not plain text.`,
    ...provenance(RICH_TEXT_PROVENANCE),
    check: (input, report) => {
      for (const field of fields) {
        const v = str(field.split('.').reduce<unknown>((o, k) => obj(o)?.[k], input));
        if (v === undefined || isDocument(v)) continue;
        report(field, 'is plain text, but the field stores a rich-text document (JSON).', {
          received: v,
          allowed: 'a rich-text document serialized as JSON, {"type":"doc","content":[...]}',
          fix: `write JSON.stringify(${documentOf(v)}) (a paragraph holding the text), or build the document with the incident_rich_text data source.`,
        });
      }
    },
  };
}
