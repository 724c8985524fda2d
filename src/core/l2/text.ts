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
    return this.fragments.map((f, i) => {
      if (f.type !== 'literal') return String(context.resolve(f.token));
      let text = escaped(String(f.lit));
      // `$` right before a reference would make `$${`, an escape: the `$`s go inside an expression.
      const run = /\$+$/.exec(text);
      if (run && this.fragments[i + 1]?.type === 'token') text = `${text.slice(0, run.index)}\${"${run[0]}"}`;
      return text;
    }).join('');
  }

  public toString(): string {
    return Token.asString(this);
  }
}
