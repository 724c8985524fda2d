/**
 * Helpers of the incident lookups and imported constructs. Not part of the public API.
 */
import { Problems } from '../../../../core/l2/index';

/**
 * The id an imported construct is given: a string that is not empty (a token passes). A lookup
 * (`fromId`) leaves this to the data source's own rules; an imported construct has none.
 */
export function requiredId(p: Problems, field: string, v: unknown, what: string): void {
  if (typeof v === 'string' && v.trim() !== '') return;
  p.add(field, v === undefined || v === null ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
    received: v, allowed: what, fix: `set ${field}.`,
  });
}

/**
 * A string as an HCL quoted template literal: the escapes HCL has (`\"`, `\\`, `\n`, `\r`, `\t`,
 * `\uNNNN` for the other control characters; not JSON's `\b` and `\f`, which HCL refuses as
 * "Invalid escape sequence"), and `${` and `%{` doubled so that Terraform reads them as text.
 */
export function hclString(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return templateText(`"${out}"`);
}

/** Text in a Terraform string template: `${` and `%{` doubled so that Terraform reads them as text. */
export function templateText(s: string): string {
  // Replacer functions: in a replacement string, `$$` is one `$`.
  return s.replace(/\$\{/g, () => '$${').replace(/%\{/g, () => '%%{');
}
