/**
 * Rule builders shared by several incident.io types: engine type names written
 * `<Prefix>['<Name>']` (SPEC 2.2), custom field option values (SPEC 4.1) and lookups that need one
 * of several keys (SPEC 4.1).
 */
import { displayPath, str, TypeRule } from '../../../core/type-rules';

/**
 * A reference to a catalog type written `<prefix>['<Name>']`. The spec writes the name in single
 * quotes; the provider's documentation and the API write it in double quotes, so both are accepted
 * (with matching quotes around a non-empty name).
 */
export function bracketTypeRule(opts: {
  readonly type: string;
  readonly name: string;
  readonly field: string;
  readonly prefix: 'CatalogEntry' | 'Custom';
  readonly summary: string;
  readonly source: string;
  /** What the value is, for the problem sentence, e.g. 'refers to a catalog type'. */
  readonly what: string;
  readonly example: string;
}): TypeRule {
  const judged = new RegExp(`^${opts.prefix}(?![A-Za-z0-9_])`);
  const wellFormed = new RegExp(`^${opts.prefix}\\[(?:'[^'\\]]+'|"[^"\\]]+")\\]$`);
  return {
    id: `rule:${opts.type}/${opts.name}`,
    summary: opts.summary,
    source: opts.source,
    check: (input, report) => {
      const v = str(input[opts.field]);
      if (v === undefined || !judged.test(v) || wellFormed.test(v)) return;
      const inner = v.slice(opts.prefix.length).replace(/^[\s[('"]+|[\s\])'"]+$/g, '');
      const q = v.includes('"') ? '"' : '\'';
      const fix = inner && !/['"[\]]/.test(inner)
        ? `write ${opts.prefix}[${q}${inner}${q}].`
        : `put the name in quotes inside square brackets, e.g. ${opts.prefix}['${opts.example}'].`;
      report(opts.field, `${opts.what} but is not written ${opts.prefix}['<Name>'].`, {
        received: v,
        allowed: `${opts.prefix}['<Name>'] or ${opts.prefix}["<Name>"], e.g. ${opts.prefix}['${opts.example}']`,
        fix,
      });
    },
  };
}

/** Custom field option text: no surrounding whitespace, no tabs or newlines (SPEC 4.1). */
export function optionValueRule(id: string): TypeRule {
  return {
    id,
    summary: 'A custom field option value does not start or end with whitespace and contains no tabs or newlines.',
    source: 'SPEC 4.1 (custom field values)',
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

/** A lookup that needs at least one of `keys` (SPEC 4.1). */
export function lookupKeyRule(opts: {
  readonly id: string;
  readonly what: string;
  readonly keys: readonly string[];
  readonly examples: readonly string[];
  readonly summary: string;
  readonly source: string;
}): TypeRule {
  const names = opts.keys.map(displayPath);
  const or = names.length <= 2 ? names.join(' or ') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  const nor = names.length <= 2 ? `neither ${names.join(' nor ')}` : `none of ${names.join(', ')}`;
  return {
    id: opts.id,
    summary: opts.summary,
    source: opts.source,
    check: (input, report) => {
      if (opts.keys.some((k) => isSet(input[k]))) return;
      report(opts.keys[0], `is unset, and so is ${names.slice(1).join(' and ')}; the lookup needs one of them to find the ${opts.what}.`, {
        receivedText: `${nor} set`,
        allowed: `at least one of ${or}`,
        fix: `set ${names.map((n, i) => `${n} (e.g. ${opts.examples[i]})`).join(' or ')}.`,
      });
    },
  };
}

/**
 * The spelling of a merge strategy in the other style (SPEC 2.2: alert routes write `first-wins`,
 * alert source templates `first_wins`): the right spelling when `v` is a value of `allowed`
 * written with the wrong separator, else undefined.
 */
export function otherStyle(v: string, allowed: readonly string[], wrong: '-' | '_'): string | undefined {
  if (!v.includes(wrong)) return undefined;
  const right = v.split(wrong).join(wrong === '-' ? '_' : '-');
  return allowed.includes(right) ? right : undefined;
}

/** `'a', 'b' or 'c'` */
export function listText(values: readonly string[]): string {
  const q = values.map((v) => `'${v}'`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
}
