/**
 * A prop that takes rich text (an alert's title and description, an incident's name and
 * summary): a `RichText`, rendered into the document the field stores. A string is refused with
 * the fix that wraps it, since plain text where the field stores a document is the mistake the
 * type exists to prevent. Not part of the public API.
 */
import type { EngineContext } from './engine';
import { RichText } from '../rich-text';

/** The document of a rich-text prop (undefined, with a problem, when it is unusable). */
export function richTextOf(ctx: EngineContext, field: string, v: unknown): string | undefined {
  if (v instanceof RichText) return v._render(ctx, field);
  const text = typeof v === 'string';
  ctx.p.add(field, text ? 'is plain text, but the field stores a rich-text document.' : 'expected a RichText.', {
    received: v,
    allowed: "a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments')",
    fix: text ? `wrap it: RichText.template(${JSON.stringify(v)}) (or RichText.text(...) for text without variables).` : "make it with RichText.template('...'), RichText.text('...') or RichText.of(...).",
  });
  return undefined;
}
