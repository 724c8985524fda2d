/**
 * Helpers of the incident lookups and imported constructs. Not part of the public API.
 */
import { Problems } from '../../../core/l2';

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
 * A string as an HCL quoted template literal: JSON escapes, and `${` and `%{` doubled so that
 * Terraform reads them as text.
 */
export function hclString(s: string): string {
  return templateText(JSON.stringify(s));
}

/** Text in a Terraform string template: `${` and `%{` doubled so that Terraform reads them as text. */
export function templateText(s: string): string {
  return s.replace(/\$\{/g, '$${').replace(/%\{/g, '%%{');
}
