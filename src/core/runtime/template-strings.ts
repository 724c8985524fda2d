/**
 * Terraform templates in the strings of a config: every string of Terraform JSON is a template,
 * so one that opens `${` or `%{` and never closes it is refused (Terraform would refuse the value
 * or the key), with the escaped form as the fix. Used by the L1 renderer (render.ts). Not part of
 * the public API.
 */
import { Ctx, problem } from './render-context';

/**
 * Where a string opens a Terraform template expression (`${`) or directive (`%{`) that never
 * closes, or undefined. Every string of Terraform JSON is a template: `$${` and `%%{` stand for the
 * characters themselves; a complete `${...}` is an expression (a reference, never judged here).
 * Braces and quoted strings inside an expression are followed, so `${ {a = "}"} }` is complete.
 */
export function openTemplateAt(text: string): number | undefined {
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if ((c !== '$' && c !== '%') || text[i + 1] !== '{') continue;
    if (text[i - 1] === c) continue; // `$${` / `%%{`: the characters themselves
    let depth = 1;
    let j = i + 2;
    for (; j < text.length && depth > 0; j++) {
      const d = text[j];
      if (d === '"') {
        for (j++; j < text.length && text[j] !== '"'; j++) if (text[j] === '\\') j++;
      } else if (d === '{') {
        depth++;
      } else if (d === '}') {
        depth--;
      }
    }
    if (depth > 0) return i;
    i = j - 1;
  }
  return undefined;
}

/** Reports a string (a value or a map key) that opens a template and never closes it. */
export function incompleteTemplate(ctx: Ctx, path: string, text: string, what: 'value' | 'key'): void {
  const at = openTemplateAt(text)!;
  const opener = text.slice(at, at + 2);
  const escaped = `${text.slice(0, at)}${opener[0]}${text.slice(at)}`;
  problem(ctx, path, `is an incomplete Terraform template: '${opener}' opens ${opener === '${' ? 'an expression' : 'a directive'} that never closes, and Terraform refuses the ${what}.`,
    text, `a complete expression such as \${var.name}, or ${opener[0]}${opener} for the characters themselves`,
    `write ${opener[0]}${opener} where you mean the characters${ctx.sensitive ? '' : `, e.g. ${JSON.stringify(escaped.length > 60 ? escaped.slice(0, 57) + '...' : escaped)}`}.`);
}
