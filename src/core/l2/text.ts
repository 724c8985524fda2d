/**
 * Literal text: what an L2 renders from user text or data (names, descriptions, titles, rich-text
 * documents, expression source, catalog values) reaches the provider as the user wrote it.
 *
 * Terraform reads every string of the JSON as a template: `${x}` is a reference, `%{ if y }` a
 * directive. So before an L2 hands text to its L1 it escapes them, `${` as `$${` and `%{` as
 * `%%{`, which Terraform turns back into `${` and `%{`. References in the text are cdktn tokens
 * (a variable's `stringValue`, an attribute of a resource): they stay references. A reference is
 * never written as a `${...}` string in a text prop; the TSDoc of each text prop says so.
 *
 * Text an L2 writes inside a Terraform expression it builds (a postcondition, a key in a reference
 * to a map entry) is an HCL quoted string instead: `expressionText`.
 *
 * The L1s pass strings through as they are: there, `${...}` is Terraform's own syntax.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IResolvable, IResolveContext, Token, Tokenization } from 'cdktn';
import { isUnresolved } from '../base/tokens';

/** The text with `${` and `%{` doubled (replacer functions: in a replacement string, `$$` is one `$`). */
function escaped(s: string): string {
  return s.replace(/\$\{/g, () => '$${').replace(/%\{/g, () => '%%{');
}

interface Fragment {
  readonly type: string;
  readonly lit?: unknown;
  readonly token?: IResolvable;
}

/**
 * Text as Terraform must receive it so that the provider gets it as written: `${` and `%{` of the
 * literal parts escaped, tokens (references) kept. Anything that is no string is returned as it
 * is (the L1 reports its type). Escaping twice escapes twice: call it once, where the L2 hands the
 * text to its L1.
 */
export function literalText<T>(text: T): T {
  if (typeof text !== 'string') return text;
  if (!isUnresolved(text)) return (text.includes('{') ? escaped(text) : text) as T;
  const fragments = (Tokenization.reverseString(text) as unknown as { fragments?: Fragment[] }).fragments;
  if (!Array.isArray(fragments)) return text;
  const needed = fragments.some((f, i) => f.type === 'literal' && typeof f.lit === 'string'
    && (/[$%]\{/.test(f.lit) || (f.lit.endsWith('$') && fragments[i + 1]?.type === 'token')));
  // Without anything to escape, the token string stays as cdktn made it.
  return (needed ? Token.asString(new LiteralText(fragments)) : text) as T;
}

/** Each value of a list of text, as `literalText`. */
export function literalTexts<T>(list: T): T {
  return (Array.isArray(list) && !isUnresolved(list) ? list.map((x) => literalText(x)) : list) as T;
}

/**
 * A map whose keys and values are text (labels, tags, catalog entries by external id): both as
 * `literalText`. A map that is no plain object is returned as it is.
 */
export function literalKeys<V>(map: { readonly [key: string]: V } | undefined, value: (v: V) => V = literalText): { [key: string]: V } | undefined {
  if (map === undefined || map === null || typeof map !== 'object' || Array.isArray(map) || isUnresolved(map)) return map as { [key: string]: V } | undefined;
  const out: { [key: string]: V } = {};
  for (const k of Object.keys(map)) out[literalText(k)] = value(map[k]);
  return out;
}

/**
 * Text with references, as one token: cdktn splits a string that holds tokens again at synth and
 * takes a `${` that opens no token as the start of an expression, so the escaped text cannot be a
 * string of markers; it is resolved here, fragment by fragment.
 */
class LiteralText implements IResolvable {
  public readonly creationStack: string[] = [];

  constructor(private readonly fragments: readonly Fragment[]) {}

  public resolve(context: IResolveContext): string {
    return this.fragments.map((f, i) => (f.type !== 'literal'
      ? String(context.resolve(f.token))
      : beforeReference(escaped(String(f.lit)), this.fragments[i + 1]))).join('');
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/**
 * Literal text before `next`: when `next` is a reference, the `$`s the text ends with go inside an
 * expression (`${"$"}`), since `$` right before `${` would make `$${`, an escape of the reference.
 */
function beforeReference(text: string, next: Fragment | undefined): string {
  const run = /\$+$/.exec(text);
  return run && next !== undefined && next.type !== 'literal' ? `${text.slice(0, run.index)}\${"${run[0]}"}` : text;
}

/**
 * A string as an HCL quoted string, for an expression an L2 writes (`"Sec \"$${ops}\""`): the
 * escapes HCL has (`\"`, `\\`, `\n`, `\r`, `\t`, `\uNNNN` for the other control characters; not
 * JSON's `\b` and `\f`, which HCL refuses), and `${` and `%{` doubled.
 */
export function hclString(s: string): string {
  return `"${hclQuoted(s)}"`;
}

/** The inside of `hclString`. */
function hclQuoted(s: string): string {
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
  return escaped(out);
}

/**
 * Text as an HCL expression, to write inside `${...}` (a postcondition, the key of a map entry in
 * a reference): literal text as a quoted string (`hclString`); a reference alone as it is (cdktn
 * writes it bare inside an expression, `var.name`); text around references as a quoted template,
 * its literal parts escaped and its references interpolated (`"Deploy $${x} ${var.v}"`).
 */
export function expressionText(text: string): string {
  if (!isUnresolved(text)) return hclString(text);
  const fragments = (Tokenization.reverseString(text) as unknown as { fragments?: Fragment[] }).fragments;
  if (!Array.isArray(fragments) || fragments.every((f) => f.type !== 'literal')) return text;
  return Token.asString(new ExpressionText(fragments));
}

/** Text around references, resolved inside an expression as a quoted template. */
class ExpressionText implements IResolvable {
  public readonly creationStack: string[] = [];

  constructor(private readonly fragments: readonly Fragment[]) {}

  public resolve(context: IResolveContext): string {
    // Inside an expression, cdktn resolves a reference bare (`var.v`): it is interpolated.
    return `"${this.fragments.map((f, i) => (f.type !== 'literal'
      ? `\${${String(context.resolve(f.token))}}`
      : beforeReference(hclQuoted(String(f.lit)), this.fragments[i + 1]))).join('')}"`;
  }

  public toString(): string {
    return Token.asString(this);
  }
}
