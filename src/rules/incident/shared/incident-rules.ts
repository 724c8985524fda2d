/**
 * Rule builders shared by several incident.io types: engine type names (`String`,
 * `CatalogEntry["<Type>"]`, `Custom["<Name>"]`), custom field option values, and lookups that
 * need one of several keys. Where each fact is enforced or documented is given by the caller: a
 * path in incident-io/terraform-provider-incident at v6.3.0.
 */
import { closestOf } from '../../../core/base/spelling';
import { displayPath, known, str, TypeRule } from '../../../core/runtime/type-rules';

/** Where a rule is enforced (it fails synth), or only documented (it warns). */
export type Provenance = { readonly enforcedBy: string } | { readonly documentedIn: string };

/** The provenance fields of a rule: enforcedBy, or documentedIn with level warning. */
export function provenance(p: Provenance): Pick<TypeRule, 'enforcedBy' | 'documentedIn' | 'level'> {
  return 'enforcedBy' in p ? { enforcedBy: p.enforcedBy } : { documentedIn: p.documentedIn, level: 'warning' };
}

/**
 * A reference to a catalog type written `<prefix>["<Name>"]`, the form the provider's docs,
 * examples and acceptance tests use and the API returns (`Custom["ServiceTier"]`,
 * `CatalogEntry["Github User"]`). A value that starts with the prefix but is written otherwise
 * (single quotes, no quotes, round brackets) is reported with the double-quoted spelling.
 */
export function bracketTypeRule(opts: {
  readonly type: string;
  readonly name: string;
  readonly field: string;
  readonly prefix: 'CatalogEntry' | 'Custom';
  readonly summary: string;
  readonly provenance: Provenance;
  /** What the value is, for the problem sentence, e.g. 'refers to a catalog type'. */
  readonly what: string;
  readonly example: string;
  /** What goes inside the brackets, for the messages. @default '<Name>' */
  readonly placeholder?: string;
  /**
   * The fix for what the value has inside the brackets ('' when nothing), when it is not
   * "write <prefix>["<inside>"]".
   * @default bracketFix
   */
  readonly fix?: (inside: string, value: string) => string | undefined;
}): TypeRule {
  const form = `${opts.prefix}["${opts.placeholder ?? '<Name>'}"]`;
  const judged = new RegExp(`^${opts.prefix}(?![A-Za-z0-9_])`);
  return {
    id: `rule:${opts.type}/${opts.name}`,
    summary: opts.summary,
    ...provenance(opts.provenance),
    check: (input, report) => {
      const v = str(input[opts.field]);
      if (v === undefined || !judged.test(v) || wellFormed(opts.prefix, v)) return;
      report(opts.field, `${opts.what} but is not written ${form}.`, {
        received: v,
        allowed: `${form}, e.g. ${opts.prefix}["${opts.example}"]`,
        fix: opts.fix?.(v.startsWith(opts.prefix) ? bracketName(opts.prefix, v) : v.trim(), v) ?? bracketFix(opts.prefix, v, opts.example),
      });
    },
  };
}

/** Whether `v` is `<prefix>["<Name>"]` with a non-empty name. */
export function wellFormed(prefix: string, v: string): boolean {
  return new RegExp(`^${prefix}\\["[^"\\]]+"\\]$`).test(v);
}

/** The name inside a malformed `<prefix>[...]`, or '' when there is none. */
export function bracketName(prefix: string, v: string): string {
  return v.slice(prefix.length).replace(/^[\s[('"]+|[\s\])'"]+$/g, '');
}

/** How to write a malformed `<prefix>[...]` (or a bare name) in the double-quoted form. */
export function bracketFix(prefix: string, v: string, example: string): string {
  const inner = v.startsWith(prefix) ? bracketName(prefix, v) : v.trim();
  return inner && !/['"[\]()]/.test(inner)
    ? `write ${prefix}["${inner}"].`
    : `put the name in double quotes inside square brackets, e.g. ${prefix}["${example}"].`;
}

/** Engine scalar type names the provider documents (catalog_type_attribute.md), and spellings people reach for. */
const SCALARS = ['String', 'Text', 'Bool', 'Number'];
const ALIASES: Record<string, string> = { boolean: 'Bool', int: 'Number', integer: 'Number', float: 'Number', str: 'String' };

/**
 * An engine type name written in lower case (`string`, `bool`, `catalog_entry`): engine types are
 * PascalCase (`String`, `Bool`, `IncidentSeverity`). A value with brackets is left to
 * bracketTypeRule.
 */
export function engineTypeRule(opts: {
  readonly type: string;
  readonly field: string;
  readonly provenance: Provenance;
  readonly summary: string;
}): TypeRule {
  return {
    id: `rule:${opts.type}/engine-type-name`,
    summary: opts.summary,
    ...provenance(opts.provenance),
    check: (input, report) => {
      const v = str(input[opts.field]);
      if (v === undefined || v.includes('[') || !/^[a-z]/.test(v)) return;
      const lower = v.toLowerCase();
      const right = SCALARS.find((s) => s.toLowerCase() === lower) ?? ALIASES[lower]
        ?? closestOf(lower, SCALARS, 2, (s) => s.toLowerCase())
        ?? v.split(/[_\s-]+/).filter(Boolean).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
      report(opts.field, 'is not an engine type name: engine type names start with a capital letter.', {
        received: v,
        allowed: `a PascalCase engine type such as ${SCALARS.map((s) => `'${s}'`).join(', ')}, or a catalog type`,
        fix: `write '${right}'.`,
      });
    },
  };
}

/** Custom field option text: no surrounding whitespace, no tabs or newlines. */
export function optionValueRule(id: string, documentedIn: string): TypeRule {
  return {
    id,
    summary: 'A custom field option value does not start or end with whitespace and contains no tabs or newlines.',
    documentedIn,
    level: 'warning',
    check: (input, report) => {
      const v = str(input.value);
      if (v === undefined) return;
      const problems: string[] = [];
      if (v !== v.trim()) problems.push('starts or ends with whitespace');
      if (/[\t\r\n]/.test(v)) problems.push('contains a tab or a newline');
      if (!problems.length) return;
      const clean = v.replace(/\s*[\t\r\n]+\s*/g, ' ').trim();
      report('value', `${problems.join(' and ')}.`, {
        received: v,
        allowed: 'text without leading or trailing whitespace, tabs or newlines',
        fix: clean ? `write ${JSON.stringify(clean)}.` : 'give the option a visible text, e.g. "Payments".',
      });
    },
  };
}

function isSet(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '';
}

/**
 * A lookup that needs at least one of `keys` (exactly one, when `exclusive`). A key holding a
 * token counts as set; two keys are only judged when both are known (the provider skips it too).
 */
export function lookupKeyRule(opts: {
  readonly id: string;
  readonly what: string;
  readonly keys: readonly string[];
  readonly examples: readonly string[];
  readonly summary: string;
  readonly enforcedBy: string;
  /** The provider refuses two keys at once too. */
  readonly exclusive?: boolean;
}): TypeRule {
  const names = opts.keys.map(displayPath);
  const or = names.length <= 2 ? names.join(' or ') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  const nor = names.length <= 2 ? `neither ${names.join(' nor ')}` : `none of ${names.join(', ')}`;
  return {
    id: opts.id,
    summary: opts.summary,
    enforcedBy: opts.enforcedBy,
    check: (input, report) => {
      const set = opts.keys.filter((k) => isSet(input[k]));
      if (set.length === 0) {
        report(opts.keys[0], `is unset, and so ${names.length > 2 ? 'are' : 'is'} ${names.slice(1).join(' and ')}; the lookup needs ${opts.exclusive ? 'one' : 'one of them'} to find the ${opts.what}.`, {
          receivedText: `${nor} set`,
          allowed: `${opts.exclusive ? 'exactly' : 'at least'} one of ${or}`,
          fix: `set ${names.map((n, i) => `${n} (e.g. ${opts.examples[i]})`).join(' or ')}.`,
        });
      } else if (opts.exclusive && set.length > 1 && set.every((k) => known(input[k]))) {
        report(set[1], `is set together with ${displayPath(set[0])}; the lookup takes one of them.`, {
          receivedText: `${set.map(displayPath).join(' and ')} set`,
          allowed: `exactly one of ${or}`,
          fix: `remove ${displayPath(set[1])} (or ${displayPath(set[0])}).`,
        });
      }
    },
  };
}
