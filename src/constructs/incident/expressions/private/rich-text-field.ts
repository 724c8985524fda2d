/**
 * A prop that takes rich text (an alert's title and description, an incident's name and
 * summary): a `RichText`, rendered into the document the field stores. A string is refused with
 * the fix that wraps it, since plain text where the field stores a document is the mistake the
 * type exists to prevent; a document written by hand (its JSON) is refused with the template that
 * makes the same document, when there is one. Not part of the public API.
 */
import type { EngineContext } from './engine';
import { Inline, templateOf } from './rich-text-grammar';
import { RichText } from '../rich-text';

const ALLOWED = "a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments')";

/** The document of a rich-text prop (undefined, with a problem, when it is unusable). */
export function richTextOf(ctx: EngineContext, field: string, v: unknown): string | undefined {
  if (v instanceof RichText) return v._bind(ctx, field);
  const text = typeof v === 'string';
  const handWritten = text ? handWrittenDocument(v) : undefined;
  if (handWritten) {
    ctx.problems.add(field, 'is a rich-text document written by hand (its JSON); the field takes a RichText, which the library renders into the document.', {
      id: 'incident:rich-text-written-by-hand',
      received: v,
      allowed: ALLOWED,
      fix: handWritten.template !== undefined
        ? `write RichText.template(${JSON.stringify(handWritten.template)}) (it renders the same document).`
        : 'build it with RichText.of(RichTextNode.text(...), RichTextNode.variable(...), ...) (marks and links), or RichText.template(\'...\') (text and {{ variables }}).',
    });
    return undefined;
  }
  ctx.problems.add(field, text ? 'is plain text, but the field stores a rich-text document.' : 'expected a RichText.', {
    id: text ? 'incident:rich-text-plain-text' : 'incident:not-a-rich-text',
    received: v,
    allowed: ALLOWED,
    fix: text ? `wrap it: RichText.template(${JSON.stringify(v)}) (or RichText.text(...) for text without variables).` : "make it with RichText.template('...'), RichText.text('...') or RichText.of(...).",
  });
  return undefined;
}

/**
 * A string that is a document serialized as JSON (`{"type":"doc",...}`), with its `{{ }}` template
 * when the document has one (paragraphs of text without marks, line breaks and variables); undefined
 * when the string is no document.
 */
function handWrittenDocument(v: string): { readonly template?: string } | undefined {
  let d: unknown;
  try {
    d = JSON.parse(v);
  } catch {
    return undefined;
  }
  if (d === null || typeof d !== 'object' || (d as { type?: unknown }).type !== 'doc') return undefined;
  const template = templateOfJson(d as { content?: unknown });
  return { template: template !== undefined && template.trim() !== '' ? template : undefined };
}

/** The template of a parsed document, or undefined when it has none. */
function templateOfJson(d: { content?: unknown }): string | undefined {
  if (!Array.isArray(d.content)) return undefined;
  const paragraphs: Inline[][] = [];
  for (const p of d.content as unknown[]) {
    const para = p as { type?: unknown; content?: unknown } | null;
    if (para === null || typeof para !== 'object' || para.type !== 'paragraph') return undefined;
    if (para.content !== undefined && !Array.isArray(para.content)) return undefined;
    const nodes: Inline[] = [];
    for (const x of (para.content as unknown[] | undefined) ?? []) {
      type Attrs = { name?: unknown; truncateTo?: unknown; omitIfUnset?: unknown };
      const n = x as { type?: unknown; text?: unknown; marks?: unknown; attrs?: Attrs } | null;
      if (n === null || typeof n !== 'object') return undefined;
      if (n.type === 'text' && typeof n.text === 'string' && (n.marks === undefined || (Array.isArray(n.marks) && n.marks.length === 0))) {
        nodes.push({ type: 'text', text: n.text });
      } else if (n.type === 'lineBreak' || n.type === 'hardBreak') {
        nodes.push({ type: 'lineBreak' });
      } else if (n.type === 'varSpec' && n.attrs !== null && typeof n.attrs === 'object' && typeof n.attrs.name === 'string') {
        const t = n.attrs.truncateTo;
        nodes.push({ type: 'varSpec', name: n.attrs.name, truncateTo: typeof t === 'number' && Number.isSafeInteger(t) && t >= 1 ? t : undefined, omitIfUnset: n.attrs.omitIfUnset === true || undefined });
      } else {
        return undefined;
      }
    }
    paragraphs.push(nodes);
  }
  return templateOf(paragraphs);
}
