/**
 * The `{{ }}` template grammar of incident.io rich text, and the document it compiles to, written
 * from the provider's own conversion code (incident-io/terraform-provider-incident v6.3.0,
 * internal/provider/richtexttypes/convert.go: ToDocument, FromDocument):
 *
 * - two or more newlines start a new paragraph; a single newline is a line break inside one;
 * - `{{ name }}` is a variable, scanned non-greedily (each `{{` pairs with the nearest `}}`);
 * - filters follow the name after `|`: `truncate: <n>` (a whole number, 1 or more) and
 *   `omit_if_unset` (no argument); spacing is free, the emitted form is `{{name | truncate: 100}}`;
 * - errors: an unclosed `{{`, a `{{` inside a variable, an empty name, an unknown filter, a filter
 *   argument that is wrong.
 *
 * The document is emitted with the keys and escapes of the provider's Go encoder (`type`, `text`,
 * `attrs`, `content`; `<`, `>` and `&` as \u003c, \u003e, \u0026), so that the same template gives
 * the same bytes here and in the provider. Not part of the public API.
 */

/** A mark on a text node: bold, italic, or a link. */
export type Mark = { readonly type: 'bold' } | { readonly type: 'italic' } | { readonly type: 'link'; readonly href: string };

/** An inline node of a paragraph. */
export type Inline =
  | { readonly type: 'text'; readonly text: string; readonly marks?: readonly Mark[] }
  | { readonly type: 'lineBreak' }
  | { readonly type: 'varSpec'; readonly name: string; readonly truncateTo?: number; readonly omitIfUnset?: boolean };

/** What a RichTextNode factory recorded (checked when a resource renders the text). */
export type NodeSpec =
  | { readonly kind: 'text'; readonly text: unknown; readonly marks?: unknown }
  | { readonly kind: 'variable'; readonly ref: unknown; readonly options?: unknown }
  | { readonly kind: 'lineBreak' }
  | { readonly kind: 'paragraphBreak' };

/** A paragraph: its inline nodes. */
export type Paragraph = readonly Inline[];

/** Why a template does not parse: the failure (the provider's slug) and the sentence that explains it. */
export interface GrammarError {
  readonly slug: 'unclosed_variable' | 'unknown_filter' | 'invalid_filter_argument' | 'empty_variable_name' | 'nested_variable';
  readonly detail: string;
}

const OPEN = '{{';
const CLOSE = '}}';
const PARAGRAPH_BREAK = /\n{2,}/;

/** Parses a template into paragraphs, or the first error. */
export function parseTemplate(template: string): { paragraphs: Paragraph[] } | { error: GrammarError } {
  const paragraphs: Paragraph[] = [];
  let offset = 0;
  const breaks = template.match(/\n{2,}/g) ?? [];
  const parts = template.split(PARAGRAPH_BREAK);
  for (let i = 0; i < parts.length; i++) {
    const inline = parseInline(parts[i], offset);
    if ('error' in inline) return inline;
    paragraphs.push(inline.nodes);
    offset += parts[i].length + (i < breaks.length ? breaks[i].length : 0);
  }
  return { paragraphs };
}

function parseInline(paragraph: string, base: number): { nodes: Inline[] } | { error: GrammarError } {
  const nodes: Inline[] = [];
  let consumed = 0;
  let rest = paragraph;
  while (rest !== '') {
    const start = rest.indexOf(OPEN);
    if (start < 0) {
      appendText(nodes, rest);
      break;
    }
    appendText(nodes, rest.slice(0, start));
    const body = rest.slice(start + OPEN.length);
    const end = body.indexOf(CLOSE);
    if (end < 0) {
      return { error: { slug: 'unclosed_variable', detail: `an unclosed "{{" at offset ${base + consumed + start}` } };
    }
    const variable = parseVariable(body.slice(0, end));
    if ('error' in variable) return variable;
    nodes.push(variable.node);
    const length = start + OPEN.length + end + CLOSE.length;
    consumed += length;
    rest = rest.slice(length);
  }
  return { nodes };
}

function parseVariable(inner: string): { node: Inline } | { error: GrammarError } {
  const whole = `${OPEN}${inner}${CLOSE}`;
  if (inner.includes(OPEN)) return { error: { slug: 'nested_variable', detail: `a "{{" inside the variable ${JSON.stringify(whole)}` } };
  const parts = inner.split('|');
  const name = parts[0].trim();
  if (name === '') return { error: { slug: 'empty_variable_name', detail: `the variable ${JSON.stringify(whole)} has no name` } };
  let truncateTo: number | undefined;
  let omitIfUnset: boolean | undefined;
  for (const part of parts.slice(1)) {
    const colon = part.indexOf(':');
    const filter = (colon < 0 ? part : part.slice(0, colon)).trim();
    const arg = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (filter === 'omit_if_unset') {
      if (colon >= 0) return { error: { slug: 'invalid_filter_argument', detail: `omit_if_unset takes no argument, but ${JSON.stringify(whole)} gives it ${JSON.stringify(arg)}` } };
      omitIfUnset = true;
    } else if (filter === 'truncate') {
      const n = /^[+-]?\d+$/.test(arg) ? Number(arg) : NaN;
      if (colon < 0 || !Number.isSafeInteger(n) || n < 1) {
        return { error: { slug: 'invalid_filter_argument', detail: `truncate takes a whole number, 1 or more, but ${JSON.stringify(whole)} gives it ${JSON.stringify(arg)}` } };
      }
      truncateTo = n;
    } else {
      return { error: { slug: 'unknown_filter', detail: `${JSON.stringify(filter)} in ${JSON.stringify(whole)} is no filter (the filters are truncate and omit_if_unset)` } };
    }
  }
  return { node: { type: 'varSpec', name, truncateTo, omitIfUnset } };
}

/** Appends text, a line break at each newline; empty pieces add no node. */
export function appendText(nodes: Inline[], text: string, marks?: readonly Mark[]): void {
  text.split('\n').forEach((line, i) => {
    if (i > 0) nodes.push({ type: 'lineBreak' });
    if (line !== '') nodes.push(marks?.length ? { type: 'text', text: line, marks } : { type: 'text', text: line });
  });
}

/** The paragraphs of plain text: no variables, `{{` kept as text. */
export function plainParagraphs(text: string): Paragraph[] {
  return text.split(PARAGRAPH_BREAK).map((p) => {
    const nodes: Inline[] = [];
    appendText(nodes, p);
    return nodes;
  });
}

/** The document of paragraphs, serialized as the provider's encoder does. */
export function documentOf(paragraphs: readonly Paragraph[]): string {
  const content = paragraphs.map((p) => (p.length ? `{"type":"paragraph","content":[${p.map(inlineJson).join(',')}]}` : '{"type":"paragraph"}'));
  return `{"type":"doc","content":[${content.join(',')}]}`;
}

function inlineJson(n: Inline): string {
  switch (n.type) {
    case 'text': {
      const marks = n.marks?.length ? `,"marks":[${n.marks.map(markJson).join(',')}]` : '';
      return `{"type":"text","text":${goString(n.text)}${marks}}`;
    }
    case 'lineBreak':
      return '{"type":"lineBreak"}';
    case 'varSpec': {
      const omit = n.omitIfUnset ? ',"omitIfUnset":true' : '';
      const truncate = n.truncateTo !== undefined ? `,"truncateTo":${n.truncateTo}` : '';
      return `{"type":"varSpec","attrs":{"name":${goString(n.name)}${omit}${truncate}}}`;
    }
  }
}

function markJson(m: Mark): string {
  return m.type === 'link' ? `{"type":"link","attrs":{"href":${goString(m.href)}}}` : `{"type":"${m.type}"}`;
}

/** A JSON string as Go's encoding/json writes it (HTML-safe escapes, U+2028 and U+2029 escaped). */
function goString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The canonical `{{ }}` template of paragraphs (filters in the order truncate, omit_if_unset), or
 * undefined when the document has no template form: marks and links, text that holds `{{`, or a
 * shape that would parse back into another document (two line breaks in a row, an empty paragraph
 * between others). Proven as the provider does, by parsing the template again.
 */
export function templateOf(paragraphs: readonly Paragraph[]): string | undefined {
  if (!paragraphs.length) return undefined;
  const out: string[] = [];
  for (const p of paragraphs) {
    let s = '';
    for (const n of p) {
      if (n.type === 'text') {
        if (n.marks?.length || n.text.includes(OPEN)) return undefined;
        s += n.text;
      } else if (n.type === 'lineBreak') {
        s += '\n';
      } else {
        const filters = [...(n.truncateTo !== undefined ? [`truncate: ${n.truncateTo}`] : []), ...(n.omitIfUnset ? ['omit_if_unset'] : [])];
        s += `${OPEN}${[n.name, ...filters].join(' | ')}${CLOSE}`;
      }
    }
    out.push(s);
  }
  const template = out.join('\n\n');
  const again = parseTemplate(template);
  return 'paragraphs' in again && documentOf(again.paragraphs) === documentOf(paragraphs) ? template : undefined;
}
